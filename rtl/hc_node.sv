// One node of a programmable hypercycle: the router and the broadcast weight unit on one
// configuration (hc_config).

module hc_node #(
  /// Routing tables in LUT RAM (1: ECP5, Gowin) or block RAM (0: iCE40); same behaviour.
  parameter bit          AsyncTables = 1'b0,
  /// Clocks from an accepted request to its response, 2 or 3 (one more register stage in the router
  /// and the broadcast unit, for a faster clock); the same answers.
  parameter int unsigned Latency = 2
) (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// Configuration register write strobe.
  input  logic                  cfg_we_i,
  /// Configuration register address (hc_pkg::reg_addr_e), for writes and reads.
  input  logic [hc_pkg::RegAddrW-1:0] cfg_addr_i,
  /// Configuration register write data.
  input  hc_pkg::reg_data_t     cfg_wdata_i,
  /// Configuration register read data (combinational from cfg_addr_i).
  output hc_pkg::reg_data_t     cfg_rdata_o,
  /// Configuration derived: requests are accepted.
  output logic                  cfg_ready_o,
  /// Configuration invalid: every request is answered with an error.
  output logic                  cfg_error_o,
  /// Router request valid.
  input  logic                  route_req_valid_i,
  /// Router request accepted.
  output logic                  route_req_ready_o,
  /// Destination digits (hc_route_pkg::route_req_t.dst).
  input  hc_pkg::digits_t       route_req_dst_i,
  /// Available ports (hc_route_pkg::route_req_t.avail).
  input  hc_pkg::port_mask_t    route_req_avail_i,
  /// Router response valid.
  output logic                  route_resp_valid_o,
  /// Router response taken.
  input  logic                  route_resp_ready_i,
  /// Arrived, port, wait or error (hc_route_pkg::route_resp_t.status).
  output hc_route_pkg::route_status_e route_resp_status_o,
  /// The chosen port, port and wait (hc_route_pkg::route_resp_t.port).
  output hc_pkg::port_t         route_resp_port_o,
  /// Broadcast request valid.
  input  logic                  bcast_req_valid_i,
  /// Broadcast request accepted.
  output logic                  bcast_req_ready_o,
  /// This node originates the broadcast (hc_route_pkg::bcast_req_t.origin).
  input  logic                  bcast_req_origin_i,
  /// Received wd (hc_route_pkg::bcast_req_t.wd).
  input  hc_pkg::dim_t          bcast_req_wd_i,
  /// Received wc (hc_route_pkg::bcast_req_t.wc).
  input  hc_pkg::wc_t           bcast_req_wc_i,
  /// Own port the message arrived on (hc_route_pkg::bcast_req_t.in_port).
  input  hc_pkg::port_t         bcast_req_in_port_i,
  /// Broadcast response valid.
  output logic                  bcast_resp_valid_o,
  /// Broadcast response taken.
  input  logic                  bcast_resp_ready_i,
  /// Invalid message or configuration; nothing is sent (hc_route_pkg::bcast_resp_t.error).
  output logic                  bcast_resp_error_o,
  /// Bit p: send on port p (hc_route_pkg::bcast_resp_t.send).
  output hc_pkg::port_mask_t    bcast_resp_send_o,
  /// wd per port (hc_route_pkg::bcast_resp_t.wd).
  output hc_pkg::port_dims_t    bcast_resp_wd_o,
  /// wc per port (hc_route_pkg::bcast_resp_t.wc).
  output hc_pkg::port_wcs_t     bcast_resp_wc_o
);

  // The ports are the fields of the request and response structs, one port each, so that test
  // benches, netlists and host software address each field by its name.
  hc_route_pkg::route_req_t  route_req;
  hc_route_pkg::route_resp_t route_resp;
  hc_route_pkg::bcast_req_t  bcast_req;
  hc_route_pkg::bcast_resp_t bcast_resp;
  assign route_req = '{dst: route_req_dst_i, avail: route_req_avail_i};
  assign route_resp_status_o = route_resp.status;
  assign route_resp_port_o   = route_resp.port;
  assign bcast_req = '{origin: bcast_req_origin_i, wd: bcast_req_wd_i, wc: bcast_req_wc_i,
                       in_port: bcast_req_in_port_i};
  assign bcast_resp_error_o = bcast_resp.error;
  assign bcast_resp_send_o  = bcast_resp.send;
  assign bcast_resp_wd_o    = bcast_resp.wd;
  assign bcast_resp_wc_o    = bcast_resp.wc;

  // From the configuration: the router's digits and tables, the broadcast unit's constants and port
  // table.
  hc_pkg::digits_t own, limit;
  logic        table_we;
  hc_pkg::table_addr_t table_addr;
  hc_route_pkg::route_entry_t [1:0] table_data;
  hc_route_pkg::bcast_cfg_t bcast_cfg;
  hc_pkg::port_mask_t unused_port_wrap;  // the dateline of the network switch
  logic busy, error, flush;

  hc_config i_config (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .we_i         (cfg_we_i),
    .addr_i       (cfg_addr_i),
    .wdata_i      (cfg_wdata_i),
    .rdata_o      (cfg_rdata_o),
    .busy_o       (busy),
    .error_o      (error),
    .flush_o      (flush),
    .own_o        (own),
    .limit_o      (limit),
    .table_we_o   (table_we),
    .table_addr_o (table_addr),
    .table_data_o (table_data),
    .bcast_o      (bcast_cfg),
    .port_wrap_o  (unused_port_wrap)
  );

  hc_router #(
    .AsyncTables (AsyncTables),
    .Latency     (Latency)
  ) i_router (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .own_i        (own),
    .limit_i      (limit),
    .table_we_i   (table_we),
    .table_addr_i (table_addr),
    .table_data_i (table_data),
    .busy_i       (busy),
    .error_i      (error),
    .flush_i      (flush),
    .req_valid_i  (route_req_valid_i),
    .req_ready_o  (route_req_ready_o),
    .req_i        (route_req),
    .resp_valid_o (route_resp_valid_o),
    .resp_ready_i (route_resp_ready_i),
    .resp_o       (route_resp)
  );

  hc_bcast #(
    .Latency (Latency)
  ) i_bcast (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .cfg_i        (bcast_cfg),
    .busy_i       (busy),
    .error_i      (error),
    .flush_i      (flush),
    .req_valid_i  (bcast_req_valid_i),
    .req_ready_o  (bcast_req_ready_o),
    .req_i        (bcast_req),
    .resp_valid_o (bcast_resp_valid_o),
    .resp_ready_i (bcast_resp_ready_i),
    .resp_o       (bcast_resp)
  );

  assign cfg_ready_o = !busy;
  assign cfg_error_o = error;

`ifndef SYNTHESIS
  // Every port offered exists and every weight sent is a dimension in use and at most its diameter,
  // each in the configuration the response was computed with: a response held by back-pressure across
  // a configuration write is delivered unchanged (docs/registers.md), so the checks use a copy of the
  // configuration taken when the response register loaded.
  hc_pkg::port_dims_t route_port_wd_q;  // bcast_cfg.port_wd: the ports that exist
  hc_pkg::dim_t       bcast_r_q;
  hc_pkg::digits_t    bcast_diameter_q;
  always_ff @(posedge clk_i) begin
    if (!route_resp_valid_o || route_resp_ready_i) route_port_wd_q <= bcast_cfg.port_wd;
    if (!bcast_resp_valid_o || bcast_resp_ready_i) begin
      bcast_r_q        <= bcast_cfg.r;
      bcast_diameter_q <= bcast_cfg.diameter;
    end
  end
  logic port_exists;
  logic weights_ok;
  always_comb begin
    port_exists = route_port_wd_q[route_resp.port] != '0;
    weights_ok  = 1'b1;
    for (int unsigned p = 0; p < hc_pkg::MaxPorts; p++) begin
      hc_pkg::dim_t     wd;
      hc_pkg::wc_send_t wc;
      logic [1:0] dim;  // wd - 1 in two bits: the index below stays in range in 4-state simulators
      wd  = bcast_resp.wd[p];
      wc  = bcast_resp.wc[p];
      dim = 2'(wd - 3'd1);
      if (bcast_resp.send[p]) begin
        weights_ok = weights_ok && wd != 3'd0 && wd <= bcast_r_q && wc != 3'd0 &&
                     {1'b0, wc} <= bcast_diameter_q[dim];
      end
    end
  end
  PortBelowDegree: assert property (@(posedge clk_i) disable iff (!rst_ni)
    route_resp_valid_o && (route_resp.status == hc_route_pkg::RoutePort ||
                           route_resp.status == hc_route_pkg::RouteWait) |-> port_exists);
  WeightsAtMostDiameter: assert property (@(posedge clk_i) disable iff (!rst_ni)
    bcast_resp_valid_o |-> weights_ok);
  NothingSentOnError: assert property (@(posedge clk_i) disable iff (!rst_ni)
    bcast_resp_valid_o && bcast_resp.error |-> bcast_resp.send == '0);
`endif

endmodule
