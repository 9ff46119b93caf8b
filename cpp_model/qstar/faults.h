// Fault tolerance of Q_n* (Theorem 2): whether the processors stay connected when processors or hyperlinks
// are removed, by brute force.
#pragma once

#include <vector>

#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// Largest n for the fault checks below that sweep pairs (connectivity by max-flow, hyperlink pairs).
inline constexpr int kMaxFaultN = 6;
/// Largest n for the exhaustive sweep of processor subsets (N_4 = 32 processors).
inline constexpr int kMaxExhaustiveN = 4;

/// Whether the processors left after removing `dead_processors` and `dead_links` (flags indexed by processor
/// and hyperlink; empty means none) are connected through the hyperlinks left. None or one left is connected.
bool connected_without(const Network& q, const std::vector<char>& dead_processors, const std::vector<char>& dead_links);

/// The 2(n-1) processors sharing a hyperlink with processor `p`: the cut of Theorem 2's proof.
std::vector<int> neighbours(const Network& q, int p);

/// The fewest processors whose removal leaves the others disconnected (vertex connectivity of the graph in
/// which two processors are adjacent when they share a hyperlink), by max-flow from processor 0 to every
/// processor it does not share a hyperlink with. Processor 0 stands for all because Q_n* is vertex-symmetric;
/// if check_fact1 does not confirm that, every pair is tried. Throws SizeError for n > kMaxFaultN.
int processor_connectivity(const Network& q);

/// Every set of removed processors up to a size, tried one by one.
struct ProcessorSweep {
  int max_removed = 0;                     ///< sizes 0 .. max_removed were tried
  std::vector<long> tried;                 ///< per size
  std::vector<long> disconnecting;         ///< per size: sets after whose removal the rest is disconnected
};

/// Throws SizeError for n > kMaxExhaustiveN or max_removed outside 0 .. N_n.
ProcessorSweep sweep_processor_faults(const Network& q, int max_removed);

/// Removing hyperlinks: every single one, and every pair.
struct LinkFaults {
  int singles = 0, singles_disconnecting = 0;
  long pairs = 0, pairs_disconnecting = 0;
  long adjacent_pairs = 0, adjacent_pairs_disconnecting = 0;  ///< pairs of hyperlinks sharing a processor
};

/// Throws SizeError for n > kMaxFaultN.
LinkFaults hyperlink_faults(const Network& q);

}  // namespace hc::qstar
