// The traffic generator and checker of the network on a board, each verilated alone, against the model
// (cpp_model/noc/board_traffic.h) clock for clock: every flit the generator offers under random
// back-pressure, for every pattern, with broadcasts and hotspots; every counter of the checker on good
// traffic and on traffic damaged in every way the checker names. The end-to-end runs
// (tb/test_board_noc.cpp) see only undamaged traffic.
#include <gtest/gtest.h>

#include <random>

#include "Vhc_noc_tcheck.h"
#include "Vhc_noc_tgen.h"
#include "cpp_model/address.h"
#include "cpp_model/noc/board_traffic.h"
#include "cpp_model/tests/seed.h"
#include "sim/noc/noc_bits.h"
#include "sim/verilated_env.h"

namespace hc::rtl {
namespace {

using noc::BoardPattern;
using noc::BoardTraffic;

// The verilated units' parameters (tb/CMakeLists.txt): the generator at node 5 of G(4,4; 1,1) with
// 40-bit flits, the checker at node 1 of G(4; 1) with 30-bit flits; CycW 24, CntW 32.
const Hypercycle kTorus({4, 4}, {1, 1});
const Hypercycle kRing({4}, {1});
constexpr Node kGenNode = 5, kCheckNode = 1;

noc::NocParams params(const Hypercycle& g, int data_w) {
  noc::NocParams p;
  p.dims = g.r();
  p.max_len = 4;
  p.buf_depth = 4;
  p.data_w = data_w;
  return p;
}

// hc_traffic_pkg::traffic_cfg_t: {rate[17], bcast[17], hot[17], pattern[4], hot_dst[16], len[4], seed[32]}.
template <class Port>
void set_cfg(Port& port, const Hypercycle& g, const BoardTraffic& t) {
  set_field(port, 0, 32, t.seed);
  set_field(port, 32, 4, static_cast<uint64_t>(t.len));
  set_field(port, 36, 16, pack_digits(digits_of(g, t.hot_node)));
  set_field(port, 52, 4, static_cast<uint64_t>(t.pattern));
  set_field(port, 56, 17, t.hot);
  set_field(port, 73, 17, t.bcast);
  set_field(port, 90, 17, t.rate);
}

template <class Top>
void tick(Top& t) {
  t.eval();
  t.clk_i = 1;
  t.eval();
  t.clk_i = 0;
}

// One clear clock, then `clocks` clocks of the window and as many after: every offer equal.
void expect_generator(const BoardTraffic& t, int64_t clocks, uint64_t seed, const std::string& what) {
  SCOPED_TRACE(what);
  const noc::NocParams p = params(kTorus, 40);
  noc::BoardGenerator model(kTorus, p, noc::BoardWidths{}, t, kGenNode);
  VerilatedContext context;
  apply_env_args(context);  // HC_VERILATOR_ARGS: random registers at start (RandomReset.*)
  context.assertOn(true);
  Vhc_noc_tgen dut(&context);
  std::mt19937_64 rng(seed);
  dut.rst_ni = 0;
  tick(dut);
  dut.rst_ni = 1;
  set_cfg(dut.cfg_i, kTorus, t);
  dut.clear_i = 1;
  tick(dut);
  dut.clear_i = 0;
  int64_t offers = 0;
  for (int64_t now = 0; now < 2 * clocks; ++now) {
    dut.gen_i = now < clocks;
    dut.now_i = static_cast<uint16_t>(now & 0xFFF);
    dut.inj_ready_i = rng() % 4 != 0;
    dut.eval();
    const noc::Flit* f = model.offer();
    ASSERT_EQ(dut.inj_valid_o != 0, f != nullptr) << "clock " << now;
    if (f) {
      ++offers;
      const FlitBits want = pack_flit(*f, p);
      ASSERT_EQ(dut.inj_ctl_o, want.ctl) << "clock " << now;
      ASSERT_EQ(field(dut.inj_data_o, 0, 40), want.data) << "clock " << now;
    }
    ASSERT_EQ(dut.idle_o != 0, model.idle()) << "clock " << now;
    model.clock(now, now < clocks, f && dut.inj_ready_i);
    tick(dut);
  }
  noc::NodeCounters c;
  model.counters(c);
  EXPECT_EQ(dut.sent_pkts_o, c.sent_pkts);
  EXPECT_EQ(dut.sent_flits_o, c.sent_flits);
  EXPECT_EQ(dut.pend_max_o, c.pend_max);
  EXPECT_GT(offers, clocks / 10);
  write_coverage(context);
}

TEST(NocBoardUnits, GeneratorOffersTheModelsFlits) {
  const uint64_t seed = testing::test_seed("NocBoardUnits.GeneratorOffersTheModelsFlits");
  BoardTraffic t;
  t.seed = static_cast<uint32_t>(seed);
  t.len = 3;
  t.rate = BoardTraffic::threshold(0.3);
  for (int k = 0; k <= static_cast<int>(BoardPattern::Shuffle); ++k) {
    t.pattern = static_cast<BoardPattern>(k);
    expect_generator(t, 600, seed + static_cast<uint64_t>(k), noc::board_pattern_name(t.pattern));
  }
  t.pattern = BoardPattern::Uniform;
  t.len = 1;
  t.rate = BoardTraffic::threshold(0.9);  // the pending count grows under back-pressure
  t.bcast = BoardTraffic::threshold(0.25);
  expect_generator(t, 800, seed, "broadcasts, one-flit packets");
  t.bcast = 0;
  t.len = 4;
  t.rate = BoardTraffic::threshold(0.2);
  t.pattern = BoardPattern::Hotspot;
  t.hot_node = 9;
  t.hot = BoardTraffic::threshold(0.4);
  expect_generator(t, 800, seed, "hotspot");
}

// The flits node 0 sends to node kCheckNode under neighbour traffic, as the switch delivers them (the
// source written in).
std::vector<noc::Flit> ring_traffic(const BoardTraffic& t, size_t count) {
  const noc::NocParams p = params(kRing, 30);
  noc::BoardGenerator gen(kRing, p, noc::BoardWidths{}, t, 0);
  std::vector<noc::Flit> flits;
  for (int64_t now = 0; flits.size() < count; ++now) {
    const noc::Flit* f = gen.offer();
    if (f) flits.push_back(*f), flits.back().hdr.src = 0;
    gen.clock(now, true, f != nullptr);
  }
  return flits;
}

// Feeds flits to the verilated checker and the model's, one every other clock: the same counters.
void expect_checker(const BoardTraffic& t, const std::vector<noc::Flit>& flits, const std::string& what,
                    uint64_t want_causes) {
  SCOPED_TRACE(what);
  const noc::NocParams p = params(kRing, 30);
  noc::BoardChecker model(kRing, p, noc::BoardWidths{}, t, kCheckNode);
  VerilatedContext context;
  apply_env_args(context);  // HC_VERILATOR_ARGS: random registers at start (RandomReset.*)
  context.assertOn(true);
  Vhc_noc_tcheck dut(&context);
  dut.rst_ni = 0;
  tick(dut);
  dut.rst_ni = 1;
  dut.len_i = static_cast<uint8_t>(t.len);
  dut.seed_i = t.seed;
  dut.clear_i = 1;
  tick(dut);
  dut.clear_i = 0;
  int64_t now = 0;
  for (const noc::Flit& f : flits) {
    const FlitBits b = pack_flit(f, p);
    for (int gap = 0; gap < 2; ++gap, ++now) {
      dut.now_i = static_cast<uint16_t>(now & 0xFFF);
      dut.ej_valid_i = gap == 0;
      dut.ej_ctl_i = static_cast<uint8_t>(b.ctl);
      dut.ej_data_i = static_cast<uint32_t>(b.data);
      if (gap == 0) model.eject(f, now);
      tick(dut);
    }
  }
  noc::NodeCounters c;
  model.counters(c);
  EXPECT_EQ(dut.recv_pkts_o, c.recv_pkts);
  EXPECT_EQ(dut.recv_flits_o, c.recv_flits);
  EXPECT_EQ(dut.errors_o, c.errors);
  EXPECT_EQ(dut.causes_o, c.causes);
  EXPECT_EQ(dut.lat_sum_o, c.lat_sum);
  EXPECT_EQ(dut.lat_max_o, c.lat_max);
  if (want_causes == 0) {
    EXPECT_EQ(c.causes, 0u);
  }
  EXPECT_EQ(c.causes & want_causes, want_causes);
  write_coverage(context);
}

TEST(NocBoardUnits, CheckerCountsAndCatchesWhatTheModelDoes) {
  BoardTraffic t;
  t.rate = 65536;
  t.len = 3;
  t.pattern = BoardPattern::Neighbour;
  t.seed = static_cast<uint32_t>(testing::test_seed("NocBoardUnits.CheckerCountsAndCatchesWhatTheModelDoes"));
  const std::vector<noc::Flit> good = ring_traffic(t, 60);
  expect_checker(t, good, "good", 0);
  std::vector<noc::Flit> bad = good;
  bad[4].data ^= 1u << 29;
  expect_checker(t, bad, "a payload bit", 1u << noc::kCheckPayload);
  bad = good;
  bad.erase(bad.begin() + 3, bad.begin() + 6);
  expect_checker(t, bad, "a lost packet", 1u << noc::kCheckSequence);
  bad = good;
  bad.erase(bad.begin() + 2);
  expect_checker(t, bad, "a lost tail", 1u << noc::kCheckLength);
  bad = good;
  bad[1].tail = true;
  expect_checker(t, bad, "an early tail", 1u << noc::kCheckLength);
  bad = good;
  bad[0].hdr.dst = 2;
  expect_checker(t, bad, "another node's packet", 1u << noc::kCheckDest);
  bad = good;
  bad[3].hdr.src = 7;  // no such node
  expect_checker(t, bad, "a source out of range", 1u << noc::kCheckSource);
  bad = good;
  bad[0].hdr.kind = noc::Kind::Broadcast;
  bad[0].hdr.src = pack_digits(digits_of(kRing, kCheckNode));  // a broadcast back at its origin
  expect_checker(t, bad, "a broadcast at its origin", 1u << noc::kCheckSource);
}

}  // namespace
}  // namespace hc::rtl
