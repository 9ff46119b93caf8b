// Shared constants, types and pure functions of the hypercycle router and broadcast weight unit.
//
// Vectors that hold one field per dimension or per port are flat: field i of width W is
// vec[W*i +: W], dimension 1 (the least significant digit) and port 0 in the lowest bits.
package hc_pkg;

  /// Dimensions the hardware supports (paper 000 sec. 4.1, paper 003 sec. 4).
  localparam int unsigned MaxDims = 4;
  /// Ports per node.
  localparam int unsigned MaxPorts = 16;

  // The load-phase schedule (hc_config): the steps below follow from the pipelines' depths.
  /// Load-phase step from which hc_dim_constants' outputs are valid: one ROM lookup per dimension,
  /// address registered at step i + 1 and output at step i + 2, then the running totals.
  localparam int unsigned StepConstants = MaxDims + 3;
  /// Stages of the routing-table fill pipeline (hc_route_fill): the entry of the digit fed at step s
  /// is written at step s + RouteFillStages.
  localparam int unsigned RouteFillStages = 7;
  /// Stages of the port-table pipeline (hc_port_table): port p fed at step s is written at s + 4.
  localparam int unsigned PortFillStages = 4;
  /// Digits of one dimension in a routing table: every value of a 4-bit digit.
  localparam int unsigned TableDigits = 16;
  /// Entries of each routing table: two dimensions (1 and 2, or 3 and 4).
  localparam int unsigned RouteEntries = 2 * TableDigits;
  /// Load-phase step at which the routing tables start filling: the first step at or after
  /// StepConstants that is a multiple of TableDigits, so that the step's low bits are the digit fed
  /// (v = step - StepRouteFill in stage 1).
  localparam int unsigned StepRouteFill = (StepConstants + TableDigits - 1) / TableDigits * TableDigits;
  /// Load-phase step at which routing-table entry 0 is written (entry {hi, v} at StepRouteWrite +
  /// TableDigits hi + v).
  localparam int unsigned StepRouteWrite = StepRouteFill + RouteFillStages;
  /// Load-phase step at which the port table starts filling (p = step - StepPortFill in stage 1).
  localparam int unsigned StepPortFill = StepRouteFill;
  /// Load-phase step at which port-table entry 0 is written (entry p at StepPortWrite + p).
  localparam int unsigned StepPortWrite = StepPortFill + PortFillStages;
  /// Clocks from the last configuration write until the unit is ready again (load phase): one after
  /// the last table entry is written.
  localparam int unsigned DeriveSteps /*verilator public*/ =
      StepRouteWrite + RouteEntries > StepPortWrite + MaxPorts ? StepRouteWrite + RouteEntries
                                                               : StepPortWrite + MaxPorts;

  /// Configuration register addresses (docs/registers.md).
  typedef enum logic [3:0] {
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
    RegCause    = 4'hF   ///< RO (switch) sticky refusal causes (cause_e), [5] the configuration is beyond the switch (ports or dimensions)
  } reg_addr_e;

  /// Value of RegId: "HC".
  localparam logic [15:0] IdValue = 16'h4843;

  // ---------------------------------------------------------------------------------------------
  // The host protocol of the board top (docs/host_protocol.md): hc_host_bridge's codes. The host's
  // sim/host/protocol.h is checked against them by the test run.

  /// SLIP codes (RFC 1055).
  typedef enum logic [7:0] {
    SlipEnd    = 8'hC0,  ///< opens and closes every frame; never inside one
    SlipEsc    = 8'hDB,  ///< escape
    SlipEscEnd = 8'hDC,  ///< Esc EscEnd stands for End
    SlipEscEsc = 8'hDD   ///< Esc EscEsc stands for Esc
  } slip_e /*verilator public*/;

  /// Command bytes of requests; a good reply starts with the command byte with bit 7 set.
  typedef enum logic [7:0] {
    CmdPing  = 8'h01,  ///< no payload; reply: version, flags, good frames, error replies
    CmdWrite = 8'h02,  ///< register address, data; reply: nothing
    CmdRead  = 8'h03,  ///< register address; reply: data
    CmdRoute = 8'h04,  ///< dst, avail; reply: port << 4 | status
    CmdBcast = 8'h05   ///< origin << 7 | wd, in_port << 4 | wc; reply: error, send, 16 x (wd << 4 | wc)
  } host_cmd_e /*verilator public*/;

  /// Error codes of an error reply, and ErrNone.
  typedef enum logic [3:0] {
    ErrNone     = 4'h0,  ///< no error
    ErrCrc      = 4'h1,  ///< the CRC does not match
    ErrLength   = 4'h2,  ///< wrong number of frame bytes for the command
    ErrCommand  = 4'h3,  ///< unknown command byte
    ErrArgument = 4'h4,  ///< register address above 0x0F, or reserved bits of a broadcast request set
    ErrEscape   = 4'h5,  ///< Esc followed by something other than EscEnd or EscEsc
    ErrUart     = 4'h6,  ///< a byte of the frame had a low stop bit
    ErrTimeout  = 4'h7,  ///< the frame stopped without its closing End
    ErrOverrun  = 4'h8   ///< the frame arrived while an earlier one still waited to run: dropped
  } host_err_e /*verilator public*/;

  /// Fixed bytes of replies.
  typedef enum logic [7:0] {
    HostVersion = 8'h01,  ///< the protocol version, in the ping reply
    ReplyError  = 8'hFE   ///< first byte of an error reply; the second is the host_err_e code
  } host_reply_e /*verilator public*/;

  /// Router response.
  typedef enum logic [1:0] {
    RouteArrived = 2'd0,  ///< the node is the destination
    RoutePort    = 2'd1,  ///< forward on the port given
    RouteWait    = 2'd2,  ///< the port given is the only legal one and it is busy: wait
    RouteError   = 2'd3   ///< bad destination digit, invalid configuration, or a write while in flight
  } route_status_e;

  /// The configuration registers.
  typedef struct packed {
    logic [2:0]  r;    ///< number of dimensions, 1..4
    logic [15:0] m;    ///< nodes per dimension, 4 bits each
    logic [15:0] rho;  ///< links per direction per dimension, 4 bits each
    logic [15:0] own;  ///< the node's own digits, 4 bits each
  } cfg_t;

  /// One digit of a node address.
  typedef logic [3:0] digit_t;
  /// A node's digits, dimension 1 in element 0 (the registers' and ports' 4-bit fields).
  typedef digit_t [MaxDims-1:0] digits_t;

  /// An entry of a routing table, filled in the load phase for one dimension and destination digit.
  typedef struct packed {
    logic        out;      ///< the digit is out of range (at or above m, or not 0 above r)
    logic        own;      ///< the digit is the node's own: this dimension is resolved
    logic        crosses;  ///< the path in this dimension crosses the wrap-around (dateline)
    logic [15:0] onehot;   ///< the port, one-hot
    logic [3:0]  port;     ///< the port the routing function chooses (paper 003)
  } route_entry_t;

  /// What the load phase derives for the broadcast unit (paper 000, Algorithm 2).
  typedef struct packed {
    logic [2:0]  r;           ///< number of dimensions
    logic [15:0] diameter;    ///< D_i, 4 bits each
    logic [15:0] base;        ///< global number of each dimension's first port, 4 bits each
    logic [15:0] fwd_plus;    ///< port at offset +rho_i, 4 bits each
    logic [15:0] fwd_minus;   ///< port at offset -rho_i (+rho_i when 2 rho_i = m_i), 4 bits each
    logic [15:0] port_plus;   ///< port p has a positive offset
    logic [47:0] port_wd;     ///< dimension of port p, 1-based, 3 bits each; 0: no such port
    logic [47:0] port_owc;    ///< wc the originating node sends on port p (0 = none), 3 bits each
    logic [15:0] port_sends;  ///< the originating node sends on port p
  } bcast_cfg_t;

  /// A broadcast message checked (the first half of Algorithm 2 at a node).
  typedef struct packed {
    logic        origin;     ///< the node originates the broadcast
    logic        valid;      ///< wd is a dimension in use, 1 <= wc <= D_wd, in_port is of dimension wd
    logic        cont;       ///< wc > 1: the message goes on in dimension wd
    logic        plus;       ///< it arrived on a + port: it goes on over -rho, else over +rho
    logic [15:0] fwd_plus;   ///< the +rho port of dimension wd, one-hot
    logic [15:0] fwd_minus;  ///< the -rho port of dimension wd, one-hot
    logic [15:0] lower;      ///< the ports of dimensions below wd (every port at the origin)
    logic [2:0]  wd;         ///< wd received
    logic [2:0]  wc_next;    ///< wc - 1
  } bcast_check_t;

  // The broadcast functions take the whole configuration and each uses part of it.
  /* verilator lint_off UNUSEDSIGNAL */
  /// Checks a broadcast message (wd, wc) received on in_port, or a broadcast this node originates.
  function automatic bcast_check_t bcast_check(input bcast_cfg_t c, input logic origin, input logic [2:0] wd,
                                               input logic [3:0] wc, input logic [3:0] in_port);
    logic [1:0] wdi;
    logic       weights_ok;
    wdi        = wd[1:0] - 2'd1;
    weights_ok = 1'b0;
    for (int unsigned i = 0; i < MaxDims; i++) begin
      weights_ok = weights_ok || (wd == 3'(i + 1) && c.r > 3'(i) && wc != 4'd0 && wc <= c.diameter[4*i +: 4]);
    end
    bcast_check.origin    = origin;
    bcast_check.valid     = weights_ok && c.port_wd[3*in_port +: 3] == wd;
    bcast_check.cont      = !origin && wc > 4'd1;
    bcast_check.plus      = c.port_plus[in_port];
    bcast_check.fwd_plus  = 16'b1 << c.fwd_plus[4*wdi +: 4];
    bcast_check.fwd_minus = 16'b1 << c.fwd_minus[4*wdi +: 4];
    bcast_check.lower     = origin ? 16'hFFFF : ~(16'hFFFF << c.base[4*wdi +: 4]);
    bcast_check.wd        = wd;
    bcast_check.wc_next   = wc[2:0] - 3'd1;
  endfunction

  /// The port a checked message goes on over in its own dimension (one-hot; 0 when wc = 1).
  function automatic logic [15:0] bcast_continue(input bcast_check_t s);
    bcast_continue = s.cont ? (s.plus ? s.fwd_minus : s.fwd_plus) : 16'b0;
  endfunction

  /// The ports a checked message is sent on (Algorithm 2): origin weights below dimension wd, and the
  /// continuing port. Meaningful when the message is valid or originated here.
  function automatic logic [15:0] bcast_sends(input bcast_cfg_t c, input bcast_check_t s);
    bcast_sends = (s.lower & c.port_sends) | bcast_continue(s);
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  /// Degree of one circulant: 2 rho, or 2 rho - 1 when 2 rho = m (paper 000 eq. 2).
  function automatic logic [4:0] degree(input logic [3:0] m, input logic [3:0] rho);
    degree = {rho, 1'b0} - 5'({rho, 1'b0} == {1'b0, m});
  endfunction

  /// The constants of the circulant C_m<1..rho> that the load phase looks up (0 where rho is not in
  /// 1..floor(m/2)): {risk, D, a, k} with D = ceil(floor(m/2)/rho) (paper 000 eq. 3), a and k of eq. 6
  /// (3 bits each) and risk set when paper 003's deadlock condition does not hold.
  function automatic logic [9:0] dim_constants(input logic [3:0] m, input logic [3:0] rho);
    int unsigned diameter, quotient;
    logic risk;
    dim_constants = '0;
    if (m >= 4'd2 && rho >= 4'd1 && rho <= m / 2) begin
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

  /// dim_constants of every (m, rho) at address {m, rho}: a ROM that any synthesis tool maps to logic.
  function automatic logic [255:0][9:0] dim_constants_rom();
    for (int unsigned x = 0; x < 256; x++) dim_constants_rom[x] = dim_constants(4'(x >> 4), 4'(x));
  endfunction

  /// odd_quotient of every (own, rho) at address {own, rho}.
  function automatic logic [255:0] odd_quotient_rom();
    for (int unsigned x = 0; x < 256; x++) odd_quotient_rom[x] = odd_quotient(4'(x >> 4), 4'(x));
  endfunction

  // ---------------------------------------------------------------------------------------------
  // The load phase as functions: what hc_config derives from a valid configuration, for a switch whose
  // configuration is fixed at elaboration (hc_config's parameter Fixed). tb/test_rtl_derive.cpp checks
  // them against the load phase.

  /// Everything the load phase derives from a configuration, as hc_config outputs and reads it.
  typedef struct packed {
    logic [15:0] limit;           ///< digits must be below this: m_i, or 1 above r
    logic [15:0] degree;          ///< d_i, 4 bits each (0 above r)
    logic [15:0] a;               ///< a_i of paper 000 eq. 6 (0 above r)
    logic [15:0] k;               ///< k_i of paper 000 eq. 6 (0 above r)
    logic [3:0]  odd;             ///< bit i: floor(own_i / rho_i) is odd
    logic [5:0]  total_degree;    ///< the sum of d_i
    logic [4:0]  total_diameter;  ///< the sum of D_i
    logic        deadlock_free;   ///< paper 003's condition holds in every dimension
    logic [15:0] wrap;            ///< port p's hop wraps around its dimension
    bcast_cfg_t  bcast;           ///< r, D_i, port bases, continuing ports and the port table
  } derived_t;

  /// What the load phase derives from configuration c (meaningful for a valid c).
  function automatic derived_t derive(input cfg_t c);
    logic [3:0] m, rho, own, j;
    logic [9:0] dc;
    logic [2:0] owc;
    int unsigned dim;
    derive = '0;
    derive.bcast.r = c.r;
    for (int unsigned i = 0; i < MaxDims; i++) begin
      m   = c.m[4*i +: 4];
      rho = c.rho[4*i +: 4];
      own = c.own[4*i +: 4];
      derive.limit[4*i +: 4] = 4'd1;
      if (32'(c.r) > i) begin
        dc = dim_constants(m, rho);
        derive.limit[4*i +: 4]          = m;
        derive.degree[4*i +: 4]         = 4'(degree(m, rho));
        derive.bcast.diameter[4*i +: 4] = {1'b0, dc[8:6]};
        derive.a[4*i +: 4]              = {1'b0, dc[5:3]};
        derive.k[4*i +: 4]              = {1'b0, dc[2:0]};
        derive.odd[i]                   = odd_quotient(own, rho);
        derive.total_diameter           = derive.total_diameter + 5'(dc[8:6]);
        derive.deadlock_free            = i == 0 ? !dc[9] : derive.deadlock_free && !dc[9];
        if (i > 0) derive.bcast.base[4*i +: 4] = derive.bcast.base[4*(i-1) +: 4] + derive.degree[4*(i-1) +: 4];
      end
      // The continuing ports, of every dimension as the load phase computes them (used below r only).
      derive.bcast.fwd_plus[4*i +: 4]  = derive.bcast.base[4*i +: 4] + rho - 4'd1;
      derive.bcast.fwd_minus[4*i +: 4] = derive.bcast.base[4*i +: 4] + ({rho, 1'b0} == {1'b0, m} ? rho : {rho[2:0], 1'b0}) - 4'd1;
      derive.total_degree = derive.total_degree + 6'(derive.degree[4*i +: 4]);
    end
    for (int unsigned p = 0; p < MaxPorts; p++) begin
      if (p < 32'(derive.total_degree)) begin
        dim = 0;
        for (int unsigned i = 1; i < MaxDims; i++) if (32'(c.r) > i && p >= 32'(derive.bcast.base[4*i +: 4])) dim = i;
        m   = c.m[4*dim +: 4];
        rho = c.rho[4*dim +: 4];
        own = c.own[4*dim +: 4];
        j   = 4'(p) - derive.bcast.base[4*dim +: 4];
        if (j < rho) owc = derive.bcast.diameter[4*dim +: 3];
        else if (j - rho + 4'd1 <= derive.k[4*dim +: 4]) owc = derive.a[4*dim +: 3] + 3'd1;
        else owc = derive.a[4*dim +: 3];
        derive.bcast.port_plus[p]      = j < rho;
        derive.bcast.port_wd[3*p +: 3] = 3'(dim + 1);
        derive.bcast.port_owc[3*p +: 3] = owc;
        derive.bcast.port_sends[p]     = owc != 3'd0;
        derive.wrap[p] = j < rho ? {1'b0, own} + {1'b0, j} + 5'd1 >= {1'b0, m} : own < j - rho + 4'd1;
      end
    end
  endfunction

  // The entry reads the parts of the configuration and of what is derived from it that its dimension needs.
  /* verilator lint_off UNUSEDSIGNAL */
  /// The routing-table entry of destination digit v in dimension i (0-based) of configuration c, whose
  /// derived values are d: paper 003's next port (docs/conventions.md), as hc_route_fill computes it.
  function automatic route_entry_t route_entry(input cfg_t c, input derived_t d, input int unsigned i,
                                               input logic [3:0] v);
    logic [3:0] m, rho, own, cw, distance, hop, index;
    logic       neg, go_cw;
    m        = c.m[4*i +: 4];
    rho      = c.rho[4*i +: 4];
    own      = c.own[4*i +: 4];
    neg      = v < own;
    cw       = neg ? v - own + m : v - own;
    go_cw    = {1'b0, cw, 1'b0} < {2'b0, m} || ({1'b0, cw, 1'b0} == {2'b0, m} && !d.odd[i]);
    distance = go_cw ? cw : m - cw;
    hop      = distance < rho ? distance : rho;
    index    = go_cw || ({rho, 1'b0} == {1'b0, m} && hop == rho) ? hop - 4'd1 : rho + hop - 4'd1;
    route_entry.out     = v >= d.limit[4*i +: 4];
    route_entry.own     = v == own;
    route_entry.crosses = go_cw ? neg : !neg;
    route_entry.port    = d.bcast.base[4*i +: 4] + index;
    route_entry.onehot  = 16'b1 << route_entry.port;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  /// Whether configuration c breaks no rule of docs/registers.md (hc_config's RegError is 0).
  function automatic logic cfg_valid(input cfg_t c);
    logic [5:0] total;
    cfg_valid = c.r >= 3'd1 && 32'(c.r) <= MaxDims;
    total     = '0;
    for (int unsigned i = 0; i < MaxDims; i++) begin
      if (32'(c.r) > i) begin
        cfg_valid = cfg_valid && c.m[4*i +: 4] >= 4'd2 && c.rho[4*i +: 4] >= 4'd1 &&
                    c.rho[4*i +: 4] <= c.m[4*i +: 4] / 2 && c.own[4*i +: 4] < c.m[4*i +: 4];
        total     = total + 6'(degree(c.m[4*i +: 4], c.rho[4*i +: 4]));
      end else begin
        cfg_valid = cfg_valid && c.own[4*i +: 4] == 4'd0;
      end
    end
    cfg_valid = cfg_valid && total <= 6'(MaxPorts);
  endfunction

  // ---------------------------------------------------------------------------------------------
  // The network (docs/network.md).

  /// Packet kinds.
  typedef enum logic {
    PktUnicast   = 1'b0,  ///< one destination
    PktBroadcast = 1'b1   ///< every node but the source (paper 000)
  } pkt_kind_e;

  /// The header of a packet, every field at its full width (hdr_pack and hdr_unpack give its bits in
  /// a head flit).
  typedef struct packed {
    pkt_kind_e  kind;  ///< unicast or broadcast
    logic [3:0] len;   ///< flits in the packet, 1..MaxLen
    digits_t    src;   ///< source node (written by the injecting switch)
    digits_t    dst;   ///< destination node (unicast; 0 for a broadcast)
    logic [2:0] wd;    ///< broadcast weight wd (0 for a unicast; (0, 0) at injection: the origin)
    logic [2:0] wc;    ///< broadcast weight wc
  } hdr_t;

  /// Bits of the header in a head flit of a switch built for `dims` dimensions: kind, len, and the
  /// source and destination digits of dims dimensions.
  function automatic int unsigned hdr_width(input int unsigned dims);
    hdr_width = 5 + 8 * dims;
  endfunction

  /// Bits of the header of a switch built for MaxDims dimensions.
  localparam int unsigned MaxHdrW = 5 + 8 * MaxDims;

  /// The low bits of a head flit that can hold a header.
  typedef logic [MaxHdrW-1:0] hdr_bits_t;

  /// The header in the low hdr_width(dims) bits of a head flit (docs/network.md, "Packets and flits"):
  /// [4 dims-1:0] the destination digits of a unicast, or a broadcast's weights {wd, wc} cut to 4 dims
  /// bits; [8 dims-1:4 dims] the source digits; then len and kind. A broadcast's dst is 0, a unicast's
  /// weights are 0.
  function automatic hdr_t hdr_unpack(input int unsigned dims, input hdr_bits_t b);
    logic [15:0] mask, first;
    mask                = ~(16'hFFFF << (4 * dims));
    first               = 16'(b) & mask;
    hdr_unpack.kind     = pkt_kind_e'(b[8 * dims + 4]);
    hdr_unpack.len      = 4'(b >> (8 * dims));
    hdr_unpack.src      = 16'(b >> (4 * dims)) & mask;
    hdr_unpack.dst      = hdr_unpack.kind == PktUnicast ? first : 16'b0;
    hdr_unpack.wd       = hdr_unpack.kind == PktBroadcast ? first[5:3] : 3'b0;
    hdr_unpack.wc       = hdr_unpack.kind == PktBroadcast ? first[2:0] : 3'b0;
  endfunction

  /// The bits of header h in a head flit of a switch built for `dims` dimensions (bits above
  /// hdr_width(dims) are 0; digits and weights that do not fit are dropped).
  function automatic hdr_bits_t hdr_pack(input int unsigned dims, input hdr_t h);
    logic [15:0] mask, first, src;
    mask     = ~(16'hFFFF << (4 * dims));
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

  /// Why the injection port refused a packet (bits of RegCause).
  typedef enum logic [2:0] {
    CauseConfig      = 3'd0,  ///< the switch's configuration is invalid or has more ports than the switch
    CauseSequence    = 3'd1,  ///< a body or tail flit with no packet open; a head while one is open; an early tail
    CauseLength      = 3'd2,  ///< len 0 or above MaxLen; no tail at position len
    CauseDestination = 3'd3,  ///< a unicast destination digit at or above m_i, or not 0 above r
    CauseWeights     = 3'd4   ///< a broadcast whose weights are not (0, 0)
  } cause_e;

  /// The packet hash h: XOR over the dimensions of (src digit XOR dst digit). It fixes a packet's local
  /// FIFO and virtual channels, so that packets of a source-destination pair stay in order.
  /// The virtual channel of dateline class c (0 or 1) for a packet whose hash is h, with vcs channels:
  /// class 0 has channels 0..vcs/2-1, class 1 the others; h[3:1] picks one (docs/network.md).
  function automatic logic [3:0] class_vc(input int unsigned vcs, input logic c, input logic [3:1] h);
    class_vc = c ? 4'(vcs / 2 + 32'(h) % (vcs - vcs / 2)) : 4'(32'(h) % (vcs / 2));
  endfunction

  /* verilator lint_off UNUSEDSIGNAL */  // the hash takes the header; it reads src and dst
  function automatic logic [3:0] packet_hash(input hdr_t h);
    digits_t x;
    x = h.src ^ h.dst;
    packet_hash = x[0] ^ x[1] ^ x[2] ^ x[3];
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // Elaboration-time geometry of a network top (hc_network): r dimensions, m and rho packed 4 bits per
  // dimension as the registers hold them. Ports as docs/conventions.md numbers them.

  /// Nodes: m_1 x .. x m_r.
  function automatic int unsigned net_nodes(input int unsigned r, input logic [15:0] m);
    net_nodes = 1;
    for (int unsigned i = 0; i < r; i++) net_nodes = net_nodes * 32'(m[4*i +: 4]);
  endfunction

  /// Total degree: the sum of d_i.
  function automatic int unsigned net_degree(input int unsigned r, input logic [15:0] m, input logic [15:0] rho);
    net_degree = 0;
    for (int unsigned i = 0; i < r; i++) net_degree = net_degree + 32'(degree(m[4*i +: 4], rho[4*i +: 4]));
  endfunction

  /// The digits of node x.
  function automatic digits_t net_digits(input int unsigned r, input logic [15:0] m, input int unsigned x);
    int unsigned v;
    net_digits = '0;
    v = x;
    for (int unsigned i = 0; i < r; i++) begin
      net_digits[i] = 4'(v % 32'(m[4*i +: 4]));
      v = v / 32'(m[4*i +: 4]);
    end
  endfunction

  /// The dimension (0-based) of port p.
  function automatic int unsigned net_port_dim(input int unsigned r, input logic [15:0] m, input logic [15:0] rho,
                                               input int unsigned p);
    int unsigned base;
    base         = 0;
    net_port_dim = 0;
    for (int unsigned i = 0; i < r; i++) begin
      if (p >= base) net_port_dim = i;
      base = base + 32'(degree(m[4*i +: 4], rho[4*i +: 4]));
    end
  endfunction

  /// The global number of the first port of dimension i.
  function automatic int unsigned net_port_base(input logic [15:0] m, input logic [15:0] rho, input int unsigned i);
    net_port_base = 0;
    for (int unsigned k = 0; k < i; k++) net_port_base = net_port_base + 32'(degree(m[4*k +: 4], rho[4*k +: 4]));
  endfunction

  /// The signed offset of port p in its dimension: +1..+rho, then -1..-rho.
  function automatic int net_port_offset(input int unsigned r, input logic [15:0] m, input logic [15:0] rho,
                                         input int unsigned p);
    int unsigned i, j, rh;
    i  = net_port_dim(r, m, rho, p);
    j  = p - net_port_base(m, rho, i);
    rh = 32'(rho[4*i +: 4]);
    net_port_offset = j < rh ? int'(j + 1) : -int'(j - rh + 1);
  endfunction

  /// The node reached from x over port p.
  function automatic int unsigned net_neighbour(input int unsigned r, input logic [15:0] m, input logic [15:0] rho,
                                                input int unsigned x, input int unsigned p);
    int unsigned i, mi, weight;
    int          off;
    digits_t     d;
    i      = net_port_dim(r, m, rho, p);
    mi     = 32'(m[4*i +: 4]);
    off    = net_port_offset(r, m, rho, p);
    d      = net_digits(r, m, x);
    weight = net_nodes(i, m);
    net_neighbour = x - 32'(d[i]) * weight + 32'((int'(32'(d[i])) + off + int'(mi)) % int'(mi)) * weight;
  endfunction

  /// The port of the opposite offset in p's dimension: where the neighbour over p receives from p.
  /// When 2 rho = m the +rho port is its own reverse (-rho names it).
  function automatic int unsigned net_reverse_port(input int unsigned r, input logic [15:0] m, input logic [15:0] rho,
                                                   input int unsigned p);
    int unsigned i, rh, k;
    int          off;
    i   = net_port_dim(r, m, rho, p);
    rh  = 32'(rho[4*i +: 4]);
    off = net_port_offset(r, m, rho, p);
    k   = 32'(off < 0 ? -off : off);
    if (off < 0) net_reverse_port = net_port_base(m, rho, i) + k - 1;
    else if (k == rh && 2 * rh == 32'(m[4*i +: 4])) net_reverse_port = net_port_base(m, rho, i) + rh - 1;
    else net_reverse_port = net_port_base(m, rho, i) + rh + k - 1;
  endfunction

endpackage
