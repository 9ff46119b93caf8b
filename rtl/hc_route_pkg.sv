// The router's and the broadcast unit's requests, responses and functions (paper 003, paper 000),
// and the per-dimension constants and ROMs the load phase derives.
package hc_route_pkg;

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
