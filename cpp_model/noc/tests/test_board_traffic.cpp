// The traffic of the network on a board: the LFSR (its recurrence and maximal period), the patterns,
// the generators' rates, lengths and sequence numbers, the checkers' detection of every kind of damage,
// and runs on the network model (exact zero-contention latencies, balanced counts, reproducible by seed).
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

#include "cpp_model/address.h"
#include "cpp_model/noc/board_run.h"
#include "cpp_model/noc/network_model.h"
#include "cpp_model/tests/seed.h"

namespace hc::noc {
namespace {

// GF(2) polynomials of degree below 62 as bit masks: a b mod p, p of degree 31.
uint64_t mulmod(uint64_t a, uint64_t b, uint64_t p) {
  uint64_t r = 0;
  for (; b; b >>= 1) {
    if (b & 1) r ^= a;
    a <<= 1;
    if (a >> 31 & 1) a ^= p;
  }
  return r;
}

uint64_t powmod(uint64_t e, uint64_t p) {
  uint64_t r = 1, x = 2;  // the polynomial x
  for (; e; e >>= 1) {
    if (e & 1) r = mulmod(r, x, p);
    x = mulmod(x, x, p);
  }
  return r;
}

TEST(BoardLfsr, FollowsItsRecurrenceWithAMaximalPeriod) {
  // Bit k of the stream (the low bit after k steps): b_k = b_{k-28} ^ b_{k-31}.
  std::vector<int> b;
  const uint32_t start = 0x12345679u;
  for (int j = 30; j >= 0; --j) b.push_back((start >> j) & 1);
  for (int k = 31; k < 400; ++k) b.push_back(b[k - 28] ^ b[k - 31]);
  uint32_t s = start;
  for (int k = 31; k < 400; ++k) {
    s = lfsr_step(s, 1);
    ASSERT_EQ(s & 1u, static_cast<uint32_t>(b[static_cast<size_t>(k)])) << "step " << k - 30;
  }
  EXPECT_EQ(lfsr_step(start, 7), lfsr_step(lfsr_step(start, 3), 4));
  EXPECT_EQ(lfsr_step(0, 31), 0u);
  EXPECT_EQ(lfsr_step(1u << 30, 1), 1u);
  EXPECT_EQ(lfsr_step(1, 1), 2u);
  // Its characteristic polynomial x^31 + x^3 + 1 gives x the order 2^31 - 1, a prime: every nonzero
  // state is on one cycle of that length.
  const uint64_t p = (uint64_t{1} << 31) | 8u | 1u;
  EXPECT_EQ(powmod(0x7FFFFFFFull, p), 1u);
  EXPECT_NE(powmod(1, p), 1u);
}

TEST(BoardLfsr, SeedsAndPayloadWordsNeverZero) {
  EXPECT_EQ(payload_init(0, 0, 0, 0), 1u);
  EXPECT_EQ(payload_init(0, 3, 2, 1), 1u << 19 | 2u << 8 | 3u);
  EXPECT_EQ(payload_init(0x00080203u, 3, 2, 1), 1u);
  EXPECT_EQ(payload_init(0x80000000u, 0, 0, 0), 1u);  // bit 31 folds onto bit 0
  EXPECT_EQ(payload_init(0xFFFFFFFFu, 0, 0, 0), 0x7FFFFFFEu);
  EXPECT_EQ(payload_bits(0x40000001u), 0x40000001ull | 0x40000001ull << 31 | 1ull << 62);
  for (int x = 0; x < 256; ++x) {
    EXPECT_NE(lfsr_seed(7, x, 0), lfsr_seed(7, x, 1));
    EXPECT_NE(lfsr_seed(7, x, 0), lfsr_seed(6, x, 0));
    EXPECT_EQ(lfsr_seed(lfsr_seed(0, x, 1), x, 1), 1u);  // the seed that would give 0
  }
  EXPECT_EQ(BoardTraffic::threshold(0.25), 16384u);
  EXPECT_EQ(BoardTraffic::threshold(1.0), 65536u);
  EXPECT_EQ(BoardTraffic::threshold(0.0), 0u);
}

TEST(BoardPatterns, FixedDestinations) {
  const Hypercycle torus({4, 4}, {1, 1}), ring({4}, {1}), ring6({6}, {1});
  EXPECT_EQ(fixed_destination(torus, 0, BoardPattern::Neighbour), 5);
  EXPECT_EQ(fixed_destination(torus, 15, BoardPattern::Neighbour), 0);
  EXPECT_EQ(fixed_destination(torus, 1, BoardPattern::Tornado), 6);     // (4+1)/2 - 1 = 1 per digit: (2, 1)
  EXPECT_EQ(fixed_destination(torus, 1, BoardPattern::Antipodal), 11);  // +2 per digit: (3, 2)
  EXPECT_EQ(fixed_destination(torus, 1, BoardPattern::Transpose), 4);
  EXPECT_EQ(fixed_destination(torus, 1, BoardPattern::Complement), 14);
  EXPECT_EQ(fixed_destination(torus, 1, BoardPattern::Reverse), 8);
  EXPECT_EQ(fixed_destination(torus, 9, BoardPattern::Shuffle), 3);
  EXPECT_EQ(fixed_destination(ring, 1, BoardPattern::Complement), 2);
  EXPECT_THROW(check_board_pattern(ring6, BoardPattern::Complement), Error);
  EXPECT_THROW(check_board_pattern(Hypercycle({8}, {1}), BoardPattern::Transpose), Error);
  EXPECT_NO_THROW(check_board_pattern(ring6, BoardPattern::Tornado));
  EXPECT_EQ(board_pattern("bit-reverse"), BoardPattern::Reverse);
  EXPECT_THROW(board_pattern("diagonal"), Error);
  for (const auto& [name, help] : board_pattern_list()) EXPECT_EQ(board_pattern_name(board_pattern(name)), name);
}

NocParams ring_params() {
  NocParams p;
  p.dims = 1;
  p.vcs = 2;
  p.buf_depth = 2;
  p.max_len = 2;
  p.data_w = 32;  // 13 header bits, 12 of time stamp, 7 of sequence number
  return p;
}

TEST(BoardTraffic, SettingsOutOfRangeAreRefused) {
  const Hypercycle ring({4}, {1});
  const NocParams p = ring_params();
  const BoardWidths w;
  BoardTraffic t;
  EXPECT_NO_THROW(t.check(ring, p, w));
  t.len = 3;
  EXPECT_THROW(t.check(ring, p, w), Error);
  t = {};
  t.cycles = int64_t{1} << 24;
  EXPECT_THROW(t.check(ring, p, w), Error);
  t = {};
  t.pattern = BoardPattern::Hotspot;
  t.hot_node = 4;
  EXPECT_THROW(t.check(ring, p, w), Error);
  NocParams narrow = p;
  narrow.data_w = 28;  // 3 bits of sequence number
  EXPECT_THROW(BoardTraffic{}.check(ring, narrow, w), Error);
}

// The flits a generator offers, checked by the checker of their destination with the source written
// in as the switch does: no failure; each kind of damage fails its check.
TEST(BoardChecks, EveryKindOfDamageIsCaught) {
  const Hypercycle ring({4}, {1});
  const NocParams p = ring_params();
  const BoardWidths w;
  BoardTraffic t;
  t.rate = 65536;
  t.len = 2;
  t.pattern = BoardPattern::Neighbour;
  std::vector<Flit> sent;  // node 0's packets to node 1
  BoardGenerator gen(ring, p, w, t, 0);
  for (int64_t now = 0; sent.size() < 8; ++now) {
    const Flit* f = gen.offer();
    if (f) sent.push_back(*f), sent.back().hdr.src = pack_digits(digits_of(ring, 0));
    gen.clock(now, true, f != nullptr);
  }
  auto causes = [&](std::vector<Flit> flits, Node at = 1) {
    BoardChecker c(ring, p, w, t, at);
    for (size_t i = 0; i < flits.size(); ++i) c.eject(flits[i], 100 + static_cast<int64_t>(i));
    NodeCounters n;
    c.counters(n);
    return n;
  };
  NodeCounters good = causes(sent);
  EXPECT_EQ(good.errors, 0u);
  EXPECT_EQ(good.recv_pkts, 4u);
  EXPECT_EQ(good.recv_flits, 8u);
  std::vector<Flit> bad = sent;
  bad[3].data ^= 1u << 17;  // a payload bit
  EXPECT_EQ(causes(bad).causes, 1u << kCheckPayload);
  EXPECT_EQ(causes(bad).errors, 1u);
  bad = sent;
  bad.erase(bad.begin() + 2, bad.begin() + 4);  // a lost packet
  EXPECT_EQ(causes(bad).causes, 1u << kCheckSequence);
  bad = sent;
  bad[4] = sent[2], bad[5] = sent[3];  // a duplicate
  EXPECT_EQ(causes(bad).causes, 1u << kCheckSequence);
  bad = sent;
  bad.erase(bad.begin() + 1);  // a missing tail
  EXPECT_NE(causes(bad).causes & (1u << kCheckLength), 0u);
  EXPECT_EQ(causes(sent, 2).causes, 1u << kCheckDest);  // another node's packets
  bad = sent;
  bad[0].hdr.src = 0x9;  // no such node
  EXPECT_NE(causes(bad).causes & (1u << kCheckSource), 0u);
  bad = sent;
  bad[0].hdr.len = 1;
  EXPECT_NE(causes(bad).causes & (1u << kCheckLength), 0u);
}

int64_t total(const BoardRun& r, uint64_t NodeCounters::*field) {
  int64_t s = 0;
  for (const NodeCounters& c : r.nodes) s += static_cast<int64_t>(c.*field);
  return s;
}

// Neighbour traffic of one-flit packets on a ring: every packet has its own link and ejection port, and
// 6-flit buffers cover the credit loop (5 clocks), so each takes the zero-load time 2 + 3h = 5 clocks from
// its first offer (docs/network.md), at any load.
TEST(BoardRunTest, NeighbourTrafficTakesTheZeroLoadLatency) {
  const Hypercycle ring({4}, {1});
  NocParams p = ring_params();
  p.buf_depth = 6;
  BoardTraffic t;
  t.pattern = BoardPattern::Neighbour;
  t.rate = BoardTraffic::threshold(0.6);
  t.cycles = 3000;
  t.seed = 5;
  const BoardRun r = run_board(ring, p, BoardWidths{}, t);
  ASSERT_FALSE(r.deadlock);
  for (const NodeCounters& c : r.nodes) {
    EXPECT_EQ(c.errors, 0u);
    EXPECT_EQ(c.lat_max, static_cast<uint64_t>(kZeroLoadClocks + kHopClocks));
    EXPECT_EQ(c.lat_sum, static_cast<uint64_t>(kZeroLoadClocks + kHopClocks) * c.recv_pkts);
    EXPECT_EQ(c.sent_pkts, c.sent_flits);
  }
  EXPECT_EQ(total(r, &NodeCounters::sent_pkts), total(r, &NodeCounters::recv_pkts));
  // 4 nodes x 3000 clocks x 0.6: 7,200 packets expected, standard deviation 54.
  EXPECT_NEAR(static_cast<double>(total(r, &NodeCounters::sent_pkts)), 7200.0, 5 * 54.0);
  EXPECT_EQ(r.true_lat_max, kZeroLoadClocks + kHopClocks);
}

TEST(BoardRunTest, EveryPacketArrivesAndRunsRepeatWithTheirSeed) {
  const uint64_t seed = testing::test_seed("BoardRunTest.EveryPacketArrivesAndRunsRepeatWithTheirSeed");
  const Hypercycle torus({4, 4}, {1, 1});
  NocParams p;
  p.dims = 2;
  p.buf_depth = 4;
  p.max_len = 4;
  p.data_w = 40;
  BoardTraffic t;
  t.len = 3;
  t.rate = BoardTraffic::threshold(0.9 / 3);  // past saturation: the sources queue up
  t.cycles = 1500;
  t.seed = static_cast<uint32_t>(seed);
  const BoardRun a = run_board(torus, p, BoardWidths{}, t), b = run_board(torus, p, BoardWidths{}, t);
  ASSERT_FALSE(a.deadlock);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.last, b.last);
  EXPECT_EQ(total(a, &NodeCounters::sent_pkts), total(a, &NodeCounters::recv_pkts));
  EXPECT_EQ(total(a, &NodeCounters::recv_flits), 3 * total(a, &NodeCounters::recv_pkts));
  EXPECT_EQ(total(a, &NodeCounters::errors), 0);
  int64_t pend = 0;
  for (const NodeCounters& c : a.nodes) pend = std::max(pend, static_cast<int64_t>(c.pend_max));
  EXPECT_GT(pend, 10) << "past saturation the pending counts grow";
  t.seed ^= 1;
  EXPECT_NE(run_board(torus, p, BoardWidths{}, t).nodes, a.nodes);
}

TEST(BoardRunTest, BroadcastsArriveAtEveryOtherNode) {
  const Hypercycle torus({4, 4}, {1, 1});
  NocParams p;
  p.dims = 2;
  p.buf_depth = 2;
  p.max_len = 2;
  p.data_w = 40;
  BoardTraffic t;
  t.len = 2;
  t.rate = BoardTraffic::threshold(0.02);
  t.bcast = BoardTraffic::threshold(1.0);
  t.cycles = 2000;
  const BoardRun r = run_board(torus, p, BoardWidths{}, t);
  ASSERT_FALSE(r.deadlock);
  EXPECT_GT(total(r, &NodeCounters::sent_pkts), 300);
  EXPECT_EQ(total(r, &NodeCounters::recv_pkts), 15 * total(r, &NodeCounters::sent_pkts));
  EXPECT_EQ(total(r, &NodeCounters::errors), 0);
}

}  // namespace
}  // namespace hc::noc
