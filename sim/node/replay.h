// Replay of external vectors: JSON requests, one per line, answered one line each with the
// verilated node's response (docs/replay.md).
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>

namespace hc::rtl {

struct ReplayStats {
  uint64_t lines = 0;   ///< requests answered
  uint64_t errors = 0;  ///< answered with {"error": ...}
};

/// Reads requests from in until end of input and writes one answer per non-blank line to out,
/// flushing after each. A line that cannot be answered (not JSON, invalid UTF-8, an unknown or
/// mistyped field, ...) gets {"error": "line N: ..."}, N counting every input line from 1, with
/// bytes that are not printable ASCII quoted (\xff), and the replay goes on.
ReplayStats replay(std::istream& in, std::ostream& out);

}  // namespace hc::rtl
