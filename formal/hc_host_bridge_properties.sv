// Properties of hc_host_bridge (with its frame executor hc_frame_exec, its frame receiver hc_frame_rx and
// reply framer hc_frame_tx) with the UART abstracted (the bridge's own inputs are the received bytes,
// framing errors and the transmitter's ready, all free) and the node replaced by any node that keeps the
// stream rules hc_router and hc_bcast are proved to keep (a response only for an accepted request, held
// unchanged until taken). The properties (docs/host_protocol.md):
// - one reply per frame: the frames ended minus the replies sent equal the frames waiting in the slot,
//   the Overrun replies owed and due, and the one being answered (while fewer than 255 frames are waiting
//   to be dropped: beyond that the count saturates, as documented);
// - the reply byte on offer is held until taken, and no End occurs inside a reply frame;
// - one request to the node at a time, from the checked frame in the slot, held until accepted;
//   a node response is taken only when offered.
module hc_host_bridge_properties #(
  /// The frame timeout, small so that bounded traces reach it.
  parameter int unsigned TimeoutClks = 8
) (
  /// Clock.
  input  logic                        clk_i,
  /// Synchronous reset, active low (low in the first clock).
  input  logic                        rst_ni,
  /// The line side, free.
  input  logic                        rx_valid_i,
  input  logic [7:0]                  rx_data_i,
  input  logic                        rx_frame_err_i,
  input  logic                        tx_ready_i,
  /// The node side, free within the node's stream rules.
  input  hc_pkg::reg_data_t           cfg_rdata_i,
  input  logic                        cfg_ready_i,
  input  logic                        cfg_error_i,
  input  logic                        route_req_ready_i,
  input  logic                        route_resp_valid_i,
  input  hc_route_pkg::route_resp_t   route_resp_i,
  input  logic                        bcast_req_ready_i,
  input  logic                        bcast_resp_valid_i,
  input  hc_route_pkg::bcast_resp_t   bcast_resp_i
);

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always_comb if (init_q) assume (!rst_ni);

  logic        tx_valid, frame, cfg_we;
  logic [7:0]  tx_data;
  logic [hc_pkg::RegAddrW-1:0] cfg_addr;
  hc_pkg::reg_data_t cfg_wdata;
  logic        route_req_valid, route_resp_ready, bcast_req_valid, bcast_resp_ready;
  hc_route_pkg::route_req_t route_req;
  hc_route_pkg::bcast_req_t bcast_req;

  hc_host_bridge #(
    .TimeoutClks (TimeoutClks)
  ) i_bridge (
    .clk_i               (clk_i),
    .rst_ni              (rst_ni),
    .rx_valid_i          (rx_valid_i),
    .rx_data_i           (rx_data_i),
    .rx_frame_err_i      (rx_frame_err_i),
    .tx_valid_o          (tx_valid),
    .tx_ready_i          (tx_ready_i),
    .tx_data_o           (tx_data),
    .frame_o             (frame),
    .busy_o              (),
    .cfg_we_o            (cfg_we),
    .cfg_addr_o          (cfg_addr),
    .cfg_wdata_o         (cfg_wdata),
    .cfg_rdata_i         (cfg_rdata_i),
    .cfg_ready_i         (cfg_ready_i),
    .cfg_error_i         (cfg_error_i),
    .route_req_valid_o   (route_req_valid),
    .route_req_ready_i   (route_req_ready_i),
    .route_req_o         (route_req),
    .route_resp_valid_i  (route_resp_valid_i),
    .route_resp_ready_o  (route_resp_ready),
    .route_resp_i        (route_resp_i),
    .bcast_req_valid_o   (bcast_req_valid),
    .bcast_req_ready_i   (bcast_req_ready_i),
    .bcast_req_o         (bcast_req),
    .bcast_resp_valid_i  (bcast_resp_valid_i),
    .bcast_resp_ready_o  (bcast_resp_ready),
    .bcast_resp_i        (bcast_resp_i)
  );

  // The node: requests owed a response per stream (at most one, as the bridge runs one at a time), and
  // a response offered only when owed, held unchanged until taken.
  logic route_owed_q, bcast_owed_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      route_owed_q <= 1'b0;
      bcast_owed_q <= 1'b0;
    end else begin
      if (route_req_valid && route_req_ready_i) route_owed_q <= 1'b1;
      else if (route_resp_valid_i && route_resp_ready) route_owed_q <= 1'b0;
      if (bcast_req_valid && bcast_req_ready_i) bcast_owed_q <= 1'b1;
      else if (bcast_resp_valid_i && bcast_resp_ready) bcast_owed_q <= 1'b0;
    end
  end
  always_comb begin
    assume (!route_resp_valid_i || route_owed_q);
    assume (!bcast_resp_valid_i || bcast_owed_q);
  end
  always_ff @(posedge clk_i) begin
    if (!init_q && $past(rst_ni) && rst_ni) begin
      if ($past(route_resp_valid_i) && !$past(route_resp_ready)) begin
        assume (route_resp_valid_i && $stable(route_resp_i));
      end
      if ($past(bcast_resp_valid_i) && !$past(bcast_resp_ready)) begin
        assume (bcast_resp_valid_i && $stable(bcast_resp_i));
      end
    end
  end

  // One reply per frame: frames ended minus replies sent (a reply is sent when its closing End is taken).
  logic [9:0] unanswered_q;
  logic       saturated_q;
  logic       replied;
  logic [9:0] waiting;
  assign replied = tx_valid && tx_ready_i && i_bridge.i_exec.i_frame_tx.phase_q == 2'd3;  // TxEof
  always_comb begin
    waiting = 10'(i_bridge.i_exec.i_frame_rx.slot_valid_q) + 10'(i_bridge.i_exec.i_frame_rx.owed_q) +
              10'(i_bridge.i_exec.i_frame_rx.drops_q) +
              10'(i_bridge.i_exec.state_q == 2'd2 || i_bridge.i_exec.state_q == 2'd3);  // ExWait, ExReply
  end
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      unanswered_q <= '0;
      saturated_q  <= 1'b0;
    end else begin
      unanswered_q <= unanswered_q + 10'(frame) - 10'(replied);
      if (i_bridge.i_exec.i_frame_rx.drops_q == 8'd255 ||
          9'(i_bridge.i_exec.i_frame_rx.owed_q) + 9'(i_bridge.i_exec.i_frame_rx.drops_q) >= 9'd255) begin
        saturated_q <= 1'b1;
      end
    end
  end

  // What the frame in the slot runs: the low bits of its command byte, or an error reply (kind 0).
  logic [2:0] slot_kind;
  assign slot_kind = i_bridge.i_exec.i_frame_rx.slot_code_q == hc_host_pkg::ErrNone ? i_bridge.i_exec.i_frame_rx.slot_cmd_q[2:0] : 3'd0;

  always_comb begin
    if (rst_ni) begin
      if (!saturated_q) begin
        OneReplyPerFrame: assert (unanswered_q == waiting);
      end
      OneRequestAtATime: assert (32'(route_req_valid) + 32'(bcast_req_valid) + 32'(cfg_we) <= 1);
      RequestFromTheSlot: assert (!(route_req_valid || bcast_req_valid || cfg_we) || i_bridge.i_exec.i_frame_rx.slot_valid_q);
      RouteResponseOnlyWhenOffered: assert (!route_resp_ready || route_resp_valid_i);
      BcastResponseOnlyWhenOffered: assert (!bcast_resp_ready || bcast_resp_valid_i);
      NoEndInsideAFrame: assert (!(tx_valid && (i_bridge.i_exec.i_frame_tx.phase_q == 2'd1 ||
                                                i_bridge.i_exec.i_frame_tx.phase_q == 2'd2)) || tx_data != 8'hC0);
      // A command runs from the slot, whose payload stays put until it is taken (an invariant for the
      // induction).
      RunFromTheSlot: assert (i_bridge.i_exec.state_q != 2'd1 || (i_bridge.i_exec.i_frame_rx.slot_valid_q && slot_kind == i_bridge.i_exec.kind_q));
      // Only the commands of the protocol run (an invariant for the induction).
      KnownCommands: assert (i_bridge.i_exec.kind_q <= 3'd5 && slot_kind <= 3'd5);
      // A reply starts with its opening End, and its byte index stays within it (invariants for the
      // induction).
      ReplyFromItsStart: assert (i_bridge.i_exec.state_q == 2'd3 ||
                                 (i_bridge.i_exec.i_frame_tx.phase_q == 2'd0 && !i_bridge.i_exec.i_frame_tx.esc_pend_q));
      IndexWithinTheReply: assert (!(i_bridge.i_exec.state_q == 2'd3 && i_bridge.i_exec.i_frame_tx.phase_q != 2'd0) ||
                                   i_bridge.i_exec.i_frame_tx.idx_q <= i_bridge.last);
      // The reply of a route or broadcast request is sent while the node holds its response (an
      // invariant for the induction).
      ResponseHeldWhileReplying: assert (!(i_bridge.i_exec.state_q == 2'd3 && i_bridge.i_exec.kind_q == 3'd4) || route_resp_valid_i);
      BcastResponseHeldWhileReplying: assert (!(i_bridge.i_exec.state_q == 2'd3 && i_bridge.i_exec.kind_q == 3'd5) ||
                                              bcast_resp_valid_i);
    end
  end

  always_ff @(posedge clk_i) begin
    if (!init_q && $past(rst_ni) && rst_ni) begin
      if ($past(tx_valid) && !$past(tx_ready_i)) begin
        ReplyByteStableUntilTaken: assert (tx_valid && $stable(tx_data));
      end
      if ($past(route_req_valid) && !$past(route_req_ready_i)) begin
        RouteRequestStableUntilAccepted: assert (route_req_valid && $stable(route_req));
      end
      if ($past(bcast_req_valid) && !$past(bcast_req_ready_i)) begin
        BcastRequestStableUntilAccepted: assert (bcast_req_valid && $stable(bcast_req));
      end
    end
  end

endmodule
