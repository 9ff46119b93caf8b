#include <gtest/gtest.h>

#include <random>

#include "cpp_model/qstar/distance.h"
#include "cpp_model/tests/seed.h"

namespace hc::qstar {
namespace {

TEST(QstarDistance, Lemma1EqualsBfsForEveryDistinctPair) {
  for (int n = kMinN; n <= 6; ++n) {
    Network q(n);
    for (int s = 0; s < q.processors(); ++s) {
      const auto dist = bfs_distances(q, s);
      for (int t = 0; t < q.processors(); ++t) {
        const int formula = lemma1_distance(q, q.vertex(s), q.vertex(t));
        if (s == t) {
          ASSERT_EQ(dist[t], 0);
          ASSERT_EQ(formula, 1);  // Lemma 1 says "any two vertices"; for a vertex and itself it gives 1, not 0
        } else {
          ASSERT_EQ(formula, dist[t]) << n << " " << format(q.vertex(s)) << " " << format(q.vertex(t));
        }
      }
    }
  }
}

TEST(QstarDistance, Lemma1RandomPairsUpToQ10) {
  std::mt19937_64 rng(testing::test_seed("QstarDistance.Lemma1RandomPairsUpToQ10"));
  for (int n = 7; n <= kMaxN; ++n) {
    Network q(n);
    std::uniform_int_distribution<int> pick(0, q.processors() - 1);
    for (int k = 0; k < 3; ++k) {
      const int s = pick(rng);
      const auto dist = bfs_distances(q, s);
      for (int t = 0; t < q.processors(); ++t) {
        if (t != s) {
          ASSERT_EQ(lemma1_distance(q, q.vertex(s), q.vertex(t)), dist[t]) << n << " " << s << " " << t;
        }
      }
    }
  }
}

TEST(QstarDistance, Theorem1DiameterIsN) {
  for (int n = kMinN; n <= 8; ++n) {
    Network q(n);
    EXPECT_EQ(diameter(q), n) << n;
    for (int p = 0; p < q.processors(); p += 7) EXPECT_EQ(eccentricity(q, p), n) << n << " " << p;
    const auto pair = theorem1_pair(q);
    EXPECT_EQ(bfs_distances(q, q.id(pair[0]))[q.id(pair[1])], n);
    // The proof's "d(<l,u>,<l',u'>) = n - 1" is the smallest Hamming distance between the ends.
    EXPECT_EQ(lemma1_distance(q, pair[0], pair[1]) - 1, n - 1);
  }
  Network q3(3);
  EXPECT_EQ(theorem1_pair(q3), (std::vector<Vertex>{{0, 4}, {3, 7}}));
  EXPECT_THROW(q3.id({7, 3}), VertexError);  // the pair as printed, <111, 011>, has l > u
}

TEST(QstarDistance, PathRulesOfSection2) {
  Network q(3);
  const int a = q.id({0, 1}), b = q.id({1, 3}), c = q.id({3, 7}), d = q.id({0, 2});
  EXPECT_EQ(path_problem(q, {a, b, c}, {1, 3}), "");
  EXPECT_EQ(path_problem(q, {a}, {}), "");
  EXPECT_EQ(path_problem(q, {a, b}, {0}), "<0,1> and <1,3> are not both on e_0");
  EXPECT_EQ(path_problem(q, {a, b, a}, {1, 3}), "a vertex repeats");
  EXPECT_EQ(path_problem(q, {a, d, q.id({0, 4})}, {0, 0}), "a hyperlink repeats");
  EXPECT_EQ(path_problem(q, {a, b}, {}), "a path of q hyperlinks has q + 1 vertices");
  EXPECT_EQ(path_problem(q, {a, 12}, {1}), "processor number 12 does not exist");
  EXPECT_THROW(bfs_distances(q, 12), VertexError);
  EXPECT_THROW(lemma1_distance(q, {0, 1}, {1, 2}), VertexError);
}

}  // namespace
}  // namespace hc::qstar
