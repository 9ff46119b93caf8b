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

#include "cpp_model/errors.h"
#include "verilated.h"
// A coverage build's models write coverage, but for those verilated without it (the netlists).
#if defined(HC_COVERAGE_DIR) && !defined(HC_NO_COVERAGE)
#define HC_WRITE_COVERAGE
#include "verilated_cov.h"
#endif

namespace hc::rtl {

/// Whether `arg` is one of the Verilator plusargs HC_VERILATOR_ARGS passes on: +verilator+rand+reset+0,
/// 1 or 2, +verilator+seed+N (N 1..2^31-1) or +verilator+error+limit+N (N 0..2^31-1), decimal; or a
/// plusarg of no Verilator meaning (+name...), which the models ignore. The others are refused: those
/// Verilator aborts the program on (an unknown +verilator+ word, a seed out of range), those it ignores
/// (a word without '+'), and those the project's models would undo or that print instead of simulating.
inline bool env_arg_known(const std::string& arg) {
  auto number_after = [&](const std::string& prefix, unsigned long lo) {
    if (arg.rfind(prefix, 0) != 0 || arg.size() == prefix.size() || arg.size() > prefix.size() + 10 ||
        arg.find_first_not_of("0123456789", prefix.size()) != std::string::npos)
      return false;
    const unsigned long n = std::stoul(arg.substr(prefix.size()));
    return n >= lo && n <= 2147483647UL;
  };
  if (arg.rfind("+verilator+", 0) != 0) return arg.size() > 1 && arg[0] == '+';
  return arg == "+verilator+rand+reset+0" || arg == "+verilator+rand+reset+1" || arg == "+verilator+rand+reset+2" ||
         number_after("+verilator+seed+", 1) || number_after("+verilator+error+limit+", 0);
}

/// The words of the environment variable HC_VERILATOR_ARGS (separated by spaces), e.g.
/// "+verilator+rand+reset+2 +verilator+seed+7". Throws hc::Error when a word is not one env_arg_known
/// accepts: call it on the main thread before a campaign's worker threads make their models.
inline std::vector<std::string> env_args() {
  std::vector<std::string> args;
  const char* env = std::getenv("HC_VERILATOR_ARGS");
  if (!env) return args;
  std::istringstream in(env);
  for (std::string a; in >> a;) {
    if (!env_arg_known(a))
      throw Error("HC_VERILATOR_ARGS: '" + a + "' is not one of +verilator+rand+reset+0|1|2, +verilator+seed+N " +
                  "(1..2^31-1), +verilator+error+limit+N or a plusarg of the design (+name)");
    args.push_back(a);
  }
  return args;
}

/// Gives `context` the plusargs of HC_VERILATOR_ARGS (env_args): every register then starts with a
/// random value of that seed instead of 0. Call it before any model is made in `context`. Throws
/// hc::Error, and gives the context nothing, when a word is refused.
inline void apply_env_args(VerilatedContext& context) {
  const std::vector<std::string> args = env_args();
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
