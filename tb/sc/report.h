// The campaign's result: the text report, the JSON object and the exit status.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "tb/sc/driver.h"
#include "tb/sc/monitor.h"
#include "tb/sc/options.h"
#include "tb/sc/scoreboard.h"

namespace hc::sctb {

struct Result {
  Options options;
  DriverStats driver;
  ScoreStats score;
  StallStats stalls;
  uint64_t outstanding = 0;  ///< requests left unanswered at the end
  uint64_t cycles = 0;       ///< simulated clocks
  double wall_seconds = 0;   ///< wall time of the simulation (elaboration excluded)

  bool passed() const { return score.mismatches == 0 && driver.hang.empty() && outstanding == 0; }
  double vectors_per_second() const;
  /// 0 when passed, 1 otherwise.
  int exit_status() const { return passed() ? 0 : 1; }
};

/// The command that repeats the campaign.
std::string rerun_command(const Options& o);

/// The human report: seed, counts, speed and, on failure, the first failing vector in full.
void print_text(std::ostream& out, const Result& r);

/// The failing vector (or the hang) alone, for stderr next to --json.
void print_failure(std::ostream& out, const Result& r);

/// One JSON object with every figure of the text report.
std::string to_json(const Result& r);

}  // namespace hc::sctb
