// The switch's decisions for a head: routes against the golden model's routing and broadcast, the
// dateline classes of docs/network.md case by case, the weights of broadcast copies.
#include <gtest/gtest.h>

#include "cpp_model/broadcast.h"
#include "cpp_model/noc/switch_rules.h"
#include "cpp_model/random_config.h"
#include "cpp_model/routing.h"
#include "cpp_model/tests/seed.h"

namespace hc::noc {
namespace {

Header unicast_to(const NocTopology& t, Node src, Node dst) {
  Header h;
  h.src = pack_digits(t.digits(src));
  h.dst = pack_digits(t.digits(dst));
  return h;
}

TEST(NocTopology, NeighboursAndReversePortsMatchTheModel) {
  for (const Hypercycle& g : {Hypercycle({5, 4}, {2, 1}), Hypercycle({8}, {4}), Hypercycle({3, 6, 2}, {1, 3, 1})}) {
    NocTopology t(g);
    for (Node x = 0; x < g.nodes(); ++x)
      for (int p = 0; p < g.degree(); ++p) {
        Node y = t.neighbour(x, p);
        ASSERT_EQ(y, neighbour(g, x, p));
        EXPECT_EQ(t.neighbour(y, t.reverse(p)), x) << g.notation() << " node " << x << " port " << p;
      }
  }
}

TEST(NocTopology, WrapsExactlyWhenTheDigitCrossesFromTheLastToTheFirst) {
  Hypercycle g({7}, {3});
  NocTopology t(g);
  for (Node x = 0; x < 7; ++x)
    for (int p = 0; p < g.degree(); ++p) {
      const int o = t.port(p).offset;
      EXPECT_EQ(t.wraps(t.digits(x), p), x + o >= 7 || x + o < 0) << "node " << x << " offset " << o;
    }
  // The port shared by +rho and -rho (2 rho = m) counts as +rho.
  Hypercycle h({6}, {3});
  NocTopology u(h);
  EXPECT_EQ(u.port(2).offset, 3);
  EXPECT_FALSE(u.wraps(u.digits(2), 2));
  EXPECT_TRUE(u.wraps(u.digits(3), 2));
}

TEST(RouteHead, UnicastFollowsNextPortForEveryPairOfRandomHypercycles) {
  std::mt19937_64 rng(hc::testing::test_seed("RouteHead"));
  for (int n = 0; n < 20; ++n) {
    Hypercycle g = random_hypercycle(rng, 3, 300);
    NocTopology t(g);
    for (Node x = 0; x < g.nodes(); ++x)
      for (Node dst = 0; dst < g.nodes(); ++dst) {
        HeadRoute r = route_head(t, t.digits(x), 0, unicast_to(t, 0, dst));
        Decision d = next_port(g, x, dst, 0xFFFF);
        ASSERT_EQ(r.out, d.outcome == Outcome::Arrived ? 1u << t.local() : 1u << d.port) << g.notation();
      }
  }
}

TEST(RouteHead, CrossesWhenThePathInTheRoutingDimensionWraps) {
  Hypercycle g({8}, {2});
  NocTopology t(g);
  // From 6 to 1: clockwise 3, wraps (6 -> 0 at the first hop). From 1 to 6: counter-clockwise, wraps.
  EXPECT_TRUE(route_head(t, t.digits(6), 0, unicast_to(t, 6, 1)).crosses);
  EXPECT_TRUE(route_head(t, t.digits(1), 0, unicast_to(t, 1, 6)).crosses);
  // From 2 to 5 and from 5 to 2: no wrap.
  EXPECT_FALSE(route_head(t, t.digits(2), 0, unicast_to(t, 2, 5)).crosses);
  EXPECT_FALSE(route_head(t, t.digits(5), 0, unicast_to(t, 5, 2)).crosses);
}

TEST(RouteHead, BadDestinationDigitsCannotBeRouted) {
  Hypercycle g({5, 4}, {2, 1});
  NocTopology t(g);
  Header h;
  h.dst = 0x0005;  // x_1 = 5 >= m_1
  EXPECT_EQ(route_head(t, t.digits(0), t.local(), h).out, 0u);
  h.dst = 0x0100;  // digit 3 above r
  EXPECT_EQ(route_head(t, t.digits(0), t.local(), h).out, 0u);
}

TEST(RouteHead, BroadcastBranchesAreAlgorithmTwoAndTheLocalPort) {
  for (const Hypercycle& g : {Hypercycle({7, 5}, {3, 2}), Hypercycle({15, 15, 15, 15}, {1, 1, 1, 1})}) {
    NocTopology t(g);
    Header h;
    h.kind = Kind::Broadcast;
    uint32_t origin = 0;
    for (const Send& s : origin_sends(g)) origin |= 1u << s.port;
    EXPECT_EQ(route_head(t, t.digits(3), t.local(), h).out, origin);
    for (int in = 0; in < g.degree(); ++in)
      for (int wd = 0; wd <= 5; ++wd)
        for (int wc = 0; wc <= 7; ++wc) {
          h.wd = static_cast<uint8_t>(wd);
          h.wc = static_cast<uint8_t>(wc);
          uint32_t want = 0;
          if (message_fault(g, {wd, wc}, in) == MessageFault::None) {
            for (const Send& s : forward_sends(g, {wd, wc}, in)) want |= 1u << s.port;
            want |= 1u << t.local();
          }
          EXPECT_EQ(route_head(t, t.digits(0), in, h).out, want) << g.notation() << " in " << in << " (" << wd << ","
                                                                 << wc << ")";
        }
  }
}

TEST(CopyHeader, BroadcastCopiesCarryTheirPortsWeights) {
  Hypercycle g({9, 7}, {2, 1});
  NocTopology t(g);
  Header h;
  h.kind = Kind::Broadcast;
  for (const Send& s : origin_sends(g)) {
    Header c = copy_header(t, t.local(), h, s.port);
    EXPECT_EQ(c.wd, s.wd);
    EXPECT_EQ(c.wc, s.wc);
  }
  h.wd = 2;
  h.wc = 2;
  const int in = port_of(g, 1, 1);  // arrived on +1 of dimension 2: travels in the - direction
  for (const Send& s : forward_sends(g, {2, 2}, in)) {
    Header c = copy_header(t, in, h, s.port);
    EXPECT_EQ(c.wd, s.wd);
    EXPECT_EQ(c.wc, s.wc);
  }
  EXPECT_EQ(copy_header(t, in, h, t.local()), h);  // the local copy keeps what arrived
  Header u = unicast_to(t, 1, 2);
  EXPECT_EQ(copy_header(t, t.local(), u, 0), u);
}

TEST(HopVc, ClassesFollowTheDatelineTable) {
  Hypercycle g({8, 8}, {1, 1});
  NocTopology t(g);
  NocParams p;  // two channels: channel = class
  const int plus1 = port_of(g, 0, 1), plus2 = port_of(g, 1, 1);
  auto vc = [&](Node x, int in, int in_vc, Node src, Node dst, int o, bool no_dateline = false) {
    Header h = unicast_to(t, src, dst);
    return hop_vc(t, p, t.digits(x), in, in_vc, h, route_head(t, t.digits(x), in, h), o, no_dateline);
  };
  // Node (0, 7) to (0, 1) over +1 of dimension 1: the first hop wraps -> class 1.
  EXPECT_EQ(vc(7, t.local(), 0, 7, 1, plus1), 1);
  // Continuing without a wrap keeps the input channel (0 or 1).
  EXPECT_EQ(vc(0, t.reverse(plus1), 1, 7, 1, plus1), 1);
  EXPECT_EQ(vc(2, t.reverse(plus1), 0, 1, 3, plus1), 0);
  // Entering dimension 1 with a wrap to come (from (.,6) to (.,1), clockwise 3): class 0.
  EXPECT_EQ(vc(6 + 8, t.reverse(plus2), 1, 6, 1 + 8, plus1), 0);
  // Entering without a wrap to come: bit 0 of the hash picks the class.
  for (Node src = 0; src < 64; ++src) {
    Header h = unicast_to(t, src, 3);
    const int x = 1;  // from (0,1) to (0,3): clockwise, no wrap
    EXPECT_EQ(vc(x, t.local(), 0, src, 3, plus1), packet_hash(h) & 1) << "src " << src;
  }
  // Without datelines every hop is class 0, even a wrapping one.
  EXPECT_EQ(vc(7, t.local(), 0, 7, 1, plus1, true), 0);
}

TEST(HopVc, MoreChannelsPerClassAreChosenByTheHash) {
  NocParams p;
  p.vcs = 5;  // class 0: channels 0, 1; class 1: channels 2, 3, 4
  for (int h = 0; h < 16; ++h) {
    EXPECT_EQ(class_vc(p, 0, h), (h >> 1) % 2);
    EXPECT_EQ(class_vc(p, 1, h), 2 + (h >> 1) % 3);
  }
}

}  // namespace
}  // namespace hc::noc
