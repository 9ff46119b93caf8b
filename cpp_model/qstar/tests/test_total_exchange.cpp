#include <gtest/gtest.h>

#include "cpp_model/qstar/total_exchange.h"

namespace hc::qstar {
namespace {

long theorem6(int n) { return 4L * processor_count(n) - n - 1; }

TEST(QstarTotalExchange, ForwardingAsAnalysedDeliversEverythingInFewerStepsThanTheorem6) {
  for (int n = kMinN; n <= 8; ++n) {
    const ExchangeResult e = total_exchange(Network(n), ExchangePolicy::Forward);
    ASSERT_TRUE(e.violations.empty()) << n << ": " << e.violations.first.front();
    EXPECT_EQ(e.missing, 0) << n;
    EXPECT_EQ(e.collect_steps, n - 1);
    for (int k = 0; k < n; ++k)  // the paper counts 2^(k+1) n; a dimension-0 processor holds 2n - 1 messages
      EXPECT_EQ(e.iteration_steps[k], (1 << k) * (2 * n - 1)) << n << " " << k;
    EXPECT_EQ(e.steps, 4L * processor_count(n) - (1 << n) - n) << n;
    EXPECT_EQ(theorem6(n) - e.steps, (1 << n) - 1) << n;  // below the claimed count by 2^n - 1
    EXPECT_EQ(e.max_send_ports, 2);
  }
  EXPECT_EQ(total_exchange(Network(3), ExchangePolicy::Forward).steps, 37);  // Theorem 6: 44
}

TEST(QstarTotalExchange, SendingEachHeldMessageOnce) {
  for (int n = kMinN; n <= 8; ++n) {
    const ExchangeResult e = total_exchange(Network(n), ExchangePolicy::Sets);
    ASSERT_TRUE(e.ok()) << n;
    for (int k = 0; k < n; ++k)  // the messages of the hypercube edges meeting a (k+1)-subcube
      EXPECT_EQ(e.iteration_steps[k], (1 << k) * (2 * n - k - 1)) << n << " " << k;
    EXPECT_EQ(e.steps, 2L * processor_count(n) + (1 << n) - n - 2) << n;
    EXPECT_LT(e.steps, theorem6(n));
  }
}

TEST(QstarTotalExchange, TheLiteralSetOfReceivedMessagesLosesMessages) {
  // M_<i,j> as "the set of messages received", without the processor's own message: the messages of the
  // dimension-0 processors never leave them, and more is lost on the way.
  const long missing[] = {6, 44, 248, 1264};
  for (int n = kMinN; n <= 5; ++n) {
    const ExchangeResult e = total_exchange(Network(n), ExchangePolicy::Received);
    EXPECT_TRUE(e.violations.empty());
    EXPECT_EQ(e.missing, missing[n - 2]) << n;
    EXPECT_FALSE(e.ok());
  }
}

TEST(QstarTotalExchange, LargestSizeStaysCorrect) {
  const ExchangeResult e = total_exchange(Network(9), ExchangePolicy::Sets);
  EXPECT_TRUE(e.ok());
  EXPECT_EQ(e.steps, 5109);
}

}  // namespace
}  // namespace hc::qstar
