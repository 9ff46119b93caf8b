// Host bridge of hc_noc_board_top: frames received as bytes (from hc_uart_rx) become register writes
// and reads of the network on the board (hc_noc_ctrl); their answers go back as reply frames (to
// hc_uart_tx). docs/host_protocol.md is the specification: the framing (SLIP with a CRC-8, the slot of
// one waiting frame, Overrun replies) is hc_frame_rx's and hc_frame_tx's, as in hc_host_bridge; this
// module checks the length and arguments of ping, net write and net read, and runs them, one reply per
// request.

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
  /// Register write strobe (a global register: hc_pkg::net_reg_e).
  output logic        reg_we_o,
  /// Register address (hc_pkg::net_reg_e or hc_pkg::node_reg_e).
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
  localparam logic [2:0] KindPing  = 3'(hc_pkg::CmdPing);
  localparam logic [2:0] KindWrite = 3'(hc_pkg::CmdNetWrite);
  localparam logic [2:0] KindRead  = 3'(hc_pkg::CmdNetRead);
  localparam int unsigned PayloadBytes = 5;
  localparam int unsigned LenW = $clog2(PayloadBytes + 4);

  typedef enum logic [1:0] {
    ExIdle,   ///< waiting for a frame in the slot
    ExRun,    ///< running the command (the write strobe, or the read data captured)
    ExReply   ///< sending the reply frame
  } ex_state_e;

  // The frame receiver, and the checks of the frame it is receiving: command, length, arguments.
  logic [7:0]                cur_cmd, slot_cmd;
  logic [LenW-1:0]           cur_len;
  hc_pkg::host_err_e         cur_code, slot_code;
  logic                      slot_valid, owed, pop, take_overrun;
  logic [8*PayloadBytes-1:0] buf_q;  // net write: address, data (byte 1 in [39:32]); net read: node, address
  logic [4:0]                unused_slot_cmd;  // good commands differ in their low three bits
  assign unused_slot_cmd = slot_cmd[7:3];

  always_comb begin
    logic [LenW-1:0] want;
    logic            arg_ok;
    unique case (cur_cmd)
      hc_pkg::CmdPing:     want = LenW'(2);
      hc_pkg::CmdNetWrite: want = LenW'(7);
      hc_pkg::CmdNetRead:  want = LenW'(4);
      default:             want = '0;
    endcase
    unique case (cur_cmd)
      hc_pkg::CmdNetWrite: arg_ok = hc_pkg::net_reg_ok(1'b1, 8'd0, buf_q[39:32], Nodes);
      hc_pkg::CmdNetRead:  arg_ok = hc_pkg::net_reg_ok(1'b0, buf_q[39:32], buf_q[31:24], Nodes);
      default:             arg_ok = 1'b1;
    endcase
    cur_code = want == '0      ? hc_pkg::ErrCommand  :
               cur_len != want ? hc_pkg::ErrLength   :
               !arg_ok         ? hc_pkg::ErrArgument : hc_pkg::ErrNone;
  end

  hc_frame_rx #(
    .PayloadBytes (PayloadBytes),
    .TimeoutClks  (TimeoutClks)
  ) i_frame_rx (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .rx_valid_i     (rx_valid_i),
    .rx_data_i      (rx_data_i),
    .rx_frame_err_i (rx_frame_err_i),
    .cur_cmd_o      (cur_cmd),
    .cur_len_o      (cur_len),
    .cur_code_i     (cur_code),
    .frame_o        (frame_o),
    .slot_valid_o   (slot_valid),
    .slot_cmd_o     (slot_cmd),
    .slot_code_o    (slot_code),
    .payload_o      (buf_q),
    .pop_i          (pop),
    .owed_o         (owed),
    .take_overrun_i (take_overrun)
  );

  // Executor: runs the command in the slot, then sends its reply frame.
  ex_state_e         state_q, state_d;
  logic [2:0]        kind_q, kind_d;
  hc_pkg::host_err_e code_q, code_d;
  logic [31:0]       rdata_q, rdata_d;  // read data, or ping flags, captured when run
  logic              reply_done;
  logic [2:0]        idx, last;
  logic [7:0]        body, good, errors;

  always_comb begin
    state_d      = state_q;
    kind_d       = kind_q;
    code_d       = code_q;
    rdata_d      = rdata_q;
    pop          = 1'b0;
    take_overrun = 1'b0;
    unique case (state_q)
      ExIdle: begin
        if (owed) begin
          take_overrun = 1'b1;
          state_d      = ExReply;
          kind_d       = KindError;
          code_d       = hc_pkg::ErrOverrun;
        end else if (slot_valid) begin
          state_d = ExRun;
          kind_d  = slot_code == hc_pkg::ErrNone ? slot_cmd[2:0] : KindError;
          code_d  = slot_code;
        end
      end
      ExRun: begin  // error, ping, write (reg_we_o now), read
        pop     = 1'b1;
        rdata_d = kind_q == KindPing ? {30'd0, error_i, ready_i} : reg_rdata_i;
        state_d = ExReply;
      end
      default: begin  // ExReply
        if (reply_done) state_d = ExIdle;
      end
    endcase
  end

  // The reply: byte idx of it.
  always_comb begin
    unique case (kind_q)
      KindError: last = 3'd1;
      KindPing:  last = 3'd4;
      KindWrite: last = 3'd0;
      default:   last = 3'd4;  // KindRead
    endcase
    unique case (idx)
      3'd0:    body = kind_q == KindError ? hc_pkg::ReplyError : {5'b10000, kind_q};
      3'd1:    body = kind_q == KindError ? {4'd0, code_q} : kind_q == KindPing ? hc_pkg::HostVersion : rdata_q[31:24];
      3'd2:    body = kind_q == KindPing ? rdata_q[7:0] : rdata_q[23:16];
      3'd3:    body = kind_q == KindPing ? good : rdata_q[15:8];
      default: body = kind_q == KindPing ? errors : rdata_q[7:0];
    endcase
  end

  hc_frame_tx #(
    .IdxW (3)
  ) i_frame_tx (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .reply_valid_i (state_q == ExReply),
    .reply_last_i  (last),
    .reply_error_i (kind_q == KindError),
    .reply_byte_i  (body),
    .idx_o         (idx),
    .done_o        (reply_done),
    .tx_valid_o    (tx_valid_o),
    .tx_ready_i    (tx_ready_i),
    .tx_data_o     (tx_data_o),
    .good_o        (good),
    .errors_o      (errors)
  );

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= ExIdle;
      kind_q  <= KindError;
      code_q  <= hc_pkg::ErrNone;
      rdata_q <= '0;
    end else begin
      state_q <= state_d;
      kind_q  <= kind_d;
      code_q  <= code_d;
      rdata_q <= rdata_d;
    end
  end

  assign busy_o = state_q != ExIdle || slot_valid || owed;

  // The registers are driven from the payload in buf_q, kept until the command has run.
  assign reg_we_o    = state_q == ExRun && kind_q == KindWrite;
  assign reg_addr_o  = kind_q == KindRead ? buf_q[31:24] : buf_q[39:32];
  assign reg_node_o  = buf_q[39:32];
  assign reg_wdata_o = buf_q[31:0];

`ifndef SYNTHESIS
  WriteFromTheSlot: assert property (@(posedge clk_i) disable iff (!rst_ni)
    reg_we_o |-> slot_valid);
`endif

endmodule
