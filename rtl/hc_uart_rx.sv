// UART receiver, 8N1 (one start bit, eight data bits least significant first, one stop bit), at
// ClkHz / Baud clocks per bit (integer division; the rounding error must stay well under 2 %).
//
// The line passes a two-flop synchroniser. A falling edge starts a byte; every bit is sampled once
// in its middle (half a bit after the edge, then every bit time). A start bit that is high again at
// its middle was a glitch and is ignored. A low stop bit is a framing error (or a break): it is
// reported, the byte is dropped, and the receiver waits for the line to go high before it looks for
// the next start bit.

module hc_uart_rx #(
  /// Clock frequency, Hz.
  parameter int unsigned ClkHz = 12_000_000,
  /// Bit rate, bits per second.
  parameter int unsigned Baud = 115_200
) (
  /// Clock.
  input  logic       clk_i,
  /// Synchronous reset, active low.
  input  logic       rst_ni,
  /// Serial input, idle high, asynchronous to clk_i.
  input  logic       rx_i,
  /// A byte with a high stop bit was received (one-clock pulse).
  output logic       valid_o,
  /// The byte (bit 0 was first on the line); meaningful while valid_o is high.
  output logic [7:0] data_o,
  /// A byte with a low stop bit was received and dropped (one-clock pulse).
  output logic       frame_err_o
);

  localparam int unsigned ClksPerBit = ClkHz / Baud;
  localparam int unsigned CntW = $clog2(ClksPerBit);

  typedef enum logic [2:0] {
    RxIdle,   ///< line high, waiting for a start bit
    RxStart,  ///< in the first half of the start bit
    RxData,   ///< receiving the eight data bits
    RxStop,   ///< waiting for the middle of the stop bit
    RxBreak   ///< low stop bit: waiting for the line to go high
  } rx_state_e;

  rx_state_e       state_q, state_d;
  logic [1:0]      sync_q, sync_d;
  logic [CntW-1:0] cnt_q, cnt_d;
  logic [2:0]      bit_q, bit_d;
  logic [7:0]      shift_q, shift_d;
  logic            valid_q, valid_d, err_q, err_d;
  logic            line, sample;

  always_comb begin
    sync_d  = {sync_q[0], rx_i};
    line    = sync_q[1];
    sample  = cnt_q == '0;
    state_d = state_q;
    cnt_d   = sample ? CntW'(ClksPerBit - 1) : cnt_q - 1'b1;
    bit_d   = bit_q;
    shift_d = shift_q;
    valid_d = 1'b0;
    err_d   = 1'b0;
    unique case (state_q)
      RxIdle: begin
        cnt_d = CntW'(ClksPerBit / 2 - 1);
        if (!line) state_d = RxStart;
      end
      RxStart: begin
        if (sample) begin
          state_d = line ? RxIdle : RxData;
          bit_d   = 3'd0;
        end
      end
      RxData: begin
        if (sample) begin
          shift_d = {line, shift_q[7:1]};
          bit_d   = bit_q + 3'd1;
          if (bit_q == 3'd7) state_d = RxStop;
        end
      end
      RxStop: begin
        if (sample) begin
          valid_d = line;
          err_d   = !line;
          state_d = line ? RxIdle : RxBreak;
        end
      end
      default: begin  // RxBreak
        if (line) state_d = RxIdle;
      end
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= RxIdle;
      sync_q  <= 2'b11;
      cnt_q   <= '0;
      bit_q   <= '0;
      shift_q <= '0;
      valid_q <= 1'b0;
      err_q   <= 1'b0;
    end else begin
      state_q <= state_d;
      sync_q  <= sync_d;
      cnt_q   <= cnt_d;
      bit_q   <= bit_d;
      shift_q <= shift_d;
      valid_q <= valid_d;
      err_q   <= err_d;
    end
  end

  assign valid_o     = valid_q;
  assign data_o      = shift_q;
  assign frame_err_o = err_q;

  // Parameters out of range stop elaboration.
  if (ClksPerBit < 4) begin : gen_bad_baud
    $error("hc_uart_rx: ClkHz / Baud = %0d, at least 4 needed", ClksPerBit);
  end

`ifndef SYNTHESIS
  ByteOrError: assert property (@(posedge clk_i) disable iff (!rst_ni) !(valid_o && frame_err_o));
`endif

endmodule
