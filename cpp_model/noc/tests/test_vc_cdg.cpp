// Deadlock freedom of the network: the (channel, class) dependency graph built with the switch's rules
// is acyclic for every circulant and for whole networks up to 4,096 nodes, and cyclic without datelines.
#include <gtest/gtest.h>

#include "cpp_model/deadlock.h"
#include "cpp_model/noc/switch_rules.h"
#include "cpp_model/noc/vc_cdg.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/seed.h"
#include "cpp_model/topology.h"

namespace hc::noc {
namespace {

// A reported cycle must be one: each channel leads to the node the next one leaves.
void expect_real_cycle(const Hypercycle& g, const VcCdgAnalysis& a) {
  ASSERT_FALSE(a.cycle.empty());
  for (size_t i = 0; i < a.cycle.size(); ++i) {
    const VcChannel& c = a.cycle[i];
    const VcChannel& next = a.cycle[(i + 1) % a.cycle.size()];
    EXPECT_EQ(neighbour(g, c.node, c.port), next.node) << g.notation();
  }
}

TEST(VcCdg, EveryCirculantIsAcyclicWithDatelines) {
  for (int m = kMinRadix; m <= kMaxRadix; ++m)
    for (int rho = 1; rho <= m / 2; ++rho) {
      Hypercycle g({m}, {rho});
      VcCdgAnalysis a = analyse_vc_cdg(g, false);
      EXPECT_TRUE(a.acyclic) << g.notation();
      EXPECT_EQ(a.dependencies > 0, g.diameter() > 1) << g.notation();  // one hop depends on nothing
    }
}

TEST(VcCdg, WithoutDatelinesOnlyDiameterOneCirculantsAreAcyclic) {
  for (int m = kMinRadix; m <= kMaxRadix; ++m)
    for (int rho = 1; rho <= m / 2; ++rho) {
      Hypercycle g({m}, {rho});
      VcCdgAnalysis a = analyse_vc_cdg(g, true);
      EXPECT_EQ(a.acyclic, g.diameter() == 1) << g.notation();
      if (!a.acyclic) expect_real_cycle(g, a);
    }
}

// The rule a switch of one virtual channel keeps (hc_noc_pkg::single_hop_dims, noc::single_hop_dims) is the
// graph's own verdict: every 2-D hypercycle up to m = 7, and random ones up to 4 dimensions.
TEST(VcCdg, WithoutDatelinesANetworkIsAcyclicExactlyWhenEveryDimensionIsSingleHop) {
  for (int a = kMinRadix; a <= 7; ++a)
    for (int b = kMinRadix; b <= 7; ++b)
      for (int ra = 1; ra <= a / 2; ++ra)
        for (int rb = 1; rb <= b / 2; ++rb) {
          Hypercycle g({a, b}, {ra, rb});
          EXPECT_EQ(analyse_vc_cdg(g, true).acyclic, single_hop_dims(g)) << g.notation();
        }
  std::mt19937_64 rng(hc::testing::test_seed("VcCdg single hop"));
  for (int n = 0; n < 40; ++n) {
    Hypercycle g = random_hypercycle(rng, 4, 512);
    EXPECT_EQ(analyse_vc_cdg(g, true).acyclic, single_hop_dims(g)) << g.notation();
  }
}

TEST(VcCdg, BroadcastAloneClosesARingThatPaperThreeCallsSafe) {
  // G(4; 1): m = 4 rho, deadlock-free for unicast without virtual channels (paper 003, Thm 2) ...
  Hypercycle g({4}, {1});
  EXPECT_TRUE(analyse_cdg(g).acyclic);
  // ... but the broadcast chains of two hops close the ring when every hop is in one class.
  EXPECT_FALSE(analyse_vc_cdg(g, true).acyclic);
}

TEST(VcCdg, WholeNetworksUpTo4096NodesAreAcyclic) {
  for (const Hypercycle& g : {Hypercycle({8, 8, 8, 8}, {1, 1, 1, 1}), Hypercycle({8, 8, 8, 8}, {2, 2, 2, 2}),
                              Hypercycle({15, 15, 15}, {1, 2, 3}), Hypercycle({15, 15, 15}, {6, 1, 1}),
                              Hypercycle({8, 8}, {4, 4}), Hypercycle({13, 7, 5, 9}, {2, 1, 1, 2})}) {
    VcCdgAnalysis a = analyse_vc_cdg(g, false);
    EXPECT_TRUE(a.acyclic) << g.notation();
    EXPECT_EQ(a.channels, static_cast<int64_t>(g.nodes()) * g.degree() * 2);
  }
}

TEST(VcCdg, RandomNetworksAreAcyclicWithDatelinesAndToriAreNotWithout) {
  std::mt19937_64 rng(hc::testing::test_seed("VcCdg random networks"));
  for (int n = 0; n < 30; ++n) {
    Hypercycle g = random_hypercycle(rng, 4, 4096);
    EXPECT_TRUE(analyse_vc_cdg(g, false).acyclic) << g.notation();
  }
  for (const Hypercycle& g : {Hypercycle({8, 8}, {1, 1}), Hypercycle({5, 5, 5}, {1, 1, 1})}) {
    VcCdgAnalysis a = analyse_vc_cdg(g, true);
    EXPECT_FALSE(a.acyclic) << g.notation();
    expect_real_cycle(g, a);
    for (const VcChannel& c : a.cycle) EXPECT_EQ(c.cls, 0);
  }
}

TEST(VcCdg, LargerNetworksAreRefused) {
  EXPECT_THROW(analyse_vc_cdg(Hypercycle({15, 15, 15, 15}, {1, 1, 1, 1}), false), RangeError);
}

}  // namespace
}  // namespace hc::noc
