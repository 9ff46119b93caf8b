// Total exchange and its bounds (paper 001, Sec. 3.6, Props. 3.6.1 - 3.6.5, Fig. 3.6.2).
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/kary/exchange.h"
#include "cpp_model/tests/seed.h"

namespace hc::kary {
namespace {

TEST(KaryExchange, RingBound) {
  std::vector<int64_t> l;
  for (int k = 2; k <= 9; ++k) l.push_back(ring_bound(k));
  EXPECT_EQ(l, (std::vector<int64_t>{1, 2, 4, 6, 9, 12, 16, 20}));
  EXPECT_THROW(ring_bound(16), CubeError);
}

// Prop. 3.6.3: D(G) = n L k^(n-1), from every node (the cube is vertex-transitive), all k <= 15, n <= 4.
TEST(KaryExchange, DistanceSumIsNLKn1) {
  std::mt19937_64 rng(testing::test_seed("KaryExchange.DistanceSumIsNLKn1"));
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      const int64_t want = n * ring_bound(k) * (c.nodes() / k);
      ASSERT_EQ(distance_sum(c, 0), want) << k << " " << n;
      ASSERT_EQ(distance_sum(c, std::uniform_int_distribution<Node>(0, c.nodes() - 1)(rng)), want) << k << " " << n;
    }
}

TEST(KaryExchange, Figure362FourNodeRing) {
  // Three steps one way and one the other: k^2/8 + k/4 = 3 and k^2/8 - k/4 = 1.
  const ExchangeResult r = total_exchange(Cube(4, 1));
  ASSERT_EQ(r.stages.size(), 1u);
  EXPECT_EQ(r.stages[0].cw_steps, 3);
  EXPECT_EQ(r.stages[0].ccw_steps, 1);
  EXPECT_EQ(r.sim.steps, 4);
  EXPECT_EQ(r.stages[0].received_min, 3);
  EXPECT_EQ(r.stages[0].received_max, 3);
  EXPECT_TRUE(r.sim.clean());
}

// The n-stage algorithm takes n L k^(n-1) steps, the lower bound; the printed n k^(n-1) holds only for k = 2.
TEST(KaryExchange, StepsEqualTheLowerBound) {
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      if (c.nodes() > 400) continue;
      const ExchangeResult r = total_exchange(c);
      const int64_t kn1 = c.nodes() / k;
      ASSERT_TRUE(r.sim.clean()) << k << " " << n;
      ASSERT_EQ(r.sim.steps, n * ring_bound(k) * kn1) << k << " " << n;
      ASSERT_EQ(r.sim.transfers, c.nodes() * r.distance_sum) << k << " " << n;  // every packet on a shortest path
      for (const auto& st : r.stages) {
        ASSERT_EQ(st.received_min, (k - 1) * kn1);
        ASSERT_EQ(st.received_max, (k - 1) * kn1);
      }
      for (const Claim& cl : r.claims)
        if (cl.source != "Prop. 3.6.5 as printed") {
          ASSERT_TRUE(cl.holds()) << k << " " << n << " " << cl.statement;
        }
      ASSERT_EQ(r.claims.back().holds(), k == 2) << k << " " << n;
      ASSERT_TRUE(r.claims.back().misprint);
      ASSERT_TRUE(all_hold(r.claims));  // a failing misprint is reported, not counted
    }
}

TEST(KaryExchange, RejectsLargeCubes) { EXPECT_THROW(total_exchange(Cube(7, 4)), CubeError); }

}  // namespace
}  // namespace hc::kary
