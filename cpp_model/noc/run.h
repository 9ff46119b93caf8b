// A network run: sources feed a NocDut (the model or the RTL) clock by clock through a warm-up and a
// measurement window, then it drains; every ejected flit is checked (DeliveryChecker), a watchdog
// stops a deadlocked run, and the figures of the measurement window are collected.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cpp_model/noc/checker.h"
#include "cpp_model/noc/dut.h"
#include "cpp_model/noc/stats.h"
#include "cpp_model/noc/traffic.h"

namespace hc::noc {

/// The shortest watchdog a run takes: a live network's longest pause between flits moving (a flit's
/// way through a switch's pipeline and over a link, a credit's way back) is under 10 clocks.
inline constexpr int kMinWatchdog = 16;

struct RunSpec {
  TrafficSpec traffic;
  int64_t warmup = 0;     ///< clocks before the measurement window (packets created then are not measured)
  int64_t cycles = 1000;  ///< clocks of the measurement window
  /// After the window the network drains: the sources stop, and every packet must arrive; or, with this
  /// set (the field's way to measure, as BookSim2), they go on creating unmeasured packets until every
  /// packet of the window has arrived, so that those see the load they were measured at.
  bool drain_with_load = false;
  /// Clocks without progress (no flit forwarded, injected or ejected), while deliveries are due, that
  /// make a deadlock; at least kMinWatchdog.
  int watchdog = 1000;
  /// Clocks after the window by which everything must be delivered: a broken invariant when the sources
  /// stop; with drain_with_load, where sources above saturation may never let the window's packets
  /// through (docs/network.md, Fairness), the run just ends undrained.
  int64_t drain_limit = 1000000;
  bool no_dateline = false;
};

struct DeadlockReport {
  int64_t clock = 0;               ///< the clock the watchdog fired
  std::vector<Blocked> blocked;    ///< the virtual channels whose first flit waits
};

struct RunResult {
  Node nodes = 0;
  int64_t clocks = 0;                  ///< clocks simulated
  int64_t generated = 0;               ///< packets created
  int64_t injected = 0;                ///< packets whose tail a switch took
  int64_t delivered = 0;               ///< unicast packets delivered, broadcasts delivered everywhere
  int64_t unicast = 0, broadcast = 0;  ///< packets created by kind
  int64_t receptions = 0;              ///< packet arrivals (a broadcast arrives at N - 1 nodes)
  double offered = 0;                  ///< flits created per node per clock in the measurement window
  double accepted = 0;                 ///< flits ejected per node per clock in the measurement window
  LatencySummary latency;              ///< unicast packets of the window: creation to tail ejection
  LatencySummary bcast_latency;        ///< broadcast receptions of the window
  double hops = 0;                     ///< average hops of the window's unicast packets
  std::vector<int64_t> node_injected;  ///< per node, packets its switch took
  std::vector<int64_t> node_received;  ///< per node, packets delivered to it
  bool drained = true;                 ///< every packet of the window arrived (within drain_limit)
  std::optional<DeadlockReport> deadlock;
  std::vector<std::string> violations;  ///< the first invariants broken
  int64_t violation_count = 0;
  bool ok() const { return !deadlock && violation_count == 0; }
};

/// One line of --trace: a packet's arrival at one node.
struct TraceLine {
  int64_t id = 0;
  Node src = 0, dst = 0;  ///< dst: the receiving node (for a broadcast, each in turn)
  Kind kind = Kind::Unicast;
  int64_t inject = 0;     ///< clock the packet entered its source queue
  int64_t eject = 0;      ///< clock its tail left the network
  int hops = 0;
};

struct RunHooks {
  std::function<void(const TraceLine&)> trace;                       ///< every delivery
  std::function<void(int64_t clock, int64_t outstanding)> progress;  ///< every `progress_every` clocks
  int64_t progress_every = 1000;
};

/// Runs the network. Throws Error for a bad spec.
RunResult run_network(NocDut& dut, const Hypercycle& g, const NocParams& params, const RunSpec& spec,
                      const RunHooks& hooks = {});

}  // namespace hc::noc
