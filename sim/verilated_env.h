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
/// 1 or 2, +verilator+seed+N, +verilator+error+limit+N (N decimal) or +verilator+noassert; or a plusarg
/// of no Verilator meaning (+name...), which the models ignore. Verilator aborts the program on any other
/// +verilator+ word, and ignores a word without '+'.
inline bool env_arg_known(const std::string& arg) {
  auto number_after = [&](const std::string& prefix) {
    return arg.rfind(prefix, 0) == 0 && arg.size() > prefix.size() &&
           arg.find_first_not_of("0123456789", prefix.size()) == std::string::npos;
  };
  if (arg.rfind("+verilator+", 0) != 0) return arg.size() > 1 && arg[0] == '+';
  return arg == "+verilator+rand+reset+0" || arg == "+verilator+rand+reset+1" || arg == "+verilator+rand+reset+2" ||
         arg == "+verilator+noassert" || number_after("+verilator+seed+") || number_after("+verilator+error+limit+");
}

/// Gives `context` the Verilator plusargs listed, separated by spaces, in the environment variable
/// HC_VERILATOR_ARGS, e.g. "+verilator+rand+reset+2 +verilator+seed+7": every register then starts
/// with a random value of that seed instead of 0. Call it before any model is made in `context`.
/// Throws hc::Error, and gives the context nothing, when a word is not one env_arg_known accepts.
inline void apply_env_args(VerilatedContext& context) {
  const char* env = std::getenv("HC_VERILATOR_ARGS");
  if (!env) return;
  std::istringstream in(env);
  std::vector<std::string> args;
  for (std::string a; in >> a;) {
    if (!env_arg_known(a))
      throw Error("HC_VERILATOR_ARGS: '" + a + "' is not one of +verilator+rand+reset+0|1|2, +verilator+seed+N, " +
                  "+verilator+error+limit+N, +verilator+noassert or a plusarg of the design (+name)");
    args.push_back(a);
  }
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
