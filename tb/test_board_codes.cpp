// One definition of the host protocol's codes: hc_pkg (the board's hc_host_bridge) defines them; the
// host's sim/host/protocol.h and the tables of docs/host_protocol.md must say the same.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include "Vhc_board_top_hc_pkg.h"
#include "sim/host/protocol.h"

namespace hc::host {
namespace {

using Pkg = Vhc_board_top_hc_pkg;

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
  EXPECT_EQ(kReplyError, Pkg::ReplyError);
  EXPECT_EQ(kVersion, Pkg::HostVersion);
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

std::string read_doc() {
  std::ifstream in(HC_SOURCE_DIR "/docs/host_protocol.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(BoardCodes, DocumentedCodesAreTheHosts) {
  const std::string doc = read_doc();
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
  std::map<int, int> frame_bytes;
  const std::regex command_row(R"(\n\| 0x([0-9A-F]{2}) [a-z]+ \| (?:[^|\n]|\\\|)* \| (\d+) \| 0x([0-9A-F]{2}) \|)");
  for (std::sregex_iterator it(doc.begin(), doc.end(), command_row), end; it != end; ++it) {
    const int command = std::stoi((*it)[1], nullptr, 16);
    EXPECT_EQ(std::stoi((*it)[3], nullptr, 16), command | kReplyBit) << "reply to command " << command;
    frame_bytes[command] = std::stoi((*it)[2]);
  }
  EXPECT_EQ(frame_bytes, (std::map<int, int>{{kPing, request_length(kPing) + 1},
                                            {kWrite, request_length(kWrite) + 1},
                                            {kRead, request_length(kRead) + 1},
                                            {kRoute, request_length(kRoute) + 1},
                                            {kBcast, request_length(kBcast) + 1}}));
}

}  // namespace
}  // namespace hc::host
