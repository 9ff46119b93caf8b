// Load phase: the constants of each dimension, looked up one dimension per clock in a ROM built
// from paper 000 eq. 3 and 6 (D, a, k) and the parity of the rho-quotient of the node's own digit
// (paper 003's odd/even preference). Started at load-phase step 0: dimension i's ROM address is
// registered at step i + 1, the ROM output at step i + 2, and its constants are valid from step 7.
module hc_dim_constants (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low.
  input  logic        rst_ni,
  /// Load-phase step 0: start the lookups.
  input  logic        start_i,
  /// m_i, 4 bits each.
  input  logic [15:0] m_i,
  /// rho_i, 4 bits each.
  input  logic [15:0] rho_i,
  /// Own digits, 4 bits each.
  input  logic [15:0] own_i,
  /// D_i, 4 bits each.
  output logic [15:0] diameter_o,
  /// a_i, 4 bits each.
  output logic [15:0] a_o,
  /// k_i, 4 bits each.
  output logic [15:0] k_o,
  /// Bit i: floor(own_i / rho_i) is odd.
  output logic [3:0]  odd_quotient_o
);

  logic [2:0]  next_dim_q, next_dim_d;  // dimension to look up next; 4 when done
  logic [1:0]  dim_q, dim_d;            // dimension whose ROM address is registered
  logic        lookup_q, lookup_d;      // a ROM address is registered
  logic [7:0]  dim_addr_q, dim_addr_d, odd_addr_q, odd_addr_d;
  logic [1:0]  out_dim_q, out_dim_d;    // dimension whose ROM output is registered
  logic        out_q, out_d;            // a ROM output is registered
  logic [8:0]  dak_q, dak_d;            // {D, a, k}
  logic        odd_out_q, odd_out_d;
  logic [11:0] diameter_q, diameter_d, a_q, a_d, k_q, k_d;
  logic [3:0]  odd_q, odd_d;

  always_comb begin
    next_dim_d = next_dim_q;
    dim_d      = next_dim_q[1:0];
    lookup_d   = !next_dim_q[2];
    dim_addr_d = {m_i[4*next_dim_q[1:0] +: 4], rho_i[4*next_dim_q[1:0] +: 4]};
    odd_addr_d = {own_i[4*next_dim_q[1:0] +: 4], rho_i[4*next_dim_q[1:0] +: 4]};
    if (start_i) begin
      next_dim_d = '0;
      lookup_d   = 1'b0;
    end else if (!next_dim_q[2]) begin
      next_dim_d = next_dim_q + 3'd1;
    end
    out_dim_d  = dim_q;
    out_d      = lookup_q;
    dak_d      = hc_pkg::DimRom[9*dim_addr_q +: 9];
    odd_out_d  = hc_pkg::OddQuotientRom[odd_addr_q];
    diameter_d = diameter_q;
    a_d        = a_q;
    k_d        = k_q;
    odd_d      = odd_q;
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
      if (out_q && out_dim_q == 2'(i)) begin
        diameter_d[3*i +: 3] = dak_q[8:6];
        a_d[3*i +: 3]        = dak_q[5:3];
        k_d[3*i +: 3]        = dak_q[2:0];
        odd_d[i]             = odd_out_q;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      next_dim_q <= '0;
      dim_q      <= '0;
      lookup_q   <= 1'b0;
      dim_addr_q <= '0;
      odd_addr_q <= '0;
      out_dim_q  <= '0;
      out_q      <= 1'b0;
      dak_q      <= '0;
      odd_out_q  <= 1'b0;
      diameter_q <= '0;
      a_q        <= '0;
      k_q        <= '0;
      odd_q      <= '0;
    end else begin
      next_dim_q <= next_dim_d;
      dim_q      <= dim_d;
      lookup_q   <= lookup_d;
      dim_addr_q <= dim_addr_d;
      odd_addr_q <= odd_addr_d;
      out_dim_q  <= out_dim_d;
      out_q      <= out_d;
      dak_q      <= dak_d;
      odd_out_q  <= odd_out_d;
      diameter_q <= diameter_d;
      a_q        <= a_d;
      k_q        <= k_d;
      odd_q      <= odd_d;
    end
  end

  for (genvar i = 0; i < hc_pkg::MaxDims; i++) begin : gen_out
    assign diameter_o[4*i +: 4] = {1'b0, diameter_q[3*i +: 3]};
    assign a_o[4*i +: 4]        = {1'b0, a_q[3*i +: 3]};
    assign k_o[4*i +: 4]        = {1'b0, k_q[3*i +: 3]};
  end
  assign odd_quotient_o = odd_q;

endmodule
