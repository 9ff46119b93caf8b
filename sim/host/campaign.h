// A comparison campaign against a board: random configurations (valid ones, and every fifth one
// invalid), their status registers, and random router and broadcast requests, every reply compared
// with the golden model's answer (sim/node/hw_reference.h).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "sim/host/board_client.h"

namespace hc::host {

struct CampaignOptions {
  int configs = 10;    ///< configurations written
  int vectors = 100;   ///< router and broadcast requests per configuration (alternating)
  uint64_t seed = 1;   ///< everything random follows from it
  int max_failures = 10;  ///< mismatches described in CampaignResult::failures
};

struct CampaignResult {
  int configs = 0;
  uint64_t vectors = 0;    ///< router and broadcast replies compared
  uint64_t registers = 0;  ///< register reads compared (read-back and status)
  uint64_t mismatches = 0;
  uint64_t retries = 0;    ///< requests sent again (lost, corrupt or error replies)
  double seconds = 0;
  /// The first max_failures mismatches: configuration, request, expected and received.
  std::vector<std::string> failures;
  double vectors_per_second() const { return seconds > 0 ? static_cast<double>(vectors) / seconds : 0; }
};

/// Runs the campaign; progress (one line per configuration) goes to `log` if given. Throws
/// LinkError, ProtocolError or BoardError when the link fails beyond the client's retries.
CampaignResult run_campaign(BoardClient& board, const CampaignOptions& options, std::ostream* log = nullptr);

}  // namespace hc::host
