// Formal-only scoreboard of a valid/ready stream: what each accepted request should be answered with,
// in order. A push is an accepted request, a pop a response taken; the head is what the response on
// offer must be. It asserts that no response is taken when none is owed (no duplication) and that no
// more than Depth requests are ever owed (Depth is the unit's pipeline).
module hc_scoreboard #(
  /// The expected answer.
  parameter type         T     = logic,
  /// Requests owed at most.
  parameter int unsigned Depth = 2
) (
  /// Clock.
  input  logic                       clk_i,
  /// Synchronous reset, active low.
  input  logic                       rst_ni,
  /// A request is accepted this clock.
  input  logic                       push_i,
  /// Its expected answer.
  input  T                           push_data_i,
  /// A response is taken this clock.
  input  logic                       pop_i,
  /// The answer owed first.
  output T                           head_o,
  /// Requests owed.
  output logic [$clog2(Depth+1)-1:0] count_o
);

  T [Depth-1:0] data_q, data_d;
  logic [$clog2(Depth+1)-1:0] count_q, count_d;

  always_comb begin
    data_d  = data_q;
    count_d = count_q;
    if (pop_i) begin
      for (int unsigned i = 0; i + 1 < Depth; i++) data_d[i] = data_q[i+1];
      count_d = count_d - 1'b1;
    end
    if (push_i) begin
      data_d[count_d] = push_data_i;
      count_d = count_d + 1'b1;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      count_q <= '0;
    end else begin
      count_q <= count_d;
      data_q  <= data_d;
    end
  end

  assign head_o  = data_q[0];
  assign count_o = count_q;

  always_comb begin
    if (rst_ni) begin
      NoResponseUnowed: assert (!pop_i || count_q != 0);
      AtMostDepthOwed: assert (count_q <= Depth && (!push_i || pop_i || count_q < Depth));
    end
  end

endmodule
