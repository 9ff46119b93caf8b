// Traffic checker of one node of the network on a board (docs/noc_board.md): takes every flit the
// node's switch ejects and checks it against what hc_noc_tgen sends. A head: its kind, destination
// (a unicast for this node, a broadcast from another node), source digits, length (the run's) and
// sequence number (the next from that source, unicasts and broadcasts apart); every body flit its
// payload (the LFSR word of its packet and position); the tail at the packet's last position and
// nowhere else. It counts packets and flits received, flits that failed a check (with the causes,
// hc_traffic_pkg::check_e) and, at each tail, the packet's latency: the clock the tail arrives less the head's
// time stamp, modulo 2^TsW.

module hc_noc_tcheck #(
  /// Dimensions r of the network (1..4).
  parameter int unsigned Dims = 2,
  /// m_4..m_1, 4 bits each (as hc_network's M).
  parameter hc_pkg::digits_t M = 16'h0044,
  /// This node's number.
  parameter int unsigned Node = 0,
  /// Bits per flit (as hc_noc_tgen's).
  parameter int unsigned DataW = 32,
  /// Bits of the packet and flit counters (they wrap).
  parameter int unsigned CntW = 32,
  /// Nodes of the network.
  localparam int unsigned Nodes = hc_noc_pkg::net_nodes(Dims, M),
  /// Bits of a sequence number.
  localparam int unsigned SeqW = DataW - hc_noc_pkg::hdr_width(Dims) - hc_traffic_pkg::TsW,
  /// Bits of the latency sum.
  localparam int unsigned LatW = CntW + hc_traffic_pkg::TsW
) (
  /// Clock.
  input  logic                   clk_i,
  /// Synchronous reset, active low.
  input  logic                   rst_ni,
  /// One clock before a run: counters and expected sequence numbers cleared.
  input  logic                   clear_i,
  /// The clock of the run (low bits).
  input  logic [hc_traffic_pkg::TsW-1:0] now_i,
  /// Flits per packet in this run.
  input  hc_noc_pkg::len_t       len_i,
  /// The run's seed (payload words).
  input  logic [31:0]            seed_i,
  /// Ejection: a flit for this node (taken in the same clock: the checker is always ready).
  input  logic                   ej_valid_i,
  /// Ejection: its control.
  input  hc_noc_pkg::flit_ctl_t  ej_ctl_i,
  /// Ejection: its bits.
  input  logic [DataW-1:0]       ej_data_i,
  /// Packets received (their tails).
  output logic [CntW-1:0]        recv_pkts_o,
  /// Flits received.
  output logic [CntW-1:0]        recv_flits_o,
  /// Flits that failed a check, saturating.
  output logic [15:0]            errors_o,
  /// The checks that failed (bit per hc_traffic_pkg::check_e), sticky.
  output hc_traffic_pkg::checks_t causes_o,
  /// Sum of the latencies of the packets received.
  output logic [LatW-1:0]        lat_sum_o,
  /// The largest of them.
  output logic [hc_traffic_pkg::TsW-1:0] lat_max_o
);

  localparam int unsigned HdrW  = hc_noc_pkg::hdr_width(Dims);
  localparam int unsigned TsW   = hc_traffic_pkg::TsW;
  localparam int unsigned NodeW = Nodes > 1 ? $clog2(Nodes) : 1;
  localparam hc_pkg::digits_t Own = hc_noc_pkg::net_digits(Dims, M, Node);

  logic                       open_q, open_d;   // a packet is arriving
  logic [3:0]                 k_q, k_d;         // its flits so far
  logic [TsW-1:0]             ts_q, ts_d;       // its time stamp
  hc_traffic_pkg::lfsr_t      pay_q, pay_d;     // the payload word of flit k_q
  logic [Nodes-1:0][SeqW-1:0] useq_q, useq_d;   // per source: the next unicast sequence number
  logic [Nodes-1:0][SeqW-1:0] bseq_q, bseq_d;   // per source: the next broadcast sequence number
  logic [CntW-1:0]            pkts_q, pkts_d, flits_q, flits_d;
  logic [15:0]                errors_q, errors_d;
  hc_traffic_pkg::checks_t    causes_q, causes_d;
  logic [LatW-1:0]            lat_sum_q, lat_sum_d;
  logic [TsW-1:0]             lat_max_q, lat_max_d;
  logic [5:0]                 unused_weights;  // a broadcast's weights reach the checker as they arrived

  always_comb begin
    hc_noc_pkg::hdr_t      h;
    logic [SeqW-1:0]       seq, want;
    logic [TsW-1:0]        ts, lat;
    logic [NodeW-1:0]      src;
    logic                  src_ok, bcast, done;
    hc_traffic_pkg::checks_t fail;
    open_d    = open_q;
    k_d       = k_q;
    ts_d      = ts_q;
    pay_d     = pay_q;
    useq_d    = useq_q;
    bseq_d    = bseq_q;
    pkts_d    = pkts_q;
    flits_d   = flits_q;
    errors_d  = errors_q;
    causes_d  = causes_q;
    lat_sum_d = lat_sum_q;
    lat_max_d = lat_max_q;

    h      = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(ej_data_i[HdrW-1:0]));
    unused_weights = {h.wd, h.wc};
    seq    = ej_data_i[HdrW +: SeqW];
    ts     = ej_data_i[HdrW + SeqW +: TsW];
    bcast  = h.kind == hc_noc_pkg::PktBroadcast;
    src_ok = !(bcast && h.src == Own);
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
      src_ok = src_ok && h.src[i] < (i < Dims ? M[i] : 4'd1);
    end
    src  = NodeW'(hc_traffic_pkg::net_index(Dims, M, h.src));
    want = bcast ? bseq_q[src] : useq_q[src];
    fail = '0;
    done = 1'b0;
    if (ej_valid_i) begin
      flits_d = flits_q + 1'b1;
      if (ej_ctl_i.head) begin
        fail[hc_traffic_pkg::CheckLength]   = open_q || h.len != len_i || ej_ctl_i.tail != (len_i == 4'd1);
        fail[hc_traffic_pkg::CheckDest]     = !bcast && h.dst != Own;
        fail[hc_traffic_pkg::CheckSource]   = !src_ok;
        fail[hc_traffic_pkg::CheckSequence] = src_ok && seq != want;
        if (src_ok) begin
          if (bcast) bseq_d[src] = seq + 1'b1;
          else useq_d[src] = seq + 1'b1;
        end
        open_d = !ej_ctl_i.tail;
        k_d    = 4'd1;
        ts_d   = ts;
        pay_d  = hc_traffic_pkg::lfsr_step(hc_traffic_pkg::payload_init(seed_i, 8'(src), 16'(seq), ts), 1);
        done   = ej_ctl_i.tail;
      end else if (!open_q) begin
        fail[hc_traffic_pkg::CheckLength] = 1'b1;  // a flit outside a packet
      end else begin
        fail[hc_traffic_pkg::CheckPayload] = ej_data_i != DataW'(hc_traffic_pkg::payload_bits(pay_q));
        fail[hc_traffic_pkg::CheckLength]  = ej_ctl_i.tail != (k_q == len_i - 4'd1);
        k_d    = k_q + 4'd1;
        pay_d  = hc_traffic_pkg::lfsr_step(pay_q, 1);
        open_d = !ej_ctl_i.tail;
        done   = ej_ctl_i.tail;
      end
    end
    lat = now_i - (ej_ctl_i.head ? ts : ts_q);
    if (done) begin
      pkts_d    = pkts_q + 1'b1;
      lat_sum_d = lat_sum_q + LatW'(lat);
      if (lat > lat_max_q) lat_max_d = lat;
    end
    if (fail != '0 && errors_q != 16'hFFFF) errors_d = errors_q + 16'd1;
    causes_d = causes_q | fail;

    if (clear_i) begin
      open_d    = 1'b0;
      useq_d    = '0;
      bseq_d    = '0;
      pkts_d    = '0;
      flits_d   = '0;
      errors_d  = '0;
      causes_d  = '0;
      lat_sum_d = '0;
      lat_max_d = '0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      open_q    <= 1'b0;
      k_q       <= '0;
      ts_q      <= '0;
      pay_q     <= '0;
      useq_q    <= '0;
      bseq_q    <= '0;
      pkts_q    <= '0;
      flits_q   <= '0;
      errors_q  <= '0;
      causes_q  <= '0;
      lat_sum_q <= '0;
      lat_max_q <= '0;
    end else begin
      open_q    <= open_d;
      k_q       <= k_d;
      ts_q      <= ts_d;
      pay_q     <= pay_d;
      useq_q    <= useq_d;
      bseq_q    <= bseq_d;
      pkts_q    <= pkts_d;
      flits_q   <= flits_d;
      errors_q  <= errors_d;
      causes_q  <= causes_d;
      lat_sum_q <= lat_sum_d;
      lat_max_q <= lat_max_d;
    end
  end

  assign recv_pkts_o  = pkts_q;
  assign recv_flits_o = flits_q;
  assign errors_o     = errors_q;
  assign causes_o     = causes_q;
  assign lat_sum_o    = lat_sum_q;
  assign lat_max_o    = lat_max_q;

endmodule
