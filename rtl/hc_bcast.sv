// Broadcast weight unit of one node (paper 000, Algorithms 1 and 2, sec. 4.1). Request: the node
// originates a broadcast, or it received weights (wd, wc) on its port in_port. Response: per port,
// send or not and the weights (wd, wc) to send; or error for an impossible message. One request per
// clock; the response is offered Latency clocks after the clock in which the request is accepted.
//
// Stage 1: check the message (wd, wc and the arrival port), choose the port that continues in the
// travel direction and mark the ports below dimension wd (all of them at the origin); with Latency 3
// it is two stages, the configuration's entries the message selects (hc_route_pkg::bcast_pick) registered
// between them. Last stage: every port gets its weights: Algorithm 1's origin weights below dimension
// wd, (wd, wc-1) on the continuing port.

module hc_bcast #(
  /// Clocks from an accepted request to its response: 2, or 3 with stage 1 split in two.
  parameter int unsigned Latency = 2
) (
  /// Clock.
  input  logic               clk_i,
  /// Synchronous reset, active low.
  input  logic               rst_ni,
  /// The broadcast constants and port table of the configuration.
  input  hc_route_pkg::bcast_cfg_t cfg_i,
  /// The configuration is being derived: no request is accepted.
  input  logic               busy_i,
  /// The configuration is invalid: every response is an error.
  input  logic               error_i,
  /// The configuration changes this clock: requests in flight are answered with an error.
  input  logic               flush_i,
  /// Request valid.
  input  logic               req_valid_i,
  /// Request accepted.
  output logic               req_ready_o,
  /// The request: this node originates the broadcast (wd, wc and in_port are ignored), or it received
  /// wd (the dimension, 1..r) and wc (1..D_wd) on in_port (a port of dimension wd).
  input  hc_route_pkg::bcast_req_t req_i,
  /// Response valid.
  output logic               resp_valid_o,
  /// Response taken.
  input  logic               resp_ready_i,
  /// The response: error (an invalid message, an invalid configuration, or a write while in flight;
  /// nothing is sent), the ports to send on, and the weights of each copy.
  output hc_route_pkg::bcast_resp_t resp_o
);

  logic advance, load, stale;
  hc_route_pkg::bcast_check_t s1_q, s1_d;  // stage 1: the message checked
  // Stage 2 (the response, its send mask before the error clears it): *_n is the next response, taken
  // when a request enters the stage.
  hc_route_pkg::bcast_resp_t resp_q, resp_d, resp_n;

  hc_pipe_ctrl #(
    .Stages (Latency)
  ) i_pipe_ctrl (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .accept_i    (!busy_i),
    .flush_i     (flush_i),
    .in_valid_i  (req_valid_i),
    .in_ready_o  (req_ready_o),
    .advance_o   (advance),
    .load_o      (load),
    .out_valid_o (resp_valid_o),
    .out_ready_i (resp_ready_i),
    .stale_o     (stale)
  );

  // Stage 1: the message checked (hc_route_pkg::bcast_check), with Latency 3 over two clocks.
  hc_route_pkg::bcast_pick_t pick, picked;  // the configuration's entries the request selects; as checked
  assign pick = hc_route_pkg::bcast_pick(cfg_i, req_i);
  if (Latency == 3) begin : gen_split
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        picked <= '0;
      end else if (advance) begin
        picked <= pick;
      end
    end
  end else begin : gen_whole
    assign picked = pick;
  end
  assign s1_d = advance ? hc_route_pkg::bcast_finish(picked) : s1_q;

  // Stage 2: origin weights on the ports below dimension wd (every port at the origin), and
  // (wd, wc-1) on the continuing port.
  always_comb begin
    hc_pkg::port_mask_t continue_here;
    continue_here = hc_route_pkg::bcast_continue(s1_q);
    resp_n.error  = !s1_q.origin && !s1_q.valid || error_i || stale;
    resp_n.send   = hc_route_pkg::bcast_sends(cfg_i, s1_q);
    resp_n.wd     = cfg_i.port_wd;
    resp_n.wc     = cfg_i.port_owc;
    for (int unsigned p = 0; p < hc_pkg::MaxPorts; p++) begin
      if (continue_here[p]) begin
        resp_n.wd[p] = s1_q.wd;
        resp_n.wc[p] = s1_q.wc_next;
      end
    end
  end

  assign resp_d = load ? resp_n : resp_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_q   <= '0;
      resp_q <= '0;
    end else begin
      s1_q   <= s1_d;
      resp_q <= resp_d;
    end
  end

  always_comb begin
    resp_o = resp_q;
    if (resp_q.error) resp_o.send = '0;
  end

  if (Latency != 2 && Latency != 3) begin : gen_bad_latency
    $error("hc_bcast: Latency must be 2 or 3");
  end

`ifndef SYNTHESIS
  RequestStableUntilAccepted: assert property (@(posedge clk_i) disable iff (!rst_ni)
    req_valid_i && !req_ready_o |=> req_valid_i && $stable(req_i));
  ResponseStableUntilTaken: assert property (@(posedge clk_i) disable iff (!rst_ni)
    resp_valid_o && !resp_ready_i |=> resp_valid_o && $stable(resp_o));
`endif

endmodule
