// The host side of the network on a board (hc_noc_board_top, docs/noc_board.md): what the board says it
// is, a run of given settings with its counters read back, and the comparison with the model's run of
// the same settings (cpp_model/noc/board_run.h).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cpp_model/noc/board_run.h"
#include "sim/host/board_client.h"

namespace hc::host {

/// What a board's information registers say (NetTopology, NetRho, NetSwitch, NetWidths).
struct NocBoardInfo {
  Hypercycle graph;
  noc::NocParams params;
  noc::BoardWidths widths;
  std::string str() const;  ///< "G(4,4; 1,1), Vcs=2 BufDepth=4 MaxLen=4 DataW=40, CycW=24 CntW=32"
};

/// Reads them. Throws ProtocolError when the board is not hc_noc_board_top (its id, or registers the
/// model cannot run), and the link's errors.
NocBoardInfo read_noc_info(BoardClient& board);

/// A run as the board reports it.
struct NocBoardRun {
  std::vector<noc::NodeCounters> nodes;
  int64_t last = 0;     ///< NetLast
  int64_t clocks = 0;   ///< NetClocks: the run until the board saw it done
  bool stalled = false, refused = false, failed = false;  ///< NetStatus bits
};

/// Writes the settings, starts a run, waits until the board reports it done and reads every counter.
/// The wait ends with LinkError after run_timeout_ms. `progress`, if given, is called with the run's
/// clock at every look at the board.
NocBoardRun run_noc_board(BoardClient& board, const NocBoardInfo& info, const noc::BoardTraffic& traffic,
                          int run_timeout_ms, const std::function<void(int64_t)>& progress = {});

/// The differences between the board's run and the model's, one line each ("node 3 recv_pkts: board 12,
/// model 13"); empty when they agree. Also lists a stall, a refusal or a failed check on the board.
std::vector<std::string> compare_noc_runs(const NocBoardRun& board, const noc::BoardRun& model);

}  // namespace hc::host
