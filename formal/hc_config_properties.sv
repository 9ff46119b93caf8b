// Properties of hc_config under any register traffic (writes and reads of any address with any data, at
// any time), against the formal-only reference hc_ref_pkg and a shadow of the registers written:
// - the load phase: busy exactly until DeriveSteps clocks after the clock that followed the last write to
//   0x0..0x3 (or reset); writes to read-only addresses change nothing;
// - read-back: the registers written, STATUS, ERROR (the rules), TOTALS, DIAMETER, A, K, DEGREE and
//   PORT_BASE of every configuration, and ID, once the configuration is derived;
// - the routing tables: written in every clock of the load phase, at address (step - StepRouteWrite)
//   mod 32; from step StepRouteWrite on each write is the reference's entry for its dimension and digit
//   (for a valid configuration), so every entry is right before busy drops;
// - the contract with hc_bcast (hc_bcast_properties assumes it): the outputs change only after a write or
//   in the load phase, the load phase starts the clock after a write, and a derived valid configuration
//   satisfies hc_ref_pkg::bcast_cfg_ok; the port table is the reference's.
// The routing-table checks (CHECK_TABLES) and the port-table checks (CHECK_PORTS) are separate proofs
// (hc_config.sby's tasks): each is smaller for the solver, and the rest is in every one.
module hc_config_properties (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low (low in the first clock).
  input  logic        rst_ni,
  /// The register interface, free.
  input  logic        we_i,
  input  logic [hc_pkg::RegAddrW-1:0] addr_i,
  input  hc_pkg::reg_data_t wdata_i
);

  localparam int unsigned Steps = hc_pkg::DeriveSteps;

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always_comb if (init_q) assume (!rst_ni);

  hc_pkg::reg_data_t rdata;
  logic        busy, error, flush;
  hc_pkg::digits_t own, limit;
  logic        table_we;
  logic [4:0]  table_addr;
  hc_route_pkg::route_entry_t [1:0] table_data;
  hc_route_pkg::bcast_cfg_t bcast_cfg;
  hc_pkg::port_mask_t port_wrap;

  hc_config i_config (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .we_i         (we_i),
    .addr_i       (addr_i),
    .wdata_i      (wdata_i),
    .rdata_o      (rdata),
    .busy_o       (busy),
    .error_o      (error),
    .flush_o      (flush),
    .own_o        (own),
    .limit_o      (limit),
    .table_we_o   (table_we),
    .table_addr_o (table_addr),
    .table_data_o (table_data),
    .bcast_o      (bcast_cfg),
    .port_wrap_o  (port_wrap)
  );

  // Shadow: the registers as written, and the clocks since the clock after the last write (saturating).
  hc_pkg::cfg_t     cfg_q;
  logic [5:0]       since_q;
  logic             write;
  assign write = we_i && addr_i <= 4'(hc_pkg::RegAddr);
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      cfg_q   <= '0;
      since_q <= '0;
    end else begin
      since_q <= write ? 6'd0 : since_q == 6'(Steps) ? since_q : since_q + 6'd1;
      if (write) begin
        unique case (addr_i)
          4'(hc_pkg::RegDims): cfg_q.r   <= wdata_i[2:0];
          4'(hc_pkg::RegM):    cfg_q.m   <= wdata_i;
          4'(hc_pkg::RegRho):  cfg_q.rho <= wdata_i;
          default:             cfg_q.own <= wdata_i;
        endcase
      end
    end
  end

  // The reference's view of the configuration written.
  logic        valid;
  logic [13:0] errors;
  hc_pkg::digits_t diameter, eq6_a, eq6_k, degree;
  hc_pkg::dim_ports_t base;
  logic [4:0]  total_degree, total_diameter;
  logic        deadlock_free;
  logic [3:0]  odd_quotient, half;
  logic [3:0]  m_low, rho_zero, rho_high, own_high, own_set;  // the digits' comparisons (stage 1)
  hc_pkg::digits_t limit_ref;
  logic [1:0][4:0] degree_pairs;     // of the degree fields of dimensions 1+2 and 3+4
  logic [5:0]  degree_sum;           // of the 4-bit degree fields (the TOTALS field when valid)
  hc_pkg::dim_ports_t fwd_plus, fwd_minus;  // the +rho and -rho ports (as hc_config computes them, in every field)
  always_comb begin
    errors         = hc_ref_pkg::errors(cfg_q);
    valid          = errors == '0;
    diameter       = '0;
    eq6_a          = '0;
    eq6_k          = '0;
    degree         = '0;
    base           = '0;
    total_degree   = '0;
    total_diameter = '0;
    deadlock_free  = valid;
    degree_sum     = '0;
    degree_pairs   = '0;
    for (int unsigned i = 0; i < 4; i++) begin
      hc_ref_pkg::num_t m, rho, own_digit;
      m   = hc_ref_pkg::field(cfg_q.m, i);
      rho = hc_ref_pkg::field(cfg_q.rho, i);
      own_digit = hc_ref_pkg::field(cfg_q.own, i);
      odd_quotient[i] = rho != 0 && (own_digit / rho) % 2 == 1;
      half[i]         = 2 * rho == m;
      m_low[i]        = m < 2;
      rho_zero[i]     = rho == 0;
      rho_high[i]     = rho > m / 2;
      own_high[i]     = own_digit >= m;
      own_set[i]      = own_digit != 0;
      limit_ref[i] = hc_ref_pkg::active(cfg_q, i) ? cfg_q.m[i] : 4'd1;
      if (hc_ref_pkg::active(cfg_q, i)) begin
        degree[i] = 4'(hc_ref_pkg::degree(m, rho));
        base[i]   = 4'(hc_ref_pkg::base(cfg_q, i));
        total_degree     = total_degree + 5'(hc_ref_pkg::degree(m, rho));
        degree_sum       = degree_sum + 6'(degree[i]);
        degree_pairs[i/2] = degree_pairs[i/2] + 5'(degree[i]);
        if (hc_ref_pkg::dim_ok(m, rho)) begin
          diameter[i] = 4'(hc_ref_pkg::diameter(m, rho));
          eq6_a[i]    = 4'(hc_ref_pkg::eq6_a(m, rho));
          eq6_k[i]    = 4'(hc_ref_pkg::eq6_k(m, rho));
          total_diameter     = total_diameter + 5'(hc_ref_pkg::diameter(m, rho));
          if (!hc_ref_pkg::deadlock_free_dim(m, rho)) deadlock_free = 1'b0;
        end
      end
      fwd_plus[i]  = base[i] + 4'(rho) - 4'd1;
      fwd_minus[i] = half[i] ? fwd_plus[i] : base[i] + 4'(2 * rho) - 4'd1;
    end
  end

  // The port table of the reference.
  hc_pkg::port_mask_t port_plus, port_sends, port_exists, port_wraps;
  hc_pkg::port_dims_t port_wd;
  hc_pkg::port_wcs_t  port_owc;
  always_comb begin
    for (int unsigned p = 0; p < 16; p++) begin
      hc_ref_pkg::port_t q;
      q = hc_ref_pkg::port(cfg_q, 4'(p));
      port_exists[p]     = q.exists;
      port_plus[p]       = q.plus;
      port_wraps[p]      = q.wrap;
      port_wd[p]  = q.wd;
      port_owc[p] = q.owc;
      port_sends[p]      = q.owc != 0;
    end
  end

  // The routing-table entries being written are the reference's (out and own always, the rest where the
  // digit is neither); the port-table entries written so far in this load phase are the reference's.
  logic tables_ok, ports_written_ok;
  always_comb begin
    tables_ok = 1'b1;
    for (int unsigned t = 0; t < 2; t++) begin
      hc_route_pkg::route_entry_t want;
      want = hc_ref_pkg::route_entry(cfg_q, 2 * t + 32'(table_addr[4]), table_addr[3:0]);
      if (table_data[t].out != want.out || table_data[t].own != want.own ||
          !(want.out || want.own || table_data[t] == want)) tables_ok = 1'b0;
    end
    ports_written_ok = 1'b1;
    for (int unsigned p = 0; p < 16; p++) begin
      if (since_q >= 6'(hc_pkg::StepPortWrite + 1 + p) &&
          (bcast_cfg.port_wd[p] != port_wd[p] || bcast_cfg.port_owc[p] != port_owc[p] ||
           bcast_cfg.port_sends[p] != port_sends[p] ||
           bcast_cfg.port_plus[p] != (port_exists[p] && port_plus[p]) ||
           port_wrap[p] != (port_exists[p] && port_wraps[p])))
        ports_written_ok = 1'b0;
    end
  end

  // The load phase, the registers written, and the table writes.
  always_comb begin
    if (rst_ni) begin
      BusyUntilDeriveStepsAfterTheLastWrite: assert (busy == (since_q < 6'(Steps)));
      FlushOnEveryConfigurationWrite: assert (flush == write);
      TablesWrittenInOrderInTheLoadPhase: assert (
        table_we == busy && (!table_we || table_addr == 5'(since_q - 6'(hc_pkg::StepRouteWrite))));
`ifdef CHECK_TABLES
      if (table_we && valid && since_q >= 6'(hc_pkg::StepRouteWrite)) begin
        TableEntriesAreTheReference: assert (tables_ok);
      end
`endif
      unique case (addr_i)
        4'(hc_pkg::RegDims):     ReadDims: assert (rdata == {13'b0, cfg_q.r});
        4'(hc_pkg::RegM):        ReadM: assert (rdata == cfg_q.m);
        4'(hc_pkg::RegRho):      ReadRho: assert (rdata == cfg_q.rho);
        4'(hc_pkg::RegAddr):     ReadAddr: assert (rdata == cfg_q.own);
        4'(hc_pkg::RegStatus):   ReadStatus: assert (rdata[15:4] == '0 && rdata[3] == busy && rdata[0] == !busy &&
                                                     (busy || rdata[2:1] == {deadlock_free, !valid}));
        4'(hc_pkg::RegError):    ReadError: assert (busy || rdata == {2'b0, errors});
        4'(hc_pkg::RegTotals):   ReadTotals: assert (busy || !valid || rdata == {3'b0, total_diameter, 3'b0, total_degree});
        4'(hc_pkg::RegDiameter): ReadDiameter: assert (busy || !valid || rdata == diameter);
        4'(hc_pkg::RegA):        ReadA: assert (busy || !valid || rdata == eq6_a);
        4'(hc_pkg::RegK):        ReadK: assert (busy || !valid || rdata == eq6_k);
        4'(hc_pkg::RegDegree):   ReadDegree: assert (busy || !valid || rdata == degree);
        4'(hc_pkg::RegPortBase): ReadPortBase: assert (busy || !valid || rdata == base);
        4'(hc_pkg::RegId):       ReadId: assert (rdata == hc_pkg::IdValue);
        default:                 ReadUnused: assert (rdata == '0);
      endcase
      if (!busy) begin
        ErrorIsTheRules: assert (error == !valid);
        OwnAndLimits: assert (own == cfg_q.own && limit == limit_ref);
      end
`ifdef CHECK_PORTS
      if (!busy && !error) begin
        BcastContract: assert (hc_ref_pkg::bcast_cfg_ok(bcast_cfg));
        PortTableIsTheReference: assert (bcast_cfg.r == cfg_q.r && bcast_cfg.port_wd == port_wd &&
                                         bcast_cfg.port_owc == port_owc && bcast_cfg.port_sends == port_sends &&
                                         bcast_cfg.port_plus == (port_plus & port_exists) &&
                                         port_wrap == (port_wraps & port_exists));
      end
`endif
    end
  end

  // The outputs hold outside the load phase and the clock after a write; the load phase starts the clock
  // after a write and at no other time.
  always_ff @(posedge clk_i) begin
    if (!init_q && rst_ni && $past(rst_ni)) begin
      if (!$past(flush) && !$past(busy)) begin
        HoldOutsideTheLoadPhase: assert ($stable(bcast_cfg) && $stable(error) && $stable(own) && $stable(limit));
        LoadPhaseOnlyAfterAWrite: assert (!busy);
      end
      if ($past(flush)) LoadPhaseAfterAWrite: assert (busy);
    end
  end

  // Invariants that carry the induction across the load phase and beyond: each register of the derivation
  // is right from the step at which it is complete (so that a short induction closes).
  localparam logic [hc_route_pkg::RomEntries-1:0][9:0] DimRom = hc_route_pkg::dim_constants_rom();
  localparam logic [hc_route_pkg::RomEntries-1:0]      OddRom = hc_route_pkg::odd_quotient_rom();
  hc_route_pkg::rom_addr_t [3:0] dim_addr, odd_addr;  // each dimension's ROM addresses
  logic [3:0] active;
  logic [3:0] looked_up;  // dimensions whose constants are looked up: those below r, and dimension 1
  logic [3:0][9:0] rom;  // {risk, D, a, k} of each dimension as the ROM holds it (0 if not looked up)
  logic [3:0] odd_rom;
  logic       stages_ok, lookups_ok;
  always_comb begin
    logic [5:0] done;          // dimensions whose constants are in place
    logic [1:0] looked, read;  // the dimension whose ROM address, and whose ROM output, is registered
    for (int unsigned i = 0; i < 4; i++) begin
      active[i]  = hc_ref_pkg::active(cfg_q, i);
      looked_up[i] = i == 0 || active[i];  // r >= 1 in every valid configuration
      dim_addr[i]  = looked_up[i] ? {cfg_q.m[i], hc_pkg::half_t'(cfg_q.rho[i])} : '0;
      odd_addr[i]  = {cfg_q.own[i], hc_pkg::half_t'(cfg_q.rho[i])};
      rom[i]       = DimRom[dim_addr[i]];
      odd_rom[i]   = OddRom[odd_addr[i]];
    end
    // Each port base is the one below it plus that dimension's degree (final at step 2), a clock after
    // the one below it is final; the continuing ports add rho - 1 (2 rho - 1) to it a clock later. Each
    // is stated from the step it is complete (dimension 1's base is always 0).
    stages_ok = 1'b1;
    for (int unsigned i = 0; i < 4; i++) begin
      if (since_q >= 6'(i + 2) && i_config.gen_load_phase.base_q[i] != base[i]) stages_ok = 1'b0;
      if (since_q >= 6'(i + 3) && (i_config.gen_load_phase.fwd_plus_q[i] != fwd_plus[i] ||
                                   i_config.gen_load_phase.fwd_minus_q[i] != fwd_minus[i]))
        stages_ok = 1'b0;
    end
    // The ROM lookups (from step 1), one dimension per clock: dimension d's address is registered at step
    // d + 2, its constants at step d + 3, and they are in place from step d + 4.
    done = since_q < 6'd4 ? 6'd0 : since_q >= 6'd7 ? 6'd4 : since_q - 6'd3;
    lookups_ok = i_config.gen_load_phase.i_dim_constants.next_dim_q ==
                   3'(since_q >= 6'd5 ? 6'd4 : since_q - 6'd1) &&
                 i_config.gen_load_phase.i_dim_constants.lookup_q == (since_q >= 6'd2 && since_q <= 6'd5) &&
                 i_config.gen_load_phase.i_dim_constants.out_q == (since_q >= 6'd3 && since_q <= 6'd6);
    looked = 2'(since_q - 6'd2);
    read   = 2'(since_q - 6'd3);
    if (i_config.gen_load_phase.i_dim_constants.lookup_q) begin
      lookups_ok = lookups_ok && i_config.gen_load_phase.i_dim_constants.dim_q == looked &&
                   i_config.gen_load_phase.i_dim_constants.dim_addr_q == dim_addr[looked] &&
                   i_config.gen_load_phase.i_dim_constants.odd_addr_q == odd_addr[looked];
    end
    if (i_config.gen_load_phase.i_dim_constants.out_q) begin
      lookups_ok = lookups_ok && i_config.gen_load_phase.i_dim_constants.out_dim_q == read &&
                   i_config.gen_load_phase.i_dim_constants.rom_q == rom[read] &&
                   i_config.gen_load_phase.i_dim_constants.odd_out_q == odd_rom[read];
    end
    begin
      logic [4:0] total;
      logic       risk;
      total = '0;
      risk  = 1'b0;
      for (int unsigned i = 0; i < 4; i++) begin
        if (6'(i) < done) begin
          total = total + 5'(rom[i][8:6]);
          risk  = risk || rom[i][9];
          if (i_config.gen_load_phase.i_dim_constants.diameter_q[i] != rom[i][8:6] ||
              i_config.gen_load_phase.i_dim_constants.a_q[i] != rom[i][5:3] ||
              i_config.gen_load_phase.i_dim_constants.k_q[i] != rom[i][2:0] ||
              i_config.gen_load_phase.i_dim_constants.odd_q[i] != odd_rom[i]) lookups_ok = 1'b0;
        end
      end
      if (i_config.gen_load_phase.i_dim_constants.total_q != total ||
          i_config.gen_load_phase.i_dim_constants.risk_q != risk) lookups_ok = 1'b0;
    end
  end

`ifdef CHECK_TABLES
  // The routing-table fill pipelines (hc_route_fill, one per table): from step StepRouteFill + s on,
  // stage s holds the digit fed s steps earlier (the step's low bits; of the table's higher dimension
  // in the second half of every 32 steps) and what the reference's path to it gives, stage by stage:
  // the difference to the own digit, the clockwise distance and m, both distances (3 bits kept) and the way,
  // the distance that way, the hop, the index of its port in the dimension, the port.
  logic [1:0] fill_ok;
  logic       fill_stages_ok;
  assign fill_stages_ok = &fill_ok;
  for (genvar t = 0; t < 2; t++) begin : gen_fill_check
    always_comb begin
      fill_ok[t] = 1'b1;
      for (int unsigned st = 1; st <= hc_pkg::RouteFillStages; st++) begin
        logic [5:0]         fed;
        hc_pkg::digit_t     v, x, m;
        logic               hi, neg, crosses, through;
        int unsigned        dim;
        hc_ref_pkg::path_t  w;
        hc_route_pkg::route_entry_t e;
        fed = since_q - 6'(st);
        v   = 4'(fed);
        hi  = 5'(fed - 6'(hc_pkg::StepRouteFill)) >= 5'(hc_pkg::TableDigits);
        dim = 2 * t + 32'(hi);
        x   = cfg_q.own[dim];
        m   = cfg_q.m[dim];
        w   = hc_ref_pkg::path(cfg_q, dim, v);
        e   = hc_ref_pkg::route_entry(cfg_q, dim, v);
        neg = v < x;
        crosses = w.go_cw ? neg : !neg;
        through = !e.out && !e.own;  // the path's values are meaningful
        if (since_q >= 6'(hc_pkg::StepRouteFill + st)) begin
          if (st < hc_pkg::RouteFillStages - 1 && i_config.gen_load_phase.gen_fill[t].i_route_fill.hi_q[st-1] != hi)
            fill_ok[t] = 1'b0;
          if (i_config.gen_load_phase.gen_fill[t].i_route_fill.out_q[st-1] != e.out ||
              i_config.gen_load_phase.gen_fill[t].i_route_fill.own_q[st-1] != e.own)
            fill_ok[t] = 1'b0;
          unique case (st)
            1: if (i_config.gen_load_phase.gen_fill[t].i_route_fill.s1_diff_q != {1'b0, v} - {1'b0, x})
                 fill_ok[t] = 1'b0;
            2: if (i_config.gen_load_phase.gen_fill[t].i_route_fill.s2_neg_q != neg ||
                   i_config.gen_load_phase.gen_fill[t].i_route_fill.s2_m_q != m ||
                   (through && i_config.gen_load_phase.gen_fill[t].i_route_fill.s2_cw_q != 4'(w.cw)))
                 fill_ok[t] = 1'b0;
            3: if (i_config.gen_load_phase.gen_fill[t].i_route_fill.s3_neg_q != neg ||
                   (through && (i_config.gen_load_phase.gen_fill[t].i_route_fill.s3_cw_q != 3'(w.cw) ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s3_ccw_q != 3'(m - 4'(w.cw)) ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s3_go_cw_q != w.go_cw)))
                 fill_ok[t] = 1'b0;
            4: if (i_config.gen_load_phase.gen_fill[t].i_route_fill.s4_rho_q != hc_pkg::half_t'(cfg_q.rho[dim]) ||
                   (through && (i_config.gen_load_phase.gen_fill[t].i_route_fill.s4_crosses_q != crosses ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s4_distance_q != 3'(w.distance) ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s4_go_cw_q != w.go_cw)))
                 fill_ok[t] = 1'b0;
            5: if (i_config.gen_load_phase.gen_fill[t].i_route_fill.s5_rho_q != hc_pkg::half_t'(cfg_q.rho[dim]) ||
                   i_config.gen_load_phase.gen_fill[t].i_route_fill.s5_half_q != half[dim] ||
                   (through && (i_config.gen_load_phase.gen_fill[t].i_route_fill.s5_crosses_q != crosses ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s5_hop_q != 3'(w.hop) ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s5_go_cw_q != w.go_cw)))
                 fill_ok[t] = 1'b0;
            6: if (i_config.gen_load_phase.gen_fill[t].i_route_fill.s6_base_q != base[dim] ||
                   (through && (i_config.gen_load_phase.gen_fill[t].i_route_fill.s6_crosses_q != crosses ||
                                i_config.gen_load_phase.gen_fill[t].i_route_fill.s6_index_q != 4'(w.local_port))))
                 fill_ok[t] = 1'b0;
            default: if (through && (i_config.gen_load_phase.gen_fill[t].i_route_fill.s7_crosses_q != crosses ||
                                     i_config.gen_load_phase.gen_fill[t].i_route_fill.s7_port_q != e.port))
                       fill_ok[t] = 1'b0;
          endcase
        end
      end
    end
  end
`endif

`ifdef CHECK_PORTS
  // The port-table pipeline (hc_port_table): from step StepPortFill + k on, stage k holds port
  // step - StepPortFill - k (mod 16) of the reference: whether it exists, its dimension, its index in
  // the dimension and the dimension's constants (stage 2), its direction and the sums stage 4 compares
  // (stage 3), its wrap and the weight the origin sends on it (stages 4 and 5).
  logic port_stages_ok;
  always_comb begin
    port_stages_ok = 1'b1;
    for (int unsigned k = 1; k <= hc_pkg::PortFillStages; k++) begin
      hc_pkg::port_t  q;
      logic [1:0]     d;
      hc_pkg::digit_t j;  // the port's index within its dimension
      q = hc_pkg::port_t'(since_q - 6'(hc_pkg::StepPortFill + k));
      d = 2'(port_wd[q] - 3'd1);
      j = q - base[d];
      if (since_q >= 6'(hc_pkg::StepPortFill + k)) begin
        unique case (k)
          1: if (i_config.gen_load_phase.i_port_table.s1_valid_q != port_exists[q] ||
                 (port_exists[q] && i_config.gen_load_phase.i_port_table.s1_dim_q != d)) port_stages_ok = 1'b0;
          2: if (i_config.gen_load_phase.i_port_table.s2_valid_q != port_exists[q] ||
                 (port_exists[q] && (i_config.gen_load_phase.i_port_table.s2_dim_q != d ||
                                     i_config.gen_load_phase.i_port_table.s2_j_q != j ||
                                     i_config.gen_load_phase.i_port_table.s2_rho_q != hc_pkg::half_t'(cfg_q.rho[d]) ||
                                     i_config.gen_load_phase.i_port_table.s2_diameter_q !=
                                       hc_pkg::half_t'(diameter[d]) ||
                                     i_config.gen_load_phase.i_port_table.s2_a_q != hc_pkg::half_t'(eq6_a[d]) ||
                                     i_config.gen_load_phase.i_port_table.s2_k_q != eq6_k[d] ||
                                     i_config.gen_load_phase.i_port_table.s2_m_q != cfg_q.m[d] ||
                                     i_config.gen_load_phase.i_port_table.s2_own_q != cfg_q.own[d])))
               port_stages_ok = 1'b0;
          3: if (i_config.gen_load_phase.i_port_table.s3_valid_q != port_exists[q] ||
                 (port_exists[q] && (i_config.gen_load_phase.i_port_table.s3_dim_q != d ||
                                     i_config.gen_load_phase.i_port_table.s3_plus_q != port_plus[q] ||
                                     i_config.gen_load_phase.i_port_table.s3_j_q != j ||
                                     i_config.gen_load_phase.i_port_table.s3_own_q != cfg_q.own[d] ||
                                     i_config.gen_load_phase.i_port_table.s3_m_q != cfg_q.m[d] ||
                                     i_config.gen_load_phase.i_port_table.s3_k_end_q !=
                                       {1'b0, eq6_k[d]} + 5'(hc_pkg::half_t'(cfg_q.rho[d])) ||
                                     i_config.gen_load_phase.i_port_table.s3_reach_q !=
                                       {1'b0, cfg_q.own[d]} + {1'b0, j} + 5'd1 ||
                                     i_config.gen_load_phase.i_port_table.s3_back_q !=
                                       j - {1'b0, hc_pkg::half_t'(cfg_q.rho[d])} + 4'd1 ||
                                     i_config.gen_load_phase.i_port_table.s3_diameter_q !=
                                       hc_pkg::half_t'(diameter[d]) ||
                                     i_config.gen_load_phase.i_port_table.s3_a_q != hc_pkg::half_t'(eq6_a[d]))))
               port_stages_ok = 1'b0;
          4: if (i_config.gen_load_phase.i_port_table.s4_valid_q != port_exists[q] ||
                 (port_exists[q] && (i_config.gen_load_phase.i_port_table.s4_dim_q != d ||
                                     i_config.gen_load_phase.i_port_table.s4_plus_q != port_plus[q] ||
                                     i_config.gen_load_phase.i_port_table.s4_wrap_q != port_wraps[q] ||
                                     i_config.gen_load_phase.i_port_table.s4_diameter_q !=
                                       hc_pkg::half_t'(diameter[d]) ||
                                     i_config.gen_load_phase.i_port_table.s4_a_q != hc_pkg::half_t'(eq6_a[d]) ||
                                     i_config.gen_load_phase.i_port_table.s4_d_nonzero_q != (diameter[d] != '0) ||
                                     i_config.gen_load_phase.i_port_table.s4_a_nonzero_q != (eq6_a[d] != '0) ||
                                     (!port_plus[q] &&
                                      i_config.gen_load_phase.i_port_table.s4_a_q +
                                        3'(i_config.gen_load_phase.i_port_table.s4_first_k_q) != port_owc[q]))))
               port_stages_ok = 1'b0;
          default: if (i_config.gen_load_phase.i_port_table.s5_wd_q != port_wd[q] ||
                       i_config.gen_load_phase.i_port_table.s5_owc_q != port_owc[q] ||
                       i_config.gen_load_phase.i_port_table.s5_sends_q != port_sends[q] ||
                       i_config.gen_load_phase.i_port_table.s5_plus_q != (port_exists[q] && port_plus[q]) ||
                       i_config.gen_load_phase.i_port_table.s5_wrap_q != (port_exists[q] && port_wraps[q]))
                     port_stages_ok = 1'b0;
        endcase
      end
    end
  end
`endif

  always_comb begin
    if (rst_ni) begin
      StepIsTheShadow: assert (since_q <= 6'(Steps) && i_config.gen_load_phase.step_q == since_q &&
                               i_config.gen_load_phase.first_q == (since_q == 0) &&
                               i_config.gen_load_phase.cfg_q == cfg_q && i_config.gen_load_phase.busy_q == busy &&
                               i_config.gen_load_phase.status_q[3] == busy &&
                               i_config.gen_load_phase.status_q[0] == !busy);
      if (since_q >= 6'd1) begin
        StageOne: assert (i_config.gen_load_phase.half_q == half && i_config.gen_load_phase.limit_q == limit_ref &&
                          i_config.gen_load_phase.active_q == active && i_config.gen_load_phase.r_bad_q == errors[0] &&
                          i_config.gen_load_phase.m_low_q == m_low && i_config.gen_load_phase.rho_zero_q == rho_zero &&
                          i_config.gen_load_phase.rho_high_q == rho_high &&
                          i_config.gen_load_phase.own_high_q == own_high && i_config.gen_load_phase.own_set_q == own_set);
      end
      if (since_q >= 6'd2) begin
        StageTwo: assert (i_config.gen_load_phase.degree_q == degree &&
                          i_config.gen_load_phase.m_bad_q == errors[4:1] &&
                          i_config.gen_load_phase.rho_bad_q == errors[8:5] &&
                          i_config.gen_load_phase.own_bad_q == errors[13:10]);
      end
      if (since_q >= 6'd3) begin
        StageThree: assert (i_config.gen_load_phase.degree_pairs_q == degree_pairs);
      end
      if (since_q >= 6'd4) begin
        StageFour: assert (i_config.gen_load_phase.degree_sum_q == degree_sum);
      end
      if (since_q >= 6'd5) begin
        StageFive: assert (i_config.gen_load_phase.error_q == errors && i_config.gen_load_phase.error_any_q == !valid);
      end
      if (since_q >= 6'd6) begin
        StatusFlags: assert (i_config.gen_load_phase.status_q[1] == !valid);
      end
      BasesAndContinuingPorts: assert (stages_ok);
      if (since_q >= 6'd1) begin
        DimConstantLookups: assert (lookups_ok);
      end
      if (since_q >= 6'd7 && valid) begin
        DimConstants: assert (bcast_cfg.diameter == diameter && i_config.a == eq6_a && i_config.k == eq6_k &&
                              i_config.gen_load_phase.i_dim_constants.total_q == total_diameter &&
                              i_config.gen_load_phase.i_dim_constants.risk_q == !deadlock_free);
        OddQuotients: assert (i_config.gen_load_phase.i_dim_constants.odd_q == odd_quotient);
      end
`ifdef CHECK_TABLES
      if (valid) RouteFillPipelines: assert (fill_stages_ok);
`endif
`ifdef CHECK_PORTS
      if (valid) begin
        PortEntriesWritten: assert (ports_written_ok);
        PortPipeline: assert (port_stages_ok);
      end
`endif
    end
  end

endmodule
