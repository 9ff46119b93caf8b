// 4-state check of hc_board_top under Icarus Verilog (ClkHz 921600, Baud 115200: 8 clocks per bit):
// the UART line and the LEDs are 0 or 1 at every clock from the first clock of the power-on reset
// on, through host frames of every command (a configuration, reads, routes, broadcasts, a ping),
// a corrupt frame, a stray escape, a framing error, a burst that overruns the bridge and a frame cut
// short by silence, until every reply has been sent. Only the power-on reset registers have initial
// values; everything else starts as X, which the check is first seen to catch.
// Run by scripts/icarus_x.sh.
`timescale 1ns / 1ps

module hc_board_top_x_tb;

  localparam int ClksPerBit = 8;
  localparam int TimeoutClks = 1024 * ClksPerBit;

  logic clk_i = 1'b0;
  logic uart_rx_i = 1'b1;
  logic uart_tx_o, led_ok_o, led_err_o, led_act_o;

  hc_board_top i_dut (
    .clk_i     (clk_i),
    .uart_rx_i (uart_rx_i),
    .uart_tx_o (uart_tx_o),
    .led_ok_o  (led_ok_o),
    .led_err_o (led_err_o),
    .led_act_o (led_act_o)
  );

  always #5 clk_i = ~clk_i;

  int clock = 0;
  int checking = 0;
  int tx_edges = 0;  // falling edges of uart_tx_o: start bits of the replies
  logic tx_last = 1'b1;

  // From the first clock edge on, every output is checked at every clock.
  always @(negedge clk_i) begin
    if (checking) begin
      if (^{uart_tx_o, led_ok_o, led_err_o, led_act_o} === 1'bx) begin
        $fatal(1, "hc_board_top_x_tb: an output is X or Z at clock %0d: uart_tx_o %b led_ok_o %b led_err_o %b led_act_o %b",
               clock, uart_tx_o, led_ok_o, led_err_o, led_act_o);
      end
      if (tx_last && !uart_tx_o) tx_edges++;
      tx_last = uart_tx_o;
    end
    clock++;
  end

  /// CRC-8 of the host protocol: polynomial 0x07, initial value 0, most significant bit first.
  function automatic logic [7:0] crc8(input logic [7:0] crc, input logic [7:0] data);
    logic [7:0] c;
    c = crc ^ data;
    for (int i = 0; i < 8; i++) c = c[7] ? {c[6:0], 1'b0} ^ 8'h07 : {c[6:0], 1'b0};
    return c;
  endfunction

  /// One byte on the line, 8N1; a low stop bit when good_stop is 0.
  task automatic send_byte(input logic [7:0] b, input logic good_stop = 1'b1);
    logic [9:0] bits;
    bits = {good_stop, b, 1'b0};
    for (int i = 0; i < 10; i++) begin
      uart_rx_i = bits[i];
      repeat (ClksPerBit) @(posedge clk_i);
    end
    uart_rx_i = 1'b1;
    if (!good_stop) repeat (ClksPerBit) @(posedge clk_i);
  endtask

  /// A frame byte, SLIP-stuffed.
  task automatic send_stuffed(input logic [7:0] b);
    if (b == 8'hC0) begin
      send_byte(8'hDB);
      send_byte(8'hDC);
    end else if (b == 8'hDB) begin
      send_byte(8'hDB);
      send_byte(8'hDD);
    end else begin
      send_byte(b);
    end
  endtask

  /// A frame: End, the command and n payload bytes (payload[0] first) and their CRC, End.
  task automatic send_frame(input logic [7:0] cmd, input logic [31:0] payload, input int n);
    logic [7:0] crc;
    logic [7:0] b;
    send_byte(8'hC0);
    send_stuffed(cmd);
    crc = crc8(8'd0, cmd);
    for (int i = 0; i < n; i++) begin
      b = payload[31 - 8 * i -: 8];
      send_stuffed(b);
      crc = crc8(crc, b);
    end
    send_stuffed(crc);
    send_byte(8'hC0);
  endtask

  task automatic write_reg(input logic [3:0] addr, input logic [15:0] data);
    send_frame(8'h02, {4'd0, addr, data, 8'd0}, 3);
  endtask

  int frames = 0;

  initial begin
    // Before the first clock edge the registers without an initial value are X: the check sees it.
    #1;
    if (^{uart_tx_o, led_ok_o, led_err_o, led_act_o} !== 1'bx) begin
      $fatal(1, "hc_board_top_x_tb: outputs defined before any clock: the check is blind");
    end
    @(posedge clk_i);
    #1 checking = 1;
    repeat (300) @(posedge clk_i);  // the power-on reset (2^8 clocks) and its synchroniser
    send_frame(8'h01, 32'd0, 0);  // ping
    // G(3,5; 1,2) at node (1, 2).
    write_reg(4'h0, 16'd2);
    write_reg(4'h1, 16'h0035);
    write_reg(4'h2, 16'h0012);
    write_reg(4'h3, 16'h0012);
    repeat (80) @(posedge clk_i);  // the load phase
    send_frame(8'h03, {8'h04, 24'd0}, 1);           // read the status
    send_frame(8'h04, {16'h0014, 16'hFFFF}, 4);     // route to (1, 4), every port free
    send_frame(8'h04, {16'h0020, 16'h0000}, 4);     // route to (2, 0), every port busy: wait
    send_frame(8'h04, {16'h0012, 16'h0000}, 4);     // route to itself: arrived
    send_frame(8'h04, {16'h0019, 16'h0000}, 4);     // digit out of range: error
    send_frame(8'h05, {8'h80, 8'h00, 16'd0}, 2);    // originate a broadcast
    send_frame(8'h05, {8'h01, 8'h02, 16'd0}, 2);    // received (wd 1, wc 2) on port 0
    send_frame(8'h05, {8'h0B, 8'h00, 16'd0}, 2);    // reserved bits set: argument error
    send_frame(8'h07, 32'd0, 0);                    // unknown command
    send_frame(8'h01, 32'd0, 1);                    // wrong length
    send_byte(8'hC0);                               // a corrupt frame (bad CRC)
    send_byte(8'h01);
    send_byte(8'h55);
    send_byte(8'hC0);
    send_byte(8'hC0);                               // a stray escape
    send_byte(8'hDB);
    send_byte(8'h01);
    send_byte(8'hC0);
    send_byte(8'hC0);                               // a framing error inside a frame
    send_byte(8'h01, 1'b0);
    send_byte(8'hC0);
    for (int i = 0; i < 4; i++) begin               // a burst: the bridge drops frames (Overrun)
      send_frame(8'h04, {16'h0014, 16'hFFFF}, 4);
    end
    write_reg(4'h1, 16'h0001);                      // an invalid configuration (m_1 = 1)
    repeat (80) @(posedge clk_i);
    send_frame(8'h04, {16'h0000, 16'hFFFF}, 4);     // answered with an error
    send_byte(8'hC0);                               // a frame cut short: dropped after the timeout
    send_byte(8'h01);
    repeat (TimeoutClks + 100) @(posedge clk_i);
    // Every reply out: the line idle for 40 bit times.
    repeat (40 * ClksPerBit) @(posedge clk_i);
    $display("hc_board_top_x_tb: %0d clocks, every output defined; %0d bytes sent back", clock, tx_edges);
    if (tx_edges < 100) $fatal(1, "hc_board_top_x_tb: too few reply bytes: the bridge did not answer");
    $finish;
  end

endmodule
