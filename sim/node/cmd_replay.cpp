// hypercycle-rtl replay: external vectors in, the RTL's answers out.
#include <cstdio>
#include <iostream>

#include "sim/rtl_commands.h"
#include "sim/node/replay.h"

namespace hc::cli {

Command replay_command() {
  return {"replay", "answer JSON-line requests on stdin with the RTL's responses",
          "Reads one JSON request per line on stdin and answers each with one JSON line on stdout,\n"
          "computed by the verilated node (block-RAM tables); a line that cannot be answered gets\n"
          "{\"error\": \"line N: ...\"} and the replay goes on. Lists are dimension 1 first, nodes are indices:\n"
          "  {\"op\":\"route\",\"m\":[..],\"rho\":[..],\"cur\":A,\"dst\":B,\"avail\":MASK}\n"
          "      -> {\"arrived\":bool,\"port\":P,\"wait\":bool}   (port -1 when arrived)\n"
          "  {\"op\":\"bcast\",\"m\":[..],\"rho\":[..],\"origin\":true}\n"
          "  {\"op\":\"bcast\",\"m\":[..],\"rho\":[..],\"wd\":W,\"wc\":C,\"in_port\":P}\n"
          "      -> {\"send\":[{\"port\":P,\"wd\":W,\"wc\":C},...]}\n"
          "An invalid configuration or message, an unknown, mistyped or repeated field -> {\"error\":\"line N: ...\"}.\n"
          "See docs/replay.md.",
          {{"stats", "", "print the number of lines answered and of errors on stderr at the end"}},
          [](const Args& args, std::ostream& out) {
            rtl::ReplayStats s = rtl::replay(std::cin, out);
            // A read that failed (standard input a folder, an I/O error) is not the end of the input.
            if (std::cin.bad() || std::ferror(stdin)) throw Error("cannot read standard input");
            if (args.has("stats")) std::cerr << "replay: " << s.lines << " lines, " << s.errors << " errors\n";
            return 0;
          }};
}

}  // namespace hc::cli
