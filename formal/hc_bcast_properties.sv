// Properties of hc_bcast: the stream rules that hc_stream_shadow checks, a request in flight during a
// configuration write or accepted with an invalid configuration answered with an error, nothing sent with
// an error, and the weights of every port sent on within the configuration the answer was computed with
// (WeightsAtMostDiameter). The environment is what hc_config guarantees (its proof, hc_config.sby, asserts
// the same conditions): the configuration changes only in the clock after a write or during the load
// phase, the load phase starts in the clock after a write, and a derived valid configuration satisfies
// hc_ref_pkg::bcast_cfg_ok. Requests and back-pressure are free.
module hc_bcast_properties (
  /// Clock.
  input  logic               clk_i,
  /// Synchronous reset, active low (low in the first clock).
  input  logic               rst_ni,
  /// What hc_config drives.
  input  hc_route_pkg::bcast_cfg_t cfg_i,
  input  logic               busy_i,
  input  logic               error_i,
  input  logic               flush_i,
  /// The request stream and the response's ready.
  input  logic               req_valid_i,
  input  hc_route_pkg::bcast_req_t req_i,
  input  logic               resp_ready_i
);

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always_comb if (init_q) assume (!rst_ni);

  // hc_config's guarantees (asserted in hc_config_properties).
  always_comb if (!busy_i && !error_i) assume (hc_ref_pkg::bcast_cfg_ok(cfg_i));
  always_ff @(posedge clk_i) begin
    if (!init_q && $past(rst_ni) && rst_ni) begin
      if (!$past(flush_i) && !$past(busy_i)) assume ($stable(cfg_i) && $stable(error_i));
      if ($past(flush_i)) assume (busy_i);
      if (!$past(busy_i) && !$past(flush_i)) assume (!busy_i);
    end
  end

  logic                req_ready, resp_valid;
  hc_route_pkg::bcast_resp_t resp;

  hc_bcast i_bcast (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .cfg_i         (cfg_i),
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
    .DataW ($bits(hc_route_pkg::bcast_resp_t))
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
    .pipe_valid_i   (i_bcast.i_pipe_ctrl.valid_q),
    .pipe_stale_i   (i_bcast.i_pipe_ctrl.stale_q[0]),
    .pipe_invalid_i (error_i || i_bcast.i_pipe_ctrl.stale_q[0]),
    .stale_o        (stale)
  );

  // The configuration each response was computed with: a copy taken when the response register loads.
  hc_route_pkg::bcast_cfg_t cfg_q;
  logic               cfg_busy_q;
  always_ff @(posedge clk_i) begin
    if (!resp_valid || resp_ready_i) begin
      cfg_q      <= cfg_i;
      cfg_busy_q <= busy_i;
    end
  end

  // The request in stage 1 (loaded whenever the pipeline moves, as the unit's stage 1 is).
  hc_route_pkg::bcast_req_t req_q;
  always_ff @(posedge clk_i) begin
    if (!resp_valid || resp_ready_i) req_q <= req_i;
  end

  always_comb begin
    // Stage 1 holds the check of its request in the configuration, which has not changed since (an
    // invariant for the induction).
    if (rst_ni && i_shadow.valid_q[0] && !i_shadow.stale_q[0]) begin
      StageOneIsTheCheck: assert (!busy_i && i_bcast.s1_q == hc_route_pkg::bcast_check(cfg_i, req_q));
    end
    if (rst_ni && resp_valid) begin
      StaleIsAnError: assert (!stale || resp.error);
      NothingSentOnError: assert (!resp.error || resp.send == '0);
      WeightsAtMostDiameter: assert (resp.error || hc_ref_pkg::weights_ok(cfg_q, resp));
      // A response that is not an error was computed outside the load phase (an invariant for the induction).
      ComputedOutsideTheLoadPhase: assert (resp.error || !cfg_busy_q);
    end
  end

endmodule
