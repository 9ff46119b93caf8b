// Host bridge: frames received as bytes (from hc_uart_rx) become configuration writes and reads,
// router and broadcast requests on hc_node; their answers go back as reply frames (to hc_uart_tx).
// docs/host_protocol.md is the specification; its codes are hc_pkg's (slip_e, host_cmd_e, host_err_e).
//
// Framing: SLIP (RFC 1055) with a CRC-8. A frame on the line is End, the frame bytes stuffed
// (End -> Esc EscEnd, Esc -> Esc EscEsc), End. The frame bytes are a command byte, its payload and
// a CRC-8 (polynomial 0x07, initial value 0, no reflection) over the command and the payload. End
// never occurs inside a frame, so the receiver resynchronises at every End: garbage before a frame
// ends there as one bad frame, and a frame cut short by a silent line is dropped after TimeoutClks.
//
// A frame is only acted on once it is complete and checked, so a bad frame changes nothing: it is
// answered with an error reply. Frames run one at a time, in order. One checked frame waits in the
// slot (its payload held in the receive buffer) while the previous one is answered; a frame that
// arrives while a command waits there cannot be kept: it is dropped, and it gets its own Overrun
// error reply, in order: after the reply of the frame in the slot, before that of the next frame
// (up to 255 dropped frames in one burst; beyond that the count saturates and the ping's error
// count tells). A host that waits for each reply never sees this.

module hc_host_bridge #(
  /// Clocks without a received byte after which a frame being received is dropped (Timeout).
  parameter int unsigned TimeoutClks = 106_496
) (
  /// Clock.
  input  logic                  clk_i,
  /// Synchronous reset, active low.
  input  logic                  rst_ni,
  /// A byte was received (one-clock pulse).
  input  logic                  rx_valid_i,
  /// The byte received.
  input  logic [7:0]            rx_data_i,
  /// A byte with a bad stop bit was received (one-clock pulse).
  input  logic                  rx_frame_err_i,
  /// A byte to send.
  output logic                  tx_valid_o,
  /// The byte to send is taken.
  input  logic                  tx_ready_i,
  /// The byte to send.
  output logic [7:0]            tx_data_o,
  /// A frame ended, good or bad (one-clock pulse; for an activity LED).
  output logic                  frame_o,
  /// Configuration register write strobe.
  output logic                  cfg_we_o,
  /// Configuration register address (hc_pkg::reg_addr_e).
  output logic [3:0]            cfg_addr_o,
  /// Configuration register write data.
  output logic [15:0]           cfg_wdata_o,
  /// Configuration register read data of cfg_addr_o.
  input  logic [15:0]           cfg_rdata_i,
  /// The node accepts requests (configuration derived).
  input  logic                  cfg_ready_i,
  /// The configuration is invalid.
  input  logic                  cfg_error_i,
  /// Router request valid.
  output logic                  route_req_valid_o,
  /// Router request accepted.
  input  logic                  route_req_ready_i,
  /// Destination digits, 4 bits each.
  output logic [15:0]           route_req_dst_o,
  /// Available ports, bit p = port p.
  output logic [15:0]           route_req_avail_o,
  /// Router response valid.
  input  logic                  route_resp_valid_i,
  /// Router response taken.
  output logic                  route_resp_ready_o,
  /// Router response status.
  input  hc_pkg::route_status_e route_resp_status_i,
  /// Router response port.
  input  logic [3:0]            route_resp_port_i,
  /// Broadcast request valid.
  output logic                  bcast_req_valid_o,
  /// Broadcast request accepted.
  input  logic                  bcast_req_ready_i,
  /// The node originates the broadcast.
  output logic                  bcast_req_origin_o,
  /// Received wd.
  output logic [2:0]            bcast_req_wd_o,
  /// Received wc.
  output logic [3:0]            bcast_req_wc_o,
  /// Port the message arrived on.
  output logic [3:0]            bcast_req_in_port_o,
  /// Broadcast response valid.
  input  logic                  bcast_resp_valid_i,
  /// Broadcast response taken.
  output logic                  bcast_resp_ready_o,
  /// Broadcast response: invalid message or configuration.
  input  logic                  bcast_resp_error_i,
  /// Broadcast response: bit p = send on port p.
  input  logic [15:0]           bcast_resp_send_i,
  /// Broadcast response: wd per port, 3 bits each.
  input  logic [47:0]           bcast_resp_wd_i,
  /// Broadcast response: wc per port, 3 bits each.
  input  logic [47:0]           bcast_resp_wc_i
);

  // What the executor runs: the low three bits of the command byte, or an error reply.
  localparam logic [2:0] KindError = 3'd0;
  localparam logic [2:0] KindPing  = 3'(hc_pkg::CmdPing);
  localparam logic [2:0] KindWrite = 3'(hc_pkg::CmdWrite);
  localparam logic [2:0] KindRead  = 3'(hc_pkg::CmdRead);
  localparam logic [2:0] KindRoute = 3'(hc_pkg::CmdRoute);
  localparam logic [2:0] KindBcast = 3'(hc_pkg::CmdBcast);

  localparam int unsigned IdleW = $clog2(TimeoutClks);

  typedef enum logic [1:0] {
    ExIdle,   ///< waiting for a frame in the slot
    ExRun,    ///< running the command (write, read, or offering the request)
    ExWait,   ///< waiting for the node's response
    ExReply   ///< sending the reply frame
  } ex_state_e;

  typedef enum logic [1:0] {
    TxSof,   ///< the opening End
    TxBody,  ///< the reply bytes
    TxCrc,   ///< the CRC
    TxEof    ///< the closing End
  } tx_phase_e;

  /// CRC-8, polynomial x^8 + x^2 + x + 1 (0x07), most significant bit first: crc after one byte.
  function automatic logic [7:0] crc8(input logic [7:0] crc, input logic [7:0] data);
    logic [7:0] c;
    c = crc ^ data;
    for (int unsigned i = 0; i < 8; i++) c = c[7] ? {c[6:0], 1'b0} ^ 8'h07 : {c[6:0], 1'b0};
    crc8 = c;
  endfunction

  // Receiver: the frame being assembled.
  logic             esc_q, esc_d;          // the last byte was Esc
  logic [2:0]       len_q, len_d;          // frame bytes so far (command, payload, CRC), 7 = too many
  logic [7:0]       crc_q, crc_d;          // CRC of the frame bytes so far; 0 after a good CRC byte
  logic [7:0]       cmd_q, cmd_d;          // first frame byte
  logic [31:0]      buf_q, buf_d;          // frame bytes 1..4, byte 1 in [31:24]; payload of the slot
  logic [3:0]       bad_q, bad_d;          // first escape or UART error in this frame
  logic [IdleW-1:0] idle_q, idle_d;        // clocks since the last byte of an unfinished frame
  // The slot: one checked frame (its payload stays in buf_q) or error waiting for the executor.
  logic             slot_valid_q, slot_valid_d;
  logic [2:0]       slot_kind_q, slot_kind_d;
  logic [3:0]       slot_code_q, slot_code_d;
  logic [7:0]       drops_q, drops_d;      // frames dropped while the slot's frame waited
  logic [7:0]       owed_q, owed_d;        // Overrun replies due before the next frame in the slot
  // Executor and reply encoder.
  ex_state_e        state_q, state_d;
  tx_phase_e        phase_q, phase_d;
  logic [2:0]       kind_q, kind_d;
  logic [3:0]       code_q, code_d;
  logic [15:0]      rdata_q, rdata_d;      // read data, or ping flags, captured when run
  logic [4:0]       idx_q, idx_d;          // reply byte being sent
  logic             esc_pend_q, esc_pend_d;
  logic [7:0]       tx_crc_q, tx_crc_d;
  logic [7:0]       good_q, good_d, bad_cnt_q, bad_cnt_d;

  logic             pop, take_overrun, frame_end;

  // Receiver: unstuffing, CRC, checks, and the slot.
  always_comb begin
    logic       in_frame, byte_ok, ended, timeout;
    logic [7:0] data;
    logic [2:0] want;
    logic       arg_bad;
    logic [3:0] code;
    logic       locked;
    esc_d     = esc_q;
    len_d     = len_q;
    crc_d     = crc_q;
    cmd_d     = cmd_q;
    buf_d     = buf_q;
    bad_d     = bad_q;
    in_frame  = len_q != 3'd0 || esc_q || bad_q != hc_pkg::ErrNone;
    byte_ok   = 1'b0;
    ended     = 1'b0;
    data      = rx_data_i;
    if (rx_frame_err_i) begin
      esc_d = 1'b0;
      if (bad_q == hc_pkg::ErrNone) bad_d = hc_pkg::ErrUart;
    end else if (rx_valid_i) begin
      if (rx_data_i == hc_pkg::SlipEnd) begin
        ended = in_frame;
      end else if (esc_q) begin
        esc_d = 1'b0;
        if (rx_data_i == hc_pkg::SlipEscEnd) begin
          data    = hc_pkg::SlipEnd;
          byte_ok = 1'b1;
        end else if (rx_data_i == hc_pkg::SlipEscEsc) begin
          data    = hc_pkg::SlipEsc;
          byte_ok = 1'b1;
        end else if (bad_q == hc_pkg::ErrNone) begin
          bad_d = hc_pkg::ErrEscape;
        end
      end else if (rx_data_i == hc_pkg::SlipEsc) begin
        esc_d = 1'b1;
      end else begin
        byte_ok = 1'b1;
      end
    end
    // Byte i of the frame goes to buf_q, unless buf_q still holds the payload of the command in the
    // slot: then this frame cannot be kept (Overrun).
    locked = slot_valid_q && slot_kind_q != KindError && !pop;
    if (byte_ok) begin
      len_d = len_q == 3'd7 ? len_q : len_q + 3'd1;
      crc_d = crc8(crc_q, data);
      if (len_q == 3'd0) begin
        cmd_d = data;
      end else if (locked) begin
        if (bad_q == hc_pkg::ErrNone) bad_d = hc_pkg::ErrOverrun;
      end else begin
        for (int unsigned i = 1; i <= 4; i++) begin
          if (len_q == 3'(i)) buf_d[8*(4-i) +: 8] = data;
        end
      end
    end
    idle_d  = rx_valid_i || rx_frame_err_i || !in_frame ? '0 : idle_q + 1'b1;
    timeout = in_frame && !rx_valid_i && !rx_frame_err_i && idle_q == IdleW'(TimeoutClks - 1);

    // Checks of a complete frame, in this order.
    unique case (cmd_q)
      hc_pkg::CmdPing:  want = 3'd2;
      hc_pkg::CmdWrite: want = 3'd5;
      hc_pkg::CmdRead:  want = 3'd3;
      hc_pkg::CmdRoute: want = 3'd6;
      hc_pkg::CmdBcast: want = 3'd4;
      default:          want = 3'd0;
    endcase
    unique case (cmd_q)
      hc_pkg::CmdWrite: arg_bad = buf_q[31:28] != 4'd0;  // register address 0..15
      hc_pkg::CmdRead:  arg_bad = buf_q[31:28] != 4'd0;
      hc_pkg::CmdBcast: arg_bad = buf_q[30:27] != 4'd0;  // reserved bits of the first payload byte
      default:          arg_bad = 1'b0;
    endcase
    code = timeout                  ? hc_pkg::ErrTimeout  :
           bad_q != hc_pkg::ErrNone ? bad_q               :
           esc_q                    ? hc_pkg::ErrEscape   :
           crc_q != 8'd0            ? hc_pkg::ErrCrc      :
           want == 3'd0             ? hc_pkg::ErrCommand  :
           len_q != want            ? hc_pkg::ErrLength   :
           arg_bad                  ? hc_pkg::ErrArgument : hc_pkg::ErrNone;

    frame_end    = ended || timeout;
    slot_valid_d = slot_valid_q && !pop;
    slot_kind_d  = slot_kind_q;
    slot_code_d  = slot_code_q;
    // Frames dropped while the slot's frame waits are answered after its reply: their count moves to
    // the replies owed when it starts to run.
    owed_d       = owed_q - 8'(take_overrun);
    drops_d      = drops_q;
    if (pop) begin
      owed_d  = 9'(owed_d) + 9'(drops_q) > 9'd255 ? 8'd255 : owed_d + drops_q;
      drops_d = '0;
    end
    if (frame_end) begin
      esc_d  = 1'b0;
      len_d  = '0;
      crc_d  = '0;
      bad_d  = hc_pkg::ErrNone;
      idle_d = '0;
      if (slot_valid_d) begin
        if (drops_d != 8'd255) drops_d = drops_d + 8'd1;
      end else begin
        slot_valid_d = 1'b1;
        slot_kind_d  = code == hc_pkg::ErrNone ? cmd_q[2:0] : KindError;
        slot_code_d  = code;
      end
    end
  end

  // Handshakes with the node and the transmitter, each computed without its ready input.
  logic reply_done;
  assign reply_done         = state_q == ExReply && phase_q == TxEof && tx_ready_i;
  assign route_req_valid_o  = state_q == ExRun && kind_q == KindRoute;
  assign bcast_req_valid_o  = state_q == ExRun && kind_q == KindBcast;
  assign cfg_we_o           = state_q == ExRun && kind_q == KindWrite;
  assign route_resp_ready_o = reply_done && kind_q == KindRoute;
  assign bcast_resp_ready_o = reply_done && kind_q == KindBcast;
  assign tx_valid_o         = state_q == ExReply;

  // The reply frame: byte idx_q of the reply, and the byte on the line now.
  logic [4:0] last;
  logic [7:0] body, raw;
  logic       special;
  always_comb begin
    logic [3:0] p;
    logic [7:0] port_byte;  // broadcast reply byte of port p; 0 on ports not sent
    p         = idx_q[3:0] - 4'd4;
    port_byte = '0;
    for (int unsigned q = 0; q < hc_pkg::MaxPorts; q++) begin
      if (p == 4'(q) && bcast_resp_send_i[q]) begin
        port_byte = {1'b0, bcast_resp_wd_i[3*q +: 3], 1'b0, bcast_resp_wc_i[3*q +: 3]};
      end
    end
    unique case (kind_q)
      KindError: last = 5'd1;
      KindPing:  last = 5'd4;
      KindWrite: last = 5'd0;
      KindRead:  last = 5'd2;
      KindRoute: last = 5'd1;
      default:   last = 5'd19;  // KindBcast
    endcase
    body = 8'h00;
    unique case (idx_q)
      5'd0: body = kind_q == KindError ? hc_pkg::ReplyError : {5'b10000, kind_q};
      5'd1: begin
        unique case (kind_q)
          KindError: body = {4'd0, code_q};
          KindPing:  body = hc_pkg::HostVersion;
          KindRead:  body = rdata_q[15:8];
          KindRoute: body = {route_resp_port_i, 2'b00, route_resp_status_i};
          KindBcast: body = {7'd0, bcast_resp_error_i};
          default:   body = 8'h00;
        endcase
      end
      5'd2: begin
        unique case (kind_q)
          KindPing:  body = rdata_q[7:0];
          KindRead:  body = rdata_q[7:0];
          KindBcast: body = bcast_resp_send_i[15:8];
          default:   body = 8'h00;
        endcase
      end
      5'd3: body = kind_q == KindPing ? good_q : bcast_resp_send_i[7:0];
      5'd4: body = kind_q == KindPing ? bad_cnt_q : port_byte;
      default: body = port_byte;
    endcase
    raw       = phase_q == TxCrc ? tx_crc_q : body;
    special   = (phase_q == TxBody || phase_q == TxCrc) && (raw == hc_pkg::SlipEnd || raw == hc_pkg::SlipEsc);
    tx_data_o = phase_q == TxSof || phase_q == TxEof ? hc_pkg::SlipEnd :
                esc_pend_q ? (raw == hc_pkg::SlipEnd ? hc_pkg::SlipEscEnd : hc_pkg::SlipEscEsc) :
                special    ? hc_pkg::SlipEsc : raw;
  end

  // Executor: runs the command in the slot, then sends its reply frame.
  always_comb begin
    state_d      = state_q;
    phase_d      = phase_q;
    kind_d       = kind_q;
    code_d       = code_q;
    rdata_d      = rdata_q;
    idx_d        = idx_q;
    esc_pend_d   = esc_pend_q;
    tx_crc_d     = tx_crc_q;
    good_d       = good_q;
    bad_cnt_d    = bad_cnt_q;
    pop          = 1'b0;
    take_overrun = 1'b0;
    unique case (state_q)
      ExIdle: begin
        if (owed_q != 8'd0) begin
          take_overrun = 1'b1;
          state_d      = ExReply;
          kind_d       = KindError;
          code_d       = hc_pkg::ErrOverrun;
        end else if (slot_valid_q) begin
          state_d = ExRun;
          kind_d  = slot_kind_q;
          code_d  = slot_code_q;
        end
      end
      ExRun: begin
        if (kind_q == KindRoute || kind_q == KindBcast) begin
          if (kind_q == KindRoute ? route_req_ready_i : bcast_req_ready_i) begin
            pop     = 1'b1;
            state_d = ExWait;
          end
        end else begin  // error, ping, write (cfg_we_o now), read
          pop     = 1'b1;
          rdata_d = kind_q == KindPing ? {14'd0, cfg_error_i, cfg_ready_i} : cfg_rdata_i;
          state_d = ExReply;
        end
      end
      ExWait: begin
        if (kind_q == KindRoute ? route_resp_valid_i : bcast_resp_valid_i) state_d = ExReply;
      end
      default: begin  // ExReply
        if (tx_ready_i) begin
          if (special && !esc_pend_q) begin
            esc_pend_d = 1'b1;
          end else begin
            esc_pend_d = 1'b0;
            unique case (phase_q)
              TxSof: begin
                phase_d  = TxBody;
                idx_d    = 5'd0;
                tx_crc_d = 8'd0;
              end
              TxBody: begin
                tx_crc_d = crc8(tx_crc_q, raw);
                if (idx_q == last) phase_d = TxCrc;
                else idx_d = idx_q + 5'd1;
              end
              TxCrc: begin
                phase_d = TxEof;
              end
              default: begin  // TxEof: the reply is out and the response taken (reply_done)
                phase_d = TxSof;
                state_d = ExIdle;
                if (kind_q == KindError) bad_cnt_d = bad_cnt_q + 8'd1;
                else good_d = good_q + 8'd1;
              end
            endcase
          end
        end
      end
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      esc_q        <= 1'b0;
      len_q        <= '0;
      crc_q        <= '0;
      cmd_q        <= '0;
      buf_q        <= '0;
      bad_q        <= hc_pkg::ErrNone;
      idle_q       <= '0;
      slot_valid_q <= 1'b0;
      slot_kind_q  <= KindError;
      slot_code_q  <= hc_pkg::ErrNone;
      drops_q      <= '0;
      owed_q       <= '0;
      state_q      <= ExIdle;
      phase_q      <= TxSof;
      kind_q       <= KindError;
      code_q       <= hc_pkg::ErrNone;
      rdata_q      <= '0;
      idx_q        <= '0;
      esc_pend_q   <= 1'b0;
      tx_crc_q     <= '0;
      good_q       <= '0;
      bad_cnt_q    <= '0;
    end else begin
      esc_q        <= esc_d;
      len_q        <= len_d;
      crc_q        <= crc_d;
      cmd_q        <= cmd_d;
      buf_q        <= buf_d;
      bad_q        <= bad_d;
      idle_q       <= idle_d;
      slot_valid_q <= slot_valid_d;
      slot_kind_q  <= slot_kind_d;
      slot_code_q  <= slot_code_d;
      drops_q      <= drops_d;
      owed_q       <= owed_d;
      state_q      <= state_d;
      phase_q      <= phase_d;
      kind_q       <= kind_d;
      code_q       <= code_d;
      rdata_q      <= rdata_d;
      idx_q        <= idx_d;
      esc_pend_q   <= esc_pend_d;
      tx_crc_q     <= tx_crc_d;
      good_q       <= good_d;
      bad_cnt_q    <= bad_cnt_d;
    end
  end

  assign frame_o             = frame_end;
  // The node is driven from the payload in buf_q, kept until the request is taken.
  assign cfg_addr_o          = buf_q[27:24];
  assign cfg_wdata_o         = buf_q[23:8];
  assign route_req_dst_o     = buf_q[31:16];
  assign route_req_avail_o   = buf_q[15:0];
  assign bcast_req_origin_o  = buf_q[31];
  assign bcast_req_wd_o      = buf_q[26:24];
  assign bcast_req_in_port_o = buf_q[23:20];
  assign bcast_req_wc_o      = buf_q[19:16];

`ifndef SYNTHESIS
  default clocking @(posedge clk_i); endclocking
  RequestFromTheSlot: assert property (disable iff (!rst_ni)
    route_req_valid_o || bcast_req_valid_o || cfg_we_o |-> slot_valid_q);
  PayloadKeptUntilTaken: assert property (disable iff (!rst_ni) state_q == ExRun && !pop |=> $stable(buf_q));
  OneRequestAtATime: assert property (disable iff (!rst_ni)
    !(route_req_valid_o && bcast_req_valid_o) && !(cfg_we_o && route_req_valid_o));
  ReplyStableUntilTaken: assert property (disable iff (!rst_ni)
    tx_valid_o && !tx_ready_i |=> tx_valid_o && $stable(tx_data_o));
  NoEndInsideAFrame: assert property (disable iff (!rst_ni)
    tx_valid_o && (phase_q == TxBody || phase_q == TxCrc) |-> tx_data_o != hc_pkg::SlipEnd);
  ResponseOnlyWhenOffered: assert property (disable iff (!rst_ni) route_resp_ready_o |-> route_resp_valid_i);
  BcastResponseOnlyWhenOffered: assert property (disable iff (!rst_ni) bcast_resp_ready_o |-> bcast_resp_valid_i);
`endif

endmodule
