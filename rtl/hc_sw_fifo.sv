// One virtual channel's FIFO of a switch input (docs/network.md). Entries pushed tentatively become
// visible to allocation when a push commits them (the injection port holds a packet back until its
// tail); a rollback drops the tentative ones. Entry k from the front can be read (a broadcast group
// reads its packet without taking it); the front can be popped. Storage is LUT RAM (hc_table_ram),
// read at an address registered in the clock before, so that the read is all the path holds.

module hc_sw_fifo #(
  /// Entries.
  parameter int unsigned Depth = 8,
  /// Bits per entry.
  parameter int unsigned Width = 8,
  /// Bits of a count 0..Depth.
  localparam int unsigned CountW = $clog2(Depth + 1),
  /// Bits of an index 0..Depth-1.
  localparam int unsigned IdxW = Depth > 1 ? $clog2(Depth) : 1
) (
  /// Clock.
  input  logic              clk_i,
  /// Synchronous reset, active low.
  input  logic              rst_ni,
  /// Push push_data_i at the back (tentatively unless push_commit_i).
  input  logic              push_i,
  /// The entry pushed.
  input  logic [Width-1:0]  push_data_i,
  /// Every entry, with the one pushed in this clock if any, becomes visible.
  input  logic              push_commit_i,
  /// Drop the tentative entries (before this clock's push).
  input  logic              rollback_i,
  /// Pop the front (a visible entry, or one the push of this clock commits; the entry pushed in this
  /// clock itself when the FIFO holds nothing else).
  input  logic              pop_i,
  /// The entry to read in the next clock, counted from the front as it will be then.
  input  logic [IdxW-1:0]   rd_next_i,
  /// The entry read (the one rd_next_i named in the clock before).
  output logic [Width-1:0]  rd_data_o,
  /// Entries held.
  output logic [CountW-1:0] count_o,
  /// Entries visible (committed), from the front.
  output logic [CountW-1:0] visible_o
);

  logic [IdxW-1:0]   head_q, head_d, raddr_q, raddr_d;
  logic [CountW-1:0] count_q, count_d, visible_q, visible_d;
  logic [CountW-1:0] kept;  // entries kept before this clock's push
  logic [IdxW-1:0]   waddr;

  // Position k from the head, wrapping at Depth.
  function automatic logic [IdxW-1:0] wrap_add(input logic [IdxW-1:0] a, input logic [CountW-1:0] k);
    logic [CountW:0] sum;
    sum      = CountW'(a) + k;
    wrap_add = IdxW'(sum >= (CountW + 1)'(Depth) ? sum - (CountW + 1)'(Depth) : sum);
  endfunction

  assign kept  = rollback_i ? visible_q : count_q;
  assign waddr = wrap_add(head_q, kept);

  hc_table_ram #(
    .Depth     (Depth),
    .Width     (Width),
    .AsyncRead (1'b1)
  ) i_mem (
    .clk_i   (clk_i),
    .we_i    (push_i),
    .waddr_i (waddr),
    .wdata_i (push_data_i),
    .re_i    (1'b0),
    .raddr_i (raddr_q),
    .rdata_o (rd_data_o)
  );

  always_comb begin
    head_d    = pop_i ? wrap_add(head_q, CountW'(1)) : head_q;
    raddr_d   = wrap_add(head_d, CountW'(rd_next_i));
    count_d   = kept + CountW'(push_i) - CountW'(pop_i);
    visible_d = push_commit_i ? count_d : visible_q - CountW'(pop_i);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      head_q    <= '0;
      raddr_q   <= '0;
      count_q   <= '0;
      visible_q <= '0;
    end else begin
      head_q    <= head_d;
      raddr_q   <= raddr_d;
      count_q   <= count_d;
      visible_q <= visible_d;
    end
  end

  assign count_o   = count_q;
  assign visible_o = visible_q;

`ifndef SYNTHESIS
  logic full, none_visible;
  assign full         = kept == CountW'(Depth);
  assign none_visible = visible_q == '0;
  NoOverflow: assert property (@(posedge clk_i) disable iff (!rst_ni) !(push_i && !pop_i && full));
  PopVisible: assert property (@(posedge clk_i) disable iff (!rst_ni)
    pop_i |-> !none_visible || push_commit_i);
`endif

endmodule
