// The load phase as functions: what hc_config derives from a valid configuration, for a switch whose
// configuration is fixed at elaboration (hc_config's parameter Fixed). tb/test_rtl_derive.cpp checks
// them against the load phase.
package hc_derive_pkg;

  import hc_pkg::*;
  import hc_route_pkg::*;

  /// Everything the load phase derives from a configuration, as hc_config outputs and reads it.
  typedef struct packed {
    digits_t            limit;           ///< digits must be below this: m_i, or 1 above r
    digits_t            degree;          ///< d_i (0 above r)
    digits_t            a;               ///< a_i of paper 000 eq. 6 (0 above r)
    digits_t            k;               ///< k_i of paper 000 eq. 6 (0 above r)
    logic [MaxDims-1:0] odd;             ///< bit i: floor(own_i / rho_i) is odd
    logic [5:0]         total_degree;    ///< the sum of d_i
    logic [4:0]         total_diameter;  ///< the sum of D_i
    logic               deadlock_free;   ///< paper 003's condition holds in every dimension
    port_mask_t         wrap;            ///< port p's hop wraps around its dimension
    bcast_cfg_t         bcast;           ///< r, D_i, port bases, continuing ports and the port table
  } derived_t;

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// What the load phase derives from configuration c (meaningful for a valid c).
  function automatic derived_t derive(input cfg_t c);
    digit_t   m, rho, own, j;
    logic [9:0] dc;
    wc_send_t owc;
    int unsigned dim;
    derive = '0;
    derive.bcast.r = c.r;
    for (int unsigned i = 0; i < MaxDims; i++) begin
      m   = c.m[i];
      rho = c.rho[i];
      own = c.own[i];
      derive.limit[i] = 4'd1;
      if (32'(c.r) > i) begin
        dc = dim_constants(m, rho);
        derive.limit[i]          = m;
        derive.degree[i]         = 4'(degree(m, rho));
        derive.bcast.diameter[i] = {1'b0, dc[8:6]};
        derive.a[i]              = {1'b0, dc[5:3]};
        derive.k[i]              = {1'b0, dc[2:0]};
        derive.odd[i]            = odd_quotient(own, rho);
        derive.total_diameter    = derive.total_diameter + 5'(dc[8:6]);
        derive.deadlock_free     = i == 0 ? !dc[9] : derive.deadlock_free && !dc[9];
        if (i > 0) derive.bcast.base[i] = derive.bcast.base[i-1] + derive.degree[i-1];
      end
      // The continuing ports, of every dimension as the load phase computes them (used below r only).
      derive.bcast.fwd_plus[i]  = derive.bcast.base[i] + rho - 4'd1;
      derive.bcast.fwd_minus[i] = derive.bcast.base[i] + ({rho, 1'b0} == {1'b0, m} ? rho : {rho[2:0], 1'b0}) - 4'd1;
      derive.total_degree = derive.total_degree + 6'(derive.degree[i]);
    end
    for (int unsigned p = 0; p < MaxPorts; p++) begin
      if (p < 32'(derive.total_degree)) begin
        dim = 0;
        for (int unsigned i = 1; i < MaxDims; i++) if (32'(c.r) > i && p >= 32'(derive.bcast.base[i])) dim = i;
        m   = c.m[dim];
        rho = c.rho[dim];
        own = c.own[dim];
        j   = 4'(p) - derive.bcast.base[dim];
        if (j < rho) owc = derive.bcast.diameter[dim][2:0];
        else if (j - rho + 4'd1 <= derive.k[dim]) owc = derive.a[dim][2:0] + 3'd1;
        else owc = derive.a[dim][2:0];
        derive.bcast.port_plus[p]  = j < rho;
        derive.bcast.port_wd[p]    = 3'(dim + 1);
        derive.bcast.port_owc[p]   = owc;
        derive.bcast.port_sends[p] = owc != 3'd0;
        derive.wrap[p] = j < rho ? {1'b0, own} + {1'b0, j} + 5'd1 >= {1'b0, m} : own < j - rho + 4'd1;
      end
    end
  endfunction

  // The entry reads the parts of the configuration and of what is derived from it that its dimension needs.
  /* verilator lint_off UNUSEDSIGNAL */
  /// The routing-table entry of destination digit v in dimension i (0-based) of configuration c, whose
  /// derived values are d: paper 003's next port (docs/conventions.md), as hc_route_fill computes it.
  function automatic route_entry_t route_entry(input cfg_t c, input derived_t d, input int unsigned i,
                                               input digit_t v);
    digit_t m, rho, own, cw, distance, hop, index;
    logic   neg, go_cw;
    m        = c.m[i];
    rho      = c.rho[i];
    own      = c.own[i];
    neg      = v < own;
    cw       = neg ? v - own + m : v - own;
    go_cw    = {1'b0, cw, 1'b0} < {2'b0, m} || ({1'b0, cw, 1'b0} == {2'b0, m} && !d.odd[i]);
    distance = go_cw ? cw : m - cw;
    hop      = distance < rho ? distance : rho;
    index    = go_cw || ({rho, 1'b0} == {1'b0, m} && hop == rho) ? hop - 4'd1 : rho + hop - 4'd1;
    route_entry.out     = v >= d.limit[i];
    route_entry.own     = v == own;
    route_entry.crosses = go_cw ? neg : !neg;
    route_entry.port    = d.bcast.base[i] + index;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  /// Whether configuration c breaks no rule of docs/registers.md (hc_config's RegError is 0).
  function automatic logic cfg_valid(input cfg_t c);
    logic [5:0] total;
    cfg_valid = c.r >= 3'd1 && 32'(c.r) <= MaxDims;
    total     = '0;
    for (int unsigned i = 0; i < MaxDims; i++) begin
      if (32'(c.r) > i) begin
        cfg_valid = cfg_valid && dim_valid(c.m[i], c.rho[i]) && c.own[i] < c.m[i];
        total     = total + 6'(degree(c.m[i], c.rho[i]));
      end else begin
        cfg_valid = cfg_valid && c.own[i] == 4'd0;
      end
    end
    cfg_valid = cfg_valid && total <= 6'(MaxPorts);
  endfunction
  /* verilator coverage_on */

endpackage
