// Moving m packets between two nodes (paper 001, Sec. 3.2, Prop. 3.2.1).
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/kary/one_to_one.h"
#include "cpp_model/tests/seed.h"

namespace hc::kary {
namespace {

TEST(KaryOneToOne, Example222OnePortAndAllPort) {
  const Cube c(5, 3);
  const Node a = c.node_msf({0, 1, 3}), b = c.node_msf({0, 3, 4});
  const OneToOneResult one = one_to_one(c, a, b, 10, PortModel::OnePort);
  EXPECT_EQ(one.sim.steps, 12);  // m + D_L - 1 = 10 + 3 - 1
  EXPECT_TRUE(one.sim.clean());
  EXPECT_TRUE(all_hold(one.claims));
  const OneToOneResult all = one_to_one(c, a, b, 12, PortModel::AllPort);
  EXPECT_EQ(all.p_max, 6);
  EXPECT_EQ(all.parts, (std::vector<int>{2, 2, 2, 2, 2, 2}));
  EXPECT_EQ(all.sim.steps, 7);  // ceil(12/6) + 6 - 1
  EXPECT_TRUE(all.sim.clean());
  EXPECT_EQ(all.lower_bound, 4);  // ceil(12/6) + 3 - 1
  EXPECT_EQ(all.best_steps, 6);   // 4 + 4 + 2 + 2 packets on the paths of 3, 3, 5, 5 links
  EXPECT_EQ(all.best_parts, (std::vector<int>{4, 4, 2, 2, 0, 0}));
  EXPECT_EQ(all.best_sim.steps, 6);
  EXPECT_TRUE(all.best_sim.clean());
}

// "This time is optimal if ceil(m/2n) > P_max(A,B)": k = 5, n = 1, A = 0, B = 1, m = 10. ceil(10/2) = 5 > 4;
// the paper's schedule takes 5 + 4 - 1 = 8 steps, 7 on the short path and 3 on the long one take 7.
TEST(KaryOneToOne, OptimalityRemarkFails) {
  const OneToOneResult r = one_to_one(Cube(5, 1), 0, 1, 10, PortModel::AllPort);
  EXPECT_EQ(r.sim.steps, 8);
  EXPECT_EQ(r.best_steps, 7);
  EXPECT_EQ(r.best_parts, (std::vector<int>{7, 3}));
  EXPECT_EQ(r.best_sim.steps, 7);
  EXPECT_TRUE(r.best_sim.clean());
  ASSERT_EQ(r.claims.size(), 2u);
  EXPECT_TRUE(r.claims[0].holds());
  EXPECT_FALSE(r.claims[1].holds());
}

TEST(KaryOneToOne, RandomPairsAndSizes) {
  std::mt19937_64 rng(testing::test_seed("KaryOneToOne.RandomPairsAndSizes"));
  for (int i = 0; i < 300; ++i) {
    const Cube c(std::uniform_int_distribution<int>(3, 15)(rng), std::uniform_int_distribution<int>(1, 4)(rng));
    std::uniform_int_distribution<Node> node(0, c.nodes() - 1);
    Node a = node(rng), b = node(rng);
    if (a == b) continue;
    const int m = std::uniform_int_distribution<int>(1, 200)(rng);
    const OneToOneResult one = one_to_one(c, a, b, m, PortModel::OnePort);
    ASSERT_TRUE(one.sim.clean());
    ASSERT_EQ(one.sim.steps, m + c.lee(a, b) - 1);
    const OneToOneResult all = one_to_one(c, a, b, m, PortModel::AllPort);
    ASSERT_TRUE(all.sim.clean() && all.best_sim.clean());
    const int ports = 2 * c.n(), part = (m + ports - 1) / ports;
    ASSERT_LE(all.sim.steps, part + all.p_max - 1);
    if (m % ports == 0) {
      ASSERT_EQ(all.sim.steps, part + all.p_max - 1);
    }
    ASSERT_LE(all.lower_bound, all.best_steps);
    ASSERT_LE(all.best_steps, all.sim.steps);
    ASSERT_EQ(all.best_sim.steps, all.best_steps);
  }
}

// The remark over whole cubes: destinations from 0 where a split over the same paths beats the paper.
TEST(KaryOneToOne, OptimalityRemarkSweep) {
  std::vector<int64_t> faster;
  for (int k : {3, 4, 5, 6}) {
    const RemarkSweep s = sweep_optimality_remark(Cube(k, 2));
    EXPECT_EQ(s.destinations, k * k - 1);
    EXPECT_EQ(s.formula_met, s.destinations);
    EXPECT_EQ(s.broken, 0);
    faster.push_back(s.best_faster);
  }
  EXPECT_EQ(faster, (std::vector<int64_t>{0, 10, 16, 30}));
  const RemarkSweep s53 = sweep_optimality_remark(Cube(5, 3));
  EXPECT_EQ(s53.best_faster, 110);
  EXPECT_EQ(s53.destinations, 124);
  EXPECT_THROW(sweep_optimality_remark(Cube(9, 4)), CubeError);
}

TEST(KaryOneToOne, RejectsBadInput) {
  EXPECT_THROW(one_to_one(Cube(5, 2), 0, 1, 0, PortModel::OnePort), CubeError);
  EXPECT_THROW(one_to_one(Cube(5, 2), 0, 0, 5, PortModel::OnePort), CubeError);
  EXPECT_THROW(one_to_one(Cube(2, 2), 0, 1, 5, PortModel::AllPort), CubeError);
}

}  // namespace
}  // namespace hc::kary
