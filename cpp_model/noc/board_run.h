// A run of the network on a board in the model: the generators and checkers of board_traffic.h on the
// cycle-exact NetworkModel, clock 0 being the first clock of the window (the clock after the board's
// RunClear), until every packet is delivered. The counters it returns are those the board reports for
// the same settings (docs/noc_board.md).
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/noc/board_traffic.h"

namespace hc::noc {

struct BoardRun {
  std::vector<NodeCounters> nodes;  ///< per node, as the board reports them
  int64_t last = 0;                 ///< the clock a flit last left the network, plus one (NetLast)
  int64_t end = 0;                  ///< clocks until every source was idle and the network empty
  bool deadlock = false;            ///< flits held and none moved for `watchdog` clocks: the run stopped
  /// Latencies in full (the board's are modulo 2^kStampBits): their sum and maximum.
  uint64_t true_lat_sum = 0;
  int64_t true_lat_max = 0;
};

/// Runs the settings t on the network of g with switches p and a board of widths w. Throws Error for
/// settings the board cannot run.
BoardRun run_board(const Hypercycle& g, const NocParams& p, const BoardWidths& w, const BoardTraffic& t,
                   int watchdog = 10000);

}  // namespace hc::noc
