#include <gtest/gtest.h>

#include <random>

#include "cpp_model/deadlock.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"

namespace hc {
namespace {

TEST(Deadlock, RingOfFourHasExactlyTheOddEvenDependencies) {
  // G(4; 1): only the tie routes (distance 2) have two hops. Even quotients go +1 (port 0), odd -1
  // (port 1): (0,+)->(1,+), (1,-)->(0,-), (2,+)->(3,+), (3,-)->(2,-). Acyclic.
  CdgAnalysis a = analyse_cdg(Hypercycle({4}, {1}));
  EXPECT_TRUE(a.acyclic);
  EXPECT_EQ(a.channels, 8);
  EXPECT_EQ(a.dependencies, 4);
}

TEST(Deadlock, RingOfFiveIsCyclicWithAWitness) {
  Hypercycle g({5}, {1});
  CdgAnalysis a = analyse_cdg(g);
  EXPECT_FALSE(a.acyclic);
  ASSERT_GE(a.cycle.size(), 2u);
  // The witness is a real cycle: each channel's head node is where the next channel leaves from.
  for (size_t i = 0; i < a.cycle.size(); ++i) {
    const Channel& c = a.cycle[i];
    const Channel& next = a.cycle[(i + 1) % a.cycle.size()];
    EXPECT_EQ(next.node, (c.node + (c.port == 0 ? 1 : 4)) % 5);
  }
}

TEST(Deadlock, PaperConditionAgreesWithTheCdgOnEveryCirculant) {
  int disagreements = 0;
  for (auto [m, rho] : testing::all_circulants()) {
    Hypercycle g({m}, {rho});
    bool cdg = analyse_cdg(g).acyclic, paper = paper_condition(g.dim(0));
    EXPECT_EQ(cdg, paper) << "disagreement at G(" << m << "; " << rho << ")";
    disagreements += cdg != paper;
    // The paper's condition is sufficient only: D <= 2 is where it can hold.
    if (paper) EXPECT_LE(g.diameter(), 2);
  }
  EXPECT_EQ(disagreements, 0);
}

TEST(Deadlock, WholeNetworkCdgEqualsThePerDimensionVerdict) {
  std::mt19937_64 rng(testing::test_seed("Deadlock.WholeNetworkCdgEqualsThePerDimensionVerdict"));
  int cyclic = 0, acyclic = 0;
  for (int c = 0; c < 60; ++c) {
    Hypercycle drawn = random_hypercycle(rng, kMaxDims, 1500);
    // Every other configuration is lifted to D_i <= 2 in every dimension where the degree allows, so
    // that deadlock-free networks are exercised as often as deadlocking ones.
    std::vector<int> m = drawn.m(), rho = drawn.rho();
    if (c % 2)
      for (size_t i = 0; i < m.size(); ++i) rho[i] = std::max(rho[i], (m[i] / 2 + 1) / 2);
    Hypercycle g = check_config(m, rho).empty() ? Hypercycle(m, rho) : drawn;
    DeadlockReport rep = analyse_deadlock(g);
    ASSERT_TRUE(rep.whole_built);
    bool per_dim = true;
    for (const auto& d : rep.per_dim) per_dim = per_dim && d.acyclic;
    EXPECT_EQ(rep.whole.acyclic, per_dim) << g.notation();
    (rep.whole.acyclic ? acyclic : cyclic)++;
  }
  EXPECT_GE(cyclic, 10);
  EXPECT_GE(acyclic, 10);
}

TEST(Deadlock, LargeNetworksUseThePerDimensionVerdict) {
  DeadlockReport rep = analyse_deadlock(Hypercycle({15, 15, 15, 15}, {1, 1, 1, 1}));
  EXPECT_FALSE(rep.whole_built);
  EXPECT_FALSE(rep.cdg_acyclic);
  EXPECT_FALSE(rep.paper_deadlock_free);
  EXPECT_THROW(analyse_cdg(Hypercycle({15, 15, 15, 15}, {1, 1, 1, 1})), RangeError);
  DeadlockReport ok = analyse_deadlock(Hypercycle({4, 8, 12, 6}, {1, 2, 3, 2}));
  EXPECT_TRUE(ok.cdg_acyclic);
  EXPECT_TRUE(ok.paper_deadlock_free);
}

}  // namespace
}  // namespace hc
