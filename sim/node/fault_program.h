// The fault grader's vectors: a fixed program of configurations, register reads and request streams,
// every answer checked against the model with the checks of the RTL harnesses, run on one node until
// the first check that fails. The program is drawn once from a seed and is the same for every fault.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/node/campaign.h"
#include "sim/node/hw_reference.h"
#include "sim/node/rtl_node.h"
#include "sim/node/write_in_flight.h"

namespace hc::rtl {

struct FaultProgramOptions {
  uint64_t seed = 1;
  int random_configs = 100;  ///< random configurations (one in twenty random register values) ...
  int random_vectors = 400;  ///< ... each with this many route and broadcast requests
  int dense_configs = 40;    ///< random configurations of 3 or 4 dimensions and 12 to 16 ports, as many vectors
  int long_configs = 10;     ///< random configurations of diameter 16 or more (rho 1 or 2), as many vectors
  int edge_configs = 20;     ///< configurations whose routing tables reach ports 15 and 2, as many vectors
  int unused_configs = 20;   ///< random valid configurations of 1 to 3 dimensions, m and rho above r at random,
                             ///< every other one written last register first
  int invalid_configs = 300; ///< random register values after one configuration per broken rule
  int burst_vectors = 200;   ///< requests per stream at one per clock, for the fixed latency
  bool exhaustive = true;    ///< the exhaustive one-dimensional sets of every circulant
};

/// The first check a node failed.
struct Detection {
  size_t step = 0;   ///< index of the step
  std::string what;  ///< the step and what differed
};

struct ProgramRun {
  std::optional<Detection> detection;  ///< none: every check passed
  uint64_t clocks = 0;                 ///< clocks run until the detection or the end
};

class FaultProgram {
 public:
  explicit FaultProgram(const FaultProgramOptions& o);

  /// Runs the program on a node just out of reset until a check fails.
  ProgramRun run(RtlNode& node) const;

  size_t steps() const { return steps_.size(); }
  /// Route and broadcast requests in the whole program.
  uint64_t vectors() const;

 private:
  enum class Kind {
    kReset,      ///< the reset state: an invalid configuration (r = 0), ready DeriveSteps clocks later
    kConfigure,  ///< write a configuration: ready DeriveSteps clocks later, every register read back
    kReadOnlyWrites,  ///< kConfigure, and a write to a read-only address in every clock of the load phase
    kReversedWrites,  ///< kConfigure with the registers written last to first, random data above r's field
    kStream,     ///< requests with bubbles and back-pressure, every response compared
    kBurst,      ///< requests at one per clock, none held: every answer exactly kNodeLatency clocks later
    kWriteInFlight,  ///< a write while the pipelines are full (sim/node/write_in_flight.h): errors, not stale answers
  };
  struct Step {
    Kind kind;
    std::string name;
    HwConfig config;  ///< kReset, kConfigure, kReadOnlyWrites, kWriteInFlight
    VectorSet vectors;  ///< kStream, kBurst, kWriteInFlight
    uint64_t seed = 0;  ///< kStream: bubbles and back-pressure; kReadOnlyWrites: the data written
    double p_valid = 1.0, p_ready = 1.0;
    WriteClock write_clock = WriteClock::kFlowing;  ///< kWriteInFlight
  };

  void configure(const std::string& name, const HwConfig& c);
  void stream(const std::string& name, VectorSet&& v, uint64_t seed, double p);
  std::optional<std::string> check(const Step& s, RtlNode& node) const;
  static std::optional<std::string> check_registers(const HwView& v, RtlNode& node);

  std::vector<Step> steps_;
};

}  // namespace hc::rtl
