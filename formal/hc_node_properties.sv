// Properties of the whole hc_node under any register traffic (writes of any register with any data at any
// time, also while requests are in flight) and any requests and back-pressure on both streams
// (docs/registers.md): every port offered exists (PortBelowDegree), every weight sent is a dimension in use
// and at most its diameter (WeightsAtMostDiameter), each in the configuration the response was computed
// with; nothing is sent with an error (NothingSentOnError); arrived and error answers carry port 0; and the
// stream rules of hc_stream_shadow on both streams.
module hc_node_properties #(
  /// Routing tables in LUT RAM (1) or block RAM (0).
  parameter bit AsyncTables = 1'b0
) (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low (low in the first clock).
  input  logic        rst_ni,
  /// The register interface, free.
  input  logic        cfg_we_i,
  input  logic [hc_pkg::RegAddrW-1:0] cfg_addr_i,
  input  hc_pkg::reg_data_t  cfg_wdata_i,
  /// Both streams, free.
  input  logic               route_req_valid_i,
  input  hc_route_pkg::route_req_t route_req_i,
  input  logic               route_resp_ready_i,
  input  logic               bcast_req_valid_i,
  input  hc_route_pkg::bcast_req_t bcast_req_i,
  input  logic               bcast_resp_ready_i
);

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always_comb if (init_q) assume (!rst_ni);

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
    .rst_ni              (rst_ni),
    .cfg_we_i            (cfg_we_i),
    .cfg_addr_i          (cfg_addr_i),
    .cfg_wdata_i         (cfg_wdata_i),
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

  // The stream rules on both streams.
  logic route_stale, bcast_stale;
  hc_stream_shadow #(
    .DataW ($bits(hc_route_pkg::route_resp_t))
  ) i_route_shadow (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .busy_i         (i_node.busy),
    .error_i        (i_node.error),
    .flush_i        (i_node.flush),
    .req_valid_i    (route_req_valid_i),
    .req_ready_i    (route_req_ready),
    .resp_valid_i   (route_resp_valid),
    .resp_ready_i   (route_resp_ready_i),
    .resp_data_i    (route_resp),
    .pipe_valid_i   (i_node.i_router.i_pipe_ctrl.valid_q),
    .pipe_stale_i   (i_node.i_router.i_pipe_ctrl.stale_q[0]),
    .pipe_invalid_i (i_node.i_router.i_lookup.error_o),
    .stale_o        (route_stale)
  );
  hc_stream_shadow #(
    .DataW ($bits(hc_route_pkg::bcast_resp_t))
  ) i_bcast_shadow (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .busy_i         (i_node.busy),
    .error_i        (i_node.error),
    .flush_i        (i_node.flush),
    .req_valid_i    (bcast_req_valid_i),
    .req_ready_i    (bcast_req_ready),
    .resp_valid_i   (bcast_resp_valid),
    .resp_ready_i   (bcast_resp_ready_i),
    .resp_data_i    (bcast_resp),
    .pipe_valid_i   (i_node.i_bcast.i_pipe_ctrl.valid_q),
    .pipe_stale_i   (i_node.i_bcast.i_pipe_ctrl.stale_q[0]),
    .pipe_invalid_i (i_node.error || i_node.i_bcast.i_pipe_ctrl.stale_q[0]),
    .stale_o        (bcast_stale)
  );

  // The configuration each response was computed with: a copy taken when its response register loads.
  hc_route_pkg::bcast_cfg_t route_cfg_q, bcast_cfg_q;
  always_ff @(posedge clk_i) begin
    if (!route_resp_valid || route_resp_ready_i) route_cfg_q <= i_node.bcast_cfg;
    if (!bcast_resp_valid || bcast_resp_ready_i) bcast_cfg_q <= i_node.bcast_cfg;
  end

  always_comb begin
    if (rst_ni) begin
      if (route_resp_valid) begin
        StaleRouteIsAnError: assert (!route_stale || route_resp.status == hc_route_pkg::RouteError);
        PortBelowDegree: assert (!(route_resp.status == hc_route_pkg::RoutePort || route_resp.status == hc_route_pkg::RouteWait) ||
                                 route_cfg_q.port_wd[route_resp.port] != '0);
        PortZeroUnlessPortOrWait: assert (route_resp.status == hc_route_pkg::RoutePort ||
                                          route_resp.status == hc_route_pkg::RouteWait || route_resp.port == '0);
      end
      if (bcast_resp_valid) begin
        StaleBcastIsAnError: assert (!bcast_stale || bcast_resp.error);
        NothingSentOnError: assert (!bcast_resp.error || bcast_resp.send == '0);
        WeightsAtMostDiameter: assert (bcast_resp.error || hc_ref_pkg::weights_ok(bcast_cfg_q, bcast_resp));
      end
    end
  end

  // The bound reaches answers computed after a load phase, and a write while requests are in flight.
  always_comb begin
    if (rst_ni) begin
      PortAnswered: cover (route_resp_valid && route_resp.status == hc_route_pkg::RoutePort);
      WeightsAnswered: cover (bcast_resp_valid && !bcast_resp.error && bcast_resp.send != '0);
      WriteInFlight: cover (route_resp_valid && i_node.flush && route_resp.status == hc_route_pkg::RoutePort);
    end
  end

endmodule
