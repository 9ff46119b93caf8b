// The verilated node deciding for a whole network: broadcasts with the broadcast unit at every node
// (the full 15^4 network among them) and all-pairs unicast with the router at every hop, identical
// to the golden model.
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/network.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/seed.h"
#include "sim/node/rtl_rules.h"

namespace hc::rtl {
namespace {

void expect_same_broadcast(const Hypercycle& g, Node origin) {
  RtlBroadcastRule rtl(g);
  BroadcastRun got = simulate_broadcast(g, origin, rtl);
  BroadcastRun want = simulate_broadcast(g, origin);
  SCOPED_TRACE(g.notation() + " origin " + std::to_string(origin));
  EXPECT_EQ(got.duplicates, 0);
  EXPECT_EQ(got.unreached, 0);
  EXPECT_EQ(got.steps, g.diameter());
  EXPECT_EQ(got.arrival, want.arrival);
  for (Node x = 0; x < g.nodes(); ++x) {
    ASSERT_EQ(got.tree[x].from, want.tree[x].from) << x;
    ASSERT_EQ(got.tree[x].port, want.tree[x].port) << x;
  }
  EXPECT_EQ(rtl.requests(), static_cast<uint64_t>(g.nodes()));  // the origin, and each node once
}

TEST(RtlNetwork, BroadcastOverTheFull15To4Network) {
  std::mt19937_64 rng(testing::test_seed("RtlNetwork.BroadcastOverTheFull15To4Network"));
  Hypercycle g({15, 15, 15, 15}, {1, 1, 1, 1});
  expect_same_broadcast(g, std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng));
}

TEST(RtlNetwork, BroadcastOverRandomHypercycles) {
  std::mt19937_64 rng(testing::test_seed("RtlNetwork.BroadcastOverRandomHypercycles"));
  for (int t = 0; t < 40; ++t) {
    Hypercycle g = random_hypercycle(rng, kMaxDims, 6000);
    expect_same_broadcast(g, std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng));
  }
}

TEST(RtlNetwork, AllPairsUnicastOnSmallHypercycles) {
  std::mt19937_64 rng(testing::test_seed("RtlNetwork.AllPairsUnicastOnSmallHypercycles"));
  std::vector<Hypercycle> graphs = {Hypercycle({4}, {1}), Hypercycle({8}, {2}), Hypercycle({4, 5, 3}, {2, 2, 1}),
                                    Hypercycle({2, 2, 2, 2}, {1, 1, 1, 1})};
  for (int t = 0; t < 12; ++t) graphs.push_back(random_hypercycle(rng, kMaxDims, 150));
  for (const Hypercycle& g : graphs) {
    RtlRouteRule rtl(g);
    for (uint16_t avail : {uint16_t{0xFFFF}, static_cast<uint16_t>(rng())}) {
      for (Node s = 0; s < g.nodes(); ++s)
        for (Node t = 0; t < g.nodes(); ++t) {
          Route got = route(g, s, t, avail, rtl), want = route(g, s, t, avail);
          ASSERT_EQ(got.path, want.path) << g.notation() << " " << s << "->" << t << " avail " << avail;
          ASSERT_EQ(got.ports, want.ports);
          ASSERT_EQ(got.waiting, want.waiting);
          ASSERT_EQ(got.wait_port, want.wait_port);
        }
    }
    EXPECT_LE(rtl.configurations(), 2u * static_cast<uint64_t>(g.nodes()));
  }
}

}  // namespace
}  // namespace hc::rtl
