#include <gtest/gtest.h>

#include <random>

#include "cpp_model/qstar/distance.h"
#include "cpp_model/qstar/route.h"
#include "cpp_model/tests/seed.h"

namespace hc::qstar {
namespace {

void check(const Network& q, int s, int t, int distance) {
  const Route r = route(q, q.vertex(s), q.vertex(t));
  ASSERT_EQ(r.path.front(), s);
  ASSERT_EQ(r.path.back(), t);
  ASSERT_EQ(r.steps(), distance) << format(q.vertex(s)) << " -> " << format(q.vertex(t));
  ASSERT_EQ(path_problem(q, r.path, r.links), "");
  BusChecker bus(q);
  ASSERT_TRUE(replay(r, bus));
  ASSERT_EQ(bus.steps(), distance);
  ASSERT_TRUE(bus.violations().empty());
}

TEST(QstarRoute, Theorem3EveryPairMinimal) {
  for (int n = kMinN; n <= 6; ++n) {
    Network q(n);
    for (int s = 0; s < q.processors(); ++s) {
      const auto dist = bfs_distances(q, s);
      for (int t = 0; t < q.processors(); ++t) check(q, s, t, dist[t]);
    }
  }
}

TEST(QstarRoute, Theorem3RandomPairsUpToQ10) {
  std::mt19937_64 rng(testing::test_seed("QstarRoute.Theorem3RandomPairsUpToQ10"));
  for (int n = 7; n <= kMaxN; ++n) {
    Network q(n);
    std::uniform_int_distribution<int> pick(0, q.processors() - 1);
    for (int k = 0; k < 300; ++k) {
      const int s = pick(rng), t = pick(rng);
      check(q, s, t, s == t ? 0 : lemma1_distance(q, q.vertex(s), q.vertex(t)));
    }
  }
}

TEST(QstarRoute, WorkedPairOfTheorem1) {
  Network q(3);
  const Route r = route(q, {0, 4}, {3, 7});
  std::vector<std::string> path;
  for (int p : r.path) path.push_back(format(q.vertex(p)));
  EXPECT_EQ(path, (std::vector<std::string>{"<0,4>", "<0,1>", "<1,3>", "<3,7>"}));
  EXPECT_EQ(r.links, (std::vector<int>{0, 1, 3}));
  EXPECT_EQ(route(q, {0, 1}, {0, 1}).steps(), 0);
  EXPECT_EQ(route(q, {0, 1}, {0, 4}).links, std::vector<int>{0});  // sharing e_0: one step
  EXPECT_THROW(route(q, {0, 1}, {0, 3}), VertexError);
}

TEST(QstarRoute, CheckedRoute) {
  Network q(4);
  BusChecker bus(q);
  const auto bfs = bfs_distances(q, q.id({0, 8}));
  const CheckedRoute c = checked_route(q, {0, 8}, {7, 15}, bfs, bus);
  EXPECT_EQ(c.distance, 4);
  EXPECT_EQ(c.lemma1, 4);
  EXPECT_TRUE(c.minimal);
  EXPECT_TRUE(c.valid);
  EXPECT_EQ(checked_route(q, {0, 8}, {0, 8}, bfs, bus).lemma1, 1);  // Lemma 1 for a processor and itself
  EXPECT_EQ(bus.steps(), 4);
}

TEST(QstarRoute, BusCheckerCatchesABrokenReplay) {
  Network q(3);
  BusChecker bus(q);
  Route wrong;
  wrong.path = {q.id({0, 1}), q.id({3, 7})};
  wrong.links = {1};  // <3,7> is not on e_1
  EXPECT_FALSE(replay(wrong, bus));
  EXPECT_EQ(bus.violations().count, 1);
  EXPECT_EQ(bus.violations().first.front(), "step 1: <3,7> is not on e_1 and cannot receive on it");
}

TEST(QstarRoute, BusCheckerRules) {
  Network q(3);
  BusChecker bus(q);
  const int p01 = q.id({0, 1}), p02 = q.id({0, 2}), p04 = q.id({0, 4}), p45 = q.id({4, 5});
  bus.begin_step();
  EXPECT_TRUE(bus.send(p01, 0));
  EXPECT_FALSE(bus.send(p02, 0));     // a second sender on e_0
  EXPECT_TRUE(bus.receive(p04, 0));
  EXPECT_FALSE(bus.receive(p01, 0));  // its own port sends
  EXPECT_FALSE(bus.receive(p02, 2));  // e_2 has no sender
  EXPECT_FALSE(bus.send(p01, 2));     // not its hyperlink
  EXPECT_TRUE(bus.send(p01, 1));      // its other port, same step
  EXPECT_EQ(bus.max_send_ports(), 2);
  bus.begin_step();                   // a new step frees every hyperlink
  EXPECT_TRUE(bus.send(p02, 0));
  EXPECT_TRUE(bus.send(p45, 4));
  EXPECT_TRUE(bus.receive(p04, 4));
  EXPECT_TRUE(bus.receive(p04, 0));   // both ports receiving: allowed
  EXPECT_EQ(bus.steps(), 2);
  EXPECT_EQ(bus.violations().count, 4);
  EXPECT_EQ(bus.violations().first, (std::vector<std::string>{
                                        "step 1: e_0 has two senders, <0,1> and <0,2>",
                                        "step 1: <0,1> sends and receives on e_0",
                                        "step 1: <0,2> receives on e_2, which has no sender",
                                        "step 1: <0,1> sends on e_2, not one of its hyperlinks",
                                    }));
}

}  // namespace
}  // namespace hc::qstar
