// Broadcast weight unit of one node (paper 000, Algorithms 1 and 2, sec. 4.1). Request: the node
// originates a broadcast, or it received weights (wd, wc) on its port in_port. Response: per port,
// send or not and the weights (wd, wc) to send; or error for an impossible message. One request per
// clock; the response is offered Latency clocks after the clock in which the request is accepted.
//
// Stage 1: check the message (wd, wc and the arrival port), choose the port that continues in the
// travel direction and mark the ports below dimension wd (all of them at the origin); with Latency 3
// it is two stages, the configuration's entries the message selects (hc_pkg::bcast_pick) registered
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
  input  hc_pkg::bcast_cfg_t cfg_i,
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
  /// This node originates the broadcast (wd, wc and in_port are ignored).
  input  logic               req_origin_i,
  /// Received wd, the dimension (1..r).
  input  logic [2:0]         req_wd_i,
  /// Received wc (1..D_wd).
  input  logic [3:0]         req_wc_i,
  /// Own port the message arrived on (a port of dimension wd).
  input  logic [3:0]         req_in_port_i,
  /// Response valid.
  output logic               resp_valid_o,
  /// Response taken.
  input  logic               resp_ready_i,
  /// Invalid message, invalid configuration, or a write while in flight; nothing is sent.
  output logic               resp_error_o,
  /// Bit p: send on port p.
  output logic [15:0]        resp_send_o,
  /// wd to send on port p at [3*p +: 3]; meaningful where the send bit is set.
  output logic [47:0]        resp_wd_o,
  /// wc to send on port p at [3*p +: 3]; meaningful where the send bit is set.
  output logic [47:0]        resp_wc_o
);

  logic advance, load, stale;
  hc_pkg::bcast_check_t s1_q, s1_d;  // stage 1: the message checked
  // Stage 2 (the response): *_n is the next response, taken when a request enters the stage.
  logic        error_q, error_d, error_n;
  logic [15:0] send_q, send_d, send_n;  // before the error masks it
  logic [47:0] wd_q, wd_d, wd_n, wc_q, wc_d, wc_n;

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

  // Stage 1: the message checked (hc_pkg::bcast_check), with Latency 3 over two clocks.
  hc_pkg::bcast_pick_t pick, picked;  // the configuration's entries the request selects; as checked
  assign pick = hc_pkg::bcast_pick(cfg_i, req_origin_i, req_wd_i, req_wc_i, req_in_port_i);
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
  assign s1_d = advance ? hc_pkg::bcast_finish(picked) : s1_q;

  // Stage 2: origin weights on the ports below dimension wd (every port at the origin), and
  // (wd, wc-1) on the continuing port.
  always_comb begin
    logic [15:0] continue_here;
    continue_here = hc_pkg::bcast_continue(s1_q);
    error_n       = !s1_q.origin && !s1_q.valid || error_i || stale;
    send_n        = hc_pkg::bcast_sends(cfg_i, s1_q);
    wd_n          = cfg_i.port_wd;
    wc_n          = cfg_i.port_owc;
    for (int unsigned p = 0; p < hc_pkg::MaxPorts; p++) begin
      if (continue_here[p]) begin
        wd_n[3*p +: 3] = s1_q.wd;
        wc_n[3*p +: 3] = s1_q.wc_next;
      end
    end
  end

  assign error_d = load ? error_n : error_q;
  assign send_d  = load ? send_n : send_q;
  assign wd_d    = load ? wd_n : wd_q;
  assign wc_d    = load ? wc_n : wc_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_q    <= '0;
      error_q <= 1'b0;
      send_q  <= '0;
      wd_q    <= '0;
      wc_q    <= '0;
    end else begin
      s1_q    <= s1_d;
      error_q <= error_d;
      send_q  <= send_d;
      wd_q    <= wd_d;
      wc_q    <= wc_d;
    end
  end

  assign resp_error_o = error_q;
  assign resp_send_o  = error_q ? 16'b0 : send_q;
  assign resp_wd_o    = wd_q;
  assign resp_wc_o    = wc_q;

  if (Latency != 2 && Latency != 3) begin : gen_bad_latency
    $error("hc_bcast: Latency must be 2 or 3");
  end

`ifndef SYNTHESIS
  RequestStableUntilAccepted: assert property (@(posedge clk_i) disable iff (!rst_ni)
    req_valid_i && !req_ready_o |=> req_valid_i && $stable(req_origin_i) && $stable(req_wd_i) &&
                                    $stable(req_wc_i) && $stable(req_in_port_i));
  ResponseStableUntilTaken: assert property (@(posedge clk_i) disable iff (!rst_ni)
    resp_valid_o && !resp_ready_i |=> resp_valid_o && $stable(resp_error_o) && $stable(resp_send_o) &&
                                      $stable(resp_wd_o) && $stable(resp_wc_o));
`endif

endmodule
