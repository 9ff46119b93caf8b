#include <gtest/gtest.h>

#include <random>

#include "cpp_model/random_config.h"
#include "cpp_model/routing.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"

namespace hc {
namespace {

Decision port(int p) { return {Outcome::Port, p}; }

TEST(Routing, OddEvenPreferenceOnTies) {
  // G(4; 1) (paper 003 Fig. 1a): rho-quotients 0,1,2,3; even ones go clockwise (+1 = port 0).
  Hypercycle g4({4}, {1});
  EXPECT_EQ(next_port(g4, 0, 2, 0xFFFF), port(0));
  EXPECT_EQ(next_port(g4, 1, 3, 0xFFFF), port(1));
  EXPECT_EQ(next_port(g4, 2, 0, 0xFFFF), port(0));
  EXPECT_EQ(next_port(g4, 3, 1, 0xFFFF), port(1));
  // G(8; 2) (m = 4 rho, Fig. 1b): nodes 0,1,4,5 have even quotients, 2,3,6,7 odd.
  Hypercycle g8({8}, {2});
  for (Node x = 0; x < 8; ++x) {
    bool cw = (x / 2) % 2 == 0;
    EXPECT_EQ(next_port(g8, x, (x + 4) % 8, 0xFFFF), port(cw ? 1 : 3)) << x;  // +2 is port 1, -2 port 3
  }
}

TEST(Routing, GreedyHopShorterWayHighestDimensionFirst) {
  Hypercycle g({7, 9}, {3, 2});  // dimension 1: m 7, rho 3 (ports 0..5); dimension 2: m 9, rho 2 (ports 6..9)
  auto node = [&](int x2, int x1) { return static_cast<Node>(x2 * 7 + x1); };
  EXPECT_EQ(next_port(g, node(0, 0), node(0, 0), 0), (Decision{Outcome::Arrived, -1}));
  EXPECT_EQ(next_port(g, node(0, 0), node(3, 6), 0xFFFF), port(7));  // dim 2 first, +2
  EXPECT_EQ(next_port(g, node(0, 0), node(1, 6), 0xFFFF), port(6));  // +1 (min(rho, 1))
  EXPECT_EQ(next_port(g, node(0, 0), node(6, 6), 0xFFFF), port(9));  // 3 ccw: -2
  EXPECT_EQ(next_port(g, node(0, 0), node(0, 5), 0xFFFF), port(4));  // 2 ccw in dim 1: -2
  EXPECT_EQ(next_port(g, node(0, 0), node(0, 3), 0xFFFF), port(2));  // 3 cw: +3
}

TEST(Routing, BusyChosenPortMeansWaitNeverAnotherPort) {
  Hypercycle g({5}, {2});
  EXPECT_EQ(next_port(g, 0, 2, 0xFFFF & ~(1u << 1)), (Decision{Outcome::Wait, 1}));
  EXPECT_EQ(next_port(g, 0, 2, 1u << 1), port(1));
  EXPECT_EQ(next_port(g, 0, 2, 0), (Decision{Outcome::Wait, 1}));
  EXPECT_EQ(next_port(g, 0, 0, 0), (Decision{Outcome::Arrived, -1}));
  Route r = route(g, 4, 1, static_cast<uint16_t>(~(1u << 0)));  // 4 -> 1: +2 then... port 1 (+2) to 1
  EXPECT_FALSE(r.waiting);
  Route blocked = route(g, 4, 1, static_cast<uint16_t>(~(1u << 1)));
  EXPECT_TRUE(blocked.waiting);
  EXPECT_EQ(blocked.wait_port, 1);
  EXPECT_EQ(blocked.path, std::vector<Node>{4});
  EXPECT_THROW(next_port(g, 0, 5, 0xFFFF), RangeError);
}

// A route is minimal, visits dimensions from the highest down, each hop min(rho, remaining) the
// shorter way (odd/even preference on ties), and every hop is an edge of eq. (1).
void check_route(const Hypercycle& g, Node s, Node t, const std::vector<std::set<int>>& adj, int bfs) {
  Route r = route(g, s, t);
  ASSERT_FALSE(r.waiting);
  ASSERT_EQ(r.path.back(), t);
  ASSERT_EQ(static_cast<int>(r.ports.size()), bfs) << g.notation() << " " << s << "->" << t;
  int last_dim = g.r();
  for (size_t h = 0; h < r.ports.size(); ++h) {
    Digits cur = digits_of(g, r.path[h]), dst = digits_of(g, t);
    PortInfo p = port_info(g, r.ports[h]);
    ASSERT_LE(p.dim, last_dim);
    last_dim = p.dim;
    for (int i = p.dim + 1; i < g.r(); ++i) ASSERT_EQ(cur[i], dst[i]);
    const Dimension& d = g.dim(p.dim);
    int cw = (dst[p.dim] - cur[p.dim] + d.m) % d.m, ccw = d.m - cw;
    bool go_cw = cw < ccw || (cw == ccw && (cur[p.dim] / d.rho) % 2 == 0);
    int want = std::min(d.rho, go_cw ? cw : ccw);
    if (2 * d.rho == d.m && want == d.rho)
      ASSERT_EQ(p.offset, d.rho);  // the +rho port serves both directions
    else
      ASSERT_EQ(p.offset, go_cw ? want : -want);
    ASSERT_TRUE(adj[r.path[h]].count(r.path[h + 1]));
  }
}

TEST(Routing, EveryCirculantAllPairsMinimal) {
  for (auto [m, rho] : testing::all_circulants()) {
    Hypercycle g({m}, {rho});
    auto adj = testing::ref_adjacency({m}, {rho});
    for (Node s = 0; s < m; ++s) {
      auto dist = testing::ref_bfs(adj, s);
      for (Node t = 0; t < m; ++t) check_route(g, s, t, adj, dist[t]);
    }
  }
}

TEST(Routing, RandomHypercyclesAllPairsFromSomeSources) {
  std::mt19937_64 rng(testing::test_seed("Routing.RandomHypercyclesAllPairsFromSomeSources"));
  for (int c = 0; c < 30; ++c) {
    Hypercycle g = random_hypercycle(rng, kMaxDims, 4000);
    auto adj = testing::ref_adjacency(g.m(), g.rho());
    for (int k = 0; k < 4; ++k) {
      Node s = std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng);
      auto dist = testing::ref_bfs(adj, s);
      for (Node t = 0; t < g.nodes(); ++t) check_route(g, s, t, adj, dist[t]);
    }
  }
}

TEST(Routing, MaskBitsAboveTheDegreeAreIgnored) {
  Hypercycle g({6}, {1});
  for (Node t = 1; t < 6; ++t) EXPECT_EQ(next_port(g, 0, t, 0xFFFF), next_port(g, 0, t, 0x0003));
}

}  // namespace
}  // namespace hc
