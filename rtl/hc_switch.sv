// One node of a hypercycle network (docs/network.md): the node's configuration (hc_config, the same
// register interface as hc_node, plus CTRL, ERRORS and ERROR_CAUSE), an input per network port and one
// for injection (hc_sw_input, hc_sw_inject), the allocator (hc_sw_alloc), a crossbar that writes each
// broadcast copy's weights, an output per network port (hc_sw_output) and the ejection FIFO.
// Virtual channels with dateline classes, credit flow control, wormhole switching, and broadcast by
// groups with virtual cut-through: deadlock-free on every hypercycle.

module hc_switch #(
  /// Dimensions the headers address (at least the r of every configuration; hc_pkg::hdr_width bits).
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Network ports (the degree of the hypercycles this switch serves, at most 16).
  parameter int unsigned NumPorts = 4,
  /// Virtual channels per port (two classes: 0..Vcs/2-1 and Vcs/2..Vcs-1).
  parameter int unsigned Vcs = 2,
  /// Flits per virtual channel FIFO (at least MaxLen).
  parameter int unsigned BufDepth = 8,
  /// Longest packet, in flits (1..15).
  parameter int unsigned MaxLen = 8,
  /// Bits per flit (at least hc_pkg::hdr_width(Dims): a head's low bits are its header).
  parameter int unsigned DataW = 64,
  /// Routing tables in LUT RAM (1: ECP5, Gowin) or block RAM (0: iCE40); same behaviour.
  parameter bit          AsyncTables = 1'b1,
  /// Configuration registers after reset (the default, all zeros, is invalid).
  parameter hc_pkg::cfg_t ResetCfg = '0,
  /// The configuration is ResetCfg for good, derived at elaboration: read-only registers, no load phase,
  /// routing tables in logic (a network of fixed topology; ResetCfg must be valid).
  parameter bit          Fixed = 1'b0,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1
) (
  /// Clock.
  input  logic                              clk_i,
  /// Synchronous reset, active low.
  input  logic                              rst_ni,
  /// Configuration register write strobe.
  input  logic                              cfg_we_i,
  /// Configuration register address (hc_pkg::reg_addr_e).
  input  logic [3:0]                        cfg_addr_i,
  /// Configuration register write data.
  input  logic [15:0]                       cfg_wdata_i,
  /// Configuration register read data (combinational from cfg_addr_i).
  output logic [15:0]                       cfg_rdata_o,
  /// The configuration is derived: the switch works.
  output logic                              cfg_ready_o,
  /// The configuration is invalid, or has more ports than the switch: nothing is forwarded.
  output logic                              cfg_error_o,
  /// Input links: a flit arrives.
  input  logic [NumPorts-1:0]               in_valid_i,
  /// Input links: its virtual channel.
  input  logic [NumPorts-1:0][VcW-1:0]      in_vc_i,
  /// Input links: its control.
  input  hc_pkg::flit_ctl_t [NumPorts-1:0]  in_ctl_i,
  /// Input links: its bits.
  input  logic [NumPorts-1:0][DataW-1:0]    in_data_i,
  /// Input links: a credit goes back upstream (registered).
  output logic [NumPorts-1:0]               in_crd_valid_o,
  /// Input links: its virtual channel.
  output logic [NumPorts-1:0][VcW-1:0]      in_crd_vc_o,
  /// Output links: a flit leaves (registered).
  output logic [NumPorts-1:0]               out_valid_o,
  /// Output links: its virtual channel.
  output logic [NumPorts-1:0][VcW-1:0]      out_vc_o,
  /// Output links: its control.
  output hc_pkg::flit_ctl_t [NumPorts-1:0]  out_ctl_o,
  /// Output links: its bits.
  output logic [NumPorts-1:0][DataW-1:0]    out_data_o,
  /// Output links: a credit comes back.
  input  logic [NumPorts-1:0]               out_crd_valid_i,
  /// Output links: its virtual channel.
  input  logic [NumPorts-1:0][VcW-1:0]      out_crd_vc_i,
  /// Injection: the source offers a flit.
  input  logic                              inj_valid_i,
  /// Injection: the flit is taken.
  output logic                              inj_ready_o,
  /// Injection: its control.
  input  hc_pkg::flit_ctl_t                 inj_ctl_i,
  /// Injection: its bits (a head's header in the low ones; the switch writes the source address).
  input  logic [DataW-1:0]                  inj_data_i,
  /// Ejection: a flit for this node.
  output logic                              ej_valid_o,
  /// Ejection: the sink takes it.
  input  logic                              ej_ready_i,
  /// Ejection: its control.
  output hc_pkg::flit_ctl_t                 ej_ctl_o,
  /// Ejection: its bits.
  output logic [DataW-1:0]                  ej_data_o,
  /// A flit was forwarded in this clock (activity, and a network's watchdog).
  output logic                              moved_o,
  /// Per input (network ports, then the local port) and channel: a flit is visible.
  output logic [NumPorts:0][Vcs-1:0]        occupied_o,
  /// A packet was refused at injection since ERRORS was last cleared.
  output logic                              refused_o
);

  localparam int unsigned HdrW   = hc_pkg::hdr_width(Dims);
  localparam int unsigned Ports  = NumPorts + 1;
  localparam int unsigned Local  = NumPorts;
  localparam int unsigned CountW = $clog2(BufDepth + 1);
  localparam int unsigned IdxW   = $clog2(BufDepth);

  // Configuration.
  logic [15:0] node_rdata, own, limit, port_wrap;
  logic        table_we, busy, node_error, flush, unsupported, cfg_error;
  logic [4:0]  table_addr;
  hc_pkg::route_entry_t [1:0] table_data;
  hc_pkg::bcast_cfg_t bcast_cfg;
  logic        no_dateline_q, no_dateline_d;
  logic [15:0] errors;
  logic [4:0]  causes;

  hc_config #(
    .ResetCfg (ResetCfg),
    .Fixed    (Fixed)
  ) i_config (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .we_i         (cfg_we_i),
    .addr_i       (cfg_addr_i),
    .wdata_i      (cfg_wdata_i),
    .rdata_o      (node_rdata),
    .busy_o       (busy),
    .error_o      (node_error),
    .flush_o      (flush),
    .own_o        (own),
    .limit_o      (limit),
    .table_we_o   (table_we),
    .table_addr_o (table_addr),
    .table_data_o (table_data),
    .r_o          (bcast_cfg.r),
    .diameter_o   (bcast_cfg.diameter),
    .base_o       (bcast_cfg.base),
    .fwd_plus_o   (bcast_cfg.fwd_plus),
    .fwd_minus_o  (bcast_cfg.fwd_minus),
    .port_plus_o  (bcast_cfg.port_plus),
    .port_wd_o    (bcast_cfg.port_wd),
    .port_owc_o   (bcast_cfg.port_owc),
    .port_sends_o (bcast_cfg.port_sends),
    .port_wrap_o  (port_wrap)
  );

  // A configuration with a port at or above NumPorts, or more dimensions than the headers address,
  // cannot run on this switch.
  logic too_many_ports;
  if (NumPorts < hc_pkg::MaxPorts) begin : gen_unsupported
    assign too_many_ports = bcast_cfg.port_wd[3*NumPorts +: 3] != 3'd0;
  end else begin : gen_supported
    assign too_many_ports = 1'b0;
  end
  assign unsupported = too_many_ports || 32'(bcast_cfg.r) > Dims;
  assign cfg_error   = node_error || unsupported;
  assign cfg_ready_o = !busy;
  assign cfg_error_o = cfg_error;

  assign no_dateline_d = cfg_we_i && cfg_addr_i == hc_pkg::RegCtrl ? cfg_wdata_i[0] : no_dateline_q;
  always_comb begin
    unique case (cfg_addr_i)
      hc_pkg::RegCtrl:   cfg_rdata_o = {15'b0, no_dateline_q};
      hc_pkg::RegErrors: cfg_rdata_o = errors;
      hc_pkg::RegCause:  cfg_rdata_o = {10'b0, unsupported, causes};
      default:           cfg_rdata_o = node_rdata;
    endcase
  end
  logic unused_flush;  // a write while flits are in flight is not supported (docs/network.md)
  logic [15:0] unused_port_wrap;  // ports at or above NumPorts do not exist
  assign unused_flush     = flush;
  assign unused_port_wrap = port_wrap;

  // Inputs: the network ports, then injection.
  hc_pkg::flit_ctl_t [Ports-1:0][Vcs-1:0]  front_ctl;
  hc_pkg::hdr_t [Ports-1:0][Vcs-1:0]       front_hdr;
  logic [Ports-1:0][Vcs-1:0][DataW-1:0]    front_data;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]    front_out;
  logic [Ports-1:0][Vcs-1:0][NumPorts-1:0] front_class1;
  logic [Ports-1:0][Vcs-1:0][VcW-1:0]      front_vc0, front_vc1;
  logic [Ports-1:0][Vcs-1:0][CountW-1:0]   visible;
  logic [Ports-1:0][VcW-1:0]               rd_vc, grp_vc, grp_vc_next;
  logic [Ports-1:0]                        grp_on, grp_on_next, pop, send;
  logic [Ports-1:0][IdxW-1:0]              grp_idx, grp_idx_next;
  logic                                    arr_valid, arr_commit, arr_rollback;
  logic [VcW-1:0]                          arr_vc, arr_rb_vc;
  hc_pkg::flit_ctl_t                       arr_ctl;
  logic [DataW-1:0]                        arr_data;
  logic                                    unused_local_crd_valid;
  logic [VcW-1:0]                          unused_local_crd_vc;

  for (genvar i = 0; i < Ports; i++) begin : gen_input
    logic crd_valid;
    logic [VcW-1:0] crd_vc;
    hc_sw_input #(
      .Dims        (Dims),
      .NumPorts    (NumPorts),
      .Port        (i),
      .Vcs         (Vcs),
      .BufDepth    (BufDepth),
      .DataW       (DataW),
      .AsyncTables (AsyncTables),
      .Fixed       (Fixed),
      .FixedCfg    (ResetCfg)
    ) i_input (
      .clk_i           (clk_i),
      .rst_ni          (rst_ni),
      .own_i           (own),
      .limit_i         (limit),
      .table_we_i      (table_we),
      .table_addr_i    (table_addr),
      .table_data_i    (table_data),
      .cfg_error_i     (cfg_error),
      .bcast_cfg_i     (bcast_cfg),
      .wrap_i          (port_wrap[NumPorts-1:0]),
      .no_dateline_i   (no_dateline_q),
      .arr_valid_i     (i == Local ? arr_valid : in_valid_i[i % NumPorts]),
      .arr_vc_i        (i == Local ? arr_vc : in_vc_i[i % NumPorts]),
      .arr_ctl_i       (i == Local ? arr_ctl : in_ctl_i[i % NumPorts]),
      .arr_data_i      (i == Local ? arr_data : in_data_i[i % NumPorts]),
      .arr_commit_i    (i == Local ? arr_commit : 1'b1),
      .arr_rollback_i  (i == Local ? arr_rollback : 1'b0),
      .arr_rb_vc_i     (arr_rb_vc),
      .front_ctl_o     (front_ctl[i]),
      .front_data_o    (front_data[i]),
      .front_hdr_o     (front_hdr[i]),
      .front_out_o     (front_out[i]),
      .front_class1_o  (front_class1[i]),
      .front_vc0_o     (front_vc0[i]),
      .front_vc1_o     (front_vc1[i]),
      .visible_o       (visible[i]),
      .grp_on_i        (grp_on[i]),
      .grp_vc_i        (grp_vc[i]),
      .grp_idx_i       (grp_idx[i]),
      .grp_on_next_i   (grp_on_next[i]),
      .grp_vc_next_i   (grp_vc_next[i]),
      .grp_idx_next_i  (grp_idx_next[i]),
      .pop_i           (pop[i]),
      .pop_vc_i        (rd_vc[i]),
      .crd_valid_o     (crd_valid),
      .crd_vc_o        (crd_vc)
    );
    if (i < NumPorts) begin : gen_credit
      assign in_crd_valid_o[i] = crd_valid;
      assign in_crd_vc_o[i]    = crd_vc;
    end else begin : gen_no_credit
      assign unused_local_crd_valid = crd_valid;
      assign unused_local_crd_vc    = crd_vc;
    end
    for (genvar v = 0; v < Vcs; v++) begin : gen_occupied
      assign occupied_o[i][v] = visible[i][v] != '0;
    end
  end

  hc_sw_inject #(
    .Dims     (Dims),
    .Vcs      (Vcs),
    .BufDepth (BufDepth),
    .MaxLen   (MaxLen),
    .DataW    (DataW)
  ) i_inject (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .busy_i         (busy),
    .cfg_error_i    (cfg_error),
    .own_i          (own),
    .limit_i        (limit),
    .visible_i      (visible[Local]),
    .inj_valid_i    (inj_valid_i),
    .inj_ready_o    (inj_ready_o),
    .inj_ctl_i      (inj_ctl_i),
    .inj_data_i     (inj_data_i),
    .arr_valid_o    (arr_valid),
    .arr_vc_o       (arr_vc),
    .arr_ctl_o      (arr_ctl),
    .arr_data_o     (arr_data),
    .arr_commit_o   (arr_commit),
    .arr_rollback_o (arr_rollback),
    .arr_rb_vc_o    (arr_rb_vc),
    .clear_i        (cfg_we_i && cfg_addr_i == hc_pkg::RegErrors),
    .errors_o       (errors),
    .causes_o       (causes)
  );
  assign refused_o = errors != '0;

  // Allocation.
  logic [NumPorts-1:0][2:0]                 port_dim;
  logic [NumPorts-1:0][Vcs-1:0][CountW-1:0] credits;
  logic [NumPorts-1:0][Vcs-1:0]             held;
  logic [CountW-1:0]                        ej_count;
  logic                                     ej_held_q, ej_held_d;
  logic [Ports-1:0]                         out_send, out_cont;
  logic [Ports-1:0][Ports-1:0]              out_src;
  logic [Ports-1:0][VcW-1:0]                out_vc;
  logic                                     ej_room_taken;  // the flit on its way to the ejection FIFO

  for (genvar p = 0; p < NumPorts; p++) begin : gen_port_dim
    assign port_dim[p] = bcast_cfg.port_wd[3*p +: 3];
  end

  hc_sw_alloc #(
    .NumPorts (NumPorts),
    .Vcs      (Vcs),
    .BufDepth (BufDepth)
  ) i_alloc (
    .clk_i           (clk_i),
    .rst_ni          (rst_ni),
    .enable_i        (!busy && !cfg_error),
    .port_dim_i      (port_dim),
    .front_ctl_i     (front_ctl),
    .front_hdr_i     (front_hdr),
    .front_out_i     (front_out),
    .front_class1_i  (front_class1),
    .front_vc0_i     (front_vc0),
    .front_vc1_i     (front_vc1),
    .visible_i       (visible),
    .credits_i       (credits),
    .held_i          (held),
    .ej_room_i       (CountW'(BufDepth) - ej_count - CountW'(ej_room_taken)),
    .ej_held_i       (ej_held_q),
    .rd_vc_o         (rd_vc),
    .send_o          (send),
    .pop_o           (pop),
    .grp_on_o        (grp_on),
    .grp_vc_o        (grp_vc),
    .grp_idx_o       (grp_idx),
    .grp_on_next_o   (grp_on_next),
    .grp_vc_next_o   (grp_vc_next),
    .grp_idx_next_o  (grp_idx_next),
    .out_send_o      (out_send),
    .out_src_o       (out_src),
    .out_vc_o        (out_vc),
    .out_cont_o      (out_cont)
  );
  assign moved_o = out_send != '0;

  // Switch traversal: each input's flit of this clock is registered (ST), and each output's source,
  // channel and weights; in the next clock the crossbar drives the links from these registers.
  hc_pkg::flit_ctl_t [Ports-1:0] in_ctl, st_ctl_q, st_ctl_d;
  logic [Ports-1:0][DataW-1:0]   st_data_q, st_data_d;
  logic [Ports-1:0]              x_valid_q, x_cont_q, out_tail;
  logic [Ports-1:0][Ports-1:0]   x_src_q;
  logic [Ports-1:0][VcW-1:0]     x_vc_q;
  for (genvar i = 0; i < Ports; i++) begin : gen_st
    assign in_ctl[i]    = front_ctl[i][rd_vc[i]];
    assign st_ctl_d[i]  = send[i] ? in_ctl[i] : st_ctl_q[i];
    assign st_data_d[i] = send[i] ? front_data[i][rd_vc[i]] : st_data_q[i];
  end
  always_comb begin
    for (int unsigned o = 0; o < Ports; o++) begin
      out_tail[o] = 1'b0;
      for (int unsigned i = 0; i < Ports; i++) out_tail[o] = out_tail[o] || (out_src[o][i] && in_ctl[i].tail);
    end
  end

  // Crossbar: a broadcast head leaving on a network port carries that port's weights (Algorithm 2):
  // (wd, wc - 1) where it continues, the origin's elsewhere; the local copy keeps what arrived.
  hc_pkg::flit_ctl_t [Ports-1:0] xbar_ctl;
  logic [Ports-1:0][DataW-1:0]   xbar_data;
  for (genvar o = 0; o < Ports; o++) begin : gen_xbar
    logic [DataW-1:0] data;
    always_comb begin
      xbar_ctl[o] = '0;
      data        = '0;
      for (int unsigned i = 0; i < Ports; i++) begin
        xbar_ctl[o] = xbar_ctl[o] | (x_src_q[o][i] ? st_ctl_q[i] : '0);
        data        = data | (x_src_q[o][i] ? st_data_q[i] : '0);
      end
    end
    if (o < NumPorts) begin : gen_weights
      always_comb begin
        hc_pkg::hdr_t h;
        h            = hc_pkg::hdr_unpack(Dims, hc_pkg::MaxHdrW'(data));
        xbar_data[o] = data;
        if (xbar_ctl[o].head && h.kind == hc_pkg::PktBroadcast) begin
          h.wd = bcast_cfg.port_wd[3*o +: 3];
          h.wc = x_cont_q[o] ? h.wc - 3'd1 : bcast_cfg.port_owc[3*o +: 3];
          xbar_data[o][HdrW-1:0] = HdrW'(hc_pkg::hdr_pack(Dims, h));
        end
      end
      assign out_valid_o[o] = x_valid_q[o];
      assign out_vc_o[o]    = x_vc_q[o];
      assign out_ctl_o[o]   = xbar_ctl[o];
      assign out_data_o[o]  = xbar_data[o];
    end else begin : gen_local
      logic unused_cont;
      logic [VcW-1:0] unused_vc;
      assign xbar_data[o] = data;
      assign unused_cont  = x_cont_q[o];
      assign unused_vc    = x_vc_q[o];
    end
  end

  // Outputs: credits and held channels change as flits are granted.
  for (genvar o = 0; o < NumPorts; o++) begin : gen_output
    hc_sw_output #(
      .Vcs      (Vcs),
      .BufDepth (BufDepth)
    ) i_output (
      .clk_i       (clk_i),
      .rst_ni      (rst_ni),
      .send_i      (out_send[o]),
      .send_vc_i   (out_vc[o]),
      .send_tail_i (out_tail[o]),
      .crd_valid_i (out_crd_valid_i[o]),
      .crd_vc_i    (out_crd_vc_i[o]),
      .credits_o   (credits[o]),
      .held_o      (held[o])
    );
  end

  // Ejection: a FIFO the sink drains, read through when empty; a packet of several flits holds it from
  // head to tail.
  logic [$bits(hc_pkg::flit_ctl_t)+DataW-1:0] ej_entry;
  logic [CountW-1:0] unused_ej_visible;
  logic              ej_take, ej_through;
  assign ej_room_taken = x_valid_q[Local];
  assign ej_valid_o    = ej_count != '0 || x_valid_q[Local];
  assign ej_take       = ej_valid_o && ej_ready_i;
  assign ej_through    = ej_take && ej_count == '0;  // the sink takes the crossbar's flit at once
  hc_sw_fifo #(
    .Depth (BufDepth),
    .Width ($bits(hc_pkg::flit_ctl_t) + DataW)
  ) i_eject (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .push_i        (x_valid_q[Local] && !ej_through),
    .push_data_i   ({xbar_ctl[Local], xbar_data[Local]}),
    .push_commit_i (1'b1),
    .rollback_i    (1'b0),
    .pop_i         (ej_take && !ej_through),
    .rd_next_i     ('0),
    .rd_data_o     (ej_entry),
    .count_o       (ej_count),
    .visible_o     (unused_ej_visible)
  );
  assign {ej_ctl_o, ej_data_o} = ej_count != '0 ? ej_entry : {xbar_ctl[Local], xbar_data[Local]};
  assign ej_held_d = out_send[Local] ? !out_tail[Local] : ej_held_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      no_dateline_q <= 1'b0;
      ej_held_q     <= 1'b0;
      st_ctl_q      <= '0;
      st_data_q     <= '0;
      x_valid_q     <= '0;
      x_cont_q      <= '0;
      x_src_q       <= '0;
      x_vc_q        <= '0;
    end else begin
      no_dateline_q <= no_dateline_d;
      ej_held_q     <= ej_held_d;
      st_ctl_q      <= st_ctl_d;
      st_data_q     <= st_data_d;
      x_valid_q     <= out_send;
      x_cont_q      <= out_cont;
      x_src_q       <= out_src;
      x_vc_q        <= out_vc;
    end
  end

  // Parameters out of range stop elaboration.
  if (NumPorts < 1 || NumPorts > hc_pkg::MaxPorts) begin : gen_bad_ports
    $error("hc_switch: NumPorts must be 1..%0d", hc_pkg::MaxPorts);
  end
  if (Dims < 1 || Dims > hc_pkg::MaxDims) begin : gen_bad_dims
    $error("hc_switch: Dims must be 1..%0d", hc_pkg::MaxDims);
  end
  if (DataW < HdrW) begin : gen_bad_data
    $error("hc_switch: DataW must be at least the header's %0d bits (5 + 8 Dims)", HdrW);
  end
  if (Vcs < 2) begin : gen_bad_vcs
    $error("hc_switch: Vcs must be at least 2 (two dateline classes)");
  end
  if (MaxLen < 1 || MaxLen >= 2 ** $bits(front_hdr[0][0].len)) begin : gen_bad_len
    $error("hc_switch: MaxLen must be 1..%0d (the header's len field)", 2 ** $bits(front_hdr[0][0].len) - 1);
  end
  if (BufDepth < MaxLen || BufDepth < 2) begin : gen_bad_depth
    $error("hc_switch: BufDepth must be at least MaxLen and 2");
  end

endmodule
