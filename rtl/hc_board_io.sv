// What every board top has around its host bridge: a power-on reset, the UART and three status LEDs.
// The boards have no reset pin: a counter that starts at 0 when the FPGA is configured (iCE40, ECP5 and
// Gowin bitstreams honour register initial values) holds the design in reset for 2^PorBits clocks; its
// release passes a two-flop synchroniser and becomes rst_no, the synchronous active-low reset of
// everything else.
//
// LEDs, registered, in the board's polarity: ok and err as the top says; act lit while busy_i (the
// bridge answering frames, a run under way) and for 2^ceil(log2(ClkHz / 20)) clocks (50 to 100 ms)
// after every frame, good or bad.

module hc_board_io #(
  /// Board clock frequency, Hz.
  parameter int ClkHz = 12_000_000,
  /// UART bit rate, bits per second (8N1); ClkHz / Baud must be at least 4.
  parameter int Baud = 115_200,
  /// The LEDs light when their pin is low.
  parameter bit LedActiveLow = 1'b0
) (
  /// Board clock, ClkHz.
  input  logic       clk_i,
  /// UART from the host (idle high).
  input  logic       uart_rx_i,
  /// UART to the host (idle high).
  output logic       uart_tx_o,
  /// LED: ok.
  output logic       led_ok_o,
  /// LED: error.
  output logic       led_err_o,
  /// LED: activity.
  output logic       led_act_o,
  /// Synchronous reset of the rest of the top, active low.
  output logic       rst_no,
  /// A byte was received (one-clock pulse).
  output logic       rx_valid_o,
  /// The byte received.
  output logic [7:0] rx_data_o,
  /// A byte with a bad stop bit was received (one-clock pulse).
  output logic       rx_frame_err_o,
  /// A byte to send.
  input  logic       tx_valid_i,
  /// The byte is taken.
  output logic       tx_ready_o,
  /// The byte to send.
  input  logic [7:0] tx_data_i,
  /// A frame ended (one-clock pulse): the activity LED lights.
  input  logic       frame_i,
  /// The activity LED stays lit while this is high.
  input  logic       busy_i,
  /// The ok LED.
  input  logic       ok_i,
  /// The error LED.
  input  logic       err_i
);

  localparam int unsigned ClksPerBit = ClkHz / Baud;
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

  hc_uart_rx #(
    .ClkHz (ClkHz),
    .Baud  (Baud)
  ) i_uart_rx (
    .clk_i       (clk_i),
    .rst_ni      (rst_n),
    .rx_i        (uart_rx_i),
    .valid_o     (rx_valid_o),
    .data_o      (rx_data_o),
    .frame_err_o (rx_frame_err_o)
  );

  hc_uart_tx #(
    .ClkHz (ClkHz),
    .Baud  (Baud)
  ) i_uart_tx (
    .clk_i   (clk_i),
    .rst_ni  (rst_n),
    .valid_i (tx_valid_i),
    .ready_o (tx_ready_o),
    .data_i  (tx_data_i),
    .tx_o    (uart_tx_o)
  );

  // The activity counter counts down from all ones while its top bit is set.
  logic [ActW:0] act_q, act_d;
  logic [2:0]    led_q, led_d;

  always_comb begin
    act_d = frame_i ? '1 : act_q[ActW] ? act_q - 1'b1 : act_q;
    led_d = {act_q[ActW] || busy_i, err_i, ok_i} ^ {3{LedActiveLow}};
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

  assign rst_no    = rst_n;
  assign led_ok_o  = led_q[0];
  assign led_err_o = led_q[1];
  assign led_act_o = led_q[2];

  // Parameters out of range stop elaboration.
  if (ClksPerBit < 4) begin : gen_bad_baud
    $error("hc_board_io: ClkHz / Baud = %0d, at least 4 needed", ClksPerBit);
  end

`ifndef SYNTHESIS
  ResetHeldUntilPorDone: assert property (@(posedge clk_i) rst_n |-> &por_q);
`endif

endmodule
