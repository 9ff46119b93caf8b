// Single-node scatter on the Gray-code linear array (paper 001, Sec. 3.5).
#pragma once

#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// Largest cube simulated.
inline constexpr Node kMaxScatterNodes = 4096;

struct ScatterResult {
  Node root = 0;
  std::vector<Node> array;  ///< the linear array: the root, then the Gray-code ring from the root on
  SimReport sim;
  std::vector<Claim> claims;
};

/// The root sends the packet of the farthest node of the array first, then the next farthest, ..; every
/// other node forwards what is not its own. One-port. The array is the ring G_k(n) rotated to start at 0..0 and
/// renumbered (Sec. 3.3) so that it starts at the root. Throws CubeError beyond kMaxScatterNodes.
ScatterResult single_node_scatter(const Cube& cube, Node root);

}  // namespace hc::kary
