// Board top of the network on a board (docs/noc_board.md): a hypercycle network of switches whose
// configuration is fixed at elaboration (hc_network, Fixed = 1), a traffic generator (hc_noc_tgen) and
// a checker (hc_noc_tcheck) at every node, the run control (hc_noc_ctrl), and the UART host bridge
// (hc_noc_bridge; protocol in docs/host_protocol.md) with the power-on reset, the UART and the LEDs of
// hc_board_io.
//
// LEDs: ok = the last run is done and nothing failed; err = a check failed, a packet was refused, or the
// network stalled; act = a run is under way, or a frame arrived in the last 50 to 100 ms.

module hc_noc_board_top #(
  /// Board clock frequency, Hz.
  parameter int          ClkHz = 12_000_000,
  /// The LEDs light when their pin is low.
  parameter bit          LedActiveLow = 1'b0,
  /// UART bit rate, bits per second (8N1); ClkHz / Baud must be at least 4.
  parameter int          Baud = 115_200,
  /// Dimensions r of the network (1..4).
  parameter int unsigned Dims = 1,
  /// m_4..m_1, 4 bits each, dimension 1 in [3:0].
  parameter hc_pkg::digits_t M = 16'h0004,
  /// rho_4..rho_1, 4 bits each.
  parameter hc_pkg::digits_t Rho = 16'h0001,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Flits per virtual channel FIFO.
  parameter int unsigned BufDepth = 2,
  /// Longest packet, in flits.
  parameter int unsigned MaxLen = 2,
  /// The switches' FIFO memories in block RAM however small (hc_switch's BlockRam; the iCE40 boards).
  parameter bit          BlockRam = 1'b0,
  /// Bits per flit: the header (5 + 8 Dims), a sequence number (at least 4 bits) and a time stamp
  /// (hc_traffic_pkg::TsW bits).
  parameter int unsigned DataW = 32,
  /// Bits of the window length and the pending counts.
  parameter int unsigned CycW = 24,
  /// Bits of the packet, flit and latency counters.
  parameter int unsigned CntW = 32,
  /// Clocks of the network's watchdog (the NetStatus stalled bit).
  parameter int unsigned WatchdogCycles = 4096
) (
  /// Board clock, ClkHz.
  input  logic clk_i,
  /// UART from the host (idle high).
  input  logic uart_rx_i,
  /// UART to the host (idle high).
  output logic uart_tx_o,
  /// LED: the last run is done and nothing failed.
  output logic led_ok_o,
  /// LED: a check failed, a packet was refused, or the network stalled.
  output logic led_err_o,
  /// LED: a run is under way, or a frame arrived in the last 50 to 100 ms.
  output logic led_act_o
);

  localparam int unsigned Nodes    = hc_noc_pkg::net_nodes(Dims, M);
  localparam int unsigned Degree   = hc_noc_pkg::net_degree(Dims, M, Rho);
  localparam int unsigned NodeRegs = 9;
  localparam int unsigned LatW     = CntW + hc_traffic_pkg::TsW;

  // Board I/O and the bridge.
  logic        rst_n, frame, answering, rx_valid, rx_frame_err, tx_valid, tx_ready;
  logic [7:0]  rx_data, tx_data;
  logic        reg_we, busy, error;
  logic [7:0]  reg_addr, reg_node;
  logic [31:0] reg_wdata, reg_rdata;
  hc_traffic_pkg::run_state_e state;

  hc_board_io #(
    .ClkHz        (ClkHz),
    .Baud         (Baud),
    .LedActiveLow (LedActiveLow)
  ) i_io (
    .clk_i          (clk_i),
    .uart_rx_i      (uart_rx_i),
    .uart_tx_o      (uart_tx_o),
    .led_ok_o       (led_ok_o),
    .led_err_o      (led_err_o),
    .led_act_o      (led_act_o),
    .rst_no         (rst_n),
    .rx_valid_o     (rx_valid),
    .rx_data_o      (rx_data),
    .rx_frame_err_o (rx_frame_err),
    .tx_valid_i     (tx_valid),
    .tx_ready_o     (tx_ready),
    .tx_data_i      (tx_data),
    .frame_i        (frame),
    .busy_i         (busy || answering),
    .ok_i           (state == hc_traffic_pkg::RunDone && !error),
    .err_i          (error)
  );

  hc_noc_bridge #(
    .TimeoutClks (hc_host_pkg::FrameTimeoutBits * (ClkHz / Baud)),
    .Nodes       (Nodes)
  ) i_bridge (
    .clk_i          (clk_i),
    .rst_ni         (rst_n),
    .rx_valid_i     (rx_valid),
    .rx_data_i      (rx_data),
    .rx_frame_err_i (rx_frame_err),
    .tx_valid_o     (tx_valid),
    .tx_ready_i     (tx_ready),
    .tx_data_o      (tx_data),
    .frame_o        (frame),
    .busy_o         (answering),
    .reg_we_o       (reg_we),
    .reg_addr_o     (reg_addr),
    .reg_node_o     (reg_node),
    .reg_wdata_o    (reg_wdata),
    .reg_rdata_i    (reg_rdata),
    .ready_i        (!busy),
    .error_i        (error)
  );

  // Run control.
  hc_traffic_pkg::traffic_cfg_t          cfg;
  logic                                  clear, gen, moved, stalled, refused;
  logic [31:0]                           now;
  logic [Nodes-1:0]                      idle, failed;
  logic [Nodes-1:0][NodeRegs-1:0][31:0]  node_regs;
  logic [Nodes-1:0][Degree:0][Vcs-1:0]   occupied;
  logic [Nodes-1:0]                      inj_valid, inj_ready, ej_valid;
  hc_noc_pkg::flit_ctl_t [Nodes-1:0]     inj_ctl, ej_ctl;
  logic [Nodes-1:0][DataW-1:0]           inj_data, ej_data;

  hc_noc_ctrl #(
    .Dims     (Dims),
    .M        (M),
    .Rho      (Rho),
    .Vcs      (Vcs),
    .BufDepth (BufDepth),
    .MaxLen   (MaxLen),
    .DataW    (DataW),
    .CycW     (CycW),
    .CntW     (CntW)
  ) i_ctrl (
    .clk_i          (clk_i),
    .rst_ni         (rst_n),
    .reg_we_i       (reg_we),
    .reg_addr_i     (reg_addr),
    .reg_node_i     (reg_node),
    .reg_wdata_i    (reg_wdata),
    .reg_rdata_o    (reg_rdata),
    .node_regs_i    (node_regs),
    .sources_idle_i (&idle),
    .moved_i        (moved),
    .held_i         (occupied != '0),
    .ejected_i      (ej_valid != '0),
    .stalled_i      (stalled),
    .refused_i      (refused),
    .check_failed_i (failed != '0),
    .cfg_o          (cfg),
    .clear_o        (clear),
    .gen_o          (gen),
    .now_o          (now),
    .busy_o         (busy),
    .error_o        (error),
    .state_o        (state)
  );

  // The network: held in reset in the clear clock of every run, so that each run starts from reset.
  hc_pkg::reg_data_t                 unused_cfg_rdata;
  logic                              unused_ready, unused_cfg_error;

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
    .rst_ni      (rst_n && !clear),
    .cfg_we_i    (1'b0),
    .cfg_all_i   (1'b0),
    .cfg_node_i  ('0),
    .cfg_addr_i  (hc_pkg::RegErrors),
    .cfg_wdata_i ('0),
    .cfg_rdata_o (unused_cfg_rdata),
    .ready_o     (unused_ready),
    .error_o     (unused_cfg_error),
    .refused_o   (refused),
    .inj_valid_i (inj_valid),
    .inj_ready_o (inj_ready),
    .inj_ctl_i   (inj_ctl),
    .inj_data_i  (inj_data),
    .ej_valid_o  (ej_valid),
    .ej_ready_i  ('1),
    .ej_ctl_o    (ej_ctl),
    .ej_data_o   (ej_data),
    .moved_o     (moved),
    .occupied_o  (occupied),
    .stalled_o   (stalled)
  );

  // A generator and a checker at every node.
  for (genvar x = 0; x < Nodes; x++) begin : gen_node
    logic [CntW-1:0]        sent_pkts, sent_flits, recv_pkts, recv_flits;
    logic [CycW-1:0]        pend_max;
    logic [15:0]            errors;
    hc_traffic_pkg::checks_t causes;
    logic [LatW-1:0]        lat_sum;
    logic [hc_traffic_pkg::TsW-1:0] lat_max;

    hc_noc_tgen #(
      .Dims  (Dims),
      .M     (M),
      .Node  (x),
      .DataW (DataW),
      .CycW  (CycW),
      .CntW  (CntW)
    ) i_tgen (
      .clk_i        (clk_i),
      .rst_ni       (rst_n),
      .clear_i      (clear),
      .gen_i        (gen),
      .now_i        (now[hc_traffic_pkg::TsW-1:0]),
      .cfg_i        (cfg),
      .inj_valid_o  (inj_valid[x]),
      .inj_ready_i  (inj_ready[x]),
      .inj_ctl_o    (inj_ctl[x]),
      .inj_data_o   (inj_data[x]),
      .idle_o       (idle[x]),
      .sent_pkts_o  (sent_pkts),
      .sent_flits_o (sent_flits),
      .pend_max_o   (pend_max)
    );

    hc_noc_tcheck #(
      .Dims  (Dims),
      .M     (M),
      .Node  (x),
      .DataW (DataW),
      .CntW  (CntW)
    ) i_tcheck (
      .clk_i        (clk_i),
      .rst_ni       (rst_n),
      .clear_i      (clear),
      .now_i        (now[hc_traffic_pkg::TsW-1:0]),
      .len_i        (cfg.len),
      .seed_i       (cfg.seed),
      .ej_valid_i   (ej_valid[x]),
      .ej_ctl_i     (ej_ctl[x]),
      .ej_data_i    (ej_data[x]),
      .recv_pkts_o  (recv_pkts),
      .recv_flits_o (recv_flits),
      .errors_o     (errors),
      .causes_o     (causes),
      .lat_sum_o    (lat_sum),
      .lat_max_o    (lat_max)
    );

    assign failed[x]    = errors != '0;
    assign node_regs[x] = {32'(pend_max), 32'(lat_max), 32'(64'(lat_sum) >> 32), 32'(lat_sum), {(16 - $bits(causes))'(0), causes, errors},
                           32'(recv_flits), 32'(recv_pkts), 32'(sent_flits), 32'(sent_pkts)};
  end

  logic [31-hc_traffic_pkg::TsW:0] unused_now;  // generators and checkers stamp and measure modulo 2^TsW
  assign unused_now = now[31:hc_traffic_pkg::TsW];

  // Parameters out of range stop elaboration.
  if (Nodes > 256 || CntW > 32 || CycW > 32) begin : gen_bad_size
    $error("hc_noc_board_top: at most 256 nodes and 32-bit counters");
  end

endmodule
