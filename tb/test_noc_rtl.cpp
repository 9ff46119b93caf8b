// The verilated switches against the cycle-exact model, clock by clock: every offer taken and every flit
// ejected in the same clock, on rings, tori, chordal rings, generalized hypercubes and 3- and
// 4-dimensional hypercycles, at low load and past saturation, with multi-flit and broadcast packets.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/run.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/seed.h"
#include "sim/noc/noc_lockstep.h"
#include "sim/noc/rtl_noc.h"

namespace hc::rtl {
namespace {

struct Case {
  const char* name;
  std::vector<int> m, rho;
  double rate;
  int len;
  double bcast;
  int64_t cycles;
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

void expect_identical(const Case& c, uint64_t seed) {
  Hypercycle g(c.m, c.rho);
  const noc::NocParams p = RtlSwitch::params();
  RtlNetwork rtl(g, p);
  noc::NetworkModel model(g, p);
  LockstepDut both(rtl, model);
  noc::RunSpec spec;
  spec.traffic.rate = c.rate;
  spec.traffic.len = c.len;
  spec.traffic.bcast_fraction = c.bcast;
  spec.traffic.seed = seed;
  spec.cycles = c.cycles;
  noc::RunResult r = noc::run_network(both, g, p, spec);
  SCOPED_TRACE(std::string(c.name) + " " + g.notation());
  EXPECT_EQ(both.mismatch(), "");
  EXPECT_TRUE(r.ok()) << (r.violations.empty() ? "deadlock" : r.violations[0]);
  EXPECT_EQ(r.delivered, r.generated);
  EXPECT_GT(r.generated, 0);
}

const Case kCases[] = {
    {"ring, low load", {8}, {1}, 0.1, 1, 0.0, 400},
    {"ring past saturation, multi-flit", {9}, {1}, 0.9, 3, 0.0, 400},
    {"torus, low load", {4, 4}, {1, 1}, 0.1, 2, 0.0, 400},
    {"torus past saturation", {8, 8}, {1, 1}, 0.8, 1, 0.0, 300},
    {"torus with broadcasts", {5, 6}, {1, 1}, 0.3, 2, 0.05, 300},
    {"chordal ring", {13}, {3}, 0.5, 4, 0.0, 400},
    {"chordal ring with broadcasts", {15}, {4}, 0.6, 1, 0.05, 300},
    {"generalized hypercube", {4, 4}, {2, 2}, 0.9, 2, 0.02, 300},
    {"3-dimensional", {3, 5, 4}, {1, 2, 1}, 0.7, 3, 0.02, 300},
    {"4-dimensional", {3, 3, 4, 2}, {1, 1, 2, 1}, 0.4, 8, 0.02, 300},
    {"4-dimensional past saturation", {4, 3, 3, 3}, {2, 1, 1, 1}, 1.0, 2, 0.01, 200},
};

class NocRtlCase : public ::testing::TestWithParam<Case> {};

TEST_P(NocRtlCase, EveryFlitLeavesInTheSameClockAsInTheModel) {
  expect_identical(GetParam(), testing::test_seed(std::string("NocRtl ") + GetParam().name));
}

INSTANTIATE_TEST_SUITE_P(NocRtl, NocRtlCase, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& c) {
                           std::string n;
                           for (char ch : std::string(c.param.name))
                             n += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
                           return n;
                         });

// Random hypercycles (up to 256 nodes, degree up to 16) and random traffic, each run in lockstep. Its
// size comes from HC_NOC_CAMPAIGN_RUNS (default 6 in the test run; `make noc-campaign` runs 1000).
TEST(NocRtl, RandomCampaign) {
  const uint64_t seed = testing::test_seed("NocRtl.RandomCampaign");
  const char* env = std::getenv("HC_NOC_CAMPAIGN_RUNS");
  const int runs = env ? std::atoi(env) : 6;
  std::mt19937_64 rng(seed);
  const noc::NocParams p = RtlSwitch::params();
  int64_t flits = 0, clocks = 0;
  for (int n = 0; n < runs; ++n) {
    Hypercycle g = random_hypercycle(rng, 4, 256);
    if (g.nodes() < 2) continue;
    noc::RunSpec spec;
    spec.traffic.rate = 0.05 + 0.95 * static_cast<double>(rng() % 1000) / 1000.0;
    spec.traffic.len = 1 + static_cast<int>(rng() % static_cast<uint64_t>(p.max_len));
    spec.traffic.bcast_fraction = rng() % 3 == 0 ? 0.02 : 0.0;
    spec.traffic.seed = rng();
    spec.cycles = 200 + static_cast<int64_t>(rng() % 300);
    RtlNetwork rtl(g, p);
    noc::NetworkModel model(g, p);
    LockstepDut both(rtl, model);
    noc::RunResult r = noc::run_network(both, g, p, spec);
    ASSERT_EQ(both.mismatch(), "") << g.notation() << " rate " << spec.traffic.rate << " len " << spec.traffic.len;
    ASSERT_TRUE(r.ok()) << g.notation() << ": " << (r.violations.empty() ? "deadlock" : r.violations[0]);
    flits += r.receptions * spec.traffic.len;
    clocks += both.clocks();
    if ((n + 1) % 25 == 0) std::cout << "[ progress ] " << n + 1 << "/" << runs << " runs" << std::endl;
  }
  std::cout << "[ campaign ] " << runs << " random networks, " << clocks << " clocks, " << flits
            << " flits delivered, 0 mismatches" << std::endl;
}

// The comparison can fail: a model with one flit less per FIFO differs once the buffers fill.
TEST(NocRtl, ALockstepRunFindsAModelThatDiffers) {
  Hypercycle g({6, 6}, {1, 1});
  noc::NocParams p = RtlSwitch::params();
  RtlNetwork rtl(g, p);
  noc::NocParams smaller = p;
  smaller.buf_depth = smaller.max_len = p.buf_depth - 1;
  noc::NetworkModel model(g, smaller);
  LockstepDut both(rtl, model);
  noc::RunSpec spec;
  spec.traffic.rate = 0.9;
  spec.cycles = 200;
  noc::run_network(both, g, p, spec);
  EXPECT_NE(both.mismatch(), "");
}

}  // namespace
}  // namespace hc::rtl
