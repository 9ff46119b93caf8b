// Load phase of the port table: for every port p, its dimension, its direction, the weight wc
// the originating node sends on it (paper 000, Algorithm 1 case 1: ports +1..+rho get D, the first k
// counter-clockwise ports a+1, the others a), and whether the hop over it wraps around its dimension
// (the dateline of docs/network.md: own + offset >= m, or own < |offset|; the port shared by +rho and
// -rho when 2 rho = m counts as +rho).
//
// Steps 16..31 feed p = 0..15 into a pipeline whose entry p is written at step
// hc_pkg::StepPortWrite + p. The feed repeats every 16 steps and an entry is written in every clock of
// the load phase (entry (step - StepPortWrite) mod 16), so every write from that step on is right and
// the ones before it are overwritten: no window to decode. Stage 1 finds the dimension, stage 2 the
// local index j, stage 3 the direction and the sums that stage 4 compares (each stage one adder or
// comparator deep): the wrap, and whether a counter-clockwise port is one of the first k (its offset
// o = j - rho + 1 <= k, that is j < k + rho); stage 5 the entry with its weight.
module hc_port_table (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low.
  input  logic        rst_ni,
  /// The load phase is running: the pipeline advances (its registers hold otherwise). Entry
  /// (step - hc_pkg::StepPortWrite) mod 16 is written while step_i is below hc_pkg::DeriveSteps, which
  /// is when run_i is high (hc_config: the step holds at DeriveSteps exactly outside the load phase).
  input  logic        run_i,
  /// The clocks since the last configuration write (the load-phase step): below hc_pkg::DeriveSteps in
  /// the load phase, which it holds at outside it.
  input  hc_pkg::step_t step_i,
  /// Dimensions in use: bit i set when i < r.
  input  logic [hc_pkg::MaxDims-1:0] active_i,
  /// Total degree (ports in use).
  input  logic [4:0]  degree_i,
  /// m_i.
  input  hc_pkg::digits_t    m_i,
  /// rho_i.
  input  hc_pkg::digits_t    rho_i,
  /// The node's own digits.
  input  hc_pkg::digits_t    own_i,
  /// Global number of each dimension's first port.
  input  hc_pkg::dim_ports_t base_i,
  /// D_i.
  input  hc_pkg::digits_t    diameter_i,
  /// a_i.
  input  hc_pkg::digits_t    a_i,
  /// k_i.
  input  hc_pkg::digits_t    k_i,
  /// Port p has a positive offset; the table is valid from step hc_pkg::DeriveSteps.
  output hc_pkg::port_mask_t plus_o,
  /// Dimension of port p, 1-based (the wd its messages carry); 0 for p >= total degree.
  output hc_pkg::port_dims_t wd_o,
  /// wc the originating node sends on port p (Algorithm 1 case 1; 0 = none).
  output hc_pkg::port_wcs_t  owc_o,
  /// The originating node sends on port p (owc != 0).
  output hc_pkg::port_mask_t sends_o,
  /// The hop over port p wraps around its dimension.
  output hc_pkg::port_mask_t wrap_o
);

  logic [1:0] s1_dim_q, s1_dim_d, s2_dim_q, s2_dim_d, s4_dim_q, s4_dim_d;
  logic       s1_valid_q, s1_valid_d, s2_valid_q, s2_valid_d, s4_valid_q, s4_valid_d;
  hc_pkg::digit_t s2_j_q, s2_j_d;
  hc_pkg::half_t s2_rho_q, s2_rho_d, s2_diameter_q, s2_diameter_d, s2_a_q, s2_a_d;
  hc_pkg::digit_t s2_k_q, s2_k_d, s2_m_q, s2_m_d, s2_own_q, s2_own_d;
  logic [1:0] s3_dim_q, s3_dim_d;
  logic       s3_valid_q, s3_valid_d, s3_plus_q, s3_plus_d;
  hc_pkg::digit_t s3_own_q, s3_own_d, s3_m_q, s3_m_d, s3_j_q, s3_j_d, s3_back_q, s3_back_d;
  logic [4:0] s3_reach_q, s3_reach_d, s3_k_end_q, s3_k_end_d;
  hc_pkg::half_t s3_diameter_q, s3_diameter_d, s3_a_q, s3_a_d;
  hc_pkg::half_t s4_diameter_q, s4_diameter_d, s4_a_q, s4_a_d;
  logic       s4_plus_q, s4_plus_d, s4_wrap_q, s4_wrap_d, s4_first_k_q, s4_first_k_d;
  logic       s4_d_nonzero_q, s4_d_nonzero_d, s4_a_nonzero_q, s4_a_nonzero_d;
  logic       s5_plus_q, s5_plus_d, s5_sends_q, s5_sends_d, s5_wrap_q, s5_wrap_d;
  hc_pkg::dim_t     s5_wd_q, s5_wd_d;
  hc_pkg::wc_send_t s5_owc_q, s5_owc_d;
  hc_pkg::port_mask_t plus_q, plus_d, sends_q, sends_d, wrap_q, wrap_d;
  hc_pkg::port_dims_t wd_q, wd_d;
  hc_pkg::port_wcs_t  owc_q, owc_d;

  always_comb begin
    hc_pkg::port_t p, p_stage2;
    // Port p enters stage 1 at step StepPortFill + p, stage 2 a step later; its entry is written at
    // step StepPortWrite + p.
    p          = hc_pkg::port_t'(step_i) - 4'(hc_pkg::StepPortFill);
    p_stage2   = p - 4'd1;
    // Everything holds outside the load phase (no switching, and less to simulate).
    s1_dim_d      = s1_dim_q;
    s1_valid_d    = s1_valid_q;
    s2_dim_d      = s2_dim_q;
    s2_valid_d    = s2_valid_q;
    s2_j_d        = s2_j_q;
    s2_rho_d      = s2_rho_q;
    s2_diameter_d = s2_diameter_q;
    s2_a_d        = s2_a_q;
    s2_k_d        = s2_k_q;
    s2_m_d        = s2_m_q;
    s2_own_d      = s2_own_q;
    s3_dim_d      = s3_dim_q;
    s3_valid_d    = s3_valid_q;
    s3_plus_d     = s3_plus_q;
    s3_j_d        = s3_j_q;
    s3_own_d      = s3_own_q;
    s3_m_d        = s3_m_q;
    s3_k_end_d    = s3_k_end_q;
    s3_reach_d    = s3_reach_q;
    s3_back_d     = s3_back_q;
    s3_diameter_d = s3_diameter_q;
    s3_a_d        = s3_a_q;
    s4_dim_d      = s4_dim_q;
    s4_valid_d    = s4_valid_q;
    s4_plus_d     = s4_plus_q;
    s4_wrap_d     = s4_wrap_q;
    s4_first_k_d  = s4_first_k_q;
    s4_diameter_d = s4_diameter_q;
    s4_a_d        = s4_a_q;
    s4_d_nonzero_d = s4_d_nonzero_q;
    s4_a_nonzero_d = s4_a_nonzero_q;
    s5_plus_d     = s5_plus_q;
    s5_wd_d       = s5_wd_q;
    s5_owc_d      = s5_owc_q;
    s5_sends_d    = s5_sends_q;
    s5_wrap_d     = s5_wrap_q;
    plus_d        = plus_q;
    wrap_d        = wrap_q;
    wd_d          = wd_q;
    owc_d         = owc_q;
    sends_d       = sends_q;
    if (run_i) begin
      // Stage 1: dimension of p.
      s1_valid_d = {1'b0, p} < degree_i;
      s1_dim_d   = 2'd0;
      for (int unsigned i = 1; i < hc_pkg::MaxDims; i++) begin
        if (active_i[i] && p >= base_i[i]) s1_dim_d = 2'(i);
      end
      // Stage 2: local index and the dimension's constants.
      s2_dim_d      = s1_dim_q;
      s2_valid_d    = s1_valid_q;
      s2_j_d        = p_stage2 - base_i[s1_dim_q];
      // rho, D and a <= D are at most 7 in every valid configuration.
      s2_rho_d      = hc_pkg::half_t'(rho_i[s1_dim_q]);
      s2_diameter_d = hc_pkg::half_t'(diameter_i[s1_dim_q]);
      s2_a_d        = hc_pkg::half_t'(a_i[s1_dim_q]);
      s2_k_d        = k_i[s1_dim_q];
      s2_m_d        = m_i[s1_dim_q];
      s2_own_d      = own_i[s1_dim_q];
      // Stage 3: the direction, and the sums the comparisons of stage 4 need.
      s3_dim_d      = s2_dim_q;
      s3_valid_d    = s2_valid_q;
      s3_plus_d     = s2_j_q < {1'b0, s2_rho_q};
      s3_j_d        = s2_j_q;
      s3_own_d      = s2_own_q;
      s3_m_d        = s2_m_q;
      s3_k_end_d    = {1'b0, s2_k_q} + {2'b0, s2_rho_q};
      s3_reach_d    = {1'b0, s2_own_q} + {1'b0, s2_j_q} + 5'd1;
      s3_back_d     = s2_j_q - {1'b0, s2_rho_q} + 4'd1;
      s3_diameter_d = s2_diameter_q;
      s3_a_d        = s2_a_q;
      // Stage 4: the wrap, and whether a counter-clockwise port is one of the first k.
      s4_dim_d       = s3_dim_q;
      s4_valid_d     = s3_valid_q;
      s4_plus_d      = s3_plus_q;
      s4_first_k_d   = {1'b0, s3_j_q} < s3_k_end_q;
      s4_wrap_d      = s3_plus_q ? s3_reach_q >= {1'b0, s3_m_q} : s3_own_q < s3_back_q;
      s4_diameter_d  = s3_diameter_q;
      s4_a_d         = s3_a_q;
      s4_d_nonzero_d = s3_diameter_q != 3'd0;
      s4_a_nonzero_d = s3_a_q != 3'd0;
      // Stage 5: the entry, with the origin's weight (sends: that weight is not 0).
      s5_plus_d  = s4_valid_q && s4_plus_q;  // a port that does not exist: not plus, no wrap
      s5_wd_d    = s4_valid_q ? {1'b0, s4_dim_q} + 3'd1 : 3'd0;
      if (!s4_valid_q) begin
        s5_owc_d = 3'd0;
      end else if (s4_plus_q) begin
        s5_owc_d = s4_diameter_q;
      end else begin
        s5_owc_d = s4_a_q + 3'(s4_first_k_q);
      end
      s5_sends_d = s4_valid_q && (s4_plus_q ? s4_d_nonzero_q : s4_first_k_q || s4_a_nonzero_q);
      s5_wrap_d  = s4_valid_q && s4_wrap_q;
    end
    // The write is decoded from the step alone, not from run_i (whose fan-out is the whole load
    // phase's): the load phase is the steps below DeriveSteps, where the step holds outside it.
    for (int unsigned q = 0; q < hc_pkg::MaxPorts; q++) begin
      if (hc_pkg::port_t'(step_i) == 4'(hc_pkg::StepPortWrite + q) && step_i != hc_pkg::step_t'(hc_pkg::DeriveSteps)) begin
        plus_d[q]  = s5_plus_q;
        wd_d[q]    = s5_wd_q;
        owc_d[q]   = s5_owc_q;
        sends_d[q] = s5_sends_q;
        wrap_d[q]  = s5_wrap_q;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_dim_q      <= '0;
      s1_valid_q    <= 1'b0;
      s2_dim_q      <= '0;
      s2_valid_q    <= 1'b0;
      s2_j_q        <= '0;
      s2_rho_q      <= '0;
      s2_diameter_q <= '0;
      s2_a_q        <= '0;
      s2_k_q        <= '0;
      s2_m_q        <= '0;
      s2_own_q      <= '0;
      s3_dim_q      <= '0;
      s3_valid_q    <= 1'b0;
      s3_plus_q     <= 1'b0;
      s3_j_q        <= '0;
      s3_own_q      <= '0;
      s3_m_q        <= '0;
      s3_k_end_q    <= '0;
      s3_reach_q    <= '0;
      s3_back_q     <= '0;
      s3_diameter_q <= '0;
      s3_a_q        <= '0;
      s4_dim_q      <= '0;
      s4_valid_q    <= 1'b0;
      s4_plus_q     <= 1'b0;
      s4_wrap_q     <= 1'b0;
      s4_first_k_q  <= 1'b0;
      s4_diameter_q <= '0;
      s4_a_q        <= '0;
      s4_d_nonzero_q <= 1'b0;
      s4_a_nonzero_q <= 1'b0;
      s5_plus_q     <= 1'b0;
      s5_wd_q       <= '0;
      s5_owc_q      <= '0;
      s5_sends_q    <= 1'b0;
      s5_wrap_q     <= 1'b0;
      plus_q        <= '0;
      wrap_q        <= '0;
      wd_q          <= '0;
      owc_q         <= '0;
      sends_q       <= '0;
    end else begin
      s1_dim_q      <= s1_dim_d;
      s1_valid_q    <= s1_valid_d;
      s2_dim_q      <= s2_dim_d;
      s2_valid_q    <= s2_valid_d;
      s2_j_q        <= s2_j_d;
      s2_rho_q      <= s2_rho_d;
      s2_diameter_q <= s2_diameter_d;
      s2_a_q        <= s2_a_d;
      s2_k_q        <= s2_k_d;
      s2_m_q        <= s2_m_d;
      s2_own_q      <= s2_own_d;
      s3_dim_q      <= s3_dim_d;
      s3_valid_q    <= s3_valid_d;
      s3_plus_q     <= s3_plus_d;
      s3_j_q        <= s3_j_d;
      s3_own_q      <= s3_own_d;
      s3_m_q        <= s3_m_d;
      s3_k_end_q    <= s3_k_end_d;
      s3_reach_q    <= s3_reach_d;
      s3_back_q     <= s3_back_d;
      s3_diameter_q <= s3_diameter_d;
      s3_a_q        <= s3_a_d;
      s4_dim_q      <= s4_dim_d;
      s4_valid_q    <= s4_valid_d;
      s4_plus_q     <= s4_plus_d;
      s4_wrap_q     <= s4_wrap_d;
      s4_first_k_q  <= s4_first_k_d;
      s4_diameter_q <= s4_diameter_d;
      s4_a_q        <= s4_a_d;
      s4_d_nonzero_q <= s4_d_nonzero_d;
      s4_a_nonzero_q <= s4_a_nonzero_d;
      s5_plus_q     <= s5_plus_d;
      s5_wd_q       <= s5_wd_d;
      s5_owc_q      <= s5_owc_d;
      s5_sends_q    <= s5_sends_d;
      s5_wrap_q     <= s5_wrap_d;
      plus_q        <= plus_d;
      wrap_q        <= wrap_d;
      wd_q          <= wd_d;
      owc_q         <= owc_d;
      sends_q       <= sends_d;
    end
  end

  assign plus_o  = plus_q;
  // Port p is of dimension p + 1 at most, as every dimension of a valid configuration has a port: the
  // bits above are 0, and port 0 is of dimension 1 (not stored; the broadcast unit checks only valid
  // configurations).
  for (genvar p = 0; p < hc_pkg::MaxPorts; p++) begin : gen_wd
    localparam int unsigned MaxDim = p + 1 < hc_pkg::MaxDims ? p + 1 : hc_pkg::MaxDims;
    if (p == 0) begin : gen_first
      logic unused_wd;  // always 1 where it is meaningful
      assign unused_wd = ^wd_q[p];
      assign wd_o[p]   = hc_pkg::dim_t'(1);
    end else begin : gen_other
      assign wd_o[p] = wd_q[p] & hc_pkg::dim_t'((1 << $clog2(MaxDim + 1)) - 1);
    end
  end
  assign owc_o   = owc_q;
  assign sends_o = sends_q;
  assign wrap_o  = wrap_q;

endmodule
