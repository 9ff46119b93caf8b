// Single-node scatter on the Gray-code linear array (paper 001, Sec. 3.5, Fig. 3.5.1).
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/kary/scatter.h"
#include "cpp_model/tests/seed.h"

namespace hc::kary {
namespace {

TEST(KaryScatter, Figure351) {
  // A linear array of five nodes in the 5-ary 1-cube: four time units.
  const ScatterResult r = single_node_scatter(Cube(5, 1), 0);
  EXPECT_EQ(r.array, (std::vector<Node>{0, 1, 2, 3, 4}));
  EXPECT_EQ(r.sim.steps, 4);
  EXPECT_EQ(r.sim.transfers, 1 + 2 + 3 + 4);
  EXPECT_TRUE(r.sim.clean());
}

TEST(KaryScatter, EveryCubeFromZero) {
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      if (c.nodes() > 1024) continue;
      const ScatterResult r = single_node_scatter(c, 0);
      ASSERT_EQ(r.sim.steps, c.nodes() - 1) << k << " " << n;
      ASSERT_TRUE(r.sim.clean()) << k << " " << n;
      ASSERT_EQ(r.sim.transfers, int64_t{c.nodes()} * (c.nodes() - 1) / 2);
      ASSERT_TRUE(all_hold(r.claims));
    }
}

TEST(KaryScatter, RandomRoots) {
  std::mt19937_64 rng(testing::test_seed("KaryScatter.RandomRoots"));
  for (int i = 0; i < 30; ++i) {
    const Cube c(std::uniform_int_distribution<int>(2, 9)(rng), std::uniform_int_distribution<int>(1, 3)(rng));
    const Node root = std::uniform_int_distribution<Node>(0, c.nodes() - 1)(rng);
    const ScatterResult r = single_node_scatter(c, root);
    ASSERT_EQ(r.array.front(), root);
    ASSERT_EQ(r.sim.steps, c.nodes() - 1) << c.k() << " " << c.n() << " root " << c.format(root);
    ASSERT_TRUE(r.sim.clean());
  }
}

TEST(KaryScatter, RejectsBadInput) {
  EXPECT_THROW(single_node_scatter(Cube(9, 4), 0), CubeError);
  EXPECT_THROW(single_node_scatter(Cube(5, 2), 25), CubeError);
}

}  // namespace
}  // namespace hc::kary
