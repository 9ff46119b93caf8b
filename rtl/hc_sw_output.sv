// One network output of a switch: the link register, one credit counter per virtual channel (BufDepth
// after reset, one taken per flit sent, one back per credit returned) and whether a packet of several
// flits holds the channel (from its head to its tail).

module hc_sw_output #(
  /// Virtual channels.
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO of the receiving input.
  parameter int unsigned BufDepth = 8,
  /// Payload bits per flit.
  parameter int unsigned DataW = 32,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a credit count.
  localparam int unsigned CountW = $clog2(BufDepth + 1)
) (
  /// Clock.
  input  logic                       clk_i,
  /// Synchronous reset, active low.
  input  logic                       rst_ni,
  /// A flit goes out.
  input  logic                       send_i,
  /// Its virtual channel.
  input  logic [VcW-1:0]             send_vc_i,
  /// Its control and header.
  input  hc_pkg::flit_ctl_t          send_ctl_i,
  /// Its payload.
  input  logic [DataW-1:0]           send_data_i,
  /// A credit comes back.
  input  logic                       crd_valid_i,
  /// Its virtual channel.
  input  logic [VcW-1:0]             crd_vc_i,
  /// Credits per channel.
  output logic [Vcs-1:0][CountW-1:0] credits_o,
  /// Per channel: a packet of several flits holds it.
  output logic [Vcs-1:0]             held_o,
  /// The link: a flit (registered).
  output logic                       link_valid_o,
  /// The link: its virtual channel.
  output logic [VcW-1:0]             link_vc_o,
  /// The link: its control and header.
  output hc_pkg::flit_ctl_t          link_ctl_o,
  /// The link: its payload.
  output logic [DataW-1:0]           link_data_o
);

  logic [Vcs-1:0][CountW-1:0] credits_q, credits_d;
  logic [Vcs-1:0]             held_q, held_d;
  logic                       valid_q;
  logic [VcW-1:0]             vc_q;
  hc_pkg::flit_ctl_t          ctl_q;
  logic [DataW-1:0]           data_q;

  always_comb begin
    for (int unsigned w = 0; w < Vcs; w++) begin
      credits_d[w] = credits_q[w] - CountW'(send_i && send_vc_i == VcW'(w)) +
                     CountW'(crd_valid_i && crd_vc_i == VcW'(w));
      held_d[w]    = send_i && send_vc_i == VcW'(w) ? !send_ctl_i.tail : held_q[w];
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      credits_q <= {Vcs{CountW'(BufDepth)}};
      held_q    <= '0;
      valid_q   <= 1'b0;
      vc_q      <= '0;
      ctl_q     <= '0;
      data_q    <= '0;
    end else begin
      credits_q <= credits_d;
      held_q    <= held_d;
      valid_q   <= send_i;
      vc_q      <= send_vc_i;
      ctl_q     <= send_ctl_i;
      data_q    <= send_data_i;
    end
  end

  assign credits_o    = credits_q;
  assign held_o       = held_q;
  assign link_valid_o = valid_q;
  assign link_vc_o    = vc_q;
  assign link_ctl_o   = ctl_q;
  assign link_data_o  = data_q;

`ifndef SYNTHESIS
  for (genvar w = 0; w < Vcs; w++) begin : gen_check
    SentWithACredit: assert property (@(posedge clk_i) disable iff (!rst_ni)
      send_i && send_vc_i == VcW'(w) |-> credits_q[w] != '0);
    CreditsAtMostBufDepth: assert property (@(posedge clk_i) disable iff (!rst_ni) credits_q[w] <= CountW'(BufDepth));
  end
`endif

endmodule
