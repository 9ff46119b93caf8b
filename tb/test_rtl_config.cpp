// The verilated configuration registers (load phase): read-back, ready timing, the status registers
// against the golden model, and every class of invalid configuration.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "Vhc_node.h"
#if __has_include("Vhc_node_hc_pkg.h")
#include "Vhc_node_hc_pkg.h"
#endif
#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "cpp_model/tests/seed.h"
#include "sim/node/exhaustive.h"
#include "sim/node/hw_random.h"
#include "sim/node/hw_reference.h"
#include "sim/node/stream_check.h"

namespace hc::rtl {
namespace {

#if __has_include("Vhc_node_hc_pkg.h")  // the RTL; a gate-level netlist has no package
static_assert(kDeriveSteps == Vhc_node_hc_pkg::DeriveSteps, "sim/node/hw_types.h: kDeriveSteps is hc_pkg::DeriveSteps");
static_assert(kDigitBits == Vhc_node_hc_pkg::DigitW && kPortW == Vhc_node_hc_pkg::PortW &&
                  kDimW == Vhc_node_hc_pkg::DimW && kWcW == Vhc_node_hc_pkg::WcW &&
                  kWcSendW == Vhc_node_hc_pkg::WcSendW,
              "sim/node/hw_types.h: the field widths are hc_pkg's");
#endif
constexpr int kStatusRegs[] = {kRegStatus, kRegError, kRegTotals, kRegDiameter, kRegA,
                               kRegK,      kRegDegree, kRegPortBase, kRegId};

void expect_status(RtlNode& node, const HwView& v) {
  for (int addr : kStatusRegs) {
    if (!v.graph && addr != kRegError && addr != kRegId) continue;
    EXPECT_EQ(node.read(addr), expected_status(v, addr)) << v.regs.str() << " register " << addr;
  }
}

TEST(RtlConfig, ResetStateIsAnInvalidConfiguration) {
  RtlNode node;
  EXPECT_EQ(node.read(kRegError), 1);  // r = 0
  for (int i = 0; i < kDeriveSteps; ++i) node.tick();
  EXPECT_EQ(node.read(kRegStatus), 0b0011);  // ready, config_error
  EXPECT_EQ(node.read(kRegId), 0x4843);
  EXPECT_EQ(node.route({0, 0xFFFF}), (RouteResponse{kError, 0}));
  EXPECT_TRUE(node.bcast({true, 0, 0, 0}).error);
}

TEST(RtlConfig, ResetValuesAreTheRegisterMaps) {
  RtlNode node;
  for (int addr = 0; addr < kRegCount; ++addr) EXPECT_EQ(node.read(addr), kRegResets[addr]) << kRegNames[addr];
}

TEST(RtlConfig, LoadPhaseWithinItsTarget) {
  // docs/registers.md: ready again at most 64 clocks after the last write.
  EXPECT_LE(kDeriveSteps, 64);
}

TEST(RtlConfig, ReadBackAndReadyExactlyDeriveStepsAfterTheLastWrite) {
  RtlNode node;
  HwConfig c = HwConfig::of(Hypercycle({15, 7, 2, 9}, {1, 3, 1, 2}), 1234);
  EXPECT_EQ(node.configure(c), kDeriveSteps);
  EXPECT_EQ(node.read(kRegDims), 4);
  EXPECT_EQ(node.read(kRegM), 0x927F);
  EXPECT_EQ(node.read(kRegRho), 0x2131);
  EXPECT_EQ(node.read(kRegAddr), pack_digits(c.own));
  // Busy (and refusing requests) from the write until DeriveSteps clocks later.
  node.write(kRegAddr, pack_digits(c.own));
  for (int i = 0; i < kDeriveSteps; ++i) {
    EXPECT_EQ(node.read(kRegStatus) & 0b1001, 0b1000) << i;
    EXPECT_FALSE(node.io().cfg_ready_o);
    node.io().route_req_valid_i = 1;
    node.eval();
    EXPECT_FALSE(node.io().route_req_ready_o);
    node.io().route_req_valid_i = 0;
    node.tick();
  }
  EXPECT_EQ(node.read(kRegStatus) & 0b1001, 0b0001);
  // Writes to read-only registers change nothing and do not restart the load phase.
  node.write(kRegStatus, 0xFFFF);
  node.write(kRegId, 0);
  EXPECT_TRUE(node.io().cfg_ready_o);
  EXPECT_EQ(node.read(kRegId), 0x4843);
  EXPECT_EQ(node.read(kRegDims), 4);
}

TEST(RtlConfig, StatusOfEveryCirculantAndRandomHypercycles) {
  std::mt19937_64 rng(testing::test_seed("RtlConfig.StatusOfEveryCirculantAndRandomHypercycles"));
  RtlNode node;
  std::vector<Hypercycle> graphs;
  for (auto [m, rho] : testing::all_circulants()) graphs.emplace_back(std::vector<int>{m}, std::vector<int>{rho});
  for (int t = 0; t < 300; ++t) graphs.push_back(random_hypercycle(rng));
  int deadlock_free = 0;
  for (const Hypercycle& g : graphs) {
    HwConfig c = random_placement(g, rng);
    ASSERT_EQ(node.configure(c), kDeriveSteps);
    HwView v(c);
    ASSERT_TRUE(v.graph);
    expect_status(node, v);
    deadlock_free += (node.read(kRegStatus) >> 2) & 1;
  }
  EXPECT_GT(deadlock_free, 0);
}

// Registers written in any order, with gaps of up to twice the load phase between writes (so that
// load phases are abandoned part way), and read-only writes among them: the status and the answers
// are those of the last values written.
TEST(RtlConfig, WritesInAnyOrderWithGapsRestartTheLoadPhase) {
  std::mt19937_64 rng(testing::test_seed("RtlConfig.WritesInAnyOrderWithGapsRestartTheLoadPhase"));
  RtlNode node;
  StreamChecker s(node, rng(), 0.9, 0.9);
  for (int t = 0; t < 300; ++t) {
    Hypercycle g = random_hypercycle(rng);
    HwConfig c = random_placement(g, rng);
    std::vector<std::pair<int, uint16_t>> writes = {{kRegDims, static_cast<uint16_t>(c.r)}, {kRegM, pack_digits(c.m)},
                                                    {kRegRho, pack_digits(c.rho)}, {kRegAddr, pack_digits(c.own)},
                                                    {kRegStatus, 0xFFFF}};
    std::shuffle(writes.begin(), writes.end(), rng);
    for (auto [addr, value] : writes) {
      node.write(addr, value);
      for (uint64_t gap = rng() % (2 * kDeriveSteps); gap > 0; --gap) node.tick();
    }
    while (!node.io().cfg_ready_o) node.tick();
    HwView v(c);
    expect_status(node, v);
    for (int q = 0; q < 20; ++q) {
      Node dst = std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng);
      RouteRequest r{pack_digits(digits_of(g, dst)), static_cast<uint16_t>(rng())};
      s.add_route(r, expected_route(v, r));
      BcastRequest b{q == 0, 1 + static_cast<int>(rng() % g.r()), 1 + static_cast<int>(rng() % 7),
                     static_cast<int>(rng() % 16)};
      s.add_bcast(b, expected_bcast(v, b));
    }
    s.run();
    ASSERT_EQ(s.stats().mismatches, 0u) << c.str() << ": " << s.stats().first_mismatch;
  }
}

// One configuration per rule, then random combinations: RegError names every broken rule, the unit
// is ready, and every request is answered with an error.
TEST(RtlConfig, EveryClassOfInvalidConfiguration) {
  std::vector<HwConfig> bad = invalid_configs();
  std::mt19937_64 rng(testing::test_seed("RtlConfig.EveryClassOfInvalidConfiguration"));
  for (int t = 0; t < 2000; ++t) bad.push_back(random_registers(rng));
  RtlNode node;
  StreamChecker s(node, rng(), 0.8, 0.8);
  std::array<int, 14> seen{};
  int valid = 0;
  for (const HwConfig& c : bad) {
    node.configure(c);
    HwView v(c);
    ASSERT_EQ(node.read(kRegError), v.error_bits) << c.str();
    ASSERT_EQ(node.read(kRegStatus) & 0b011, v.graph ? 0b001 : 0b011) << c.str();
    for (int b = 0; b < 14; ++b) seen[b] += (v.error_bits >> b) & 1;
    valid += v.graph.has_value();
    if (v.graph) expect_status(node, v);
    for (int q = 0; q < 8; ++q) {
      RouteRequest r{static_cast<uint16_t>(rng()), static_cast<uint16_t>(rng())};
      s.add_route(r, expected_route(v, r));
      BcastRequest b{q == 0, static_cast<int>(rng() % 8), static_cast<int>(rng() % 16), static_cast<int>(rng() % 16)};
      s.add_bcast(b, expected_bcast(v, b));
    }
    s.run();
    ASSERT_EQ(s.stats().mismatches, 0u) << c.str() << ": " << s.stats().first_mismatch;
  }
  for (int b = 0; b < 14; ++b) EXPECT_GT(seen[b], 0) << "error bit " << b << " never raised";
  EXPECT_LT(valid, 200);
}

}  // namespace
}  // namespace hc::rtl
