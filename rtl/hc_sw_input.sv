// One input of a switch (docs/network.md): the route of every arriving head (hc_route_lookup: paper 003
// for a unicast; hc_route_pkg::bcast_check / bcast_sends, paper 000 Algorithm 2, for a broadcast) and the
// dateline class of the hop over each output it asks for, computed in the clock the flit arrives, and a
// FIFO per virtual channel (hc_sw_fifo) into which it is written at the end of that clock.
//
// Two memories hold the FIFOs, each shared by the channels. The route memory keeps for every flit its
// control and its packet's route (a body flit gets its head's); it is read at the front of the channel
// allocation presents, at an address registered in the clock before (allocation reads no other
// channel's route, and only the presented channel pops). The flit memory keeps the flits; it is read
// in the clock allocation may send a flit (allocation and switch traversal are one clock), at the
// address allocation's state names (send_*): the read runs beside allocation, not after it. A block
// RAM reads at a registered address, so there the same address is computed a clock ahead (read_*).

module hc_sw_input #(
  /// Network ports of the switch.
  parameter int unsigned NumPorts = 4,
  /// This input: a network port 0..NumPorts-1, or NumPorts for the local (injection) port.
  parameter int unsigned Port = 0,
  /// Dimensions the headers address (their width, hc_noc_pkg::hdr_width).
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Virtual channels (FIFOs).
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO.
  parameter int unsigned BufDepth = 8,
  /// Bits per flit (a head's header included).
  parameter int unsigned DataW = 64,
  /// The configuration is FixedCfg for good: constant routing tables (hc_config's Fixed).
  parameter bit          Fixed = 1'b0,
  /// With Fixed: the configuration.
  parameter hc_pkg::cfg_t FixedCfg = '0,
  /// The FIFOs' memories in block RAM however small (hc_ram's BlockRam; iCE40 boards).
  parameter bit          BlockRam = 1'b0,
  /// Inputs and outputs: the network ports, then the local port.
  localparam int unsigned Ports = NumPorts + 1,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a FIFO count.
  localparam int unsigned CountW = $clog2(BufDepth + 1),
  /// Bits of a FIFO index.
  localparam int unsigned IdxW = BufDepth > 1 ? $clog2(BufDepth) : 1
) (
  /// Clock.
  input  logic                               clk_i,
  /// Synchronous reset, active low.
  input  logic                               rst_ni,
  /// The node's own digits.
  input  hc_pkg::digits_t                    own_i,
  /// Per dimension, digits must be below this.
  input  hc_pkg::digits_t                    limit_i,
  /// Routing tables: write entry table_addr_i (load phase).
  input  logic                               table_we_i,
  /// Routing tables: {dimension bit, destination digit} written.
  input  hc_pkg::table_addr_t                table_addr_i,
  /// Routing tables: the entry of table t.
  input  hc_route_pkg::route_entry_t [1:0]   table_data_i,
  /// The configuration is invalid: no head can be routed.
  input  logic                               cfg_error_i,
  /// The broadcast constants and port table.
  input  hc_route_pkg::bcast_cfg_t           bcast_cfg_i,
  /// The hop over each network port wraps around its dimension.
  input  logic [NumPorts-1:0]                wrap_i,
  /// CTRL.no_dateline: every hop in class 0 (for heads that arrive from now on).
  input  logic                               no_dateline_i,
  /// A flit arrives (written into FIFO arr_vc_i at the end of this clock).
  input  logic                               arr_valid_i,
  /// Its virtual channel.
  input  logic [VcW-1:0]                     arr_vc_i,
  /// Its control.
  input  hc_noc_pkg::flit_ctl_t              arr_ctl_i,
  /// Its bits (a head's header in the low ones).
  input  logic [DataW-1:0]                   arr_data_i,
  /// The flit completes its packet, which becomes visible (network ports: every flit).
  input  logic                               arr_commit_i,
  /// Drop the tentative entries of FIFO arr_rb_vc_i (the injection port refused that packet).
  input  logic                               arr_rollback_i,
  /// The FIFO to roll back.
  input  logic [VcW-1:0]                     arr_rb_vc_i,
  /// Per channel: its front flit is visible.
  output logic [Vcs-1:0]                     fr_valid_o,
  /// Per channel: a flit is visible in the next clock, unless this clock's pop takes the last one.
  output logic [Vcs-1:0]                     avail_o,
  /// Per channel: a flit is visible in the next clock even after a pop in this clock.
  output logic [Vcs-1:0]                     more_o,
  /// Per channel: the whole front packet is visible (its tail is in).
  output logic [Vcs-1:0]                     fr_whole_o,
  /// The front of the channel allocation presents (pres_next_i of the clock before): its control,
  output hc_noc_pkg::flit_ctl_t              p_ctl_o,
  /// it belongs to a broadcast packet,
  output logic                               p_bcast_o,
  /// its packet's length (meaningful on a head),
  output hc_noc_pkg::len_t                   p_len_o,
  /// the outputs its packet asks for (bit NumPorts: the local port; 0: not routed),
  output logic [Ports-1:0]                   p_out_o,
  /// the hops over which its network outputs are in dateline class 1,
  output logic [NumPorts-1:0]                p_class1_o,
  /// its packet's channel of class 0,
  output logic [VcW-1:0]                     p_vc0_o,
  /// and of class 1.
  output logic [VcW-1:0]                     p_vc1_o,
  /// Per channel: flits visible.
  output logic [Vcs-1:0][CountW-1:0]         visible_o,
  /// The front of channel pop_vc_i leaves.
  input  logic                               pop_i,
  /// The channel popped (the channel presented).
  input  logic [VcW-1:0]                     pop_vc_i,
  /// The channel allocation presents in the next clock.
  input  logic [VcW-1:0]                     pres_next_i,
  /// The flit read in this clock: of channel send_vc_i,
  input  logic [VcW-1:0]                     send_vc_i,
  /// at this place from the front.
  input  logic [IdxW-1:0]                    send_idx_i,
  /// With BlockRam, the flit read in the next clock: of channel read_vc_i,
  input  logic [VcW-1:0]                     read_vc_i,
  /// at this place from the front (as it is after this clock's pop).
  input  logic [IdxW-1:0]                    read_idx_i,
  /// The flit read: its control.
  output hc_noc_pkg::flit_ctl_t              st_ctl_o,
  /// Its bits.
  output logic [DataW-1:0]                   st_data_o,
  /// A credit goes back upstream (registered): a flit left channel crd_vc_o in the last clock.
  output logic                               crd_valid_o,
  /// The channel of the credit.
  output logic [VcW-1:0]                     crd_vc_o
);

  localparam bit Local = Port == NumPorts;
  /// Each dateline class has one channel (Vcs = 2), or both classes share the one (Vcs = 1): a
  /// packet's channel follows from its class alone.
  localparam bit ClassChannels = Vcs <= 2;
  /// Bits of an address of the flit memory (Vcs FIFOs of 2^IdxW entries).
  localparam int unsigned FlitAddrW = $clog2(Vcs * 2 ** IdxW);
  /// The first channel of dateline class 1 (with one channel, the classes share it).
  localparam int unsigned FirstClass1 = Vcs > 1 ? Vcs / 2 : 1;

  // What the route memory keeps per flit; and, where a class has several channels, the packet's
  // channel in each class.
  typedef struct packed {
    hc_noc_pkg::flit_ctl_t   ctl;
    logic                    bcast;
    hc_noc_pkg::len_t        len;
    logic [Ports-1:0]        out;
    logic [NumPorts-1:0]     class1;
  } route_t;
  typedef struct packed {
    logic [VcW-1:0] vc0;
    logic [VcW-1:0] vc1;
  } chan_t;

  // The route of an arriving head.
  hc_noc_pkg::hdr_t  hdr;
  route_t            routed, written;
  route_t [Vcs-1:0]  last_q;       // per channel, the route of the last head that arrived on it
  chan_t             chan;         // the arriving head's channels
  // What the switch reads of a routing-table entry, and the tables' layout (hc_route_lookup's).
  typedef struct packed {
    logic          crosses;
    hc_pkg::port_t port;
  } hop_t;
  typedef struct packed {
    logic out;
    logic own;
    hop_t hop;
  } entry_t;
  logic                 lk_arrived, lk_error;
  hop_t                 lk_payload;
  entry_t [1:0]         tables;
  hc_pkg::port_mask_t   sends;        // the broadcast's ports (those at or above NumPorts do not exist)
  hc_pkg::port_mask_t   unused_sends;
  assign unused_sends = sends;

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  // The tables of a fixed configuration: per dimension and digit {out, own, crosses, port}.
  function automatic entry_t [hc_pkg::MaxDims-1:0][hc_pkg::TableDigits-1:0] fixed_tables(input hc_pkg::cfg_t c);
    hc_derive_pkg::derived_t     d;
    hc_route_pkg::route_entry_t e;
    d = hc_derive_pkg::derive(c);
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++)
      for (int unsigned v = 0; v < hc_pkg::TableDigits; v++) begin
        e = hc_derive_pkg::route_entry(c, d, i, hc_pkg::digit_t'(v));
        fixed_tables[i][v] = '{out: e.out, own: e.own, hop: '{crosses: e.crosses, port: e.port}};
      end
  endfunction
  /* verilator coverage_on */

  for (genvar t = 0; t < 2; t++) begin : gen_tables
    assign tables[t] = '{out: table_data_i[t].out, own: table_data_i[t].own,
                         hop: '{crosses: table_data_i[t].crosses, port: table_data_i[t].port}};
  end

  assign hdr = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(arr_data_i));

  hc_route_lookup #(
    .AsyncTables (1'b1),
    .PayloadW    ($bits(hop_t)),
    .Registered  (1'b0),
    .Fixed       (Fixed),
    .FixedTables (fixed_tables(FixedCfg))
  ) i_lookup (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .own_i        (own_i),
    .limit_i      (limit_i),
    .table_we_i   (table_we_i),
    .table_addr_i (table_addr_i),
    .table_data_i (tables),
    .error_i      (cfg_error_i),
    .en_i         (1'b1),
    .dst_i        (hdr.dst),
    .arrived_o    (lk_arrived),
    .error_o      (lk_error),
    .payload_o    (lk_payload)
  );

  // The head's outputs and the class of each hop (docs/network.md: a hop that wraps is in class 1; one
  // that continues in the input's dimension keeps the input's class; one that enters a dimension is in
  // class 0, or for a unicast that never wraps there in the class of bit 0 of its hash).
  always_comb begin
    hc_route_pkg::bcast_check_t check;
    logic [3:0] hash;
    hc_route_pkg::bcast_req_t arrived;
    logic       unicast, in_class;
    arrived  = '{origin: Local, wd: hdr.wd, wc: hc_pkg::wc_t'(hdr.wc), in_port: hc_pkg::port_t'(Port)};
    check    = hc_route_pkg::bcast_check(bcast_cfg_i, arrived);
    sends    = hc_route_pkg::bcast_sends(bcast_cfg_i, check);
    hash     = hc_noc_pkg::packet_hash(hdr);
    unicast  = hdr.kind == hc_noc_pkg::PktUnicast;
    in_class = 32'(arr_vc_i) >= FirstClass1;
    routed.ctl   = arr_ctl_i;
    routed.bcast = !unicast;
    routed.len   = hdr.len;
    chan.vc0     = VcW'(hc_noc_pkg::class_vc(Vcs, 1'b0, hash[3:1]));
    chan.vc1     = VcW'(hc_noc_pkg::class_vc(Vcs, 1'b1, hash[3:1]));
    for (int unsigned o = 0; o < NumPorts; o++) begin
      logic same_dim;
      same_dim = !Local && bcast_cfg_i.port_wd[o] != '0 &&
                 bcast_cfg_i.port_wd[o] == bcast_cfg_i.port_wd[Port % NumPorts];
      routed.class1[o] = !no_dateline_i && (wrap_i[o] || (same_dim ? in_class : unicast && !lk_payload.crosses && hash[0]));
    end
    if (unicast) begin
      routed.out = lk_error ? '0 : lk_arrived ? Ports'(1) << NumPorts : Ports'(1) << lk_payload.port;
    end else if (Local) begin
      routed.out = {1'b0, sends[NumPorts-1:0]};
    end else begin
      routed.out = check.valid && !cfg_error_i ? {1'b1, sends[NumPorts-1:0]} : '0;
    end
    // A body flit carries its head's route.
    written     = arr_ctl_i.head ? routed : last_q[arr_vc_i];
    written.ctl = arr_ctl_i;
  end

  function automatic logic [IdxW-1:0] idx_add(input logic [IdxW-1:0] a, input logic [IdxW-1:0] k);
    logic [IdxW:0] sum;
    sum     = (IdxW + 1)'(a) + (IdxW + 1)'(k);
    idx_add = IdxW'(sum >= (IdxW + 1)'(BufDepth) ? sum - (IdxW + 1)'(BufDepth) : sum);
  endfunction

  // The FIFOs: pointers per channel; the route memory and the flit memory, each shared by the channels
  // (a channel's entries at {channel, index}).
  logic [Vcs-1:0][IdxW-1:0]   wr_idx, rd_idx, rd_next;  // rd_next: the front after this clock's pop
  logic [Vcs-1:0][CountW-1:0] tails_q;  // per channel, visible tails (the front packet is whole)
  logic                       crd_valid_q;
  logic [VcW-1:0]             crd_vc_q, wr_vc;
  logic                       push;
  logic [FlitAddrW-1:0]       wr_addr;
  route_t                     front;    // the presented channel's front
  chan_t                      front_chan;

  assign push    = arr_valid_i;
  assign wr_vc   = arr_vc_i;
  assign wr_addr = FlitAddrW'({wr_vc, wr_idx[wr_vc]});

  for (genvar v = 0; v < Vcs; v++) begin : gen_vc
    logic   here, pop, rollback, commit, more, whole_q, tail_in, tail_out;
    logic [CountW-1:0] unused_count;  // the flags are what allocation reads
    assign here     = push && wr_vc == VcW'(v);
    assign commit   = here && arr_commit_i;
    assign rollback = arr_rollback_i && arr_rb_vc_i == VcW'(v);
    assign pop      = pop_i && pop_vc_i == VcW'(v);
    assign tail_in  = commit && arr_ctl_i.tail;
    assign tail_out = pop && front.ctl.tail;  // only the presented channel pops
    hc_sw_fifo #(
      .Depth (BufDepth)
    ) i_fifo (
      .clk_i         (clk_i),
      .rst_ni        (rst_ni),
      .push_i        (here),
      .commit_i      (commit),
      .rollback_i    (rollback),
      .pop_i         (pop),
      .wr_idx_o      (wr_idx[v]),
      .rd_idx_o      (rd_idx[v]),
      .count_o       (unused_count),
      .visible_o     (visible_o[v]),
      .any_o         (fr_valid_o[v]),
      .more_o        (more)
    );
    assign rd_next[v] = pop ? idx_add(rd_idx[v], IdxW'(1)) : rd_idx[v];
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        last_q[v]  <= '0;
        tails_q[v] <= '0;
        whole_q    <= 1'b0;
      end else begin
        if (here && arr_ctl_i.head) last_q[v] <= routed;
        tails_q[v] <= tails_q[v] + CountW'(tail_in) - CountW'(tail_out);
        // From the count before this clock, so that a pop is the last gate before it.
        whole_q    <= tail_in || tails_q[v] > CountW'(1) || (tails_q[v] == CountW'(1) && !tail_out);
      end
    end
    assign avail_o[v]     = fr_valid_o[v] || commit;
    assign more_o[v]      = more || commit;
    assign fr_whole_o[v]  = whole_q;
`ifndef SYNTHESIS
    WholeMatchesTheTails: assert property (@(posedge clk_i) disable iff (!rst_ni) whole_q == (tails_q[v] != '0));
`endif
  end

  // The route memory, read at the presented channel's front: the address registered in the clock
  // before, from the channel presented next and its front after this clock's pop.
  logic [FlitAddrW-1:0] route_addr_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      route_addr_q <= '0;
    end else begin
      route_addr_q <= FlitAddrW'({pres_next_i, rd_next[pres_next_i]});
    end
  end
`ifndef SYNTHESIS
  PopsThePresentedChannel: assert property (@(posedge clk_i) disable iff (!rst_ni)
    pop_i |-> FlitAddrW'({pop_vc_i, rd_idx[pop_vc_i]}) == route_addr_q);
`endif

  hc_ram #(
    .Depth     (Vcs * 2 ** IdxW),
    .Width     ($bits(route_t)),
    .AsyncRead (1'b1),
    .BlockRam  (BlockRam)
  ) i_routes (
    .clk_i   (clk_i),
    .we_i    (push),
    .waddr_i (wr_addr),
    .wdata_i (written),
    .re_i    (1'b0),
    .raddr_i (route_addr_q),
    .rdata_o (front)
  );
  assign p_ctl_o    = front.ctl;
  assign p_bcast_o  = front.bcast;
  assign p_len_o    = front.len;
  assign p_out_o    = front.out;
  assign p_class1_o = front.class1;
  assign p_vc0_o    = front_chan.vc0;
  assign p_vc1_o    = front_chan.vc1;

  if (ClassChannels) begin : gen_class_channels
    // The channel is the class (Vcs = 2) or the only one (Vcs = 1), whatever the packet's hash.
    logic unused_chan;
    assign unused_chan = ^chan;
    assign front_chan  = '{vc0: '0, vc1: VcW'(Vcs - 1)};
  end else begin : gen_hashed_channels
    // The packet's channels, kept beside its route as the route is (per channel, those of the last
    // head that arrived on it for a body flit).
    chan_t           chan_written;
    chan_t [Vcs-1:0] chan_last_q;
    assign chan_written = arr_ctl_i.head ? chan : chan_last_q[wr_vc];
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        chan_last_q <= '0;
      end else if (push && arr_ctl_i.head) begin
        chan_last_q[wr_vc] <= chan;
      end
    end
    hc_ram #(
      .Depth     (Vcs * 2 ** IdxW),
      .Width     ($bits(chan_t)),
      .AsyncRead (1'b1),
      .BlockRam  (BlockRam)
    ) i_chans (
      .clk_i   (clk_i),
      .we_i    (push),
      .waddr_i (wr_addr),
      .wdata_i (chan_written),
      .re_i    (1'b0),
      .raddr_i (route_addr_q),
      .rdata_o (front_chan)
    );
  end

  // The flit memory, read at the address allocation's state names; from a block RAM, at that address
  // registered in the clock before.
  logic [FlitAddrW-1:0] st_addr;
  if (BlockRam) begin : gen_read_registered
    logic [FlitAddrW-1:0]     st_addr_q;
    logic [VcW-1:0]           unused_send_vc;
    logic [IdxW-1:0]          unused_send_idx;
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        st_addr_q <= '0;
      end else begin
        st_addr_q <= FlitAddrW'({read_vc_i, idx_add(rd_next[read_vc_i], read_idx_i)});
      end
    end
    assign st_addr         = st_addr_q;
    assign unused_send_vc  = send_vc_i;
    assign unused_send_idx = send_idx_i;
  end else begin : gen_read_now
    logic [VcW-1:0]  unused_read_vc;
    logic [IdxW-1:0] unused_read_idx;
    assign st_addr         = FlitAddrW'({send_vc_i, idx_add(rd_idx[send_vc_i], send_idx_i)});
    assign unused_read_vc  = read_vc_i;
    assign unused_read_idx = read_idx_i;
  end

  hc_ram #(
    .Depth     (Vcs * 2 ** IdxW),
    .Width     ($bits(hc_noc_pkg::flit_ctl_t) + DataW),
    .AsyncRead (1'b1),
    .BlockRam  (BlockRam)
  ) i_flits (
    .clk_i   (clk_i),
    .we_i    (push),
    .waddr_i (wr_addr),
    .wdata_i ({arr_ctl_i, arr_data_i}),
    .re_i    (1'b0),
    .raddr_i (st_addr),
    .rdata_o ({st_ctl_o, st_data_o})
  );

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      crd_valid_q <= 1'b0;
      crd_vc_q    <= '0;
    end else begin
      crd_valid_q <= pop_i && !Local;
      crd_vc_q    <= pop_vc_i;
    end
  end

  assign crd_valid_o = crd_valid_q;
  assign crd_vc_o    = crd_vc_q;

endmodule
