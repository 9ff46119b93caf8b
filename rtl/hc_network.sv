// A whole hypercycle network G(m_r..m_1; rho_r..rho_1) (docs/network.md): one hc_switch per node, output
// port p of node x wired to the input of the neighbour over p that has the opposite offset (the model's
// port map), every switch configured at reset with the network's r, m, rho and its own address, and
// every node's local port brought out. A shared register port writes one switch or all of them and
// reads one; a watchdog flags a network that holds flits and has moved, injected and ejected none for
// WatchdogCycles clocks.

module hc_network #(
  /// Dimensions r (1..4).
  parameter int unsigned Dims = 2,
  /// m_4..m_1, 4 bits each, dimension 1 in [3:0] (as register M).
  parameter hc_pkg::digits_t M = 16'h0044,
  /// rho_4..rho_1, 4 bits each (as register RHO).
  parameter hc_pkg::digits_t Rho = 16'h0011,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Flits per virtual channel FIFO.
  parameter int unsigned BufDepth = 8,
  /// Longest packet, in flits.
  parameter int unsigned MaxLen = 8,
  /// Bits per flit (at least hc_noc_pkg::hdr_width(Dims): a head's low bits are its header).
  parameter int unsigned DataW = 32,
  /// Every switch's configuration is fixed at elaboration (hc_switch's Fixed): ready from reset, the
  /// configuration registers read-only, no routing-table RAM.
  parameter bit          Fixed = 1'b0,
  /// The switches' FIFO memories in block RAM however small (hc_switch's BlockRam).
  parameter bit          BlockRam = 1'b0,
  /// Clocks without a flit moving, injected or ejected, while flits are held, that raise stalled_o.
  parameter int unsigned WatchdogCycles = 1000,
  /// Nodes: m_1 x .. x m_r.
  localparam int unsigned Nodes = hc_noc_pkg::net_nodes(Dims, M),
  /// Ports per switch: the total degree.
  localparam int unsigned Degree = hc_noc_pkg::net_degree(Dims, M, Rho),
  /// Bits of a node number.
  localparam int unsigned NodeW = Nodes > 1 ? $clog2(Nodes) : 1
) (
  /// Clock.
  input  logic                                clk_i,
  /// Synchronous reset, active low: every switch loads its configuration.
  input  logic                                rst_ni,
  /// Register write strobe.
  input  logic                                cfg_we_i,
  /// The write goes to every switch (else to cfg_node_i).
  input  logic                                cfg_all_i,
  /// The switch written or read.
  input  logic [NodeW-1:0]                    cfg_node_i,
  /// Register address (hc_pkg::reg_addr_e).
  input  logic [hc_pkg::RegAddrW-1:0]         cfg_addr_i,
  /// Register write data.
  input  hc_pkg::reg_data_t                   cfg_wdata_i,
  /// Register read data of switch cfg_node_i.
  output hc_pkg::reg_data_t                   cfg_rdata_o,
  /// Every switch is configured.
  output logic                                ready_o,
  /// Some switch's configuration is invalid.
  output logic                                error_o,
  /// Some switch refused a packet at injection.
  output logic                                refused_o,
  /// Injection, per node: the source offers a flit.
  input  logic [Nodes-1:0]                    inj_valid_i,
  /// Injection: the flit is taken.
  output logic [Nodes-1:0]                    inj_ready_o,
  /// Injection: its control.
  input  hc_noc_pkg::flit_ctl_t [Nodes-1:0]   inj_ctl_i,
  /// Injection: its bits (a head's header in the low ones).
  input  logic [Nodes-1:0][DataW-1:0]         inj_data_i,
  /// Ejection, per node: a flit for the node.
  output logic [Nodes-1:0]                    ej_valid_o,
  /// Ejection: the sink takes it.
  input  logic [Nodes-1:0]                    ej_ready_i,
  /// Ejection: its control.
  output hc_noc_pkg::flit_ctl_t [Nodes-1:0]   ej_ctl_o,
  /// Ejection: its bits.
  output logic [Nodes-1:0][DataW-1:0]         ej_data_o,
  /// A flit was forwarded somewhere in this clock.
  output logic                                moved_o,
  /// Per node, input (ports, then local) and channel: a flit is visible (for deadlock reports).
  output logic [Nodes-1:0][Degree:0][Vcs-1:0] occupied_o,
  /// Flits are held and none has moved, been injected or ejected for WatchdogCycles clocks: deadlocked.
  output logic                            stalled_o
);

  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1;

  logic [Nodes-1:0][Degree-1:0]            link_valid;
  logic [Nodes-1:0][Degree-1:0][VcW-1:0]   link_vc;
  hc_noc_pkg::flit_ctl_t [Nodes-1:0][Degree-1:0] link_ctl;
  logic [Nodes-1:0][Degree-1:0][DataW-1:0] link_data;
  logic [Nodes-1:0][Degree-1:0]            crd_valid;  // per node and input: the credit it returns
  logic [Nodes-1:0][Degree-1:0][VcW-1:0]   crd_vc;
  hc_pkg::reg_data_t [Nodes-1:0]           rdata;
  logic [Nodes-1:0]                        ready, error, refused, moved;

  // Parameters out of range stop elaboration with the rule they break, whatever Fixed is; the switches
  // are elaborated only from parameters that break none.
  localparam bit DimsOk     = Dims >= 1 && Dims <= hc_pkg::MaxDims;
  localparam bit GeometryOk = DimsOk && hc_noc_pkg::net_geometry_ok(Dims, M, Rho);
  localparam bit ParamsOk   = GeometryOk && Degree <= hc_pkg::MaxPorts;
  if (!DimsOk) begin : gen_bad_dims
    $error("hc_network: Dims must be 1..%0d", hc_pkg::MaxDims);
  end else begin : gen_dims
    for (genvar i = 0; i < Dims; i++) begin : gen_dim
      if (M[i] < 2) begin : gen_bad_m
        $error("hc_network: m_%0d = %0d, every m must be 2..15", i + 1, M[i]);
      end else if (!hc_route_pkg::dim_valid(M[i], Rho[i])) begin : gen_bad_rho
        $error("hc_network: rho_%0d = %0d, every rho must be 1..m/2 (m_%0d = %0d)", i + 1, Rho[i], i + 1, M[i]);
      end
    end
    if (GeometryOk && !ParamsOk) begin : gen_bad_degree
      $error("hc_network: the total degree is %0d, a switch has at most %0d ports", Degree, hc_pkg::MaxPorts);
    end
  end

  for (genvar x = 0; x < (ParamsOk ? Nodes : 0); x++) begin : gen_node
    localparam hc_pkg::cfg_t Cfg = '{r: 3'(Dims), m: M, rho: Rho, own: hc_noc_pkg::net_digits(Dims, M, x)};
    logic [Degree-1:0]            in_valid, out_crd_valid;
    logic [Degree-1:0][VcW-1:0]   in_vc, out_crd_vc;
    hc_noc_pkg::flit_ctl_t [Degree-1:0] in_ctl;
    logic [Degree-1:0][DataW-1:0] in_data;
    for (genvar p = 0; p < Degree; p++) begin : gen_port
      // The neighbour over p, and its input (its port of the opposite offset) that p reaches.
      localparam int unsigned Y = hc_noc_pkg::net_neighbour(Dims, M, Rho, x, p);
      localparam int unsigned Q = hc_noc_pkg::net_reverse_port(Dims, M, Rho, p);
      assign in_valid[p]      = link_valid[Y][Q];
      assign in_vc[p]         = link_vc[Y][Q];
      assign in_ctl[p]        = link_ctl[Y][Q];
      assign in_data[p]       = link_data[Y][Q];
      assign out_crd_valid[p] = crd_valid[Y][Q];
      assign out_crd_vc[p]    = crd_vc[Y][Q];
    end
    hc_switch #(
      .Dims        (Dims),
      .NumPorts    (Degree),
      .Vcs         (Vcs),
      .BufDepth    (BufDepth),
      .MaxLen      (MaxLen),
      .DataW       (DataW),
      .ResetCfg    (Cfg),
      .Fixed       (Fixed),
      .BlockRam    (BlockRam)
    ) i_switch (
      .clk_i           (clk_i),
      .rst_ni          (rst_ni),
      .cfg_we_i        (cfg_we_i && (cfg_all_i || cfg_node_i == NodeW'(x))),
      .cfg_addr_i      (cfg_addr_i),
      .cfg_wdata_i     (cfg_wdata_i),
      .cfg_rdata_o     (rdata[x]),
      .cfg_ready_o     (ready[x]),
      .cfg_error_o     (error[x]),
      .in_valid_i      (in_valid),
      .in_vc_i         (in_vc),
      .in_ctl_i        (in_ctl),
      .in_data_i       (in_data),
      .in_crd_valid_o  (crd_valid[x]),
      .in_crd_vc_o     (crd_vc[x]),
      .out_valid_o     (link_valid[x]),
      .out_vc_o        (link_vc[x]),
      .out_ctl_o       (link_ctl[x]),
      .out_data_o      (link_data[x]),
      .out_crd_valid_i (out_crd_valid),
      .out_crd_vc_i    (out_crd_vc),
      .inj_valid_i     (inj_valid_i[x]),
      .inj_ready_o     (inj_ready_o[x]),
      .inj_ctl_i       (inj_ctl_i[x]),
      .inj_data_i      (inj_data_i[x]),
      .ej_valid_o      (ej_valid_o[x]),
      .ej_ready_i      (ej_ready_i[x]),
      .ej_ctl_o        (ej_ctl_o[x]),
      .ej_data_o       (ej_data_o[x]),
      .moved_o         (moved[x]),
      .occupied_o      (occupied_o[x]),
      .refused_o       (refused[x])
    );
  end

  assign cfg_rdata_o = rdata[cfg_node_i];
  assign ready_o     = &ready;
  assign error_o     = |error;
  assign refused_o   = |refused;
  assign moved_o     = |moved;

  // The watchdog: progress is a flit forwarded, injected or ejected.
  localparam int unsigned WatchW = $clog2(WatchdogCycles + 1);
  logic [WatchW-1:0] idle_q, idle_d;
  logic              progress;
  assign progress = moved_o || (inj_valid_i & inj_ready_o) != '0 || (ej_valid_o & ej_ready_i) != '0;
  always_comb begin
    if (progress || occupied_o == '0) idle_d = '0;
    else if (idle_q != WatchW'(WatchdogCycles)) idle_d = idle_q + 1'b1;
    else idle_d = idle_q;
  end
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      idle_q <= '0;
    end else begin
      idle_q <= idle_d;
    end
  end
  assign stalled_o = idle_q == WatchW'(WatchdogCycles);

endmodule
