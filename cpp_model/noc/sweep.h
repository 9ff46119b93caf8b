// A latency-throughput sweep of one network (the field's way to judge one): measurement runs at rising
// offered loads, a bisection of the saturation point, the zero-load latency, and the ideal bound of the
// topology and pattern beside them.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "cpp_model/noc/bound.h"
#include "cpp_model/noc/run.h"

namespace hc::noc {

/// The default warm-up and measurement window of a sweep point, clocks.
inline constexpr int64_t kSweepWarmup = 1000;
inline constexpr int64_t kSweepCycles = 10000;
/// Accepted below this share of offered is saturated.
inline constexpr double kAcceptedShare = 0.98;

/// One measurement run of a sweep.
struct SweepPoint {
  double rate = 0;      ///< offered load asked for, flits/node/clock
  double offered = 0;   ///< offered load measured (the sources' Bernoulli draws)
  double accepted = 0;  ///< flits ejected per node per clock in the window
  LatencySummary latency;
  double hops = 0;
  bool saturated = false;
  bool ok = true;       ///< every invariant held and no deadlock
  bool drained = true;  ///< the window's packets all arrived within ten windows after it
};

struct SweepResult {
  std::optional<ChannelLoad> bound;  ///< the ideal bound (none above kMaxLoadNodes nodes)
  double zero_load_latency = 0;      ///< mean latency at the lowest load, clocks
  double zero_load_hops = 0;
  /// Saturation throughput as the field defines it: the accepted load at the highest offered load found
  /// unsaturated, flits/node/clock, never above the ideal bound (a window's count may exceed it by
  /// chance; the bound holds in steady state).
  double saturation = 0;
  double saturation_offered = 0;     ///< the offered load measured at that point
  double saturation_rate = 0;        ///< the offered load asked for at that point
  bool saturated_at_all = false;     ///< some load up to 1 flit/node/clock saturated the network
  std::vector<SweepPoint> points;    ///< in the order run: the ladder of loads, then the bisection
};

/// A network simulation to run a point on.
using DutMaker = std::function<std::unique_ptr<NocDut>()>;

/// The criterion: mean latency above 3 x zero-load, or accepted load below offered by more than 2 %, or
/// the window's packets not all delivered within ten windows after it.
bool is_saturated(const SweepPoint& p, double zero_load_latency);

/// Sweeps the network `make` builds (hypercycle g, switch parameters p) with the traffic, warm-up and
/// window of `base` (its rate is set per point; sources keep going while the network drains). A window
/// of kSweepCycles clocks knows the accepted load to about 1 % on the smallest networks. The
/// loads climb by fractions of the ideal bound (of 1 flit/node/clock above kMaxLoadNodes nodes); the
/// saturation point is then bisected to within 1 % of the bound. `progress(done, planned)` is called
/// after each point.
SweepResult sweep(const Hypercycle& g, const NocParams& p, const RunSpec& base, const DutMaker& make,
                  const std::function<void(int, int)>& progress = {});

}  // namespace hc::noc
