// Router of one node (paper 003): prioritized-dimension (generalized e-cube) routing with the greedy
// hop and the odd/even preference, from the routing tables built in the load phase. Request:
// destination digits and the available ports; response: arrived, port, wait (the chosen port is
// busy; no other port is ever offered) or error. One request per clock; the response is offered
// Latency clocks after the clock in which the request is accepted.
//
// Stage 1 is the table lookup (hc_route_lookup); the last stage the availability of the port (a
// multiplexer) and the answer. With Latency 3 the lookup's answer is registered between them.

module hc_router #(
  /// Routing tables in LUT RAM (1: ECP5, Gowin) or block RAM (0: iCE40).
  parameter bit          AsyncTables = 1'b0,
  /// Clocks from an accepted request to its response: 2, or 3 with the lookup's answer registered.
  parameter int unsigned Latency = 2
) (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// The node's own digits.
  input  hc_pkg::digits_t       own_i,
  /// Per dimension, digits must be below this.
  input  hc_pkg::digits_t       limit_i,
  /// Routing tables: write entry table_addr_i (load phase).
  input  logic                  table_we_i,
  /// Routing tables: {dimension bit, destination digit} written.
  input  hc_pkg::table_addr_t   table_addr_i,
  /// Routing tables: the entry of table t (dimensions 2t+1 and 2t+2).
  input  hc_route_pkg::route_entry_t [1:0] table_data_i,
  /// The configuration is being derived: no request is accepted.
  input  logic                        busy_i,
  /// The configuration is invalid: every response is an error.
  input  logic                        error_i,
  /// The configuration changes this clock: requests in flight are answered with an error.
  input  logic                        flush_i,
  /// Request valid.
  input  logic                        req_valid_i,
  /// Request accepted.
  output logic                        req_ready_o,
  /// The request: destination digits and available ports.
  input  hc_route_pkg::route_req_t    req_i,
  /// Response valid.
  output logic                        resp_valid_o,
  /// Response taken.
  input  logic                        resp_ready_i,
  /// The response: arrived, port, wait or error, and the chosen port (port and wait; 0 otherwise).
  output hc_route_pkg::route_resp_t   resp_o
);

  // The tables hold {out of range, own, port} (hc_route_lookup's layout).
  typedef struct packed {
    logic          out;
    logic          own;
    hc_pkg::port_t port;
  } entry_t;

  logic       advance, load, stale;
  hc_pkg::port_t s1_port;  // stage 1: the chosen dimension's port
  logic       s1_arrived, s1_error;
  hc_pkg::port_mask_t s1_avail_q, s1_avail_d;
  hc_pkg::port_t port;     // the same, as the last stage sees it
  logic       arrived, bad;
  hc_pkg::port_mask_t avail;
  hc_route_pkg::route_resp_t resp_q, resp_d, resp_n;
  logic       stale_q, stale_d;  // the answer registered is that of a stale request: an error
  entry_t [1:0] tables;
  logic [1:0] unused_crosses;  // the dateline flag is for the network switch

  hc_pipe_ctrl #(
    .Stages (Latency)
  ) i_pipe_ctrl (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .accept_i    (!busy_i),
    .flush_i     (flush_i),
    .in_valid_i  (req_valid_i),
    .in_ready_o  (req_ready_o),
    .advance_o   (advance),
    .load_o      (load),
    .out_valid_o (resp_valid_o),
    .out_ready_i (resp_ready_i),
    .stale_o     (stale)
  );

  assign s1_avail_d = advance ? req_i.avail : s1_avail_q;

  for (genvar t = 0; t < 2; t++) begin : gen_tables
    assign tables[t] = '{out: table_data_i[t].out, own: table_data_i[t].own, port: table_data_i[t].port};
    assign unused_crosses[t] = table_data_i[t].crosses;
  end

  // Stage 1: the chosen dimension's table entry.
  hc_route_lookup #(
    .AsyncTables (AsyncTables),
    .PayloadW    ($bits(hc_pkg::port_t))
  ) i_lookup (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .own_i        (own_i),
    .limit_i      (limit_i),
    .table_we_i   (table_we_i),
    .table_addr_i (table_addr_i),
    .table_data_i (tables),
    .error_i      (error_i),
    .en_i         (advance),
    .dst_i        (req_i.dst),
    .arrived_o    (s1_arrived),
    .error_o      (s1_error),
    .payload_o    (s1_port)
  );

  if (Latency == 3) begin : gen_split
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        port    <= '0;
        arrived <= 1'b0;
        bad     <= 1'b0;
        avail   <= '0;
      end else if (advance) begin
        port    <= s1_port;
        arrived <= s1_arrived;
        bad     <= s1_error;
        avail   <= s1_avail_q;
      end
    end
  end else begin : gen_whole
    assign port    = s1_port;
    assign arrived = s1_arrived;
    assign bad     = s1_error;
    assign avail   = s1_avail_q;
  end

  // Last stage: the answer (*_n, taken when a request enters the stage) as if the request were not
  // stale; whether it is stale is registered beside it and makes the output an error, so that a
  // configuration write (flush_i, and so stale) reaches one flip-flop and not the answer's logic.
  always_comb begin
    logic free;
    free          = avail[port];
    resp_n.status = bad     ? hc_route_pkg::RouteError   :
                    arrived ? hc_route_pkg::RouteArrived :
                    free    ? hc_route_pkg::RoutePort    : hc_route_pkg::RouteWait;
    resp_n.port   = bad || arrived ? '0 : port;
  end

  assign resp_d  = load ? resp_n : resp_q;
  assign stale_d = load ? stale : stale_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_avail_q <= '0;
      resp_q     <= '{status: hc_route_pkg::RouteArrived, port: '0};
      stale_q    <= 1'b0;
    end else begin
      s1_avail_q <= s1_avail_d;
      resp_q     <= resp_d;
      stale_q    <= stale_d;
    end
  end

  assign resp_o = stale_q ? '{status: hc_route_pkg::RouteError, port: '0} : resp_q;

  if (Latency != 2 && Latency != 3) begin : gen_bad_latency
    $error("hc_router: Latency must be 2 or 3");
  end

`ifndef SYNTHESIS
  RequestStableUntilAccepted: assert property (@(posedge clk_i) disable iff (!rst_ni)
    req_valid_i && !req_ready_o |=> req_valid_i && $stable(req_i));
  ResponseStableUntilTaken: assert property (@(posedge clk_i) disable iff (!rst_ni)
    resp_valid_o && !resp_ready_i |=> resp_valid_o && $stable(resp_o));
`endif

endmodule
