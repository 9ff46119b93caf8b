// An AXI4-Stream network interface beside a switch's local port (docs/axis.md). Send side: a message is
// a TLAST-delimited packet on s_axis_*; it is cut into network packets of one header flit and up to
// MaxLen - 1 payload beats, each held until complete (the head carries its length), and sent in order.
// Receive side: every packet's beats go out on m_axis_* with the source's digits in TID, TLAST on the
// last beat of the message's last packet. A message to a node outside the network, or one offered while
// the configuration is invalid, is taken and dropped, counted in errors_o with its cause in causes_o.

module hc_axis_ni #(
  /// Dimensions the headers address (hc_noc_pkg::hdr_width(Dims) header bits in a head flit).
  parameter int unsigned Dims = 2,
  /// Longest network packet, in flits (2..15): a header flit and up to MaxLen - 1 beats.
  parameter int unsigned MaxLen = 8,
  /// Bits per flit and per stream beat (at least the header's bits plus one).
  parameter int unsigned DataW = 32,
  /// Bits of TDEST on the send side and TID on the receive side: 4 per dimension.
  localparam int unsigned DestW = hc_pkg::DigitW * Dims
) (
  /// Clock.
  input  logic                     clk_i,
  /// Synchronous reset, active low.
  input  logic                     rst_ni,
  /// The switch's configuration is derived (a message waits for it).
  input  logic                     cfg_ready_i,
  /// The switch's configuration is invalid: every message is refused.
  input  logic                     cfg_error_i,
  /// Per dimension, destination digits must be below this (m_i, or 1 above r).
  input  hc_pkg::digits_t          limit_i,
  /// Send side (AXI4-Stream slave): a beat of a message.
  input  logic [DataW-1:0]         s_axis_tdata,
  /// Send side: the beat is offered.
  input  logic                     s_axis_tvalid,
  /// Send side: the beat is taken.
  output logic                     s_axis_tready,
  /// Send side: the message's last beat.
  input  logic                     s_axis_tlast,
  /// Send side: the destination's digits, dimension 1 in [3:0] (read at a message's first beat).
  input  logic [DestW-1:0]         s_axis_tdest,
  /// Send side: [0] the message is a broadcast (TDEST ignored; read at its first beat).
  input  logic [0:0]               s_axis_tuser,
  /// Receive side (AXI4-Stream master): a beat of a message.
  output logic [DataW-1:0]         m_axis_tdata,
  /// Receive side: the beat is offered.
  output logic                     m_axis_tvalid,
  /// Receive side: the sink takes it.
  input  logic                     m_axis_tready,
  /// Receive side: the message's last beat.
  output logic                     m_axis_tlast,
  /// Receive side: the source's digits, dimension 1 in [3:0].
  output logic [DestW-1:0]         m_axis_tid,
  /// Receive side: [0] the message is a broadcast (with TID, it names the stream).
  output logic [0:0]               m_axis_tdest,
  /// Receive side: [0] the message is a broadcast.
  output logic [0:0]               m_axis_tuser,
  /// Injection into the switch: a flit is offered.
  output logic                     inj_valid_o,
  /// Injection: the switch takes it.
  input  logic                     inj_ready_i,
  /// Injection: its control.
  output hc_noc_pkg::flit_ctl_t    inj_ctl_o,
  /// Injection: its bits (a head's header in the low ones, the last-packet flag above).
  output logic [DataW-1:0]         inj_data_o,
  /// Ejection from the switch: a flit for this node.
  input  logic                     ej_valid_i,
  /// Ejection: the flit is taken.
  output logic                     ej_ready_o,
  /// Ejection: its control.
  input  hc_noc_pkg::flit_ctl_t    ej_ctl_i,
  /// Ejection: its bits.
  input  logic [DataW-1:0]         ej_data_i,
  /// Clear errors_o and causes_o.
  input  logic                     clear_i,
  /// Messages refused, saturating.
  output hc_pkg::reg_data_t        errors_o,
  /// Causes of the refused messages, sticky, bit per hc_noc_pkg::cause_e (config, destination).
  output hc_noc_pkg::causes_t      causes_o
);

  localparam int unsigned HdrW  = hc_noc_pkg::hdr_width(Dims);
  localparam int unsigned Beats = MaxLen - 1;  // payload beats per packet
  localparam int unsigned Depth = 2 * Beats;   // one packet goes out while the next one comes in
  localparam int unsigned IdxW  = $clog2(Depth);
  localparam int unsigned CountW = $clog2(Depth + 1);
  localparam int unsigned LastBit = HdrW;      // a head's bit above the header: the message's last packet

  /// A complete packet waiting in the buffer.
  typedef struct packed {
    logic             last;   ///< the message's last packet
    logic             bcast;  ///< a broadcast
    hc_noc_pkg::len_t beats;  ///< payload beats, 1..MaxLen - 1
    logic [DestW-1:0] dst;    ///< destination digits (unicast)
  } desc_t;

  // ---------------------------------------------------------------------------------------------
  // Send side: collect beats into packets.
  logic             open_q, open_d, drop_q, drop_d, bcast_q, bcast_d;
  logic [DestW-1:0] dst_q, dst_d;
  hc_noc_pkg::len_t cnt_q, cnt_d;  // beats of the open packet so far
  hc_pkg::reg_data_t errors_q, errors_d;
  hc_noc_pkg::causes_t  causes_q, causes_d;
  logic                 first, bad_dst, refuse, dropping, room, take, store, close;
  logic [CountW-1:0] buf_count, unused_buf_visible;
  logic [IdxW-1:0]  buf_wr, buf_rd;
  logic             unused_buf_any, unused_buf_more, buf_pop;
  logic [1:0]       desc_count, unused_desc_visible;
  logic             desc_wr, desc_rd, desc_any, unused_desc_more, desc_pop;
  desc_t            desc_in, desc_out;

  assign first = !open_q;
  always_comb begin
    bad_dst = 1'b0;
    for (int unsigned i = 0; i < Dims; i++)
      bad_dst = bad_dst || s_axis_tdest[hc_pkg::DigitW*i +: hc_pkg::DigitW] >= limit_i[i];
  end
  assign refuse   = first && (cfg_error_i || (!s_axis_tuser[0] && bad_dst));
  assign dropping = open_q ? drop_q : refuse;
  assign room     = buf_count != CountW'(Depth) && desc_count != 2'd2;
  assign s_axis_tready = first && !cfg_ready_i ? 1'b0 : dropping || room;
  assign take  = s_axis_tvalid && s_axis_tready;
  assign store = take && !dropping;
  assign close = store && (s_axis_tlast || 32'(cnt_q) == Beats - 1);

  always_comb begin
    open_d   = take ? !s_axis_tlast : open_q;
    drop_d   = take ? dropping && !s_axis_tlast : drop_q;
    dst_d    = take && first ? s_axis_tdest : dst_q;
    bcast_d  = take && first ? s_axis_tuser[0] : bcast_q;
    cnt_d    = close ? '0 : store ? cnt_q + 1'b1 : cnt_q;
    desc_in  = '{last: s_axis_tlast, bcast: bcast_d, beats: cnt_q + 1'b1, dst: dst_d};
    errors_d = clear_i ? '0 : errors_q;
    causes_d = clear_i ? '0 : causes_q;
    if (take && refuse) begin
      errors_d = errors_d == '1 ? errors_d : errors_d + 1'b1;
      if (cfg_error_i) causes_d[hc_noc_pkg::CauseConfig] = 1'b1;
      else causes_d[hc_noc_pkg::CauseDestination] = 1'b1;
    end
  end

  hc_sw_fifo #(
    .Depth (Depth)
  ) i_buf_fifo (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .push_i     (store),
    .commit_i   (1'b1),
    .rollback_i (1'b0),
    .pop_i      (buf_pop),
    .wr_idx_o   (buf_wr),
    .rd_idx_o   (buf_rd),
    .count_o    (buf_count),
    .visible_o  (unused_buf_visible),
    .any_o      (unused_buf_any),
    .more_o     (unused_buf_more)
  );

  logic [DataW-1:0] buf_data;
  hc_ram #(
    .Depth     (Depth),
    .Width     (DataW),
    .AsyncRead (1'b1)
  ) i_buf_mem (
    .clk_i   (clk_i),
    .we_i    (store),
    .waddr_i (buf_wr),
    .wdata_i (s_axis_tdata),
    .re_i    (1'b0),
    .raddr_i (buf_rd),
    .rdata_o (buf_data)
  );

  hc_sw_fifo #(
    .Depth (2)
  ) i_desc_fifo (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .push_i     (close),
    .commit_i   (1'b1),
    .rollback_i (1'b0),
    .pop_i      (desc_pop),
    .wr_idx_o   (desc_wr),
    .rd_idx_o   (desc_rd),
    .count_o    (desc_count),
    .visible_o  (unused_desc_visible),
    .any_o      (desc_any),
    .more_o     (unused_desc_more)
  );

  hc_ram #(
    .Depth     (2),
    .Width     ($bits(desc_t)),
    .AsyncRead (1'b1)
  ) i_desc_mem (
    .clk_i   (clk_i),
    .we_i    (close),
    .waddr_i (desc_wr),
    .wdata_i (desc_in),
    .re_i    (1'b0),
    .raddr_i (desc_rd),
    .rdata_o (desc_out)
  );

  // ---------------------------------------------------------------------------------------------
  // Send side: a complete packet's header flit, then its beats.
  logic         body_q, body_d;
  hc_noc_pkg::len_t rem_q, rem_d;  // beats of the packet still to send
  logic         sent;
  hc_noc_pkg::hdr_t hdr;

  always_comb begin
    hdr      = '0;
    hdr.kind = desc_out.bcast ? hc_noc_pkg::PktBroadcast : hc_noc_pkg::PktUnicast;
    hdr.len  = desc_out.beats + 1'b1;
    hdr.dst  = desc_out.bcast ? '0 : hc_pkg::digits_t'(desc_out.dst);
  end

  assign inj_valid_o = body_q || desc_any;
  assign inj_ctl_o   = '{head: !body_q, tail: body_q && rem_q == 4'd1};
  always_comb begin
    inj_data_o = DataW'(hc_noc_pkg::hdr_pack(Dims, hdr));  // bits above the header are 0
    inj_data_o[LastBit] = desc_out.last;
    if (body_q) inj_data_o = buf_data;
  end
  assign sent     = inj_valid_o && inj_ready_i;
  assign buf_pop  = sent && body_q;
  assign desc_pop = sent && body_q && rem_q == 4'd1;
  assign body_d   = sent ? !body_q || rem_q != 4'd1 : body_q;
  assign rem_d    = !sent ? rem_q : body_q ? rem_q - 1'b1 : desc_out.beats;

  // ---------------------------------------------------------------------------------------------
  // Receive side: a head gives the packet's source, kind and last flag; its beats follow.
  hc_pkg::digits_t src_q, src_d;
  logic            rx_bcast_q, rx_bcast_d, rx_last_q, rx_last_d;
  /* verilator lint_off UNUSEDSIGNAL */  // a head's source and kind are what the receive side reads
  hc_noc_pkg::hdr_t    rx_hdr;
  /* verilator lint_on UNUSEDSIGNAL */

  assign rx_hdr        = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(ej_data_i[HdrW-1:0]));
  assign ej_ready_o    = ej_ctl_i.head || m_axis_tready;
  assign m_axis_tvalid = ej_valid_i && !ej_ctl_i.head;
  assign m_axis_tdata  = ej_data_i;
  assign m_axis_tlast  = ej_ctl_i.tail && rx_last_q;
  assign m_axis_tid    = DestW'(src_q);
  assign m_axis_tdest  = rx_bcast_q;
  assign m_axis_tuser  = rx_bcast_q;
  always_comb begin
    src_d      = src_q;
    rx_bcast_d = rx_bcast_q;
    rx_last_d  = rx_last_q;
    if (ej_valid_i && ej_ctl_i.head) begin
      src_d      = rx_hdr.src;
      rx_bcast_d = rx_hdr.kind == hc_noc_pkg::PktBroadcast;
      rx_last_d  = ej_data_i[LastBit];
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      open_q     <= 1'b0;
      drop_q     <= 1'b0;
      bcast_q    <= 1'b0;
      dst_q      <= '0;
      cnt_q      <= '0;
      errors_q   <= '0;
      causes_q   <= '0;
      body_q     <= 1'b0;
      rem_q      <= '0;
      src_q      <= '0;
      rx_bcast_q <= 1'b0;
      rx_last_q  <= 1'b0;
    end else begin
      open_q     <= open_d;
      drop_q     <= drop_d;
      bcast_q    <= bcast_d;
      dst_q      <= dst_d;
      cnt_q      <= cnt_d;
      errors_q   <= errors_d;
      causes_q   <= causes_d;
      body_q     <= body_d;
      rem_q      <= rem_d;
      src_q      <= src_d;
      rx_bcast_q <= rx_bcast_d;
      rx_last_q  <= rx_last_d;
    end
  end

  assign errors_o = errors_q;
  assign causes_o = causes_q;

  // Parameters out of range stop elaboration.
  if (MaxLen < 2 || MaxLen > 15) begin : gen_bad_len
    $error("hc_axis_ni: MaxLen must be 2..15");
  end
  if (DataW < HdrW + 1) begin : gen_bad_width
    $error("hc_axis_ni: DataW must be at least the header's %0d bits plus one", HdrW);
  end

`ifndef SYNTHESIS
  // The stream's beats stay stable until taken; the switch's too.
  InjStable: assert property (@(posedge clk_i) disable iff (!rst_ni)
    inj_valid_o && !inj_ready_i |=> inj_valid_o && $stable(inj_ctl_o) && $stable(inj_data_o));
  RxStable: assert property (@(posedge clk_i) disable iff (!rst_ni)
    m_axis_tvalid && !m_axis_tready |=> m_axis_tvalid && $stable(m_axis_tdata) && $stable(m_axis_tlast)
                                        && $stable(m_axis_tid) && $stable(m_axis_tuser));
`endif

endmodule
