// Host bridge of hc_noc_board_top: frames received as bytes (from hc_uart_rx) become register writes
// and reads of the network on the board (hc_noc_ctrl); their answers go back as reply frames (to
// hc_uart_tx). docs/host_protocol.md is the specification: the framing (SLIP with a CRC-8, the slot of
// one waiting frame, Overrun replies) and the running of one frame at a time are hc_frame_exec's, as in
// hc_host_bridge; this module checks the length and arguments of ping, net write and net read, drives
// the registers and builds the replies, one reply per request. The write strobe comes from the frame in
// the slot (hc_frame_exec's RunFromTheSlot).

module hc_noc_bridge #(
  /// Clocks without a received byte after which a frame being received is dropped (Timeout).
  parameter int unsigned TimeoutClks = 106_496,
  /// Nodes of the network (node numbers of net read).
  parameter int unsigned Nodes = 16
) (
  /// Clock.
  input  logic        clk_i,
  /// Synchronous reset, active low.
  input  logic        rst_ni,
  /// A byte was received (one-clock pulse).
  input  logic        rx_valid_i,
  /// The byte received.
  input  logic [7:0]  rx_data_i,
  /// A byte with a bad stop bit was received (one-clock pulse).
  input  logic        rx_frame_err_i,
  /// A byte to send.
  output logic        tx_valid_o,
  /// The byte to send is taken.
  input  logic        tx_ready_i,
  /// The byte to send.
  output logic [7:0]  tx_data_o,
  /// A frame ended, good or bad (one-clock pulse; for an activity LED).
  output logic        frame_o,
  /// Frames are being answered: one waits in the slot, Overrun replies are owed, or a command or its
  /// reply is under way (for an activity LED).
  output logic        busy_o,
  /// Register write strobe (a global register: hc_traffic_pkg::net_reg_e).
  output logic        reg_we_o,
  /// Register address (hc_traffic_pkg::net_reg_e or hc_traffic_pkg::node_reg_e).
  output logic [7:0]  reg_addr_o,
  /// The node of a node register.
  output logic [7:0]  reg_node_o,
  /// Register write data.
  output logic [31:0] reg_wdata_o,
  /// Register read data of reg_node_o, reg_addr_o.
  input  logic [31:0] reg_rdata_i,
  /// Ping flag 0: a run may start.
  input  logic        ready_i,
  /// Ping flag 1: a check failed, a packet was refused, or the network stalled.
  input  logic        error_i
);

  // What the executor runs: the low three bits of the command byte, or an error reply.
  localparam logic [2:0] KindError = 3'd0;
  localparam logic [2:0] KindPing  = 3'(hc_host_pkg::CmdPing);
  localparam logic [2:0] KindWrite = 3'(hc_host_pkg::CmdNetWrite);
  localparam logic [2:0] KindRead  = 3'(hc_host_pkg::CmdNetRead);
  localparam int unsigned PayloadBytes = 5;
  localparam int unsigned LenW = $clog2(PayloadBytes + 4);
  localparam int unsigned IdxW = 3;

  // The checks of the frame being received: command, length, arguments.
  logic [7:0]                cur_cmd;
  logic [LenW-1:0]           cur_len;
  hc_host_pkg::host_err_e    cur_code;
  logic [8*PayloadBytes-1:0] buf_q;  // net write: address, data (byte 1 in [39:32]); net read: node, address

  always_comb begin
    logic [LenW-1:0] want;
    logic            arg_ok;
    unique case (cur_cmd)
      hc_host_pkg::CmdPing:     want = LenW'(2);
      hc_host_pkg::CmdNetWrite: want = LenW'(7);
      hc_host_pkg::CmdNetRead:  want = LenW'(4);
      default:             want = '0;
    endcase
    unique case (cur_cmd)
      hc_host_pkg::CmdNetWrite: arg_ok = hc_traffic_pkg::net_reg_ok(1'b1, 8'd0, buf_q[39:32], Nodes);
      hc_host_pkg::CmdNetRead:  arg_ok = hc_traffic_pkg::net_reg_ok(1'b0, buf_q[39:32], buf_q[31:24], Nodes);
      default:             arg_ok = 1'b1;
    endcase
    cur_code = want == '0      ? hc_host_pkg::ErrCommand  :
               cur_len != want ? hc_host_pkg::ErrLength   :
               !arg_ok         ? hc_host_pkg::ErrArgument : hc_host_pkg::ErrNone;
  end

  // The executor: the command in the slot (kind), run in one clock and answered.
  logic [2:0]        kind;
  hc_host_pkg::host_err_e code;
  logic              run;
  logic              unused_reply_done;  // no response to take: commands run in one clock
  logic [31:0]       run_data, rdata;  // read data, or ping flags; captured when run
  logic [IdxW-1:0]   idx, last;
  logic [7:0]        body, good, errors;

  assign run_data = kind == KindPing ? {30'd0, error_i, ready_i} : reg_rdata_i;

  hc_frame_exec #(
    .PayloadBytes (PayloadBytes),
    .TimeoutClks  (TimeoutClks),
    .IdxW         (IdxW),
    .DataW        (32)
  ) i_exec (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .rx_valid_i     (rx_valid_i),
    .rx_data_i      (rx_data_i),
    .rx_frame_err_i (rx_frame_err_i),
    .tx_valid_o     (tx_valid_o),
    .tx_ready_i     (tx_ready_i),
    .tx_data_o      (tx_data_o),
    .frame_o        (frame_o),
    .busy_o         (busy_o),
    .cur_cmd_o      (cur_cmd),
    .cur_len_o      (cur_len),
    .cur_code_i     (cur_code),
    .payload_o      (buf_q),
    .kind_o         (kind),
    .code_o         (code),
    .run_o          (run),
    .wait_i         (1'b0),
    .req_ready_i    (1'b0),
    .resp_valid_i   (1'b0),
    .run_data_i     (run_data),
    .run_data_o     (rdata),
    .reply_last_i   (last),
    .reply_byte_i   (body),
    .reply_idx_o    (idx),
    .reply_done_o   (unused_reply_done),
    .good_o         (good),
    .errors_o       (errors)
  );

  // The reply: byte idx of it.
  always_comb begin
    unique case (kind)
      KindError: last = 3'd1;
      KindPing:  last = 3'd4;
      KindWrite: last = 3'd0;
      default:   last = 3'd4;  // KindRead
    endcase
    unique case (idx)
      3'd0:    body = kind == KindError ? hc_host_pkg::ReplyError : {5'b10000, kind};
      3'd1:    body = kind == KindError ? {4'd0, code} : kind == KindPing ? hc_host_pkg::HostVersion : rdata[31:24];
      3'd2:    body = kind == KindPing ? rdata[7:0] : rdata[23:16];
      3'd3:    body = kind == KindPing ? good : rdata[15:8];
      default: body = kind == KindPing ? errors : rdata[7:0];
    endcase
  end

  // The registers are driven from the payload in buf_q, kept until the command has run.
  assign reg_we_o    = run && kind == KindWrite;
  assign reg_addr_o  = kind == KindRead ? buf_q[31:24] : buf_q[39:32];
  assign reg_node_o  = buf_q[39:32];
  assign reg_wdata_o = buf_q[31:0];

endmodule
