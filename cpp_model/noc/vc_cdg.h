// Deadlock freedom of the network (docs/network.md): the channel dependency graph over (channel,
// virtual-channel class), built with the switch's own decisions (route_head, hop_vc, copy_header) for
// every unicast source-destination pair and every broadcast origin.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/config.h"

namespace hc::noc {

/// A channel with its class: leaving `node` over `port` on a virtual channel of class `cls`.
struct VcChannel {
  Node node = 0;
  int port = 0;
  int cls = 0;
};

struct VcCdgAnalysis {
  bool acyclic = true;
  int64_t channels = 0;        ///< vertices: network channels times two classes
  int64_t dependencies = 0;    ///< edges
  std::vector<VcChannel> cycle;  ///< when cyclic: each depends on the next, the last on the first
};

/// Largest network whose graph is built (it takes a walk from every source to every destination).
inline constexpr Node kMaxVcCdgNodes = 4096;

/// The graph of the whole network; no_dateline puts every hop in class 0 (CTRL.no_dateline). Throws
/// RangeError above kMaxVcCdgNodes nodes.
VcCdgAnalysis analyse_vc_cdg(const Hypercycle& g, bool no_dateline);

}  // namespace hc::noc
