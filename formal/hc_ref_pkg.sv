// Formal-only reference of the node: the rules of docs/conventions.md and docs/registers.md written
// directly as functions, independent of the RTL's tables and pipelines (and of the C++ model). The
// property files compare the RTL with it.
package hc_ref_pkg;

  // The interfaces are the RTL's: a configuration as the registers hold it (hc_pkg::cfg_t), the
  // requests and the answers (hc_route_pkg::route_req_t, route_resp_t, bcast_req_t, bcast_resp_t).

  /// Numbers in the rules (8 bits hold every product and sum; narrow arithmetic keeps the solver fast).
  typedef logic [7:0] num_t;

  /// Field i of a per-dimension vector, as a number.
  function automatic num_t field(input hc_pkg::digits_t v, input int unsigned i);
    field = 8'(v[i]);
  endfunction

  /// Dimension i (0-based) is in use.
  function automatic bit active(input hc_pkg::cfg_t c, input int unsigned i);
    active = i < 32'(c.r);
  endfunction

  /// m_i = 2..15 and rho_i = 1..floor(m_i/2).
  function automatic bit dim_ok(input num_t m, input num_t rho);
    dim_ok = m >= 2 && rho >= 1 && rho <= m / 2;
  endfunction

  /// d_i = 2 rho_i, or 2 rho_i - 1 when 2 rho_i = m_i.
  function automatic num_t degree(input num_t m, input num_t rho);
    degree = 2 * rho == m ? 2 * rho - 1 : 2 * rho;
  endfunction

  /// D_i = ceil(floor(m_i/2) / rho_i).
  function automatic num_t diameter(input num_t m, input num_t rho);
    diameter = (m / 2 + rho - 1) / rho;
  endfunction

  /// a = floor((m-1)/rho) - D (paper 000 eq. 6).
  function automatic num_t eq6_a(input num_t m, input num_t rho);
    eq6_a = (m - 1) / rho - diameter(m, rho);
  endfunction

  /// k = m - a rho - D rho - 1 (paper 000 eq. 6).
  function automatic num_t eq6_k(input num_t m, input num_t rho);
    eq6_k = m - eq6_a(m, rho) * rho - diameter(m, rho) * rho - 1;
  endfunction

  /// Total degree of the dimensions in use.
  function automatic num_t total_degree(input hc_pkg::cfg_t c);
    total_degree = 0;
    for (int unsigned i = 0; i < 4; i++)
      if (active(c, i)) total_degree += degree(field(c.m, i), field(c.rho, i));
  endfunction

  /// The global number of the first port of dimension i.
  function automatic num_t base(input hc_pkg::cfg_t c, input int unsigned i);
    base = 0;
    for (int unsigned k = 0; k < 4; k++)
      if (k < i) base += degree(field(c.m, k), field(c.rho, k));
  endfunction

  /// The ERROR register: [0] r not 1..4, [4:1] m_i below 2, [8:5] rho_i not 1..floor(m_i/2) (only rho_i = 0
  /// where m_i is below 2), [9] total degree above 16 once every m_i and rho_i is valid, [13:10] own digit
  /// not below m_i (not 0 above r).
  function automatic logic [13:0] errors(input hc_pkg::cfg_t c);
    logic [3:0] m_bad, rho_bad, own_bad;
    for (int unsigned i = 0; i < 4; i++) begin
      num_t m, rho, x;
      m = field(c.m, i);
      rho = field(c.rho, i);
      x = field(c.own, i);
      m_bad[i]   = active(c, i) && m < 2;
      rho_bad[i] = active(c, i) && (rho == 0 || (m >= 2 && rho > m / 2));
      own_bad[i] = active(c, i) ? x >= m : x != 0;
    end
    errors = {own_bad, m_bad == 0 && rho_bad == 0 && total_degree(c) > 16, rho_bad, m_bad,
              c.r == 0 || c.r > 4};
  endfunction

  /// The configuration is valid.
  function automatic bit valid(input hc_pkg::cfg_t c);
    valid = errors(c) == 0;
  endfunction

  /// Paper 003's deadlock condition in one dimension: D = 1, floor(m/2) < 2 rho, or m = 4 rho.
  function automatic bit deadlock_free_dim(input num_t m, input num_t rho);
    deadlock_free_dim = diameter(m, rho) == 1 || m / 2 < 2 * rho || m == 4 * rho;
  endfunction

  /// The way from the own digit x to destination digit v in dimension dim (0-based), for a digit below
  /// m (docs/conventions.md, "Routing"): the clockwise and counter-clockwise distances, the shorter way
  /// round (clockwise on a tie when floor(x / rho) is even), its distance, a hop of min(rho, distance),
  /// and the port of that offset in the dimension (+hop is local port hop - 1, -hop is rho + hop - 1,
  /// and -rho is +rho's port when 2 rho = m).
  typedef struct packed {
    num_t cw;
    num_t ccw;
    bit   go_cw;
    num_t distance;
    num_t hop;
    num_t local_port;
  } path_t;

  /// The path_t from the own digit to digit v of dimension dim.
  function automatic path_t path(input hc_pkg::cfg_t c, input int unsigned dim, input hc_pkg::digit_t v);
    num_t m, rho, x;
    m    = field(c.m, dim);
    rho  = field(c.rho, dim);
    x    = field(c.own, dim);
    // (v - x) mod m and (x - v) mod m for digits below m.
    path.cw         = 8'(v) >= x ? 8'(v) - x : 8'(v) + m - x;
    path.ccw        = path.cw == 0 ? 8'd0 : m - path.cw;
    path.go_cw      = path.cw < path.ccw || (path.cw == path.ccw && (x / rho) % 2 == 0);
    path.distance   = path.go_cw ? path.cw : path.ccw;
    path.hop        = path.distance < rho ? path.distance : rho;
    path.local_port = path.go_cw || (2 * rho == m && path.hop == rho) ? path.hop - 1 : rho + path.hop - 1;
  endfunction

  /// The routing table entry of dimension dim (0-based) for destination digit v: the port of its path;
  /// out when v is at or above m (not 0 above r), own when v = x; crosses when the way passes the
  /// wrap-around (clockwise to a smaller digit, counter-clockwise to a larger one).
  function automatic hc_route_pkg::route_entry_t route_entry(input hc_pkg::cfg_t c, input int unsigned dim, input hc_pkg::digit_t v);
    path_t w;
    num_t  x;
    w = path(c, dim, v);
    x = field(c.own, dim);
    route_entry.out     = active(c, dim) ? 8'(v) >= field(c.m, dim) : v != 0;
    route_entry.own     = 8'(v) == x;
    route_entry.crosses = w.go_cw ? 8'(v) < x : 8'(v) > x;
    route_entry.port    = 4'(base(c, dim) + w.local_port);
  endfunction

  /// next_port(own, dst, avail) of paper 003 (docs/conventions.md, "Routing"): the highest dimension whose
  /// digits differ and its table entry; wait (with the port) when that port is not available; error for an
  /// invalid configuration or a destination digit at or above m_i (not 0 above r).
  function automatic hc_route_pkg::route_resp_t route(input hc_pkg::cfg_t c, input hc_route_pkg::route_req_t q);
    bit bad, found;
    int unsigned dim;
    route = '0;
    bad = !valid(c);
    found = 1'b0;
    dim = 0;
    for (int unsigned i = 0; i < 4; i++) begin
      if (route_entry(c, i, q.dst[i]).out) bad = 1'b1;
      if (field(q.dst, i) != field(c.own, i)) begin
        found = 1'b1;
        dim = i;
      end
    end
    if (bad) begin
      route.status = hc_route_pkg::RouteError;
    end else if (found) begin
      route.port   = route_entry(c, dim, q.dst[dim]).port;
      route.status = q.avail[route.port] ? hc_route_pkg::RoutePort : hc_route_pkg::RouteWait;
    end
  endfunction

  /// A port of the configuration (docs/conventions.md, "Ports" and "Broadcast").
  typedef struct packed {
    logic       exists;  ///< p is below the total degree
    logic [2:0] wd;      ///< its dimension, 1-based
    logic       plus;    ///< its offset is positive (local index below rho)
    logic       wrap;    ///< the hop over it wraps around its dimension (docs/network.md, datelines):
                         ///< own + s >= m for an offset s > 0, own < |s| for s < 0
    logic [2:0] owc;     ///< the weight wc the origin sends on it: D on +1..+rho, a + 1 on the first k
                         ///< counter-clockwise ports, a on the others (0: nothing sent)
  } port_t;

  /// Port p: the dimension i with base_i <= p < base_i + d_i, local index j = p - base_i.
  function automatic port_t port(input hc_pkg::cfg_t c, input hc_pkg::port_t p);
    port = '0;
    for (int unsigned i = 0; i < 4; i++) begin
      num_t m, rho, b, j;
      m   = field(c.m, i);
      rho = field(c.rho, i);
      b   = base(c, i);
      j   = 8'(p) - b;
      if (active(c, i) && 8'(p) >= b && j < degree(m, rho)) begin
        port.exists = 1'b1;
        port.wd     = 3'(i + 1);
        port.plus   = j < rho;
        port.wrap   = j < rho ? field(c.own, i) + j + 1 >= m : field(c.own, i) < j - rho + 1;
        port.owc    = 3'(j < rho ? diameter(m, rho) : j - rho + 1 <= eq6_k(m, rho) ? eq6_a(m, rho) + 1 : eq6_a(m, rho));
      end
    end
  endfunction

  /// Broadcast (paper 000, Algorithm 2; docs/conventions.md, "Broadcast"). The origin sends on every
  /// port of every dimension i: (i, D_i) on +1..+rho_i, (i, a_i + 1) on the first k_i counter-clockwise
  /// ports, (i, a_i) on the others, and nothing where the weight is 0. A message (wd, wc) received on
  /// in_port of dimension wd goes on as (wd, wc - 1) on the port at offset rho_wd in its travel direction
  /// (arrived on a + port: the -rho port, which is the +rho port when 2 rho = m) if wc > 1, and every
  /// dimension below wd gets the origin's weights. wd not 1..r, wc not 1..D_wd, in_port not of dimension
  /// wd, or an invalid configuration: error, nothing sent.
  function automatic hc_route_pkg::bcast_resp_t bcast(input hc_pkg::cfg_t c, input hc_route_pkg::bcast_req_t r);
    bit          origin;
    hc_pkg::dim_t  wd;
    hc_pkg::wc_t   wc;
    hc_pkg::port_t in_port;
    int unsigned below;  // dimensions 1..below get the origin's weights
    bit ok;
    {origin, wd, wc, in_port} = r;
    bcast = '0;
    ok = valid(c);
    below = origin ? 4 : 32'(wd) - 1;
    if (!origin) begin
      ok = ok && wd >= 1 && 32'(wd) <= 32'(c.r);
      if (ok) begin
        int unsigned d;
        num_t m, rho, b, j;
        d   = 32'(wd) - 1;
        m   = field(c.m, d);
        rho = field(c.rho, d);
        b   = base(c, d);
        ok  = wc >= 1 && 8'(wc) <= diameter(m, rho) && 8'(in_port) >= b && 8'(in_port) < b + degree(m, rho);
        j   = 8'(in_port) - b;
        if (ok && wc > 1) begin
          num_t next;
          next = j < rho ? (2 * rho == m ? rho - 1 : 2 * rho - 1) : rho - 1;
          bcast.send[b + next]         = 1'b1;
          bcast.wd[b + next] = wd;
          bcast.wc[b + next] = 3'(wc - 1);
        end
      end
    end
    for (int unsigned p = 0; p < 16; p++) begin
      port_t q;
      q = port(c, 4'(p));
      if (ok && q.exists && 32'(q.wd) <= below && q.owc != 0) begin
        bcast.send[p]       = 1'b1;
        bcast.wd[p] = q.wd;
        bcast.wc[p] = q.owc;
      end
    end
    if (!ok) bcast = '{error: 1'b1, default: '0};
  endfunction

  /// The contract between hc_config and hc_bcast: what the broadcast constants and port table of a
  /// valid configuration satisfy (hc_config's proof shows it whenever the configuration is derived and
  /// valid; hc_bcast's proof assumes it then). Every port the origin sends on exists, is of a dimension
  /// in use and has a weight 1..D of that dimension; a port that does not exist is not sent on; the ports
  /// that continue a broadcast are of their dimension; every D_i of a dimension in use is 1..7.
  function automatic bit bcast_cfg_ok(input hc_route_pkg::bcast_cfg_t c);
    bcast_cfg_ok = 1'b1;
    for (int unsigned p = 0; p < 16; p++) begin
      logic [2:0] wd, owc;
      wd  = c.port_wd[p];
      owc = c.port_owc[p];
      if (c.port_sends[p] != (owc != 0)) bcast_cfg_ok = 1'b0;
      if (owc != 0 && (wd == 0 || wd > c.r || {1'b0, owc} > c.diameter[2'(wd - 3'd1)])) bcast_cfg_ok = 1'b0;
    end
    for (int unsigned i = 0; i < 4; i++) begin
      if (i < 32'(c.r)) begin
        if (c.diameter[i] == 0 || c.diameter[i] > 7) bcast_cfg_ok = 1'b0;
        if (c.port_wd[c.fwd_plus[i]] != 3'(i + 1)) bcast_cfg_ok = 1'b0;
        if (c.port_wd[c.fwd_minus[i]] != 3'(i + 1)) bcast_cfg_ok = 1'b0;
      end
    end
  endfunction

  /// The weights of a broadcast answer are within the configuration: every port sent on exists and
  /// carries a dimension wd in use and 1 <= wc <= D_wd (docs/registers.md, WeightsAtMostDiameter).
  function automatic bit weights_ok(input hc_route_pkg::bcast_cfg_t c, input hc_route_pkg::bcast_resp_t r);
    weights_ok = 1'b1;
    for (int unsigned p = 0; p < 16; p++) begin
      if (r.send[p]) begin
        logic [2:0] d, w;
        d = r.wd[p];
        w = r.wc[p];
        if (c.port_wd[p] == 0 || d == 0 || d > c.r || w == 0 || {1'b0, w} > c.diameter[2'(d - 3'd1)])
          weights_ok = 1'b0;
      end
    end
  endfunction

endpackage
