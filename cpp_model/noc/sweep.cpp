#include "cpp_model/noc/sweep.h"

#include <algorithm>

namespace hc::noc {

namespace {

// The fractions of the bound the ladder climbs by; the first gives the zero-load latency.
constexpr double kLadder[] = {0.02, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1};
constexpr int kBisections = 7;

SweepPoint measure(const Hypercycle& g, const NocParams& p, const RunSpec& base, const DutMaker& make, double rate) {
  RunSpec spec = base;
  spec.traffic.rate = rate;
  spec.drain_with_load = true;
  // A point whose window has not arrived after ten windows more is saturated by any measure.
  spec.drain_limit = std::min(spec.drain_limit, 10 * spec.cycles);
  std::unique_ptr<NocDut> dut = make();
  RunResult r = run_network(*dut, g, p, spec);
  SweepPoint pt;
  pt.rate = rate;
  pt.offered = r.offered;
  pt.accepted = r.accepted;
  pt.latency = r.latency;
  pt.hops = r.hops;
  pt.ok = r.ok();
  pt.drained = r.drained;
  return pt;
}

}  // namespace

bool is_saturated(const SweepPoint& p, double zero_load_latency) {
  return !p.ok || !p.drained || p.latency.avg > 3.0 * zero_load_latency || p.accepted < kAcceptedShare * p.offered;
}

SweepResult sweep(const Hypercycle& g, const NocParams& p, const RunSpec& base, const DutMaker& make,
                  const std::function<void(int, int)>& progress) {
  SweepResult res;
  double scale = 1.0;
  if (g.nodes() <= kMaxLoadNodes) {
    res.bound = channel_load(g, make_pattern(base.traffic.pattern, g, base.traffic.pattern_options),
                             base.traffic.bcast_fraction);
    scale = res.bound->ideal;
  }
  const int planned = static_cast<int>(std::size(kLadder)) + kBisections;
  // Runs one point; the reference holds until the next.
  auto run_point = [&](double rate) -> SweepPoint& {
    res.points.push_back(measure(g, p, base, make, rate));
    if (progress) progress(static_cast<int>(res.points.size()), planned);
    return res.points.back();
  };
  SweepPoint& zero = run_point(std::min(1.0, kLadder[0] * scale));
  res.zero_load_latency = zero.latency.avg;
  res.zero_load_hops = zero.hops;
  zero.saturated = is_saturated(zero, res.zero_load_latency);
  double lo = zero.rate, hi = -1;
  for (size_t k = 1; k < std::size(kLadder) && hi < 0; ++k) {
    const double rate = std::min(1.0, kLadder[k] * scale);
    if (rate <= lo) break;
    SweepPoint& pt = run_point(rate);
    pt.saturated = is_saturated(pt, res.zero_load_latency);
    (pt.saturated ? hi : lo) = rate;
  }
  res.saturated_at_all = hi > 0;
  for (int b = 0; hi > 0 && b < kBisections && hi - lo > 0.01 * scale; ++b) {
    const double rate = (lo + hi) / 2;
    SweepPoint& pt = run_point(rate);
    pt.saturated = is_saturated(pt, res.zero_load_latency);
    (pt.saturated ? hi : lo) = rate;
  }
  res.saturation_rate = lo;
  for (const SweepPoint& pt : res.points)
    if (pt.rate == lo) {
      res.saturation_offered = pt.offered;
      res.saturation = res.bound ? std::min(pt.accepted, res.bound->ideal) : pt.accepted;
    }
  return res;
}

}  // namespace hc::noc
