// Board top: one hc_node behind a UART host bridge (docs/host_protocol.md), with a power-on reset
// and three status LEDs. The board has no reset pin: a counter that starts at 0 when the FPGA is
// configured (iCE40, ECP5 and Gowin bitstreams honour register initial values) holds the design in
// reset for 2^PorBits clocks; its release passes a two-flop synchroniser and becomes the
// synchronous active-low reset of everything else.
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
  parameter bit AsyncTables = 1'b0
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

  localparam int unsigned ClksPerBit = ClkHz / Baud;
  /// A frame being received is dropped after this many bit times without a byte.
  localparam int unsigned TimeoutBits = 1024;
  /// The activity LED stays lit for 2^ActW clocks after a frame (at least 50 ms: 87 ms at 12 MHz).
  localparam int unsigned ActW = $clog2(ClkHz / 20);
  /// Power-on reset: 2^PorBits clocks (21 us at 12 MHz).
  localparam int unsigned PorBits = 8;

  // Power-on reset and its synchroniser: no reset of their own, they start from the bitstream.
  logic [PorBits-1:0] por_q = '0;
  logic [PorBits-1:0] por_d;
  logic [1:0]         rst_sync_q = 2'b00;
  logic [1:0]         rst_sync_d;
  logic               rst_n;

  assign por_d      = &por_q ? por_q : por_q + 1'b1;
  assign rst_sync_d = {rst_sync_q[0], &por_q};
  assign rst_n      = rst_sync_q[1];

  always_ff @(posedge clk_i) begin
    por_q      <= por_d;
    rst_sync_q <= rst_sync_d;
  end

  // UART.
  logic       rx_valid, rx_frame_err, tx_valid, tx_ready;
  logic [7:0] rx_data, tx_data;

  hc_uart_rx #(
    .ClkHz (ClkHz),
    .Baud  (Baud)
  ) i_uart_rx (
    .clk_i       (clk_i),
    .rst_ni      (rst_n),
    .rx_i        (uart_rx_i),
    .valid_o     (rx_valid),
    .data_o      (rx_data),
    .frame_err_o (rx_frame_err)
  );

  hc_uart_tx #(
    .ClkHz (ClkHz),
    .Baud  (Baud)
  ) i_uart_tx (
    .clk_i   (clk_i),
    .rst_ni  (rst_n),
    .valid_i (tx_valid),
    .ready_o (tx_ready),
    .data_i  (tx_data),
    .tx_o    (uart_tx_o)
  );

  // The bridge and the node.
  logic                  frame, cfg_we, cfg_ready, cfg_error;
  logic [3:0]            cfg_addr;
  logic [15:0]           cfg_wdata, cfg_rdata;
  logic                  route_req_valid, route_req_ready, route_resp_valid, route_resp_ready;
  logic [15:0]           route_req_dst, route_req_avail;
  hc_pkg::route_status_e route_resp_status;
  logic [3:0]            route_resp_port;
  logic                  bcast_req_valid, bcast_req_ready, bcast_req_origin;
  logic [2:0]            bcast_req_wd;
  logic [3:0]            bcast_req_wc, bcast_req_in_port;
  logic                  bcast_resp_valid, bcast_resp_ready, bcast_resp_error;
  logic [15:0]           bcast_resp_send;
  logic [47:0]           bcast_resp_wd, bcast_resp_wc;

  hc_host_bridge #(
    .TimeoutClks (TimeoutBits * ClksPerBit)
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
    .cfg_we_o            (cfg_we),
    .cfg_addr_o          (cfg_addr),
    .cfg_wdata_o         (cfg_wdata),
    .cfg_rdata_i         (cfg_rdata),
    .cfg_ready_i         (cfg_ready),
    .cfg_error_i         (cfg_error),
    .route_req_valid_o   (route_req_valid),
    .route_req_ready_i   (route_req_ready),
    .route_req_dst_o     (route_req_dst),
    .route_req_avail_o   (route_req_avail),
    .route_resp_valid_i  (route_resp_valid),
    .route_resp_ready_o  (route_resp_ready),
    .route_resp_status_i (route_resp_status),
    .route_resp_port_i   (route_resp_port),
    .bcast_req_valid_o   (bcast_req_valid),
    .bcast_req_ready_i   (bcast_req_ready),
    .bcast_req_origin_o  (bcast_req_origin),
    .bcast_req_wd_o      (bcast_req_wd),
    .bcast_req_wc_o      (bcast_req_wc),
    .bcast_req_in_port_o (bcast_req_in_port),
    .bcast_resp_valid_i  (bcast_resp_valid),
    .bcast_resp_ready_o  (bcast_resp_ready),
    .bcast_resp_error_i  (bcast_resp_error),
    .bcast_resp_send_i   (bcast_resp_send),
    .bcast_resp_wd_i     (bcast_resp_wd),
    .bcast_resp_wc_i     (bcast_resp_wc)
  );

  hc_node #(
    .AsyncTables (AsyncTables)
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
    .route_req_dst_i     (route_req_dst),
    .route_req_avail_i   (route_req_avail),
    .route_resp_valid_o  (route_resp_valid),
    .route_resp_ready_i  (route_resp_ready),
    .route_resp_status_o (route_resp_status),
    .route_resp_port_o   (route_resp_port),
    .bcast_req_valid_i   (bcast_req_valid),
    .bcast_req_ready_o   (bcast_req_ready),
    .bcast_req_origin_i  (bcast_req_origin),
    .bcast_req_wd_i      (bcast_req_wd),
    .bcast_req_wc_i      (bcast_req_wc),
    .bcast_req_in_port_i (bcast_req_in_port),
    .bcast_resp_valid_o  (bcast_resp_valid),
    .bcast_resp_ready_i  (bcast_resp_ready),
    .bcast_resp_error_o  (bcast_resp_error),
    .bcast_resp_send_o   (bcast_resp_send),
    .bcast_resp_wd_o     (bcast_resp_wd),
    .bcast_resp_wc_o     (bcast_resp_wc)
  );

  // LEDs, registered, in the board's polarity. The activity counter counts down from all ones
  // while its top bit is set, which is the LED.
  logic [ActW:0] act_q, act_d;
  logic [2:0]    led_q, led_d;

  always_comb begin
    act_d = frame ? '1 : act_q[ActW] ? act_q - 1'b1 : act_q;
    led_d = {act_q[ActW], cfg_error, cfg_ready && !cfg_error} ^ {3{LedActiveLow}};
  end

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      act_q <= '0;
      led_q <= {3{LedActiveLow}};
    end else begin
      act_q <= act_d;
      led_q <= led_d;
    end
  end

  assign led_ok_o  = led_q[0];
  assign led_err_o = led_q[1];
  assign led_act_o = led_q[2];

  // Parameters out of range stop elaboration.
  if (ClksPerBit < 4) begin : gen_bad_baud
    $error("hc_board_top: ClkHz / Baud = %0d, at least 4 needed", ClksPerBit);
  end

`ifndef SYNTHESIS
  default clocking @(posedge clk_i); endclocking
  ResetHeldUntilPorDone: assert property (rst_n |-> &por_q);
`endif

endmodule
