// Formal-only shadow queue, a shift register: entries pushed go to the back, tentatively unless committed;
// a rollback drops the tentative ones before this clock's push; a pop takes the front, which must be
// visible; never more than Depth entries. entries_o[k] is the k-th entry from the front. It shadows a
// FIFO of a switch (hc_sw_fifo and the memory beside it; the injection port commits a packet with its
// tail, docs/network.md), and, always committing, is the scoreboard of a valid/ready stream: a push is
// an accepted request with its expected answer, a pop a response taken (no response unowed, no more
// than Depth owed).
module hc_queue_shadow #(
  /// An entry.
  parameter type         T     = logic,
  /// Entries at most.
  parameter int unsigned Depth = 2,
  /// Bits of a count 0..Depth.
  localparam int unsigned CountW = $clog2(Depth + 1)
) (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// An entry is pushed this clock.
  input  logic                  push_i,
  /// The entry.
  input  T                      push_data_i,
  /// Every entry, this clock's push with them, becomes visible.
  input  logic                  commit_i,
  /// The tentative entries are dropped (before this clock's push).
  input  logic                  rollback_i,
  /// The front leaves.
  input  logic                  pop_i,
  /// The entries, from the front.
  output T [Depth-1:0]          entries_o,
  /// Entries held.
  output logic [CountW-1:0]     count_o,
  /// Entries visible.
  output logic [CountW-1:0]     visible_o
);

  T [Depth-1:0]      data_q, data_d;
  logic [CountW-1:0] count_q, visible_q, count_d, visible_d, kept;

  always_comb begin
    kept    = rollback_i ? visible_q : count_q;
    data_d  = data_q;
    count_d = kept;
    if (pop_i) begin
      for (int unsigned k = 0; k + 1 < Depth; k++) data_d[k] = data_q[k+1];
      count_d = count_d - 1'b1;
    end
    if (push_i) begin
      data_d[count_d] = push_data_i;
      count_d         = count_d + 1'b1;
    end
    visible_d = commit_i ? count_d : visible_q - CountW'(pop_i);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      count_q   <= '0;
      visible_q <= '0;
    end else begin
      count_q   <= count_d;
      visible_q <= visible_d;
      data_q    <= data_d;
    end
  end

  assign entries_o = data_q;
  assign count_o   = count_q;
  assign visible_o = visible_q;

  always_comb begin
    if (rst_ni) begin
      PopOnlyVisible: assert (!pop_i || visible_q != '0);
      NoOverflow: assert (count_q <= CountW'(Depth) && (!push_i || pop_i || kept < CountW'(Depth)));
    end
  end

endmodule
