// The ideal throughput of a hypercycle under a traffic pattern (Dally & Towles, sec. 3.3.1): the load
// each channel carries per unit of offered load, from the switches' own unicast routes and broadcast
// trees; no switch can accept more than the busiest channel, injection port or ejection port carries.
#pragma once

#include "cpp_model/noc/patterns.h"
#include "cpp_model/deadlock.h"

namespace hc::noc {

struct ChannelLoad {
  double max_channel = 0;   ///< flits on the busiest channel per flit offered per node
  double max_ejection = 0;  ///< flits into the busiest ejection port per flit offered per node
  double ideal = 0;         ///< saturation throughput of ideal switches: min(1, 1/max_channel, 1/max_ejection)
  double avg_hops = 0;      ///< mean unicast hops per packet
  Channel busiest;          ///< the busiest channel
};

/// Largest network the loads are computed for (a route from every source to every destination).
inline constexpr Node kMaxLoadNodes = 4096;

/// The loads of pattern p with a share bcast_fraction of broadcasts. Throws RangeError above
/// kMaxLoadNodes nodes.
ChannelLoad channel_load(const Hypercycle& g, const Pattern& p, double bcast_fraction);

}  // namespace hc::noc
