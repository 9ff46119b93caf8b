// Reply framer of the host protocol (docs/host_protocol.md), shared by the board tops' bridges: sends
// one reply frame to hc_uart_tx (End, the reply bytes and their CRC-8 stuffed, End) while the
// executor offers it, asking for reply byte idx_o; counts the replies sent, good and error replies
// apart (modulo 256, for the ping reply).

module hc_frame_tx #(
  /// Bits of a reply byte index.
  parameter int unsigned IdxW = 5
) (
  /// Clock.
  input  logic            clk_i,
  /// Synchronous reset, active low.
  input  logic            rst_ni,
  /// The executor offers a reply; it holds it (and every input below) until done_o.
  input  logic            reply_valid_i,
  /// Index of its last byte (the CRC excluded).
  input  logic [IdxW-1:0] reply_last_i,
  /// It is an error reply.
  input  logic            reply_error_i,
  /// The reply byte at idx_o.
  input  logic [7:0]      reply_byte_i,
  /// The reply byte wanted.
  output logic [IdxW-1:0] idx_o,
  /// The closing End is taken: the reply is out (one-clock pulse).
  output logic            done_o,
  /// A byte to send.
  output logic            tx_valid_o,
  /// The byte is taken.
  input  logic            tx_ready_i,
  /// The byte to send.
  output logic [7:0]      tx_data_o,
  /// Good replies sent since reset, modulo 256.
  output logic [7:0]      good_o,
  /// Error replies sent since reset, modulo 256.
  output logic [7:0]      errors_o
);

  typedef enum logic [1:0] {
    TxSof,   ///< the opening End
    TxBody,  ///< the reply bytes
    TxCrc,   ///< the CRC
    TxEof    ///< the closing End
  } tx_phase_e;

  tx_phase_e       phase_q, phase_d;
  logic [IdxW-1:0] idx_q, idx_d;
  logic            esc_pend_q, esc_pend_d;  // the Esc of a stuffed byte is out: its second byte next
  logic [7:0]      crc_q, crc_d;
  logic [7:0]      good_q, good_d, errors_q, errors_d;
  logic [7:0]      raw;
  logic            special;

  always_comb begin
    raw        = phase_q == TxCrc ? crc_q : reply_byte_i;
    special    = (phase_q == TxBody || phase_q == TxCrc) && (raw == hc_host_pkg::SlipEnd || raw == hc_host_pkg::SlipEsc);
    tx_data_o  = phase_q == TxSof || phase_q == TxEof ? hc_host_pkg::SlipEnd :
                 esc_pend_q ? (raw == hc_host_pkg::SlipEnd ? hc_host_pkg::SlipEscEnd : hc_host_pkg::SlipEscEsc) :
                 special    ? hc_host_pkg::SlipEsc : raw;
    phase_d    = phase_q;
    idx_d      = idx_q;
    esc_pend_d = esc_pend_q;
    crc_d      = crc_q;
    good_d     = good_q;
    errors_d   = errors_q;
    if (reply_valid_i && tx_ready_i) begin
      if (special && !esc_pend_q) begin
        esc_pend_d = 1'b1;
      end else begin
        esc_pend_d = 1'b0;
        unique case (phase_q)
          TxSof: begin
            phase_d = TxBody;
            idx_d   = '0;
            crc_d   = 8'd0;
          end
          TxBody: begin
            crc_d = hc_host_pkg::crc8(crc_q, raw);
            if (idx_q == reply_last_i) phase_d = TxCrc;
            else idx_d = idx_q + 1'b1;
          end
          TxCrc: begin
            phase_d = TxEof;
          end
          default: begin  // TxEof
            phase_d = TxSof;
            if (reply_error_i) errors_d = errors_q + 8'd1;
            else good_d = good_q + 8'd1;
          end
        endcase
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      phase_q    <= TxSof;
      idx_q      <= '0;
      esc_pend_q <= 1'b0;
      crc_q      <= '0;
      good_q     <= '0;
      errors_q   <= '0;
    end else begin
      phase_q    <= phase_d;
      idx_q      <= idx_d;
      esc_pend_q <= esc_pend_d;
      crc_q      <= crc_d;
      good_q     <= good_d;
      errors_q   <= errors_d;
    end
  end

  assign idx_o      = idx_q;
  assign done_o     = reply_valid_i && phase_q == TxEof && tx_ready_i;
  assign tx_valid_o = reply_valid_i;
  assign good_o     = good_q;
  assign errors_o   = errors_q;

`ifndef SYNTHESIS
  ReplyStableUntilTaken: assert property (@(posedge clk_i) disable iff (!rst_ni)
    tx_valid_o && !tx_ready_i |=> tx_valid_o && $stable(tx_data_o));
  NoEndInsideAFrame: assert property (@(posedge clk_i) disable iff (!rst_ni)
    tx_valid_o && (phase_q == TxBody || phase_q == TxCrc) |-> tx_data_o != hc_host_pkg::SlipEnd);
`endif

endmodule
