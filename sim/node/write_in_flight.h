// A configuration write in the clock a request moves to the response register, or while the pipeline
// is stalled (docs/registers.md, "A configuration write and the requests in flight"): the response
// already offered keeps the old configuration's answer, every request still in the pipeline or
// accepted in the write clock is answered with an error.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sim/node/hw_reference.h"
#include "sim/node/rtl_node.h"

namespace hc::rtl {

/// When the configuration write comes, relative to the pipeline's flow.
enum class WriteClock {
  kFlowing,   ///< the pipeline moves: the write clock takes R0's response and accepts R_L
  kReleased,  ///< the pipeline first stalls full; the write comes in the clock that takes R0 and accepts R_L
  kStalled,   ///< the pipeline stalls full and stays stalled in the write clock and the clock after: R0 is
              ///< held, nothing is accepted (R_L is not sent), R1..R_L-1 must keep their stale flag
};

/// Every timing, in the order the test and the fault program run them.
inline constexpr WriteClock kWriteClocks[] = {WriteClock::kFlowing, WriteClock::kReleased, WriteClock::kStalled};

/// Runs the boundary clock on both streams at once on a node configured with c: kNodeLatency requests
/// of each kind fill the pipeline (R0's response offered), and the write (kRegDims, the same value)
/// comes as `when` says. `routes` and `bcasts` hold kNodeLatency + 1 requests each. R0's answer must
/// be the old configuration's, every later one an error. Returns the first difference from the rule,
/// none when every answer follows it. The node is in its load phase afterwards.
std::optional<std::string> check_write_in_flight(RtlNode& node, const HwConfig& c, const std::vector<RouteRequest>& routes,
                                                 const std::vector<BcastRequest>& bcasts, WriteClock when);

/// The name of `when`, for messages.
const char* to_string(WriteClock when);

}  // namespace hc::rtl
