// The cycle-exact network model: timing of docs/network.md, credits, injection checks, broadcast
// replication, back-pressure, and whole runs with every invariant checked.
#include <gtest/gtest.h>

#include "cpp_model/network.h"
#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/run.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/seed.h"
#include "cpp_model/topology.h"

namespace hc::noc {
namespace {

// Drives a model by hand: one offered flit per node at most, every sink ready unless told.
class Bench {
 public:
  Bench(const Hypercycle& g, NocParams p = {}) : model(g, p), offers(static_cast<size_t>(g.nodes()), nullptr),
                                                 ready(static_cast<size_t>(g.nodes()), 1) {}
  /// One clock; returns the flits ejected in it.
  std::vector<Ejection> clock() {
    std::vector<Ejection> out;
    model.clock(offers, ready, accepted, out);
    ++now;
    return out;
  }
  /// Offers f at node x until it is taken; returns the clock it was taken in.
  int64_t inject(Node x, const Flit& f) {
    offers[static_cast<size_t>(x)] = &f;
    for (int i = 0; i < 100; ++i) {
      int64_t t = now;
      for (const Ejection& e : clock()) ejected.push_back({t, e});
      if (accepted[static_cast<size_t>(x)]) {
        offers[static_cast<size_t>(x)] = nullptr;
        return t;
      }
    }
    offers[static_cast<size_t>(x)] = nullptr;
    ADD_FAILURE() << "flit not taken";
    return -1;
  }
  void run(int clocks) {
    for (int i = 0; i < clocks; ++i) {
      int64_t t = now;
      for (const Ejection& e : clock()) ejected.push_back({t, e});
    }
  }

  NetworkModel model;
  std::vector<const Flit*> offers;
  std::vector<uint8_t> ready, accepted;
  std::vector<std::pair<int64_t, Ejection>> ejected;
  int64_t now = 0;
};

Flit unicast(const Hypercycle& g, Node dst, int len, int k, uint64_t data = 0) {
  Flit f;
  f.head = k == 0;
  f.tail = k == len - 1;
  f.hdr.len = static_cast<uint8_t>(len);
  f.hdr.dst = pack_digits(digits_of(g, dst));
  f.data = data;
  return f;
}

TEST(NetworkModel, ZeroLoadLatencyIsTwoPlusTwoPerHop) {
  Hypercycle g({8, 8}, {1, 1});
  for (Node dst : {0, 1, 9, 36, 63}) {
    Bench b(g);
    Flit f = unicast(g, dst, 1, 0, 0xabc);
    int64_t taken = b.inject(0, f);
    b.run(60);
    ASSERT_EQ(b.ejected.size(), 1u);
    EXPECT_EQ(b.ejected[0].first - taken, kZeroLoadClocks + kHopClocks * distance(g, 0, dst)) << "to " << dst;
    EXPECT_EQ(b.ejected[0].second.node, dst);
    EXPECT_EQ(b.ejected[0].second.flit.data, 0xabcu);
    EXPECT_EQ(b.ejected[0].second.flit.hdr.src, 0);  // stamped by the injecting switch
  }
}

TEST(NetworkModel, AMultiFlitPacketEntersWholeAndLeavesOneFlitPerClock) {
  Hypercycle g({5}, {2});
  Bench b(g);
  std::vector<Flit> flits;
  for (int k = 0; k < 4; ++k) flits.push_back(unicast(g, 3, 4, k, static_cast<uint64_t>(k)));
  int64_t tail = 0;
  for (const Flit& f : flits) tail = b.inject(1, f);
  b.run(20);
  ASSERT_EQ(b.ejected.size(), 4u);
  // The packet is visible in the clock after its tail was taken: head ejected 2 + 3h after the tail.
  EXPECT_EQ(b.ejected[0].first - tail, kZeroLoadClocks + kHopClocks * distance(g, 1, 3));
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(b.ejected[static_cast<size_t>(k)].first, b.ejected[0].first + k);
    EXPECT_EQ(b.ejected[static_cast<size_t>(k)].second.flit.data, static_cast<uint64_t>(k));
  }
}

// A switch sends a broadcast's copies one branch at a time, the network ports from the highest down and
// the local port last; a single-flit copy takes a clock. So a node receives it two clocks per tree step
// after the zero-load latency, and a clock later for every branch sent before its own on the way: at
// each node before it, the branches on higher ports; at itself, all its network branches.
TEST(NetworkModel, ABroadcastReachesEveryNodeAtItsTreeStepAndTheBranchesBeforeItsOwn) {
  for (const Hypercycle& g : {Hypercycle({8, 8}, {1, 1}), Hypercycle({7, 5}, {3, 2}), Hypercycle({15}, {4})}) {
    Bench b(g);
    Flit f;
    f.head = f.tail = true;
    f.hdr.kind = Kind::Broadcast;
    const Node origin = 3;
    int64_t taken = b.inject(origin, f);
    b.run(160);
    BroadcastRun tree = simulate_broadcast(g, origin);
    // Per node: the branches on higher ports than each of its ports, and its network branches in all.
    std::vector<std::vector<int>> above(static_cast<size_t>(g.nodes()), std::vector<int>(static_cast<size_t>(g.degree()), 0));
    std::vector<int> branches(static_cast<size_t>(g.nodes()), 0);
    for (Node y = 0; y < g.nodes(); ++y) {
      const FirstReception& r = tree.tree[static_cast<size_t>(y)];
      if (r.from < 0) continue;
      ++branches[static_cast<size_t>(r.from)];
      for (int p = 0; p < r.port; ++p) ++above[static_cast<size_t>(r.from)][static_cast<size_t>(p)];
    }
    auto expected = [&](Node y) {
      int64_t clocks = kZeroLoadClocks + kHopClocks * tree.arrival[static_cast<size_t>(y)] + branches[static_cast<size_t>(y)];
      for (Node z = y; tree.tree[static_cast<size_t>(z)].from >= 0; z = tree.tree[static_cast<size_t>(z)].from)
        clocks += above[static_cast<size_t>(tree.tree[static_cast<size_t>(z)].from)][static_cast<size_t>(tree.tree[static_cast<size_t>(z)].port)];
      return clocks;
    };
    ASSERT_EQ(static_cast<Node>(b.ejected.size()), g.nodes() - 1) << g.notation();
    for (const auto& [t, e] : b.ejected) {
      EXPECT_NE(e.node, origin);
      EXPECT_EQ(t - taken, expected(e.node)) << g.notation() << " node " << e.node;
      EXPECT_EQ(e.flit.hdr.wd, tree.tree[static_cast<size_t>(e.node)].weight.wd);
      EXPECT_EQ(e.flit.hdr.wc, tree.tree[static_cast<size_t>(e.node)].weight.wc);
    }
  }
}

TEST(NetworkModel, CreditsAreAllBackWhenTheNetworkIsEmpty) {
  Hypercycle g({6, 4}, {2, 1});
  NocParams p;
  p.vcs = 3;
  p.buf_depth = 5;
  p.max_len = 5;
  NetworkModel m(g, p);
  RunSpec spec;
  spec.traffic.rate = 0.6;
  spec.traffic.len = 3;
  spec.traffic.bcast_fraction = 0.05;
  spec.cycles = 500;
  RunResult r = run_network(m, g, p, spec);
  ASSERT_TRUE(r.ok()) << (r.violations.empty() ? "deadlock" : r.violations[0]);
  EXPECT_EQ(m.flits_held(), 0);
  for (Node x = 0; x < g.nodes(); ++x)
    for (int o = 0; o < g.degree(); ++o)
      for (int w = 0; w < p.vcs; ++w) EXPECT_EQ(m.credits(x, o, w), p.buf_depth);
}

// Injection checks: every refused packet is counted with its cause, nothing of it is delivered, and the
// good packets around it are.
TEST(NetworkModel, RefusedPacketsNeverEnterAndNothingElseIsLost) {
  Hypercycle g({5, 3}, {1, 1});
  Bench b(g);
  const Node x = 4, dst = 7;
  auto good = [&](uint64_t tag) {
    b.inject(x, unicast(g, dst, 2, 0, tag));
    b.inject(x, unicast(g, dst, 2, 1, tag + 1));
  };
  struct Case {
    const char* what;
    std::vector<Flit> flits;
    uint8_t cause;
  };
  Flit body = unicast(g, dst, 3, 1), tail = unicast(g, dst, 3, 2);
  Flit long_head = unicast(g, dst, 9, 0);  // MaxLen 8
  Flit zero_len = unicast(g, dst, 1, 0);
  zero_len.hdr.len = 0;
  Flit bad_digit = unicast(g, dst, 1, 0);
  bad_digit.hdr.dst = 0x0005;
  Flit above_r = unicast(g, dst, 1, 0);
  above_r.hdr.dst = 0x0100;
  Flit bad_weights = unicast(g, dst, 1, 0);
  bad_weights.hdr.kind = Kind::Broadcast;
  bad_weights.hdr.wd = 1;
  Flit short_head = unicast(g, dst, 3, 0);
  Flit early_tail = unicast(g, dst, 3, 1);
  early_tail.tail = true;
  Flit overlong = unicast(g, dst, 2, 1);
  overlong.tail = false;
  const std::vector<Case> cases = {
      {"a body flit with no packet open", {body}, 1 << 1},
      {"a tail flit with no packet open", {tail}, 1 << 1},
      {"a head while a packet is open", {short_head}, 1 << 1},  // the next good head finds it open
      {"a tail before len flits", {short_head, early_tail}, 1 << 1},
      {"len above MaxLen", {long_head, body, tail}, 1 << 2},
      {"len 0", {zero_len}, 1 << 2},
      {"a flit that is not a tail at position len", {unicast(g, dst, 2, 0), overlong, tail}, 1 << 2},
      {"a destination digit at or above m", {bad_digit}, 1 << 3},
      {"a destination digit above r", {above_r}, 1 << 3},
      {"a broadcast with weights", {bad_weights}, 1 << 4},
  };
  uint16_t refused = 0;
  uint64_t tag = 100;
  for (const Case& c : cases) {
    good(tag);
    for (const Flit& f : c.flits) b.inject(x, f);
    good(tag + 10);
    ++refused;
    Refusals r = b.model.refusals(x);
    EXPECT_EQ(r.count, refused) << c.what;
    EXPECT_TRUE(r.causes & c.cause) << c.what;
    tag += 100;
  }
  b.run(50);
  // Every good packet arrives whole; nothing else does.
  ASSERT_EQ(b.ejected.size(), 4 * cases.size());
  for (size_t i = 0; i < b.ejected.size(); i += 2) {
    EXPECT_TRUE(b.ejected[i].second.flit.head);
    EXPECT_EQ(b.ejected[i + 1].second.flit.data, b.ejected[i].second.flit.data + 1);
  }
  EXPECT_EQ(b.model.refusals(x).causes,
            1 << kCauseSequence | 1 << kCauseLength | 1 << kCauseDestination | 1 << kCauseWeights);
}

TEST(NetworkModel, ASinkThatStallsLosesNothing) {
  Hypercycle g({4, 4}, {1, 1});
  NetworkModel m(g, {});
  RunSpec spec;
  spec.traffic.rate = 0.3;
  spec.traffic.len = 2;
  spec.cycles = 400;
  // Every sink takes a flit only every third clock for a while: the run still delivers everything.
  class Stalling : public NocDut {
   public:
    explicit Stalling(NetworkModel& m) : m_(m) {}
    Node nodes() const override { return m_.nodes(); }
    void clock(const std::vector<const Flit*>& offers, const std::vector<uint8_t>& ready, std::vector<uint8_t>& acc,
               std::vector<Ejection>& ej) override {
      std::vector<uint8_t> r = ready;
      if (t_++ < 300)
        for (size_t x = 0; x < r.size(); ++x) r[x] = (t_ + x) % 3 == 0;
      m_.clock(offers, r, acc, ej);
    }
    bool moved() const override { return m_.moved(); }
    std::vector<Blocked> blocked() const override { return m_.blocked(); }
    Refusals refusals(Node x) const override { return m_.refusals(x); }
    void set_no_dateline(bool on) override { m_.set_no_dateline(on); }

   private:
    NetworkModel& m_;
    int64_t t_ = 0;
  } stalling(m);
  RunResult r = run_network(stalling, g, {}, spec);
  EXPECT_TRUE(r.ok()) << (r.violations.empty() ? "deadlock" : r.violations[0]);
  EXPECT_EQ(r.delivered, r.generated);
}

TEST(NetworkModel, WithoutDatelinesATorusDeadlocksAndTheWatchdogSaysWhere) {
  Hypercycle g({6, 6}, {1, 1});
  NocParams p;
  p.buf_depth = 4;
  p.max_len = 4;
  NetworkModel m(g, p);
  RunSpec spec;
  spec.traffic.rate = 1.0;
  spec.traffic.len = 4;
  spec.cycles = 3000;
  spec.no_dateline = true;
  spec.watchdog = 200;
  RunResult r = run_network(m, g, p, spec);
  ASSERT_TRUE(r.deadlock.has_value());
  EXPECT_FALSE(r.deadlock->blocked.empty());
  EXPECT_EQ(r.violation_count, 0);
  // The same traffic with datelines drains.
  NetworkModel ok(g, p);
  spec.no_dateline = false;
  spec.cycles = 1000;
  RunResult fine = run_network(ok, g, p, spec);
  EXPECT_TRUE(fine.ok()) << (fine.violations.empty() ? "deadlock" : fine.violations[0]);
}

// One virtual channel is enough where every dimension has diameter 1 (the (channel, class) graph
// without datelines is acyclic there, test_vc_cdg.cpp): full load, long packets and broadcasts drain.
TEST(NetworkModel, OneVirtualChannelRunsEveryNetworkThatNeedsNoDateline) {
  std::mt19937_64 rng(hc::testing::test_seed("NetworkModel one virtual channel"));
  for (const Hypercycle& g : {Hypercycle({8, 8}, {4, 4}), Hypercycle({3, 3}, {1, 1}), Hypercycle({5}, {2}),
                              Hypercycle({2, 7, 4}, {1, 3, 2})}) {
    ASSERT_TRUE(single_hop_dims(g)) << g.notation();
    NocParams p;
    p.vcs = 1;
    p.buf_depth = 4;
    p.max_len = 4;
    NetworkModel m(g, p);
    RunSpec spec;
    spec.traffic.rate = 1.0;
    spec.traffic.len = 4;
    spec.traffic.bcast_fraction = 0.1;
    spec.traffic.seed = rng();
    spec.cycles = 2000;
    spec.watchdog = 200;
    RunResult r = run_network(m, g, p, spec);
    EXPECT_TRUE(r.ok()) << g.notation() << ": " << (r.violations.empty() ? "deadlock" : r.violations[0]);
    EXPECT_EQ(r.delivered, r.generated) << g.notation();
    EXPECT_EQ(m.flits_held(), 0);
  }
}

TEST(NetworkModel, RandomHypercyclesAndTrafficKeepEveryInvariant) {
  std::mt19937_64 rng(hc::testing::test_seed("NetworkModel random runs"));
  for (int n = 0; n < 25; ++n) {
    Hypercycle g = random_hypercycle(rng, 4, 200);
    if (g.nodes() < 2) continue;
    NocParams p;
    p.vcs = 2 + static_cast<int>(rng() % 3);
    p.max_len = 1 + static_cast<int>(rng() % 6);
    p.buf_depth = p.max_len + static_cast<int>(rng() % 4);
    RunSpec spec;
    spec.traffic.len = 1 + static_cast<int>(rng() % static_cast<unsigned>(p.max_len));
    spec.traffic.rate = 0.05 + 0.9 * static_cast<double>(rng() % 100) / 100.0;
    spec.traffic.bcast_fraction = rng() % 2 ? 0.02 : 0.0;
    spec.traffic.seed = rng();
    spec.cycles = 300;
    NetworkModel m(g, p);
    RunResult r = run_network(m, g, p, spec);
    EXPECT_TRUE(r.ok()) << g.notation() << " " << p.str() << " rate " << spec.traffic.rate << ": "
                        << (r.violations.empty() ? "deadlock" : r.violations[0]);
    EXPECT_EQ(r.delivered, r.generated);
    EXPECT_EQ(m.flits_held(), 0);
  }
}

TEST(NetworkModel, BadParametersAreRefused) {
  Hypercycle g({4}, {1});
  NocParams p;
  p.vcs = 1;  // G(4; 1) has diameter 2: it needs datelines, two channels
  EXPECT_THROW(NetworkModel(g, p), Error);
  EXPECT_THROW(NetworkModel(Hypercycle({8, 8}, {4, 3}), p), Error);
  p.vcs = 0;
  EXPECT_THROW(NetworkModel(Hypercycle({4}, {2}), p), Error);
  p = {};
  p.buf_depth = 4;  // below MaxLen 8
  EXPECT_THROW(NetworkModel(g, p), Error);
}

}  // namespace
}  // namespace hc::noc
