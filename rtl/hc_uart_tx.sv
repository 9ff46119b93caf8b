// UART transmitter, 8N1 (one start bit, eight data bits least significant first, one stop bit), at
// ClkHz / Baud clocks per bit. A byte is taken when valid_i and ready_o are both high; ready_o
// stays low until its stop bit has been sent for a whole bit time. The line output is a register.

module hc_uart_tx #(
  /// Clock frequency, Hz.
  parameter int unsigned ClkHz = 12_000_000,
  /// Bit rate, bits per second.
  parameter int unsigned Baud = 115_200
) (
  /// Clock.
  input  logic       clk_i,
  /// Synchronous reset, active low.
  input  logic       rst_ni,
  /// A byte to send.
  input  logic       valid_i,
  /// The byte is taken (the transmitter is idle).
  output logic       ready_o,
  /// The byte, bit 0 sent first.
  input  logic [7:0] data_i,
  /// Serial output, idle high.
  output logic       tx_o
);

  localparam int unsigned ClksPerBit = ClkHz / Baud;
  localparam int unsigned CntW = $clog2(ClksPerBit);

  // The frame being sent, shifted out from bit 0 and refilled with ones (idle, stop).
  logic [9:0]      shift_q, shift_d;
  // Bits still to send, 0 when idle.
  logic [3:0]      left_q, left_d;
  logic [CntW-1:0] cnt_q, cnt_d;

  always_comb begin
    shift_d = shift_q;
    left_d  = left_q;
    cnt_d   = cnt_q;
    if (left_q == 4'd0) begin
      if (valid_i) begin
        shift_d = {1'b1, data_i, 1'b0};
        left_d  = 4'd10;
        cnt_d   = CntW'(ClksPerBit - 1);
      end
    end else if (cnt_q == '0) begin
      shift_d = {1'b1, shift_q[9:1]};
      left_d  = left_q - 4'd1;
      cnt_d   = CntW'(ClksPerBit - 1);
    end else begin
      cnt_d = cnt_q - 1'b1;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      shift_q <= '1;
      left_q  <= '0;
      cnt_q   <= '0;
    end else begin
      shift_q <= shift_d;
      left_q  <= left_d;
      cnt_q   <= cnt_d;
    end
  end

  assign ready_o = left_q == 4'd0;
  assign tx_o    = shift_q[0];

  // Parameters out of range stop elaboration.
  if (ClksPerBit < 4) begin : gen_bad_baud
    $error("hc_uart_tx: ClkHz / Baud = %0d, at least 4 needed", ClksPerBit);
  end

`ifndef SYNTHESIS
  IdleLineHigh: assert property (@(posedge clk_i) disable iff (!rst_ni) ready_o |-> tx_o);
  ByteStableUntilTaken: assert property (@(posedge clk_i) disable iff (!rst_ni)
    valid_i && !ready_o |=> valid_i && $stable(data_i));
`endif

endmodule
