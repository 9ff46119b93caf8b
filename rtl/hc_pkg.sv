// The packages every module shares, in the order they build on one another, so that any reader of
// this file, alone or in any order with the others, finds each package declared before its use:
//   hc_pkg         the node: widths, types, the configuration, the register map, the load's schedule;
//   hc_route_pkg   the router and the broadcast unit: requests, responses and their functions;
//   hc_derive_pkg  the load phase as functions, for a configuration fixed at elaboration;
//   hc_noc_pkg     the network: headers, refusal causes, virtual channels, a network's geometry;
//   hc_traffic_pkg the network on a board: traffic generators and checkers.
// (The host protocol, which builds on none of them, is hc_host_pkg.sv.) A package imports the packages
// it builds on; modules name every item with its package (hc_noc_pkg::hdr_t).
//
// Values held once per dimension or per port are packed arrays of the types below, element i of
// width W at bits [W*i +: W]: dimension 1 (the least significant digit) and port 0 in the lowest bits,
// so the ports, registers and host software see the same flat vectors as before the types.
package hc_pkg;

  /// Dimensions the hardware supports (paper 000 sec. 4.1, paper 003 sec. 4).
  localparam int unsigned MaxDims = 4;
  /// Ports per node.
  localparam int unsigned MaxPorts = 16;
  /// Bits of a digit (m_i <= 15), and of every other value held once per dimension: m_i, rho_i, the
  /// digit limits, degrees, diameters, a_i and k_i.
  localparam int unsigned DigitW /*verilator public*/ = 4;
  /// Bits of a value at most floor(m_i / 2) <= 7 in every valid configuration: rho_i, D_i, a_i, and a
  /// distance the shorter way round a dimension.
  localparam int unsigned HalfW = DigitW - 1;
  /// Bits of a port number.
  localparam int unsigned PortW /*verilator public*/ = $clog2(MaxPorts);
  /// Bits of a dimension number, 1-based with 0 for none: r, wd, the dimension of a port.
  localparam int unsigned DimW /*verilator public*/ = $clog2(MaxDims + 1);
  /// Bits of a received broadcast weight wc (1..D, D <= 7; the width of the request checks any value).
  localparam int unsigned WcW /*verilator public*/ = 4;
  /// Bits of a broadcast weight wc sent on a port (1..D <= 7).
  localparam int unsigned WcSendW /*verilator public*/ = 3;
  /// Bits of a configuration register.
  localparam int unsigned RegW = 16;
  /// Bits of a configuration register address.
  localparam int unsigned RegAddrW = 4;

  /// One digit of a node address, or any other value held once per dimension.
  typedef logic [DigitW-1:0] digit_t;
  /// A node's digits (or m_i, rho_i, ... of every dimension), dimension 1 in element 0.
  typedef digit_t [MaxDims-1:0] digits_t;
  /// rho_i, or another value at most floor(m_i / 2).
  typedef logic [HalfW-1:0] half_t;
  /// A port number.
  typedef logic [PortW-1:0] port_t;
  /// A port number per dimension, dimension 1 in element 0.
  typedef port_t [MaxDims-1:0] dim_ports_t;
  /// A set of ports, bit p for port p.
  typedef logic [MaxPorts-1:0] port_mask_t;
  /// A dimension number, 1-based (0: none).
  typedef logic [DimW-1:0] dim_t;
  /// A dimension number per port, port 0 in element 0 (wd of broadcast copies, dimension of a port).
  typedef dim_t [MaxPorts-1:0] port_dims_t;
  /// A received broadcast weight wc.
  typedef logic [WcW-1:0] wc_t;
  /// A broadcast weight wc sent on a port.
  typedef logic [WcSendW-1:0] wc_send_t;
  /// A wc per port, port 0 in element 0.
  typedef wc_send_t [MaxPorts-1:0] port_wcs_t;
  /// Configuration register data.
  typedef logic [RegW-1:0] reg_data_t;

  // The load-phase schedule (hc_config): the steps below follow from the pipelines' depths.
  /// Load-phase step from which hc_dim_constants' outputs are valid: one ROM lookup per dimension,
  /// address registered at step i + 1 and output at step i + 2, then the running totals.
  localparam int unsigned StepConstants = MaxDims + 3;
  /// Stages of the routing-table fill pipeline (hc_route_fill): the entry of the digit fed at step s
  /// is written at step s + RouteFillStages.
  localparam int unsigned RouteFillStages = 7;
  /// Stages of the port-table pipeline (hc_port_table): port p fed at step s is written at s + 5.
  localparam int unsigned PortFillStages = 5;
  /// Digits of one dimension in a routing table: every value of a 4-bit digit.
  localparam int unsigned TableDigits = 16;
  /// Entries of each routing table: two dimensions (1 and 2, or 3 and 4).
  localparam int unsigned RouteEntries = 2 * TableDigits;
  /// A routing-table address, {dimension bit, destination digit}.
  typedef logic [$clog2(RouteEntries)-1:0] table_addr_t;
  /// Load-phase step at which the routing tables start filling: the first step at or after
  /// StepConstants that is a multiple of TableDigits, so that the step's low bits are the digit fed
  /// (v = step - StepRouteFill in stage 1).
  localparam int unsigned StepRouteFill = (StepConstants + TableDigits - 1) / TableDigits * TableDigits;
  /// Load-phase step at which routing-table entry 0 is written (entry {hi, v} at StepRouteWrite +
  /// TableDigits hi + v). The tables are written in every clock of the load phase, at address
  /// (step - StepRouteWrite) mod RouteEntries, and the feed repeats every RouteEntries steps: every
  /// write from this step on is an entry computed from the configuration.
  localparam int unsigned StepRouteWrite = StepRouteFill + RouteFillStages;
  /// Load-phase step at which the port table starts filling (p = step - StepPortFill in stage 1).
  localparam int unsigned StepPortFill = StepRouteFill;
  /// Load-phase step at which port-table entry 0 is written (entry p at StepPortWrite + p, and again
  /// every MaxPorts steps while the load phase runs, as the routing tables).
  localparam int unsigned StepPortWrite = StepPortFill + PortFillStages;
  /// Clocks from the last configuration write until the unit is ready again (load phase): one after
  /// the last table entry is written.
  localparam int unsigned DeriveSteps /*verilator public*/ =
      StepRouteWrite + RouteEntries > StepPortWrite + MaxPorts ? StepRouteWrite + RouteEntries
                                                               : StepPortWrite + MaxPorts;
  /// A load-phase step, 0..DeriveSteps (the step counter holds at DeriveSteps outside the load phase).
  typedef logic [$clog2(DeriveSteps + 1)-1:0] step_t;

  /// Configuration register addresses (docs/registers.md).
  typedef enum logic [RegAddrW-1:0] {
    RegDims     = 4'h0,  ///< RW [2:0] r, the number of dimensions
    RegM        = 4'h1,  ///< RW m_4..m_1, 4 bits each
    RegRho      = 4'h2,  ///< RW rho_4..rho_1, 4 bits each
    RegAddr     = 4'h3,  ///< RW the node's own digits x_4..x_1, 4 bits each
    RegStatus   = 4'h4,  ///< RO [0] ready [1] config_error [2] deadlock_free (paper 003; 0 if invalid) [3] busy
    RegError    = 4'h5,  ///< RO broken rules: [0] r [4:1] m_i [8:5] rho_i [9] degree [13:10] own digit
    RegTotals   = 4'h6,  ///< RO [4:0] total degree, [12:8] diameter
    RegDiameter = 4'h7,  ///< RO D_4..D_1, 4 bits each
    RegA        = 4'h8,  ///< RO a_4..a_1, 4 bits each (paper 000 eq. 6)
    RegK        = 4'h9,  ///< RO k_4..k_1, 4 bits each (paper 000 eq. 6)
    RegDegree   = 4'hA,  ///< RO d_4..d_1, 4 bits each
    RegPortBase = 4'hB,  ///< RO global number of each dimension's first port, 4 bits each
    RegId       = 4'hC,  ///< RO the constant IdValue
    RegCtrl     = 4'hD,  ///< RW (switch) [0] no_dateline: every hop in virtual-channel class 0 (test only)
    RegErrors   = 4'hE,  ///< RO (switch) packets refused at injection, saturating; a write clears it and the causes
    RegCause    = 4'hF   ///< RO (switch) refusal causes, bit per hc_noc_pkg::cause_e: sticky causes_t, then CauseUnsupported and CauseOneVc
  } reg_addr_e;

  /* verilator lint_off UNUSEDPARAM */  // read by hc_config, not by the packages (this file alone)
  /// Value of RegId: "HC".
  localparam reg_data_t IdValue = 16'h4843;
  /* verilator lint_on UNUSEDPARAM */

  /// The configuration registers.
  typedef struct packed {
    dim_t    r;    ///< number of dimensions, 1..4
    digits_t m;    ///< nodes per dimension
    digits_t rho;  ///< links per direction per dimension
    digits_t own;  ///< the node's own digits
  } cfg_t;

endpackage

// ---------------------------------------------------------------------------------------------------
// The router's and the broadcast unit's requests, responses and functions (paper 003, paper 000),
// and the per-dimension constants and ROMs the load phase derives.
/* verilator lint_off DECLFILENAME */  // a package of this file, after those it builds on
package hc_route_pkg;
/* verilator lint_on DECLFILENAME */

  import hc_pkg::*;

  /// Router response.
  typedef enum logic [1:0] {
    RouteArrived = 2'd0,  ///< the node is the destination
    RoutePort    = 2'd1,  ///< forward on the port given
    RouteWait    = 2'd2,  ///< the port given is the only legal one and it is busy: wait
    RouteError   = 2'd3   ///< bad destination digit, invalid configuration, or a write while in flight
  } route_status_e;

  /// An entry of a routing table, filled in the load phase for one dimension and destination digit.
  typedef struct packed {
    logic       out;      ///< the digit is out of range (at or above m, or not 0 above r)
    logic       own;      ///< the digit is the node's own: this dimension is resolved
    logic       crosses;  ///< the path in this dimension crosses the wrap-around (dateline)
    port_t      port;     ///< the port the routing function chooses (paper 003)
  } route_entry_t;

  /// A request to the router: where the packet goes and which ports are free.
  typedef struct packed {
    digits_t    dst;    ///< destination digits
    port_mask_t avail;  ///< the ports free to send on
  } route_req_t;

  /// The router's answer.
  typedef struct packed {
    route_status_e status;  ///< arrived, port, wait or error
    port_t         port;    ///< the chosen port (port and wait; 0 otherwise)
  } route_resp_t;

  /// A request to the broadcast unit: a message (wd, wc) that arrived on in_port, or one this node
  /// originates.
  typedef struct packed {
    logic  origin;   ///< this node originates the broadcast (wd, wc and in_port unused)
    dim_t  wd;       ///< wd received
    wc_t   wc;       ///< wc received
    port_t in_port;  ///< own port the message arrived on
  } bcast_req_t;

  /// The broadcast unit's answer: the copies to send.
  typedef struct packed {
    logic       error;  ///< invalid message or configuration; nothing is sent
    port_mask_t send;   ///< send a copy on port p
    port_dims_t wd;     ///< wd of the copy on port p (meaningful where send is set)
    port_wcs_t  wc;     ///< wc of the copy on port p (meaningful where send is set)
  } bcast_resp_t;

  /// What the load phase derives for the broadcast unit (paper 000, Algorithm 2).
  typedef struct packed {
    dim_t       r;           ///< number of dimensions
    digits_t    diameter;    ///< D_i
    dim_ports_t base;        ///< global number of each dimension's first port
    dim_ports_t fwd_plus;    ///< port at offset +rho_i
    dim_ports_t fwd_minus;   ///< port at offset -rho_i (+rho_i when 2 rho_i = m_i)
    port_mask_t port_plus;   ///< port p has a positive offset
    port_dims_t port_wd;     ///< dimension of port p, 1-based; 0: no such port
    port_wcs_t  port_owc;    ///< wc the originating node sends on port p (0 = none)
    port_mask_t port_sends;  ///< the originating node sends on port p
  } bcast_cfg_t;

  /// A broadcast message checked (the first half of Algorithm 2 at a node).
  typedef struct packed {
    logic        origin;     ///< the node originates the broadcast
    logic        valid;      ///< wd is a dimension in use, 1 <= wc <= D_wd, in_port is of dimension wd
    logic        cont;       ///< wc > 1: the message goes on in dimension wd
    logic        plus;       ///< it arrived on a + port: it goes on over -rho, else over +rho
    port_mask_t  fwd_plus;   ///< the +rho port of dimension wd, one-hot
    port_mask_t  fwd_minus;  ///< the -rho port of dimension wd, one-hot
    port_mask_t  lower;      ///< the ports of dimensions below wd (every port at the origin)
    dim_t        wd;         ///< wd received
    wc_send_t    wc_next;    ///< wc - 1
  } bcast_check_t;

  /// A broadcast message with the configuration's entries it selects (the multiplexers of the check):
  /// bcast_check = bcast_finish(bcast_pick(...)), a pipeline stage apart in hc_bcast with Latency 3.
  typedef struct packed {
    logic   origin;     ///< the node originates the broadcast
    dim_t   wd;         ///< wd received
    wc_t    wc;         ///< wc received
    dim_t   in_wd;      ///< dimension of the arrival port (0: no such port)
    logic   plus;       ///< the arrival port has a positive offset
    logic   r_ok;       ///< wd <= r
    digit_t diameter;   ///< D of dimension wd
    port_t  fwd_plus;   ///< the +rho port of dimension wd
    port_t  fwd_minus;  ///< the -rho port of dimension wd
    port_t  base;       ///< the first port of dimension wd
  } bcast_pick_t;

  // The broadcast functions take the whole configuration and each uses part of it.
  /* verilator lint_off UNUSEDSIGNAL */
  /// The configuration's entries a broadcast message (wd, wc) received on in_port selects.
  function automatic bcast_pick_t bcast_pick(input bcast_cfg_t c, input bcast_req_t q);
    logic [$clog2(MaxDims)-1:0] wdi;
    wdi                  = q.wd[$clog2(MaxDims)-1:0] - 1'b1;
    bcast_pick.origin    = q.origin;
    bcast_pick.wd        = q.wd;
    bcast_pick.wc        = q.wc;
    bcast_pick.in_wd     = c.port_wd[q.in_port];
    bcast_pick.plus      = c.port_plus[q.in_port];
    bcast_pick.r_ok      = q.wd <= c.r;
    bcast_pick.diameter  = c.diameter[wdi];
    bcast_pick.fwd_plus  = c.fwd_plus[wdi];
    bcast_pick.fwd_minus = c.fwd_minus[wdi];
    bcast_pick.base      = c.base[wdi];
  endfunction

  /// Checks a broadcast message from its selected entries.
  function automatic bcast_check_t bcast_finish(input bcast_pick_t p);
    logic weights_ok;
    weights_ok = p.wd >= 3'd1 && 32'(p.wd) <= MaxDims && p.r_ok && p.wc != 4'd0 && p.wc <= p.diameter;
    bcast_finish.origin    = p.origin;
    bcast_finish.valid     = weights_ok && p.in_wd == p.wd;
    bcast_finish.cont      = !p.origin && p.wc > 4'd1;
    bcast_finish.plus      = p.plus;
    bcast_finish.fwd_plus  = port_mask_t'(1) << p.fwd_plus;
    bcast_finish.fwd_minus = port_mask_t'(1) << p.fwd_minus;
    bcast_finish.lower     = p.origin ? port_mask_t'('1) : ~(port_mask_t'('1) << p.base);
    bcast_finish.wd        = p.wd;
    bcast_finish.wc_next   = p.wc[WcSendW-1:0] - 1'b1;
  endfunction

  /// Checks a broadcast message (wd, wc) received on in_port, or a broadcast this node originates.
  function automatic bcast_check_t bcast_check(input bcast_cfg_t c, input bcast_req_t q);
    bcast_check = bcast_finish(bcast_pick(c, q));
  endfunction

  /// The port a checked message goes on over in its own dimension (one-hot; 0 when wc = 1).
  function automatic port_mask_t bcast_continue(input bcast_check_t s);
    bcast_continue = s.cont ? (s.plus ? s.fwd_minus : s.fwd_plus) : '0;
  endfunction

  /// The ports a checked message is sent on (Algorithm 2): origin weights below dimension wd, and the
  /// continuing port. Meaningful when the message is valid or originated here.
  function automatic port_mask_t bcast_sends(input bcast_cfg_t c, input bcast_check_t s);
    bcast_sends = (s.lower & c.port_sends) | bcast_continue(s);
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  /// Degree of one circulant: 2 rho, or 2 rho - 1 when 2 rho = m (paper 000 eq. 2).
  function automatic logic [4:0] degree(input logic [3:0] m, input logic [3:0] rho);
    degree = {rho, 1'b0} - 5'({rho, 1'b0} == {1'b0, m});
  endfunction

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Whether one dimension's m and rho keep the rules of docs/registers.md: 2 <= m, 1 <= rho <= m/2.
  function automatic logic dim_valid(input logic [3:0] m, input logic [3:0] rho);
    dim_valid = m >= 4'd2 && rho >= 4'd1 && rho <= m / 2;
  endfunction

  /// The constants of the circulant C_m<1..rho> that the load phase looks up (0 where rho is not in
  /// 1..floor(m/2)): {risk, D, a, k} with D = ceil(floor(m/2)/rho) (paper 000 eq. 3), a and k of eq. 6
  /// (3 bits each) and risk set when paper 003's deadlock condition does not hold.
  function automatic logic [9:0] dim_constants(input logic [3:0] m, input logic [3:0] rho);
    int unsigned diameter, quotient;
    logic risk;
    dim_constants = '0;
    if (dim_valid(m, rho)) begin
      diameter = (32'(m) / 2 + 32'(rho) - 1) / 32'(rho);
      quotient = (32'(m) - 1) / 32'(rho);
      risk = !(diameter == 1 || 32'(m) / 2 < 2 * 32'(rho) || 32'(m) == 4 * 32'(rho));
      dim_constants = {risk, 3'(diameter), 3'(quotient - diameter), 3'(32'(m) - 1 - quotient * 32'(rho))};
    end
  endfunction

  /// Whether floor(own / rho) is odd (the odd/even preference of paper 003); 0 for rho = 0.
  function automatic logic odd_quotient(input logic [3:0] own, input logic [3:0] rho);
    odd_quotient = rho != 4'd0 && ((32'(own) / 32'(rho)) % 2) == 1;
  endfunction

  /// Entries of the load phase's ROMs, addressed by {digit, rho} with rho in HalfW bits: a larger
  /// rho_i is a configuration error whatever the ROMs say.
  localparam int unsigned RomEntries = 1 << (DigitW + HalfW);
  /// A ROM address: {m_i or own_i, the low HalfW bits of rho_i}.
  typedef logic [DigitW+HalfW-1:0] rom_addr_t;

  /// dim_constants of every (m, rho) at address {m, rho}: a ROM that any synthesis tool maps to logic.
  function automatic logic [RomEntries-1:0][9:0] dim_constants_rom();
    for (int unsigned x = 0; x < RomEntries; x++) begin
      dim_constants_rom[x] = dim_constants(digit_t'(x >> HalfW), digit_t'(half_t'(x)));
    end
  endfunction

  /// odd_quotient of every (own, rho) at address {own, rho}.
  function automatic logic [RomEntries-1:0] odd_quotient_rom();
    for (int unsigned x = 0; x < RomEntries; x++) begin
      odd_quotient_rom[x] = odd_quotient(digit_t'(x >> HalfW), digit_t'(half_t'(x)));
    end
  endfunction
  /* verilator coverage_on */

endpackage

// ---------------------------------------------------------------------------------------------------
// The load phase as functions: what hc_config derives from a valid configuration, for a switch whose
// configuration is fixed at elaboration (hc_config's parameter Fixed). tb/test_rtl_derive.cpp checks
// them against the load phase.
/* verilator lint_off DECLFILENAME */  // a package of this file, after those it builds on
package hc_derive_pkg;
/* verilator lint_on DECLFILENAME */

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

// ---------------------------------------------------------------------------------------------------
// The network (docs/network.md).
/* verilator lint_off DECLFILENAME */  // a package of this file, after those it builds on
package hc_noc_pkg;
/* verilator lint_on DECLFILENAME */

  import hc_pkg::*;
  import hc_route_pkg::*;

  /// Bits of a packet's length in flits.
  localparam int unsigned LenW = 4;
  /// A packet's length in flits (1..MaxLen), or a flit's position in its packet.
  typedef logic [LenW-1:0] len_t;

  /// Packet kinds.
  typedef enum logic {
    PktUnicast   = 1'b0,  ///< one destination
    PktBroadcast = 1'b1   ///< every node but the source (paper 000)
  } pkt_kind_e;

  /// The header of a packet, every field at its full width (hdr_pack and hdr_unpack give its bits in
  /// a head flit).
  typedef struct packed {
    pkt_kind_e  kind;  ///< unicast or broadcast
    len_t       len;   ///< flits in the packet, 1..MaxLen
    digits_t    src;   ///< source node (written by the injecting switch)
    digits_t    dst;   ///< destination node (unicast; 0 for a broadcast)
    dim_t       wd;    ///< broadcast weight wd (0 for a unicast; (0, 0) at injection: the origin)
    wc_send_t   wc;    ///< broadcast weight wc
  } hdr_t;

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Bits of the header in a head flit of a switch built for `dims` dimensions: kind, len, and the
  /// source and destination digits of dims dimensions.
  function automatic int unsigned hdr_width(input int unsigned dims);
    hdr_width = 5 + 8 * dims;
  endfunction
  /* verilator coverage_on */

  /// Bits of the header of a switch built for MaxDims dimensions.
  localparam int unsigned MaxHdrW = 5 + 8 * MaxDims;

  /// The low bits of a head flit that can hold a header.
  typedef logic [MaxHdrW-1:0] hdr_bits_t;

  /// The header in the low hdr_width(dims) bits of a head flit (docs/network.md, "Packets and flits"):
  /// [4 dims-1:0] the destination digits of a unicast, or a broadcast's weights {wd, wc} cut to 4 dims
  /// bits; [8 dims-1:4 dims] the source digits; then len and kind. A broadcast's dst is 0, a unicast's
  /// weights are 0.
  function automatic hdr_t hdr_unpack(input int unsigned dims, input hdr_bits_t b);
    digits_t mask, first;
    mask                = ~(digits_t'('1) << (DigitW * dims));
    first               = digits_t'(b) & mask;
    hdr_unpack.kind     = pkt_kind_e'(b[8 * dims + 4]);
    hdr_unpack.len      = 4'(b >> (8 * dims));
    hdr_unpack.src      = digits_t'(b >> (DigitW * dims)) & mask;
    hdr_unpack.dst      = hdr_unpack.kind == PktUnicast ? first : '0;
    {hdr_unpack.wd, hdr_unpack.wc} = hdr_unpack.kind == PktBroadcast ? (DimW + WcSendW)'(first) : '0;
  endfunction

  /// The bits of header h in a head flit of a switch built for `dims` dimensions (bits above
  /// hdr_width(dims) are 0; digits and weights that do not fit are dropped).
  function automatic hdr_bits_t hdr_pack(input int unsigned dims, input hdr_t h);
    digits_t mask, first, src;
    mask     = ~(digits_t'('1) << (DigitW * dims));
    first    = (h.kind == PktBroadcast ? {10'b0, h.wd, h.wc} : h.dst) & mask;
    src      = h.src & mask;
    hdr_pack = (MaxHdrW'(h.kind) << (8 * dims + 4)) | (MaxHdrW'(h.len) << (8 * dims)) |
               (MaxHdrW'(src) << (4 * dims)) | MaxHdrW'(first);
  endfunction

  /// A flit's control. The flit's DataW bits travel beside it; a head flit's low bits are its header.
  typedef struct packed {
    logic head;  ///< first flit of its packet
    logic tail;  ///< last flit of its packet
  } flit_ctl_t;

  /// The bits of RegCause, a value per field of CAUSE in rtl/regs/hc_node.rdl (Regs.PkgMatchesTheMap
  /// checks them). Below CauseUnsupported: why the injection port refused a packet; above, why the
  /// configuration is refused.
  typedef enum logic [2:0] {
    CauseConfig      = 3'd0,  ///< the switch's configuration is invalid or has more ports than the switch
    CauseSequence    = 3'd1,  ///< a body or tail flit with no packet open; a head while one is open; an early tail
    CauseLength      = 3'd2,  ///< len 0 or above MaxLen; no tail at position len
    CauseDestination = 3'd3,  ///< a unicast destination digit at or above m_i, or not 0 above r
    CauseWeights     = 3'd4,  ///< a broadcast whose weights are not (0, 0)
    CauseUnsupported = 3'd5,  ///< (not sticky) degree above NumPorts, or r above Dims
    CauseOneVc       = 3'd6   ///< (not sticky) needs datelines, and the switch has one virtual channel
  } cause_e;

  /// The refusal causes: the sticky bits of RegCause, CauseConfig .. CauseWeights.
  localparam int unsigned RefusalCauses = 32'(CauseUnsupported);

  /// A set of refusal causes, bit per cause_e.
  typedef logic [RefusalCauses-1:0] causes_t;

  /// The packet hash h: XOR over the dimensions of (src digit XOR dst digit). It fixes a packet's local
  /// FIFO and virtual channels, so that packets of a source-destination pair stay in order.
  /// The virtual channel of dateline class c (0 or 1) for a packet whose hash is h, with vcs channels:
  /// class 0 has channels 0..vcs/2-1, class 1 the others; h[3:1] picks one (docs/network.md).
  function automatic logic [3:0] class_vc(input int unsigned vcs, input logic c, input logic [3:1] h);
    if (vcs < 2) class_vc = '0;  // one channel: no dateline classes (single_hop_dims)
    else class_vc = c ? 4'(vcs / 2 + 32'(h) % (vcs - vcs / 2)) : 4'(32'(h) % (vcs / 2));
  endfunction

  /// Whether every dimension in use reaches each of its digits in one hop (diameter 1: rho = m/2,
  /// rounded down). A network of such a configuration needs no dateline: its channel dependency graph is
  /// acyclic with every hop on one virtual channel (docs/network.md), so a switch of Vcs = 1 can run it.
  /* verilator lint_off UNUSEDSIGNAL */  // it reads r and the diameters
  function automatic logic single_hop_dims(input bcast_cfg_t b);
    single_hop_dims = 1'b1;
    for (int unsigned i = 0; i < MaxDims; i++)
      if (32'(b.r) > i && b.diameter[i] > 4'd1) single_hop_dims = 1'b0;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  /* verilator lint_off UNUSEDSIGNAL */  // the hash takes the header; it reads src and dst
  function automatic logic [3:0] packet_hash(input hdr_t h);
    digits_t x;
    x = h.src ^ h.dst;
    packet_hash = x[0] ^ x[1] ^ x[2] ^ x[3];
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // Elaboration-time geometry of a network top (hc_network): r dimensions, m and rho packed 4 bits per
  // dimension as the registers hold them. Ports as docs/conventions.md numbers them.

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Nodes: m_1 x .. x m_r. Dimensions past MaxDims, and an m below 2, count as one node each, so that
  /// hc_network's ports stay well formed while it refuses them with the rule they break.
  function automatic int unsigned net_nodes(input int unsigned r, input digits_t m);
    net_nodes = 1;
    for (int unsigned i = 0; i < r && i < MaxDims; i++) net_nodes = net_nodes * (m[i] >= 4'd2 ? 32'(m[i]) : 1);
  endfunction

  /// Total degree: the sum of d_i.
  function automatic int unsigned net_degree(input int unsigned r, input digits_t m, input digits_t rho);
    net_degree = 0;
    for (int unsigned i = 0; i < r && i < MaxDims; i++) net_degree = net_degree + 32'(degree(m[i], rho[i]));
  endfunction

  /// Whether every dimension of r keeps dim_valid's rules (the total degree aside).
  function automatic logic net_geometry_ok(input int unsigned r, input digits_t m, input digits_t rho);
    net_geometry_ok = 1'b1;
    for (int unsigned i = 0; i < r && i < MaxDims; i++) net_geometry_ok = net_geometry_ok && dim_valid(m[i], rho[i]);
  endfunction

  /// The digits of node x.
  function automatic digits_t net_digits(input int unsigned r, input digits_t m, input int unsigned x);
    int unsigned v;
    net_digits = '0;
    v = x;
    for (int unsigned i = 0; i < r; i++) begin
      net_digits[i] = 4'(v % 32'(m[i]));
      v = v / 32'(m[i]);
    end
  endfunction

  /// The dimension (0-based) of port p.
  function automatic int unsigned net_port_dim(input int unsigned r, input digits_t m, input digits_t rho,
                                               input int unsigned p);
    int unsigned base;
    base         = 0;
    net_port_dim = 0;
    for (int unsigned i = 0; i < r; i++) begin
      if (p >= base) net_port_dim = i;
      base = base + 32'(degree(m[i], rho[i]));
    end
  endfunction

  /// The global number of the first port of dimension i.
  function automatic int unsigned net_port_base(input digits_t m, input digits_t rho, input int unsigned i);
    net_port_base = 0;
    for (int unsigned k = 0; k < i; k++) net_port_base = net_port_base + 32'(degree(m[k], rho[k]));
  endfunction

  /// The signed offset of port p in its dimension: +1..+rho, then -1..-rho.
  function automatic int net_port_offset(input int unsigned r, input digits_t m, input digits_t rho,
                                         input int unsigned p);
    int unsigned i, j, rh;
    i  = net_port_dim(r, m, rho, p);
    j  = p - net_port_base(m, rho, i);
    rh = 32'(rho[i]);
    net_port_offset = j < rh ? int'(j + 1) : -int'(j - rh + 1);
  endfunction

  /// The node reached from x over port p.
  function automatic int unsigned net_neighbour(input int unsigned r, input digits_t m, input digits_t rho,
                                                input int unsigned x, input int unsigned p);
    int unsigned i, mi, weight;
    int          off;
    digits_t     d;
    i      = net_port_dim(r, m, rho, p);
    mi     = 32'(m[i]);
    off    = net_port_offset(r, m, rho, p);
    d      = net_digits(r, m, x);
    weight = net_nodes(i, m);
    net_neighbour = x - 32'(d[i]) * weight + 32'((int'(32'(d[i])) + off + int'(mi)) % int'(mi)) * weight;
  endfunction

  /// The port of the opposite offset in p's dimension: where the neighbour over p receives from p.
  /// When 2 rho = m the +rho port is its own reverse (-rho names it).
  function automatic int unsigned net_reverse_port(input int unsigned r, input digits_t m, input digits_t rho,
                                                   input int unsigned p);
    int unsigned i, rh, k;
    int          off;
    i   = net_port_dim(r, m, rho, p);
    rh  = 32'(rho[i]);
    off = net_port_offset(r, m, rho, p);
    k   = 32'(off < 0 ? -off : off);
    if (off < 0) net_reverse_port = net_port_base(m, rho, i) + k - 1;
    else if (k == rh && 2 * rh == 32'(m[i])) net_reverse_port = net_port_base(m, rho, i) + rh - 1;
    else net_reverse_port = net_port_base(m, rho, i) + rh + k - 1;
  endfunction
  /* verilator coverage_on */

endpackage

// ---------------------------------------------------------------------------------------------------
// The network on a board (hc_noc_board_top, docs/noc_board.md): traffic generators and checkers.
/* verilator lint_off DECLFILENAME */  // a package of this file, after those it builds on
package hc_traffic_pkg;
/* verilator lint_on DECLFILENAME */

  import hc_pkg::*;
  import hc_noc_pkg::*;

  /// Bits of the traffic generators' LFSRs.
  localparam int unsigned LfsrW = 31;
  /* verilator lint_off UNUSEDPARAM */  // read by hc_noc_tgen only, not by the node or the switch
  /// Bits an LFSR word gives a packet (its steps per packet): its low LfsrFresh bits are new.
  localparam int unsigned LfsrFresh = 28;
  /* verilator lint_on UNUSEDPARAM */
  /// A traffic LFSR's state.
  typedef logic [LfsrW-1:0] lfsr_t;

  /// The Fibonacci LFSR of x^31 + x^3 + 1 (maximal length: 2^31 - 1) shifted left `steps` times: each
  /// step shifts in the XOR of the bits 31 and 28 steps old (bits 30 and 27), so that up to 28 steps at
  /// once every new bit is the XOR of two old ones.
  function automatic lfsr_t lfsr_step(input lfsr_t s, input int unsigned steps);
    lfsr_step = s;
    for (int unsigned i = 0; i < steps; i++) lfsr_step = {lfsr_step[LfsrW-2:0], lfsr_step[30] ^ lfsr_step[27]};
  endfunction

  /// Traffic patterns of the generators: where a node sends its unicast packets.
  typedef enum logic [3:0] {
    PatUniform    = 4'd0,  ///< every node, digits drawn at random (the source too)
    PatNeighbour  = 4'd1,  ///< every digit + 1
    PatTornado    = 4'd2,  ///< every digit + ceil(m_i / 2) - 1
    PatAntipodal  = 4'd3,  ///< every digit + floor(m_i / 2)
    PatComplement = 4'd4,  ///< node number bits inverted (N a power of two)
    PatTranspose  = 4'd5,  ///< node number bits rotated by half their number (N a power of two, even bits)
    PatReverse    = 4'd6,  ///< node number bits reversed (N a power of two)
    PatShuffle    = 4'd7,  ///< node number bits rotated left by one (N a power of two)
    PatHotspot    = 4'd8   ///< a hotspot node with a programmed probability, else uniform
  } pattern_e;

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Bits of the random number drawn per digit of a uniform destination in a network of `dims`
  /// dimensions: digit i is (r_i m_i) >> rand_digit_w(dims), the r_i side by side in the low 12 bits of
  /// a packet's LFSR word (its bits 27..12 decide broadcast and hotspot).
  function automatic int unsigned rand_digit_w(input int unsigned dims);
    rand_digit_w = dims <= 2 ? 6 : 12 / dims;
  endfunction
  /* verilator coverage_on */
  /// Bits of a random threshold (rate, broadcast share, hotspot share): a probability in 1/2^ThrW.
  localparam int unsigned ThrW = 16;
  /// Bits of a time stamp in a head (the clock its packet was first offered, modulo 2^TsW).
  localparam int unsigned TsW = 12;

  /// The traffic every generator makes in a run, written by the host (docs/noc_board.md).
  typedef struct packed {
    logic [ThrW:0] rate;     ///< a packet is created in a clock with probability rate / 2^ThrW
    logic [ThrW:0] bcast;    ///< a packet is a broadcast with probability bcast / 2^ThrW
    logic [ThrW:0] hot;      ///< PatHotspot: a unicast goes to the hotspot with probability hot / 2^ThrW
    pattern_e      pattern;  ///< destinations of unicast packets
    digits_t       hot_dst;  ///< PatHotspot: the hotspot's digits
    len_t          len;      ///< flits per packet, 1..MaxLen
    logic [31:0]   seed;     ///< every random number of the run follows from it and the node number
  } traffic_cfg_t;

  /// Global registers of hc_noc_board_top (CmdNetWrite, CmdNetRead), 32 bits each.
  typedef enum logic [7:0] {
    NetCtrl     = 8'h00,  ///< W [0] start a run, [1] end its window now; reads 0
    NetStatus   = 8'h01,  ///< R [2:0] run_state_e, [3] stalled, [4] a packet refused, [5] a check failed
    NetCycles   = 8'h02,  ///< RW the window: clocks in which the generators create packets (CycW bits)
    NetRate     = 8'h03,  ///< RW traffic_cfg_t.rate
    NetPattern  = 8'h04,  ///< RW [3:0] traffic_cfg_t.pattern, [31:16] traffic_cfg_t.hot_dst
    NetHot      = 8'h05,  ///< RW traffic_cfg_t.hot
    NetLen      = 8'h06,  ///< RW traffic_cfg_t.len
    NetBcast    = 8'h07,  ///< RW traffic_cfg_t.bcast
    NetSeed     = 8'h08,  ///< RW traffic_cfg_t.seed
    NetClocks   = 8'h09,  ///< R clocks of the run so far (final when it is done)
    NetLast     = 8'h0A,  ///< R the clock of the run in which a flit last left the network, plus one
    NetTopology = 8'h0B,  ///< R [3:0] r, [15:4] nodes, [31:16] M
    NetRho      = 8'h0C,  ///< R [15:0] Rho
    NetSwitch   = 8'h0D,  ///< R [7:0] DataW, [11:8] MaxLen, [15:12] Vcs, [23:16] BufDepth
    NetWidths   = 8'h0E,  ///< R [7:0] SeqW, [15:8] TsW, [23:16] CycW, [31:24] CntW
    NetId       = 8'h0F   ///< R NetIdValue
  } net_reg_e /*verilator public*/;

  /* verilator lint_off UNUSEDPARAM */  // read by hc_noc_ctrl only, not by the node or the switch
  /// Value of the network board's NetId register: "HCNB".
  localparam logic [31:0] NetIdValue /*verilator public*/ = 32'h4843_4E42;
  /* verilator lint_on UNUSEDPARAM */

  /// Per-node counters of hc_noc_board_top (CmdNetRead with a node number), CntW bits each.
  typedef enum logic [7:0] {
    NodeSentPkts  = 8'h10,  ///< packets whose tail the node's switch took
    NodeSentFlits = 8'h11,  ///< flits the node's switch took
    NodeRecvPkts  = 8'h12,  ///< packets whose tail arrived (a broadcast at every node but its origin)
    NodeRecvFlits = 8'h13,  ///< flits that arrived
    NodeErrors    = 8'h14,  ///< [15:0] flits that failed a check (saturating), [20:16] causes (check_e)
    NodeLatSumLo  = 8'h15,  ///< latency sum of the packets received, bits 31..0
    NodeLatSumHi  = 8'h16,  ///< the same, bits 63..32
    NodeLatMax    = 8'h17,  ///< the largest latency of a packet received
    NodePendMax   = 8'h18   ///< the most packets that waited in the node's source at once
  } node_reg_e /*verilator public*/;

  /// Whether (node, addr) names a register of hc_noc_board_top with `nodes` nodes: a global one (any
  /// node byte), or a counter of a node below `nodes`; for a write, a writable global one.
  function automatic logic net_reg_ok(input logic write, input logic [7:0] node, input logic [7:0] addr,
                                      input int unsigned nodes);
    if (write) net_reg_ok = addr <= NetSeed && addr != NetStatus;
    else net_reg_ok = addr <= NetId || (addr >= NodeSentPkts && addr <= NodePendMax && 32'(node) < nodes);
  endfunction

  /// State of a run.
  typedef enum logic [2:0] {
    RunIdle  = 3'd0,  ///< after reset: no run yet
    RunClear = 3'd1,  ///< one clock: the network reset, the counters cleared
    RunGen   = 3'd2,  ///< the window: the generators create packets
    RunDrain = 3'd3,  ///< no more packets created; the sources and the network empty
    RunDone  = 3'd4   ///< everything delivered, the counters final
  } run_state_e /*verilator public*/;

  /// The checks of a received flit (bits of the NodeErrors causes).
  typedef enum logic [2:0] {
    CheckSequence = 3'd0,  ///< a packet's sequence number is not the next from its source
    CheckPayload  = 3'd1,  ///< a body flit's bits are not its packet's LFSR word
    CheckLength   = 3'd2,  ///< the header's len is not the run's; a tail early or missing; a flit outside a packet
    CheckDest     = 3'd3,  ///< a unicast for another node
    CheckSource   = 3'd4   ///< a source digit out of range, or a broadcast back at its origin
  } check_e /*verilator public*/;
  /// The checks that failed, bit per check_e.
  typedef logic [CheckSource:0] checks_t;

  /// The node number of digits d in a network of r dimensions with m_4..m_1 = m.
  function automatic int unsigned net_index(input int unsigned r, input digits_t m, input digits_t d);
    int unsigned weight;
    net_index = 0;
    weight    = 1;
    for (int unsigned i = 0; i < r; i++) begin
      net_index = net_index + 32'(d[i]) * weight;
      weight    = weight * 32'(m[i]);
    end
  endfunction

  /// A seed of 32 bits as an LFSR word (bit 31 folded onto bit 0).
  function automatic lfsr_t lfsr_of(input logic [31:0] seed);
    lfsr_of = seed[LfsrW-1:0] ^ LfsrW'(seed[31]);
  endfunction

  /// The payload word of a packet before its first step: its source node, sequence number and time
  /// stamp mixed with the seed; 1 instead of 0 (an LFSR never leaves 0). Flit k (1..len-1) of the packet
  /// carries payload_bits(lfsr_step(payload_init(..), k)).
  function automatic lfsr_t payload_init(input logic [31:0] seed, input logic [7:0] src, input logic [15:0] seq,
                                         input logic [TsW-1:0] ts);
    payload_init    = lfsr_of(seed) ^ (LfsrW'(ts) << 19) ^ (LfsrW'(seq) << 8) ^ LfsrW'(src);
    payload_init[0] = payload_init[0] || payload_init == '0;
  endfunction

  /// The 64 bits whose low DataW a body flit carries: the payload word three times.
  function automatic logic [63:0] payload_bits(input lfsr_t w);
    payload_bits = 64'({w, w, w});
  endfunction

  /// The first LFSR state of generator `stream` (0 rates, 1 packets) of node x: the seed mixed with the
  /// node and the stream (a constant per generator); 1 instead of 0.
  function automatic lfsr_t lfsr_seed(input logic [31:0] seed, input int unsigned x, input int unsigned stream);
    lfsr_seed    = lfsr_of(seed) ^ LfsrW'(32'(2 * x + stream + 1) * 32'h9E37_79B9);
    lfsr_seed[0] = lfsr_seed[0] || lfsr_seed == '0;
  endfunction

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Where node x of a network of r dimensions (m_4..m_1 = m) sends every unicast packet under a pattern
  /// that fixes one destination (neither PatUniform nor PatHotspot; the bit patterns where the number of
  /// nodes is a power of two, PatTranspose with an even number of bits: elsewhere x itself).
  function automatic digits_t pattern_dst(input int unsigned r, input digits_t m, input int unsigned x,
                                          input pattern_e pattern);
    int unsigned n, b, y;
    digits_t     d;
    logic [3:0]  mi;
    n = net_nodes(r, m);
    b = $clog2(n);
    d = net_digits(r, m, x);
    y = x;
    unique case (pattern)
      PatNeighbour, PatTornado, PatAntipodal: begin
        for (int unsigned i = 0; i < r; i++) begin
          mi   = m[i];
          d[i] = 4'((32'(d[i]) + (pattern == PatNeighbour ? 1 : pattern == PatTornado ? (32'(mi) + 1) / 2 - 1 :
                                  32'(mi) / 2)) % 32'(mi));
        end
        y = net_index(r, m, d);
      end
      PatComplement: if (1 << b == n) y = ~x & (n - 1);
      PatTranspose:  if (1 << b == n && b % 2 == 0) y = ((x >> (b / 2)) | (x << (b / 2))) & (n - 1);
      PatReverse: begin
        if (1 << b == n) begin
          y = 0;
          for (int unsigned i = 0; i < b; i++) y = y | (((x >> i) & 1) << (b - 1 - i));
        end
      end
      PatShuffle: if (1 << b == n && b > 0) y = ((x << 1) | (x >> (b - 1))) & (n - 1);
      default: y = x;
    endcase
    pattern_dst = net_digits(r, m, y);
  endfunction
  /* verilator coverage_on */

endpackage
