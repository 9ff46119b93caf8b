// Load phase of the routing tables of two dimensions, lo and hi (paper 003: for a fixed node, the
// next port in a dimension depends only on the destination digit). Load-phase steps 16..31
// (hc_pkg::StepRouteFill on) feed destination digits v = 0..15 of dimension lo, steps 32..47 those of
// dimension hi, into a pipeline whose entry for feed step s is ready at step s + 7
// (hc_pkg::RouteFillStages; short stages: this logic runs at the node's clock):
//   1 d = v - own;  2 the clockwise distance cw = d mod m, and m;  3 the counter-clockwise one m - cw and
//   the shorter way round: clockwise when 2 cw < m, or on a tie (2 cw = m) when the rho-quotient of
//   own is even (odd/even preference);  4 the distance that way;  5 the hop min(rho, distance);
//   6 the port's index in the dimension: hop - 1 clockwise, rho + hop - 1 counter-clockwise
//   (rho - 1 for a hop of rho when 2 rho = m: there is no -rho port, +rho reaches the same node);
//   7 the global port, base + index.
// The entry (hc_route_pkg::route_entry_t) also says whether v is out of range or own, and whether the path
// to v in this dimension crosses the wrap-around (clockwise to a smaller digit, counter-clockwise to a
// larger one: the dateline of docs/network.md); the rest is meaningful only for an in-range v other
// than own.
module hc_route_fill (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low.
  input  logic        rst_ni,
  /// The load phase is running (the pipeline's registers hold otherwise).
  input  logic        run_i,
  /// Destination digit fed into stage 1 (the load-phase step's low bits).
  input  hc_pkg::digit_t digit_i,
  /// The digit is of dimension hi (steps 32..47, and every 32 steps after), else of dimension lo.
  input  logic        hi_i,
  /// m of dimensions lo and hi (lo in element 0).
  input  hc_pkg::digit_t [1:0] m_i,
  /// rho of dimensions lo and hi.
  input  hc_pkg::digit_t [1:0] rho_i,
  /// The node's own digits in dimensions lo and hi.
  input  hc_pkg::digit_t [1:0] own_i,
  /// floor(own / rho) is odd, per dimension (lo in bit 0).
  input  logic [1:0]  odd_quotient_i,
  /// 2 rho = m, per dimension (lo in bit 0).
  input  logic [1:0]  half_i,
  /// Global number of the first port of dimensions lo and hi.
  input  hc_pkg::port_t [1:0] base_i,
  /// Digits must be below this (m, or 1 for a dimension not in use), per dimension.
  input  hc_pkg::digit_t [1:0] limit_i,
  /// The entry of the digit fed Stages steps earlier.
  output hc_route_pkg::route_entry_t entry_o
);

  localparam int unsigned Stages = hc_pkg::RouteFillStages;

  logic [Stages-3:0] hi_q, hi_d;      // hi_q[s]: stage s+1 holds a digit of dimension hi
  logic [Stages-1:0] out_q, out_d;    // out_q[s]: stage s+1 holds a digit >= limit
  logic [Stages-1:0] own_q, own_d;    // own_q[s]: stage s+1 holds the own digit
  logic [4:0] s1_diff_q, s1_diff_d;
  hc_pkg::digit_t s2_cw_q, s2_cw_d, s2_m_q, s2_m_d;  // m registered: stage 3 compares at once
  logic       s2_neg_q, s2_neg_d, s3_neg_q, s3_neg_d;  // v < own
  logic       s4_crosses_q, s4_crosses_d, s5_crosses_q, s5_crosses_d, s6_crosses_q, s6_crosses_d;
  logic       s7_crosses_q, s7_crosses_d;
  // The distance the shorter way round, the hop and rho are at most 7 (m <= 15) for an in-range v;
  // the distances of an out-of-range v are not (its entry says out, and nothing reads the rest).
  hc_pkg::half_t s3_cw_q, s3_cw_d, s3_ccw_q, s3_ccw_d;
  logic       s3_go_cw_q, s3_go_cw_d;
  hc_pkg::half_t s4_distance_q, s4_distance_d;
  logic       s4_go_cw_q, s4_go_cw_d;
  hc_pkg::half_t s5_hop_q, s5_hop_d;
  // The dimension's constants a stage uses, registered beside the digit a stage before it.
  hc_pkg::half_t s4_rho_q, s4_rho_d, s5_rho_q, s5_rho_d;
  logic       s5_half_q, s5_half_d;
  hc_pkg::port_t  s6_base_q, s6_base_d;
  logic       s5_go_cw_q, s5_go_cw_d;
  hc_pkg::port_t  s6_index_q, s6_index_d;
  hc_pkg::port_t  s7_port_q, s7_port_d;

  always_comb begin
    hc_pkg::digit_t m2;
    logic [4:0] twice_cw;
    m2       = m_i[hi_q[0]];
    twice_cw = {s2_cw_q, 1'b0};
    // Everything holds outside the load phase (no switching, and less to simulate).
    hi_d          = hi_q;
    out_d         = out_q;
    own_d         = own_q;
    s1_diff_d     = s1_diff_q;
    s2_cw_d       = s2_cw_q;
    s2_m_d        = s2_m_q;
    s2_neg_d      = s2_neg_q;
    s3_neg_d      = s3_neg_q;
    s4_crosses_d  = s4_crosses_q;
    s5_crosses_d  = s5_crosses_q;
    s6_crosses_d  = s6_crosses_q;
    s7_crosses_d  = s7_crosses_q;
    s3_cw_d       = s3_cw_q;
    s3_ccw_d      = s3_ccw_q;
    s3_go_cw_d    = s3_go_cw_q;
    s4_distance_d = s4_distance_q;
    s4_go_cw_d    = s4_go_cw_q;
    s5_hop_d      = s5_hop_q;
    s4_rho_d      = s4_rho_q;
    s5_rho_d      = s5_rho_q;
    s5_half_d     = s5_half_q;
    s6_base_d     = s6_base_q;
    s5_go_cw_d    = s5_go_cw_q;
    s6_index_d    = s6_index_q;
    s7_port_d     = s7_port_q;
    if (run_i) begin
      hi_d          = {hi_q[Stages-4:0], hi_i};
      out_d         = {out_q[Stages-2:0], digit_i >= limit_i[hi_i]};
      own_d         = {own_q[Stages-2:0], digit_i == own_i[hi_i]};
      s1_diff_d     = {1'b0, digit_i} - {1'b0, own_i[hi_i]};
      s2_cw_d       = s1_diff_q[4] ? s1_diff_q[3:0] + m2 : s1_diff_q[3:0];
      s2_m_d        = m2;
      s2_neg_d      = s1_diff_q[4];
      s3_neg_d      = s2_neg_q;
      s4_crosses_d  = s3_go_cw_q ? s3_neg_q : !s3_neg_q;
      s5_crosses_d  = s4_crosses_q;
      s6_crosses_d  = s5_crosses_q;
      s7_crosses_d  = s6_crosses_q;
      s3_cw_d       = hc_pkg::half_t'(s2_cw_q);
      s3_ccw_d      = hc_pkg::half_t'(s2_m_q - s2_cw_q);
      s3_go_cw_d    = twice_cw < {1'b0, s2_m_q} || (twice_cw == {1'b0, s2_m_q} && !odd_quotient_i[hi_q[1]]);
      s4_distance_d = s3_go_cw_q ? s3_cw_q : s3_ccw_q;
      s4_go_cw_d    = s3_go_cw_q;
      s4_rho_d      = hc_pkg::half_t'(rho_i[hi_q[2]]);  // rho <= 7 in every valid configuration
      s5_hop_d      = s4_distance_q < s4_rho_q ? s4_distance_q : s4_rho_q;
      s5_rho_d      = s4_rho_q;
      s5_half_d     = half_i[hi_q[3]];
      s5_go_cw_d    = s4_go_cw_q;
      if (s5_go_cw_q || (s5_half_q && s5_hop_q == s5_rho_q)) begin
        s6_index_d = {1'b0, s5_hop_q} - 4'd1;
      end else begin
        s6_index_d = {1'b0, s5_rho_q} + {1'b0, s5_hop_q} - 4'd1;
      end
      s6_base_d     = base_i[hi_q[4]];
      s7_port_d     = s6_base_q + s6_index_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      hi_q          <= '0;
      out_q         <= '0;
      own_q         <= '0;
      s1_diff_q     <= '0;
      s2_cw_q       <= '0;
      s2_m_q        <= '0;
      s2_neg_q      <= 1'b0;
      s3_neg_q      <= 1'b0;
      s4_crosses_q  <= 1'b0;
      s5_crosses_q  <= 1'b0;
      s6_crosses_q  <= 1'b0;
      s7_crosses_q  <= 1'b0;
      s3_cw_q       <= '0;
      s3_ccw_q      <= '0;
      s3_go_cw_q    <= 1'b0;
      s4_distance_q <= '0;
      s4_go_cw_q    <= 1'b0;
      s5_hop_q      <= '0;
      s4_rho_q      <= '0;
      s5_rho_q      <= '0;
      s5_half_q     <= 1'b0;
      s6_base_q     <= '0;
      s5_go_cw_q    <= 1'b0;
      s6_index_q    <= '0;
      s7_port_q     <= '0;
    end else begin
      hi_q          <= hi_d;
      out_q         <= out_d;
      own_q         <= own_d;
      s1_diff_q     <= s1_diff_d;
      s2_cw_q       <= s2_cw_d;
      s2_m_q        <= s2_m_d;
      s2_neg_q      <= s2_neg_d;
      s3_neg_q      <= s3_neg_d;
      s4_crosses_q  <= s4_crosses_d;
      s5_crosses_q  <= s5_crosses_d;
      s6_crosses_q  <= s6_crosses_d;
      s7_crosses_q  <= s7_crosses_d;
      s3_cw_q       <= s3_cw_d;
      s3_ccw_q      <= s3_ccw_d;
      s3_go_cw_q    <= s3_go_cw_d;
      s4_distance_q <= s4_distance_d;
      s4_go_cw_q    <= s4_go_cw_d;
      s5_hop_q      <= s5_hop_d;
      s4_rho_q      <= s4_rho_d;
      s5_rho_q      <= s5_rho_d;
      s5_half_q     <= s5_half_d;
      s6_base_q     <= s6_base_d;
      s5_go_cw_q    <= s5_go_cw_d;
      s6_index_q    <= s6_index_d;
      s7_port_q     <= s7_port_d;
    end
  end

  always_comb begin
    entry_o.out     = out_q[Stages-1];
    entry_o.own     = own_q[Stages-1];
    entry_o.crosses = s7_crosses_q;
    entry_o.port    = s7_port_q;
  end

endmodule
