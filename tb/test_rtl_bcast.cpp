// The verilated broadcast weight unit against the golden model: every input of every
// one-dimensional configuration (valid and invalid messages), and random multi-dimensional
// configurations; requests with random bubbles and responses with back-pressure.
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"
#include "sim/hw_random.h"
#include "sim/hw_reference.h"
#include "sim/stream_check.h"

namespace hc::rtl {
namespace {

// Origin, and every (wd, wc, in_port) the request fields can carry: wd 0..7, wc 0..15, port 0..15.
void add_every_input(StreamChecker& s, const HwView& v, uint64_t& errors) {
  BcastRequest origin{true, 0, 0, 0};
  s.add_bcast(origin, expected_bcast(v, origin));
  for (int wd = 0; wd < 8; ++wd)
    for (int wc = 0; wc < 16; ++wc)
      for (int port = 0; port < 16; ++port) {
        BcastRequest r{false, wd, wc, port};
        BcastResponse e = expected_bcast(v, r);
        errors += e.error;
        s.add_bcast(r, e);
      }
}

TEST(RtlBcast, EveryCirculantEveryInput) {
  std::mt19937_64 rng(testing::test_seed("RtlBcast.EveryCirculantEveryInput"));
  RtlNode node;
  StreamChecker s(node, rng(), 0.7, 0.7);
  uint64_t errors = 0;
  for (auto [m, rho] : testing::all_circulants()) {
    HwConfig c = HwConfig::of(Hypercycle({m}, {rho}), 0);
    node.configure(c);
    add_every_input(s, HwView(c), errors);
    s.run();
    ASSERT_EQ(s.stats().mismatches, 0u) << c.str() << ": " << s.stats().first_mismatch;
  }
  EXPECT_GT(errors, 0u);
  EXPECT_LT(errors, s.stats().bcast_vectors);
  std::cout << "[ vectors  ] " << s.stats().bcast_vectors << " broadcast vectors, " << errors << " invalid\n";
}

TEST(RtlBcast, RandomHypercyclesEveryInput) {
  std::mt19937_64 rng(testing::test_seed("RtlBcast.RandomHypercyclesEveryInput"));
  RtlNode node;
  StreamChecker s(node, rng(), 0.8, 0.8);
  uint64_t errors = 0;
  for (int t = 0; t < 60; ++t) {
    Hypercycle g = random_hypercycle(rng);
    HwConfig c = random_placement(g, rng);
    node.configure(c);
    add_every_input(s, HwView(c), errors);
    s.run();
    ASSERT_EQ(s.stats().mismatches, 0u) << c.str() << ": " << s.stats().first_mismatch;
  }
}

}  // namespace
}  // namespace hc::rtl
