#include <gtest/gtest.h>

#include <random>

#include "cpp_model/tests/seed.h"
#include "cpp_model/wormhole/algorithms.h"

namespace hc::wormhole {
namespace {

TEST(WormholeAlgorithms, BasicStandInTakesLemma1Steps) {
  EXPECT_EQ(basic_groups(0), std::vector<int>{});
  EXPECT_EQ(basic_groups(1), (std::vector<int>{1}));
  EXPECT_EQ(basic_groups(3), (std::vector<int>{2, 1}));
  EXPECT_EQ(basic_groups(4), (std::vector<int>{2, 1, 1}));
  EXPECT_EQ(basic_groups(6), (std::vector<int>{2, 2, 2}));
  EXPECT_EQ(basic_groups(7), (std::vector<int>{3, 2, 1, 1}));
  EXPECT_EQ(basic_groups(11), (std::vector<int>{3, 3, 2, 2, 1}));
  for (int d = 0; d <= kMaxN; ++d) {
    std::vector<int> g = basic_groups(d);
    int sum = 0;
    for (int x : g) {
      sum += x;
      EXPECT_LE((1 << x) - 1, d) << "a Gray path of Basic(" << d << ") is longer than " << d;
    }
    EXPECT_EQ(sum, d);
    EXPECT_EQ(static_cast<int>(g.size()), ho_steps(d)) << d;
  }
  EXPECT_THROW(basic_groups(-1), ParamError);
}

TEST(WormholeAlgorithms, Example1CubeBased) {
  // Q_8, m = 3: Basic on 000000XXX... (printed with one 0 too many), then 8 cubes, then 64 (the
  // paper says 128), T(3) + T(3) + T(2) = 6 steps.
  const Plan plan = cube_based_plan(8, 3);
  ASSERT_EQ(plan.phases.size(), 3u);
  EXPECT_EQ(plan.phases[0].call, "Basic(0^8; 0,1,2)");
  EXPECT_EQ(plan.phases[1].call, "Basic(0^5 a_2..a_0; 3,4,5)");
  EXPECT_EQ(plan.phases[2].call, "Basic(0^2 a_5..a_0; 6,7)");
  EXPECT_EQ(plan.phases[0].cubes, 1);
  EXPECT_EQ(plan.phases[1].cubes, 8);
  EXPECT_EQ(plan.phases[2].cubes, 64);
  EXPECT_EQ(plan.phases[2].first_step, 5);
  EXPECT_EQ(plan.phases[2].steps, 2);
  const SimReport r = simulate(plan, 0);
  EXPECT_TRUE(r.invariants_held());
  EXPECT_EQ(r.completion_step, 6);
  EXPECT_EQ(r.max_path_length, 3);
}

TEST(WormholeAlgorithms, Example2GrayBased) {
  const Plan plan = gray_based_plan(5, 3);
  ASSERT_EQ(plan.phases.size(), 3u);
  EXPECT_EQ(plan.phases[0].call, "Gray(5, 2, 0^5; 0,1)");
  EXPECT_EQ(plan.phases[1].call, "Gray(5, 2, 0^3 a_1..a_0; 2,3)");
  EXPECT_EQ(plan.phases[2].call, "Gray(5, 2, 0^1 a_3..a_0; 4)");
  EXPECT_EQ(plan.phases[0].cubes, 1);
  EXPECT_EQ(plan.phases[1].cubes, 4);
  EXPECT_EQ(plan.phases[2].cubes, 16);
  std::vector<int64_t> paths;
  const SimReport r =
      simulate(plan, 0, [&](int, const StepPaths& p) { paths.push_back(static_cast<int64_t>(p.size())); });
  EXPECT_EQ(paths, (std::vector<int64_t>{1, 4, 16}));
  EXPECT_TRUE(r.invariants_held());
  EXPECT_EQ(r.completion_step, 3);
  ASSERT_EQ(r.per_step.size(), 3u);
  EXPECT_EQ(r.per_step[0].informed, 4);
  EXPECT_EQ(r.per_step[1].informed, 16);
  EXPECT_EQ(r.per_step[2].informed, 32);
}

// Both algorithms, every 1 <= m <= n: exactly the theorem's steps, every rule kept, no node informed
// twice, and a GC step multiplies the informed nodes by 2^g.
void check_all(int n, Node source) {
  for (int m = 1; m <= n; ++m) {
    for (Algorithm a : {Algorithm::Cube, Algorithm::Gray}) {
      const Plan plan = make_plan(a, n, m);
      const SimReport r = simulate(plan, source);
      const int formula = a == Algorithm::Cube ? cube_steps(n, m) : gray_steps(n, m);
      ASSERT_TRUE(r.invariants_held()) << algorithm_name(a) << " n=" << n << " m=" << m;
      ASSERT_EQ(r.completion_step, formula) << algorithm_name(a) << " n=" << n << " m=" << m;
      ASSERT_EQ(r.steps, formula);
      ASSERT_EQ(r.redundant_receptions, 0);
      ASSERT_LE(r.max_path_length, m);
      ASSERT_GE(r.completion_step, lower_bound(n, m));
      int64_t informed = 1;
      for (size_t t = 0; t < r.per_step.size(); ++t) {
        informed <<= plan.step_dims[t].size();
        ASSERT_EQ(r.per_step[t].informed, informed);
      }
    }
  }
}

TEST(WormholeAlgorithms, TheoremsHoldExhaustivelyUpTo16) {
  for (int n = 1; n <= 16; ++n) check_all(n, 0);
}

TEST(WormholeAlgorithms, TheoremsHoldAtRandomSourcesUpTo16) {
  std::mt19937_64 rng(testing::test_seed("WormholeAlgorithms.TheoremsHoldAtRandomSourcesUpTo16"));
  for (int n : {13, 14, 15, 16}) check_all(n, std::uniform_int_distribution<Node>(0, (Node{1} << n) - 1)(rng));
}

TEST(WormholeAlgorithms, StepPathsFromASource) {
  const Plan plan = gray_based_plan(4, 3);  // s = 2: steps over {0,1} and {2,3}
  StepPaths first = step_paths(plan, 0, 5);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first.nodes(0), (std::vector<Node>{5, 4, 6, 7}));
  StepPaths second = step_paths(plan, 1, 5);
  ASSERT_EQ(second.size(), 4u);
  EXPECT_EQ(second.source(3), 5u ^ 3u);
  EXPECT_EQ(second.nodes(0), (std::vector<Node>{5, 1, 9, 13}));
  EXPECT_THROW(step_paths(plan, 2, 0), ParamError);
  EXPECT_THROW(step_paths(plan, 0, 16), ParamError);
  EXPECT_EQ(parse_algorithm("cube"), Algorithm::Cube);
  EXPECT_EQ(parse_algorithm("gray"), Algorithm::Gray);
  EXPECT_THROW(parse_algorithm("ecube"), ParamError);
  EXPECT_THROW(cube_based_plan(3, 4), ParamError);
}

}  // namespace
}  // namespace hc::wormhole
