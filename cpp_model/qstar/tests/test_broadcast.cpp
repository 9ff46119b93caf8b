#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cpp_model/qstar/broadcast.h"
#include "cpp_model/qstar/distance.h"
#include "cpp_model/tests/seed.h"

namespace hc::qstar {
namespace {

void expect_theorem4(const Network& q, const Vertex& s) {
  const BroadcastResult b = broadcast(q, s, BroadcastReading::Corrected);
  ASSERT_TRUE(b.violations.empty()) << format(s) << ": " << b.violations.first.front();
  ASSERT_EQ(b.steps, q.n()) << format(s);
  ASSERT_EQ(b.served, q.processors()) << format(s);
  ASSERT_EQ(b.duplicates, 0) << format(s);     // every processor receives exactly once
  ASSERT_EQ(b.max_send_ports, 2) << format(s);  // senders use both hyperlinks in one step
  ASSERT_EQ(b.steps, eccentricity(q, q.id(s))) << format(s);  // optimal: no faster broadcast exists
}

TEST(QstarBroadcast, Theorem4FromEverySource) {
  for (int n = kMinN; n <= 6; ++n) {
    Network q(n);
    for (int p = 0; p < q.processors(); ++p) expect_theorem4(q, q.vertex(p));
  }
}

TEST(QstarBroadcast, Theorem4RandomSourcesUpToQ10) {
  std::mt19937_64 rng(testing::test_seed("QstarBroadcast.Theorem4RandomSourcesUpToQ10"));
  for (int n = 7; n <= kMaxN; ++n) {
    Network q(n);
    expect_theorem4(q, {0, 1});
    for (int k = 0; k < 4; ++k)
      expect_theorem4(q, q.vertex(std::uniform_int_distribution<int>(0, q.processors() - 1)(rng)));
  }
}

std::vector<std::string> describe(const Network& q, const std::vector<Step>& schedule) {
  std::vector<std::string> out;
  for (size_t s = 0; s < schedule.size(); ++s)
    for (const Transmission& t : schedule[s]) {
      std::string line = std::to_string(s + 1) + ": " + format(q.vertex(t.sender)) + " e_" + std::to_string(t.link) + " ->";
      for (int r : t.receivers) line += " " + format(q.vertex(r));
      out.push_back(line);
    }
  return out;
}

TEST(QstarBroadcast, ScheduleOfQ3From01) {
  Network q(3);
  const BroadcastResult b = broadcast(q, {0, 1}, BroadcastReading::Corrected);
  EXPECT_EQ(describe(q, b.schedule),
            (std::vector<std::string>{"1: <0,1> e_0 -> <0,2>", "1: <0,1> e_1 -> <1,3>", "2: <0,2> e_0 -> <0,4>",
                                      "2: <0,2> e_2 -> <2,6> <2,3>", "2: <1,3> e_1 -> <1,5>", "2: <1,3> e_3 -> <3,7>",
                                      "3: <0,4> e_4 -> <4,5> <4,6>", "3: <1,5> e_5 -> <5,7>", "3: <2,6> e_6 -> <6,7>"}));
}

TEST(QstarBroadcast, FromAnotherSourceThroughTransform) {
  Network q(2);
  const BroadcastResult b = broadcast(q, {2, 3}, BroadcastReading::Corrected);
  // x -> x xor 2 maps <2,3> to <0,1>; the program's <0,1> e_0 -> <0,2> is <2,3> e_2 -> <0,2> here.
  EXPECT_EQ(describe(q, b.schedule),
            (std::vector<std::string>{"1: <2,3> e_2 -> <0,2>", "1: <2,3> e_3 -> <1,3>", "2: <0,2> e_0 -> <0,1>"}));
}

TEST(QstarBroadcast, LiteralReadingFails) {
  for (int n = kMinN; n <= 7; ++n) {
    const BroadcastResult b = broadcast(Network(n), {0, 1}, BroadcastReading::Literal);
    EXPECT_FALSE(b.ok()) << n;
    EXPECT_LT(b.served, b.processors) << n;
  }
  const BroadcastResult b3 = broadcast(Network(3), {0, 1}, BroadcastReading::Literal);
  EXPECT_EQ(b3.served, 7);
  EXPECT_EQ(b3.violations.count, 14);
  EXPECT_EQ(b3.violations.first.front(), "step 2: <0,2> sends to <0,8>, which is not a vertex of Q_3*");
  EXPECT_EQ(b3.violations.first[1], "step 2: <0,2> is to send on e_0 but does not hold the message");
  // The literal last loop lets every processor <a,b> send on e_b: e_b gets one sender per lower neighbour
  // of b (e_3: <1,3> and <2,3>), where our reading has one sender, <b - 4, b>, on e_4, e_5, e_6.
  std::map<int, int> literal, corrected;
  const auto literal_program = broadcast_program(3, BroadcastReading::Literal);
  const auto corrected_program = broadcast_program(3, BroadcastReading::Corrected);
  for (const auto& t : literal_program.back()) ++literal[t.link];
  for (const auto& t : corrected_program.back()) ++corrected[t.link];
  EXPECT_EQ(literal, (std::map<int, int>{{1, 1}, {2, 1}, {3, 2}, {4, 1}, {5, 2}, {6, 2}}));
  EXPECT_EQ(corrected, (std::map<int, int>{{4, 1}, {5, 1}, {6, 1}}));
}

TEST(QstarBroadcast, RejectsBadInput) {
  EXPECT_THROW(broadcast(Network(3), {0, 3}, BroadcastReading::Corrected), VertexError);
  EXPECT_THROW(broadcast_program(1, BroadcastReading::Corrected), SizeError);
}

}  // namespace
}  // namespace hc::qstar
