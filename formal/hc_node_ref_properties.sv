// Bounded equivalence of hc_node's router and broadcast unit with the formal-only reference
// (hc_ref_pkg, written from docs/conventions.md): a symbolic configuration is written after reset, then
// symbolic requests arrive on both streams with symbolic back-pressure, and every response must be the
// reference's answer to its request, in order, one per request.
module hc_node_ref_properties #(
  /// Dimensions written: 1 for the one-dimensional configurations, 0 for any DIMS register value.
  parameter int unsigned Dims = 1,
  /// Routing tables in LUT RAM (1) or block RAM (0).
  parameter bit          AsyncTables = 1'b0
) (
  /// Clock.
  input  logic        clk_i,
  /// Router request valid, destination and available ports (symbolic every clock).
  input  logic        route_req_valid_i,
  input  hc_route_pkg::route_req_t route_req_i,
  /// Router response taken.
  input  logic        route_resp_ready_i,
  /// Broadcast request valid and message (symbolic every clock).
  input  logic        bcast_req_valid_i,
  input  hc_route_pkg::bcast_req_t bcast_req_i,
  /// Broadcast response taken.
  input  logic        bcast_resp_ready_i
);

  // The configuration: registers that are never written hold their arbitrary initial value.
  hc_pkg::cfg_t cfg_q;
  always_ff @(posedge clk_i) cfg_q <= cfg_q;

  // Reset in the first clock, then the four configuration writes, then requests.
  logic       init_q = 1'b1;
  logic [2:0] write_q = '0;
  logic       rst_n;
  logic        cfg_we;
  logic [hc_pkg::RegAddrW-1:0] cfg_addr;
  hc_pkg::reg_data_t cfg_wdata;
  always_ff @(posedge clk_i) begin
    init_q  <= 1'b0;
    if (cfg_we) write_q <= write_q + 3'd1;
  end
  assign rst_n = !init_q;

  always_comb begin
    cfg_we    = rst_n && write_q < 3'd4;
    cfg_addr  = 4'(write_q);
    unique case (write_q)
      3'd0:    cfg_wdata = {13'b0, cfg_q.r};
      3'd1:    cfg_wdata = cfg_q.m;
      3'd2:    cfg_wdata = cfg_q.rho;
      default: cfg_wdata = cfg_q.own;
    endcase
  end
  if (Dims != 0) begin : gen_dims
    always_comb assume (cfg_q.r == 3'(Dims));
  end

  hc_pkg::reg_data_t   cfg_rdata;
  logic                cfg_ready, cfg_error;
  logic                route_req_ready, route_resp_valid;
  hc_route_pkg::route_resp_t route_resp;
  logic                bcast_req_ready, bcast_resp_valid;
  hc_route_pkg::bcast_resp_t bcast_resp;

  hc_node #(
    .AsyncTables (AsyncTables)
  ) i_node (
    .clk_i               (clk_i),
    .rst_ni              (rst_n),
    .cfg_we_i            (cfg_we),
    .cfg_addr_i          (cfg_addr),
    .cfg_wdata_i         (cfg_wdata),
    .cfg_rdata_o         (cfg_rdata),
    .cfg_ready_o         (cfg_ready),
    .cfg_error_o         (cfg_error),
    .route_req_valid_i   (route_req_valid_i),
    .route_req_ready_o   (route_req_ready),
    .route_req_dst_i     (route_req_i.dst),
    .route_req_avail_i   (route_req_i.avail),
    .route_resp_valid_o  (route_resp_valid),
    .route_resp_ready_i  (route_resp_ready_i),
    .route_resp_status_o (route_resp.status),
    .route_resp_port_o   (route_resp.port),
    .bcast_req_valid_i   (bcast_req_valid_i),
    .bcast_req_ready_o   (bcast_req_ready),
    .bcast_req_origin_i  (bcast_req_i.origin),
    .bcast_req_wd_i      (bcast_req_i.wd),
    .bcast_req_wc_i      (bcast_req_i.wc),
    .bcast_req_in_port_i (bcast_req_i.in_port),
    .bcast_resp_valid_o  (bcast_resp_valid),
    .bcast_resp_ready_i  (bcast_resp_ready_i),
    .bcast_resp_error_o  (bcast_resp.error),
    .bcast_resp_send_o   (bcast_resp.send),
    .bcast_resp_wd_o     (bcast_resp.wd),
    .bcast_resp_wc_o     (bcast_resp.wc)
  );

  // The reference's answer to every accepted request, in order.
  hc_route_pkg::route_resp_t [1:0] route_owed_q;
  hc_route_pkg::bcast_resp_t [1:0] bcast_owed_q;
  hc_route_pkg::route_resp_t route_head;
  hc_route_pkg::bcast_resp_t bcast_head;
  logic [1:0] route_owed, bcast_owed, unused_route_visible, unused_bcast_visible;
  assign route_head = route_owed_q[0];
  assign bcast_head = bcast_owed_q[0];

  hc_queue_shadow #(
    .T     (hc_route_pkg::route_resp_t),
    .Depth (2)
  ) i_route_sb (
    .clk_i       (clk_i),
    .rst_ni      (rst_n),
    .push_i      (route_req_valid_i && route_req_ready),
    .push_data_i (hc_ref_pkg::route(cfg_q, route_req_i)),
    .commit_i    (1'b1),
    .rollback_i  (1'b0),
    .pop_i       (route_resp_valid && route_resp_ready_i),
    .entries_o   (route_owed_q),
    .count_o     (route_owed),
    .visible_o   (unused_route_visible)
  );

  hc_queue_shadow #(
    .T     (hc_route_pkg::bcast_resp_t),
    .Depth (2)
  ) i_bcast_sb (
    .clk_i       (clk_i),
    .rst_ni      (rst_n),
    .push_i      (bcast_req_valid_i && bcast_req_ready),
    .push_data_i (hc_ref_pkg::bcast(cfg_q, bcast_req_i)),
    .commit_i    (1'b1),
    .rollback_i  (1'b0),
    .pop_i       (bcast_resp_valid && bcast_resp_ready_i),
    .entries_o   (bcast_owed_q),
    .count_o     (bcast_owed),
    .visible_o   (unused_bcast_visible)
  );

  // The weights of every port sent on are the reference's.
  logic weights_match;
  always_comb begin
    weights_match = 1'b1;
    for (int unsigned p = 0; p < hc_pkg::MaxPorts; p++) begin
      if (bcast_head.send[p] && (bcast_resp.wd[p] != bcast_head.wd[p] ||
                                 bcast_resp.wc[p] != bcast_head.wc[p])) weights_match = 1'b0;
    end
  end

  always_comb begin
    if (rst_n) begin
      // The configuration registers read back, and the node reports the reference's verdict once ready.
      ErrorMatchesTheRules: assert (!cfg_ready || cfg_error == !hc_ref_pkg::valid(cfg_q));
      if (route_resp_valid) begin
        RouteResponseOwed: assert (route_owed != 0);
        RouteStatusMatches: assert (route_resp.status == route_head.status);
        RoutePortMatches: assert (route_resp.port == route_head.port);
      end
      if (bcast_resp_valid) begin
        BcastResponseOwed: assert (bcast_owed != 0);
        BcastErrorMatches: assert (bcast_resp.error == bcast_head.error);
        BcastSendMatches: assert (bcast_resp.send == bcast_head.send);
        BcastWeightsMatch: assert (weights_match);
      end
    end
  end

  // The bound reaches responses (the load phase ends DeriveSteps clocks after the last write).
  always_comb begin
    if (rst_n) begin
      RouteAnswered: cover (route_resp_valid && route_resp_ready_i && route_resp.status == hc_route_pkg::RoutePort);
      BcastAnswered: cover (bcast_resp_valid && bcast_resp_ready_i && !bcast_resp.error);
    end
  end

endmodule
