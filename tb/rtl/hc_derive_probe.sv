// Test probe (tb/test_rtl_derive.cpp): hc_pkg::derive, hc_pkg::route_entry and hc_pkg::cfg_valid of a
// configuration given at run time, with hc_config's output names, to be compared with its load phase.

module hc_derive_probe (
  /// The configuration registers.
  input  hc_pkg::cfg_t cfg_i,
  /// The dimension (0-based) of the routing-table entry shown.
  input  logic [1:0]   dim_i,
  /// The destination digit of the entry shown.
  input  logic [3:0]   digit_i,
  /// hc_pkg::cfg_valid.
  output logic         valid_o,
  /// What hc_pkg::derive gives, field by field.
  output logic [15:0]  limit_o,
  /// d_i.
  output logic [15:0]  degree_o,
  /// a_i.
  output logic [15:0]  a_o,
  /// k_i.
  output logic [15:0]  k_o,
  /// Total degree.
  output logic [5:0]   total_degree_o,
  /// Total diameter.
  output logic [4:0]   total_diameter_o,
  /// Paper 003's condition.
  output logic         deadlock_free_o,
  /// Number of dimensions.
  output logic [2:0]   r_o,
  /// D_i.
  output logic [15:0]  diameter_o,
  /// Port bases.
  output logic [15:0]  base_o,
  /// Ports at +rho_i.
  output logic [15:0]  fwd_plus_o,
  /// Ports at -rho_i.
  output logic [15:0]  fwd_minus_o,
  /// Port table: positive offsets.
  output logic [15:0]  port_plus_o,
  /// Port table: dimensions.
  output logic [47:0]  port_wd_o,
  /// Port table: the origin's wc.
  output logic [47:0]  port_owc_o,
  /// Port table: the origin sends.
  output logic [15:0]  port_sends_o,
  /// Port table: the hop wraps.
  output logic [15:0]  port_wrap_o,
  /// hc_pkg::route_entry of dimension dim_i and digit digit_i.
  output hc_pkg::route_entry_t entry_o
);

  hc_pkg::derived_t d;
  logic [3:0] unused_odd;  // reached through the routing-table entries
  always_comb begin
    d        = hc_pkg::derive(cfg_i);
    valid_o  = hc_pkg::cfg_valid(cfg_i);
    entry_o  = hc_pkg::route_entry(cfg_i, d, 32'(dim_i), digit_i);
  end
  assign limit_o          = d.limit;
  assign degree_o         = d.degree;
  assign a_o              = d.a;
  assign k_o              = d.k;
  assign unused_odd       = d.odd;
  assign total_degree_o   = d.total_degree;
  assign total_diameter_o = d.total_diameter;
  assign deadlock_free_o  = d.deadlock_free;
  assign r_o              = d.bcast.r;
  assign diameter_o       = d.bcast.diameter;
  assign base_o           = d.bcast.base;
  assign fwd_plus_o       = d.bcast.fwd_plus;
  assign fwd_minus_o      = d.bcast.fwd_minus;
  assign port_plus_o      = d.bcast.port_plus;
  assign port_wd_o        = d.bcast.port_wd;
  assign port_owc_o       = d.bcast.port_owc;
  assign port_sends_o     = d.bcast.port_sends;
  assign port_wrap_o      = d.wrap;

endmodule
