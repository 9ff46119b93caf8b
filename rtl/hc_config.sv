// Configuration of one node (load phase): the registers r, m, rho and the node's own address,
// written through a register interface; the rules of a valid configuration; the constants and
// tables derived from it within hc_pkg::DeriveSteps clocks of the last write; the status registers.
// The register map is hc_pkg::reg_addr_e (docs/registers.md).
//
// Everything derived is registered in stages (rules per dimension, then their sums, then the error
// flags), so that no configuration-time path is longer than a runtime one.
//
// With Fixed set there is no load phase: the configuration is ResetCfg, its registers are read-only, and
// everything is derived at elaboration (hc_pkg::derive; the routing tables are hc_pkg::route_entry, which
// the user of the tables reads from its own constant copy): the unit is ready from reset.
module hc_config #(
  /// The configuration registers after reset; the default, all zeros, is invalid (r = 0). A network
  /// top gives each switch its configuration and own address, ready DeriveSteps clocks after reset.
  parameter hc_pkg::cfg_t ResetCfg = '0,
  /// The configuration is ResetCfg for good, derived at elaboration (it must be valid).
  parameter bit           Fixed = 1'b0
) (
  /// Clock.
  input  logic                     clk_i,
  /// Synchronous reset, active low. Registers reset to 0 (an invalid configuration: r = 0).
  input  logic                     rst_ni,
  /// Write strobe.
  input  logic                     we_i,
  /// Register address, for writes and for the combinational read.
  input  logic [3:0]               addr_i,
  /// Write data.
  input  logic [15:0]              wdata_i,
  /// Read data of the register at addr_i.
  output logic [15:0]              rdata_o,
  /// The configuration is being derived: requests must wait.
  output logic                     busy_o,
  /// The configuration breaks a rule: every request gets an error response.
  output logic                     error_o,
  /// A configuration register is written this clock: requests in flight become stale.
  output logic                     flush_o,
  /// The node's own digits, 4 bits each.
  output logic [15:0]              own_o,
  /// Per dimension, digits must be below this: m_i, or 1 above r.
  output logic [15:0]              limit_o,
  /// Routing tables: write entry table_addr_o of both tables (table 0: dimensions 1 and 2, table 1:
  /// dimensions 3 and 4, at address {dimension bit, destination digit}).
  output logic                     table_we_o,
  /// Routing tables: {dimension bit, destination digit} written.
  output logic [4:0]               table_addr_o,
  /// Routing tables: the entry of table t (dimensions 2t+1 and 2t+2).
  output hc_pkg::route_entry_t [1:0] table_data_o,
  /// Number of dimensions.
  output logic [2:0]               r_o,
  /// D_i, 4 bits each.
  output logic [15:0]              diameter_o,
  /// Global number of each dimension's first port, 4 bits each (0 above r).
  output logic [15:0]              base_o,
  /// Port at offset +rho_i, 4 bits each.
  output logic [15:0]              fwd_plus_o,
  /// Port at offset -rho_i (+rho_i when 2 rho_i = m_i), 4 bits each.
  output logic [15:0]              fwd_minus_o,
  /// Port table: port p has a positive offset.
  output logic [15:0]              port_plus_o,
  /// Port table: dimension of port p, 1-based, 3 bits each; 0 for a port that does not exist.
  output logic [47:0]              port_wd_o,
  /// Port table: wc the originating node sends on port p, 3 bits each.
  output logic [47:0]              port_owc_o,
  /// Port table: the originating node sends on port p.
  output logic [15:0]              port_sends_o,
  /// Port table: the hop over port p wraps around its dimension (the network's dateline).
  output logic [15:0]              port_wrap_o
);

  localparam int unsigned Dims = hc_pkg::MaxDims;
  /// Bits of the load-phase step counter, which stops at DeriveSteps.
  localparam int unsigned StepW = $clog2(hc_pkg::DeriveSteps + 1);

  // What the registers read and the outputs show, from the load phase or from elaboration.
  hc_pkg::cfg_t cfg;
  logic [3:0]   status;          // RegStatus: {busy, deadlock_free, config_error, ready}
  logic [13:0]  error;           // RegError
  logic         error_any, busy, write;
  logic [15:0]  degree, base, limit, diameter, a, k;
  logic [4:0]   degree_sum;
  logic [4:0]   total_diameter;

  if (Fixed) begin : gen_fixed
    localparam hc_pkg::derived_t Derived = hc_pkg::derive(ResetCfg);
    assign cfg            = ResetCfg;
    assign status         = {1'b0, Derived.deadlock_free, 1'b0, 1'b1};
    assign error          = '0;
    assign error_any      = 1'b0;
    assign busy           = 1'b0;
    assign write          = 1'b0;
    assign degree         = Derived.degree;
    assign base           = Derived.bcast.base;
    assign limit          = Derived.limit;
    assign diameter       = Derived.bcast.diameter;
    assign a              = Derived.a;
    assign k              = Derived.k;
    assign degree_sum     = Derived.total_degree[4:0];
    assign total_diameter = Derived.total_diameter;
    assign table_we_o     = 1'b0;
    assign table_addr_o   = '0;
    assign table_data_o   = '0;
    assign fwd_plus_o     = Derived.bcast.fwd_plus;
    assign fwd_minus_o    = Derived.bcast.fwd_minus;
    assign port_plus_o    = Derived.bcast.port_plus;
    assign port_wd_o      = Derived.bcast.port_wd;
    assign port_owc_o     = Derived.bcast.port_owc;
    assign port_sends_o   = Derived.bcast.port_sends;
    assign port_wrap_o    = Derived.wrap;
    logic unused_write;  // the registers are read-only
    assign unused_write = we_i || wdata_i != '0 || clk_i || rst_ni;
    if (!hc_pkg::cfg_valid(ResetCfg)) begin : gen_bad_cfg
      $error("hc_config: a fixed configuration (ResetCfg) must be valid");
    end
  end else begin : gen_load_phase

    hc_pkg::cfg_t cfg_q, cfg_d;
    logic [StepW-1:0] step_q, step_d;
    // Load-phase controls for the next step, registered.
    logic        first_q, first_d, route_we_q, route_we_d, port_we_q, port_we_d;
    logic        busy_q, busy_d;
    logic [4:0]  table_addr_q, table_addr_d;
    // Rules per dimension (stage 1).
    logic [3:0]  active_q, active_d, m_bad_q, m_bad_d, rho_bad_q, rho_bad_d, own_bad_q, own_bad_d;
    logic [3:0]  half_q, half_d;  // 2 rho_i = m_i
    logic [15:0] degree_q, degree_d, limit_q, limit_d;
    logic        r_bad_q, r_bad_d;
    // Sums (stages 2 and 3: the total degree over two clocks) and flags (stage 4).
    logic [15:0] base_q, base_d;
    logic [9:0]  degree_pairs_q, degree_pairs_d;  // degrees of dimensions 1+2 and 3+4, 5 bits each
    logic [5:0]  degree_sum_q, degree_sum_d;
    logic [13:0] error_q, error_d;
    logic        error_any_q, error_any_d;
    logic [15:0] fwd_plus_q, fwd_plus_d, fwd_minus_q, fwd_minus_d;
    // From the ROM lookups.
    logic [3:0]  odd_quotient;
    logic        deadlock_free;
    logic [3:0]  status_q, status_d;  // RegStatus: {busy, deadlock_free, config_error, ready}

    // Writes to the four configuration registers restart the load phase.
    always_comb begin
      write  = we_i && addr_i <= hc_pkg::RegAddr;
      cfg_d  = cfg_q;
      step_d = step_q == StepW'(hc_pkg::DeriveSteps) ? step_q : step_q + 1'b1;
      if (write) begin
        step_d = '0;
        unique case (addr_i)
          hc_pkg::RegDims: cfg_d.r   = wdata_i[2:0];
          hc_pkg::RegM:    cfg_d.m   = wdata_i;
          hc_pkg::RegRho:  cfg_d.rho = wdata_i;
          default:         cfg_d.own = wdata_i;
        endcase
      end
      // The same decisions as on step_d, taken on step_q so that no adder precedes them.
      first_d    = write;
      route_we_d = !write && step_q >= StepW'(hc_pkg::StepRouteWrite - 1)
                          && step_q < StepW'(hc_pkg::StepRouteWrite + hc_pkg::RouteEntries - 1);
      port_we_d  = !write && step_q >= StepW'(hc_pkg::StepPortWrite - 1)
                          && step_q < StepW'(hc_pkg::StepPortWrite + hc_pkg::MaxPorts - 1);
      busy_d     = write || step_q < StepW'(hc_pkg::DeriveSteps - 1);
      status_d   = {busy_d, deadlock_free && !error_any_q, error_any_q, !busy_d};
      table_addr_d = route_we_q ? table_addr_q + 5'd1 : 5'd0;
    end

    always_comb begin
      logic [3:0] m, rho, own, dim_base;
      logic       degree_known;
      m            = '0;
      rho          = '0;
      own          = '0;
      dim_base     = '0;
      degree_known = 1'b0;
      // Everything holds outside the load phase (no switching, and less to simulate).
      r_bad_d      = r_bad_q;
      active_d     = active_q;
      m_bad_d      = m_bad_q;
      rho_bad_d    = rho_bad_q;
      own_bad_d    = own_bad_q;
      degree_d     = degree_q;
      limit_d      = limit_q;
      half_d       = half_q;
      base_d       = base_q;
      degree_pairs_d = degree_pairs_q;
      degree_sum_d = degree_sum_q;
      error_d      = error_q;
      error_any_d  = error_any_q;
      fwd_plus_d   = fwd_plus_q;
      fwd_minus_d  = fwd_minus_q;
      if (busy_q) begin
        // Stage 1: the rules of each dimension. Dimensions at or above r must have own digit 0.
        r_bad_d = cfg_q.r == 3'd0 || cfg_q.r > 3'(Dims);
        for (int unsigned i = 0; i < Dims; i++) begin
          m            = cfg_q.m[4*i +: 4];
          rho          = cfg_q.rho[4*i +: 4];
          own          = cfg_q.own[4*i +: 4];
          active_d[i]  = cfg_q.r > 3'(i);
          m_bad_d[i]   = active_d[i] && m < 4'd2;
          rho_bad_d[i] = active_d[i] && (rho == 4'd0 || (!m_bad_d[i] && rho > {1'b0, m[3:1]}));
          own_bad_d[i] = active_d[i] ? own >= m : own != 4'd0;
          degree_d[4*i +: 4] = active_d[i] ? 4'(hc_pkg::degree(m, rho)) : 4'd0;
          limit_d[4*i +: 4]  = active_d[i] ? m : 4'd1;
          half_d[i]          = {rho, 1'b0} == {1'b0, m};
        end
        // Stage 2: port bases (0 above r) and the degrees of dimensions 1+2 and 3+4; stage 3 the
        // total degree.
        base_d = '0;
        for (int unsigned i = 1; i < Dims; i++) begin
          if (active_q[i]) base_d[4*i +: 4] = base_q[4*(i-1) +: 4] + degree_q[4*(i-1) +: 4];
        end
        degree_pairs_d = '0;
        for (int unsigned i = 0; i < Dims; i++) begin
          degree_pairs_d[5*(i/2) +: 5] = degree_pairs_d[5*(i/2) +: 5] + {1'b0, degree_q[4*i +: 4]};
        end
        degree_sum_d = {1'b0, degree_pairs_q[4:0]} + {1'b0, degree_pairs_q[9:5]};
        // Stage 4: the error flags (the degree rule applies once m and rho are valid everywhere), and
        // the ports that continue a broadcast at offsets +rho and -rho (+rho when 2 rho = m).
        degree_known = m_bad_q == '0 && rho_bad_q == '0;
        error_d = {own_bad_q, degree_known && degree_sum_q > 6'(hc_pkg::MaxPorts), rho_bad_q, m_bad_q, r_bad_q};
        error_any_d = |error_d;
        for (int unsigned i = 0; i < Dims; i++) begin
          rho      = cfg_q.rho[4*i +: 4];
          dim_base = base_q[4*i +: 4];
          fwd_plus_d[4*i +: 4]  = dim_base + rho - 4'd1;
          fwd_minus_d[4*i +: 4] = half_q[i] ? dim_base + rho - 4'd1 : dim_base + {rho[2:0], 1'b0} - 4'd1;
        end
      end
    end

    hc_dim_constants i_dim_constants (
      .clk_i            (clk_i),
      .rst_ni           (rst_ni),
      .run_i            (busy_q),
      .start_i          (first_q),
      .active_i         (active_q),
      .m_i              (cfg_q.m),
      .rho_i            (cfg_q.rho),
      .own_i            (cfg_q.own),
      .diameter_o       (diameter),
      .a_o              (a),
      .k_o              (k),
      .odd_quotient_o   (odd_quotient),
      .total_diameter_o (total_diameter),
      .deadlock_free_o  (deadlock_free)
    );

    // Two fill pipelines: dimensions 1 and 2 into table 0, dimensions 3 and 4 into table 1.
    for (genvar t = 0; t < 2; t++) begin : gen_fill
      hc_route_fill i_route_fill (
        .clk_i          (clk_i),
        .rst_ni         (rst_ni),
        .run_i          (busy_q),
        .digit_i        (step_q[3:0]),
        .hi_i           (step_q >= StepW'(hc_pkg::StepRouteFill + hc_pkg::TableDigits)),
        .m_i            (cfg_q.m[8*t +: 8]),
        .rho_i          (cfg_q.rho[8*t +: 8]),
        .own_i          (cfg_q.own[8*t +: 8]),
        .odd_quotient_i (odd_quotient[2*t +: 2]),
        .half_i         (half_q[2*t +: 2]),
        .base_i         (base_q[8*t +: 8]),
        .limit_i        (limit_q[8*t +: 8]),
        .entry_o        (table_data_o[t])
      );
    end

    hc_port_table i_port_table (
      .clk_i      (clk_i),
      .rst_ni     (rst_ni),
      .run_i      (busy_q),
      .step_i     (step_q[3:0]),
      .we_i       (port_we_q),
      .active_i   (active_q),
      .degree_i   (degree_sum_q[4:0]),
      .m_i        (cfg_q.m),
      .rho_i      (cfg_q.rho),
      .own_i      (cfg_q.own),
      .base_i     (base_q),
      .diameter_i (diameter),
      .a_i        (a),
      .k_i        (k),
      .plus_o     (port_plus_o),
      .wd_o       (port_wd_o),
      .owc_o      (port_owc_o),
      .sends_o    (port_sends_o),
      .wrap_o     (port_wrap_o)
    );

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        cfg_q            <= ResetCfg;
        step_q           <= '0;
        first_q          <= 1'b1;
        route_we_q       <= 1'b0;
        port_we_q        <= 1'b0;
        busy_q           <= 1'b1;
        status_q         <= 4'b1010;
        table_addr_q     <= '0;
        active_q         <= '0;
        m_bad_q          <= '0;
        rho_bad_q        <= '0;
        own_bad_q        <= '0;
        half_q           <= '0;
        degree_q         <= '0;
        limit_q          <= '0;
        r_bad_q          <= 1'b1;
        base_q           <= '0;
        degree_pairs_q   <= '0;
        degree_sum_q     <= '0;
        error_q          <= 14'b1;
        error_any_q      <= 1'b1;
        fwd_plus_q       <= '0;
        fwd_minus_q      <= '0;
      end else begin
        cfg_q            <= cfg_d;
        step_q           <= step_d;
        first_q          <= first_d;
        route_we_q       <= route_we_d;
        port_we_q        <= port_we_d;
        busy_q           <= busy_d;
        status_q         <= status_d;
        table_addr_q     <= table_addr_d;
        active_q         <= active_d;
        m_bad_q          <= m_bad_d;
        rho_bad_q        <= rho_bad_d;
        own_bad_q        <= own_bad_d;
        half_q           <= half_d;
        degree_q         <= degree_d;
        limit_q          <= limit_d;
        r_bad_q          <= r_bad_d;
        base_q           <= base_d;
        degree_pairs_q   <= degree_pairs_d;
        degree_sum_q     <= degree_sum_d;
        error_q          <= error_d;
        error_any_q      <= error_any_d;
        fwd_plus_q       <= fwd_plus_d;
        fwd_minus_q      <= fwd_minus_d;
      end
    end

    assign cfg            = cfg_q;
    assign status         = status_q;
    assign error          = error_q;
    assign error_any      = error_any_q;
    assign busy           = busy_q;
    assign degree         = degree_q;
    assign base           = base_q;
    assign limit          = limit_q;
    assign degree_sum     = degree_sum_q[4:0];
    assign table_we_o     = route_we_q;
    assign table_addr_o   = table_addr_q;
    assign fwd_plus_o     = fwd_plus_q;
    assign fwd_minus_o    = fwd_minus_q;

  end

  // Status read-back (fields of dimensions at or above r read as 0): two 8-way muxes and a 2-way one.
  always_comb begin
    logic [15:0] low, high;
    unique case (addr_i[2:0])
      3'(hc_pkg::RegDims):   low = {13'b0, cfg.r};
      3'(hc_pkg::RegM):      low = cfg.m;
      3'(hc_pkg::RegRho):    low = cfg.rho;
      3'(hc_pkg::RegAddr):   low = cfg.own;
      3'(hc_pkg::RegStatus): low = {12'b0, status};
      3'(hc_pkg::RegError):  low = {2'b0, error};
      3'(hc_pkg::RegTotals): low = {3'b0, total_diameter, 3'b0, degree_sum};
      default:               low = diameter;  // RegDiameter
    endcase
    unique case (addr_i[2:0])
      3'(hc_pkg::RegA):        high = a;
      3'(hc_pkg::RegK):        high = k;
      3'(hc_pkg::RegDegree):   high = degree;
      3'(hc_pkg::RegPortBase): high = base;
      3'(hc_pkg::RegId):       high = hc_pkg::IdValue;
      default:                 high = '0;
    endcase
    rdata_o = addr_i[3] ? high : low;
  end

  assign busy_o      = busy;
  assign error_o     = error_any;
  assign flush_o     = write;
  assign own_o       = cfg.own;
  assign limit_o     = limit;
  assign r_o         = cfg.r;
  assign diameter_o  = diameter;
  assign base_o      = base;

endmodule
