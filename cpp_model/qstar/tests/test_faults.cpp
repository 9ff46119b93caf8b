#include <gtest/gtest.h>

#include "cpp_model/qstar/faults.h"

namespace hc::qstar {
namespace {

TEST(QstarFaults, EveryProcessorSetUpTo2nMinus3KeepsQ2ToQ4Connected) {
  // Sets of 0 .. 2n-2 removed processors; Theorem 2: none of size <= 2n-3 disconnects. At 2n-2: the
  // neighbours of one processor (N_n sets; for n = 2 these are the 2 sets), and for n = 3 also the three
  // sets of all processors of one dimension (2^(n-1) = 2n-2 of them), each splitting Q_3* into two Q_2*.
  const std::vector<std::vector<long>> disconnecting = {{0, 0, 2}, {0, 0, 0, 0, 15}, {0, 0, 0, 0, 0, 0, 32}};
  const std::vector<std::vector<long>> tried = {
      {1, 4, 6}, {1, 12, 66, 220, 495}, {1, 32, 496, 4960, 35960, 201376, 906192}};
  for (int n = 2; n <= kMaxExhaustiveN; ++n) {
    const ProcessorSweep s = sweep_processor_faults(Network(n), 2 * n - 2);
    EXPECT_EQ(s.tried, tried[n - 2]) << n;
    EXPECT_EQ(s.disconnecting, disconnecting[n - 2]) << n;
  }
  EXPECT_THROW(sweep_processor_faults(Network(kMaxExhaustiveN + 1), 1), SizeError);
  EXPECT_THROW(sweep_processor_faults(Network(3), 13), SizeError);
}

TEST(QstarFaults, ProcessorConnectivityIs2nMinus2) {
  for (int n = kMinN; n <= 5; ++n) EXPECT_EQ(processor_connectivity(Network(n)), 2 * n - 2) << n;
  EXPECT_THROW(processor_connectivity(Network(kMaxFaultN + 1)), SizeError);
}

TEST(QstarFaults, TheCutOfTheProofIsolatesAProcessor) {
  for (int n = kMinN; n <= kMaxN; ++n) {
    Network q(n);
    for (int p : {0, q.processors() / 2, q.processors() - 1}) {
      const std::vector<int> cut = neighbours(q, p);
      EXPECT_EQ(static_cast<int>(cut.size()), 2 * (n - 1));
      std::vector<char> dead(q.processors(), 0);
      for (int r : cut) dead[r] = 1;
      EXPECT_FALSE(connected_without(q, dead, {})) << n << " " << p;
      dead[cut.front()] = 0;  // one fewer: connected again
      EXPECT_TRUE(connected_without(q, dead, {})) << n << " " << p;
    }
    EXPECT_TRUE(connected_without(q, {}, {}));
  }
}

TEST(QstarFaults, OneHyperlinkIsToleratedTwoSharingAProcessorAreNot) {
  // pairs disconnecting: n = 2 (a ring of 4) every pair; from n = 3 exactly the pairs sharing a processor.
  const long pairs_bad[] = {6, 12, 32, 80};
  for (int n = kMinN; n <= 5; ++n) {
    Network q(n);
    const LinkFaults f = hyperlink_faults(q);
    EXPECT_EQ(f.singles, q.hyperlinks());
    EXPECT_EQ(f.singles_disconnecting, 0) << n;
    EXPECT_EQ(f.pairs, static_cast<long>(q.hyperlinks()) * (q.hyperlinks() - 1) / 2);
    EXPECT_EQ(f.adjacent_pairs, q.processors());
    EXPECT_EQ(f.adjacent_pairs_disconnecting, q.processors()) << n;
    EXPECT_EQ(f.pairs_disconnecting, pairs_bad[n - 2]) << n;
  }
  EXPECT_THROW(hyperlink_faults(Network(kMaxFaultN + 1)), SizeError);
}

}  // namespace
}  // namespace hc::qstar
