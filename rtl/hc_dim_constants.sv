// Load phase: the constants of each dimension, looked up one dimension per clock in ROMs built at
// elaboration from hc_route_pkg::dim_constants (D, a, k of paper 000 and paper 003's deadlock condition) and
// hc_route_pkg::odd_quotient (the odd/even preference of the node's own digit), with their running total
// diameter and deadlock verdict. Started at load-phase step 0: dimension i's ROM address is
// registered at step i + 1, the ROM output at step i + 2, and everything is valid from step 7; a
// restart drops the lookups in flight.
// Dimensions not in use look up entry 0, whose constants are all 0.
module hc_dim_constants (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low.
  input  logic        rst_ni,
  /// The load phase is running (the registers hold otherwise).
  input  logic        run_i,
  /// Load-phase step 0: start the lookups.
  input  logic        start_i,
  /// Dimensions in use: bit i set when i < r (valid from step 1).
  input  logic [hc_pkg::MaxDims-1:0] active_i,
  /// m_i.
  input  hc_pkg::digits_t m_i,
  /// rho_i.
  input  hc_pkg::digits_t rho_i,
  /// Own digits.
  input  hc_pkg::digits_t own_i,
  /// D_i (0 above r).
  output hc_pkg::digits_t diameter_o,
  /// a_i (0 above r).
  output hc_pkg::digits_t a_o,
  /// k_i (0 above r).
  output hc_pkg::digits_t k_o,
  /// Bit i: floor(own_i / rho_i) is odd.
  output logic [hc_pkg::MaxDims-1:0] odd_quotient_o,
  /// Sum of the D_i.
  output logic [4:0]  total_diameter_o,
  /// Paper 003's condition holds in every dimension in use.
  output logic        deadlock_free_o
);

  // Constants at elaboration (no `initial`: ASIC synthesis maps them as well as FPGA synthesis).
  localparam logic [hc_route_pkg::RomEntries-1:0][9:0] DimRom = hc_route_pkg::dim_constants_rom();
  localparam logic [hc_route_pkg::RomEntries-1:0]      OddRom = hc_route_pkg::odd_quotient_rom();

  logic [2:0]  next_dim_q, next_dim_d;  // dimension to look up next; 4 when done
  logic [1:0]  dim_q, dim_d;            // dimension whose ROM address is registered
  logic        lookup_q, lookup_d;      // a ROM address is registered
  hc_route_pkg::rom_addr_t dim_addr_q, dim_addr_d, odd_addr_q, odd_addr_d;
  logic [1:0]  out_dim_q, out_dim_d;    // dimension whose ROM output is registered
  logic        out_q, out_d;            // a ROM output is registered
  logic [9:0]  rom_q, rom_d;            // {risk, D, a, k}
  logic        odd_out_q, odd_out_d;
  hc_pkg::half_t [hc_pkg::MaxDims-1:0] diameter_q, diameter_d, a_q, a_d, k_q, k_d;  // each at most 7
  logic [hc_pkg::MaxDims-1:0] odd_q, odd_d;
  logic [4:0]  total_q, total_d;
  logic        risk_q, risk_d;

  always_comb begin
    logic [1:0] d;
    d = next_dim_q[1:0];
    // Everything holds outside the load phase (no switching, and less to simulate).
    next_dim_d = next_dim_q;
    dim_d      = dim_q;
    lookup_d   = lookup_q;
    dim_addr_d = dim_addr_q;
    odd_addr_d = odd_addr_q;
    out_dim_d  = out_dim_q;
    out_d      = out_q;
    rom_d      = rom_q;
    odd_out_d  = odd_out_q;
    diameter_d = diameter_q;
    a_d        = a_q;
    k_d        = k_q;
    odd_d      = odd_q;
    total_d    = total_q;
    risk_d     = risk_q;
    // start_i comes only with run_i (step 0 is in the load phase), so that run_i alone enables these.
    if (run_i) begin
      if (start_i) begin
        // A new load phase: lookups of an abandoned one are dropped.
        next_dim_d = '0;
        lookup_d   = 1'b0;
        out_d      = 1'b0;
        total_d    = '0;
        risk_d     = 1'b0;
      end else begin
        dim_d      = d;
        lookup_d   = !next_dim_q[2];
        // Dimension 1 whatever r: r >= 1 when valid.
        dim_addr_d = d == 0 || active_i[d] ? {m_i[d], hc_pkg::half_t'(rho_i[d])} : '0;
        odd_addr_d = {own_i[d], hc_pkg::half_t'(rho_i[d])};
        if (!next_dim_q[2]) next_dim_d = next_dim_q + 3'd1;
        out_dim_d = dim_q;
        out_d     = lookup_q;
        rom_d     = DimRom[dim_addr_q];
        odd_out_d = OddRom[odd_addr_q];
        if (out_q) begin
          total_d = total_q + {2'b0, rom_q[8:6]};
          risk_d  = risk_q || rom_q[9];
        end
      end
    end
    // A ROM output registered is one dimension's constants. They are taken even in the clock of a
    // restart (the next load phase looks every dimension up again before step 7), so that these
    // registers' enables need neither the restart nor the load phase.
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
      if (out_q && out_dim_q == 2'(i)) begin
        diameter_d[i] = rom_q[8:6];
        a_d[i]        = rom_q[5:3];
        k_d[i]        = rom_q[2:0];
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
      rom_q      <= '0;
      odd_out_q  <= 1'b0;
      diameter_q <= '0;
      a_q        <= '0;
      k_q        <= '0;
      odd_q      <= '0;
      total_q    <= '0;
      risk_q     <= 1'b0;
    end else begin
      next_dim_q <= next_dim_d;
      dim_q      <= dim_d;
      lookup_q   <= lookup_d;
      dim_addr_q <= dim_addr_d;
      odd_addr_q <= odd_addr_d;
      out_dim_q  <= out_dim_d;
      out_q      <= out_d;
      rom_q      <= rom_d;
      odd_out_q  <= odd_out_d;
      diameter_q <= diameter_d;
      a_q        <= a_d;
      k_q        <= k_d;
      odd_q      <= odd_d;
      total_q    <= total_d;
      risk_q     <= risk_d;
    end
  end

  for (genvar i = 0; i < hc_pkg::MaxDims; i++) begin : gen_out
    assign diameter_o[i] = {1'b0, diameter_q[i]};
    assign a_o[i]        = {1'b0, a_q[i]};
    assign k_o[i]        = {1'b0, k_q[i]};
  end
  assign odd_quotient_o   = odd_q;
  assign total_diameter_o = total_q;
  assign deadlock_free_o  = !risk_q;

endmodule
