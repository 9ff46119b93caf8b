// Pipelining a message of m packets over a path of L links (paper 001, Prop. 3.1.1).
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// Largest m * L simulated (the whole-message schedule takes m L steps).
inline constexpr int64_t kMaxPipelineWork = 1000000;
/// Longest path: a Hamiltonian path of the largest cube, kMaxK^kMaxN - 1 links.
inline constexpr int kMaxPipelineLinks = [] {
  int nodes = 1;
  for (int i = 0; i < kMaxN; ++i) nodes *= kMaxK;
  return nodes - 1;
}();

/// Sends packets[p] packets along paths[p] (all from the same source to the same destination),
/// store-and-forward and pipelined: every node forwards the packet it has held longest as soon as the
/// next link is free. Packets are numbered path by path. Throws CubeError for a bad path or count.
SimReport send_along(const Cube& cube, PortModel model, const std::vector<std::vector<Node>>& paths,
                     const std::vector<int>& packets);

/// send_along() one-port with one path. Whole message: a node forwards only after the whole message has
/// arrived, so each link carries it for m steps.
SimReport pipelined(const Cube& cube, const std::vector<Node>& path, int packets);
SimReport whole_message(const Cube& cube, const std::vector<Node>& path, int packets);

struct PipelineResult {
  int links = 0;
  int packets = 0;
  std::vector<Node> path;  ///< the path used: the first L links of the Gray-code Hamiltonian path
  Cube cube{kMaxK, 1};     ///< the cube it lies in: 15-ary, fewest dimensions with k^n > L
  SimReport pipelined;
  SimReport whole;
  std::vector<Claim> claims;  ///< Prop. 3.1.1: m + L - 1 pipelined, m L as a whole
};

/// Prop. 3.1.1 for L = links (1 .. kMaxPipelineLinks) and m = packets (>= 1), m L <= kMaxPipelineWork. Throws
/// CubeError otherwise.
PipelineResult pipeline(int links, int packets);

}  // namespace hc::kary
