// A hypercycle network of fixed configuration with AXI interfaces (docs/axis.md): hc_network (Fixed = 1),
// an hc_axis_ni beside every node's local port (an AXI4-Stream slave and master per node, arrays
// indexed by node number), and one AXI4-Lite port (hc_axil_regs) to every switch's registers, node x's
// at byte 64 x. A write to a node's ERRORS clears its interface's refusal count and causes too.

module hc_axis_network #(
  /// Dimensions r (1..4).
  parameter int unsigned Dims = 2,
  /// m_4..m_1, 4 bits each, dimension 1 in [3:0] (as register M).
  parameter hc_pkg::digits_t M = 16'h0044,
  /// rho_4..rho_1, 4 bits each (as register RHO).
  parameter hc_pkg::digits_t Rho = 16'h0011,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Flits per virtual channel FIFO (2 MaxLen: a packet enters the local FIFO while the one before leaves).
  parameter int unsigned BufDepth = 16,
  /// Longest network packet, in flits: a header flit and up to MaxLen - 1 beats.
  parameter int unsigned MaxLen = 8,
  /// Bits per flit and per stream beat (at least hc_noc_pkg::hdr_width(Dims) plus one).
  parameter int unsigned DataW = 32,
  /// The switches' FIFO memories in block RAM however small (hc_switch's BlockRam).
  parameter bit          BlockRam = 1'b0,
  /// Clocks without progress, while flits are held, that raise stalled_o.
  parameter int unsigned WatchdogCycles = 1000,
  /// Nodes: m_1 x .. x m_r.
  localparam int unsigned Nodes = hc_noc_pkg::net_nodes(Dims, M),
  /// Bits of TDEST and TID: 4 per dimension.
  localparam int unsigned DestW = hc_pkg::DigitW * Dims,
  /// Bits of a byte address on the AXI4-Lite port: {node, register, 2'b00}.
  localparam int unsigned AddrW = hc_pkg::RegAddrW + 2 + (Nodes > 1 ? $clog2(Nodes) : 0)
) (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// AXI4-Lite write address: byte address.
  input  logic [AddrW-1:0]      s_axil_awaddr,
  /// AXI4-Lite write address: valid.
  input  logic                  s_axil_awvalid,
  /// AXI4-Lite write address: ready.
  output logic                  s_axil_awready,
  /// AXI4-Lite write data: data.
  input  logic [31:0]           s_axil_wdata,
  /// AXI4-Lite write data: byte strobes.
  input  logic [3:0]            s_axil_wstrb,
  /// AXI4-Lite write data: valid.
  input  logic                  s_axil_wvalid,
  /// AXI4-Lite write data: ready.
  output logic                  s_axil_wready,
  /// AXI4-Lite write response: OKAY or SLVERR.
  output logic [1:0]            s_axil_bresp,
  /// AXI4-Lite write response: valid.
  output logic                  s_axil_bvalid,
  /// AXI4-Lite write response: ready.
  input  logic                  s_axil_bready,
  /// AXI4-Lite read address: byte address.
  input  logic [AddrW-1:0]      s_axil_araddr,
  /// AXI4-Lite read address: valid.
  input  logic                  s_axil_arvalid,
  /// AXI4-Lite read address: ready.
  output logic                  s_axil_arready,
  /// AXI4-Lite read data: data.
  output logic [31:0]           s_axil_rdata,
  /// AXI4-Lite read data: OKAY or SLVERR.
  output logic [1:0]            s_axil_rresp,
  /// AXI4-Lite read data: valid.
  output logic                  s_axil_rvalid,
  /// AXI4-Lite read data: ready.
  input  logic                  s_axil_rready,
  /// Per node, send side: a beat of a message.
  input  logic [DataW-1:0]      s_axis_tdata [Nodes],
  /// Per node, send side: the beat is offered.
  input  logic                  s_axis_tvalid [Nodes],
  /// Per node, send side: the beat is taken.
  output logic                  s_axis_tready [Nodes],
  /// Per node, send side: the message's last beat.
  input  logic                  s_axis_tlast [Nodes],
  /// Per node, send side: the destination's digits, dimension 1 in [3:0].
  input  logic [DestW-1:0]      s_axis_tdest [Nodes],
  /// Per node, send side: [0] a broadcast.
  input  logic [0:0]            s_axis_tuser [Nodes],
  /// Per node, receive side: a beat of a message.
  output logic [DataW-1:0]      m_axis_tdata [Nodes],
  /// Per node, receive side: the beat is offered.
  output logic                  m_axis_tvalid [Nodes],
  /// Per node, receive side: the sink takes it.
  input  logic                  m_axis_tready [Nodes],
  /// Per node, receive side: the message's last beat.
  output logic                  m_axis_tlast [Nodes],
  /// Per node, receive side: the source's digits.
  output logic [DestW-1:0]      m_axis_tid [Nodes],
  /// Per node, receive side: [0] a broadcast (with TID, it names the stream).
  output logic [0:0]            m_axis_tdest [Nodes],
  /// Per node, receive side: [0] a broadcast.
  output logic [0:0]            m_axis_tuser [Nodes],
  /// Per node: messages its interface refused, saturating.
  output hc_pkg::reg_data_t     ni_errors_o [Nodes],
  /// Per node: causes of those refusals, bit per hc_noc_pkg::cause_e.
  output hc_noc_pkg::causes_t   ni_causes_o [Nodes],
  /// Every switch is configured.
  output logic                  ready_o,
  /// Some switch or interface refused a packet or message since its ERRORS was cleared.
  output logic                  refused_o,
  /// The network's watchdog: flits held and no progress for WatchdogCycles clocks.
  output logic                  stalled_o
);

  localparam int unsigned NodeW = Nodes > 1 ? $clog2(Nodes) : 1;
  localparam int unsigned Degree = hc_noc_pkg::net_degree(Dims, M, Rho);

  logic [Nodes-1:0]                   inj_valid, inj_ready, ej_valid, ej_ready;
  hc_noc_pkg::flit_ctl_t [Nodes-1:0]  inj_ctl, ej_ctl;
  logic [Nodes-1:0][DataW-1:0]        inj_data, ej_data;
  logic [Nodes-1:0][Degree:0][Vcs-1:0] unused_occupied;
  logic                           cfg_we, net_ready, net_error, net_refused, unused_moved;
  logic [NodeW-1:0]               cfg_node;
  logic [hc_pkg::RegAddrW-1:0]    cfg_addr;
  hc_pkg::reg_data_t              cfg_wdata, cfg_rdata;
  logic [Nodes-1:0]               ni_refused;

  hc_axil_regs #(
    .Blocks (Nodes),
    .Switch (1'b1)
  ) i_regs (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .s_axil_awaddr  (s_axil_awaddr),
    .s_axil_awvalid (s_axil_awvalid),
    .s_axil_awready (s_axil_awready),
    .s_axil_wdata   (s_axil_wdata),
    .s_axil_wstrb   (s_axil_wstrb),
    .s_axil_wvalid  (s_axil_wvalid),
    .s_axil_wready  (s_axil_wready),
    .s_axil_bresp   (s_axil_bresp),
    .s_axil_bvalid  (s_axil_bvalid),
    .s_axil_bready  (s_axil_bready),
    .s_axil_araddr  (s_axil_araddr),
    .s_axil_arvalid (s_axil_arvalid),
    .s_axil_arready (s_axil_arready),
    .s_axil_rdata   (s_axil_rdata),
    .s_axil_rresp   (s_axil_rresp),
    .s_axil_rvalid  (s_axil_rvalid),
    .s_axil_rready  (s_axil_rready),
    .cfg_we_o       (cfg_we),
    .cfg_block_o    (cfg_node),
    .cfg_addr_o     (cfg_addr),
    .cfg_wdata_o    (cfg_wdata),
    .cfg_rdata_i    (cfg_rdata)
  );

  hc_network #(
    .Dims           (Dims),
    .M              (M),
    .Rho            (Rho),
    .Vcs            (Vcs),
    .BufDepth       (BufDepth),
    .MaxLen         (MaxLen),
    .DataW          (DataW),
    .Fixed          (1'b1),
    .BlockRam       (BlockRam),
    .WatchdogCycles (WatchdogCycles)
  ) i_network (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .cfg_we_i    (cfg_we),
    .cfg_all_i   (1'b0),
    .cfg_node_i  (cfg_node),
    .cfg_addr_i  (cfg_addr),
    .cfg_wdata_i (cfg_wdata),
    .cfg_rdata_o (cfg_rdata),
    .ready_o     (net_ready),
    .error_o     (net_error),
    .refused_o   (net_refused),
    .inj_valid_i (inj_valid),
    .inj_ready_o (inj_ready),
    .inj_ctl_i   (inj_ctl),
    .inj_data_i  (inj_data),
    .ej_valid_o  (ej_valid),
    .ej_ready_i  (ej_ready),
    .ej_ctl_o    (ej_ctl),
    .ej_data_o   (ej_data),
    .moved_o     (unused_moved),
    .occupied_o  (unused_occupied),
    .stalled_o   (stalled_o)
  );

  // Destination digits must be below m_i in the network's dimensions, and 0 above: the load phase's limit.
  localparam hc_derive_pkg::derived_t Derived = hc_derive_pkg::derive('{r: 3'(Dims), m: M, rho: Rho, own: '0});
  localparam hc_pkg::digits_t Limit = Derived.limit;

  for (genvar x = 0; x < Nodes; x++) begin : gen_ni
    hc_axis_ni #(
      .Dims   (Dims),
      .MaxLen (MaxLen),
      .DataW  (DataW)
    ) i_ni (
      .clk_i         (clk_i),
      .rst_ni        (rst_ni),
      .cfg_ready_i   (net_ready),
      .cfg_error_i   (net_error),
      .limit_i       (Limit),
      .s_axis_tdata  (s_axis_tdata[x]),
      .s_axis_tvalid (s_axis_tvalid[x]),
      .s_axis_tready (s_axis_tready[x]),
      .s_axis_tlast  (s_axis_tlast[x]),
      .s_axis_tdest  (s_axis_tdest[x]),
      .s_axis_tuser  (s_axis_tuser[x]),
      .m_axis_tdata  (m_axis_tdata[x]),
      .m_axis_tvalid (m_axis_tvalid[x]),
      .m_axis_tready (m_axis_tready[x]),
      .m_axis_tlast  (m_axis_tlast[x]),
      .m_axis_tid    (m_axis_tid[x]),
      .m_axis_tdest  (m_axis_tdest[x]),
      .m_axis_tuser  (m_axis_tuser[x]),
      .inj_valid_o   (inj_valid[x]),
      .inj_ready_i   (inj_ready[x]),
      .inj_ctl_o     (inj_ctl[x]),
      .inj_data_o    (inj_data[x]),
      .ej_valid_i    (ej_valid[x]),
      .ej_ready_o    (ej_ready[x]),
      .ej_ctl_i      (ej_ctl[x]),
      .ej_data_i     (ej_data[x]),
      .clear_i       (cfg_we && cfg_node == NodeW'(x) && cfg_addr == hc_pkg::RegErrors),
      .errors_o      (ni_errors_o[x]),
      .causes_o      (ni_causes_o[x])
    );
    assign ni_refused[x] = ni_errors_o[x] != '0;
  end

  assign ready_o   = net_ready && !net_error;
  assign refused_o = net_refused || ni_refused != '0;

endmodule
