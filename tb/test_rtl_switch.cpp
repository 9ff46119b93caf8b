// One verilated switch alone (rtl/hc_switch.sv, 16 ports): its registers, every port's routing and
// dateline channel against the model's rules (cpp_model/noc/switch_rules.h), heads on every input routed
// in one clock, credits, back-pressure at ejection, broadcast replication, and refused packets.
#include <gtest/gtest.h>

#include <map>

#include "Vhc_switch_hc_pkg.h"
#include "cpp_model/noc/switch_rules.h"
#include "cpp_model/routing.h"
#include "sim/noc/rtl_switch.h"

namespace hc::rtl {
namespace {

using noc::Flit;
using noc::Kind;

constexpr int kLocal = RtlSwitch::kPorts;

// A flit seen on an output link or at the ejection port, with the clock it was there.
struct Seen {
  int64_t clock;
  int port;  // kLocal for the ejection port
  int vc;
  Flit flit;
};

// Node x of g on one switch; its neighbours are this bench: flits arrive on its inputs as asked, its
// outputs' flits are recorded and their credits returned in the next clock unless held.
class SwitchBench {
 public:
  SwitchBench(const Hypercycle& g, Node x) : g_(g), topo_(g), x_(x) {
    EXPECT_EQ(sw_.configure(HwConfig::of(g, x)), static_cast<int>(Vhc_switch_hc_pkg::DeriveSteps));
  }

  RtlSwitch& sw() { return sw_; }
  int64_t now() const { return now_; }
  const std::vector<Seen>& seen() const { return seen_; }
  void hold_credits(bool hold) { hold_ = hold; }
  void set_ej_ready(bool ready) { ej_ready_ = ready; }

  /// A flit to arrive on input p, channel vc, in the next clock.
  void arrive(int p, int vc, const Flit& f) { arrivals_[p] = {true, vc, f}; }
  /// Returns a credit for output p's channel vc in the next clock.
  void credit(int p, int vc) { credits_[p] = {true, vc}; }

  /// One clock; returns whether the offered flit (if any) was taken.
  bool clock(const Flit* offer = nullptr) {
    for (int p = 0; p < RtlSwitch::kPorts; ++p) {
      sw_.set_in_link(p, arrivals_.count(p) ? arrivals_[p] : LinkFlit{});
      sw_.set_out_credit(p, credits_.count(p) ? credits_[p] : LinkCredit{});
    }
    arrivals_.clear();
    credits_.clear();
    sw_.offer(offer);
    sw_.set_ej_ready(ej_ready_);
    sw_.eval();
    const bool taken = offer && sw_.inj_ready();
    if (ej_ready_)
      if (auto f = sw_.ejection()) seen_.push_back({now_, kLocal, 0, *f});
    sw_.tick();
    ++now_;
    for (int p = 0; p < g_.degree(); ++p) {
      LinkFlit l = sw_.out_link(p);
      if (!l.valid) continue;
      seen_.push_back({now_, p, l.vc, l.flit});
      if (!hold_) credits_[p] = {true, l.vc};
    }
    return taken;
  }
  /// Offers f until it is taken; returns the clock it was taken in.
  int64_t inject(const Flit& f) {
    for (int i = 0; i < 100; ++i) {
      const int64_t t = now_;
      if (clock(&f)) return t;
    }
    ADD_FAILURE() << "not taken";
    return -1;
  }
  void run(int clocks) {
    for (int i = 0; i < clocks; ++i) clock();
  }

  Flit unicast(Node dst, int len = 1, int k = 0, uint64_t data = 0) const {
    Flit f;
    f.head = k == 0;
    f.tail = k == len - 1;
    f.hdr.len = static_cast<uint8_t>(len);
    f.hdr.dst = pack_digits(digits_of(g_, dst));
    f.data = data;
    return f;
  }

  const Hypercycle& g() const { return g_; }
  const noc::NocTopology& topo() const { return topo_; }
  Node x() const { return x_; }

 private:
  const Hypercycle& g_;
  noc::NocTopology topo_;
  Node x_;
  RtlSwitch sw_;
  int64_t now_ = 0;
  bool hold_ = false, ej_ready_ = true;
  std::map<int, LinkFlit> arrivals_;
  std::map<int, LinkCredit> credits_;
  std::vector<Seen> seen_;
};

const Hypercycle kSixteen({9, 9}, {4, 4});  // degree 16: every port of the switch in use

TEST(RtlSwitch, RegistersOfTheNodeAndTheSwitch) {
  SwitchBench b(kSixteen, 40);
  RtlSwitch& s = b.sw();
  EXPECT_EQ(s.read(kRegId), 0x4843);
  EXPECT_EQ(s.read(kRegStatus) & 3, 1);  // ready, no error
  EXPECT_EQ(s.read(kRegTotals) & 0x1F, 16);
  EXPECT_EQ(s.read(kRegCtrl), 0);
  s.write(kRegCtrl, 1);
  EXPECT_EQ(s.read(kRegCtrl), 1);
  EXPECT_EQ(s.read(kRegStatus) & 1, 1);  // CTRL does not restart the load phase
  EXPECT_EQ(s.read(kRegErrors), 0);
  EXPECT_EQ(s.read(kRegCause), 0);
}

TEST(RtlSwitch, EveryDestinationLeavesOnItsPortWithItsChannelTwoClocksLater) {
  SwitchBench b(kSixteen, 40);
  for (Node dst = 0; dst < kSixteen.nodes(); ++dst) {
    const Flit f = b.unicast(dst, 1, 0, static_cast<uint64_t>(dst));
    const size_t before = b.seen().size();
    const int64_t taken = b.inject(f);
    b.run(4);
    ASSERT_EQ(b.seen().size(), before + 1) << "dst " << dst;
    const Seen& s = b.seen().back();
    Decision d = next_port(kSixteen, 40, dst, 0xFFFF);
    Flit stamped = f;
    stamped.hdr.src = pack_digits(digits_of(kSixteen, 40));
    const noc::HeadRoute r = noc::route_head(b.topo(), b.topo().digits(40), b.topo().local(), stamped.hdr);
    if (d.outcome == Outcome::Arrived) {
      EXPECT_EQ(s.port, kLocal);
      EXPECT_EQ(s.clock, taken + 2);  // granted in the clock after it was taken, ejected in the next
    } else {
      EXPECT_EQ(s.port, d.port) << "dst " << dst;
      EXPECT_EQ(s.clock, taken + 2);  // granted and across the switch, then on the link
      EXPECT_EQ(s.vc, noc::hop_vc(b.topo(), RtlSwitch::params(), b.topo().digits(40), b.topo().local(), 0,
                                  stamped.hdr, r, d.port, false));
    }
    EXPECT_EQ(s.flit.hdr, stamped.hdr);
    EXPECT_EQ(s.flit.data, static_cast<uint64_t>(dst));
  }
}

TEST(RtlSwitch, EveryInputAndChannelRoutesLikeTheModel) {
  SwitchBench b(kSixteen, 50);
  const auto& t = b.topo();
  for (int in = 0; in < kSixteen.degree(); ++in)
    for (int vc = 0; vc < RtlSwitch::kVcs; ++vc)
      for (Node dst : {0, 4, 13, 49, 50, 51, 58, 80}) {
        for (Node src : {1, 77}) {
          Flit f = b.unicast(dst, 1, 0, 0x1234);
          f.hdr.src = pack_digits(digits_of(kSixteen, src));
          const size_t before = b.seen().size();
          b.arrive(in, vc, f);
          b.run(3);
          ASSERT_EQ(b.seen().size(), before + 1);
          const Seen& s = b.seen().back();
          const noc::HeadRoute r = noc::route_head(t, t.digits(50), in, f.hdr);
          const int o = __builtin_ctz(r.out);
          EXPECT_EQ(s.port, o == t.local() ? kLocal : o);
          if (o != t.local()) {
            EXPECT_EQ(s.vc, noc::hop_vc(t, RtlSwitch::params(), t.digits(50), in, vc, f.hdr, r, o, false))
                << "in " << in << " vc " << vc << " dst " << dst;
          }
          EXPECT_EQ(s.flit.hdr, f.hdr);
        }
      }
}

TEST(RtlSwitch, HeadsOnEveryInputAreAllForwardedInOneClock) {
  SwitchBench b(kSixteen, 40);
  // Input p gets a destination routed over port (p + 1) mod 16; the local input one for the node itself.
  std::vector<Node> by_port(16, -1);
  for (Node d = 0; d < kSixteen.nodes(); ++d) {
    Decision dec = next_port(kSixteen, 40, d, 0xFFFF);
    if (dec.outcome == Outcome::Port && by_port[static_cast<size_t>(dec.port)] < 0) by_port[static_cast<size_t>(dec.port)] = d;
  }
  for (int p = 0; p < 16; ++p) {
    ASSERT_GE(by_port[static_cast<size_t>((p + 1) % 16)], 0);
    b.arrive(p, 0, b.unicast(by_port[static_cast<size_t>((p + 1) % 16)], 1, 0, static_cast<uint64_t>(p)));
  }
  const Flit self = b.unicast(40);
  const int64_t arrived = b.now();
  b.clock(&self);  // every flit arrives (and the local one is taken) in this clock
  b.run(1);        // all seventeen are granted and cross the switch in this one
  b.run(1);        // the links and the ejection port
  ASSERT_EQ(b.seen().size(), 17u);
  for (const Seen& s : b.seen()) EXPECT_EQ(s.clock, arrived + 2);
}

TEST(RtlSwitch, AnOutputStopsWithoutCreditsAndGoesOnWithEachOne) {
  SwitchBench b(kSixteen, 40);
  b.hold_credits(true);
  const Node dst = 41;  // one hop over +1 of dimension 1
  const int port = next_port(kSixteen, 40, dst, 0xFFFF).port;
  for (int i = 0; i < RtlSwitch::kBufDepth + 3; ++i) b.inject(b.unicast(dst, 1, 0, static_cast<uint64_t>(i)));
  b.run(5);
  ASSERT_EQ(static_cast<int>(b.seen().size()), RtlSwitch::kBufDepth);
  const int vc = b.seen()[0].vc;
  for (int i = 0; i < 3; ++i) {
    b.credit(port, vc);
    const int64_t t = b.now();
    b.run(4);
    ASSERT_EQ(static_cast<int>(b.seen().size()), RtlSwitch::kBufDepth + i + 1);
    // The credit in clock t is counted at its end and used in t+1; the flit is on the link in t+2.
    EXPECT_EQ(b.seen().back().clock, t + 2);
    EXPECT_EQ(b.seen().back().flit.data, static_cast<uint64_t>(RtlSwitch::kBufDepth + i));
  }
}

TEST(RtlSwitch, AStalledSinkHoldsTheInputAndItsCreditsAndLosesNothing) {
  SwitchBench b(kSixteen, 40);
  b.set_ej_ready(false);
  // Flits for the node itself arrive on input 3, channel 1, as long as the input returns credits.
  int credits = RtlSwitch::kBufDepth, sent = 0;
  for (int i = 0; i < 6 * RtlSwitch::kBufDepth; ++i) {
    if (credits > 0) {
      b.arrive(3, 1, b.unicast(40, 1, 0, static_cast<uint64_t>(sent++)));
      --credits;
    }
    b.clock();
    credits += b.sw().in_credit(3).valid;
  }
  // The ejection FIFO filled, then the input's FIFO: twice BufDepth flits in, no credit out since.
  EXPECT_EQ(sent, 2 * RtlSwitch::kBufDepth);
  EXPECT_EQ(credits, 0);
  EXPECT_TRUE(b.seen().empty());
  b.set_ej_ready(true);
  b.run(3 * RtlSwitch::kBufDepth);
  ASSERT_EQ(static_cast<int>(b.seen().size()), sent);
  for (int i = 0; i < sent; ++i) EXPECT_EQ(b.seen()[static_cast<size_t>(i)].flit.data, static_cast<uint64_t>(i));
}

// The copies leave one branch per clock (a single-flit packet), the highest port first.
TEST(RtlSwitch, ABroadcastLeavesOnEveryOriginPortOneAClockHighestFirstWithItsWeights) {
  SwitchBench b(kSixteen, 40);
  Flit f;
  f.head = f.tail = true;
  f.hdr.kind = Kind::Broadcast;
  const int64_t taken = b.inject(f);
  b.run(4 + kSixteen.degree());
  const auto& t = b.topo();
  std::vector<int> ports;  // the origin's branches, the highest port first
  for (int p = kSixteen.degree() - 1; p >= 0; --p)
    if (t.origin_wc(p) > 0) ports.push_back(p);
  ASSERT_EQ(b.seen().size(), ports.size());
  for (size_t k = 0; k < ports.size(); ++k) {
    const Seen& s = b.seen()[k];
    EXPECT_EQ(s.port, ports[k]);
    EXPECT_EQ(s.clock, taken + 2 + static_cast<int64_t>(k));
    EXPECT_EQ(s.flit.hdr.wd, t.port(s.port).dim + 1);
    EXPECT_EQ(s.flit.hdr.wc, t.origin_wc(s.port));
  }
}

TEST(RtlSwitch, RefusedPacketsAreCountedWithTheirCauseAndNeverLeave) {
  SwitchBench b(kSixteen, 40);
  RtlSwitch& s = b.sw();
  Flit bad_digit = b.unicast(3);
  bad_digit.hdr.dst = 0x0009;  // x_1 = 9 = m_1
  Flit bad_len = b.unicast(3);
  bad_len.hdr.len = 9;  // above MaxLen 8
  Flit weights;
  weights.head = weights.tail = true;
  weights.hdr.kind = Kind::Broadcast;
  weights.hdr.wc = 1;
  Flit stray = b.unicast(3, 2, 1);
  for (const Flit& f : {bad_digit, bad_len, weights, stray}) b.inject(f);
  b.run(4);
  EXPECT_TRUE(b.seen().empty());
  EXPECT_EQ(s.read(kRegErrors), 4);
  EXPECT_EQ(s.read(kRegCause), reg::cause::sequence.mask() | reg::cause::length.mask() |
                                   reg::cause::destination.mask() | reg::cause::weights.mask());
  s.write(kRegErrors, 0);
  EXPECT_EQ(s.read(kRegErrors), 0);
  EXPECT_EQ(s.read(kRegCause), 0);
  // An invalid configuration refuses everything (cause config); the load phase takes nothing.
  s.write(kRegDims, 0);
  s.eval();
  const Flit good = b.unicast(3);
  s.offer(&good);
  s.eval();
  EXPECT_FALSE(s.inj_ready());
  s.load_phase();
  b.inject(good);
  b.run(4);
  EXPECT_TRUE(b.seen().empty());
  EXPECT_EQ(s.read(kRegCause), reg::cause::config.mask());
  EXPECT_EQ(s.read(kRegStatus) & 2, 2);
}

// Packets that break the length rules mid-way (docs/network.md, Injection): what they wrote is rolled
// back, the flits after the break are dropped up to their tail, and the next packet goes through whole.
TEST(RtlSwitch, APacketBrokenMidWayIsDroppedUpToItsTailAndTheNextGoesThrough) {
  SwitchBench b(kSixteen, 40);
  RtlSwitch& s = b.sw();
  auto flit = [&](int len, int k, bool tail) {
    Flit f = b.unicast(3, len, k, 0x100 + static_cast<uint64_t>(k));
    f.tail = tail;
    return f;
  };
  Flit bad_digit = flit(3, 0, false);
  bad_digit.hdr.dst = 0x0009;  // x_1 = 9 = m_1
  const std::vector<Flit> stream = {
      flit(3, 0, false), flit(3, 1, true),                     // a tail before len: sequence, rolled back
      flit(2, 0, false), flit(2, 1, false), flit(2, 1, false),  // no tail at len: length, then dropped
      flit(2, 1, true),                                         // ... up to the tail
      flit(2, 0, true),                                         // a head that is a tail, len 2: sequence
      bad_digit, flit(3, 1, false), flit(3, 2, true),           // a refused head: its flits dropped
      flit(2, 0, false), flit(2, 1, true)};                     // a good packet
  for (const Flit& f : stream) b.inject(f);
  b.run(8);
  ASSERT_EQ(b.seen().size(), 2u) << "only the good packet leaves";
  EXPECT_EQ(b.seen()[0].port, b.seen()[1].port);
  EXPECT_TRUE(b.seen()[0].flit.head && !b.seen()[0].flit.tail);
  EXPECT_TRUE(b.seen()[1].flit.tail && !b.seen()[1].flit.head);
  EXPECT_EQ(b.seen()[1].flit.data, 0x101u);
  EXPECT_EQ(s.read(kRegErrors), 4);
  EXPECT_EQ(s.read(kRegCause), reg::cause::sequence.mask() | reg::cause::length.mask() | reg::cause::destination.mask());
}

}  // namespace
}  // namespace hc::rtl
