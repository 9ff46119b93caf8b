#include <gtest/gtest.h>

#include <random>

#include "cpp_model/network.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"
#include "cpp_model/topology.h"

namespace hc {
namespace {

// Every node exactly once, in exactly D steps, each node at the step the paper's paths predict and
// never before its distance from the origin. (Not always at its distance: in C_6<1,2> node 4 is one
// hop counter-clockwise, but the -2 port gets weight a = 0 and node 4 is reached clockwise in step 2.)
void check_broadcast(const Hypercycle& g, Node origin, const std::vector<int>& dist) {
  const std::vector<int> predicted = testing::ref_arrival(g.m(), g.rho(), origin);
  BroadcastRun run = simulate_broadcast(g, origin);
  SCOPED_TRACE(g.notation() + " origin " + std::to_string(origin));
  ASSERT_FALSE(run.truncated);
  ASSERT_EQ(run.duplicates, 0);
  ASSERT_EQ(run.unreached, 0);
  ASSERT_EQ(run.messages, g.nodes() - 1);
  ASSERT_EQ(run.steps, g.diameter());
  for (Node x = 0; x < g.nodes(); ++x) {
    ASSERT_EQ(run.receptions[x], x == origin ? 0 : 1);
    ASSERT_EQ(run.arrival[x], predicted[x]) << "node " << x;
    ASSERT_GE(run.arrival[x], dist[x]) << "node " << x;
  }
}

TEST(Network, SomeNodesArriveAfterTheirDistance) {
  BroadcastRun run = simulate_broadcast(Hypercycle({6}, {2}), 0);
  EXPECT_EQ(run.arrival, (std::vector<int>{0, 1, 1, 2, 2, 1}));
}

TEST(Network, EveryCirculantEveryOriginExactlyOnceInDSteps) {
  for (auto [m, rho] : testing::all_circulants()) {
    Hypercycle g({m}, {rho});
    auto adj = testing::ref_adjacency({m}, {rho});
    for (Node o = 0; o < m; ++o) check_broadcast(g, o, testing::ref_bfs(adj, o));
  }
}

TEST(Network, RandomHypercyclesRandomOrigins) {
  std::mt19937_64 rng(testing::test_seed("Network.RandomHypercyclesRandomOrigins"));
  for (int c = 0; c < 60; ++c) {
    Hypercycle g = random_hypercycle(rng, kMaxDims, 6000);
    auto adj = testing::ref_adjacency(g.m(), g.rho());
    for (int k = 0; k < 3; ++k) {
      Node o = std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng);
      check_broadcast(g, o, testing::ref_bfs(adj, o));
    }
  }
}

TEST(Network, Full15To4Network) {
  Hypercycle g({15, 15, 15, 15}, {1, 1, 1, 1});
  ASSERT_EQ(g.nodes(), 50625);
  std::mt19937_64 rng(testing::test_seed("Network.Full15To4Network"));
  for (Node o : {Node{0}, std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng)}) {
    std::vector<int> dist(g.nodes());
    for (Node x = 0; x < g.nodes(); ++x) dist[x] = distance(g, o, x);
    check_broadcast(g, o, dist);
  }
}

// Rules that break the algorithm are caught: the simulator can fail.
struct FloodRule : BroadcastRule {  // every node sends weight (1,1) on every port, once
  explicit FloodRule(int deg) : deg_(deg) {}
  SendList origin() override {
    SendList s;
    for (int p = 0; p < deg_; ++p) s.push(p, 1, 1);
    return s;
  }
  SendList forward(Weight, int) override { return {}; }
  int deg_;
};

struct EchoRule : BroadcastRule {  // sends back where it came from, forever
  SendList origin() override {
    SendList s;
    s.push(0, 1, 1);
    return s;
  }
  SendList forward(Weight, int in_port) override {
    SendList s;
    s.push(in_port, 1, 1);
    return s;
  }
};

struct BadPortRule : BroadcastRule {
  SendList origin() override {
    SendList s;
    s.push(5, 1, 1);
    return s;
  }
  SendList forward(Weight, int) override { return {}; }
};

TEST(Network, BrokenRulesAreReported) {
  Hypercycle g({8}, {2});  // ports +1,+2,-1,-2 reach 1,2,7,6
  FloodRule flood(g.degree());
  BroadcastRun f = simulate_broadcast(g, 0, flood);
  EXPECT_EQ(f.unreached, 3);  // 3, 4, 5
  EXPECT_EQ(f.duplicates, 0);
  EchoRule echo;
  BroadcastRun e = simulate_broadcast(g, 0, echo);
  EXPECT_TRUE(e.truncated);
  EXPECT_GT(e.duplicates, 0);
  BadPortRule bad;
  EXPECT_THROW(simulate_broadcast(g, 0, bad), Error);
  EXPECT_THROW(simulate_broadcast(g, 8), RangeError);
}

}  // namespace
}  // namespace hc
