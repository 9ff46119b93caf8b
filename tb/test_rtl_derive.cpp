// The load phase as functions (hc_derive_pkg::derive, hc_derive_pkg::route_entry, hc_derive_pkg::cfg_valid: what a switch
// with a fixed configuration is built from) against the load phase itself (hc_config), bit for bit, on
// random valid configurations of every size and on random register values; and a fixed hc_config
// against a loaded one, register by register.
#include <gtest/gtest.h>

#include <random>

#include "Vhc_config.h"
#include "Vhc_config_fixed.h"
#include "Vhc_derive_probe.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/seed.h"
#include "sim/node/hw_random.h"
#include "sim/node/hw_types.h"

namespace hc::rtl {
namespace {

constexpr int kEntryBits = 7;     // hc_route_pkg::route_entry_t: {out, own, crosses, port[4]}

uint64_t pack_cfg(const HwConfig& c) {  // hc_pkg::cfg_t: {r[3], m[16], rho[16], own[16]}
  return (uint64_t(c.r & 7) << 48) | (uint64_t(pack_digits(c.m)) << 32) | (uint64_t(pack_digits(c.rho)) << 16) | pack_digits(c.own);
}

// Bits [lsb, lsb + width) of a wide Verilator value, width <= 64.
template <typename Wide>
uint64_t bits(const Wide& w, int lsb, int width) {
  uint64_t v = 0;
  for (int i = 0; i < width; ++i) v |= uint64_t(w[(lsb + i) / 32] >> ((lsb + i) % 32) & 1) << i;
  return v;
}

// hc_route_pkg::bcast_cfg_t, fields from the last (bit 0 up): {r, diameter, base, fwd_plus, fwd_minus,
// port_plus, port_wd, port_owc, port_sends}, widths from sim/node/hw_types.h (checked against hc_pkg).
struct BcastCfg {
  uint64_t r, diameter, base, fwd_plus, fwd_minus, port_plus, port_wd, port_owc, port_sends;
  template <typename Wide>
  static BcastCfg of(const Wide& w) {
    const int dims = kMaxDims * kDigitBits, ports = kMaxPorts;
    int at = 0;
    auto next = [&](int width) { at += width; return bits(w, at - width, width); };
    BcastCfg c{};
    c.port_sends = next(ports);
    c.port_owc = next(ports * kWcSendW);
    c.port_wd = next(ports * kDimW);
    c.port_plus = next(ports);
    c.fwd_minus = next(dims);
    c.fwd_plus = next(dims);
    c.base = next(dims);
    c.diameter = next(dims);
    c.r = next(kDimW);
    return c;
  }
};

struct Entry {
  bool out, own, crosses;
  int port;
  static Entry of(uint64_t bits) {
    return {(bits >> 6 & 1) != 0, (bits >> 5 & 1) != 0, (bits >> 4 & 1) != 0, int(bits & 15)};
  }
};

// The loaded unit: its outputs after the load phase, and every routing-table entry it wrote.
class Loaded {
 public:
  explicit Loaded(const HwConfig& c) {
    Vhc_config& t = *dut_;
    t.clk_i = 0;
    t.rst_ni = 0;
    tick();
    tick();
    t.rst_ni = 1;
    const uint16_t values[] = {uint16_t(c.r), pack_digits(c.m), pack_digits(c.rho), pack_digits(c.own)};
    for (int addr = 0; addr < 4; ++addr) {
      t.we_i = 1;
      t.addr_i = uint8_t(addr);
      t.wdata_i = values[addr];
      tick();
    }
    t.we_i = 0;
    for (int i = 0; i <= kDeriveSteps; ++i) tick();
  }
  Vhc_config& io() { return *dut_; }
  uint16_t read(int addr) {
    dut_->addr_i = uint8_t(addr);
    dut_->eval();
    return dut_->rdata_o;
  }
  // The entry of dimension i (0-based), digit v.
  Entry entry(int i, int v) const { return Entry::of(tables_[i / 2][(i % 2) * 16 + v]); }

 private:
  void tick() {
    dut_->eval();
    if (dut_->table_we_o)
      for (int t = 0; t < 2; ++t)
        tables_[t][dut_->table_addr_o] = (dut_->table_data_o >> (t * kEntryBits)) & ((uint64_t{1} << kEntryBits) - 1);
    dut_->clk_i = 1;
    dut_->eval();
    dut_->clk_i = 0;
    dut_->eval();
  }
  std::unique_ptr<Vhc_config> dut_ = std::make_unique<Vhc_config>();
  uint64_t tables_[2][32] = {};
};

// Every output of the probe for c equals the loaded unit's.
void expect_same(const HwConfig& c, Vhc_derive_probe& p) {
  Loaded l(c);
  Vhc_config& t = l.io();
  p.cfg_i = pack_cfg(c);
  p.eval();
  SCOPED_TRACE(c.str());
  ASSERT_EQ(p.valid_o, !t.error_o);
  if (!p.valid_o) return;
  EXPECT_EQ(p.limit_o, t.limit_o);
  const BcastCfg pb = BcastCfg::of(p.bcast_o), tb = BcastCfg::of(t.bcast_o);
  EXPECT_EQ(pb.r, tb.r);
  EXPECT_EQ(tb.r, uint64_t(c.r));  // the fields' places: r, D_i and the port bases as the registers read
  EXPECT_EQ(tb.diameter, l.read(kRegDiameter));
  EXPECT_EQ(tb.base, l.read(kRegPortBase));
  EXPECT_EQ(pb.diameter, tb.diameter);
  EXPECT_EQ(pb.base, tb.base);
  EXPECT_EQ(pb.fwd_plus, tb.fwd_plus);
  EXPECT_EQ(pb.fwd_minus, tb.fwd_minus);
  EXPECT_EQ(pb.port_wd, tb.port_wd);
  EXPECT_EQ(pb.port_owc, tb.port_owc);
  EXPECT_EQ(pb.port_sends, tb.port_sends);
  EXPECT_EQ(pb.port_plus, tb.port_plus);  // 0 for the ports that do not exist, in both
  EXPECT_EQ(p.port_wrap_o, t.port_wrap_o);
  EXPECT_EQ(p.a_o, l.read(kRegA));
  EXPECT_EQ(p.k_o, l.read(kRegK));
  EXPECT_EQ(p.degree_o, l.read(kRegDegree));
  EXPECT_EQ(p.total_degree_o | p.total_diameter_o << 8, l.read(kRegTotals));
  EXPECT_EQ(p.deadlock_free_o, (l.read(kRegStatus) >> 2) & 1);
  for (int i = 0; i < 4; ++i)
    for (int v = 0; v < 16; ++v) {
      p.dim_i = uint8_t(i);
      p.digit_i = uint8_t(v);
      p.eval();
      const Entry want = l.entry(i, v), got = Entry::of(p.entry_o);
      SCOPED_TRACE("dimension " + std::to_string(i + 1) + ", digit " + std::to_string(v));
      ASSERT_EQ(got.out, want.out);
      if (got.out) continue;
      ASSERT_EQ(got.own, want.own);
      if (got.own) continue;  // the rest routes a digit that differs
      EXPECT_EQ(got.crosses, want.crosses);
      EXPECT_EQ(got.port, want.port);
    }
}

TEST(RtlDerive, FunctionsEqualTheLoadPhaseOnValidConfigurations) {
  std::mt19937_64 rng(testing::test_seed("RtlDerive valid"));
  Vhc_derive_probe probe;
  for (int n = 0; n < 2000; ++n) expect_same(random_placement(random_hypercycle(rng), rng), probe);
}

TEST(RtlDerive, ValidityEqualsTheLoadPhaseOnAnyRegisters) {
  std::mt19937_64 rng(testing::test_seed("RtlDerive any"));
  Vhc_derive_probe probe;
  for (int n = 0; n < 2000; ++n) expect_same(random_registers(rng), probe);
}

// hc_config with Fixed, built for the configuration below, reads as the loaded unit does, is ready from
// reset and ignores writes.
TEST(RtlDerive, FixedUnitReadsAsTheLoadedOne) {
  const HwConfig c = HwConfig::of(Hypercycle({7, 5, 3}, {3, 2, 1}), 61);  // tb/CMakeLists.txt: the same
  Loaded l(c);
  Vhc_config_fixed f;
  f.clk_i = 0;
  f.rst_ni = 0;
  f.eval();
  EXPECT_FALSE(f.busy_o);
  f.rst_ni = 1;
  f.we_i = 1;
  f.addr_i = kRegM;
  f.wdata_i = 0x1234;  // ignored: the registers are read-only
  f.clk_i = 1;
  f.eval();
  f.clk_i = 0;
  f.we_i = 0;
  f.eval();
  for (int addr = kRegDims; addr <= kRegId; ++addr) {
    f.addr_i = uint8_t(addr);
    f.eval();
    EXPECT_EQ(f.rdata_o, l.read(addr)) << "register " << addr;
  }
  EXPECT_FALSE(f.busy_o);
  EXPECT_FALSE(f.error_o);
  EXPECT_FALSE(f.flush_o);
  EXPECT_EQ(f.own_o, l.io().own_o);
  EXPECT_EQ(BcastCfg::of(f.bcast_o).port_wd, BcastCfg::of(l.io().bcast_o).port_wd);
  EXPECT_EQ(BcastCfg::of(f.bcast_o).port_owc, BcastCfg::of(l.io().bcast_o).port_owc);
}

}  // namespace
}  // namespace hc::rtl
