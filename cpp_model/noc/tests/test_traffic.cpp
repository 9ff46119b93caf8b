// Sources and statistics: Bernoulli arrivals at the asked rate, reproducible by seed, fixed and bimodal
// lengths; exact percentiles.
#include <gtest/gtest.h>

#include <cmath>

#include "cpp_model/noc/stats.h"
#include "cpp_model/noc/traffic.h"

namespace hc::noc {
namespace {

TEST(Sources, ArrivalsMatchTheRateAndRepeatWithTheSeed) {
  Hypercycle g({8, 8}, {1, 1});
  TrafficSpec spec;
  spec.rate = 0.3;
  spec.len = 3;
  spec.seed = 42;
  auto count = [&] {
    Sources s(g, spec, NocParams{});
    std::vector<Packet> created;
    for (int64_t t = 0; t < 5000; ++t) s.generate(t, created);
    return created;
  };
  std::vector<Packet> a = count(), b = count();
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i].dst, b[i].dst);
  // 64 nodes x 5000 clocks x 0.1 packets: 32,000 expected, standard deviation 170.
  EXPECT_NEAR(static_cast<double>(a.size()), 32000.0, 5 * 170.0);
}

TEST(Sources, OffersFlitsInOrderAndAdvancesWhenTaken) {
  Hypercycle g({4}, {1});
  TrafficSpec spec;
  spec.rate = 1.0;
  spec.len = 3;
  NocParams params;
  params.dims = 1;
  params.data_w = 16;  // 13 header bits: a head carries 3 bits of payload, the others 16
  Sources s(g, spec, params);
  std::vector<Packet> created;
  for (int64_t t = 0; created.empty(); ++t) s.generate(t, created);
  int64_t id = created[0].id;
  for (int k = 0; k < 3; ++k) {
    const Flit* f = s.offer(created[0].src);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->head, k == 0);
    EXPECT_EQ(f->tail, k == 2);
    EXPECT_EQ(f->data, payload(id, k, k == 0 ? 3 : 16));
    EXPECT_EQ(s.taken(created[0].src), k == 2);
  }
}

TEST(Sources, BimodalLengthsComeInTheAskedShares) {
  Hypercycle g({8, 8}, {1, 1});
  TrafficSpec spec;
  spec.rate = 0.5;
  spec.len = 1;
  spec.long_len = 8;
  spec.long_fraction = 0.25;
  EXPECT_DOUBLE_EQ(spec.mean_len(), 2.75);
  Sources s(g, spec, NocParams{});
  std::vector<Packet> created;
  for (int64_t t = 0; t < 4000; ++t) s.generate(t, created);
  int64_t longs = 0, flits = 0;
  for (const Packet& p : created) {
    longs += p.len == 8;
    flits += p.len;
    EXPECT_TRUE(p.len == 1 || p.len == 8);
  }
  // 64 x 4000 x 0.5 flits offered: 128,000 expected.
  EXPECT_NEAR(static_cast<double>(flits), 128000.0, 128000.0 * 0.03);
  EXPECT_NEAR(static_cast<double>(longs) / static_cast<double>(created.size()), 0.25, 0.01);
}

TEST(Sources, BadSpecsAreRefused) {
  TrafficSpec spec;
  spec.rate = 0;
  EXPECT_THROW(spec.check(8), Error);
  spec.rate = 0.5;
  spec.len = 9;
  EXPECT_THROW(spec.check(8), Error);
  spec.len = 1;
  spec.long_len = 9;
  EXPECT_THROW(spec.check(8), Error);
}

TEST(LatencyHistogram, PercentilesAreExact) {
  LatencyHistogram h;
  for (int v : {5, 1, 3, 2, 4, 10, 7, 6, 9, 8}) h.add(v);
  LatencySummary s = h.summary();
  EXPECT_EQ(s.count, 10);
  EXPECT_DOUBLE_EQ(s.avg, 5.5);
  EXPECT_EQ(s.p50, 5);
  EXPECT_EQ(s.p90, 9);
  EXPECT_EQ(s.p99, 10);
  EXPECT_EQ(s.max, 10);
  EXPECT_EQ(LatencyHistogram().summary().count, 0);
}

}  // namespace
}  // namespace hc::noc
