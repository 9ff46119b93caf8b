// Traffic generator of one node of the network on a board (docs/noc_board.md). In every clock of the
// window (gen_i) a packet is created with probability cfg_i.rate / 2^ThrW (Bernoulli: an LFSR word
// against the threshold) and counted as pending: the offered load does not depend on the network.
// Pending packets are offered to the switch's injection port one after the other, back to back:
// each gets its kind and destination (cfg_i.pattern) from a second LFSR when it is taken from the
// count, a sequence number per destination (broadcasts: one sequence of their own), and the clock it
// is first offered as its time stamp. The LFSRs are hc_traffic_pkg::lfsr_step's.
//
// Flits: the head carries the header (hc_noc_pkg::hdr_pack; the switch writes the source), then the
// sequence number (SeqW bits), then the time stamp (hc_traffic_pkg::TsW bits); body flit k carries
// hc_traffic_pkg::payload_bits(lfsr_step(payload_init(seed, source, sequence, stamp), k)).

module hc_noc_tgen #(
  /// Dimensions r of the network (1..4).
  parameter int unsigned Dims = 2,
  /// m_4..m_1, 4 bits each (as hc_network's M).
  parameter hc_pkg::digits_t M = 16'h0044,
  /// This node's number.
  parameter int unsigned Node = 0,
  /// Bits per flit: the header, SeqW bits of sequence number and hc_traffic_pkg::TsW bits of time stamp.
  parameter int unsigned DataW = 32,
  /// Bits of the pending-packet count (the window is shorter than 2^CycW clocks).
  parameter int unsigned CycW = 24,
  /// Bits of the packet and flit counters (they wrap).
  parameter int unsigned CntW = 32,
  /// Nodes of the network.
  localparam int unsigned Nodes = hc_noc_pkg::net_nodes(Dims, M),
  /// Bits of a sequence number.
  localparam int unsigned SeqW = DataW - hc_noc_pkg::hdr_width(Dims) - hc_traffic_pkg::TsW
) (
  /// Clock.
  input  logic                             clk_i,
  /// Synchronous reset, active low.
  input  logic                             rst_ni,
  /// One clock before a run: the counters, sequence numbers and pending count cleared, the LFSRs seeded.
  input  logic                             clear_i,
  /// The window: packets are created.
  input  logic                             gen_i,
  /// The clock of the run (low bits).
  input  logic [hc_traffic_pkg::TsW-1:0]   now_i,
  /// The traffic of the run (held during it).
  input  hc_traffic_pkg::traffic_cfg_t     cfg_i,
  /// Injection: a flit is offered.
  output logic                             inj_valid_o,
  /// Injection: the switch takes it.
  input  logic                             inj_ready_i,
  /// Injection: its control.
  output hc_noc_pkg::flit_ctl_t            inj_ctl_o,
  /// Injection: its bits.
  output logic [DataW-1:0]                 inj_data_o,
  /// No packet pending or being offered.
  output logic                             idle_o,
  /// Packets whose tail the switch took.
  output logic [CntW-1:0]                  sent_pkts_o,
  /// Flits the switch took.
  output logic [CntW-1:0]                  sent_flits_o,
  /// The largest pending count seen.
  output logic [CycW-1:0]                  pend_max_o
);

  localparam int unsigned HdrW   = hc_noc_pkg::hdr_width(Dims);
  localparam int unsigned RandW  = hc_traffic_pkg::rand_digit_w(Dims);
  localparam int unsigned NodeW  = Nodes > 1 ? $clog2(Nodes) : 1;
  localparam int unsigned ThrW   = hc_traffic_pkg::ThrW;
  localparam int unsigned TsW    = hc_traffic_pkg::TsW;

  // The destination of each pattern that fixes one (hc_traffic_pkg::pattern_dst), indexed by the pattern.
  localparam int unsigned Patterns = 2 ** $bits(hc_traffic_pkg::pattern_e);
  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  function automatic hc_pkg::digits_t [Patterns-1:0] fixed_dst();
    for (int unsigned p = 0; p < Patterns; p++) fixed_dst[p] = hc_traffic_pkg::pattern_dst(Dims, M, Node, hc_traffic_pkg::pattern_e'(p));
  endfunction
  /* verilator coverage_on */
  localparam hc_pkg::digits_t [Patterns-1:0] FixedDst = fixed_dst();

  hc_traffic_pkg::lfsr_t      rate_q, rate_d;      // creation LFSR: ThrW new bits per window clock
  hc_traffic_pkg::lfsr_t      pkt_q, pkt_d;        // packet LFSR: LfsrFresh new bits per packet taken
  logic [CycW-1:0]            pend_q, pend_d, pend_max_q, pend_max_d;
  logic                       cur_q, cur_d;        // a packet is being offered
  logic                       cur_bcast_q, cur_bcast_d;
  hc_pkg::digits_t            cur_dst_q, cur_dst_d;
  logic [SeqW-1:0]            cur_seq_q, cur_seq_d;
  logic [TsW-1:0]             cur_ts_q, cur_ts_d;
  hc_noc_pkg::len_t           cur_k_q, cur_k_d;    // flits of it taken so far
  hc_traffic_pkg::lfsr_t      pay_q, pay_d;        // payload word of flit cur_k_q (from its first body flit)
  logic [Nodes-1:0][SeqW-1:0] seq_q, seq_d;        // per destination: the next unicast sequence number
  logic [SeqW-1:0]            bseq_q, bseq_d;      // the next broadcast sequence number
  logic [CntW-1:0]            pkts_q, pkts_d, flits_q, flits_d;

  always_comb begin
    logic                create, take, tail_taken, next, bcast, hot;
    hc_pkg::digits_t     rnd, dst;
    logic [ThrW-1:0]     r;
    hc_noc_pkg::hdr_t    h;
    rate_d      = rate_q;
    pkt_d       = pkt_q;
    cur_d       = cur_q;
    cur_bcast_d = cur_bcast_q;
    cur_dst_d   = cur_dst_q;
    cur_seq_d   = cur_seq_q;
    cur_ts_d    = cur_ts_q;
    cur_k_d     = cur_k_q;
    pay_d       = pay_q;
    seq_d       = seq_q;
    bseq_d      = bseq_q;
    pkts_d      = pkts_q;
    flits_d     = flits_q;
    pend_max_d  = pend_q > pend_max_q ? pend_q : pend_max_q;

    // Creation: the low ThrW bits of the LFSR against the rate, then ThrW new bits.
    create = gen_i && {1'b0, rate_q[ThrW-1:0]} < cfg_i.rate;
    if (gen_i) rate_d = hc_traffic_pkg::lfsr_step(rate_q, ThrW);

    // The flit offered, and what taking it does.
    take       = cur_q && inj_ready_i;
    tail_taken = take && cur_k_q == cfg_i.len - 4'd1;
    if (take) begin
      flits_d = flits_q + 1'b1;
      cur_k_d = cur_k_q + 4'd1;
      pay_d   = hc_traffic_pkg::lfsr_step(pay_q, 1);
      if (tail_taken) begin
        pkts_d = pkts_q + 1'b1;
        cur_d  = 1'b0;
      end
    end

    // The next packet is taken from the pending count as soon as the port is free (in the clock its
    // predecessor's tail is taken): its kind and destination from the packet LFSR's word.
    next = pend_q != '0 && (!cur_q || tail_taken);
    r    = pkt_q[hc_traffic_pkg::LfsrFresh-1 -: ThrW];
    rnd  = '0;
    for (int unsigned i = 0; i < Dims; i++) begin
      rnd[i] = 4'((32'(pkt_q[RandW*i +: RandW]) * 32'(M[i])) >> RandW);
    end
    bcast = {1'b0, r} < cfg_i.bcast;
    hot   = cfg_i.pattern == hc_traffic_pkg::PatHotspot && {1'b0, r} < cfg_i.hot;
    dst   = hot ? cfg_i.hot_dst :
            cfg_i.pattern == hc_traffic_pkg::PatUniform || cfg_i.pattern == hc_traffic_pkg::PatHotspot ? rnd :
            FixedDst[cfg_i.pattern];
    if (next) begin
      pkt_d       = hc_traffic_pkg::lfsr_step(pkt_q, hc_traffic_pkg::LfsrFresh);
      cur_d       = 1'b1;
      cur_bcast_d = bcast;
      cur_dst_d   = bcast ? '0 : dst;
      cur_ts_d    = now_i + 1'b1;
      cur_k_d     = '0;
      if (bcast) begin
        cur_seq_d = bseq_q;
        bseq_d    = bseq_q + 1'b1;
      end else begin
        cur_seq_d = seq_q[NodeW'(hc_traffic_pkg::net_index(Dims, M, dst))];
        seq_d[NodeW'(hc_traffic_pkg::net_index(Dims, M, dst))] = cur_seq_d + 1'b1;
      end
      pay_d = hc_traffic_pkg::payload_init(cfg_i.seed, 8'(Node), 16'(cur_seq_d), cur_ts_d);
    end
    pend_d = pend_q + CycW'(create) - CycW'(next);

    // The flit of cur_k_q.
    h           = '0;
    h.kind      = cur_bcast_q ? hc_noc_pkg::PktBroadcast : hc_noc_pkg::PktUnicast;
    h.len       = cfg_i.len;
    h.dst       = cur_dst_q;
    inj_ctl_o   = '{head: cur_k_q == 4'd0, tail: cur_k_q == cfg_i.len - 4'd1};
    inj_data_o  = cur_k_q == 4'd0 ? {cur_ts_q, cur_seq_q, HdrW'(hc_noc_pkg::hdr_pack(Dims, h))}
                                  : DataW'(hc_traffic_pkg::payload_bits(pay_q));

    if (clear_i) begin
      rate_d     = hc_traffic_pkg::lfsr_seed(cfg_i.seed, Node, 0);
      pkt_d      = hc_traffic_pkg::lfsr_seed(cfg_i.seed, Node, 1);
      pend_d     = '0;
      pend_max_d = '0;
      cur_d      = 1'b0;
      seq_d      = '0;
      bseq_d     = '0;
      pkts_d     = '0;
      flits_d    = '0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      rate_q      <= '0;
      pkt_q       <= '0;
      pend_q      <= '0;
      pend_max_q  <= '0;
      cur_q       <= 1'b0;
      cur_bcast_q <= 1'b0;
      cur_dst_q   <= '0;
      cur_seq_q   <= '0;
      cur_ts_q    <= '0;
      cur_k_q     <= '0;
      pay_q       <= '0;
      seq_q       <= '0;
      bseq_q      <= '0;
      pkts_q      <= '0;
      flits_q     <= '0;
    end else begin
      rate_q      <= rate_d;
      pkt_q       <= pkt_d;
      pend_q      <= pend_d;
      pend_max_q  <= pend_max_d;
      cur_q       <= cur_d;
      cur_bcast_q <= cur_bcast_d;
      cur_dst_q   <= cur_dst_d;
      cur_seq_q   <= cur_seq_d;
      cur_ts_q    <= cur_ts_d;
      cur_k_q     <= cur_k_d;
      pay_q       <= pay_d;
      seq_q       <= seq_d;
      bseq_q      <= bseq_d;
      pkts_q      <= pkts_d;
      flits_q     <= flits_d;
    end
  end

  assign inj_valid_o  = cur_q;
  assign idle_o       = pend_q == '0 && !cur_q;
  assign sent_pkts_o  = pkts_q;
  assign sent_flits_o = flits_q;
  assign pend_max_o   = pend_max_q;

  // Parameters out of range stop elaboration.
  if (SeqW < 4 || DataW > 64) begin : gen_bad_width
    $error("hc_noc_tgen: DataW must leave at least 4 bits of sequence number after the header and the time stamp, and be at most 64");
  end

`ifndef SYNTHESIS
  FlitStableUntilTaken: assert property (@(posedge clk_i) disable iff (!rst_ni || clear_i)
    inj_valid_o && !inj_ready_i |=> inj_valid_o && $stable(inj_data_o) && $stable(inj_ctl_o));
`endif

endmodule
