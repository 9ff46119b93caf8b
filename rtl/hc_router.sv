// Router of one node (paper 003): prioritized-dimension (generalized e-cube) routing with the greedy
// hop and the odd/even preference, from the routing tables built in the load phase. Request:
// destination digits and the available ports; response: arrived, port, wait (the chosen port is
// busy; no other port is ever offered) or error. One request per clock; the response is offered two
// clocks after the clock in which the request is accepted.
//
// Stage 1: the highest dimension whose digit differs from the node's own selects the table entry
// {dimension, digit}, read from block RAM (whose output register is this stage); the digits are
// checked against m. Stage 2: the availability of the port read (a one-hot AND-OR) and the answer.
`include "hc_assert.svh"

module hc_router (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// Routing tables and address of this node.
  input  hc_pkg::route_cfg_t    cfg_i,
  /// The configuration is being derived: no request is accepted.
  input  logic                  busy_i,
  /// The configuration is invalid: every response is an error.
  input  logic                  error_i,
  /// The configuration changes this clock: requests in flight are answered with an error.
  input  logic                  flush_i,
  /// Request valid.
  input  logic                  req_valid_i,
  /// Request accepted.
  output logic                  req_ready_o,
  /// Destination digits, 4 bits each, dimension 1 in [3:0].
  input  logic [15:0]           req_dst_i,
  /// Available ports, bit p = port p.
  input  logic [15:0]           req_avail_i,
  /// Response valid.
  output logic                  resp_valid_o,
  /// Response taken.
  input  logic                  resp_ready_i,
  /// Arrived, port, wait or error.
  output hc_pkg::route_status_e resp_status_o,
  /// The chosen port (port and wait); 0 otherwise.
  output logic [3:0]            resp_port_o
);

  logic        advance, stale;
  logic [4:0]  entry_addr;  // {dimension bit, digit} of the highest differing dimension
  logic [39:0] entry;       // stage-1 register: both tables' read data
  logic        s1_table_q, s1_table_d, s1_arrived_q, s1_arrived_d, s1_error_q, s1_error_d;
  logic [15:0] s1_avail_q, s1_avail_d;
  hc_pkg::route_status_e status_q, status_d;
  logic [3:0]  port_q, port_d;

  hc_pipe_ctrl #(
    .Stages (2)
  ) i_pipe_ctrl (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .accept_i    (!busy_i),
    .flush_i     (flush_i),
    .in_valid_i  (req_valid_i),
    .in_ready_o  (req_ready_o),
    .advance_o   (advance),
    .out_valid_o (resp_valid_o),
    .out_ready_i (resp_ready_i),
    .stale_o     (stale)
  );

  // Stage 1: select the dimension.
  always_comb begin
    logic [3:0] differ;
    logic [1:0] dim;
    logic       bad;
    bad = error_i;
    for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
      differ[i] = req_dst_i[4*i +: 4] != cfg_i.own[4*i +: 4];
      bad       = bad || req_dst_i[4*i +: 4] >= cfg_i.limit[4*i +: 4];
    end
    dim = differ[3] ? 2'd3 : differ[2] ? 2'd2 : differ[1] ? 2'd1 : 2'd0;
    entry_addr   = {dim[0], req_dst_i[4*dim +: 4]};
    s1_table_d   = advance ? dim[1] : s1_table_q;
    s1_arrived_d = advance ? differ == '0 : s1_arrived_q;
    s1_error_d   = advance ? bad : s1_error_q;
    s1_avail_d   = advance ? req_avail_i : s1_avail_q;
  end

  for (genvar t = 0; t < 2; t++) begin : gen_table
    hc_table_ram #(
      .Width (20)
    ) i_table (
      .clk_i   (clk_i),
      .we_i    (cfg_i.table_we),
      .waddr_i (cfg_i.table_addr),
      .wdata_i (cfg_i.table_data[20*t +: 20]),
      .re_i    (advance),
      .raddr_i (entry_addr),
      .rdata_o (entry[20*t +: 20])
    );
  end

  // Stage 2: the answer.
  always_comb begin
    logic [19:0] chosen;
    logic        free;
    chosen   = entry[20*s1_table_q +: 20];
    free     = |(chosen[19:4] & s1_avail_q);
    status_d = s1_error_q || stale ? hc_pkg::RouteError   :
               s1_arrived_q        ? hc_pkg::RouteArrived :
               free                ? hc_pkg::RoutePort    : hc_pkg::RouteWait;
    port_d   = s1_error_q || stale || s1_arrived_q ? 4'd0 : chosen[3:0];
    if (!advance) begin
      status_d = status_q;
      port_d   = port_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_table_q   <= 1'b0;
      s1_arrived_q <= 1'b0;
      s1_error_q   <= 1'b0;
      s1_avail_q   <= '0;
      status_q     <= hc_pkg::RouteArrived;
      port_q       <= '0;
    end else begin
      s1_table_q   <= s1_table_d;
      s1_arrived_q <= s1_arrived_d;
      s1_error_q   <= s1_error_d;
      s1_avail_q   <= s1_avail_d;
      status_q     <= status_d;
      port_q       <= port_d;
    end
  end

  assign resp_status_o = status_q;
  assign resp_port_o   = port_q;

  `HC_ASSERT(RequestStableUntilAccepted,
             req_valid_i && !req_ready_o |=> req_valid_i && $stable(req_dst_i) && $stable(req_avail_i),
             clk_i, rst_ni)
  `HC_ASSERT(ResponseStableUntilTaken,
             resp_valid_o && !resp_ready_i |=> resp_valid_o && $stable(resp_status_o) && $stable(resp_port_o),
             clk_i, rst_ni)

endmodule
