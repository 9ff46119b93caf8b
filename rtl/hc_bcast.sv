// Broadcast weight unit of one node (paper 000, Algorithms 1 and 2, sec. 4.1). Request: the node
// originates a broadcast, or it received weights (wd, wc) on its port in_port. Response: per port,
// send or not and the weights (wd, wc) to send; or error for an impossible message. One request per
// clock; the response is offered two clocks after the clock in which the request is accepted.
//
// Stage 1: look up the arrival port, check wd and wc against r and D_wd for every dimension, take
// dimension wd's continuing ports, and mark the ports of the dimensions below wd (all of them at the
// origin), which get the origin weights. Stage 2: check the message and give every port its weights: the origin
// weights of Algorithm 1 below dimension wd (on every port at the origin), and (wd, wc-1) on the
// port that continues in the travel direction.
`include "hc_assert.svh"

module hc_bcast (
  /// Clock.
  input  logic               clk_i,
  /// Synchronous reset, active low.
  input  logic               rst_ni,
  /// Port table and per-dimension constants.
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

  logic advance, stale;
  // Stage 1.
  logic        s1_origin_q, s1_origin_d, s1_valid_q, s1_valid_d, s1_plus_q, s1_plus_d;
  logic        s1_continue_q, s1_continue_d;
  logic [1:0]  s1_dim_q, s1_dim_d;
  logic [3:0]  s1_weights_ok_q, s1_weights_ok_d;
  logic [15:0] s1_fwd_plus_q, s1_fwd_plus_d, s1_fwd_minus_q, s1_fwd_minus_d;  // one-hot
  logic [15:0] s1_lower_q, s1_lower_d;
  logic [2:0]  s1_wd_q, s1_wd_d, s1_wc_q, s1_wc_d;
  // Stage 2 (the response): *_n is the next response, taken when the pipeline advances.
  logic        error_q, error_d, error_n;
  logic [15:0] send_q, send_d, send_n;  // before the error masks it
  logic [47:0] wd_q, wd_d, wd_n, wc_q, wc_d, wc_n;

  hc_pipe_ctrl #(
    .Stages (2)
  ) i_pipe_ctrl (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .accept_i    (!busy_i),
    .flush_i     (flush_i),
    .in_valid_i  (req_valid_i),
    .in_ready_o  (req_ready_o),
    .advance_o   (advance),
    .out_valid_o (resp_valid_o),
    .out_ready_i (resp_ready_i),
    .stale_o     (stale)
  );

  // Stage 1.
  always_comb begin
    logic [1:0] wdi;
    wdi             = req_wd_i[1:0] - 2'd1;
    s1_origin_d     = req_origin_i;
    s1_valid_d      = cfg_i.port_valid[req_in_port_i];
    s1_plus_d       = cfg_i.port_plus[req_in_port_i];
    s1_dim_d        = cfg_i.port_dim[2*req_in_port_i +: 2];
    s1_continue_d   = !req_origin_i && req_wc_i > 4'd1;
    s1_fwd_plus_d   = 16'b1 << cfg_i.fwd_plus[4*wdi +: 4];
    s1_fwd_minus_d  = 16'b1 << cfg_i.fwd_minus[4*wdi +: 4];
    s1_wd_d         = req_wd_i;
    s1_wc_d         = req_wc_i[2:0] - 3'd1;
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
      s1_weights_ok_d[i] = req_wd_i == 3'(i + 1) && cfg_i.r > 3'(i) && req_wc_i != 4'd0 &&
                           req_wc_i <= cfg_i.diameter[4*i +: 4];
    end
    for (int unsigned p = 0; p < hc_pkg::MaxPorts; p++) begin
      s1_lower_d[p] = req_origin_i || {1'b0, cfg_i.port_dim[2*p +: 2]} + 3'd1 < req_wd_i;
    end
    if (!advance) begin
      s1_origin_d     = s1_origin_q;
      s1_valid_d      = s1_valid_q;
      s1_plus_d       = s1_plus_q;
      s1_dim_d        = s1_dim_q;
      s1_continue_d   = s1_continue_q;
      s1_fwd_plus_d   = s1_fwd_plus_q;
      s1_fwd_minus_d  = s1_fwd_minus_q;
      s1_wd_d         = s1_wd_q;
      s1_wc_d         = s1_wc_q;
      s1_weights_ok_d = s1_weights_ok_q;
      s1_lower_d      = s1_lower_q;
    end
  end

  // Stage 2: arriving on a +o port the message travels in the - direction, and vice versa.
  always_comb begin
    logic continue_here, origin_weight;
    error_n = !s1_origin_q && !(s1_valid_q && s1_weights_ok_q[s1_dim_q]) || error_i || stale;
    for (int unsigned p = 0; p < hc_pkg::MaxPorts; p++) begin
      continue_here  = s1_continue_q && (s1_plus_q ? s1_fwd_minus_q[p] : s1_fwd_plus_q[p]);
      origin_weight  = s1_lower_q[p] && cfg_i.port_owc[3*p +: 3] != 3'd0;
      send_n[p]      = origin_weight || continue_here;
      wd_n[3*p +: 3] = continue_here ? s1_wd_q : {1'b0, cfg_i.port_dim[2*p +: 2]} + 3'd1;
      wc_n[3*p +: 3] = continue_here ? s1_wc_q : cfg_i.port_owc[3*p +: 3];
    end
  end

  assign error_d = advance ? error_n : error_q;
  assign send_d  = advance ? send_n : send_q;
  assign wd_d    = advance ? wd_n : wd_q;
  assign wc_d    = advance ? wc_n : wc_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_origin_q     <= 1'b0;
      s1_valid_q      <= 1'b0;
      s1_plus_q       <= 1'b0;
      s1_dim_q        <= '0;
      s1_continue_q   <= 1'b0;
      s1_fwd_plus_q   <= '0;
      s1_fwd_minus_q  <= '0;
      s1_wd_q         <= '0;
      s1_wc_q         <= '0;
      s1_weights_ok_q <= '0;
      s1_lower_q      <= '0;
      error_q         <= 1'b0;
      send_q          <= '0;
      wd_q            <= '0;
      wc_q            <= '0;
    end else begin
      s1_origin_q     <= s1_origin_d;
      s1_valid_q      <= s1_valid_d;
      s1_plus_q       <= s1_plus_d;
      s1_dim_q        <= s1_dim_d;
      s1_continue_q   <= s1_continue_d;
      s1_fwd_plus_q   <= s1_fwd_plus_d;
      s1_fwd_minus_q  <= s1_fwd_minus_d;
      s1_wd_q         <= s1_wd_d;
      s1_wc_q         <= s1_wc_d;
      s1_weights_ok_q <= s1_weights_ok_d;
      s1_lower_q      <= s1_lower_d;
      error_q         <= error_d;
      send_q          <= send_d;
      wd_q            <= wd_d;
      wc_q            <= wc_d;
    end
  end

  assign resp_error_o = error_q;
  assign resp_send_o  = error_q ? 16'b0 : send_q;
  assign resp_wd_o    = wd_q;
  assign resp_wc_o    = wc_q;

  `HC_ASSERT(RequestStableUntilAccepted,
             req_valid_i && !req_ready_o |=> req_valid_i && $stable(req_origin_i) && $stable(req_wd_i) &&
                                             $stable(req_wc_i) && $stable(req_in_port_i),
             clk_i, rst_ni)
  `HC_ASSERT(ResponseStableUntilTaken,
             resp_valid_o && !resp_ready_i |=> resp_valid_o && $stable(resp_error_o) && $stable(resp_send_o) &&
                                               $stable(resp_wd_o) && $stable(resp_wc_o),
             clk_i, rst_ni)

endmodule
