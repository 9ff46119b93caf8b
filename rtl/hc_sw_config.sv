// The configuration of a switch (docs/network.md, Configuration): the node's registers and load phase
// (hc_config), the switch's own registers (CTRL, ERRORS, CAUSE), and whether the configuration
// can run on this switch: no port at or above NumPorts, no more dimensions than the headers address,
// and with one virtual channel no dateline needed.

module hc_sw_config #(
  /// Dimensions the headers address.
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Network ports of the switch.
  parameter int unsigned NumPorts = 4,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Configuration registers after reset.
  parameter hc_pkg::cfg_t ResetCfg = '0,
  /// The configuration is ResetCfg for good (hc_config's Fixed).
  parameter bit          Fixed = 1'b0
) (
  /// Clock.
  input  logic                              clk_i,
  /// Synchronous reset, active low.
  input  logic                              rst_ni,
  /// Configuration register write strobe.
  input  logic                              we_i,
  /// Configuration register address (hc_pkg::reg_addr_e).
  input  logic [hc_pkg::RegAddrW-1:0]       addr_i,
  /// Configuration register write data.
  input  hc_pkg::reg_data_t                 wdata_i,
  /// Configuration register read data (combinational from addr_i).
  output hc_pkg::reg_data_t                 rdata_o,
  /// ERRORS, the packets refused at injection (hc_sw_inject).
  input  hc_pkg::reg_data_t                 errors_i,
  /// The causes of the refusals (CAUSE's low bits, hc_sw_inject).
  input  hc_noc_pkg::causes_t               causes_i,
  /// ERRORS is written: clear it and the causes.
  output logic                              clear_errors_o,
  /// The configuration is being derived.
  output logic                              busy_o,
  /// The configuration is invalid or cannot run on this switch: nothing is forwarded.
  output logic                              error_o,
  /// The node's own digits.
  output hc_pkg::digits_t                   own_o,
  /// Per dimension, digits must be below this.
  output hc_pkg::digits_t                   limit_o,
  /// Routing tables: write strobe (load phase).
  output logic                              table_we_o,
  /// Routing tables: the entry written.
  output hc_pkg::table_addr_t               table_addr_o,
  /// Routing tables: its value in each table.
  output hc_route_pkg::route_entry_t [1:0]  table_data_o,
  /// The broadcast constants and port table.
  output hc_route_pkg::bcast_cfg_t          bcast_o,
  /// The hop over each network port wraps around its dimension.
  output logic [NumPorts-1:0]               port_wrap_o,
  /// CTRL.no_dateline: every hop in class 0.
  output logic                              no_dateline_o
);

  hc_pkg::reg_data_t  node_rdata;
  hc_pkg::port_mask_t port_wrap;
  logic               node_error, flush, too_many_ports, unsupported, one_vc_short;
  logic               no_dateline_q, no_dateline_d;

  hc_config #(
    .ResetCfg (ResetCfg),
    .Fixed    (Fixed)
  ) i_config (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .we_i         (we_i),
    .addr_i       (addr_i),
    .wdata_i      (wdata_i),
    .rdata_o      (node_rdata),
    .busy_o       (busy_o),
    .error_o      (node_error),
    .flush_o      (flush),
    .own_o        (own_o),
    .limit_o      (limit_o),
    .table_we_o   (table_we_o),
    .table_addr_o (table_addr_o),
    .table_data_o (table_data_o),
    .bcast_o      (bcast_o),
    .port_wrap_o  (port_wrap)
  );

  // A configuration with a port at or above NumPorts, or more dimensions than the headers address,
  // cannot run on this switch.
  if (NumPorts < hc_pkg::MaxPorts) begin : gen_unsupported
    assign too_many_ports = bcast_o.port_wd[NumPorts] != '0;
  end else begin : gen_supported
    assign too_many_ports = 1'b0;
  end
  assign unsupported  = too_many_ports || 32'(bcast_o.r) > Dims;
  // One virtual channel and a configuration whose network needs datelines.
  assign one_vc_short = Vcs == 1 && !hc_noc_pkg::single_hop_dims(bcast_o);
  assign error_o      = node_error || unsupported || one_vc_short;

  assign clear_errors_o = we_i && addr_i == hc_pkg::RegErrors;
  assign no_dateline_d  = we_i && addr_i == hc_pkg::RegCtrl ? wdata_i[0] : no_dateline_q;
  always_comb begin
    unique case (addr_i)
      hc_pkg::RegCtrl:   rdata_o = {15'b0, no_dateline_q};
      hc_pkg::RegErrors: rdata_o = errors_i;
      hc_pkg::RegCause:  begin
        rdata_o                               = '0;
        rdata_o[hc_noc_pkg::RefusalCauses-1:0]    = causes_i;
        rdata_o[4'(hc_noc_pkg::CauseUnsupported)] = unsupported;
        rdata_o[4'(hc_noc_pkg::CauseOneVc)]   = one_vc_short;
      end
      default:           rdata_o = node_rdata;
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      no_dateline_q <= 1'b0;
    end else begin
      no_dateline_q <= no_dateline_d;
    end
  end
  assign no_dateline_o = no_dateline_q;

  logic unused_flush;  // a write while flits are in flight is not supported (docs/network.md)
  hc_pkg::port_mask_t unused_port_wrap;  // ports at or above NumPorts do not exist
  assign unused_flush     = flush;
  assign unused_port_wrap = port_wrap;
  assign port_wrap_o      = port_wrap[NumPorts-1:0];

  // A fixed configuration that needs datelines cannot run on one virtual channel.
  if (Fixed && Vcs == 1) begin : gen_check_one_vc
    localparam hc_derive_pkg::derived_t FixedDerived = hc_derive_pkg::derive(ResetCfg);
    if (!hc_noc_pkg::single_hop_dims(FixedDerived.bcast)) begin : gen_bad_one_vc
      $error("hc_switch: Vcs = 1 needs a configuration without datelines (every rho = m/2, rounded down)");
    end
  end

endmodule
