// The synthesizable network top (rtl/hc_network.sv), verilated as a whole for a 4x4 torus (its
// configuration fixed at elaboration) and a 3-dimensional hypercycle with one virtual channel (loaded at
// reset), against the cycle-exact model: its wiring, its configuration and its switches; its watchdog on
// a deadlock; and a configuration that one virtual channel cannot run.
#include <gtest/gtest.h>

#include "Vnet_3d.h"
#include "Vnet_torus.h"
#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/run.h"
#include "cpp_model/tests/seed.h"
#include "sim/noc/noc_lockstep.h"
#include "sim/noc/rtl_network_top.h"
#include "sim/noc/rtl_switch.h"

namespace hc::rtl {
namespace {

// The tops' switches: those of the verilated switch, with headers for the network's r dimensions.
noc::NocParams top_params(const Hypercycle& g) {
  noc::NocParams p = RtlSwitch::params();
  p.dims = g.r();
  return p;
}

template <class Top>
void expect_identical(const Hypercycle& g, double rate, int len, double bcast, const std::string& what,
                      int vcs = RtlSwitch::kVcs) {
  noc::NocParams p = top_params(g);
  p.vcs = vcs;
  RtlNetworkTop<Top> top(g, p);
  noc::NetworkModel model(g, p);
  LockstepDut both(top, model);
  noc::RunSpec spec;
  spec.traffic.rate = rate;
  spec.traffic.len = len;
  spec.traffic.bcast_fraction = bcast;
  spec.traffic.seed = testing::test_seed("NocTop " + what);
  spec.cycles = 400;
  noc::RunResult r = noc::run_network(both, g, p, spec);
  SCOPED_TRACE(what + " " + g.notation());
  EXPECT_EQ(both.mismatch(), "");
  EXPECT_TRUE(r.ok()) << (r.violations.empty() ? "deadlock" : r.violations[0]);
  EXPECT_EQ(r.delivered, r.generated);
  // The top's watchdog (16 clocks) counts injection and ejection as progress: a live network never stalls.
  EXPECT_FALSE(top.ever_stalled());
}

const Hypercycle kTorus({4, 4}, {1, 1});
// Every dimension of diameter 1 (rho = m/2): one virtual channel, no dateline needed.
const Hypercycle k3d({2, 2, 2}, {1, 1, 1});

TEST(NocTop, TorusAtLowLoad) { expect_identical<Vnet_torus>(kTorus, 0.1, 2, 0.0, "torus low"); }
TEST(NocTop, TorusPastSaturationWithBroadcasts) {
  expect_identical<Vnet_torus>(kTorus, 0.9, 3, 0.02, "torus saturated");
}
TEST(NocTop, ThreeDimensionsOneVirtualChannelAtLowLoad) {
  expect_identical<Vnet_3d>(k3d, 0.1, 1, 0.02, "3d low", 1);
}
TEST(NocTop, ThreeDimensionsOneVirtualChannelPastSaturationWithBroadcasts) {
  expect_identical<Vnet_3d>(k3d, 1.0, 4, 0.05, "3d saturated", 1);
}

// A configuration that needs datelines (m_1 = 5, rho_1 = 1: diameter 2) on switches of one channel: each
// flags it in CAUSE.one_vc and error_o, and grants nothing.
TEST(NocTop, OneVirtualChannelRefusesAConfigurationThatNeedsDatelines) {
  noc::NocParams p = top_params(k3d);
  p.vcs = 1;
  RtlNetworkTop<Vnet_3d> top(k3d, p);
  EXPECT_FALSE(top.error());
  EXPECT_EQ(top.read(0, kRegCause) & reg::cause::one_vc.mask(), 0);
  top.write_all(kRegM, 0x225);
  std::vector<noc::Ejection> ejected;
  std::vector<uint8_t> accepted;
  noc::Flit f;
  f.head = f.tail = true;
  f.hdr.len = 1;
  f.hdr.dst = 0x111;  // a hop in each dimension
  std::vector<const noc::Flit*> offers(static_cast<size_t>(top.nodes()), nullptr);
  offers[0] = &f;
  const std::vector<uint8_t> ready(static_cast<size_t>(top.nodes()), 1);
  int taken = 0;
  for (int c = 0; c < 200; ++c) {
    top.clock(offers, ready, accepted, ejected);
    taken += accepted[0];
    if (accepted[0]) offers[0] = nullptr;
  }
  EXPECT_TRUE(top.error());
  const uint16_t one_vc = reg::cause::one_vc.mask();
  for (Node x = 0; x < top.nodes(); ++x) EXPECT_EQ(top.read(x, kRegCause) & one_vc, one_vc) << "node " << x;
  EXPECT_EQ(taken, 1);          // taken at injection and refused (ERRORS, cause: configuration) ...
  EXPECT_TRUE(ejected.empty());  // ... and nothing forwarded
  EXPECT_FALSE(top.moved());
}

TEST(NocTop, WithoutDatelinesTheWatchdogCatchesTheDeadlock) {
  const noc::NocParams p = top_params(kTorus);
  RtlNetworkTop<Vnet_torus> top(kTorus, p);
  noc::NetworkModel model(kTorus, p);
  LockstepDut both(top, model);
  noc::RunSpec spec;
  spec.traffic.rate = 1.0;
  spec.traffic.len = 8;
  spec.traffic.bcast_fraction = 0.3;
  spec.traffic.seed = 7;
  spec.cycles = 2000;
  spec.no_dateline = true;
  spec.watchdog = 300;
  noc::RunResult r = noc::run_network(both, kTorus, p, spec);
  EXPECT_EQ(both.mismatch(), "");
  ASSERT_TRUE(r.deadlock.has_value());
  EXPECT_FALSE(r.deadlock->blocked.empty());
  EXPECT_TRUE(top.stalled());  // the top's own watchdog (16 clocks) fired too
}

}  // namespace
}  // namespace hc::rtl
