// The injection port of a switch (docs/network.md, Injection): takes the local source's flits, writes
// the source address into every head, and checks every packet. A good packet goes whole into local FIFO
// (packet hash mod Vcs), visible only once its tail is in; a refused packet's flits are taken and
// dropped (what it had written is rolled back), counted in ERRORS with its cause in CAUSE.

module hc_sw_inject #(
  /// Dimensions the headers address (their width, hc_noc_pkg::hdr_width).
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Virtual channels (local FIFOs).
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO.
  parameter int unsigned BufDepth = 8,
  /// Longest packet taken, in flits.
  parameter int unsigned MaxLen = 8,
  /// Bits per flit (a head's header included).
  parameter int unsigned DataW = 64,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a FIFO count.
  localparam int unsigned CountW = $clog2(BufDepth + 1)
) (
  /// Clock.
  input  logic                       clk_i,
  /// Synchronous reset, active low.
  input  logic                       rst_ni,
  /// The configuration is being derived: nothing is taken.
  input  logic                       busy_i,
  /// The configuration is invalid or has more ports than the switch: every packet is refused.
  input  logic                       cfg_error_i,
  /// The node's own digits.
  input  hc_pkg::digits_t            own_i,
  /// Per dimension, destination digits must be below this.
  input  hc_pkg::digits_t            limit_i,
  /// Flits visible in each local FIFO.
  input  logic [Vcs-1:0][CountW-1:0] visible_i,
  /// The source offers a flit.
  input  logic                       inj_valid_i,
  /// The flit is taken.
  output logic                       inj_ready_o,
  /// Its control.
  input  hc_noc_pkg::flit_ctl_t      inj_ctl_i,
  /// Its bits (a head's header in the low ones).
  input  logic [DataW-1:0]           inj_data_i,
  /// A flit goes into local FIFO arr_vc_o (hc_sw_input's arrival).
  output logic                       arr_valid_o,
  /// Its FIFO.
  output logic [VcW-1:0]             arr_vc_o,
  /// The flit's control.
  output hc_noc_pkg::flit_ctl_t      arr_ctl_o,
  /// Its bits, a head's header with the source address.
  output logic [DataW-1:0]           arr_data_o,
  /// It completes a good packet.
  output logic                       arr_commit_o,
  /// The open packet is refused: drop what it wrote.
  output logic                       arr_rollback_o,
  /// The FIFO of the open packet (the packet being refused is always the open one).
  output logic [VcW-1:0]             arr_rb_vc_o,
  /// Clear ERRORS and CAUSE (a register write).
  input  logic                       clear_i,
  /// ERRORS: packets and stray flits refused, saturating.
  output hc_pkg::reg_data_t          errors_o,
  /// CAUSE: the causes seen, bit per hc_noc_pkg::cause_e.
  output hc_noc_pkg::causes_t        causes_o
);

  logic               open_q, open_d, dropping_q, dropping_d;
  logic [VcW-1:0]     vc_q, vc_d;
  hc_noc_pkg::len_t   pos_q, pos_d, len_q, len_d;
  hc_pkg::reg_data_t errors_q, errors_d;
  hc_noc_pkg::causes_t causes_q, causes_d;
  hc_noc_pkg::causes_t head_causes;  // what is wrong with the offered head, bit per cause
  localparam int unsigned HdrW = hc_noc_pkg::hdr_width(Dims);

  hc_noc_pkg::hdr_t   offered, stamped;
  logic [VcW-1:0]     head_vc;
  logic [Vcs-1:0]     fits;  // per FIFO: its free entries hold the offered head's len flits
  logic               good, take;

  // The offered head: its faults, its header with the source address, its FIFO.
  always_comb begin
    logic bad_digit;
    hc_noc_pkg::hdr_t h;
    h         = offered;
    bad_digit = 1'b0;
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) bad_digit = bad_digit || h.dst[i] >= limit_i[i];
    head_causes = '0;
    head_causes[hc_noc_pkg::CauseConfig]  = cfg_error_i;
    head_causes[hc_noc_pkg::CauseLength]  = h.len == '0 || 32'(h.len) > MaxLen;
    head_causes[hc_noc_pkg::CauseDestination] = h.kind == hc_noc_pkg::PktUnicast && bad_digit;
    head_causes[hc_noc_pkg::CauseWeights] = h.kind == hc_noc_pkg::PktBroadcast && (h.wd != '0 || h.wc != '0);
    stamped     = h;
    stamped.src = own_i;
    if (h.kind == hc_noc_pkg::PktBroadcast) begin
      stamped.dst = '0;
    end else begin
      stamped.wd = '0;
      stamped.wc = '0;
    end
    head_vc = VcW'(32'(hc_noc_pkg::packet_hash(stamped)) % Vcs);
  end

  // The room check of every FIFO at once, so that the head's FIFO (head_vc, from its header) only
  // picks a result. CountW bits hold the free entries: a FIFO never shows more than BufDepth flits.
  localparam int unsigned RoomW = CountW > hc_noc_pkg::LenW ? CountW : hc_noc_pkg::LenW;
  for (genvar v = 0; v < Vcs; v++) begin : gen_fits
    logic [CountW-1:0] free;
    assign free    = CountW'(BufDepth) - visible_i[v];
    assign fits[v] = RoomW'(free) >= RoomW'(offered.len);
  end

  assign offered     = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(inj_data_i));
  assign good        = head_causes == '0;
  assign inj_ready_o = !busy_i && (!inj_ctl_i.head || !good || fits[head_vc]);
  assign take = inj_valid_i && inj_ready_o;

  // What the offered flit does if it is taken, then take as the last gate: every check below depends
  // on the flit and the state only, not on the room check.
  always_comb begin
    hc_noc_pkg::causes_t refused;  // causes the flit is refused for
    logic [1:0]      count;    // its refusals: at most two, a head after an open packet's missing tail
    hc_noc_pkg::causes_t first;    // the first cause of the head, one-hot
    logic            seen;     // a cause below the one being looked at
    logic            in_packet;  // the flit belongs to a good packet (before the length checks)
    logic            at_len;   // it is the packet's flit number len
    logic            cut;      // a tail before len, or none at len: the packet is refused
    logic            reopen, stray, bad;
    logic            opens;    // a good head is taken: its packet opens
    hc_pkg::reg_data_t plus1, plus2;  // ERRORS after one or two refusals
    seen = 1'b0;
    for (int unsigned c = 0; c < hc_noc_pkg::RefusalCauses; c++) begin
      first[c] = head_causes[c] && !seen;
      seen     = seen || head_causes[c];
    end
    reopen    = inj_ctl_i.head && open_q;  // the open packet never got its tail
    bad       = inj_ctl_i.head && !good;
    stray     = !inj_ctl_i.head && !dropping_q && !open_q;  // a stray body or tail flit
    in_packet = inj_ctl_i.head ? good : !dropping_q && open_q;
    at_len    = inj_ctl_i.head ? offered.len == 4'd1 : pos_q + 4'd1 == len_q;
    cut       = in_packet && inj_ctl_i.tail != at_len;
    refused   = bad ? first : '0;
    refused[hc_noc_pkg::CauseSequence] = reopen || stray || (cut && inj_ctl_i.tail);
    refused[hc_noc_pkg::CauseLength]   = refused[hc_noc_pkg::CauseLength] || (cut && !inj_ctl_i.tail);
    count     = 2'(reopen) + 2'(bad || stray || cut);
    opens     = take && inj_ctl_i.head && good;

    arr_valid_o    = take && in_packet && !cut;
    arr_commit_o   = take && in_packet && inj_ctl_i.tail && at_len;
    // A head refused at once left nothing behind: a head rolls back only the open packet.
    arr_rollback_o = take && (inj_ctl_i.head ? open_q : cut);
    arr_rb_vc_o    = vc_q;
    arr_ctl_o      = inj_ctl_i;
    arr_data_o     = inj_data_i;
    if (opens) arr_data_o[HdrW-1:0] = HdrW'(hc_noc_pkg::hdr_pack(Dims, stamped));
    vc_d        = opens ? head_vc : vc_q;
    arr_vc_o    = vc_d;
    len_d       = opens ? offered.len : len_q;
    pos_d       = !(take && in_packet) ? pos_q : inj_ctl_i.head ? 4'd1 : pos_q + 4'd1;
    open_d      = !take ? open_q : in_packet ? !inj_ctl_i.tail && !at_len : !inj_ctl_i.head && open_q;
    dropping_d  = !take ? dropping_q
                        : !inj_ctl_i.tail && (cut || (inj_ctl_i.head ? !good : dropping_q));

    // ERRORS saturates at 16'hFFFF. It changes only when a write clears it or a taken flit is refused
    // (an enable of its flip-flops), and its sums after one or two refusals come from the register
    // alone, so that the refusals only choose among them.
    plus1       = &errors_q ? 16'hFFFF : errors_q + 16'd1;
    plus2       = &errors_q[15:1] ? 16'hFFFF : errors_q + 16'd2;
    errors_d    = errors_q;
    if (clear_i)                    errors_d = take ? 16'(count) : '0;
    else if (take && count != 2'd0) errors_d = count == 2'd1 ? plus1 : plus2;
    causes_d    = (clear_i ? '0 : causes_q) | (take ? refused : '0);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      open_q     <= 1'b0;
      dropping_q <= 1'b0;
      vc_q       <= '0;
      pos_q      <= '0;
      len_q      <= '0;
      errors_q   <= '0;
      causes_q   <= '0;
    end else begin
      open_q     <= open_d;
      dropping_q <= dropping_d;
      vc_q       <= vc_d;
      pos_q      <= pos_d;
      len_q      <= len_d;
      errors_q   <= errors_d;
      causes_q   <= causes_d;
    end
  end

  assign errors_o = errors_q;
  assign causes_o = causes_q;

endmodule
