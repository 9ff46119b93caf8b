#include <gtest/gtest.h>

#include <random>

#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"
#include "cpp_model/topology.h"

namespace hc {
namespace {

TEST(Topology, PortMapFollowsTheNumbering) {
  // G(4,6; 2,3): dimension 1 has m = 6, rho = 3 = m/2 (no -3 port), dimension 2 m = 4, rho = 2 = m/2.
  Hypercycle g({6, 4}, {3, 2});
  std::vector<std::pair<int, int>> expect = {{0, 1}, {0, 2}, {0, 3}, {0, -1}, {0, -2}, {1, 1}, {1, 2}, {1, -1}};
  ASSERT_EQ(g.degree(), 8);
  for (int p = 0; p < g.degree(); ++p) {
    EXPECT_EQ(port_info(g, p).dim, expect[p].first) << p;
    EXPECT_EQ(port_info(g, p).offset, expect[p].second) << p;
    EXPECT_EQ(port_of(g, expect[p].first, expect[p].second), p);
  }
  EXPECT_EQ(port_of(g, 0, -3), 2);  // -rho names the +rho link when 2 rho = m
  EXPECT_EQ(port_of(g, 1, -2), 6);
  EXPECT_THROW(port_info(g, 8), RangeError);
  EXPECT_THROW(port_of(g, 2, 1), RangeError);
  EXPECT_THROW(port_of(g, 0, 4), RangeError);
  EXPECT_THROW(port_of(g, 0, 0), RangeError);
}

// Neighbours over the ports are exactly the edge set of eq. (1), each once; distance is the BFS distance.
void check_against_definition(const Hypercycle& g) {
  auto adj = testing::ref_adjacency(g.m(), g.rho());
  for (Node x = 0; x < g.nodes(); ++x) {
    auto nb = neighbours(g, x);
    ASSERT_EQ(std::set<int>(nb.begin(), nb.end()), adj[x]) << g.notation() << " node " << x;
    ASSERT_EQ(nb.size(), adj[x].size()) << g.notation() << " node " << x;
  }
  for (Node s : {0, g.nodes() / 2, g.nodes() - 1}) {
    auto dist = testing::ref_bfs(adj, s);
    for (Node x = 0; x < g.nodes(); ++x) ASSERT_EQ(distance(g, s, x), dist[x]) << g.notation() << " " << s << "->" << x;
  }
}

TEST(Topology, EveryCirculantMatchesTheDefinition) {
  for (auto [m, rho] : testing::all_circulants()) check_against_definition(Hypercycle({m}, {rho}));
}

TEST(Topology, RandomHypercyclesMatchTheDefinition) {
  std::mt19937_64 rng(testing::test_seed("Topology.RandomHypercyclesMatchTheDefinition"));
  for (int t = 0; t < 40; ++t) check_against_definition(random_hypercycle(rng, kMaxDims, 3000));
}

}  // namespace
}  // namespace hc
