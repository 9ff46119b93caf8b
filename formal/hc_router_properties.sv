// Properties of hc_router under any environment (the tables written at any time with anything, the
// configuration signals free): the stream rules that hc_stream_shadow checks; a request in flight during
// a configuration write, or accepted with an invalid configuration, is answered with an error; arrived
// and error answers carry port 0.
module hc_router_properties #(
  /// Routing tables in LUT RAM (1) or block RAM (0).
  parameter bit AsyncTables = 1'b0
) (
  /// Clock.
  input  logic                       clk_i,
  /// Synchronous reset, active low (low in the first clock).
  input  logic                       rst_ni,
  /// Everything the configuration drives, free.
  input  hc_pkg::digits_t            own_i,
  input  hc_pkg::digits_t            limit_i,
  input  logic                       table_we_i,
  input  logic [4:0]                 table_addr_i,
  input  hc_route_pkg::route_entry_t [1:0] table_data_i,
  input  logic                       busy_i,
  input  logic                       error_i,
  input  logic                       flush_i,
  /// The request stream and the response's ready, free.
  input  logic                       req_valid_i,
  input  hc_route_pkg::route_req_t   req_i,
  input  logic                       resp_ready_i
);

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always_comb if (init_q) assume (!rst_ni);

  logic                req_ready, resp_valid;
  hc_route_pkg::route_resp_t resp;

  hc_router #(
    .AsyncTables (AsyncTables)
  ) i_router (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .own_i         (own_i),
    .limit_i       (limit_i),
    .table_we_i    (table_we_i),
    .table_addr_i  (table_addr_i),
    .table_data_i  (table_data_i),
    .busy_i        (busy_i),
    .error_i       (error_i),
    .flush_i       (flush_i),
    .req_valid_i   (req_valid_i),
    .req_ready_o   (req_ready),
    .req_i         (req_i),
    .resp_valid_o  (resp_valid),
    .resp_ready_i  (resp_ready_i),
    .resp_o        (resp)
  );

  logic stale;
  hc_stream_shadow #(
    .DataW ($bits(hc_route_pkg::route_resp_t))
  ) i_shadow (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .busy_i         (busy_i),
    .error_i        (error_i),
    .flush_i        (flush_i),
    .req_valid_i    (req_valid_i),
    .req_ready_i    (req_ready),
    .resp_valid_i   (resp_valid),
    .resp_ready_i   (resp_ready_i),
    .resp_data_i    (resp),
    .pipe_valid_i   (i_router.i_pipe_ctrl.valid_q),
    .pipe_stale_i   (i_router.i_pipe_ctrl.stale_q[0]),
    .pipe_invalid_i (i_router.i_lookup.error_o),
    .stale_o        (stale)
  );

  always_comb begin
    if (rst_ni && resp_valid) begin
      StaleIsAnError: assert (!stale || resp.status == hc_route_pkg::RouteError);
      PortZeroUnlessPortOrWait: assert (resp.status == hc_route_pkg::RoutePort || resp.status == hc_route_pkg::RouteWait ||
                                        resp.port == '0);
    end
`ifdef CHECK_THE_CHECKER
    // A false claim: the flow must find its counterexample (the sanity task expects a failure), which
    // shows that the properties reach the solver.
    if (rst_ni) NeverAnswered: assert (!resp_valid);
`endif
  end

endmodule
