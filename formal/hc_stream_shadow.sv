// Formal-only shadow of a unit's two-stage request/response pipeline (hc_router, hc_bcast), written
// from docs/registers.md, "Stream discipline", and the stream rules it checks:
// - a request is accepted exactly when the pipeline moves and the configuration is not being derived
//   (so req_ready follows resp_ready combinationally), and never during the load phase;
// - its response is offered exactly two clocks later unless back-pressure holds the pipeline, one
//   response per request (no loss, no duplication), held unchanged until taken;
// - stale_o: the response on offer must be an error, because its request was in flight during a
//   configuration write (accepted in the clock of the write, or in stage 1 when it came, including the
//   clock it moved on) or was accepted with an invalid configuration.
module hc_stream_shadow #(
  /// Bits of the response's payload.
  parameter int unsigned DataW = 1
) (
  /// Clock.
  input  logic             clk_i,
  /// Synchronous reset, active low.
  input  logic             rst_ni,
  /// The configuration is being derived, invalid, written this clock (the unit's inputs).
  input  logic             busy_i,
  input  logic             error_i,
  input  logic             flush_i,
  /// The request handshake.
  input  logic             req_valid_i,
  input  logic             req_ready_i,
  /// The response handshake and payload.
  input  logic             resp_valid_i,
  input  logic             resp_ready_i,
  input  logic [DataW-1:0] resp_data_i,
  /// The unit's hc_pipe_ctrl state (valid per stage, stale of stage 1), for the induction invariant.
  input  logic [1:0]       pipe_valid_i,
  input  logic             pipe_stale_i,
  /// The unit's stage-1 record of an invalid configuration.
  input  logic             pipe_invalid_i,
  /// The response on offer must be an error.
  output logic             stale_o
);

  logic [1:0] valid_q, stale_q, invalid_q;
  logic [1:0] owed_q;
  logic       advance, accept, taken;
  assign advance = !valid_q[1] || resp_ready_i;
  assign accept  = req_valid_i && req_ready_i;
  assign taken   = resp_valid_i && resp_ready_i;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      valid_q   <= '0;
      stale_q   <= '0;
      invalid_q <= '0;
      owed_q    <= '0;
    end else begin
      owed_q <= owed_q + 2'(accept) - 2'(taken);
      if (advance) begin
        valid_q   <= {valid_q[0], accept};
        stale_q   <= {valid_q[0] && (stale_q[0] || flush_i), flush_i};
        invalid_q <= {valid_q[0] && invalid_q[0], error_i};
      end else begin
        stale_q[0] <= stale_q[0] || flush_i;
      end
    end
  end

  assign stale_o = stale_q[1] || invalid_q[1];

  always_comb begin
    if (rst_ni) begin
      ReadyExactlyWhenThePipelineMoves: assert (req_ready_i == (advance && !busy_i));
      ResponseExactlyTwoClocksLater: assert (resp_valid_i == valid_q[1]);
      OneResponsePerRequest: assert (owed_q == 2'(valid_q[0]) + 2'(valid_q[1]));
      // The unit's pipeline state is the shadow's (an invariant that makes the induction step hold).
      PipelineIsTheShadow: assert (pipe_valid_i == valid_q && (!valid_q[0] || pipe_stale_i == stale_q[0]) &&
                                   (!valid_q[0] || !invalid_q[0] || pipe_invalid_i));
    end
  end

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) begin
    init_q <= 1'b0;
    if (!init_q && rst_ni && $past(rst_ni) && $past(resp_valid_i) && !$past(resp_ready_i)) begin
      ResponseStableUntilTaken: assert (resp_valid_i && $stable(resp_data_i));
    end
  end

endmodule
