// Test probe (tb/test_rtl_derive.cpp): hc_derive_pkg::derive, hc_derive_pkg::route_entry and hc_derive_pkg::cfg_valid of a
// configuration given at run time, with hc_config's output names, to be compared with its load phase.

module hc_derive_probe (
  /// The configuration registers.
  input  hc_pkg::cfg_t cfg_i,
  /// The dimension (0-based) of the routing-table entry shown.
  input  logic [1:0]   dim_i,
  /// The destination digit of the entry shown.
  input  hc_pkg::digit_t digit_i,
  /// hc_derive_pkg::cfg_valid.
  output logic         valid_o,
  /// What hc_derive_pkg::derive gives, field by field.
  output hc_pkg::digits_t limit_o,
  /// d_i.
  output hc_pkg::digits_t degree_o,
  /// a_i.
  output hc_pkg::digits_t a_o,
  /// k_i.
  output hc_pkg::digits_t k_o,
  /// Total degree.
  output logic [5:0]   total_degree_o,
  /// Total diameter.
  output logic [4:0]   total_diameter_o,
  /// Paper 003's condition.
  output logic         deadlock_free_o,
  /// The broadcast unit's constants and port table.
  output hc_route_pkg::bcast_cfg_t bcast_o,
  /// Port table: the hop wraps.
  output hc_pkg::port_mask_t port_wrap_o,
  /// hc_derive_pkg::route_entry of dimension dim_i and digit digit_i.
  output hc_route_pkg::route_entry_t entry_o
);

  hc_derive_pkg::derived_t d;
  logic [hc_pkg::MaxDims-1:0] unused_odd;  // reached through the routing-table entries
  always_comb begin
    d        = hc_derive_pkg::derive(cfg_i);
    valid_o  = hc_derive_pkg::cfg_valid(cfg_i);
    entry_o  = hc_derive_pkg::route_entry(cfg_i, d, 32'(dim_i), digit_i);
  end
  assign limit_o          = d.limit;
  assign degree_o         = d.degree;
  assign a_o              = d.a;
  assign k_o              = d.k;
  assign unused_odd       = d.odd;
  assign total_degree_o   = d.total_degree;
  assign total_diameter_o = d.total_diameter;
  assign deadlock_free_o  = d.deadlock_free;
  assign bcast_o          = d.bcast;
  assign port_wrap_o      = d.wrap;

endmodule
