// Run control and registers of the network on a board (docs/noc_board.md): the traffic settings the
// generators share, the run's state machine and clock, and the reads of every register (hc_noc_bridge
// drives the register port).
//
// A start (NetCtrl bit 0, ignored while a run is under way) spends one clock in RunClear: the network is
// held in reset, the generators and checkers are cleared and seeded. The run's clock (NetClocks) is 0 in
// the next clock, the first of the window (RunGen), which lasts NetCycles clocks (or ends early at a stop,
// NetCtrl bit 1); then the sources and the network drain (RunDrain) until every source is idle and
// nothing has moved, been held or left the network for QuietClks clocks (RunDone). Every node's
// generator and checker sees the same clock, so a run depends on its settings alone. The traffic
// settings and NetCycles are written between runs (writes during a run are ignored).

module hc_noc_ctrl #(
  /// Dimensions r of the network (1..4).
  parameter int unsigned Dims = 2,
  /// m_4..m_1, 4 bits each.
  parameter hc_pkg::digits_t M = 16'h0044,
  /// rho_4..rho_1, 4 bits each.
  parameter hc_pkg::digits_t Rho = 16'h0011,
  /// The switches' parameters, for the information registers.
  parameter int unsigned Vcs = 2,
  /// Flits per virtual channel FIFO.
  parameter int unsigned BufDepth = 4,
  /// Longest packet, in flits.
  parameter int unsigned MaxLen = 4,
  /// Bits per flit.
  parameter int unsigned DataW = 32,
  /// Bits of the window length and of the pending counts.
  parameter int unsigned CycW = 24,
  /// Bits of the counters.
  parameter int unsigned CntW = 32,
  /// Clocks without a flit held, moving or leaving, every source idle, that end a run.
  parameter int unsigned QuietClks = 8,
  /// Nodes of the network.
  localparam int unsigned Nodes = hc_noc_pkg::net_nodes(Dims, M),
  /// Counters per node (hc_traffic_pkg::node_reg_e from NodeSentPkts).
  localparam int unsigned NodeRegs = 9
) (
  /// Clock.
  input  logic                                 clk_i,
  /// Synchronous reset, active low.
  input  logic                                 rst_ni,
  /// Register write strobe (global registers).
  input  logic                                 reg_we_i,
  /// Register address.
  input  logic [7:0]                           reg_addr_i,
  /// The node of a node register.
  input  logic [7:0]                           reg_node_i,
  /// Register write data.
  input  logic [31:0]                          reg_wdata_i,
  /// Register read data.
  output logic [31:0]                          reg_rdata_o,
  /// Every node's counters, hc_traffic_pkg::node_reg_e order, zero-extended.
  input  logic [Nodes-1:0][NodeRegs-1:0][31:0] node_regs_i,
  /// Every source is idle.
  input  logic                                 sources_idle_i,
  /// A flit moved in the network in this clock.
  input  logic                                 moved_i,
  /// A flit is held in an input FIFO of the network.
  input  logic                                 held_i,
  /// A flit left the network at some node in this clock.
  input  logic                                 ejected_i,
  /// The network's watchdog: flits held and none moving.
  input  logic                                 stalled_i,
  /// Some switch refused a packet.
  input  logic                                 refused_i,
  /// Some checker counted a failed check.
  input  logic                                 check_failed_i,
  /// The traffic settings.
  output hc_traffic_pkg::traffic_cfg_t         cfg_o,
  /// The clear clock of a run: hold the network in reset, clear the generators and checkers.
  output logic                                 clear_o,
  /// The window: the generators create packets.
  output logic                                 gen_o,
  /// The run's clock.
  output logic [31:0]                          now_o,
  /// A run is under way (RunClear, RunGen, RunDrain).
  output logic                                 busy_o,
  /// A check failed, a packet was refused, or the network stalled.
  output logic                                 error_o,
  /// The state of the run.
  output hc_traffic_pkg::run_state_e           state_o
);

  localparam int unsigned ThrW   = hc_traffic_pkg::ThrW;
  localparam int unsigned QuietW = $clog2(QuietClks + 1);

  hc_traffic_pkg::run_state_e   state_q, state_d;
  hc_traffic_pkg::traffic_cfg_t cfg_q, cfg_d;
  logic [CycW-1:0]      cycles_q, cycles_d;
  logic [31:0]          now_q, now_d, last_q, last_d;
  logic [QuietW-1:0]    quiet_q, quiet_d;

  assign busy_o = state_q == hc_traffic_pkg::RunClear || state_q == hc_traffic_pkg::RunGen || state_q == hc_traffic_pkg::RunDrain;

  always_comb begin
    logic start, stop, write;
    state_d  = state_q;
    cfg_d    = cfg_q;
    cycles_d = cycles_q;
    now_d    = now_q;
    last_d   = last_q;
    quiet_d  = quiet_q;
    write    = reg_we_i && !busy_o;
    start    = reg_we_i && reg_addr_i == hc_traffic_pkg::NetCtrl && reg_wdata_i[0];
    stop     = reg_we_i && reg_addr_i == hc_traffic_pkg::NetCtrl && reg_wdata_i[1];
    if (write) begin
      unique case (reg_addr_i)
        hc_traffic_pkg::NetCycles:  cycles_d      = reg_wdata_i[CycW-1:0];
        hc_traffic_pkg::NetRate:    cfg_d.rate    = reg_wdata_i[ThrW:0];
        hc_traffic_pkg::NetPattern: begin
          cfg_d.pattern = hc_traffic_pkg::pattern_e'(reg_wdata_i[3:0]);
          cfg_d.hot_dst = reg_wdata_i[31:16];
        end
        hc_traffic_pkg::NetHot:     cfg_d.hot     = reg_wdata_i[ThrW:0];
        hc_traffic_pkg::NetLen:     cfg_d.len     = hc_noc_pkg::len_t'(reg_wdata_i);
        hc_traffic_pkg::NetBcast:   cfg_d.bcast   = reg_wdata_i[ThrW:0];
        hc_traffic_pkg::NetSeed:    cfg_d.seed    = reg_wdata_i;
        default: ;
      endcase
    end
    if (busy_o && state_q != hc_traffic_pkg::RunClear) begin
      now_d = now_q + 32'd1;
      if (ejected_i) last_d = now_q + 32'd1;
    end
    unique case (state_q)
      hc_traffic_pkg::RunClear: begin
        state_d = cycles_q == '0 ? hc_traffic_pkg::RunDrain : hc_traffic_pkg::RunGen;
        now_d   = '0;
        last_d  = '0;
        quiet_d = '0;
      end
      hc_traffic_pkg::RunGen: begin
        if (stop || now_q == 32'(cycles_q) - 32'd1) state_d = hc_traffic_pkg::RunDrain;
      end
      hc_traffic_pkg::RunDrain: begin
        quiet_d = sources_idle_i && !moved_i && !held_i && !ejected_i ? quiet_q + 1'b1 : '0;
        if (quiet_q == QuietW'(QuietClks - 1) && quiet_d != '0) state_d = hc_traffic_pkg::RunDone;
      end
      default: begin  // RunIdle, RunDone
        if (start) state_d = hc_traffic_pkg::RunClear;
      end
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q  <= hc_traffic_pkg::RunIdle;
      cfg_q    <= '{rate: '0, bcast: '0, hot: '0, pattern: hc_traffic_pkg::PatUniform, hot_dst: '0, len: 4'd1, seed: '0};
      cycles_q <= '0;
      now_q    <= '0;
      last_q   <= '0;
      quiet_q  <= '0;
    end else begin
      state_q  <= state_d;
      cfg_q    <= cfg_d;
      cycles_q <= cycles_d;
      now_q    <= now_d;
      last_q   <= last_d;
      quiet_q  <= quiet_d;
    end
  end

  assign cfg_o   = cfg_q;
  assign clear_o = state_q == hc_traffic_pkg::RunClear;
  assign gen_o   = state_q == hc_traffic_pkg::RunGen;
  assign now_o   = now_q;
  assign error_o = stalled_i || refused_i || check_failed_i;
  assign state_o = state_q;

  // Reads.
  localparam int unsigned SeqW = DataW - hc_noc_pkg::hdr_width(Dims) - hc_traffic_pkg::TsW;
  always_comb begin
    logic [7:0] k;
    k = reg_addr_i - hc_traffic_pkg::NodeSentPkts;
    unique case (reg_addr_i)
      hc_traffic_pkg::NetStatus:   reg_rdata_o = {26'd0, check_failed_i, refused_i, stalled_i, state_q};
      hc_traffic_pkg::NetCycles:   reg_rdata_o = 32'(cycles_q);
      hc_traffic_pkg::NetRate:     reg_rdata_o = 32'(cfg_q.rate);
      hc_traffic_pkg::NetPattern:  reg_rdata_o = {cfg_q.hot_dst, 12'd0, cfg_q.pattern};
      hc_traffic_pkg::NetHot:      reg_rdata_o = 32'(cfg_q.hot);
      hc_traffic_pkg::NetLen:      reg_rdata_o = 32'(cfg_q.len);
      hc_traffic_pkg::NetBcast:    reg_rdata_o = 32'(cfg_q.bcast);
      hc_traffic_pkg::NetSeed:     reg_rdata_o = cfg_q.seed;
      hc_traffic_pkg::NetClocks:   reg_rdata_o = now_q;
      hc_traffic_pkg::NetLast:     reg_rdata_o = last_q;
      hc_traffic_pkg::NetTopology: reg_rdata_o = {M, 12'(Nodes), 4'(Dims)};
      hc_traffic_pkg::NetRho:      reg_rdata_o = {16'd0, Rho};
      hc_traffic_pkg::NetSwitch:   reg_rdata_o = {8'd0, 8'(BufDepth), 4'(Vcs), 4'(MaxLen), 8'(DataW)};
      hc_traffic_pkg::NetWidths:   reg_rdata_o = {8'(CntW), 8'(CycW), 8'(hc_traffic_pkg::TsW), 8'(SeqW)};
      hc_traffic_pkg::NetId:       reg_rdata_o = hc_traffic_pkg::NetIdValue;
      default: reg_rdata_o = reg_addr_i >= hc_traffic_pkg::NodeSentPkts && k < 8'(NodeRegs) && 32'(reg_node_i) < Nodes ?
                             node_regs_i[reg_node_i][k] : 32'd0;  // NetCtrl reads 0
    endcase
  end

endmodule
