// Moving a message of m packets between two nodes (paper 001, Sec. 3.2 and Prop. 3.2.1).
#pragma once

#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/paths.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// Largest message simulated.
inline constexpr int kMaxOneToOnePackets = 100000;

struct OneToOneResult {
  PortModel model = PortModel::OnePort;
  int packets = 0;
  int lee = 0;                      ///< D_L(A, B)
  int p_max = 0;                    ///< longest of the 2n parallel paths
  std::vector<ParallelPath> paths;  ///< one-port: the first (shortest) path; 2n-port: all 2n
  std::vector<int> parts;           ///< packets sent on each path
  SimReport sim;                    ///< the paper's schedule
  /// 2n-port only: the fewest steps over the same 2n paths when the split favours short paths, its
  /// split and its simulation; and ceil(m/2n) + D_L - 1, below which no schedule can finish.
  int best_steps = 0;
  std::vector<int> best_parts;
  SimReport best_sim;
  int lower_bound = 0;
  std::vector<Claim> claims;
};

/// One-port: the message pipelined along a shortest path (m + D_L - 1). 2n-port: split into 2n parts of
/// ceil(m/2n) packets (the last ones shorter when 2n does not divide m), part p on path p of
/// parallel_paths() (Prop. 3.2.1). Throws CubeError unless k >= 3, a != b, 1 <= packets <= 100000.
OneToOneResult one_to_one(const Cube& cube, Node a, Node b, int packets, PortModel model);

/// The remark after Prop. 3.2.1 over a whole cube: from node 0 to every other node B (the cube is
/// vertex-transitive), m = 2n (P_max(0,B) + 1) packets, the smallest multiple of 2n with ceil(m/2n) > P_max.
struct RemarkSweep {
  int64_t destinations = 0;
  int64_t formula_met = 0;   ///< the paper's schedule took exactly ceil(m/2n) + P_max - 1 steps
  int64_t best_faster = 0;   ///< a split over the same paths took fewer steps (the remark fails there)
  int64_t broken = 0;        ///< simulations that broke the model (none expected)
  Node first_faster = -1;    ///< the first such B
};

/// Throws CubeError unless k >= 3 and the cube has at most kMaxRemarkSweepNodes nodes.
inline constexpr Node kMaxRemarkSweepNodes = 4096;
RemarkSweep sweep_optimality_remark(const Cube& cube);

}  // namespace hc::kary
