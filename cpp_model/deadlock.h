// Deadlock analysis of the routing function: its channel dependency graph (channels = (node, port))
// and paper 003's sufficient condition per dimension.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/config.h"

namespace hc {

/// A directed channel: leaving node over port.
struct Channel {
  Node node = 0;
  int port = 0;
};

/// The channel dependency graph: channel c depends on c' when some message holding c, routed by
/// next_port, asks next for c'.
struct CdgAnalysis {
  bool acyclic = true;
  int64_t channels = 0;
  int64_t dependencies = 0;
  std::vector<Channel> cycle;  ///< when cyclic, a cycle: each channel depends on the next, the last on the first
};

/// Finds a cycle in the graph whose vertex c has an edge to vertex head[c] * width + q for every bit q
/// of mask[c] (q < width <= 32). Returns the vertices of one cycle, each with an edge to the next and
/// the last to the first, or nothing when the graph is acyclic.
std::vector<int64_t> find_cycle(const std::vector<Node>& head, const std::vector<uint32_t>& mask, int width);

/// Largest network whose whole CDG is built (it takes N^2 routing decisions).
inline constexpr Node kMaxCdgNodes = 4096;

/// Builds the CDG of the whole network. Throws RangeError when N > kMaxCdgNodes.
CdgAnalysis analyse_cdg(const Hypercycle& g);

/// Paper 003's sufficient condition for deadlock-free routing in one circulant: D = 1 (Thm 3, 5),
/// floor(m/2) < 2 rho (Thm 1, 4), or m = 4 rho (Thm 2, odd/even preference).
bool paper_condition(const Dimension& d);

struct DeadlockReport {
  std::vector<CdgAnalysis> per_dim;  ///< CDG of each dimension's circulant G(m_i; rho_i) alone
  std::vector<bool> paper_dim;       ///< paper_condition per dimension
  bool whole_built = false;          ///< the whole network's CDG was built (N <= kMaxCdgNodes)
  CdgAnalysis whole;                 ///< that CDG, when built
  /// The whole CDG's verdict when built; otherwise all per-dimension CDGs acyclic. (E-cube order lets
  /// a cycle use one dimension only, Thm 6, and any circulant's cycle appears in the product; the
  /// tests check the two agree wherever the whole CDG is built.)
  bool cdg_acyclic = true;
  bool paper_deadlock_free = true;   ///< paper_condition holds in every dimension (Thm 6)
};

DeadlockReport analyse_deadlock(const Hypercycle& g);

}  // namespace hc
