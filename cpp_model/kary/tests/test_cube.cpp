// The k-ary n-cube and its structure (paper 001, Def. 2.1.3, Prop. 2.1.1, Props. 2.2.1 - 2.2.3).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "cpp_model/kary/properties.h"
#include "cpp_model/tests/reference.h"

namespace hc::kary {
namespace {

TEST(KaryCube, DigitsAndFormat) {
  const Cube c(5, 3);
  EXPECT_EQ(c.nodes(), 125);
  const Node x = c.node_msf({0, 1, 3});  // "013": a_3 = 0, a_2 = 1, a_1 = 3
  EXPECT_EQ(x, 8);
  EXPECT_EQ(c.digits(x), (Digits{3, 1, 0}));
  EXPECT_EQ(c.digits_msf(x), (Digits{0, 1, 3}));
  EXPECT_EQ(c.format(x), "013");
  EXPECT_EQ(Cube(12, 2).format(Cube(12, 2).node_msf({11, 3})), "11.3");
  EXPECT_EQ(c.format(c.move(x, 0, +2)), "010");
  EXPECT_EQ(c.format(c.add(x, c.node_msf({4, 4, 4}))), "402");
  EXPECT_EQ(c.format(c.sub(x, c.node_msf({0, 3, 4}))), "034");
  for (Node y = 0; y < c.nodes(); ++y) ASSERT_EQ(c.node(c.digits(y)), y);
}

TEST(KaryCube, LinksAreDistinctAndOnlyBetweenNeighbours) {
  for (int k : {2, 3, 4, 7}) {
    const Cube c(k, 3);
    std::set<int64_t> ids;
    for (Node x = 0; x < c.nodes(); ++x)
      for (Node y = 0; y < c.nodes(); ++y) {
        int64_t l = c.link(x, y);
        ASSERT_EQ(l >= 0, c.lee(x, y) == 1) << k << " " << x << " " << y;
        if (l >= 0) {
          ASSERT_TRUE(ids.insert(l).second);
        }
      }
    EXPECT_EQ(static_cast<int64_t>(ids.size()), c.directed_links()) << k;
  }
}

TEST(KaryCube, RejectsOutOfRange) {
  EXPECT_THROW(Cube(1, 2), CubeError);
  EXPECT_THROW(Cube(16, 2), CubeError);
  EXPECT_THROW(Cube(5, 0), CubeError);
  EXPECT_THROW(Cube(5, 5), CubeError);
  const Cube c(5, 2);
  EXPECT_THROW(c.digits(25), CubeError);
  EXPECT_THROW(c.node({1, 2, 3}), CubeError);
  EXPECT_THROW(c.node_msf({5, 0}), CubeError);
  EXPECT_THROW(rings(c, 2), CubeError);
  EXPECT_THROW(direct_edges(Cube(11, 4)), CubeError);
}

// Prop. 2.1.1 read with the copies' own links equals the definition (all pairs at Lee distance 1);
// as printed, E^(n) holds only the links of direction n: k^(n-1) rings of k links (1 link for k = 2).
TEST(KaryCube, RecursiveConstructionEqualsDefinition) {
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      std::vector<Edge> from_neighbours;
      for (Node x = 0; x < c.nodes(); ++x)
        for (Node y : c.neighbors(x))
          if (x < y) from_neighbours.emplace_back(x, y);
      std::sort(from_neighbours.begin(), from_neighbours.end());
      from_neighbours.erase(std::unique(from_neighbours.begin(), from_neighbours.end()), from_neighbours.end());
      const auto rec = recursive_edges(c, Recursion::WithCopies);
      ASSERT_EQ(rec, from_neighbours) << k << "-ary " << n << "-cube";
      if (c.nodes() <= 2000) {
        ASSERT_EQ(rec, direct_edges(c)) << k << "-ary " << n << "-cube";
      }
      const auto printed = recursive_edges(c, Recursion::AsPrinted);
      const int64_t ring_links = k == 2 ? 1 : k;
      EXPECT_EQ(static_cast<int64_t>(printed.size()), c.nodes() / k * ring_links) << k << " " << n;
      EXPECT_EQ(printed == rec, n == 1) << k << " " << n;
    }
}

// Props. 2.2.1 - 2.2.3 and the k = 2 remark, for every k = 2..15, n = 1..4.
TEST(KaryCube, DegreeLinksDiameterRings) {
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      const Measured m = measure(c);
      EXPECT_EQ(m.degree_min, paper_degree(c)) << k << " " << n;
      EXPECT_EQ(m.degree_max, paper_degree(c)) << k << " " << n;
      EXPECT_EQ(m.links, paper_links(c)) << k << " " << n;
      EXPECT_EQ(m.diameter, paper_diameter(c)) << k << " " << n;
      EXPECT_TRUE(m.bfs_is_lee) << k << " " << n;
      EXPECT_EQ(m.rings_per_direction, paper_rings(c)) << k << " " << n;
      EXPECT_TRUE(m.rings_disjoint_cycles) << k << " " << n;
      if (k > 2) {
        EXPECT_EQ(paper_degree(c), 2 * n);
        EXPECT_EQ(paper_links(c), int64_t{n} * c.nodes());
      }
    }
  EXPECT_EQ(paper_links(Cube(2, 3)), 12);  // n 2^(n-1)
  EXPECT_EQ(paper_degree(Cube(2, 3)), 3);
}

// measure() uses node 0 for all nodes; check breadth-first distance = Lee distance from every node.
TEST(KaryCube, GraphDistanceIsLeeDistanceFromEveryNode) {
  for (int k = 3; k <= 6; ++k)
    for (int n = 1; n <= 3; ++n) {
      const Cube c(k, n);
      const auto adjacency = hc::testing::ref_adjacency(std::vector<int>(n, k), std::vector<int>(n, 1));
      for (Node s = 0; s < c.nodes(); ++s) {
        const std::vector<int> d = hc::testing::ref_bfs(adjacency, s);
        for (Node x = 0; x < c.nodes(); ++x) ASSERT_EQ(d[x], c.lee(s, x)) << k << " " << n << " " << s << " " << x;
      }
    }
}

TEST(KaryCube, Example221Rings) {
  const Cube c(4, 2);
  auto text = [&c](const std::vector<std::vector<Node>>& rs) {
    std::vector<std::vector<std::string>> out;
    for (const auto& r : rs) {
      out.emplace_back();
      for (Node x : r) out.back().push_back(c.format(x));
    }
    return out;
  };
  using R = std::vector<std::vector<std::string>>;
  EXPECT_EQ(text(rings(c, 0)), (R{{"00", "01", "02", "03"}, {"10", "11", "12", "13"}, {"20", "21", "22", "23"},
                                  {"30", "31", "32", "33"}}));
  EXPECT_EQ(text(rings(c, 1)), (R{{"00", "10", "20", "30"}, {"01", "11", "21", "31"}, {"02", "12", "22", "32"},
                                  {"03", "13", "23", "33"}}));
}

}  // namespace
}  // namespace hc::kary
