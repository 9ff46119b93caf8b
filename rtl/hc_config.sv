// Configuration of one node (load phase): the registers r, m, rho and the node's own address,
// written through a register interface; the rules of a valid configuration; the constants and
// tables derived from it within hc_pkg::DeriveSteps clocks of the last write; the status registers.
// The register map is hc_pkg::reg_addr_e (docs/registers.md).
//
// Everything derived is registered in stages (comparisons per dimension, then the rules and sums, then
// the error flags), so that no configuration-time path is longer than a runtime one.
//
// With Fixed set there is no load phase: the configuration is ResetCfg, its registers are read-only, and
// everything is derived at elaboration (hc_derive_pkg::derive; the routing tables are hc_derive_pkg::route_entry, which
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
  input  logic [hc_pkg::RegAddrW-1:0] addr_i,
  /// Write data.
  input  hc_pkg::reg_data_t        wdata_i,
  /// Read data of the register at addr_i.
  output hc_pkg::reg_data_t        rdata_o,
  /// The configuration is being derived: requests must wait.
  output logic                     busy_o,
  /// The configuration breaks a rule: every request gets an error response.
  output logic                     error_o,
  /// A configuration register is written this clock: requests in flight become stale.
  output logic                     flush_o,
  /// The node's own digits.
  output hc_pkg::digits_t          own_o,
  /// Per dimension, digits must be below this: m_i, or 1 above r.
  output hc_pkg::digits_t          limit_o,
  /// Routing tables: write entry table_addr_o of both tables (table 0: dimensions 1 and 2, table 1:
  /// dimensions 3 and 4, at address {dimension bit, destination digit}).
  output logic                     table_we_o,
  /// Routing tables: {dimension bit, destination digit} written.
  output hc_pkg::table_addr_t      table_addr_o,
  /// Routing tables: the entry of table t (dimensions 2t+1 and 2t+2).
  output hc_route_pkg::route_entry_t [1:0] table_data_o,
  /// The broadcast unit's constants and port table (hc_route_pkg::bcast_cfg_t; base is 0 above r).
  output hc_route_pkg::bcast_cfg_t bcast_o,
  /// Port table: the hop over port p wraps around its dimension (the network's dateline).
  output hc_pkg::port_mask_t       port_wrap_o
);

  localparam int unsigned Dims = hc_pkg::MaxDims;

  // What the registers read and the outputs show, from the load phase or from elaboration.
  hc_pkg::cfg_t cfg;
  logic [3:0]   status;          // RegStatus: {busy, deadlock_free, config_error, ready}
  logic [13:0]  error;           // RegError
  logic         error_any, busy, write;
  hc_pkg::digits_t degree, limit, diameter, a, k;
  hc_pkg::dim_ports_t base;
  logic [4:0]   degree_sum;
  logic [4:0]   total_diameter;

  if (Fixed) begin : gen_fixed
    localparam hc_derive_pkg::derived_t Derived = hc_derive_pkg::derive(ResetCfg);
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
    assign bcast_o        = Derived.bcast;
    assign port_wrap_o    = Derived.wrap;
    logic unused_write;  // the registers are read-only
    assign unused_write = we_i || wdata_i != '0 || clk_i || rst_ni;
    if (!hc_derive_pkg::cfg_valid(ResetCfg)) begin : gen_bad_cfg
      $error("hc_config: a fixed configuration (ResetCfg) must be valid");
    end
  end else begin : gen_load_phase

    hc_pkg::cfg_t cfg_q, cfg_d;
    hc_pkg::step_t step_q, step_d;
    // Load-phase controls for the next step, registered.
    logic        first_q, first_d;
    logic        busy_q, busy_d;
    // Comparisons per dimension (stage 1): m < 2, rho = 0, rho > m / 2, own >= m, own != 0.
    logic [Dims-1:0] active_q, active_d, m_low_q, m_low_d, rho_zero_q, rho_zero_d, rho_high_q, rho_high_d;
    logic [Dims-1:0] own_high_q, own_high_d, own_set_q, own_set_d;
    // Rules per dimension (stage 2), and beside them half_q, limit_q and r_bad_q (stage 1) and degree_q.
    logic [Dims-1:0] m_bad_q, m_bad_d, rho_bad_q, rho_bad_d, own_bad_q, own_bad_d;
    logic [Dims-1:0] half_q, half_d;  // 2 rho_i = m_i
    hc_pkg::digits_t degree_q, degree_d, limit_q, limit_d;
    logic        r_bad_q, r_bad_d;
    // Sums (stages 3 and 4: the total degree over two clocks) and flags (stage 5).
    hc_pkg::dim_ports_t base_q, base_d;
    logic [1:0][4:0] degree_pairs_q, degree_pairs_d;  // degrees of dimensions 1+2 and 3+4
    logic [5:0]  degree_sum_q, degree_sum_d;
    logic [13:0] error_q, error_d;
    logic        error_any_q, error_any_d;
    hc_pkg::dim_ports_t fwd_plus_q, fwd_plus_d, fwd_minus_q, fwd_minus_d;
    // From the ROM lookups.
    logic [Dims-1:0] odd_quotient;
    logic        deadlock_free;
    logic [3:0]  status_q, status_d;  // RegStatus: {busy, deadlock_free, config_error, ready}

    // Writes to the four configuration registers restart the load phase.
    always_comb begin
      write  = we_i && addr_i <= hc_pkg::RegAddr;
      cfg_d  = cfg_q;
      // busy_q is step_q != DeriveSteps (registered beside it). The counter adds it rather than holding,
      // so that it has no enable: a write reaches it through its reset alone.
      step_d = step_q + hc_pkg::step_t'(busy_q);
      if (write) begin
        step_d = '0;
        unique case (addr_i)
          hc_pkg::RegDims: cfg_d.r   = wdata_i[hc_pkg::DimW-1:0];
          hc_pkg::RegM:    cfg_d.m   = wdata_i;
          hc_pkg::RegRho:  cfg_d.rho = wdata_i;
          default:         cfg_d.own = wdata_i;
        endcase
      end
      // The same decisions as on step_d, taken on step_q so that no adder precedes them.
      first_d    = write;
      busy_d     = write || step_q < hc_pkg::step_t'(hc_pkg::DeriveSteps - 1);
      status_d   = {busy_d, deadlock_free && !error_any_q, error_any_q, !busy_d};
    end

    always_comb begin
      hc_pkg::digit_t m, rho, own;
      hc_pkg::port_t  dim_base;
      logic       degree_known;
      m            = '0;
      rho          = '0;
      own          = '0;
      dim_base     = '0;
      degree_known = 1'b0;
      // Everything holds outside the load phase (no switching, and less to simulate).
      r_bad_d      = r_bad_q;
      active_d     = active_q;
      m_low_d      = m_low_q;
      rho_zero_d   = rho_zero_q;
      rho_high_d   = rho_high_q;
      own_high_d   = own_high_q;
      own_set_d    = own_set_q;
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
        // Stage 1: the comparisons of each dimension's digits.
        r_bad_d = cfg_q.r == 3'd0 || cfg_q.r > 3'(Dims);
        for (int unsigned i = 0; i < Dims; i++) begin
          m             = cfg_q.m[i];
          rho           = cfg_q.rho[i];
          own           = cfg_q.own[i];
          active_d[i]   = cfg_q.r > 3'(i);
          m_low_d[i]    = m < 4'd2;
          rho_zero_d[i] = rho == 4'd0;
          rho_high_d[i] = rho > {1'b0, m[3:1]};
          own_high_d[i] = own >= m;
          own_set_d[i]  = own != 4'd0;
          limit_d[i]   = active_d[i] ? m : 4'd1;
          half_d[i]          = {rho, 1'b0} == {1'b0, m};
        end
        // Stage 2: the rules and the degree of each dimension (dimensions at or above r must have own
        // digit 0, and have degree 0); stage 3 the port bases (0 above r) and the degrees of dimensions
        // 1+2 and 3+4; stage 4 the total degree.
        for (int unsigned i = 0; i < Dims; i++) begin
          // hc_route_pkg::degree's 4-bit field (2 rho, less one when 2 rho = m) from the flag of stage 1.
          rho          = cfg_q.rho[i];
          degree_d[i]  = !active_q[i] ? 4'd0 : half_q[i] ? {rho[2:0] - 3'd1, 1'b1} : {rho[2:0], 1'b0};
          m_bad_d[i]   = active_q[i] && m_low_q[i];
          rho_bad_d[i] = active_q[i] && (rho_zero_q[i] || (!m_low_q[i] && rho_high_q[i]));
          own_bad_d[i] = active_q[i] ? own_high_q[i] : own_set_q[i];
        end
        base_d = '0;
        for (int unsigned i = 1; i < Dims; i++) begin
          if (active_q[i]) base_d[i] = base_q[i-1] + degree_q[i-1];
        end
        degree_pairs_d = '0;
        for (int unsigned i = 0; i < Dims; i++) begin
          degree_pairs_d[i/2] = degree_pairs_d[i/2] + {1'b0, degree_q[i]};
        end
        degree_sum_d = {1'b0, degree_pairs_q[0]} + {1'b0, degree_pairs_q[1]};
        // Stage 5: the error flags (the degree rule applies once m and rho are valid everywhere); and,
        // a clock after each base, the ports that continue a broadcast at +rho and -rho (+rho when 2 rho = m).
        degree_known = m_bad_q == '0 && rho_bad_q == '0;
        error_d = {own_bad_q, degree_known && degree_sum_q > 6'(hc_pkg::MaxPorts), rho_bad_q, m_bad_q, r_bad_q};
        error_any_d = |error_d;
        for (int unsigned i = 0; i < Dims; i++) begin
          rho      = cfg_q.rho[i];
          dim_base = base_q[i];
          fwd_plus_d[i]  = dim_base + rho - 4'd1;
          fwd_minus_d[i] = half_q[i] ? dim_base + rho - 4'd1 : dim_base + {rho[2:0], 1'b0} - 4'd1;
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
        .digit_i        (hc_pkg::digit_t'(step_q)),
        .hi_i           (32'(hc_pkg::table_addr_t'(step_q - hc_pkg::step_t'(hc_pkg::StepRouteFill))) >= hc_pkg::TableDigits),
        .m_i            (cfg_q.m[2*t +: 2]),
        .rho_i          (cfg_q.rho[2*t +: 2]),
        .own_i          (cfg_q.own[2*t +: 2]),
        .odd_quotient_i (odd_quotient[2*t +: 2]),
        .half_i         (half_q[2*t +: 2]),
        .base_i         (base_q[2*t +: 2]),
        .limit_i        (limit_q[2*t +: 2]),
        .entry_o        (table_data_o[t])
      );
    end

    hc_port_table i_port_table (
      .clk_i      (clk_i),
      .rst_ni     (rst_ni),
      .run_i      (busy_q),
      .step_i     (step_q),
      .active_i   (active_q),
      .degree_i   (degree_sum_q[4:0]),
      .m_i        (cfg_q.m),
      .rho_i      (cfg_q.rho),
      .own_i      (cfg_q.own),
      .base_i     (base_q),
      .diameter_i (diameter),
      .a_i        (a),
      .k_i        (k),
      .plus_o     (bcast_o.port_plus),
      .wd_o       (bcast_o.port_wd),
      .owc_o      (bcast_o.port_owc),
      .sends_o    (bcast_o.port_sends),
      .wrap_o     (port_wrap_o)
    );

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        cfg_q            <= ResetCfg;
        step_q           <= '0;
        first_q          <= 1'b1;
        busy_q           <= 1'b1;
        status_q         <= 4'b1010;
        active_q         <= '0;
        m_low_q          <= '0;
        rho_zero_q       <= '0;
        rho_high_q       <= '0;
        own_high_q       <= '0;
        own_set_q        <= '0;
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
        busy_q           <= busy_d;
        status_q         <= status_d;
        active_q         <= active_d;
        m_low_q          <= m_low_d;
        rho_zero_q       <= rho_zero_d;
        rho_high_q       <= rho_high_d;
        own_high_q       <= own_high_d;
        own_set_q        <= own_set_d;
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
    assign table_we_o     = busy_q;
    // The routing tables' address in step s: (s - StepRouteWrite) mod RouteEntries, the entry of the
    // digit fed StepRouteWrite - StepRouteFill steps earlier (no configuration write in its logic).
    assign table_addr_o   = hc_pkg::table_addr_t'(step_q - hc_pkg::step_t'(hc_pkg::StepRouteWrite));
    assign bcast_o.r         = cfg_q.r;
    assign bcast_o.diameter  = diameter;
    assign bcast_o.base      = base_q;
    assign bcast_o.fwd_plus  = fwd_plus_q;
    assign bcast_o.fwd_minus = fwd_minus_q;

  end

  // Status read-back (fields of dimensions at or above r read as 0): two 8-way muxes and a 2-way one.
  always_comb begin
    hc_pkg::reg_data_t low, high;
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

endmodule
