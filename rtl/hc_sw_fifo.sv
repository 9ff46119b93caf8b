// The pointers of one FIFO of a switch (docs/network.md); the entries are in a memory beside it, written
// at wr_idx_o and read at rd_idx_o (or further on). Entries pushed tentatively become visible when a
// push commits them (the injection port holds a packet back until its tail); a rollback drops the
// tentative ones. A FIFO that always commits (a network input, the ejection FIFO) is a plain FIFO.

module hc_sw_fifo #(
  /// Entries.
  parameter int unsigned Depth = 8,
  /// Bits of a count 0..Depth.
  localparam int unsigned CountW = $clog2(Depth + 1),
  /// Bits of an index 0..Depth-1.
  localparam int unsigned IdxW = Depth > 1 ? $clog2(Depth) : 1
) (
  /// Clock.
  input  logic              clk_i,
  /// Synchronous reset, active low.
  input  logic              rst_ni,
  /// An entry is written at wr_idx_o in this clock (tentatively unless commit_i).
  input  logic              push_i,
  /// Every entry, with the one pushed in this clock if any, becomes visible.
  input  logic              commit_i,
  /// Drop the tentative entries (before this clock's push, which goes where they were).
  input  logic              rollback_i,
  /// The front leaves (a visible entry).
  input  logic              pop_i,
  /// Where this clock's push goes.
  output logic [IdxW-1:0]   wr_idx_o,
  /// The front.
  output logic [IdxW-1:0]   rd_idx_o,
  /// Entries held.
  output logic [CountW-1:0] count_o,
  /// Entries visible (committed), from the front.
  output logic [CountW-1:0] visible_o,
  /// At least one entry is visible.
  output logic              any_o,
  /// At least two entries are visible.
  output logic              more_o
);

  logic [IdxW-1:0]   head_q, wr_q, cwr_q;  // the front; where the next push goes; after the last committed
  logic [IdxW-1:0]   wr_idx, wr_next;
  logic [CountW-1:0] count_q, visible_q, kept, count_d, visible_d;
  logic              any_q, more_q, added;
  logic [CountW-1:0] n;

  function automatic logic [IdxW-1:0] next_idx(input logic [IdxW-1:0] i);
    next_idx = 32'(i) == Depth - 1 ? '0 : i + 1'b1;
  endfunction

  assign wr_idx  = rollback_i ? cwr_q : wr_q;
  assign wr_next = push_i ? next_idx(wr_idx) : wr_idx;
  assign kept    = rollback_i ? visible_q : count_q;
  assign count_d   = kept + CountW'(push_i) - CountW'(pop_i);
  assign n         = commit_i ? kept : visible_q;  // visible before this clock's push and pop
  assign added     = commit_i && push_i;
  assign visible_d = commit_i ? count_d : visible_q - CountW'(pop_i);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      head_q    <= '0;
      wr_q      <= '0;
      cwr_q     <= '0;
      count_q   <= '0;
      visible_q <= '0;
      any_q     <= 1'b0;
      more_q    <= 1'b0;
    end else begin
      head_q    <= pop_i ? next_idx(head_q) : head_q;
      wr_q      <= wr_next;
      cwr_q     <= commit_i ? wr_next : cwr_q;
      count_q   <= count_d;
      visible_q <= visible_d;
      // The flags from the counts before this clock, so that a pop is the last gate before them:
      // visible_d = n + added - pop.
      any_q     <= added || n > CountW'(1) || (n == CountW'(1) && !pop_i);
      more_q    <= added ? n > CountW'(1) || (n == CountW'(1) && !pop_i)
                         : n > CountW'(2) || (n == CountW'(2) && !pop_i);
    end
  end

  assign wr_idx_o      = wr_idx;
  assign rd_idx_o      = head_q;
  assign count_o       = count_q;
  assign visible_o     = visible_q;
  assign any_o         = any_q;
  assign more_o        = more_q;

`ifndef SYNTHESIS
  NoOverflow: assert property (@(posedge clk_i) disable iff (!rst_ni) !(push_i && !pop_i && kept == CountW'(Depth)));
  PopVisible: assert property (@(posedge clk_i) disable iff (!rst_ni) pop_i |-> visible_q != '0);
  FlagsMatchTheCount: assert property (@(posedge clk_i) disable iff (!rst_ni)
    any_q == (visible_q != '0) && more_q == (visible_q > CountW'(1)));
`endif

endmodule
