// Frame executor of the host protocol (docs/host_protocol.md), shared by the board tops' bridges
// (hc_host_bridge, hc_noc_bridge): receives frames (hc_frame_rx), runs the one in the slot and sends
// its reply frame (hc_frame_tx), one at a time, in order, each with one reply. Owed Overrun replies go
// first.
//
// The bridge says what its commands are. It checks the frame being received (cur_code_i); it does
// what the command in kind_o says while run_o is high (a write strobe, a request offered); it gives
// the reply's bytes for reply_idx_o. A command runs in one clock, its data (read data, ping flags)
// captured from run_data_i, unless wait_i says it offers a request to the node: then it runs until
// req_ready_i, and its reply waits for resp_valid_i. The response is taken with the reply's closing
// End (reply_done_o).

module hc_frame_exec #(
  /// Payload bytes of the longest request (the frame bytes between the command and the CRC).
  parameter int unsigned PayloadBytes = 4,
  /// Clocks without a received byte after which a frame being received is dropped (Timeout).
  parameter int unsigned TimeoutClks = 106_496,
  /// Bits of a reply byte index.
  parameter int unsigned IdxW = 5,
  /// Bits of the data a command captures when it runs (read data, ping flags).
  parameter int unsigned DataW = 16,
  /// Bits of a frame-byte count: up to PayloadBytes + 2 bytes, and one more for "too many".
  localparam int unsigned LenW = $clog2(PayloadBytes + 4)
) (
  /// Clock.
  input  logic                      clk_i,
  /// Synchronous reset, active low.
  input  logic                      rst_ni,
  /// A byte was received (one-clock pulse).
  input  logic                      rx_valid_i,
  /// The byte received.
  input  logic [7:0]                rx_data_i,
  /// A byte with a bad stop bit was received (one-clock pulse).
  input  logic                      rx_frame_err_i,
  /// A byte to send.
  output logic                      tx_valid_o,
  /// The byte to send is taken.
  input  logic                      tx_ready_i,
  /// The byte to send.
  output logic [7:0]                tx_data_o,
  /// A frame ended, good or bad (one-clock pulse; for an activity LED).
  output logic                      frame_o,
  /// Frames are being answered: one waits in the slot, Overrun replies are owed, or a command or its
  /// reply is under way (for an activity LED).
  output logic                      busy_o,
  /// The command byte of the frame being received.
  output logic [7:0]                cur_cmd_o,
  /// Its frame bytes so far (command, payload, CRC); all ones: too many.
  output logic [LenW-1:0]           cur_len_o,
  /// The bridge's verdict on the frame being received: command, length or argument error, or ErrNone.
  input  hc_host_pkg::host_err_e    cur_code_i,
  /// Payload byte i (1-based) in [8*(PayloadBytes-i) +: 8]: of the frame being received, then of the
  /// frame in the slot, kept until its command has run.
  output logic [8*PayloadBytes-1:0] payload_o,
  /// What runs or is answered: the low three bits of the command byte; 0, an error reply.
  output logic [2:0]                kind_o,
  /// The error code of an error reply.
  output hc_host_pkg::host_err_e    code_o,
  /// The command in kind_o runs (a write strobe; a request offered, held until req_ready_i).
  output logic                      run_o,
  /// The command in kind_o offers a request to the node and waits for its response.
  input  logic                      wait_i,
  /// Its request is accepted.
  input  logic                      req_ready_i,
  /// Its response is offered, and held until reply_done_o.
  input  logic                      resp_valid_i,
  /// The data the command in kind_o captures when it runs (read data, ping flags).
  input  logic [DataW-1:0]          run_data_i,
  /// The data captured, held while the reply is sent.
  output logic [DataW-1:0]          run_data_o,
  /// Index of the reply's last byte (the CRC excluded), for kind_o.
  input  logic [IdxW-1:0]           reply_last_i,
  /// The reply byte at reply_idx_o.
  input  logic [7:0]                reply_byte_i,
  /// The reply byte wanted.
  output logic [IdxW-1:0]           reply_idx_o,
  /// The reply's closing End is taken (one-clock pulse): a response waited for is taken now.
  output logic                      reply_done_o,
  /// Good replies sent since reset, modulo 256 (for the ping reply).
  output logic [7:0]                good_o,
  /// Error replies sent since reset, modulo 256 (for the ping reply).
  output logic [7:0]                errors_o
);

  localparam logic [2:0] KindError = 3'd0;

  typedef enum logic [1:0] {
    ExIdle,   ///< waiting for a frame in the slot
    ExRun,    ///< running the command (the write strobe, the read data captured, the request offered)
    ExWait,   ///< waiting for the node's response
    ExReply   ///< sending the reply frame
  } ex_state_e;

  logic              slot_valid, owed, pop, take_overrun;
  logic [7:0]        slot_cmd;
  hc_host_pkg::host_err_e slot_code;
  logic [4:0]        unused_slot_cmd;  // good commands differ in their low three bits
  assign unused_slot_cmd = slot_cmd[7:3];

  hc_frame_rx #(
    .PayloadBytes (PayloadBytes),
    .TimeoutClks  (TimeoutClks)
  ) i_frame_rx (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .rx_valid_i     (rx_valid_i),
    .rx_data_i      (rx_data_i),
    .rx_frame_err_i (rx_frame_err_i),
    .cur_cmd_o      (cur_cmd_o),
    .cur_len_o      (cur_len_o),
    .cur_code_i     (cur_code_i),
    .frame_o        (frame_o),
    .slot_valid_o   (slot_valid),
    .slot_cmd_o     (slot_cmd),
    .slot_code_o    (slot_code),
    .payload_o      (payload_o),
    .pop_i          (pop),
    .owed_o         (owed),
    .take_overrun_i (take_overrun)
  );

  // Runs the command in the slot, then sends its reply frame.
  ex_state_e         state_q, state_d;
  logic [2:0]        kind_q, kind_d;
  hc_host_pkg::host_err_e code_q, code_d;
  logic [DataW-1:0]  data_q, data_d;

  always_comb begin
    state_d      = state_q;
    kind_d       = kind_q;
    code_d       = code_q;
    data_d       = data_q;
    pop          = 1'b0;
    take_overrun = 1'b0;
    unique case (state_q)
      ExIdle: begin
        if (owed) begin
          take_overrun = 1'b1;
          state_d      = ExReply;
          kind_d       = KindError;
          code_d       = hc_host_pkg::ErrOverrun;
        end else if (slot_valid) begin
          state_d = ExRun;
          kind_d  = slot_code == hc_host_pkg::ErrNone ? slot_cmd[2:0] : KindError;
          code_d  = slot_code;
        end
      end
      ExRun: begin
        if (wait_i) begin
          if (req_ready_i) begin
            pop     = 1'b1;
            state_d = ExWait;
          end
        end else begin
          pop     = 1'b1;
          data_d  = run_data_i;
          state_d = ExReply;
        end
      end
      ExWait: begin
        if (resp_valid_i) state_d = ExReply;
      end
      default: begin  // ExReply
        if (reply_done_o) state_d = ExIdle;
      end
    endcase
  end

  hc_frame_tx #(
    .IdxW (IdxW)
  ) i_frame_tx (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .reply_valid_i (state_q == ExReply),
    .reply_last_i  (reply_last_i),
    .reply_error_i (kind_q == KindError),
    .reply_byte_i  (reply_byte_i),
    .idx_o         (reply_idx_o),
    .done_o        (reply_done_o),
    .tx_valid_o    (tx_valid_o),
    .tx_ready_i    (tx_ready_i),
    .tx_data_o     (tx_data_o),
    .good_o        (good_o),
    .errors_o      (errors_o)
  );

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= ExIdle;
      kind_q  <= KindError;
      code_q  <= hc_host_pkg::ErrNone;
      data_q  <= '0;
    end else begin
      state_q <= state_d;
      kind_q  <= kind_d;
      code_q  <= code_d;
      data_q  <= data_d;
    end
  end

  assign busy_o     = state_q != ExIdle || slot_valid || owed;
  assign kind_o     = kind_q;
  assign code_o     = code_q;
  assign run_o      = state_q == ExRun;
  assign run_data_o = data_q;

`ifndef SYNTHESIS
  RunFromTheSlot: assert property (@(posedge clk_i) disable iff (!rst_ni) run_o |-> slot_valid);
`endif

endmodule
