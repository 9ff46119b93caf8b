// Sweeps: the zero-load latency is the model's 2 + 3h clocks, the saturation point lies below the ideal
// bound, and every point is classified by the stated criterion.
#include <gtest/gtest.h>

#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/sweep.h"

#include <algorithm>

namespace hc::noc {
namespace {

// A sweep of the model with the default switch, 200 clocks of warm-up and `cycles` measured.
SweepResult model_sweep(const Hypercycle& g, int64_t cycles, const std::string& pattern = "uniform") {
  NocParams p;
  RunSpec base;
  base.warmup = 200;
  base.cycles = cycles;
  base.traffic.pattern = pattern;
  return sweep(g, p, base, [&] { return std::make_unique<NetworkModel>(g, p); });
}

TEST(Sweep, FindsTheSaturationOfASmallTorusBelowItsBound) {
  Hypercycle g({4, 4}, {1, 1});
  SweepResult r = model_sweep(g, 1500);
  ASSERT_TRUE(r.bound.has_value());
  EXPECT_TRUE(r.saturated_at_all);
  EXPECT_LE(r.saturation, r.bound->ideal);
  EXPECT_GT(r.saturation, 0.4 * r.bound->ideal);
  EXPECT_NEAR(r.zero_load_hops, r.bound->avg_hops, 0.2);
  EXPECT_GE(r.zero_load_latency, kZeroLoadClocks + kHopClocks * r.zero_load_hops - 0.2);
  EXPECT_LE(r.zero_load_latency, kZeroLoadClocks + kHopClocks * r.zero_load_hops + 1.0);
  int at_saturation = 0;
  for (const SweepPoint& pt : r.points) {
    EXPECT_TRUE(pt.ok);
    EXPECT_EQ(pt.saturated, is_saturated(pt, r.zero_load_latency));
    if (pt.rate <= r.saturation_rate) {
      EXPECT_FALSE(pt.saturated) << pt.rate;
    }
    if (pt.rate == r.saturation_rate) {
      // The figure is that point's accepted load, within 2 % of its offered load.
      ++at_saturation;
      EXPECT_EQ(r.saturation, std::min(pt.accepted, r.bound->ideal));
      EXPECT_EQ(r.saturation_offered, pt.offered);
      EXPECT_GE(r.saturation, kAcceptedShare * pt.offered);
    }
  }
  EXPECT_EQ(at_saturation, 1);
  EXPECT_GE(r.points.size(), 8u);
}

// Tornado traffic on the 8x8 torus past saturation: some sources are starved while the others keep the
// network full (docs/network.md, Fairness), so the window's packets do not all arrive. Such a point is
// saturated, and no invariant is broken.
TEST(Sweep, APointWhoseWindowNeverArrivesIsSaturatedNotFailed) {
  SweepResult r = model_sweep(Hypercycle({8, 8}, {1, 1}), 600, "tornado");
  bool undrained = false;
  for (const SweepPoint& pt : r.points) {
    EXPECT_TRUE(pt.ok) << pt.rate;
    EXPECT_EQ(pt.saturated, is_saturated(pt, r.zero_load_latency));
    undrained = undrained || !pt.drained;
    if (!pt.drained) {
      EXPECT_TRUE(pt.saturated);
    }
  }
  EXPECT_TRUE(undrained);
  EXPECT_TRUE(r.saturated_at_all);
}

TEST(Sweep, TheCriterion) {
  SweepPoint pt;
  pt.offered = 0.5;
  pt.accepted = 0.49;
  pt.latency.avg = 29;
  EXPECT_FALSE(is_saturated(pt, 10));
  pt.latency.avg = 31;
  EXPECT_TRUE(is_saturated(pt, 10));
  pt.latency.avg = 12;
  pt.accepted = 0.485;  // 3 % below offered
  EXPECT_TRUE(is_saturated(pt, 10));
  pt.accepted = 0.4905;  // 1.9 % below
  EXPECT_FALSE(is_saturated(pt, 10));
  pt.accepted = 0.49;
  pt.drained = false;
  EXPECT_TRUE(is_saturated(pt, 10));
  pt.drained = true;
  pt.ok = false;
  EXPECT_TRUE(is_saturated(pt, 10));
}

}  // namespace
}  // namespace hc::noc
