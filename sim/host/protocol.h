// The host protocol of the board tops (docs/host_protocol.md): the codes shared by the host driver,
// the board simulation and the tests, and hc_board_top's checks of a received frame. The codes are
// hc_host_pkg's (slip_e, host_cmd_e, host_err_e) and hc_traffic_pkg's (net_reg_e, node_reg_e, run_state_e);
// tb/test_board_codes.cpp checks that these agree.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hc::host {

using Bytes = std::vector<uint8_t>;

/// SLIP codes (RFC 1055).
enum Slip : uint8_t {
  kEnd = 0xC0,     ///< opens and closes every frame; never inside one
  kEsc = 0xDB,     ///< escape
  kEscEnd = 0xDC,  ///< Esc EscEnd stands for End
  kEscEsc = 0xDD,  ///< Esc EscEsc stands for Esc
};

/// Command bytes of requests; a good reply starts with the command byte | kReplyBit.
enum Command : uint8_t {
  kPing = 0x01,      ///< both tops. No payload; reply: version, flags, good frames, error replies
  kWrite = 0x02,     ///< hc_board_top. Register address, data (big-endian); reply: nothing
  kRead = 0x03,      ///< hc_board_top. Register address; reply: data (big-endian)
  kRoute = 0x04,     ///< hc_board_top. dst, avail (big-endian); reply: port << 4 | status
  kBcast = 0x05,     ///< hc_board_top. origin << 7 | wd, in_port << 4 | wc; reply: error, send, 16 x (wd << 4 | wc)
  kNetWrite = 0x06,  ///< hc_noc_board_top. Register (NetReg), data (4, big-endian); reply: nothing
  kNetRead = 0x07,   ///< hc_noc_board_top. Node, register (NetReg or NodeReg); reply: data (4, big-endian)
};

/// Global registers of hc_noc_board_top (hc_traffic_pkg::net_reg_e; docs/noc_board.md).
enum NetReg : uint8_t {
  kNetCtrl = 0x00,      ///< W [0] start a run, [1] end its window now
  kNetStatus = 0x01,    ///< R [2:0] RunState, [3] stalled, [4] a packet refused, [5] a check failed
  kNetCycles = 0x02,    ///< RW the window, in clocks
  kNetRate = 0x03,      ///< RW creation threshold (probability x 2^16)
  kNetPattern = 0x04,   ///< RW [3:0] pattern, [31:16] hotspot digits
  kNetHot = 0x05,       ///< RW hotspot threshold
  kNetLen = 0x06,       ///< RW flits per packet
  kNetBcast = 0x07,     ///< RW broadcast threshold
  kNetSeed = 0x08,      ///< RW seed
  kNetClocks = 0x09,    ///< R clocks of the run so far
  kNetLast = 0x0A,      ///< R the clock a flit last left the network, plus one
  kNetTopology = 0x0B,  ///< R [3:0] r, [15:4] nodes, [31:16] M
  kNetRho = 0x0C,       ///< R [15:0] Rho
  kNetSwitch = 0x0D,    ///< R [7:0] DataW, [11:8] MaxLen, [15:12] Vcs, [23:16] BufDepth
  kNetWidths = 0x0E,    ///< R [7:0] SeqW, [15:8] TsW, [23:16] CycW, [31:24] CntW
  kNetId = 0x0F,        ///< R kNetIdValue
};
/// Per-node counters of hc_noc_board_top (hc_traffic_pkg::node_reg_e), in this order from kNodeSentPkts.
enum NodeReg : uint8_t {
  kNodeSentPkts = 0x10, kNodeSentFlits, kNodeRecvPkts, kNodeRecvFlits, kNodeErrors, kNodeLatSumLo, kNodeLatSumHi,
  kNodeLatMax, kNodePendMax,
};
/// The value of kNetId: "HCNB".
constexpr uint32_t kNetIdValue = 0x48434E42;
/// States of a run (hc_traffic_pkg::run_state_e).
enum RunState : uint8_t { kRunIdle = 0, kRunClear = 1, kRunGen = 2, kRunDrain = 3, kRunDone = 4 };

constexpr uint8_t kReplyBit = 0x80;
/// First byte of an error reply; the second is the error code.
constexpr uint8_t kReplyError = 0xFE;
/// Protocol version in the ping reply.
constexpr uint8_t kVersion = 0x01;
/// The UART bit rate of every supported board.
constexpr int kDefaultBaud = 115200;
/// Bit times without a byte after which the board drops a frame being received.
constexpr int kTimeoutBits = 1024;

/// Error codes of an error reply.
enum ErrorCode : uint8_t {
  kErrNone = 0,
  kErrCrc = 1,       ///< the CRC does not match
  kErrLength = 2,    ///< wrong number of bytes for the command
  kErrCommand = 3,   ///< unknown command byte
  kErrArgument = 4,  ///< register address above 15, or reserved bits set
  kErrEscape = 5,    ///< Esc followed by something other than EscEnd or EscEsc
  kErrUart = 6,      ///< a byte of the frame had a low stop bit
  kErrTimeout = 7,   ///< the frame stopped for kTimeoutBits bit times
  kErrOverrun = 8,   ///< a frame completed while another waited: it was dropped
};

/// "crc", "length", ...; "code 0x.." for an unknown code.
std::string error_name(int code);

/// Frame bytes (command and payload, CRC excluded) of each request, as the board expects them.
int request_length(uint8_t command);  ///< 0 for an unknown command

/// CRC-8: polynomial 0x07, initial value 0, no reflection, no final xor (CRC-8/SMBUS; "123456789"
/// gives 0xF4). A frame's CRC over all its bytes including the CRC byte is 0.
uint8_t crc8(const uint8_t* data, size_t n, uint8_t crc = 0);
inline uint8_t crc8(const Bytes& data) { return crc8(data.data(), data.size()); }

/// What the board does with a received frame (unstuffed, CRC byte included, no escape or UART
/// error): kErrNone if it runs, else the error code it replies with. Checks in the board's order:
/// CRC, command, length, argument.
ErrorCode check_request(const Bytes& frame);

/// Hex dump "c0 01 07 c0".
std::string hex(const Bytes& bytes);

}  // namespace hc::host
