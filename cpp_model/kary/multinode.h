// Multinode broadcast on the Gray-code ring (paper 001, Sec. 3.4).
#pragma once

#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/gray.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// Largest cube simulated (every node receives k^n - 1 packets).
inline constexpr Node kMaxMultinodeNodes = 2048;
/// Largest cube for which the sequential variant (a broadcast from every node in turn) is simulated.
inline constexpr Node kMaxSequentialNodes = 1024;

struct MultinodeResult {
  std::vector<Node> ring;  ///< G_k(n): node ring[j] sends to ring[j+1] (its "counterclockwise neighbour")
  CycleCheck ring_check;
  SimReport sim;
  bool sequential = false;      ///< whether the in-turn variant was simulated
  int64_t sequential_one = 0;   ///< sum of the one-port broadcast steps from every node (Sec. 3.3 schedule)
  int64_t sequential_all = 0;   ///< the same, 2n-port
  std::vector<Claim> claims;
};

/// Daisy chain on the ring: in step 1 every node sends its own packet on, in steps 2 .. k^n - 1 the packet
/// it received in the step before. One-port. With `sequential` (k >= 3, at most kMaxSequentialNodes
/// nodes), also simulates single-node broadcasts from every node in turn. Throws CubeError beyond the
/// limits.
MultinodeResult multinode_broadcast(const Cube& cube, bool sequential);

}  // namespace hc::kary
