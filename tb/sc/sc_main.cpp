// hc_sc_tb: the SystemC comparison campaign of the verilated hc_node against the golden model.
// The node, the driver, the monitor, the scoreboard and the back-pressure generator share one
// sc_clock; the campaign runs in slices of simulated time so that a progress line can be printed.
#include <systemc>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>

#include "Vhc_node_sc.h"
#include "cpp_model/errors.h"
#include "cpp_model/output_path.h"
#include "sim/verilated_env.h"
#include "tb/sc/backpressure.h"
#include "tb/sc/driver.h"
#include "tb/sc/monitor.h"
#include "tb/sc/options.h"
#include "tb/sc/report.h"
#include "tb/sc/scoreboard.h"
#include "tb/sc/wires.h"
#include "verilated.h"
#include "verilated_fst_sc.h"

namespace {

constexpr double kClockNs = 10.0;
constexpr double kSliceClocks = 20000;  // simulated clocks between progress checks
constexpr double kProgressSeconds = 2.0;

// SystemC prints its banner on stderr before sc_main runs unless this variable is set by then;
// static initialisation comes first. The banner would be the only output nobody asked for.
const bool kQuietSystemC = setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0) == 0;

// Independent seeds for the modules' generators, derived from the master seed (splitmix64).
uint64_t derive_seed(uint64_t master, uint64_t stream) {
  uint64_t z = master + 0x9E3779B97F4A7C15ULL * (stream + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

int sc_main(int argc, char* argv[]) {
  using namespace hc::sctb;
  Options options;
  try {
    options = parse_options(argc, argv);
  } catch (const UsageError& e) {
    std::cerr << "hc_sc_tb: " << e.what() << " (see --help)" << std::endl;
    return 2;
  }
  auto flushed = [](int status) {
    if (hc::stdout_written()) return status;
    std::cerr << "hc_sc_tb: cannot write standard output" << std::endl;
    return 2;
  };
  if (options.help) {
    std::cout << usage();
    return flushed(0);
  }
  try {
    hc::rtl::apply_env_args(*Verilated::threadContextp());
  } catch (const hc::Error& e) {
    std::cerr << "hc_sc_tb: " << e.what() << std::endl;
    return 2;
  }
  std::ostream& log = options.json ? std::cerr : std::cout;
  log << "hc_sc_tb: seed " << options.seed << ", " << options.configs << " configurations x " << options.vectors
      << " vectors" << std::endl;

  Verilated::assertOn(true);
  if (!options.trace.empty()) Verilated::traceEverOn(true);
  sc_core::sc_clock clk("clk", kClockNs, sc_core::SC_NS);
  Wires wires;
  Vhc_node_sc node("node");
  bind_node(node, clk, wires);
  Driver driver("driver", clk, wires, derive_seed(options.seed, 0), options.configs, options.vectors);
  BackPressure back_pressure("back_pressure", clk, wires, derive_seed(options.seed, 1));
  Monitor monitor("monitor", clk, wires, options.inject_error);
  Scoreboard scoreboard("scoreboard");
  monitor.out.bind(scoreboard);

  sc_core::sc_start(sc_core::SC_ZERO_TIME);  // elaboration, before the trace can be attached
  // The FST writer unlinks the file it creates: it writes a private copy, copied into place at the end.
  std::unique_ptr<hc::StagedFile> trace_file;
  std::unique_ptr<VerilatedFstSc> trace;
  if (!options.trace.empty()) {
    try {
      trace_file = std::make_unique<hc::StagedFile>(options.trace);
    } catch (const hc::Error& e) {
      std::cerr << "hc_sc_tb: --trace: " << e.what() << std::endl;
      return 2;
    }
    trace = std::make_unique<VerilatedFstSc>();
    node.trace(trace.get(), 99);
    trace->open(trace_file->temp_path().c_str());
    if (!trace->isOpen()) {
      std::cerr << "hc_sc_tb: cannot write the trace file '" << options.trace << "'" << std::endl;
      return 2;
    }
  }

  const auto start = std::chrono::steady_clock::now();
  auto last_progress = start;
  auto seconds_since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  };
  while (!driver.done()) {
    sc_core::sc_start(kSliceClocks * kClockNs, sc_core::SC_NS);
    if (seconds_since(last_progress) >= kProgressSeconds && !driver.done()) {
      last_progress = std::chrono::steady_clock::now();
      std::cerr << "progress: " << driver.stats().configs << "/" << options.configs << " configurations, "
                << scoreboard.stats().vectors() << " vectors, " << scoreboard.stats().mismatches << " mismatches, "
                << static_cast<int>(seconds_since(start)) << " s" << std::endl;
    }
  }

  Result result;
  result.wall_seconds = seconds_since(start);
  result.options = options;
  result.driver = driver.stats();
  result.score = scoreboard.stats();
  result.stalls = monitor.stalls();
  result.outstanding = scoreboard.outstanding();
  result.cycles = static_cast<uint64_t>(sc_core::sc_time_stamp() / sc_core::sc_time(kClockNs, sc_core::SC_NS));
  node.final();
  hc::rtl::write_coverage(*Verilated::threadContextp());
  if (trace) {
    trace->close();
    try {
      trace_file->commit();
    } catch (const hc::Error& e) {
      std::cerr << "hc_sc_tb: --trace: " << e.what() << std::endl;
      return 2;
    }
  }

  if (options.json) {
    std::cout << to_json(result) << std::endl;
    print_failure(std::cerr, result);
  } else {
    print_text(std::cout, result);
  }
  return flushed(result.exit_status());
}
