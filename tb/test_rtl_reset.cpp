// Registers random at start (HC_VERILATOR_ARGS="+verilator+rand+reset+2 +verilator+seed+N", the runs
// named RandomReset.* in the test run): the plusargs reach the verilated node, a seed repeats its
// values, and the synchronous reset clears everything the register interface shows.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "Vhc_node.h"
#include "sim/verilated_device.h"

namespace hc::rtl {
namespace {

constexpr int kConfigRegs[] = {kRegDims, kRegM, kRegRho, kRegAddr};

/// The configuration registers of a node made with HC_VERILATOR_ARGS = args (unset when empty),
/// read before any clock and again after two clocks of reset.
struct Reads {
  std::vector<uint16_t> before, after;
};

Reads reads_with(const std::string& args) {
  const char* old = std::getenv("HC_VERILATOR_ARGS");
  const std::string saved = old ? old : "";
  if (args.empty()) {
    ::unsetenv("HC_VERILATOR_ARGS");
  } else {
    ::setenv("HC_VERILATOR_ARGS", args.c_str(), 1);
  }
  Reads r;
  {
    VerilatedDevice<Vhc_node> dev;
    Vhc_node& t = dev.io();
    t.rst_ni = 0;
    t.cfg_we_i = 0;
    t.route_req_valid_i = 0;
    t.bcast_req_valid_i = 0;
    for (int a : kConfigRegs) r.before.push_back(dev.read(a));
    dev.tick();
    dev.tick();
    t.rst_ni = 1;
    for (int a : kConfigRegs) r.after.push_back(dev.read(a));
  }
  if (old) {
    ::setenv("HC_VERILATOR_ARGS", saved.c_str(), 1);
  } else {
    ::unsetenv("HC_VERILATOR_ARGS");
  }
  return r;
}

const std::vector<uint16_t> kZeros(4, 0);

TEST(RtlReset, WithoutPlusargsRegistersStartAtZero) {
  const Reads r = reads_with("");
  EXPECT_EQ(r.before, kZeros);
  EXPECT_EQ(r.after, kZeros);
}

TEST(RtlReset, RandomResetStartsRandomAndTheResetClearsIt) {
  const Reads r = reads_with("+verilator+rand+reset+2 +verilator+seed+5");
  EXPECT_NE(r.before, kZeros);  // 52 random bits: all zero once in 2^52
  EXPECT_EQ(r.after, kZeros);
}

TEST(RtlReset, ASeedRepeatsItsValuesAndAnotherSeedDoesNot) {
  const Reads a = reads_with("+verilator+rand+reset+2 +verilator+seed+5");
  const Reads b = reads_with("+verilator+rand+reset+2 +verilator+seed+5");
  const Reads c = reads_with("+verilator+rand+reset+2 +verilator+seed+6");
  EXPECT_EQ(a.before, b.before);
  EXPECT_NE(a.before, c.before);
}

}  // namespace
}  // namespace hc::rtl
