// Shared constants, types and pure functions of the node: widths, the configuration, the register
// map and the load phase's schedule. The other packages, by concern: hc_host_pkg (the host protocol),
// hc_route_pkg (router and broadcast), hc_derive_pkg (the load phase as functions), hc_noc_pkg (the
// network), hc_traffic_pkg (the network on a board). A package imports the packages it builds on;
// modules name every item with its package (hc_noc_pkg::hdr_t).
//
// Values held once per dimension or per port are packed arrays of the types below, element i of
// width W at bits [W*i +: W]: dimension 1 (the least significant digit) and port 0 in the lowest bits,
// so the ports, registers and host software see the same flat vectors as before the types.
package hc_pkg;

  /// Dimensions the hardware supports (paper 000 sec. 4.1, paper 003 sec. 4).
  localparam int unsigned MaxDims = 4;
  /// Ports per node.
  localparam int unsigned MaxPorts = 16;
  /// Bits of a digit (m_i <= 15), and of every other value held once per dimension: m_i, rho_i, the
  /// digit limits, degrees, diameters, a_i and k_i.
  localparam int unsigned DigitW /*verilator public*/ = 4;
  /// Bits of a value at most floor(m_i / 2) <= 7 in every valid configuration: rho_i, D_i, a_i, and a
  /// distance the shorter way round a dimension.
  localparam int unsigned HalfW = DigitW - 1;
  /// Bits of a port number.
  localparam int unsigned PortW /*verilator public*/ = $clog2(MaxPorts);
  /// Bits of a dimension number, 1-based with 0 for none: r, wd, the dimension of a port.
  localparam int unsigned DimW /*verilator public*/ = $clog2(MaxDims + 1);
  /// Bits of a received broadcast weight wc (1..D, D <= 7; the width of the request checks any value).
  localparam int unsigned WcW /*verilator public*/ = 4;
  /// Bits of a broadcast weight wc sent on a port (1..D <= 7).
  localparam int unsigned WcSendW /*verilator public*/ = 3;
  /// Bits of a configuration register.
  localparam int unsigned RegW = 16;
  /// Bits of a configuration register address.
  localparam int unsigned RegAddrW = 4;

  /// One digit of a node address, or any other value held once per dimension.
  typedef logic [DigitW-1:0] digit_t;
  /// A node's digits (or m_i, rho_i, ... of every dimension), dimension 1 in element 0.
  typedef digit_t [MaxDims-1:0] digits_t;
  /// rho_i, or another value at most floor(m_i / 2).
  typedef logic [HalfW-1:0] half_t;
  /// A port number.
  typedef logic [PortW-1:0] port_t;
  /// A port number per dimension, dimension 1 in element 0.
  typedef port_t [MaxDims-1:0] dim_ports_t;
  /// A set of ports, bit p for port p.
  typedef logic [MaxPorts-1:0] port_mask_t;
  /// A dimension number, 1-based (0: none).
  typedef logic [DimW-1:0] dim_t;
  /// A dimension number per port, port 0 in element 0 (wd of broadcast copies, dimension of a port).
  typedef dim_t [MaxPorts-1:0] port_dims_t;
  /// A received broadcast weight wc.
  typedef logic [WcW-1:0] wc_t;
  /// A broadcast weight wc sent on a port.
  typedef logic [WcSendW-1:0] wc_send_t;
  /// A wc per port, port 0 in element 0.
  typedef wc_send_t [MaxPorts-1:0] port_wcs_t;
  /// Configuration register data.
  typedef logic [RegW-1:0] reg_data_t;

  // The load-phase schedule (hc_config): the steps below follow from the pipelines' depths.
  /// Load-phase step from which hc_dim_constants' outputs are valid: one ROM lookup per dimension,
  /// address registered at step i + 1 and output at step i + 2, then the running totals.
  localparam int unsigned StepConstants = MaxDims + 3;
  /// Stages of the routing-table fill pipeline (hc_route_fill): the entry of the digit fed at step s
  /// is written at step s + RouteFillStages.
  localparam int unsigned RouteFillStages = 7;
  /// Stages of the port-table pipeline (hc_port_table): port p fed at step s is written at s + 5.
  localparam int unsigned PortFillStages = 5;
  /// Digits of one dimension in a routing table: every value of a 4-bit digit.
  localparam int unsigned TableDigits = 16;
  /// Entries of each routing table: two dimensions (1 and 2, or 3 and 4).
  localparam int unsigned RouteEntries = 2 * TableDigits;
  /// A routing-table address, {dimension bit, destination digit}.
  typedef logic [$clog2(RouteEntries)-1:0] table_addr_t;
  /// Load-phase step at which the routing tables start filling: the first step at or after
  /// StepConstants that is a multiple of TableDigits, so that the step's low bits are the digit fed
  /// (v = step - StepRouteFill in stage 1).
  localparam int unsigned StepRouteFill = (StepConstants + TableDigits - 1) / TableDigits * TableDigits;
  /// Load-phase step at which routing-table entry 0 is written (entry {hi, v} at StepRouteWrite +
  /// TableDigits hi + v). The tables are written in every clock of the load phase, at address
  /// (step - StepRouteWrite) mod RouteEntries, and the feed repeats every RouteEntries steps: every
  /// write from this step on is an entry computed from the configuration.
  localparam int unsigned StepRouteWrite = StepRouteFill + RouteFillStages;
  /// Load-phase step at which the port table starts filling (p = step - StepPortFill in stage 1).
  localparam int unsigned StepPortFill = StepRouteFill;
  /// Load-phase step at which port-table entry 0 is written (entry p at StepPortWrite + p, and again
  /// every MaxPorts steps while the load phase runs, as the routing tables).
  localparam int unsigned StepPortWrite = StepPortFill + PortFillStages;
  /// Clocks from the last configuration write until the unit is ready again (load phase): one after
  /// the last table entry is written.
  localparam int unsigned DeriveSteps /*verilator public*/ =
      StepRouteWrite + RouteEntries > StepPortWrite + MaxPorts ? StepRouteWrite + RouteEntries
                                                               : StepPortWrite + MaxPorts;
  /// A load-phase step, 0..DeriveSteps (the step counter holds at DeriveSteps outside the load phase).
  typedef logic [$clog2(DeriveSteps + 1)-1:0] step_t;

  /// Configuration register addresses (docs/registers.md).
  typedef enum logic [RegAddrW-1:0] {
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
    RegCause    = 4'hF   ///< RO (switch) refusal causes, bit per hc_noc_pkg::cause_e: sticky causes_t, then CauseUnsupported and CauseOneVc
  } reg_addr_e;

  /// Value of RegId: "HC".
  localparam reg_data_t IdValue = 16'h4843;

  /// The configuration registers.
  typedef struct packed {
    dim_t    r;    ///< number of dimensions, 1..4
    digits_t m;    ///< nodes per dimension
    digits_t rho;  ///< links per direction per dimension
    digits_t own;  ///< the node's own digits
  } cfg_t;

endpackage
