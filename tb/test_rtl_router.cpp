// The verilated router against the golden model: every one-dimensional configuration exhaustively,
// random multi-dimensional ones; requests with random bubbles and responses with back-pressure.
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

// Every own digit, every destination digit 0..15 (those >= m are errors), the chosen port free and
// busy, a random mask, and a nonzero digit in an unused dimension (an error).
TEST(RtlRouter, EveryCirculantExhaustive) {
  std::mt19937_64 rng(testing::test_seed("RtlRouter.EveryCirculantExhaustive"));
  RtlNode node;
  StreamChecker s(node, rng(), 0.7, 0.7);
  VectorRecord record(s);
  uint64_t waits = 0, ties = 0;
  for (auto [m, rho] : testing::all_circulants()) {
    for (int own = 0; own < m; ++own) {
      HwConfig c = HwConfig::of(Hypercycle({m}, {rho}), own);
      node.configure(c);
      VectorSet set = route_exhaustive(HwView(c), rng);
      for (const RouteResponse& e : set.route_expected) waits += e.status == kWait;
      for (int dst = 0; dst < m; ++dst) ties += dst != own && 2 * ((dst - own + m) % m) == m;
      s.add_routes(std::move(set.routes), std::move(set.route_expected));
      s.run();
      ASSERT_EQ(s.stats().mismatches, 0u) << c.str() << ": " << s.stats().first_mismatch;
    }
  }
  EXPECT_GT(waits, 0u);
  EXPECT_GT(ties, 0u);
  std::cout << "[ vectors  ] " << s.stats().route_vectors << " route vectors, " << ties << " ties\n";
}

TEST(RtlRouter, RandomHypercycles) {
  std::mt19937_64 rng(testing::test_seed("RtlRouter.RandomHypercycles"));
  RtlNode node;
  StreamChecker s(node, rng(), 0.8, 0.8);
  VectorRecord record(s);
  for (int t = 0; t < 200; ++t) {
    Hypercycle g = random_hypercycle(rng);
    HwConfig c = random_placement(g, rng);
    node.configure(c);
    HwView v(c);
    for (int q = 0; q < 200; ++q) {
      Node dst = std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng);
      RouteRequest r{pack_digits(digits_of(g, dst)), static_cast<uint16_t>(rng())};
      if (q % 10 == 0) r.dst = static_cast<uint16_t>(rng());  // mostly out of range: errors
      s.add_route(r, expected_route(v, r));
    }
    s.run();
    ASSERT_EQ(s.stats().mismatches, 0u) << c.str() << ": " << s.stats().first_mismatch;
  }
}

}  // namespace
}  // namespace hc::rtl
