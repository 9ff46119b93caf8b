// Load phase of the routing tables of two dimensions, lo and hi (paper 003: for a fixed node, the
// next port in a dimension depends only on the destination digit). Steps 16..31 feed destination
// digits v = 0..15 of dimension lo, steps 32..47 those of dimension hi, into a pipeline whose entry
// for feed step s is ready at step s + 4:
//   stage 1 the clockwise distance cw = (v - own) mod m,
//   stage 2 the shorter way round: clockwise when 2 cw < m, or on a tie (2 cw = m) when the
//           rho-quotient of own is even (odd/even preference),
//   stage 3 the hop min(rho, distance),
//   stage 4 its global port: base + hop - 1 clockwise, base + rho + hop - 1 counter-clockwise
//           (base + rho - 1 when 2 rho = m: there is no -rho port, +rho reaches the same node).
// The entry is the port, one-hot and as a number. Entries for v >= m are never read.
module hc_route_fill (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low.
  input  logic        rst_ni,
  /// Destination digit fed into stage 1 (the load-phase step's low bits).
  input  logic [3:0]  digit_i,
  /// The digit is of dimension hi (steps 32..47), else of dimension lo.
  input  logic        hi_i,
  /// m of dimensions lo and hi, 4 bits each (lo in [3:0]).
  input  logic [7:0]  m_i,
  /// rho of dimensions lo and hi.
  input  logic [7:0]  rho_i,
  /// The node's own digits in dimensions lo and hi.
  input  logic [7:0]  own_i,
  /// floor(own / rho) is odd, per dimension (lo in bit 0).
  input  logic [1:0]  odd_quotient_i,
  /// Global number of the first port of dimensions lo and hi.
  input  logic [7:0]  base_i,
  /// The entry: {one-hot port, port}.
  output logic [19:0] entry_o
);

  logic       s1_hi_q, s1_hi_d, s2_hi_q, s2_hi_d, s3_hi_q, s3_hi_d;
  logic [3:0] s1_cw_q, s1_cw_d;
  logic [3:0] s2_cw_q, s2_cw_d, s2_ccw_q, s2_ccw_d;
  logic       s2_go_cw_q, s2_go_cw_d;
  logic [3:0] s3_hop_q, s3_hop_d;
  logic       s3_go_cw_q, s3_go_cw_d;
  logic [3:0] s4_port_q, s4_port_d;

  always_comb begin
    logic [4:0] diff, twice_cw;
    logic [3:0] distance, m1, m2, m4, rho3, rho4, base4;
    // Stage 1.
    s1_hi_d    = hi_i;
    m1         = m_i[4*s1_hi_d +: 4];
    diff       = {1'b0, digit_i} - {1'b0, own_i[4*s1_hi_d +: 4]};
    s1_cw_d    = diff[4] ? diff[3:0] + m1 : diff[3:0];
    // Stage 2.
    s2_hi_d    = s1_hi_q;
    m2         = m_i[4*s1_hi_q +: 4];
    s2_cw_d    = s1_cw_q;
    s2_ccw_d   = m2 - s1_cw_q;
    twice_cw   = {s1_cw_q, 1'b0};
    s2_go_cw_d = twice_cw < {1'b0, m2} || (twice_cw == {1'b0, m2} && !odd_quotient_i[s1_hi_q]);
    // Stage 3.
    s3_hi_d    = s2_hi_q;
    rho3       = rho_i[4*s2_hi_q +: 4];
    distance   = s2_go_cw_q ? s2_cw_q : s2_ccw_q;
    s3_go_cw_d = s2_go_cw_q;
    s3_hop_d   = distance < rho3 ? distance : rho3;
    // Stage 4.
    m4         = m_i[4*s3_hi_q +: 4];
    rho4       = rho_i[4*s3_hi_q +: 4];
    base4      = base_i[4*s3_hi_q +: 4];
    if (s3_go_cw_q || ({rho4, 1'b0} == {1'b0, m4} && s3_hop_q == rho4)) begin
      s4_port_d = base4 + s3_hop_q - 4'd1;
    end else begin
      s4_port_d = base4 + rho4 + s3_hop_q - 4'd1;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_hi_q    <= 1'b0;
      s1_cw_q    <= '0;
      s2_hi_q    <= 1'b0;
      s2_cw_q    <= '0;
      s2_ccw_q   <= '0;
      s2_go_cw_q <= 1'b0;
      s3_hi_q    <= 1'b0;
      s3_hop_q   <= '0;
      s3_go_cw_q <= 1'b0;
      s4_port_q  <= '0;
    end else begin
      s1_hi_q    <= s1_hi_d;
      s1_cw_q    <= s1_cw_d;
      s2_hi_q    <= s2_hi_d;
      s2_cw_q    <= s2_cw_d;
      s2_ccw_q   <= s2_ccw_d;
      s2_go_cw_q <= s2_go_cw_d;
      s3_hi_q    <= s3_hi_d;
      s3_hop_q   <= s3_hop_d;
      s3_go_cw_q <= s3_go_cw_d;
      s4_port_q  <= s4_port_d;
    end
  end

  assign entry_o = {16'b1 << s4_port_q, s4_port_q};

endmodule
