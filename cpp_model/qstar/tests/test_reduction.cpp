#include <gtest/gtest.h>

#include <random>

#include "cpp_model/qstar/reduction.h"
#include "cpp_model/tests/seed.h"

namespace hc::qstar {
namespace {

std::vector<int64_t> random_values(std::mt19937_64& rng, int count) {
  std::vector<int64_t> v(count);
  for (auto& x : v) x = std::uniform_int_distribution<int64_t>(-1000000, 1000000)(rng);
  return v;
}

void expect_theorem5(const Network& q, const Vertex& root, const std::vector<int64_t>& values) {
  const ReductionResult r = reduction(q, root, values);
  ASSERT_TRUE(r.violations.empty()) << format(root) << ": " << r.violations.first.front();
  ASSERT_EQ(r.steps, 2 * (q.n() - 1)) << format(root);
  ASSERT_EQ(r.phase1_steps, q.n() - 1);
  ASSERT_EQ(r.counted, q.processors()) << format(root);  // every value reached the root ...
  ASSERT_EQ(r.double_counted, 0) << format(root);        // ... once
  ASSERT_EQ(r.result, r.expected) << format(root);
  ASSERT_TRUE(r.ok());
}

TEST(QstarReduction, Theorem5AtEveryRoot) {
  std::mt19937_64 rng(testing::test_seed("QstarReduction.Theorem5AtEveryRoot"));
  for (int n = kMinN; n <= 6; ++n) {
    Network q(n);
    for (int p = 0; p < q.processors(); ++p) expect_theorem5(q, q.vertex(p), random_values(rng, q.processors()));
  }
}

TEST(QstarReduction, Theorem5RandomRootsUpToQ10) {
  std::mt19937_64 rng(testing::test_seed("QstarReduction.Theorem5RandomRootsUpToQ10"));
  for (int n = 7; n <= kMaxN; ++n) {
    Network q(n);
    for (int k = 0; k < 3; ++k)
      expect_theorem5(q, q.vertex(std::uniform_int_distribution<int>(0, q.processors() - 1)(rng)),
                      random_values(rng, q.processors()));
  }
}

TEST(QstarReduction, ScheduleOfQ2) {
  Network q(2);
  const ReductionResult r = reduction(q, {0, 1}, {1, 10, 100, 1000});  // <0,1>, <0,2>, <1,3>, <2,3>
  std::vector<std::string> got;
  for (size_t s = 0; s < r.schedule.size(); ++s)
    for (const Transmission& t : r.schedule[s])
      got.push_back(std::to_string(s + 1) + ": " + format(q.vertex(t.sender)) + " e_" + std::to_string(t.link) + " -> " +
                    format(q.vertex(t.receivers.at(0))));
  EXPECT_EQ(got, (std::vector<std::string>{"1: <0,1> e_0 -> <0,2>", "1: <2,3> e_3 -> <1,3>", "2: <0,2> e_0 -> <0,1>",
                                           "2: <1,3> e_1 -> <0,1>"}));
  EXPECT_EQ(r.result, 1111);
}

TEST(QstarReduction, PhaseOneEndsAtTheProcessorsZ2nMinus1PlusZ) {
  // The proof's first claim: after phase 1 the partial sums sit in <z, 2^(n-1) + z>; phase 1's last step
  // delivers to exactly those, and phase 2's first step sends from exactly those.
  for (int n = kMinN; n <= 8; ++n) {
    Network q(n);
    std::vector<int64_t> ones(q.processors(), 1);
    const ReductionResult r = reduction(q, {0, 1}, ones);
    std::vector<int> into, from;
    for (const Transmission& t : r.schedule[n - 2]) into.push_back(t.receivers.at(0));
    for (const Transmission& t : r.schedule[n - 1]) from.push_back(t.sender);
    std::sort(into.begin(), into.end());
    std::sort(from.begin(), from.end());
    std::vector<int> layer;
    for (int z = 0; z < (1 << (n - 1)); ++z) layer.push_back(q.id({z, z + (1 << (n - 1))}));
    std::sort(layer.begin(), layer.end());
    EXPECT_EQ(into, layer) << n;
    EXPECT_EQ(from, layer) << n;
    EXPECT_EQ(r.result, q.processors());
  }
}

TEST(QstarReduction, ProcessorsSendAndReceiveBeforeTheStepTheProofSays) {
  // The proof says a processor with a_k a_(k-1) = 00, b_k b_(k-1) = 01 has neither sent nor received before
  // step k. In Q_3*, <0,2> (k = 2) receives in step 1 and sends in step 2.
  Network q(3);
  const ReductionResult r = reduction(q, {0, 1}, std::vector<int64_t>(12, 1));
  const int p02 = q.id({0, 2});
  bool received_in_1 = false, sent_in_2 = false;
  for (const Transmission& t : r.schedule[0]) received_in_1 = received_in_1 || t.receivers.at(0) == p02;
  for (const Transmission& t : r.schedule[1]) sent_in_2 = sent_in_2 || t.sender == p02;
  EXPECT_TRUE(received_in_1);
  EXPECT_TRUE(sent_in_2);
}

TEST(QstarReduction, RejectsBadInput) {
  Network q(3);
  EXPECT_THROW(reduction(q, {0, 1}, {1, 2, 3}), SizeError);
  EXPECT_THROW(reduction(q, {1, 0}, std::vector<int64_t>(12, 0)), VertexError);
  EXPECT_THROW(reduction_program(kMaxN + 1), SizeError);
}

}  // namespace
}  // namespace hc::qstar
