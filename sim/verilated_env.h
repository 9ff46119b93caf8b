// Run-time settings every verilated model of the project shares: Verilator's plusargs from the
// environment (random register values at start), and the coverage a coverage build writes.
#pragma once

#include <atomic>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include "verilated.h"
// A coverage build's models write coverage, but for those verilated without it (the netlists).
#if defined(HC_COVERAGE_DIR) && !defined(HC_NO_COVERAGE)
#define HC_WRITE_COVERAGE
#include "verilated_cov.h"
#endif

namespace hc::rtl {

/// Gives `context` the Verilator plusargs listed, separated by spaces, in the environment variable
/// HC_VERILATOR_ARGS, e.g. "+verilator+rand+reset+2 +verilator+seed+7": every register then starts
/// with a random value of that seed instead of 0. Call it before any model is made in `context`.
/// Verilator stops the program on a plusarg it does not know.
inline void apply_env_args(VerilatedContext& context) {
  const char* env = std::getenv("HC_VERILATOR_ARGS");
  if (!env) return;
  std::istringstream in(env);
  std::vector<std::string> args;
  for (std::string a; in >> a;) args.push_back(a);
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  if (!argv.empty()) context.commandArgsAdd(static_cast<int>(argv.size()), argv.data());
}

/// In a coverage build (HC_COVERAGE_DIR defined), writes the coverage counted by the models of
/// `context` to a file of its own in that folder, for verilator_coverage to merge. Call it while the
/// models are alive (their counters are theirs). Does nothing in other builds, nor for models verilated
/// without coverage (HC_NO_COVERAGE: the gate-level netlists).
inline void write_coverage([[maybe_unused]] VerilatedContext& context) {
#ifdef HC_WRITE_COVERAGE
  static std::atomic<int> files{0};
  ::mkdir(HC_COVERAGE_DIR, 0777);  // exists already but for the first file
  const std::string path = std::string(HC_COVERAGE_DIR) + "/" + std::to_string(::getpid()) + "-" +
                           std::to_string(files++) + ".dat";
  context.coveragep()->write(path.c_str());
#endif
}

}  // namespace hc::rtl
