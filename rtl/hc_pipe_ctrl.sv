// Valid/ready control of a fixed-length pipeline that stalls as a whole when its output is not
// taken. A request accepted at a clock edge is offered by the last stage Stages-1 edges later, that
// is Stages clocks after the clock in which it was accepted. Requests being computed when `flush_i`
// is high (a configuration write), including one that enters the last stage in that very clock and
// one accepted in it, are stale, and the last stage must answer them with an error; a response
// already offered in the clock of the write stays as it is until taken. So every response offered
// after a write was either offered before it (computed with the old configuration) or is an error.

module hc_pipe_ctrl #(
  /// Pipeline registers from the accepted request to the response (>= 2).
  parameter int unsigned Stages = 2
) (
  /// Clock.
  input  logic clk_i,
  /// Synchronous reset, active low.
  input  logic rst_ni,
  /// Requests may be accepted (the configuration is not being derived).
  input  logic accept_i,
  /// The configuration changes this clock: requests being computed become stale.
  input  logic flush_i,
  /// Request valid.
  input  logic in_valid_i,
  /// Request accepted when high together with in_valid_i.
  output logic in_ready_o,
  /// The pipeline registers load their next values.
  output logic advance_o,
  /// The last stage loads a request (advance_o, and the stage before it holds one): the registers
  /// of the response load only then, so that they never take a bubble's values (an unwritten table
  /// entry after reset, say).
  output logic load_o,
  /// Response valid (the last stage holds a request).
  output logic out_valid_o,
  /// Response taken.
  input  logic out_ready_i,
  /// The request entering the last stage is stale: its response must be an error.
  output logic stale_o
);

  logic [Stages-1:0] valid_q, valid_d;
  logic [Stages-2:0] stale_q, stale_d;

  always_comb begin
    valid_d    = valid_q;
    stale_d    = stale_q | (valid_q[Stages-2:0] & {(Stages-1){flush_i}});
    advance_o  = !valid_q[Stages-1] || out_ready_i;
    in_ready_o = advance_o && accept_i;
    if (advance_o) begin
      valid_d = {valid_q[Stages-2:0], in_valid_i && in_ready_o};
      for (int unsigned s = Stages - 2; s > 0; s--) stale_d[s] = stale_d[s-1];
      stale_d[0] = flush_i;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      valid_q <= '0;
      stale_q <= '0;
    end else begin
      valid_q <= valid_d;
      stale_q <= stale_d;
    end
  end

  assign load_o      = advance_o && valid_q[Stages-2];
  assign out_valid_o = valid_q[Stages-1];
  assign stale_o     = stale_q[Stages-2] || flush_i;

  if (Stages < 2) begin : gen_check_stages
    $error("hc_pipe_ctrl: Stages must be at least 2");
  end

`ifndef SYNTHESIS
  // One response per request: requests accepted minus responses taken equals the requests held.
  int unsigned outstanding_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) outstanding_q <= 0;
    else outstanding_q <= outstanding_q + 32'(in_valid_i && in_ready_o) - 32'(out_valid_o && out_ready_i);
  end
  OneResponsePerRequest: assert property (@(posedge clk_i) disable iff (!rst_ni)
    outstanding_q == 32'($countones(valid_q)));
`endif

endmodule
