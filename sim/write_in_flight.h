// A configuration write in the clock a request moves to the response register (docs/registers.md, "A
// configuration write and the requests in flight"): the response already offered keeps the old
// configuration's answer, every request still in the pipeline or accepted in the write clock is
// answered with an error.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sim/hw_reference.h"
#include "sim/rtl_node.h"

namespace hc::rtl {

/// Runs the boundary clock on both streams at once on a node configured with c: kNodeLatency requests
/// of each kind fill the pipeline (R0's response offered), R_L is accepted in the write clock, and the
/// write (kRegDims, the same value) comes in that clock. With back-pressure the pipeline first stalls
/// full and the write comes in the clock that takes R0. `routes` and `bcasts` hold kNodeLatency + 1
/// requests each. Returns the first difference from the rule, none when every answer follows it. The
/// node is in its load phase afterwards.
std::optional<std::string> check_write_in_flight(RtlNode& node, const HwConfig& c, const std::vector<RouteRequest>& routes,
                                                 const std::vector<BcastRequest>& bcasts, bool back_pressure);

}  // namespace hc::rtl
