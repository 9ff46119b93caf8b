// The network (docs/network.md).
package hc_noc_pkg;

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
