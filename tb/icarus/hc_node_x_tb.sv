// 4-state check of hc_node under Icarus Verilog: every output is 0 or 1 at every clock from the first
// clock after reset, through a configuration load, random router and broadcast requests with random
// back-pressure, and random register writes (valid and invalid configurations, writes while requests
// are in flight). Every register starts as X; the check is first seen to fail before the reset.
// Run by scripts/icarus_x.sh (which also says why the RTL reaches Icarus through Yosys).
`timescale 1ns / 1ps

module hc_node_x_tb;

  localparam int Clocks = 4000;
  localparam int Seed = 7;

  logic        clk_i = 1'b0;
  logic        rst_ni = 1'b0;
  logic        cfg_we_i = 1'b0;
  logic [3:0]  cfg_addr_i = 4'd0;
  logic [15:0] cfg_wdata_i = 16'd0;
  logic [15:0] cfg_rdata_o;
  logic        cfg_ready_o, cfg_error_o;
  logic        route_req_valid_i = 1'b0;
  logic        route_req_ready_o;
  logic [15:0] route_req_dst_i = 16'd0;
  logic [15:0] route_req_avail_i = 16'd0;
  logic        route_resp_valid_o;
  logic        route_resp_ready_i = 1'b1;
  logic [1:0]  route_resp_status_o;
  logic [3:0]  route_resp_port_o;
  logic        bcast_req_valid_i = 1'b0;
  logic        bcast_req_ready_o;
  logic        bcast_req_origin_i = 1'b0;
  logic [2:0]  bcast_req_wd_i = 3'd0;
  logic [3:0]  bcast_req_wc_i = 4'd0;
  logic [3:0]  bcast_req_in_port_i = 4'd0;
  logic        bcast_resp_valid_o;
  logic        bcast_resp_ready_i = 1'b1;
  logic        bcast_resp_error_o;
  logic [15:0] bcast_resp_send_o;
  logic [47:0] bcast_resp_wd_o, bcast_resp_wc_o;

  hc_node i_dut (
    .clk_i               (clk_i),
    .rst_ni              (rst_ni),
    .cfg_we_i            (cfg_we_i),
    .cfg_addr_i          (cfg_addr_i),
    .cfg_wdata_i         (cfg_wdata_i),
    .cfg_rdata_o         (cfg_rdata_o),
    .cfg_ready_o         (cfg_ready_o),
    .cfg_error_o         (cfg_error_o),
    .route_req_valid_i   (route_req_valid_i),
    .route_req_ready_o   (route_req_ready_o),
    .route_req_dst_i     (route_req_dst_i),
    .route_req_avail_i   (route_req_avail_i),
    .route_resp_valid_o  (route_resp_valid_o),
    .route_resp_ready_i  (route_resp_ready_i),
    .route_resp_status_o (route_resp_status_o),
    .route_resp_port_o   (route_resp_port_o),
    .bcast_req_valid_i   (bcast_req_valid_i),
    .bcast_req_ready_o   (bcast_req_ready_o),
    .bcast_req_origin_i  (bcast_req_origin_i),
    .bcast_req_wd_i      (bcast_req_wd_i),
    .bcast_req_wc_i      (bcast_req_wc_i),
    .bcast_req_in_port_i (bcast_req_in_port_i),
    .bcast_resp_valid_o  (bcast_resp_valid_o),
    .bcast_resp_ready_i  (bcast_resp_ready_i),
    .bcast_resp_error_o  (bcast_resp_error_o),
    .bcast_resp_send_o   (bcast_resp_send_o),
    .bcast_resp_wd_o     (bcast_resp_wd_o),
    .bcast_resp_wc_o     (bcast_resp_wc_o)
  );

  always #5 clk_i = ~clk_i;

  // Every output, for the check: X or Z anywhere makes its XOR reduction X.
  wire [189:0] outputs = {cfg_rdata_o, cfg_ready_o, cfg_error_o, route_req_ready_o, route_resp_valid_o,
                          route_resp_status_o, route_resp_port_o, bcast_req_ready_o, bcast_resp_valid_o,
                          bcast_resp_error_o, bcast_resp_send_o, bcast_resp_wd_o, bcast_resp_wc_o};

  task automatic check_defined(input int clock);
    if (^outputs === 1'bx) begin
      $display("cfg_rdata_o %h cfg_ready_o %b cfg_error_o %b route_req_ready_o %b route_resp_valid_o %b",
               cfg_rdata_o, cfg_ready_o, cfg_error_o, route_req_ready_o, route_resp_valid_o);
      $display("route_resp_status_o %b route_resp_port_o %h bcast_req_ready_o %b bcast_resp_valid_o %b",
               route_resp_status_o, route_resp_port_o, bcast_req_ready_o, bcast_resp_valid_o);
      $display("bcast_resp_error_o %b bcast_resp_send_o %h bcast_resp_wd_o %h bcast_resp_wc_o %h",
               bcast_resp_error_o, bcast_resp_send_o, bcast_resp_wd_o, bcast_resp_wc_o);
      $fatal(1, "hc_node_x_tb: an output is X or Z at clock %0d after reset", clock);
    end
  endtask

  // One register write, in the clock that follows.
  task automatic write_reg(input logic [3:0] addr, input logic [15:0] data);
    cfg_we_i    = 1'b1;
    cfg_addr_i  = addr;
    cfg_wdata_i = data;
    @(posedge clk_i);
    #1 cfg_we_i = 1'b0;
  endtask

  int seed = Seed;
  int clock = 0;
  int routes = 0, bcasts = 0, writes = 0;

  initial begin
    // Before the reset every register is X: the check must see it (else it could not fail).
    #1;
    if (^outputs !== 1'bx) $fatal(1, "hc_node_x_tb: outputs defined before any reset: the check is blind");
    @(posedge clk_i);
    @(posedge clk_i);
    #1 rst_ni = 1'b1;
    #1 check_defined(0);
    // G(3,5; 1,2) at node (1, 2): m = 5, 3; rho = 2, 1; own digits 2, 1 (dimension 1 in [3:0]).
    write_reg(4'h0, 16'd2);
    write_reg(4'h1, 16'h0035);
    write_reg(4'h2, 16'h0012);
    write_reg(4'h3, 16'h0012);
    while (clock < Clocks) begin
      // Inputs change after the clock edge; a request stays until it is taken.
      if (!route_req_valid_i || route_req_ready_o) begin
        if (route_req_valid_i) routes++;
        route_req_valid_i = $urandom(seed) % 4 != 0;
        route_req_dst_i   = {8'd0, 4'($urandom(seed) % 4), 4'($urandom(seed) % 6)};
        route_req_avail_i = 16'($urandom(seed));
      end
      if (!bcast_req_valid_i || bcast_req_ready_o) begin
        if (bcast_req_valid_i) bcasts++;
        bcast_req_valid_i   = $urandom(seed) % 4 != 0;
        bcast_req_origin_i  = $urandom(seed) % 3 == 0;
        bcast_req_wd_i      = 3'($urandom(seed) % 4);
        bcast_req_wc_i      = 4'($urandom(seed) % 5);
        bcast_req_in_port_i = 4'($urandom(seed) % 7);
      end
      route_resp_ready_i = $urandom(seed) % 3 != 0;
      bcast_resp_ready_i = $urandom(seed) % 3 != 0;
      // Now and then a register write: the same configuration again, another (possibly invalid)
      // value, or a read-only register.
      cfg_we_i    = $urandom(seed) % 300 == 0;
      cfg_addr_i  = 4'($urandom(seed));
      cfg_wdata_i = $urandom(seed) % 2 ? 16'($urandom(seed)) :
                    cfg_addr_i == 4'h0 ? 16'd2 : cfg_addr_i == 4'h1 ? 16'h0035 : 16'h0012;
      if (cfg_we_i) writes++;
      #1 check_defined(clock);
      @(posedge clk_i);
      #1 check_defined(clock);
      clock++;
    end
    $display("hc_node_x_tb: %0d clocks after reset, every output defined (%0d route and %0d broadcast requests taken, %0d register writes)",
             clock, routes, bcasts, writes);
    if (routes < Clocks / 4 || bcasts < Clocks / 4) $fatal(1, "hc_node_x_tb: too few requests were taken");
    $finish;
  end

endmodule
