// Shared constants, types and pure functions of the hypercycle router and broadcast weight unit.
//
// Vectors that hold one field per dimension or per port are flat: field i of width W is
// vec[W*i +: W], dimension 1 (the least significant digit) and port 0 in the lowest bits.
package hc_pkg;

  /// Dimensions the hardware supports (paper 000 sec. 4.1, paper 003 sec. 4).
  localparam int unsigned MaxDims = 4;
  /// Ports per node.
  localparam int unsigned MaxPorts = 16;

  /// Clocks from the last configuration write until the unit is ready again (load phase).
  localparam int unsigned DeriveSteps = 55;
  /// Load-phase step at which the routing tables start filling (v = step - 16 in stage 1; the
  /// per-dimension constants are valid from step 6).
  localparam int unsigned StepRouteFill = 16;
  /// Load-phase step at which routing-table entry 0 is written (entry {hi, v} at StepRouteWrite +
  /// 16 hi + v; the last at StepRouteWrite + 31).
  localparam int unsigned StepRouteWrite = StepRouteFill + 7;
  /// Load-phase step at which the port table starts filling (p = step - 16 in stage 1).
  localparam int unsigned StepPortFill = 16;
  /// Load-phase step at which port-table entry 0 is written (entry p at StepPortWrite + p).
  localparam int unsigned StepPortWrite = StepPortFill + 4;

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
    RegId       = 4'hC   ///< RO the constant IdValue
  } reg_addr_e;

  /// Value of RegId: "HC".
  localparam logic [15:0] IdValue = 16'h4843;

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

  /// Bits of a routing-table entry: {digit out of range, digit = own, one-hot port, port}.
  localparam int unsigned RouteEntryW = 22;

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


endpackage
