// Host bridge of hc_board_top: frames received as bytes (from hc_uart_rx) become configuration writes
// and reads, router and broadcast requests on hc_node; their answers go back as reply frames (to
// hc_uart_tx). docs/host_protocol.md is the specification; its codes are hc_host_pkg's (host_cmd_e,
// host_err_e, host_reply_e). The framing (SLIP with a CRC-8, the slot of one waiting frame, Overrun
// replies) and the running of one frame at a time are hc_frame_exec's (with hc_frame_rx and
// hc_frame_tx); this module checks each command's length and arguments, drives the node and builds the
// replies.
//
// A frame is only acted on once it is complete and checked, so a bad frame changes nothing: it is
// answered with an error reply. Frames run one at a time, in order, each with one reply. A host that
// waits for each reply never sees an Overrun.

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
  /// Frames are being answered: one waits in the slot, Overrun replies are owed, or a command or its
  /// reply is under way (for an activity LED).
  output logic                  busy_o,
  /// Configuration register write strobe.
  output logic                  cfg_we_o,
  /// Configuration register address (hc_pkg::reg_addr_e).
  output logic [hc_pkg::RegAddrW-1:0] cfg_addr_o,
  /// Configuration register write data.
  output hc_pkg::reg_data_t           cfg_wdata_o,
  /// Configuration register read data of cfg_addr_o.
  input  hc_pkg::reg_data_t           cfg_rdata_i,
  /// The node accepts requests (configuration derived).
  input  logic                        cfg_ready_i,
  /// The configuration is invalid.
  input  logic                        cfg_error_i,
  /// Router request valid.
  output logic                        route_req_valid_o,
  /// Router request accepted.
  input  logic                        route_req_ready_i,
  /// Router request.
  output hc_route_pkg::route_req_t    route_req_o,
  /// Router response valid.
  input  logic                        route_resp_valid_i,
  /// Router response taken.
  output logic                        route_resp_ready_o,
  /// Router response.
  input  hc_route_pkg::route_resp_t   route_resp_i,
  /// Broadcast request valid.
  output logic                        bcast_req_valid_o,
  /// Broadcast request accepted.
  input  logic                        bcast_req_ready_i,
  /// Broadcast request.
  output hc_route_pkg::bcast_req_t    bcast_req_o,
  /// Broadcast response valid.
  input  logic                        bcast_resp_valid_i,
  /// Broadcast response taken.
  output logic                        bcast_resp_ready_o,
  /// Broadcast response.
  input  hc_route_pkg::bcast_resp_t   bcast_resp_i
);

  // What the executor runs: the low three bits of the command byte, or an error reply.
  localparam logic [2:0] KindError = 3'd0;
  localparam logic [2:0] KindPing  = 3'(hc_host_pkg::CmdPing);
  localparam logic [2:0] KindWrite = 3'(hc_host_pkg::CmdWrite);
  localparam logic [2:0] KindRead  = 3'(hc_host_pkg::CmdRead);
  localparam logic [2:0] KindRoute = 3'(hc_host_pkg::CmdRoute);
  localparam logic [2:0] KindBcast = 3'(hc_host_pkg::CmdBcast);
  localparam int unsigned PayloadBytes = 4;
  localparam int unsigned IdxW = 5;

  // The checks of the frame being received: command, length, arguments.
  logic [7:0]                cur_cmd;
  logic [2:0]                cur_len;
  hc_host_pkg::host_err_e    cur_code;
  logic [8*PayloadBytes-1:0] buf_q;  // frame bytes 1..4, byte 1 in [31:24]; the slot's payload

  always_comb begin
    logic [2:0] want;
    logic       arg_bad;
    unique case (cur_cmd)
      hc_host_pkg::CmdPing:  want = 3'd2;
      hc_host_pkg::CmdWrite: want = 3'd5;
      hc_host_pkg::CmdRead:  want = 3'd3;
      hc_host_pkg::CmdRoute: want = 3'd6;
      hc_host_pkg::CmdBcast: want = 3'd4;
      default:          want = 3'd0;
    endcase
    unique case (cur_cmd)
      hc_host_pkg::CmdWrite: arg_bad = buf_q[31:28] != 4'd0;  // register address 0..15
      hc_host_pkg::CmdRead:  arg_bad = buf_q[31:28] != 4'd0;
      hc_host_pkg::CmdBcast: arg_bad = buf_q[30:27] != 4'd0;  // reserved bits of the first payload byte
      default:          arg_bad = 1'b0;
    endcase
    cur_code = want == 3'd0     ? hc_host_pkg::ErrCommand  :
               cur_len != want  ? hc_host_pkg::ErrLength   :
               arg_bad          ? hc_host_pkg::ErrArgument : hc_host_pkg::ErrNone;
  end

  // The executor: the command in the slot (kind), run and answered. Route and broadcast requests wait
  // for the node's response.
  logic [2:0]        kind;
  hc_host_pkg::host_err_e code;
  logic              run, wait_resp, req_ready, resp_valid, reply_done;
  logic [15:0]       run_data, rdata;  // read data, or ping flags; captured when run
  logic [IdxW-1:0]   idx, last;
  logic [7:0]        body, good, errors;

  assign wait_resp  = kind == KindRoute || kind == KindBcast;
  assign req_ready  = kind == KindRoute ? route_req_ready_i : bcast_req_ready_i;
  assign resp_valid = kind == KindRoute ? route_resp_valid_i : bcast_resp_valid_i;
  assign run_data   = kind == KindPing ? {14'd0, cfg_error_i, cfg_ready_i} : cfg_rdata_i;

  hc_frame_exec #(
    .PayloadBytes (PayloadBytes),
    .TimeoutClks  (TimeoutClks),
    .IdxW         (IdxW),
    .DataW        (16)
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
    .wait_i         (wait_resp),
    .req_ready_i    (req_ready),
    .resp_valid_i   (resp_valid),
    .run_data_i     (run_data),
    .run_data_o     (rdata),
    .reply_last_i   (last),
    .reply_byte_i   (body),
    .reply_idx_o    (idx),
    .reply_done_o   (reply_done),
    .good_o         (good),
    .errors_o       (errors)
  );

  // Handshakes with the node, each computed without its ready input.
  assign route_req_valid_o  = run && kind == KindRoute;
  assign bcast_req_valid_o  = run && kind == KindBcast;
  assign cfg_we_o           = run && kind == KindWrite;
  assign route_resp_ready_o = reply_done && kind == KindRoute;
  assign bcast_resp_ready_o = reply_done && kind == KindBcast;

  // The reply: byte idx of it.
  always_comb begin
    logic [3:0] p;
    logic [7:0] port_byte;  // broadcast reply byte of port p; 0 on ports not sent
    p         = idx[3:0] - 4'd4;
    port_byte = '0;
    for (int unsigned q = 0; q < hc_pkg::MaxPorts; q++) begin
      if (p == 4'(q) && bcast_resp_i.send[q]) begin
        port_byte = {1'b0, bcast_resp_i.wd[q], 1'b0, bcast_resp_i.wc[q]};
      end
    end
    unique case (kind)
      KindError: last = 5'd1;
      KindPing:  last = 5'd4;
      KindWrite: last = 5'd0;
      KindRead:  last = 5'd2;
      KindRoute: last = 5'd1;
      default:   last = 5'd19;  // KindBcast
    endcase
    body = 8'h00;
    unique case (idx)
      5'd0: body = kind == KindError ? hc_host_pkg::ReplyError : {5'b10000, kind};
      5'd1: begin
        unique case (kind)
          KindError: body = {4'd0, code};
          KindPing:  body = hc_host_pkg::HostVersion;
          KindRead:  body = rdata[15:8];
          KindRoute: body = {route_resp_i.port, 2'b00, route_resp_i.status};
          KindBcast: body = {7'd0, bcast_resp_i.error};
          default:   body = 8'h00;
        endcase
      end
      5'd2: begin
        unique case (kind)
          KindPing:  body = rdata[7:0];
          KindRead:  body = rdata[7:0];
          KindBcast: body = bcast_resp_i.send[15:8];
          default:   body = 8'h00;
        endcase
      end
      5'd3: body = kind == KindPing ? good : bcast_resp_i.send[7:0];
      5'd4: body = kind == KindPing ? errors : port_byte;
      default: body = port_byte;
    endcase
  end

  // The node is driven from the payload in buf_q, kept until the request is taken.
  assign cfg_addr_o          = buf_q[27:24];
  assign cfg_wdata_o         = buf_q[23:8];
  assign route_req_o.dst     = buf_q[31:16];
  assign route_req_o.avail   = buf_q[15:0];
  assign bcast_req_o.origin  = buf_q[31];
  assign bcast_req_o.wd      = buf_q[26:24];
  assign bcast_req_o.in_port = buf_q[23:20];
  assign bcast_req_o.wc      = buf_q[19:16];

`ifndef SYNTHESIS
  // Requests come from the frame in the slot: hc_frame_exec's RunFromTheSlot.
  OneRequestAtATime: assert property (@(posedge clk_i) disable iff (!rst_ni)
    !(route_req_valid_o && bcast_req_valid_o) && !(cfg_we_o && route_req_valid_o));
  ResponseOnlyWhenOffered: assert property (@(posedge clk_i) disable iff (!rst_ni)
    route_resp_ready_o |-> route_resp_valid_i);
  BcastResponseOnlyWhenOffered: assert property (@(posedge clk_i) disable iff (!rst_ni)
    bcast_resp_ready_o |-> bcast_resp_valid_i);
`endif

endmodule
