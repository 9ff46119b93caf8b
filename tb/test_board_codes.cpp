// One definition of the host protocol's codes: hc_host_pkg and hc_traffic_pkg (the board tops'
// hc_frame_rx, hc_frame_tx, hc_host_bridge and hc_noc_bridge) define them; the host's sim/host/protocol.h and the tables of
// docs/host_protocol.md and docs/noc_board.md must say the same, and the model's board checker its causes.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include "Vhc_board_top_hc_host_pkg.h"
#include "Vhc_noc_board_top_hc_traffic_pkg.h"
#include "cpp_model/noc/board_traffic.h"
#include "sim/host/messages.h"
#include "sim/host/protocol.h"

namespace hc::host {
namespace {

using Pkg = Vhc_board_top_hc_host_pkg;
using NocPkg = Vhc_noc_board_top_hc_traffic_pkg;

TEST(BoardCodes, HostCodesAreTheRtls) {
  EXPECT_EQ(kEnd, Pkg::SlipEnd);
  EXPECT_EQ(kEsc, Pkg::SlipEsc);
  EXPECT_EQ(kEscEnd, Pkg::SlipEscEnd);
  EXPECT_EQ(kEscEsc, Pkg::SlipEscEsc);
  EXPECT_EQ(kPing, Pkg::CmdPing);
  EXPECT_EQ(kWrite, Pkg::CmdWrite);
  EXPECT_EQ(kRead, Pkg::CmdRead);
  EXPECT_EQ(kRoute, Pkg::CmdRoute);
  EXPECT_EQ(kBcast, Pkg::CmdBcast);
  EXPECT_EQ(kNetWrite, Pkg::CmdNetWrite);
  EXPECT_EQ(kNetRead, Pkg::CmdNetRead);
  EXPECT_EQ(kReplyError, Pkg::ReplyError);
  EXPECT_EQ(kVersion, Pkg::HostVersion);
  EXPECT_EQ(static_cast<uint32_t>(kTimeoutBits), Pkg::FrameTimeoutBits);
  EXPECT_EQ(kErrNone, Pkg::ErrNone);
  EXPECT_EQ(kErrCrc, Pkg::ErrCrc);
  EXPECT_EQ(kErrLength, Pkg::ErrLength);
  EXPECT_EQ(kErrCommand, Pkg::ErrCommand);
  EXPECT_EQ(kErrArgument, Pkg::ErrArgument);
  EXPECT_EQ(kErrEscape, Pkg::ErrEscape);
  EXPECT_EQ(kErrUart, Pkg::ErrUart);
  EXPECT_EQ(kErrTimeout, Pkg::ErrTimeout);
  EXPECT_EQ(kErrOverrun, Pkg::ErrOverrun);
}

TEST(BoardCodes, NetCodesAreTheRtls) {
  const std::map<int, int> regs = {
      {kNetCtrl, NocPkg::NetCtrl},
      {kNetStatus, NocPkg::NetStatus},
      {kNetCycles, NocPkg::NetCycles},
      {kNetRate, NocPkg::NetRate},
      {kNetPattern, NocPkg::NetPattern},
      {kNetHot, NocPkg::NetHot},
      {kNetLen, NocPkg::NetLen},
      {kNetBcast, NocPkg::NetBcast},
      {kNetSeed, NocPkg::NetSeed},
      {kNetClocks, NocPkg::NetClocks},
      {kNetLast, NocPkg::NetLast},
      {kNetTopology, NocPkg::NetTopology},
      {kNetRho, NocPkg::NetRho},
      {kNetSwitch, NocPkg::NetSwitch},
      {kNetWidths, NocPkg::NetWidths},
      {kNetId, NocPkg::NetId},
      {kNodeSentPkts, NocPkg::NodeSentPkts},
      {kNodeSentFlits, NocPkg::NodeSentFlits},
      {kNodeRecvPkts, NocPkg::NodeRecvPkts},
      {kNodeRecvFlits, NocPkg::NodeRecvFlits},
      {kNodeErrors, NocPkg::NodeErrors},
      {kNodeLatSumLo, NocPkg::NodeLatSumLo},
      {kNodeLatSumHi, NocPkg::NodeLatSumHi},
      {kNodeLatMax, NocPkg::NodeLatMax},
      {kNodePendMax, NocPkg::NodePendMax},
  };
  for (const auto& [host, rtl] : regs) EXPECT_EQ(host, rtl) << "register " << host;
  EXPECT_EQ(regs.size(), 16u + 9u);  // every global register and every counter, each once
  EXPECT_EQ(kNetIdValue, NocPkg::NetIdValue);
  EXPECT_EQ(kRunIdle, NocPkg::RunIdle);
  EXPECT_EQ(kRunClear, NocPkg::RunClear);
  EXPECT_EQ(kRunGen, NocPkg::RunGen);
  EXPECT_EQ(kRunDrain, NocPkg::RunDrain);
  EXPECT_EQ(kRunDone, NocPkg::RunDone);
}

// The board checker's causes (NodeErrors [20:16]): the model's checker flags the bits hc_noc_tcheck does.
TEST(BoardCodes, CheckCausesAreTheRtls) {
  const std::map<int, int> checks = {
      {noc::kCheckSequence, NocPkg::CheckSequence}, {noc::kCheckPayload, NocPkg::CheckPayload},
      {noc::kCheckLength, NocPkg::CheckLength},     {noc::kCheckDest, NocPkg::CheckDest},
      {noc::kCheckSource, NocPkg::CheckSource},
  };
  for (const auto& [model, rtl] : checks) EXPECT_EQ(model, rtl) << "check " << model;
  EXPECT_EQ(checks.size(), 5u);
}

std::string read_doc(const std::string& name) {
  std::ifstream in(HC_SOURCE_DIR "/docs/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(BoardCodes, DocumentedCodesAreTheHosts) {
  const std::string doc = read_doc("host_protocol.md");
  ASSERT_FALSE(doc.empty());
  // Error table rows: "| 0x07 | timeout | ...".
  std::map<int, std::string> errors;
  const std::regex error_row(R"(\n\| 0x([0-9A-F]{2}) \| ([a-z]+) \|)");
  for (std::sregex_iterator it(doc.begin(), doc.end(), error_row), end; it != end; ++it)
    errors[std::stoi((*it)[1], nullptr, 16)] = (*it)[2];
  std::map<int, std::string> want;
  for (int code = kErrCrc; code <= kErrOverrun; ++code) want[code] = error_name(code);
  EXPECT_EQ(errors, want);
  // Command table rows: "| 0x02 write | payload | frame bytes | 0x82 | ..."; a payload may hold "\|".
  // Both tops' tables: ping is in each.
  std::map<int, int> frame_bytes;
  const std::regex command_row(R"(\n\| 0x([0-9A-F]{2}) [a-z ]+ \| (?:[^|\n]|\\\|)* \| (\d+) \| 0x([0-9A-F]{2}) \|)");
  for (std::sregex_iterator it(doc.begin(), doc.end(), command_row), end; it != end; ++it) {
    const int command = std::stoi((*it)[1], nullptr, 16);
    EXPECT_EQ(std::stoi((*it)[3], nullptr, 16), command | kReplyBit) << "reply to command " << command;
    frame_bytes[command] = std::stoi((*it)[2]);
  }
  EXPECT_EQ(frame_bytes, (std::map<int, int>{{kPing, request_length(kPing) + 1},
                                             {kWrite, request_length(kWrite) + 1},
                                             {kRead, request_length(kRead) + 1},
                                             {kRoute, request_length(kRoute) + 1},
                                             {kBcast, request_length(kBcast) + 1},
                                             {kNetWrite, static_cast<int>(net_write_request(0, 0).size()) + 1},
                                             {kNetRead, static_cast<int>(net_read_request(0, 0).size()) + 1}}));
}

TEST(BoardCodes, DocumentedNetRegistersAreTheHosts) {
  const std::string doc = read_doc("noc_board.md");
  ASSERT_FALSE(doc.empty());
  // Register table rows: "| 0x03 | NetRate | RW | ...".
  std::map<int, std::string> rows;
  const std::regex register_row(R"(\n\| 0x([0-9A-F]{2}) \| (Net[A-Za-z]+) \| (R|W|RW) \|)");
  for (std::sregex_iterator it(doc.begin(), doc.end(), register_row), end; it != end; ++it)
    rows[std::stoi((*it)[1], nullptr, 16)] = std::string((*it)[2]) + " " + std::string((*it)[3]);
  const std::map<int, std::string> want = {
      {kNetCtrl, "NetCtrl W"},     {kNetStatus, "NetStatus R"},    {kNetCycles, "NetCycles RW"},
      {kNetRate, "NetRate RW"},    {kNetPattern, "NetPattern RW"}, {kNetHot, "NetHot RW"},
      {kNetLen, "NetLen RW"},      {kNetBcast, "NetBcast RW"},     {kNetSeed, "NetSeed RW"},
      {kNetClocks, "NetClocks R"}, {kNetLast, "NetLast R"},        {kNetTopology, "NetTopology R"},
      {kNetRho, "NetRho R"},       {kNetSwitch, "NetSwitch R"},    {kNetWidths, "NetWidths R"},
      {kNetId, "NetId R"},
  };
  EXPECT_EQ(rows, want);
}

}  // namespace
}  // namespace hc::host
