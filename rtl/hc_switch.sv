// One node of a hypercycle network (docs/network.md): virtual channels with dateline classes, credit
// flow control, wormhole switching, and broadcast by groups with virtual cut-through; deadlock-free on
// every hypercycle. This file wires the stages, each in a file of its own; a hop is two clocks.
//
//   in_*  (link) --> hc_sw_input x NumPorts --+
//                    route the head, FIFOs    |    hc_sw_alloc             hc_sw_xbar
//   inj_* --> hc_sw_inject --> hc_sw_input ---+--> present, request, ----> crossbar, weights, --> out_*
//             checks           (local)        |    arbitrate, groups       link registers     (link)
//                                             |         ^                        |
//   in_crd_* <-- a credit per flit popped ----+         |                        +--> hc_sw_eject --> ej_*
//                                                       |                                  |
//   out_crd_* --> hc_sw_credits x NumPorts, and one for the local output <-- taken --------+
//
//   hc_sw_config: the node's registers (hc_config) and CTRL, ERRORS, CAUSE.
//
// Clock 1 of a hop: allocation, and traversal into the link register; clock 2: the link, at whose end
// the next switch writes the flit into its FIFO, its head routed.

module hc_switch #(
  /// Dimensions the headers address (at least the r of every configuration; hc_noc_pkg::hdr_width bits).
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Network ports (the degree of the hypercycles this switch serves, at most 16).
  parameter int unsigned NumPorts = 4,
  /// Virtual channels per port (two classes: 0..Vcs/2-1 and Vcs/2..Vcs-1). 1 only for configurations
  /// that need no dateline (every dimension of diameter 1, hc_noc_pkg::single_hop_dims).
  parameter int unsigned Vcs = 2,
  /// Flits per virtual channel FIFO (at least MaxLen).
  parameter int unsigned BufDepth = 8,
  /// Longest packet, in flits (1..15).
  parameter int unsigned MaxLen = 8,
  /// Bits per flit (at least hc_noc_pkg::hdr_width(Dims): a head's low bits are its header).
  parameter int unsigned DataW = 64,
  /// Configuration registers after reset (the default, all zeros, is invalid).
  parameter hc_pkg::cfg_t ResetCfg = '0,
  /// The configuration is ResetCfg for good, derived at elaboration: read-only registers, no load phase,
  /// routing tables in logic (a network of fixed topology; ResetCfg must be valid).
  parameter bit          Fixed = 1'b0,
  /// The FIFOs' memories (flits, routes, ejection) in block RAM however small: on the iCE40, whose
  /// logic cells hold one flip-flop each, this frees the cells that small FIFOs would take.
  parameter bit          BlockRam = 1'b0,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1
) (
  /// Clock.
  input  logic                                  clk_i,
  /// Synchronous reset, active low.
  input  logic                                  rst_ni,
  /// Configuration register write strobe.
  input  logic                                  cfg_we_i,
  /// Configuration register address (hc_pkg::reg_addr_e).
  input  logic [hc_pkg::RegAddrW-1:0]           cfg_addr_i,
  /// Configuration register write data.
  input  hc_pkg::reg_data_t                     cfg_wdata_i,
  /// Configuration register read data (combinational from cfg_addr_i).
  output hc_pkg::reg_data_t                     cfg_rdata_o,
  /// The configuration is derived: the switch works.
  output logic                                  cfg_ready_o,
  /// The configuration is invalid, has more ports than the switch, or needs datelines that one
  /// virtual channel cannot give: nothing is forwarded.
  output logic                                  cfg_error_o,
  /// Input links: a flit arrives.
  input  logic [NumPorts-1:0]                   in_valid_i,
  /// Input links: its virtual channel.
  input  logic [NumPorts-1:0][VcW-1:0]          in_vc_i,
  /// Input links: its control.
  input  hc_noc_pkg::flit_ctl_t [NumPorts-1:0]  in_ctl_i,
  /// Input links: its bits.
  input  logic [NumPorts-1:0][DataW-1:0]        in_data_i,
  /// Input links: a credit goes back upstream (registered).
  output logic [NumPorts-1:0]                   in_crd_valid_o,
  /// Input links: its virtual channel.
  output logic [NumPorts-1:0][VcW-1:0]          in_crd_vc_o,
  /// Output links: a flit leaves (registered).
  output logic [NumPorts-1:0]                   out_valid_o,
  /// Output links: its virtual channel.
  output logic [NumPorts-1:0][VcW-1:0]          out_vc_o,
  /// Output links: its control.
  output hc_noc_pkg::flit_ctl_t [NumPorts-1:0]  out_ctl_o,
  /// Output links: its bits.
  output logic [NumPorts-1:0][DataW-1:0]        out_data_o,
  /// Output links: a credit comes back.
  input  logic [NumPorts-1:0]                   out_crd_valid_i,
  /// Output links: its virtual channel.
  input  logic [NumPorts-1:0][VcW-1:0]          out_crd_vc_i,
  /// Injection: the source offers a flit.
  input  logic                                  inj_valid_i,
  /// Injection: the flit is taken.
  output logic                                  inj_ready_o,
  /// Injection: its control.
  input  hc_noc_pkg::flit_ctl_t                 inj_ctl_i,
  /// Injection: its bits (a head's header in the low ones; the switch writes the source address).
  input  logic [DataW-1:0]                      inj_data_i,
  /// Ejection: a flit for this node.
  output logic                                  ej_valid_o,
  /// Ejection: the sink takes it.
  input  logic                                  ej_ready_i,
  /// Ejection: its control.
  output hc_noc_pkg::flit_ctl_t                 ej_ctl_o,
  /// Ejection: its bits.
  output logic [DataW-1:0]                      ej_data_o,
  /// A flit was forwarded in this clock (activity, and a network's watchdog).
  output logic                                  moved_o,
  /// Per input (network ports, then the local port) and channel: a flit is visible.
  output logic [NumPorts:0][Vcs-1:0]            occupied_o,
  /// A packet was refused at injection since ERRORS was last cleared.
  output logic                                  refused_o
);

  localparam int unsigned HdrW   = hc_noc_pkg::hdr_width(Dims);
  localparam int unsigned Ports  = NumPorts + 1;
  localparam int unsigned Local  = NumPorts;
  localparam int unsigned CountW = $clog2(BufDepth + 1);
  localparam int unsigned IdxW   = $clog2(BufDepth);

  // Configuration.
  hc_pkg::digits_t     own, limit;
  logic [NumPorts-1:0] port_wrap;
  logic                table_we, busy, cfg_error, no_dateline, clear_errors;
  hc_pkg::table_addr_t table_addr;
  hc_route_pkg::route_entry_t [1:0] table_data;
  hc_route_pkg::bcast_cfg_t  bcast_cfg;
  hc_pkg::reg_data_t         errors;
  hc_noc_pkg::causes_t       causes;

  hc_sw_config #(
    .Dims     (Dims),
    .NumPorts (NumPorts),
    .Vcs      (Vcs),
    .ResetCfg (ResetCfg),
    .Fixed    (Fixed)
  ) i_config (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .we_i           (cfg_we_i),
    .addr_i         (cfg_addr_i),
    .wdata_i        (cfg_wdata_i),
    .rdata_o        (cfg_rdata_o),
    .errors_i       (errors),
    .causes_i       (causes),
    .clear_errors_o (clear_errors),
    .busy_o         (busy),
    .error_o        (cfg_error),
    .own_o          (own),
    .limit_o        (limit),
    .table_we_o     (table_we),
    .table_addr_o   (table_addr),
    .table_data_o   (table_data),
    .bcast_o        (bcast_cfg),
    .port_wrap_o    (port_wrap),
    .no_dateline_o  (no_dateline)
  );
  assign cfg_ready_o = !busy;
  assign cfg_error_o = cfg_error;

  // Inputs: the network ports, then injection.
  logic [Ports-1:0][Vcs-1:0]                    fr_valid, avail, more, fr_whole;
  logic [Ports-1:0]                             p_bcast;
  hc_noc_pkg::flit_ctl_t [Ports-1:0]            p_ctl;
  hc_noc_pkg::len_t [Ports-1:0]                 p_len;
  logic [Ports-1:0][Ports-1:0]                  p_out;
  logic [Ports-1:0][NumPorts-1:0]               p_class1;
  logic [Ports-1:0][VcW-1:0]                    p_vc0, p_vc1;
  logic [Ports-1:0][Vcs-1:0][CountW-1:0]        visible;
  logic [Ports-1:0]                             pop;
  logic [Ports-1:0][VcW-1:0]                    pop_vc, pres_next, send_vc, read_vc;
  logic [Ports-1:0][IdxW-1:0]                   send_idx, read_idx;
  hc_noc_pkg::flit_ctl_t [Ports-1:0]            st_ctl;
  logic [Ports-1:0][DataW-1:0]                  st_data;
  logic                                         arr_valid, arr_commit, arr_rollback;
  logic [VcW-1:0]                               arr_vc, arr_rb_vc;
  hc_noc_pkg::flit_ctl_t                        arr_ctl;
  logic [DataW-1:0]                             arr_data;
  logic                                         unused_local_crd_valid;
  logic [VcW-1:0]                               unused_local_crd_vc;

  for (genvar i = 0; i < Ports; i++) begin : gen_input
    logic crd_valid;
    logic [VcW-1:0] crd_vc;
    hc_sw_input #(
      .Dims     (Dims),
      .NumPorts (NumPorts),
      .Port     (i),
      .Vcs      (Vcs),
      .BufDepth (BufDepth),
      .DataW    (DataW),
      .Fixed    (Fixed),
      .FixedCfg (ResetCfg),
      .BlockRam (BlockRam)
    ) i_input (
      .clk_i          (clk_i),
      .rst_ni         (rst_ni),
      .own_i          (own),
      .limit_i        (limit),
      .table_we_i     (table_we),
      .table_addr_i   (table_addr),
      .table_data_i   (table_data),
      .cfg_error_i    (cfg_error),
      .bcast_cfg_i    (bcast_cfg),
      .wrap_i         (port_wrap),
      .no_dateline_i  (no_dateline),
      .arr_valid_i    (i == Local ? arr_valid : in_valid_i[i % NumPorts]),
      .arr_vc_i       (i == Local ? arr_vc : in_vc_i[i % NumPorts]),
      .arr_ctl_i      (i == Local ? arr_ctl : in_ctl_i[i % NumPorts]),
      .arr_data_i     (i == Local ? arr_data : in_data_i[i % NumPorts]),
      .arr_commit_i   (i == Local ? arr_commit : 1'b1),
      .arr_rollback_i (i == Local ? arr_rollback : 1'b0),
      .arr_rb_vc_i    (arr_rb_vc),
      .fr_valid_o     (fr_valid[i]),
      .avail_o        (avail[i]),
      .more_o         (more[i]),
      .fr_whole_o     (fr_whole[i]),
      .p_ctl_o        (p_ctl[i]),
      .p_bcast_o      (p_bcast[i]),
      .p_len_o        (p_len[i]),
      .p_out_o        (p_out[i]),
      .p_class1_o     (p_class1[i]),
      .p_vc0_o        (p_vc0[i]),
      .p_vc1_o        (p_vc1[i]),
      .visible_o      (visible[i]),
      .pop_i          (pop[i]),
      .pop_vc_i       (pop_vc[i]),
      .pres_next_i    (pres_next[i]),
      .send_vc_i      (send_vc[i]),
      .send_idx_i     (send_idx[i]),
      .read_vc_i      (read_vc[i]),
      .read_idx_i     (read_idx[i]),
      .st_ctl_o       (st_ctl[i]),
      .st_data_o      (st_data[i]),
      .crd_valid_o    (crd_valid),
      .crd_vc_o       (crd_vc)
    );
    if (i < NumPorts) begin : gen_credit
      assign in_crd_valid_o[i] = crd_valid;
      assign in_crd_vc_o[i]    = crd_vc;
    end else begin : gen_no_credit
      assign unused_local_crd_valid = crd_valid;
      assign unused_local_crd_vc    = crd_vc;
    end
    for (genvar v = 0; v < Vcs; v++) begin : gen_occupied
      assign occupied_o[i][v] = fr_valid[i][v];
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
    .clear_i        (clear_errors),
    .errors_o       (errors),
    .causes_o       (causes)
  );
  assign refused_o = errors != '0;

  // Outputs: per network output and channel, and for the local output (channel 0, its credits the
  // ejection FIFO's free entries), what each can take.
  hc_pkg::dim_t [NumPorts-1:0]  port_dim;
  hc_pkg::wc_send_t [NumPorts-1:0] port_owc;
  logic [Ports-1:0][Vcs-1:0]     body_ok, head_ok, whole_ok;
  logic [Ports-1:0]              out_send, out_tail, out_cont;
  logic [Ports-1:0][Ports-1:0]   out_src;
  logic [Ports-1:0][VcW-1:0]     out_vc;
  logic                          ej_take;

  for (genvar p = 0; p < NumPorts; p++) begin : gen_port_dim
    assign port_dim[p] = bcast_cfg.port_wd[p];
    assign port_owc[p] = bcast_cfg.port_owc[p];
  end

  for (genvar o = 0; o < NumPorts; o++) begin : gen_credits
    hc_sw_credits #(
      .Vcs      (Vcs),
      .BufDepth (BufDepth),
      .MaxLen   (MaxLen)
    ) i_credits (
      .clk_i       (clk_i),
      .rst_ni      (rst_ni),
      .send_i      (out_send[o]),
      .send_vc_i   (out_vc[o]),
      .send_tail_i (out_tail[o]),
      .crd_valid_i (out_crd_valid_i[o]),
      .crd_vc_i    (out_crd_vc_i[o]),
      .body_ok_o   (body_ok[o]),
      .head_ok_o   (head_ok[o]),
      .whole_ok_o  (whole_ok[o])
    );
  end
  hc_sw_credits #(
    .Vcs      (1),
    .BufDepth (BufDepth),
    .MaxLen   (MaxLen)
  ) i_local_credits (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .send_i      (out_send[Local]),
    .send_vc_i   (1'b0),
    .send_tail_i (out_tail[Local]),
    .crd_valid_i (ej_take),
    .crd_vc_i    (1'b0),
    .body_ok_o   (body_ok[Local][0]),
    .head_ok_o   (head_ok[Local][0]),
    .whole_ok_o  (whole_ok[Local][0])
  );
  if (Vcs > 1) begin : gen_local_channels
    assign body_ok[Local][Vcs-1:1]  = '0;
    assign head_ok[Local][Vcs-1:1]  = '0;
    assign whole_ok[Local][Vcs-1:1] = '0;
  end

  hc_sw_alloc #(
    .NumPorts (NumPorts),
    .Vcs      (Vcs),
    .BufDepth (BufDepth),
    .Fixed    (Fixed),
    .FixedCfg (ResetCfg)
  ) i_alloc (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .enable_i    (!busy && !cfg_error),
    .port_dim_i  (port_dim),
    .fr_valid_i  (fr_valid),
    .avail_i     (avail),
    .more_i      (more),
    .fr_whole_i  (fr_whole),
    .p_ctl_i     (p_ctl),
    .p_bcast_i   (p_bcast),
    .p_len_i     (p_len),
    .p_out_i     (p_out),
    .p_class1_i  (p_class1),
    .p_vc0_i     (p_vc0),
    .p_vc1_i     (p_vc1),
    .body_ok_i   (body_ok),
    .head_ok_i   (head_ok),
    .whole_ok_i  (whole_ok),
    .pop_o       (pop),
    .pop_vc_o    (pop_vc),
    .pres_next_o (pres_next),
    .send_vc_o   (send_vc),
    .send_idx_o  (send_idx),
    .read_vc_o   (read_vc),
    .read_idx_o  (read_idx),
    .out_send_o  (out_send),
    .out_src_o   (out_src),
    .out_vc_o    (out_vc),
    .out_tail_o  (out_tail),
    .out_cont_o  (out_cont)
  );
  assign moved_o = out_send != '0;

  // Switch traversal into the link registers and the ejection FIFO.
  hc_noc_pkg::flit_ctl_t local_ctl;
  logic [DataW-1:0]  local_data;

  hc_sw_xbar #(
    .Dims     (Dims),
    .NumPorts (NumPorts),
    .Vcs      (Vcs),
    .DataW    (DataW)
  ) i_xbar (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .port_wd_i    (port_dim),
    .port_owc_i   (port_owc),
    .st_ctl_i     (st_ctl),
    .st_data_i    (st_data),
    .send_i       (out_send),
    .src_i        (out_src),
    .vc_i         (out_vc),
    .cont_i       (out_cont),
    .out_valid_o  (out_valid_o),
    .out_vc_o     (out_vc_o),
    .out_ctl_o    (out_ctl_o),
    .out_data_o   (out_data_o),
    .local_ctl_o  (local_ctl),
    .local_data_o (local_data)
  );

  hc_sw_eject #(
    .BufDepth (BufDepth),
    .DataW    (DataW),
    .BlockRam (BlockRam)
  ) i_eject (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .push_i      (out_send[Local]),
    .push_ctl_i  (local_ctl),
    .push_data_i (local_data),
    .ej_valid_o  (ej_valid_o),
    .ej_ready_i  (ej_ready_i),
    .ej_ctl_o    (ej_ctl_o),
    .ej_data_o   (ej_data_o),
    .take_o      (ej_take)
  );

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
  if (Vcs < 1 || Vcs > 16) begin : gen_bad_vcs
    $error("hc_switch: Vcs must be 1..16");
  end
  if (MaxLen < 1 || MaxLen >= 2 ** $bits(p_len[0])) begin : gen_bad_len
    $error("hc_switch: MaxLen must be 1..%0d (the header's len field)", 2 ** $bits(p_len[0]) - 1);
  end
  if (BufDepth < MaxLen || BufDepth < 2) begin : gen_bad_depth
    $error("hc_switch: BufDepth must be at least MaxLen and 2");
  end

endmodule
