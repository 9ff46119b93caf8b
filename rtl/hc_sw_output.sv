// The state of one network output of a switch: a credit counter per virtual channel (BufDepth after
// reset, one taken per flit sent, one back per credit returned) and whether a packet of several flits
// holds the channel (from its head to its tail). The link itself is driven by the crossbar.

module hc_sw_output #(
  /// Virtual channels.
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO of the receiving input.
  parameter int unsigned BufDepth = 8,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a credit count.
  localparam int unsigned CountW = $clog2(BufDepth + 1)
) (
  /// Clock.
  input  logic                       clk_i,
  /// Synchronous reset, active low.
  input  logic                       rst_ni,
  /// A flit is granted this output (it goes out in the next clock).
  input  logic                       send_i,
  /// Its virtual channel.
  input  logic [VcW-1:0]             send_vc_i,
  /// It is the tail of its packet.
  input  logic                       send_tail_i,
  /// A credit comes back.
  input  logic                       crd_valid_i,
  /// Its virtual channel.
  input  logic [VcW-1:0]             crd_vc_i,
  /// Credits per channel.
  output logic [Vcs-1:0][CountW-1:0] credits_o,
  /// Per channel: a packet of several flits holds it.
  output logic [Vcs-1:0]             held_o
);

  logic [Vcs-1:0][CountW-1:0] credits_q, credits_d;
  logic [Vcs-1:0]             held_q, held_d;

  always_comb begin
    for (int unsigned w = 0; w < Vcs; w++) begin
      credits_d[w] = credits_q[w] - CountW'(send_i && send_vc_i == VcW'(w)) +
                     CountW'(crd_valid_i && crd_vc_i == VcW'(w));
      held_d[w]    = send_i && send_vc_i == VcW'(w) ? !send_tail_i : held_q[w];
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      credits_q <= {Vcs{CountW'(BufDepth)}};
      held_q    <= '0;
    end else begin
      credits_q <= credits_d;
      held_q    <= held_d;
    end
  end

  assign credits_o = credits_q;
  assign held_o    = held_q;

`ifndef SYNTHESIS
  for (genvar w = 0; w < Vcs; w++) begin : gen_check
    SentWithACredit: assert property (@(posedge clk_i) disable iff (!rst_ni)
      send_i && send_vc_i == VcW'(w) |-> credits_q[w] != '0);
    CreditsAtMostBufDepth: assert property (@(posedge clk_i) disable iff (!rst_ni)
      credits_q[w] <= CountW'(BufDepth));
  end
`endif

endmodule
