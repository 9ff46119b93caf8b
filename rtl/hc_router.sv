// Router of one node (paper 003): prioritized-dimension (generalized e-cube) routing with the greedy
// hop and the odd/even preference, from the routing tables built in the load phase. Request:
// destination digits and the available ports; response: arrived, port, wait (the chosen port is
// busy; no other port is ever offered) or error. One request per clock; the response is offered two
// clocks after the clock in which the request is accepted.
//
// Stage 1 finds the highest dimension whose digit differs from the node's own, checks the digits
// against m and reads that dimension's table entry {one-hot port, port}: with block RAM (AsyncTables
// = 0) digit comparisons address two 32-entry tables (dimensions 1-2 and 3-4) for registered reads,
// one of which is chosen after; with LUT RAM (AsyncTables = 1) four 16-entry tables are read at once, their entries'
// flags (digit out of range, digit = own) pick the dimension and the chosen entry is registered.
// Stage 2: the availability of the port (a one-hot AND-OR) and the answer.

module hc_router #(
  /// Routing tables in LUT RAM (1: ECP5, Gowin) or block RAM (0: iCE40).
  parameter bit AsyncTables = 1'b0
) (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// The node's own digits, 4 bits each.
  input  logic [15:0]           own_i,
  /// Per dimension, digits must be below this.
  input  logic [15:0]           limit_i,
  /// Routing tables: write entry table_addr_i (load phase).
  input  logic                  table_we_i,
  /// Routing tables: {dimension bit, destination digit} written.
  input  logic [4:0]            table_addr_i,
  /// Routing tables: the entry of table t at [RouteEntryW*t +: RouteEntryW].
  input  logic [2*hc_pkg::RouteEntryW-1:0] table_data_i,
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

  localparam int unsigned EntryW = hc_pkg::RouteEntryW;

  logic        advance, stale;
  logic [19:0] chosen;  // stage 1: the chosen dimension's table entry {one-hot port, port}
  logic        s1_arrived, s1_error;
  logic [15:0] s1_avail_q, s1_avail_d;
  hc_pkg::route_status_e status_q, status_d, status_n;
  logic [3:0]  port_q, port_d, port_n;

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

  assign s1_avail_d = advance ? req_avail_i : s1_avail_q;

  // Stage 1. The table entry of digit v in dimension i is at {i[0], v} of table i/2 (block RAM) or
  // at v of table i (LUT RAM), and says whether v is out of range or the node's own digit.
  if (AsyncTables) begin : gen_lut_ram
    // All four tables are read at once; their flags pick the dimension.
    logic [4*EntryW-1:0] entries;
    logic [19:0] chosen_q, chosen_d;
    logic        arrived_q, arrived_d, error_q, error_d;
    for (genvar i = 0; i < hc_pkg::MaxDims; i++) begin : gen_table
      hc_table_ram #(
        .Depth     (16),
        .Width     (EntryW),
        .AsyncRead (1'b1)
      ) i_table (
        .clk_i   (clk_i),
        .we_i    (table_we_i && table_addr_i[4] == i[0]),
        .waddr_i (table_addr_i[3:0]),
        .wdata_i (table_data_i[EntryW*(i/2) +: EntryW]),
        .re_i    (1'b0),
        .raddr_i (req_dst_i[4*i +: 4]),
        .rdata_o (entries[EntryW*i +: EntryW])
      );
    end
    always_comb begin
      logic [3:0] differ;
      logic       bad;
      bad = error_i;
      for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
        differ[i] = !entries[EntryW*i + 20];
        bad       = bad || entries[EntryW*i + 21];
      end
      chosen_d  = differ[3] ? entries[3*EntryW +: 20] : differ[2] ? entries[2*EntryW +: 20] :
                  differ[1] ? entries[EntryW +: 20] : entries[19:0];
      arrived_d = differ == '0;
      error_d   = bad;
      if (!advance) begin
        chosen_d  = chosen_q;
        arrived_d = arrived_q;
        error_d   = error_q;
      end
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        chosen_q  <= '0;
        arrived_q <= 1'b0;
        error_q   <= 1'b0;
      end else begin
        chosen_q  <= chosen_d;
        arrived_q <= arrived_d;
        error_q   <= error_d;
      end
    end
    logic [31:0] unused_digits;  // the digit checks are in the tables
    assign unused_digits = {own_i, limit_i};
    assign chosen     = chosen_q;
    assign s1_arrived = arrived_q;
    assign s1_error   = error_q;
  end else begin : gen_block_ram
    // Digits are compared with the node's own; each table reads the entry of the higher of its two
    // dimensions if that digit differs, else of the lower; table 1 is used if dimension 3 or 4
    // differs.
    logic [2*EntryW-1:0] entries;
    logic [3:0] differ;
    logic       table_q, table_d, arrived_q, arrived_d, error_q, error_d;
    always_comb begin
      logic bad;
      bad = error_i;
      for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
        differ[i] = req_dst_i[4*i +: 4] != own_i[4*i +: 4];
        bad       = bad || req_dst_i[4*i +: 4] >= limit_i[4*i +: 4];
      end
      table_d   = advance ? differ[3] || differ[2] : table_q;
      arrived_d = advance ? differ == '0 : arrived_q;
      error_d   = advance ? bad : error_q;
    end
    for (genvar t = 0; t < 2; t++) begin : gen_table
      hc_table_ram #(
        .Depth     (32),
        .Width     (EntryW),
        .AsyncRead (1'b0)
      ) i_table (
        .clk_i   (clk_i),
        .we_i    (table_we_i),
        .waddr_i (table_addr_i),
        .wdata_i (table_data_i[EntryW*t +: EntryW]),
        .re_i    (advance),
        .raddr_i ({differ[2*t+1], req_dst_i[8*t + 4*differ[2*t+1] +: 4]}),
        .rdata_o (entries[EntryW*t +: EntryW])
      );
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        table_q   <= 1'b0;
        arrived_q <= 1'b0;
        error_q   <= 1'b0;
      end else begin
        table_q   <= table_d;
        arrived_q <= arrived_d;
        error_q   <= error_d;
      end
    end
    logic [1:0] unused_flags;  // the flags are for the LUT-RAM layout
    assign unused_flags = table_q ? entries[2*EntryW-1 -: 2] : entries[EntryW-1 -: 2];
    assign chosen       = table_q ? entries[EntryW +: 20] : entries[19:0];
    assign s1_arrived   = arrived_q;
    assign s1_error     = error_q;
  end

  // Stage 2: the answer (*_n, taken when the pipeline advances).
  always_comb begin
    logic free;
    free     = |(chosen[19:4] & s1_avail_q);
    status_n = s1_error || stale ? hc_pkg::RouteError   :
               s1_arrived        ? hc_pkg::RouteArrived :
               free              ? hc_pkg::RoutePort    : hc_pkg::RouteWait;
    port_n   = s1_error || stale || s1_arrived ? 4'd0 : chosen[3:0];
  end

  assign status_d = advance ? status_n : status_q;
  assign port_d   = advance ? port_n : port_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_avail_q   <= '0;
      status_q     <= hc_pkg::RouteArrived;
      port_q       <= '0;
    end else begin
      s1_avail_q   <= s1_avail_d;
      status_q     <= status_d;
      port_q       <= port_d;
    end
  end

  assign resp_status_o = status_q;
  assign resp_port_o   = port_q;

`ifndef SYNTHESIS
  default clocking @(posedge clk_i); endclocking
  RequestStableUntilAccepted: assert property (disable iff (!rst_ni)
    req_valid_i && !req_ready_o |=> req_valid_i && $stable(req_dst_i) && $stable(req_avail_i));
  ResponseStableUntilTaken: assert property (disable iff (!rst_ni)
    resp_valid_o && !resp_ready_i |=> resp_valid_o && $stable(resp_status_o) && $stable(resp_port_o));
`endif

endmodule
