// Multinode broadcast on the Gray-code ring (paper 001, Sec. 3.4, Fig. 3.4.1).
#include <gtest/gtest.h>

#include "cpp_model/kary/multinode.h"

namespace hc::kary {
namespace {

TEST(KaryMultinode, Figure341) {
  // A ring of 4 nodes in the 2-ary 2-cube: three time units.
  const MultinodeResult r = multinode_broadcast(Cube(2, 2), false);
  EXPECT_EQ(r.ring, (std::vector<Node>{1, 3, 2, 0}));  // 01 11 10 00
  EXPECT_EQ(r.sim.steps, 3);
  EXPECT_TRUE(r.sim.clean());
  EXPECT_EQ(r.sim.duplicates, 0);
  EXPECT_EQ(r.sim.transfers, 12);
}

TEST(KaryMultinode, RingOfEveryCubeUpTo1024Nodes) {
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      if (c.nodes() > 1024) continue;
      const MultinodeResult r = multinode_broadcast(c, false);
      ASSERT_EQ(r.sim.steps, c.nodes() - 1) << k << " " << n;
      ASSERT_TRUE(r.sim.clean()) << k << " " << n;
      ASSERT_EQ(r.sim.duplicates, 0);
      ASSERT_EQ(r.sim.transfers, int64_t{c.nodes()} * (c.nodes() - 1));
      ASSERT_TRUE(all_hold(r.claims));
    }
}

TEST(KaryMultinode, EachNodeInTurn) {
  const MultinodeResult r = multinode_broadcast(Cube(5, 2), true);
  EXPECT_EQ(r.sequential_one, 25 * 6);  // k^n ceil(k/2) n
  EXPECT_EQ(r.sequential_all, 25 * 4);  // k^n floor(k/2) n
  EXPECT_TRUE(all_hold(r.claims));
  EXPECT_EQ(r.claims.size(), 5u);
}

TEST(KaryMultinode, RejectsLargeCubes) {
  EXPECT_THROW(multinode_broadcast(Cube(7, 4), false), CubeError);
  EXPECT_THROW(multinode_broadcast(Cube(2, 3), true), CubeError);
}

}  // namespace
}  // namespace hc::kary
