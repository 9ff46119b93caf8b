// The verilated broadcast weight unit against the golden model: every input of every
// one-dimensional configuration (valid and invalid messages), and random multi-dimensional
// configurations; requests with random bubbles and responses with back-pressure.
#include <gtest/gtest.h>

#include <random>
#include <utility>

#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"
#include "sim/node/exhaustive.h"
#include "sim/node/hw_random.h"
#include "sim/node/hw_reference.h"
#include "sim/node/stream_check.h"
#include "tb/vector_record.h"

namespace hc::rtl {
namespace {

// The origin and every (wd, wc, in_port) the request fields can carry; counts the invalid ones.
void add_every_input(StreamChecker& s, const HwView& v, uint64_t& errors) {
  VectorSet set = bcast_every_input(v);
  for (const BcastResponse& e : set.bcast_expected) errors += e.error;
  s.add_bcasts(std::move(set.bcasts), std::move(set.bcast_expected));
}

TEST(RtlBcast, EveryCirculantEveryInput) {
  std::mt19937_64 rng(testing::test_seed("RtlBcast.EveryCirculantEveryInput"));
  RtlNode node;
  StreamChecker s(node, rng(), 0.7, 0.7);
  VectorRecord record(s);
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
  VectorRecord record(s);
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
