// The host protocol of the board tops (docs/host_protocol.md): SLIP framing with a CRC-8, the codes
// of hc_frame_rx, hc_frame_tx, hc_host_bridge and hc_noc_bridge. The host's sim/host/protocol.h is
// checked against them by the test run (BoardCodes.*).
package hc_host_pkg;

  /// SLIP codes (RFC 1055).
  typedef enum logic [7:0] {
    SlipEnd    = 8'hC0,  ///< opens and closes every frame; never inside one
    SlipEsc    = 8'hDB,  ///< escape
    SlipEscEnd = 8'hDC,  ///< Esc EscEnd stands for End
    SlipEscEsc = 8'hDD   ///< Esc EscEsc stands for Esc
  } slip_e /*verilator public*/;

  /// Command bytes of requests; a good reply starts with the command byte with bit 7 set. Ping is
  /// answered by both tops, 0x02..0x05 by hc_board_top, 0x06 and 0x07 by hc_noc_board_top.
  typedef enum logic [7:0] {
    CmdPing     = 8'h01,  ///< no payload; reply: version, flags, good frames, error replies
    CmdWrite    = 8'h02,  ///< register address, data; reply: nothing
    CmdRead     = 8'h03,  ///< register address; reply: data
    CmdRoute    = 8'h04,  ///< dst, avail; reply: port << 4 | status
    CmdBcast    = 8'h05,  ///< origin << 7 | wd, in_port << 4 | wc; reply: error, send, 16 x (wd << 4 | wc)
    CmdNetWrite = 8'h06,  ///< net_reg_e register, data (4); reply: nothing
    CmdNetRead  = 8'h07   ///< node, net_reg_e or node_reg_e register; reply: data (4)
  } host_cmd_e /*verilator public*/;

  /// Error codes of an error reply, and ErrNone.
  typedef enum logic [3:0] {
    ErrNone     = 4'h0,  ///< no error
    ErrCrc      = 4'h1,  ///< the CRC does not match
    ErrLength   = 4'h2,  ///< wrong number of frame bytes for the command
    ErrCommand  = 4'h3,  ///< unknown command byte
    ErrArgument = 4'h4,  ///< an argument out of range (a register or node that does not exist), or reserved bits set
    ErrEscape   = 4'h5,  ///< Esc followed by something other than EscEnd or EscEsc
    ErrUart     = 4'h6,  ///< a byte of the frame had a low stop bit
    ErrTimeout  = 4'h7,  ///< the frame stopped without its closing End
    ErrOverrun  = 4'h8   ///< the frame arrived while an earlier one still waited to run: dropped
  } host_err_e /*verilator public*/;

  /// Fixed bytes of replies.
  typedef enum logic [7:0] {
    HostVersion = 8'h01,  ///< the protocol version, in the ping reply
    ReplyError  = 8'hFE   ///< first byte of an error reply; the second is the host_err_e code
  } host_reply_e /*verilator public*/;

  /* verilator lint_off UNUSEDPARAM */  // read by the board tops only, not by the node or the switch
  /// Bit times without a byte after which a frame being received is dropped (ErrTimeout).
  localparam int unsigned FrameTimeoutBits /*verilator public*/ = 1024;
  /* verilator lint_on UNUSEDPARAM */

  /// CRC-8, polynomial x^8 + x^2 + x + 1 (0x07), initial value 0, most significant bit first: the CRC
  /// after one more byte.
  function automatic logic [7:0] crc8(input logic [7:0] crc, input logic [7:0] data);
    logic [7:0] c;
    c = crc ^ data;
    for (int unsigned i = 0; i < 8; i++) c = c[7] ? {c[6:0], 1'b0} ^ 8'h07 : {c[6:0], 1'b0};
    crc8 = c;
  endfunction

endpackage
