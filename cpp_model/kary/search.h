// A randomized search for one-port broadcast schedules, against the optimality claimed for Sec. 3.3's
// one-port broadcast in paper 001's summary (Sec. 4.1).
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// Largest cube searched, and most tries.
inline constexpr Node kMaxSearchNodes = 4096;
inline constexpr int kMaxSearchTries = 100000;

struct SearchResult {
  Node root = 0;
  int tries = 0;
  uint64_t seed = 0;
  std::vector<std::vector<Transfer>> best;  ///< the fastest schedule found, step by step
  SimReport sim;                            ///< its simulation (one-port, every node must be reached)
  int lower_bound = 0;                      ///< max(diameter floor(k/2) n, ceil(log2 k^n))
  std::vector<Claim> claims;
};

/// Each try builds a schedule step by step: the nodes that hold the packet send to nodes that do not, one
/// each, chosen as a maximum matching found by augmenting paths in a random order. The fastest try is
/// kept and simulated. Throws CubeError beyond kMaxSearchNodes nodes or kMaxSearchTries tries.
SearchResult search_one_port_broadcast(const Cube& cube, Node root, int tries, uint64_t seed);

}  // namespace hc::kary
