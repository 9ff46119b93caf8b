// Board top: one hc_node behind a UART host bridge (docs/host_protocol.md), with the power-on reset,
// the UART and three status LEDs of hc_board_io.
//
// LEDs: ok = the configuration is derived and valid; err = the configuration is invalid (also
// after power-up, until a valid one is written); act = lit for 2^ceil(log2(ClkHz / 20)) clocks
// (50 to 100 ms) after every frame, good or bad.

module hc_board_top #(
  /// Board clock frequency, Hz.
  parameter int ClkHz = 12_000_000,
  /// The LEDs light when their pin is low.
  parameter bit LedActiveLow = 1'b0,
  /// UART bit rate, bits per second (8N1); ClkHz / Baud must be at least 4.
  parameter int Baud = 115_200,
  /// The node's routing tables in LUT RAM (1: ECP5, Gowin) or block RAM (0: iCE40); same behaviour.
  parameter bit AsyncTables = 1'b0,
  /// The node's latency in clocks, 2 or 3 (hc_node).
  parameter int unsigned Latency = 2
) (
  /// Board clock, ClkHz.
  input  logic clk_i,
  /// UART from the host (idle high).
  input  logic uart_rx_i,
  /// UART to the host (idle high).
  output logic uart_tx_o,
  /// LED: the configuration is derived and valid.
  output logic led_ok_o,
  /// LED: the configuration is invalid.
  output logic led_err_o,
  /// LED: a frame arrived in the last 50 to 100 ms.
  output logic led_act_o
);

  logic       rst_n, frame, answering, rx_valid, rx_frame_err, tx_valid, tx_ready;
  logic [7:0] rx_data, tx_data;

  // The bridge and the node.
  logic                        cfg_we, cfg_ready, cfg_error;
  logic [hc_pkg::RegAddrW-1:0] cfg_addr;
  hc_pkg::reg_data_t           cfg_wdata, cfg_rdata;
  logic                        route_req_valid, route_req_ready, route_resp_valid, route_resp_ready;
  hc_route_pkg::route_req_t    route_req;
  hc_route_pkg::route_resp_t   route_resp;
  logic                        bcast_req_valid, bcast_req_ready, bcast_resp_valid, bcast_resp_ready;
  hc_route_pkg::bcast_req_t    bcast_req;
  hc_route_pkg::bcast_resp_t   bcast_resp;

  hc_host_bridge #(
    .TimeoutClks (hc_host_pkg::FrameTimeoutBits * (ClkHz / Baud))
  ) i_bridge (
    .clk_i               (clk_i),
    .rst_ni              (rst_n),
    .rx_valid_i          (rx_valid),
    .rx_data_i           (rx_data),
    .rx_frame_err_i      (rx_frame_err),
    .tx_valid_o          (tx_valid),
    .tx_ready_i          (tx_ready),
    .tx_data_o           (tx_data),
    .frame_o             (frame),
    .busy_o              (answering),
    .cfg_we_o            (cfg_we),
    .cfg_addr_o          (cfg_addr),
    .cfg_wdata_o         (cfg_wdata),
    .cfg_rdata_i         (cfg_rdata),
    .cfg_ready_i         (cfg_ready),
    .cfg_error_i         (cfg_error),
    .route_req_valid_o   (route_req_valid),
    .route_req_ready_i   (route_req_ready),
    .route_req_o         (route_req),
    .route_resp_valid_i  (route_resp_valid),
    .route_resp_ready_o  (route_resp_ready),
    .route_resp_i        (route_resp),
    .bcast_req_valid_o   (bcast_req_valid),
    .bcast_req_ready_i   (bcast_req_ready),
    .bcast_req_o         (bcast_req),
    .bcast_resp_valid_i  (bcast_resp_valid),
    .bcast_resp_ready_o  (bcast_resp_ready),
    .bcast_resp_i        (bcast_resp)
  );

  hc_node #(
    .AsyncTables (AsyncTables),
    .Latency     (Latency)
  ) i_node (
    .clk_i               (clk_i),
    .rst_ni              (rst_n),
    .cfg_we_i            (cfg_we),
    .cfg_addr_i          (cfg_addr),
    .cfg_wdata_i         (cfg_wdata),
    .cfg_rdata_o         (cfg_rdata),
    .cfg_ready_o         (cfg_ready),
    .cfg_error_o         (cfg_error),
    .route_req_valid_i   (route_req_valid),
    .route_req_ready_o   (route_req_ready),
    .route_req_dst_i     (route_req.dst),
    .route_req_avail_i   (route_req.avail),
    .route_resp_valid_o  (route_resp_valid),
    .route_resp_ready_i  (route_resp_ready),
    .route_resp_status_o (route_resp.status),
    .route_resp_port_o   (route_resp.port),
    .bcast_req_valid_i   (bcast_req_valid),
    .bcast_req_ready_o   (bcast_req_ready),
    .bcast_req_origin_i  (bcast_req.origin),
    .bcast_req_wd_i      (bcast_req.wd),
    .bcast_req_wc_i      (bcast_req.wc),
    .bcast_req_in_port_i (bcast_req.in_port),
    .bcast_resp_valid_o  (bcast_resp_valid),
    .bcast_resp_ready_i  (bcast_resp_ready),
    .bcast_resp_error_o  (bcast_resp.error),
    .bcast_resp_send_o   (bcast_resp.send),
    .bcast_resp_wd_o     (bcast_resp.wd),
    .bcast_resp_wc_o     (bcast_resp.wc)
  );

  hc_board_io #(
    .ClkHz        (ClkHz),
    .Baud         (Baud),
    .LedActiveLow (LedActiveLow)
  ) i_io (
    .clk_i          (clk_i),
    .uart_rx_i      (uart_rx_i),
    .uart_tx_o      (uart_tx_o),
    .led_ok_o       (led_ok_o),
    .led_err_o      (led_err_o),
    .led_act_o      (led_act_o),
    .rst_no         (rst_n),
    .rx_valid_o     (rx_valid),
    .rx_data_o      (rx_data),
    .rx_frame_err_o (rx_frame_err),
    .tx_valid_i     (tx_valid),
    .tx_ready_o     (tx_ready),
    .tx_data_i      (tx_data),
    .frame_i        (frame),
    .busy_i         (answering),
    .ok_i           (cfg_ready && !cfg_error),
    .err_i          (cfg_error)
  );

endmodule
