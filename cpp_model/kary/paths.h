// The 2n node-disjoint parallel paths between two nodes of a k-ary n-cube (paper 001, Prop. 2.2.4).
#pragma once

#include <string>
#include <vector>

#include "cpp_model/kary/cube.h"

namespace hc::kary {

/// Which part of Prop. 2.2.4's proof builds a path.
enum class PathKind {
  Shortest,  ///< (i): correct the differing digits cyclically from digit i, shortest way round
  Detour,    ///< (ii): step digit j (equal in A and B) by +-1, correct the differing digits, step back
  Long       ///< (iii): correct differing digit i the long way round, the others in between
};

/// One path of Prop. 2.2.4.
struct ParallelPath {
  PathKind kind = PathKind::Shortest;
  int digit = 0;            ///< the paper's i (kinds (i), (iii)) or j (kind (ii)), 1 = a_1
  int delta = 0;            ///< +1 or -1 for kind (ii), 0 otherwise
  std::vector<Node> nodes;  ///< A first, B last
  int length() const { return static_cast<int>(nodes.size()) - 1; }
};

/// The 2n paths from a to b in the order of the proof: (i) for each differing digit from a_1 up;
/// (ii) +1 for each equal digit from a_1 up, then -1 for each; (iii) for each differing digit from a_1 up.
/// "Shortest path of the ring" is the shorter way round; when both ways are k/2 long (even k) it is the
/// +1 way and the long way is -1 (the paper does not say). Throws CubeError unless k >= 3 and a != b.
std::vector<ParallelPath> parallel_paths(const Cube& cube, Node a, Node b);

/// The lengths Prop. 2.2.4 claims, in the order parallel_paths() returns them: l for (i), l + 2 for (ii),
/// l + k - 2 w_i for (iii).
std::vector<int> claimed_lengths(const Cube& cube, Node a, Node b);

/// Independent check of a set of paths from a to b against Prop. 2.2.4.
struct PathCheck {
  bool count = false;     ///< exactly 2n paths
  bool walks = false;     ///< each starts at a, ends at b, every hop is a link, no node repeats
  bool disjoint = false;  ///< no node other than a and b is on two paths
  bool lengths = false;   ///< the multiset of lengths equals the claimed one
  std::string problem;    ///< the first failure, empty when all hold
  bool ok() const { return count && walks && disjoint && lengths; }
};

PathCheck check_paths(const Cube& cube, Node a, Node b, const std::vector<ParallelPath>& paths);

/// Result of checking every ordered pair of distinct nodes of a cube.
struct PathSweep {
  int64_t pairs = 0;
  int64_t failures = 0;
  std::string first_failure;  ///< "A -> B: problem"
};

/// Checks parallel_paths() for every ordered pair a != b. Throws CubeError unless k >= 3 and the cube has
/// at most kMaxPathSweepNodes nodes.
inline constexpr Node kMaxPathSweepNodes = 1024;
PathSweep sweep_paths(const Cube& cube);

}  // namespace hc::kary
