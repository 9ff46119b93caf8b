#include <gtest/gtest.h>

#include <random>

#include "cpp_model/tests/seed.h"
#include "cpp_model/wormhole/algorithms.h"
#include "cpp_model/wormhole/simulator.h"

namespace hc::wormhole {
namespace {

int64_t count(const SimReport& r, Rule rule) { return r.breaches[static_cast<size_t>(rule)]; }

StepPaths one(Node source, const std::vector<int>& dims) {
  StepPaths p;
  p.add(source, dims);
  return p;
}

TEST(WormholeSimulator, GrayBroadcastInQ3ByHand) {
  // Q_3, m = 3: step 1 the Gray path 000-001-011-010; step 2 each of the four crosses dimension 2.
  Simulator sim(3, 3, 0);
  sim.step(one(0, {0, 1, 0}));
  EXPECT_EQ(sim.report().informed, 4);
  StepPaths second;
  for (Node x : {0u, 1u, 3u, 2u}) second.add(x, {2});
  sim.step(second);
  const SimReport& r = sim.report();
  EXPECT_TRUE(r.invariants_held());
  EXPECT_EQ(r.completion_step, 2);
  EXPECT_EQ(r.redundant_receptions, 0);
  EXPECT_EQ(r.max_path_length, 3);
  ASSERT_EQ(r.per_step.size(), 2u);
  EXPECT_EQ(r.per_step[0].newly_informed, 3);
  EXPECT_EQ(r.per_step[1].paths, 4);
  EXPECT_EQ(r.per_step[1].informed, 8);
  EXPECT_EQ(sim.informed_at(0), 0);
  EXPECT_EQ(sim.informed_at(2), 1);
  EXPECT_EQ(sim.informed_at(6), 2);
}

TEST(WormholeSimulator, DetectsEveryRule) {
  {  // more than m links
    Simulator sim(3, 2, 0);
    sim.step(one(0, {0, 1, 0}));
    EXPECT_EQ(count(sim.report(), Rule::TooLong), 1);
    EXPECT_EQ(sim.report().total_breaches(), 1);
    EXPECT_EQ(sim.report().first_breaches.at(0).detail, "path 0 from node 0 has 3 links, more than m = 2");
  }
  {  // a node that does not hold the message, and one informed in the same step
    Simulator sim(3, 3, 0);
    StepPaths p;
    p.add(0, {0});
    p.add(1, {1});  // node 1 receives in this step: too late to send in it
    p.add(5, {2});
    sim.step(p);
    EXPECT_EQ(count(sim.report(), Rule::SenderUninformed), 2);
  }
  {  // two paths from one node
    Simulator sim(3, 3, 0);
    StepPaths p;
    p.add(0, {0});
    p.add(0, {1});
    sim.step(p);
    EXPECT_EQ(count(sim.report(), Rule::SenderBusy), 1);
    EXPECT_EQ(count(sim.report(), Rule::ReceiverBusy), 0);
  }
  {  // two paths reach node 3 (one-port receive); the second also takes the link 1 -> 3 the first took
    Simulator sim(3, 3, 0);
    sim.step(one(0, {0}));
    StepPaths p;
    p.add(1, {1});     // 1 -> 3
    p.add(0, {0, 1});  // 0 -> 1 -> 3
    sim.step(p);
    EXPECT_EQ(count(sim.report(), Rule::ReceiverBusy), 1);  // node 3 (node 1 sends and receives: one port each way)
    EXPECT_EQ(count(sim.report(), Rule::ChannelShared), 1);
  }
  {  // one path crossing the same link twice: shared link, no second receiver
    Simulator sim(3, 3, 0);
    sim.step(one(0, {0, 0, 0}));
    EXPECT_EQ(count(sim.report(), Rule::ChannelShared), 1);
    EXPECT_EQ(count(sim.report(), Rule::ReceiverBusy), 0);
    EXPECT_EQ(sim.report().redundant_receptions, 2);
  }
  {  // opposite directions of one link are two channels
    Simulator sim(2, 2, 0);
    sim.step(one(0, {0}));
    StepPaths p;
    p.add(0, {1});
    p.add(1, {1});
    sim.step(p);
    EXPECT_TRUE(sim.report().invariants_held());
  }
  {  // outside the cube, empty path
    Simulator sim(3, 3, 0);
    StepPaths p;
    p.add(8, {0});
    p.add(0, {3});
    sim.step(p);
    sim.step(one(0, {}));
    EXPECT_EQ(count(sim.report(), Rule::NodeRange), 1);
    EXPECT_EQ(count(sim.report(), Rule::DimensionRange), 1);
    EXPECT_EQ(count(sim.report(), Rule::EmptyPath), 1);
    EXPECT_FALSE(sim.report().all_informed());
    EXPECT_EQ(sim.report().completion_step, -1);
  }
}

TEST(WormholeSimulator, RandomFaultsInValidSchedulesAreCaught) {
  std::mt19937_64 rng(testing::test_seed("WormholeSimulator.RandomFaultsInValidSchedulesAreCaught"));
  for (int trial = 0; trial < 200; ++trial) {
    const int n = std::uniform_int_distribution<int>(3, 12)(rng);
    const int m = std::uniform_int_distribution<int>(1, n)(rng);
    const Plan plan = make_plan(rng() % 2 ? Algorithm::Cube : Algorithm::Gray, n, m);
    const int steps = static_cast<int>(plan.step_dims.size());
    const int bad_step = std::uniform_int_distribution<int>(0, steps - 1)(rng);
    const int fault = std::uniform_int_distribution<int>(0, 2)(rng);
    Simulator sim(n, m, 0);
    Rule expected = Rule::TooLong;
    for (int t = 0; t < steps; ++t) {
      StepPaths p = step_paths(plan, t, 0);
      if (t == bad_step) {
        StepPaths q;
        const size_t victim = std::uniform_int_distribution<size_t>(0, p.size() - 1)(rng);
        for (size_t i = 0; i < p.size(); ++i) {
          std::vector<int> dims;
          for (int j = 0; j < p.length(i); ++j) dims.push_back(p.dim(i, j));
          Node src = p.source(i);
          if (i == victim && fault == 0) {  // lengthen the path past m with back-and-forth links
            expected = Rule::TooLong;
            while (static_cast<int>(dims.size()) <= m) dims.push_back(dims.back());
          } else if (i == victim && fault == 1) {  // the sender starts a second path
            expected = Rule::SenderBusy;
            q.add(src, dims);
          } else if (i == victim) {  // a node this very step informs sends in it (dims[0] is not spanned yet)
            expected = Rule::SenderUninformed;
            src ^= Node{1} << dims[0];
          }
          q.add(src, dims);
        }
        p = q;
      }
      sim.step(p);
    }
    EXPECT_GE(count(sim.report(), expected), 1)
        << "n=" << n << " m=" << m << " step " << bad_step << " fault " << fault << " rule " << rule_name(expected);
    EXPECT_FALSE(sim.report().invariants_held());
  }
}

TEST(WormholeSimulator, RejectsBadSetup) {
  EXPECT_THROW(Simulator(0, 1, 0), ParamError);
  EXPECT_THROW(Simulator(4, 5, 0), ParamError);
  EXPECT_THROW(Simulator(4, 2, 16), ParamError);
  EXPECT_THROW(one(0, {32}), ParamError);
  EXPECT_THROW(one(0, {-1}), ParamError);
  Simulator sim(1, 1, 1);
  EXPECT_EQ(sim.informed_at(0), -1);
  EXPECT_EQ(sim.informed_at(1), 0);
  for (int t = 0; t < kMaxSteps; ++t) sim.step(StepPaths{});
  EXPECT_THROW(sim.step(StepPaths{}), ParamError);
}

}  // namespace
}  // namespace hc::wormhole
