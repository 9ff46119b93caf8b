// Top of tb/cocotb/axis/test_axil_node.py: hc_axil_regs as one node's register port (Switch = 0) in front
// of hc_node, whose request ports are idle.

module tb_axil_node (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic [hc_pkg::RegAddrW+1:0]   s_axil_awaddr,
  input  logic                          s_axil_awvalid,
  output logic                          s_axil_awready,
  input  logic [31:0]                   s_axil_wdata,
  input  logic [3:0]                    s_axil_wstrb,
  input  logic                          s_axil_wvalid,
  output logic                          s_axil_wready,
  output logic [1:0]                    s_axil_bresp,
  output logic                          s_axil_bvalid,
  input  logic                          s_axil_bready,
  input  logic [hc_pkg::RegAddrW+1:0]   s_axil_araddr,
  input  logic                          s_axil_arvalid,
  output logic                          s_axil_arready,
  output logic [31:0]                   s_axil_rdata,
  output logic [1:0]                    s_axil_rresp,
  output logic                          s_axil_rvalid,
  input  logic                          s_axil_rready,
  /// The node's configuration is derived.
  output logic                          cfg_ready_o,
  /// The node's configuration is invalid.
  output logic                          cfg_error_o
);

  logic                        cfg_we, unused_block;
  logic [hc_pkg::RegAddrW-1:0] cfg_addr;
  hc_pkg::reg_data_t           cfg_wdata, cfg_rdata;

  hc_axil_regs #(
    .Blocks (1),
    .Switch (1'b0)
  ) i_regs (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .s_axil_awaddr  (s_axil_awaddr),
    .s_axil_awvalid (s_axil_awvalid),
    .s_axil_awready (s_axil_awready),
    .s_axil_wdata   (s_axil_wdata),
    .s_axil_wstrb   (s_axil_wstrb),
    .s_axil_wvalid  (s_axil_wvalid),
    .s_axil_wready  (s_axil_wready),
    .s_axil_bresp   (s_axil_bresp),
    .s_axil_bvalid  (s_axil_bvalid),
    .s_axil_bready  (s_axil_bready),
    .s_axil_araddr  (s_axil_araddr),
    .s_axil_arvalid (s_axil_arvalid),
    .s_axil_arready (s_axil_arready),
    .s_axil_rdata   (s_axil_rdata),
    .s_axil_rresp   (s_axil_rresp),
    .s_axil_rvalid  (s_axil_rvalid),
    .s_axil_rready  (s_axil_rready),
    .cfg_we_o       (cfg_we),
    .cfg_block_o    (unused_block),
    .cfg_addr_o     (cfg_addr),
    .cfg_wdata_o    (cfg_wdata),
    .cfg_rdata_i    (cfg_rdata)
  );

  /* verilator lint_off PINCONNECTEMPTY */  // the request side is idle: its outputs are not read
  hc_node i_node (
    .clk_i               (clk_i),
    .rst_ni              (rst_ni),
    .cfg_we_i            (cfg_we),
    .cfg_addr_i          (cfg_addr),
    .cfg_wdata_i         (cfg_wdata),
    .cfg_rdata_o         (cfg_rdata),
    .cfg_ready_o         (cfg_ready_o),
    .cfg_error_o         (cfg_error_o),
    .route_req_valid_i   (1'b0),
    .route_req_ready_o   (),
    .route_req_dst_i     ('0),
    .route_req_avail_i   ('0),
    .route_resp_valid_o  (),
    .route_resp_ready_i  (1'b1),
    .route_resp_status_o (),
    .route_resp_port_o   (),
    .bcast_req_valid_i   (1'b0),
    .bcast_req_ready_o   (),
    .bcast_req_origin_i  (1'b0),
    .bcast_req_wd_i      ('0),
    .bcast_req_wc_i      ('0),
    .bcast_req_in_port_i ('0),
    .bcast_resp_valid_o  (),
    .bcast_resp_ready_i  (1'b1),
    .bcast_resp_error_o  (),
    .bcast_resp_send_o   (),
    .bcast_resp_wd_o     (),
    .bcast_resp_wc_o     ()
  );
  /* verilator lint_on PINCONNECTEMPTY */

endmodule
