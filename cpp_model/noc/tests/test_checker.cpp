// The delivery checker finds every broken invariant it is shown: lost, duplicated, misrouted, corrupted,
// reordered and truncated packets, and broadcasts with the wrong weights.
#include <gtest/gtest.h>

#include "cpp_model/network.h"
#include "cpp_model/noc/checker.h"
#include "cpp_model/topology.h"

namespace hc::noc {
namespace {

class CheckerTest : public ::testing::Test {
 protected:
  CheckerTest() : g({5, 4}, {2, 1}), checker(g, params) {}

  Packet send(Node src, Node dst, int len = 2) {
    Packet p{next_id++, src, dst, len, 0};
    checker.created(p);
    return p;
  }
  // The flits of p as they should arrive at node `at`.
  std::vector<Flit> flits(const Packet& p, Node at) {
    std::vector<Flit> out;
    for (int k = 0; k < p.len; ++k) {
      Flit f;
      f.head = k == 0;
      f.tail = k == p.len - 1;
      f.hdr.kind = p.dst < 0 ? Kind::Broadcast : Kind::Unicast;
      f.hdr.len = static_cast<uint8_t>(p.len);
      f.hdr.src = pack_digits(digits_of(g, p.src));
      f.hdr.dst = p.dst < 0 ? 0 : pack_digits(digits_of(g, p.dst));
      if (p.dst < 0) {
        BroadcastRun tree = simulate_broadcast(g, p.src);
        f.hdr.wd = static_cast<uint8_t>(tree.tree[static_cast<size_t>(at)].weight.wd);
        f.hdr.wc = static_cast<uint8_t>(tree.tree[static_cast<size_t>(at)].weight.wc);
      }
      f.data = payload(p.id, k, params.payload_bits(k == 0));
      out.push_back(f);
    }
    return out;
  }
  size_t deliver(Node at, const std::vector<Flit>& fs) {
    size_t before = done.size();
    for (const Flit& f : fs) checker.ejected({at, f}, 7, done);
    return done.size() - before;
  }

  Hypercycle g;
  NocParams params;
  DeliveryChecker checker;
  std::vector<Delivery> done;
  int64_t next_id = 0;
};

TEST_F(CheckerTest, GoodDeliveriesPass) {
  Packet a = send(1, 6), b = send(1, 6, 1);
  EXPECT_EQ(deliver(6, flits(a, 6)), 1u);
  EXPECT_EQ(deliver(6, flits(b, 6)), 1u);
  EXPECT_EQ(done[0].hops, distance(g, 1, 6));
  EXPECT_EQ(checker.outstanding(), 0);
  EXPECT_EQ(checker.violation_count(), 0);
}

TEST_F(CheckerTest, BroadcastsPassAtEveryNodeButTheOrigin) {
  Packet p = send(4, -1, 1);
  EXPECT_EQ(checker.outstanding(), g.nodes() - 1);
  BroadcastRun tree = simulate_broadcast(g, 4);
  for (Node y = 0; y < g.nodes(); ++y)
    if (y != 4) {
      ASSERT_EQ(deliver(y, flits(p, y)), 1u);
      EXPECT_EQ(done.back().hops, tree.arrival[static_cast<size_t>(y)]);
    }
  EXPECT_TRUE(done.back().completes);
  EXPECT_EQ(checker.violation_count(), 0);
}

TEST_F(CheckerTest, EachBrokenInvariantIsFoundOncePerPacket) {
  auto last_says = [&](const std::string& words) {
    return !checker.violations().empty() && checker.violations().back().find(words) != std::string::npos;
  };
  Packet a = send(0, 3), b = send(0, 3);
  deliver(3, flits(b, 3));  // b before a
  EXPECT_EQ(checker.violation_count(), 1);
  EXPECT_TRUE(last_says("out of order")) << checker.violations().back();

  Packet c = send(2, 5);
  deliver(6, flits(c, 6));  // at the wrong node
  EXPECT_EQ(checker.violation_count(), 2);
  EXPECT_TRUE(last_says("for another node"));

  Packet d = send(2, 7);
  auto fd = flits(d, 7);
  fd[1].data ^= 1;
  deliver(7, fd);
  EXPECT_EQ(checker.violation_count(), 3);
  EXPECT_TRUE(last_says("payload corrupted"));

  Packet e = send(1, 8, 3);
  auto fe = flits(e, 8);
  fe[1].tail = true;  // cut short
  deliver(8, {fe[0], fe[1]});
  EXPECT_EQ(checker.violation_count(), 4);
  EXPECT_TRUE(last_says("a tail before the packet ends"));

  Packet f = send(9, -1, 1);
  auto ff = flits(f, 1);
  ff[0].hdr.wc = static_cast<uint8_t>(ff[0].hdr.wc + 1);
  deliver(1, ff);
  EXPECT_EQ(checker.violation_count(), 5);
  EXPECT_TRUE(last_says("weights"));

  deliver(1, flits(f, 1));  // the same broadcast twice at one node
  EXPECT_EQ(checker.violation_count(), 6);
  EXPECT_TRUE(last_says("arrives twice"));
  (void)a;
}

TEST_F(CheckerTest, APacketThatNeverArrivesStaysOutstanding) {
  send(0, 1);
  send(3, -1);
  EXPECT_EQ(checker.outstanding(), 1 + g.nodes() - 1);
}

}  // namespace
}  // namespace hc::noc
