// The 2n node-disjoint parallel paths of Prop. 2.2.4 (paper 001, Example 2.2.2).
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/kary/paths.h"
#include "cpp_model/tests/seed.h"

namespace hc::kary {
namespace {

std::vector<std::string> text(const Cube& c, const ParallelPath& p) {
  std::vector<std::string> s;
  for (Node x : p.nodes) s.push_back(c.format(x));
  return s;
}

TEST(KaryPaths, Example222) {
  const Cube c(5, 3);
  const Node a = c.node_msf({0, 1, 3}), b = c.node_msf({0, 3, 4});
  const auto paths = parallel_paths(c, a, b);
  using S = std::vector<std::string>;
  ASSERT_EQ(paths.size(), 6u);
  EXPECT_EQ(text(c, paths[0]), (S{"013", "014", "024", "034"}));
  EXPECT_EQ(text(c, paths[1]), (S{"013", "023", "033", "034"}));
  EXPECT_EQ(text(c, paths[2]), (S{"013", "113", "114", "124", "134", "034"}));
  EXPECT_EQ(text(c, paths[3]), (S{"013", "413", "414", "424", "434", "034"}));
  EXPECT_EQ(text(c, paths[4]), (S{"013", "012", "022", "032", "031", "030", "034"}));
  EXPECT_EQ(text(c, paths[5]), (S{"013", "003", "004", "044", "034"}));
  EXPECT_EQ(paths[2].kind, PathKind::Detour);
  EXPECT_EQ(paths[2].digit, 3);
  EXPECT_EQ(paths[2].delta, +1);
  EXPECT_EQ(paths[5].kind, PathKind::Long);
  EXPECT_EQ(paths[5].digit, 2);
  // l = 3, h = 2, w_1 = 1, w_2 = 2: lengths l, l, l+2, l+2, l+k-2w_1 = 6, l+k-2w_2 = 4.
  EXPECT_EQ(claimed_lengths(c, a, b), (std::vector<int>{3, 3, 5, 5, 6, 4}));
  EXPECT_TRUE(check_paths(c, a, b, paths).ok());
}

TEST(KaryPaths, EvenRadixTieGoesBothWays) {
  // k = 4, w = k/2: the "shortest" way is +1, the "long" way -1, both of length 2 = l + k - 2w.
  const Cube c(4, 1);
  const auto paths = parallel_paths(c, 0, 2);
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(paths[0].nodes, (std::vector<Node>{0, 1, 2}));
  EXPECT_EQ(paths[1].nodes, (std::vector<Node>{0, 3, 2}));
  EXPECT_TRUE(check_paths(c, 0, 2, paths).ok());
}

TEST(KaryPaths, CheckerCatchesBrokenSets) {
  const Cube c(5, 3);
  const Node a = c.node_msf({0, 1, 3}), b = c.node_msf({0, 3, 4});
  auto paths = parallel_paths(c, a, b);
  auto shared = paths;
  shared[1].nodes[1] = shared[0].nodes[1];  // 014 on two paths (and 013 -> 014 -> 033 is no link)
  PathCheck s = check_paths(c, a, b, shared);
  EXPECT_FALSE(s.disjoint);
  EXPECT_FALSE(s.walks);
  auto fewer = paths;
  fewer.pop_back();
  EXPECT_FALSE(check_paths(c, a, b, fewer).count);
  EXPECT_FALSE(check_paths(c, a, b, fewer).lengths);
  auto longer = paths;
  longer[0].nodes = {a, c.move(a, 0, 1), c.move(c.move(a, 0, 1), 2, 1), c.move(a, 0, 1), c.node_msf({0, 2, 4}), b};
  EXPECT_FALSE(check_paths(c, a, b, longer).walks);
}

// Every ordered pair of distinct nodes, every small cube.
TEST(KaryPaths, AllPairsOfSmallCubes) {
  for (int k = 3; k <= 7; ++k)
    for (int n = 1; n <= 3; ++n) {
      if (k == 7 && n == 3) continue;  // 343 nodes: in the random test below
      const Cube c(k, n);
      const PathSweep s = sweep_paths(c);
      EXPECT_EQ(s.pairs, int64_t{c.nodes()} * (c.nodes() - 1));
      EXPECT_EQ(s.failures, 0) << k << "-ary " << n << "-cube: " << s.first_failure;
    }
  for (int k : {3, 4}) {
    const PathSweep s = sweep_paths(Cube(k, 4));
    EXPECT_EQ(s.failures, 0) << k << "-ary 4-cube: " << s.first_failure;
  }
}

TEST(KaryPaths, RandomPairsUpToRadix15) {
  std::mt19937_64 rng(testing::test_seed("KaryPaths.RandomPairsUpToRadix15"));
  for (int i = 0; i < 20000; ++i) {
    const Cube c(std::uniform_int_distribution<int>(3, 15)(rng), std::uniform_int_distribution<int>(1, 4)(rng));
    std::uniform_int_distribution<Node> node(0, c.nodes() - 1);
    Node a = node(rng), b = node(rng);
    if (a == b) continue;
    PathCheck chk = check_paths(c, a, b, parallel_paths(c, a, b));
    ASSERT_TRUE(chk.ok()) << c.k() << "-ary " << c.n() << "-cube " << c.format(a) << " -> " << c.format(b) << ": "
                          << chk.problem;
  }
}

TEST(KaryPaths, RejectsWhatThePropositionExcludes) {
  EXPECT_THROW(parallel_paths(Cube(2, 3), 0, 7), CubeError);
  EXPECT_THROW(parallel_paths(Cube(5, 2), 3, 3), CubeError);
  EXPECT_THROW(parallel_paths(Cube(5, 2), 0, 25), CubeError);
  EXPECT_THROW(sweep_paths(Cube(6, 4)), CubeError);
}

}  // namespace
}  // namespace hc::kary
