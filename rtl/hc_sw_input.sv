// One input of a switch (docs/network.md): a staging register, the routing-table lookup of every head
// (hc_route_lookup: paper 003 for a unicast; hc_pkg::bcast_check / bcast_sends, paper 000 Algorithm 2,
// for a broadcast), the dateline class of the hop over each output the head asks for, and a FIFO per
// virtual channel (hc_sw_fifo) whose entries carry that route.
//
// A flit arriving in clock c is staged in clock c+1, while its lookup completes; in that clock it is
// already the last entry of its channel's FIFO (read from the staging register; it is written into the
// FIFO's memory at the end of the clock, even when it leaves in that clock: the write never waits for
// allocation). So a flit can be forwarded in the clock after it arrived: this is how routing keeps pace
// with heads arriving on every input at once.

module hc_sw_input #(
  /// Network ports of the switch.
  parameter int unsigned NumPorts = 4,
  /// This input: a network port 0..NumPorts-1, or NumPorts for the local (injection) port.
  parameter int unsigned Port = 0,
  /// Dimensions the headers address (their width, hc_pkg::hdr_width).
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Virtual channels (FIFOs).
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO.
  parameter int unsigned BufDepth = 8,
  /// Bits per flit (a head's header included).
  parameter int unsigned DataW = 64,
  /// Routing tables in LUT RAM (1) or block RAM (0).
  parameter bit          AsyncTables = 1'b1,
  /// The configuration is FixedCfg for good: constant routing tables (hc_config's Fixed).
  parameter bit          Fixed = 1'b0,
  /// With Fixed: the configuration.
  parameter hc_pkg::cfg_t FixedCfg = '0,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a FIFO count.
  localparam int unsigned CountW = $clog2(BufDepth + 1),
  /// Bits of a FIFO index.
  localparam int unsigned IdxW = $clog2(BufDepth)
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
  input  logic [4:0]                         table_addr_i,
  /// Routing tables: the entry of table t.
  input  hc_pkg::route_entry_t [1:0]         table_data_i,
  /// The configuration is invalid: no head can be routed.
  input  logic                               cfg_error_i,
  /// The broadcast constants and port table.
  input  hc_pkg::bcast_cfg_t                 bcast_cfg_i,
  /// The hop over each network port wraps around its dimension.
  input  logic [NumPorts-1:0]                wrap_i,
  /// CTRL.no_dateline: every hop in class 0 (for heads that arrive from now on).
  input  logic                               no_dateline_i,
  /// A flit arrives (to keep in FIFO arr_vc_i).
  input  logic                               arr_valid_i,
  /// Its virtual channel.
  input  logic [VcW-1:0]                     arr_vc_i,
  /// Its control.
  input  hc_pkg::flit_ctl_t                  arr_ctl_i,
  /// Its bits (a head's header in the low ones).
  input  logic [DataW-1:0]                   arr_data_i,
  /// The flit completes its packet, which becomes visible (network ports: every flit).
  input  logic                               arr_commit_i,
  /// Drop the tentative entries of FIFO arr_rb_vc_i (the injection port refused that packet).
  input  logic                               arr_rollback_i,
  /// The FIFO to roll back.
  input  logic [VcW-1:0]                     arr_rb_vc_i,
  /// Per channel: the control of the entry read (the front, or the locked group's flit).
  output hc_pkg::flit_ctl_t [Vcs-1:0]        front_ctl_o,
  /// Per channel: its bits.
  output logic [Vcs-1:0][DataW-1:0]          front_data_o,
  /// Per channel: its header (meaningful on a head).
  output hc_pkg::hdr_t [Vcs-1:0]             front_hdr_o,
  /// Per channel: the outputs its head asks for (bit NumPorts: the local port); 0: cannot be routed.
  output logic [Vcs-1:0][NumPorts:0]         front_out_o,
  /// Per channel: the hops over which network outputs are in dateline class 1.
  output logic [Vcs-1:0][NumPorts-1:0]       front_class1_o,
  /// Per channel: the head's channel of class 0.
  output logic [Vcs-1:0][VcW-1:0]            front_vc0_o,
  /// Per channel: the head's channel of class 1.
  output logic [Vcs-1:0][VcW-1:0]            front_vc1_o,
  /// Per channel: flits visible to allocation.
  output logic [Vcs-1:0][CountW-1:0]         visible_o,
  /// A broadcast group holds channel grp_vc_i and reads its flit grp_idx_i (registers).
  input  logic                               grp_on_i,
  /// The group's channel.
  input  logic [VcW-1:0]                     grp_vc_i,
  /// The group's flit, from the front.
  input  logic [IdxW-1:0]                    grp_idx_i,
  /// The group in the next clock (the next values of the three above).
  input  logic                               grp_on_next_i,
  /// Its channel.
  input  logic [VcW-1:0]                     grp_vc_next_i,
  /// Its flit.
  input  logic [IdxW-1:0]                    grp_idx_next_i,
  /// Take the front of channel pop_vc_i.
  input  logic                               pop_i,
  /// The channel popped.
  input  logic [VcW-1:0]                     pop_vc_i,
  /// A credit goes back upstream (registered): a flit left channel crd_vc_o in the last clock.
  output logic                               crd_valid_o,
  /// The channel of the credit.
  output logic [VcW-1:0]                     crd_vc_o
);

  localparam bit Local = Port == NumPorts;

  typedef struct packed {
    hc_pkg::flit_ctl_t   ctl;
    logic [DataW-1:0]    data;
    logic [NumPorts:0]   out;
    logic [NumPorts-1:0] class1;
    logic [VcW-1:0]      vc0;
    logic [VcW-1:0]      vc1;
  } entry_t;

  // The staging register.
  logic              stage_valid_q, stage_commit_q, stage_rollback_q;
  logic [VcW-1:0]    stage_vc_q, stage_rb_vc_q;
  hc_pkg::flit_ctl_t stage_ctl_q;
  logic [DataW-1:0]  stage_data_q;
  entry_t            staged;
  logic              lk_arrived, lk_error;
  logic [4:0]        lk_payload;  // {crosses, port}
  hc_pkg::digits_t   arr_dst;
  hc_pkg::hdr_t      stage_hdr;
  logic              crd_valid_q;
  logic [VcW-1:0]    crd_vc_q;
  logic [1:0][6:0]   tables;      // per table {out of range, own, crosses, port}
  logic [1:0][15:0]  unused_onehot;
  logic [15:0]       sends;       // the broadcast's ports (those at or above NumPorts do not exist)
  logic [15:0]       unused_sends;
  assign unused_sends = sends;

  // The tables of a fixed configuration: per dimension and digit {out, own, crosses, port}.
  function automatic logic [hc_pkg::MaxDims-1:0][15:0][6:0] fixed_tables(input hc_pkg::cfg_t c);
    hc_pkg::derived_t     d;
    /* verilator lint_off UNUSEDSIGNAL */  // the switch keeps the port number, not the one-hot port
    hc_pkg::route_entry_t e;
    /* verilator lint_on UNUSEDSIGNAL */
    d = hc_pkg::derive(c);
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++)
      for (int unsigned v = 0; v < 16; v++) begin
        e = hc_pkg::route_entry(c, d, i, 4'(v));
        fixed_tables[i][v] = {e.out, e.own, e.crosses, e.port};
      end
  endfunction

  for (genvar t = 0; t < 2; t++) begin : gen_tables
    assign tables[t] = {table_data_i[t].out, table_data_i[t].own, table_data_i[t].crosses, table_data_i[t].port};
    assign unused_onehot[t] = table_data_i[t].onehot;
  end

  always_comb begin
    /* verilator lint_off UNUSEDSIGNAL */  // the lookup reads the destination of the arriving header
    hc_pkg::hdr_t h;
    /* verilator lint_on UNUSEDSIGNAL */
    h       = hc_pkg::hdr_unpack(Dims, hc_pkg::MaxHdrW'(arr_data_i));
    arr_dst = h.dst;
  end
  assign stage_hdr = hc_pkg::hdr_unpack(Dims, hc_pkg::MaxHdrW'(stage_data_q));

  // Every clock's arrival is looked up; the answer is ready with the staged flit.
  hc_route_lookup #(
    .AsyncTables (AsyncTables),
    .PayloadW    (5),
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
    .dst_i        (arr_dst),
    .arrived_o    (lk_arrived),
    .error_o      (lk_error),
    .payload_o    (lk_payload)
  );

  // The staged flit with its route and the class of each hop (docs/network.md: a hop that wraps is in
  // class 1; one that continues in the input's dimension keeps the input's class; one that enters a
  // dimension is in class 0, or for a unicast that never wraps there in the class of bit 0 of its hash).
  always_comb begin
    hc_pkg::bcast_check_t check;
    logic [3:0] hash;
    logic       unicast, in_class;
    check   = hc_pkg::bcast_check(bcast_cfg_i, Local, stage_hdr.wd, {1'b0, stage_hdr.wc}, 4'(Port));
    sends   = hc_pkg::bcast_sends(bcast_cfg_i, check);
    hash    = hc_pkg::packet_hash(stage_hdr);
    unicast = stage_hdr.kind == hc_pkg::PktUnicast;
    in_class = 32'(stage_vc_q) >= Vcs / 2;
    staged.ctl  = stage_ctl_q;
    staged.data = stage_data_q;
    staged.vc0  = VcW'(hc_pkg::class_vc(Vcs, 1'b0, hash[3:1]));
    staged.vc1  = VcW'(hc_pkg::class_vc(Vcs, 1'b1, hash[3:1]));
    for (int unsigned o = 0; o < NumPorts; o++) begin
      logic same_dim;
      same_dim = !Local && bcast_cfg_i.port_wd[3*o +: 3] != '0 &&
                 bcast_cfg_i.port_wd[3*o +: 3] == bcast_cfg_i.port_wd[3*(Port % NumPorts) +: 3];
      staged.class1[o] = !no_dateline_i && (wrap_i[o] || (same_dim ? in_class : unicast && !lk_payload[4] && hash[0]));
    end
    if (unicast) begin
      staged.out = lk_error ? '0 : lk_arrived ? (NumPorts + 1)'(1) << NumPorts : (NumPorts + 1)'(1) << lk_payload[3:0];
    end else if (Local) begin
      staged.out = {1'b0, sends[NumPorts-1:0]};
    end else begin
      staged.out = check.valid && !cfg_error_i ? {1'b1, sends[NumPorts-1:0]} : '0;
    end
  end

  for (genvar v = 0; v < Vcs; v++) begin : gen_vc
    logic [CountW-1:0] count, visible, kept;
    logic [IdxW-1:0]   idx;
    logic [$bits(entry_t)-1:0] mem_entry;
    entry_t            entry;
    logic              here, rollback, pop;
    assign here     = stage_valid_q && stage_vc_q == VcW'(v);
    assign rollback = stage_rollback_q && stage_rb_vc_q == VcW'(v);
    assign kept     = rollback ? visible : count;  // the entries before the staged one
    assign idx      = grp_on_i && grp_vc_i == VcW'(v) ? grp_idx_i : '0;
    assign pop      = pop_i && pop_vc_i == VcW'(v);
    hc_sw_fifo #(
      .Depth (BufDepth),
      .Width ($bits(entry_t))
    ) i_fifo (
      .clk_i         (clk_i),
      .rst_ni        (rst_ni),
      .push_i        (here),
      .push_data_i   (staged),
      .push_commit_i (here && stage_commit_q),
      .rollback_i    (rollback),
      .pop_i         (pop),
      .rd_next_i     (grp_on_next_i && grp_vc_next_i == VcW'(v) ? grp_idx_next_i : '0),
      .rd_data_o     (mem_entry),
      .count_o       (count),
      .visible_o     (visible)
    );
    assign entry              = CountW'(idx) < kept ? mem_entry : staged;
    assign front_ctl_o[v]     = entry.ctl;
    assign front_data_o[v]    = entry.data;
    assign front_hdr_o[v]     = hc_pkg::hdr_unpack(Dims, hc_pkg::MaxHdrW'(entry.data));
    assign front_out_o[v]     = entry.out;
    assign front_class1_o[v]  = entry.class1;
    assign front_vc0_o[v]     = entry.vc0;
    assign front_vc1_o[v]     = entry.vc1;
    assign visible_o[v]       = here && stage_commit_q ? kept + 1'b1 : visible;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      stage_valid_q    <= 1'b0;
      stage_commit_q   <= 1'b0;
      stage_rollback_q <= 1'b0;
      stage_vc_q       <= '0;
      stage_rb_vc_q    <= '0;
      stage_ctl_q      <= '0;
      stage_data_q     <= '0;
      crd_valid_q      <= 1'b0;
      crd_vc_q         <= '0;
    end else begin
      stage_valid_q    <= arr_valid_i;
      stage_commit_q   <= arr_valid_i && arr_commit_i;
      stage_rollback_q <= arr_rollback_i;
      stage_vc_q       <= arr_vc_i;
      stage_rb_vc_q    <= arr_rb_vc_i;
      stage_ctl_q      <= arr_ctl_i;
      stage_data_q     <= arr_data_i;
      crd_valid_q      <= pop_i && !Local;
      crd_vc_q         <= pop_vc_i;
    end
  end

  assign crd_valid_o = crd_valid_q;
  assign crd_vc_o    = crd_vc_q;

endmodule
