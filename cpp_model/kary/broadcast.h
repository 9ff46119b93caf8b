// Single-node broadcast on a spanning tree (paper 001, Sec. 3.3, Props. 3.3.1 and 3.3.2).
#pragma once

#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// How to read rule 3 of Sec. 3.3 ("adding and subtracting one from the zero digits of the parent
/// address that follow the leftmost non-zero digit").
enum class TreeRule {
  Paper,     ///< the zero digits left of (more significant than) the leftmost nonzero one: a spanning tree
  AsPrinted  ///< the zero digits right of it, as the words say: leaves nodes unreached
};

/// Children of x in the broadcast tree rooted at `root`, labels taken relative to the root (the
/// renumbering at the end of Sec. 3.3). Relative label 0: +-1 in every direction. Otherwise, with a_p = v
/// the leftmost nonzero digit: rule 1, +1 to a_p if v < floor(k/2); rule 2, -1 if v > floor(k/2) + 1;
/// rule 3, +-1 to each zero digit on the side the rule reads. Order: direction 1 first, +1 before -1.
/// Throws CubeError unless k >= 3 and both nodes exist.
std::vector<Node> tree_children(const Cube& cube, Node root, Node x, TreeRule rule);

/// A one-port schedule of the paper's tree.
enum class OnePortSchedule {
  Staged,   ///< Sec. 3.3: one direction at a time, ring by ring (ceil(k/2) steps each)
  TreeBest  ///< the same tree, each node serving first the child whose subtree takes longest
};

struct BroadcastResult {
  PortModel model = PortModel::AllPort;
  TreeRule rule = TreeRule::Paper;
  Node root = 0;
  int64_t reached = 0;       ///< nodes holding the packet at the end, the root included
  int depth = 0;             ///< height of the tree
  int64_t leaves = 0;        ///< tree nodes without children
  int64_t odd_leaves = 0;    ///< leaves whose relative a_n is neither floor(k/2) nor floor(k/2) + 1
  int64_t depth_not_lee = 0; ///< nodes whose tree depth differs from their Lee distance to the root
  SimReport sim;             ///< the schedule the paper describes for this port model
  SimReport tree_best;       ///< one-port only: OnePortSchedule::TreeBest
  int lower_bound = 0;       ///< max(diameter, ceil(log2 N)) one-port, the diameter 2n-port
  std::vector<Claim> claims;
};

/// Simulates the broadcast from `root`: 2n-port, every node sends to all its children the step after it
/// received; one-port, both schedules above. Throws CubeError unless k >= 3.
BroadcastResult single_node_broadcast(const Cube& cube, Node root, PortModel model, TreeRule rule);

}  // namespace hc::kary
