// The credits of one output of a switch (docs/network.md): a counter per virtual channel (BufDepth
// after reset, one taken per flit granted, one back per credit returned) and whether a packet of
// several flits holds the channel (from its head to its tail). What allocation asks of it is kept in
// registers: per channel, whether it takes a flit of the packet holding it, a head, or a whole
// broadcast packet (at least MaxLen credits). The local output is one of these with one channel, its
// credits the free entries of the ejection FIFO.

module hc_sw_credits #(
  /// Virtual channels.
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO of the receiving input.
  parameter int unsigned BufDepth = 8,
  /// Longest packet (a broadcast branch needs this many credits).
  parameter int unsigned MaxLen = 8,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a credit count.
  localparam int unsigned CountW = $clog2(BufDepth + 1)
) (
  /// Clock.
  input  logic           clk_i,
  /// Synchronous reset, active low.
  input  logic           rst_ni,
  /// A flit is granted this output.
  input  logic           send_i,
  /// Its virtual channel.
  input  logic [VcW-1:0] send_vc_i,
  /// It is the tail of its packet.
  input  logic           send_tail_i,
  /// A credit comes back.
  input  logic           crd_valid_i,
  /// Its virtual channel.
  input  logic [VcW-1:0] crd_vc_i,
  /// Per channel: a credit is left (a flit of the packet holding it can go).
  output logic [Vcs-1:0] body_ok_o,
  /// Per channel: a credit is left and no packet holds it (a head can go).
  output logic [Vcs-1:0] head_ok_o,
  /// Per channel: MaxLen credits are left and no packet holds it (a broadcast branch can go).
  output logic [Vcs-1:0] whole_ok_o
);

  logic [Vcs-1:0][CountW-1:0] credits_q, credits_d;
  logic [Vcs-1:0]             held_q, held_d, body_ok_q, whole_q;

  logic [Vcs-1:0] sent, got;  // per channel: a flit granted, a credit back
  always_comb begin
    for (int unsigned w = 0; w < Vcs; w++) begin
      sent[w]      = send_i && send_vc_i == VcW'(w);
      got[w]       = crd_valid_i && crd_vc_i == VcW'(w);
      credits_d[w] = credits_q[w] - CountW'(sent[w]) + CountW'(got[w]);
      held_d[w]    = sent[w] ? !send_tail_i : held_q[w];
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      credits_q <= {Vcs{CountW'(BufDepth)}};
      held_q    <= '0;
      body_ok_q <= '1;
      whole_q   <= '1;
    end else begin
      credits_q <= credits_d;
      held_q    <= held_d;
      // The flags from the counts before this clock, so that a grant is the last gate before them.
      for (int unsigned w = 0; w < Vcs; w++) begin
        body_ok_q[w] <= got[w] || credits_q[w] > CountW'(1) || (credits_q[w] == CountW'(1) && !sent[w]);
        whole_q[w]   <= credits_q[w] > CountW'(MaxLen) || (credits_q[w] == CountW'(MaxLen) && (got[w] || !sent[w])) ||
                        (credits_q[w] == CountW'(MaxLen - 1) && got[w] && !sent[w]);
      end
    end
  end

  assign body_ok_o  = body_ok_q;
  assign head_ok_o  = body_ok_q & ~held_q;
  assign whole_ok_o = whole_q & ~held_q;

`ifndef SYNTHESIS
  for (genvar w = 0; w < Vcs; w++) begin : gen_check
    SentWithACredit: assert property (@(posedge clk_i) disable iff (!rst_ni)
      send_i && send_vc_i == VcW'(w) |-> credits_q[w] != '0);
    CreditsAtMostBufDepth: assert property (@(posedge clk_i) disable iff (!rst_ni)
      credits_q[w] <= CountW'(BufDepth));
    FlagsMatchTheCredits: assert property (@(posedge clk_i) disable iff (!rst_ni)
      body_ok_q[w] == (credits_q[w] != '0) && whole_q[w] == (credits_q[w] >= CountW'(MaxLen)));
  end
`endif

endmodule
