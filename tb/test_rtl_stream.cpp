// Stream discipline of the verilated node: one request per clock answered two clocks after
// acceptance, back-pressure without loss or duplication, configuration writes while requests are
// in flight, and the assertions that guard the handshakes.
#include <gtest/gtest.h>

#include <unistd.h>

#include <random>

#include "Vhc_node.h"
#include "cpp_model/tests/seed.h"
#include "sim/node/hw_reference.h"
#include "sim/node/stream_check.h"
#include "sim/node/write_in_flight.h"

namespace hc::rtl {
namespace {

const Hypercycle kGraph({7, 12, 3}, {3, 2, 1});

void queue_random(StreamChecker& s, const HwView& v, std::mt19937_64& rng, int n) {
  for (int i = 0; i < n; ++i) {
    Node dst = std::uniform_int_distribution<Node>(0, kGraph.nodes() - 1)(rng);
    RouteRequest r{pack_digits(digits_of(kGraph, dst)), static_cast<uint16_t>(rng())};
    s.add_route(r, expected_route(v, r));
    BcastRequest b{i % 7 == 0, 1 + static_cast<int>(rng() % 3), 1 + static_cast<int>(rng() % 2),
                   static_cast<int>(rng() % kGraph.degree())};
    s.add_bcast(b, expected_bcast(v, b));
  }
}

TEST(RtlStream, OneRequestPerClockAnsweredLatencyClocksLater) {
  std::mt19937_64 rng(testing::test_seed("RtlStream.OneRequestPerClockAnsweredLatencyClocksLater"));
  RtlNode node;
  HwConfig c = HwConfig::of(kGraph, 100);
  node.configure(c);
  StreamChecker s(node, rng(), 1.0, 1.0);
  queue_random(s, HwView(c), rng, 10000);
  s.run();
  EXPECT_EQ(s.stats().mismatches, 0u) << s.stats().first_mismatch;
  EXPECT_EQ(s.stats().max_latency, kNodeLatency);
  EXPECT_EQ(s.stats().cycles, 10000u + kNodeLatency);  // both streams, one request each per clock
}

TEST(RtlStream, BackPressureLosesAndDuplicatesNothing) {
  std::mt19937_64 rng(testing::test_seed("RtlStream.BackPressureLosesAndDuplicatesNothing"));
  RtlNode node;
  HwConfig c = HwConfig::of(kGraph, 3);
  node.configure(c);
  for (double ready : {0.05, 0.3, 0.7}) {
    StreamChecker s(node, rng(), 0.9, ready);
    queue_random(s, HwView(c), rng, 3000);
    s.run();
    EXPECT_EQ(s.stats().mismatches, 0u) << s.stats().first_mismatch;
    EXPECT_EQ(s.stats().route_vectors, 3000u);
    EXPECT_EQ(s.stats().bcast_vectors, 3000u);
    EXPECT_GT(s.stats().max_latency, kNodeLatency);
  }
}

// kNodeLatency requests fill the stalled pipeline; a configuration write follows. The response
// already offered is the old configuration's answer; those still being computed come back as errors.
TEST(RtlStream, WriteWhileInFlightNeverGivesAStaleAnswer) {
  RtlNode node;
  HwConfig c = HwConfig::of(kGraph, 0);
  node.configure(c);
  HwView v(c);
  Vhc_node& io = node.io();
  std::vector<RouteRequest> reqs = {{0x0211, 0xFFFF}, {0x0123, 0xFFFF}, {0x0101, 0xFFFF}};
  reqs.resize(kNodeLatency);
  io.route_resp_ready_i = 0;
  for (const RouteRequest& r : reqs) {
    node.drive_route(r);
    io.route_req_valid_i = 1;
    node.eval();
    ASSERT_TRUE(io.route_req_ready_o);
    node.tick();
  }
  io.route_req_valid_i = 0;
  node.eval();
  ASSERT_TRUE(io.route_resp_valid_o);
  ASSERT_FALSE(io.route_req_ready_o);
  node.write(kRegAddr, 0x0001);
  std::vector<RouteResponse> got;
  io.route_resp_ready_i = 1;
  for (size_t i = 0; i < reqs.size(); ++i) {
    node.eval();
    ASSERT_TRUE(io.route_resp_valid_o);
    got.push_back(node.route_response());
    node.tick();
  }
  node.eval();
  EXPECT_FALSE(io.route_resp_valid_o);
  EXPECT_EQ(got[0], expected_route(v, reqs[0]));
  EXPECT_NE(got[0].status, kError);
  for (size_t i = 1; i < reqs.size(); ++i) EXPECT_EQ(got[i], (RouteResponse{kError, 0})) << "R" << i;
}

// The boundary clock of a configuration write, on both streams at once (sim/node/write_in_flight.h): R0's
// response is offered in the write clock (old answer), R1 moves to the response register at the end of
// it (with Latency 3, R2 moves up behind it) and the last, R_L, is accepted in it (all errors). With
// back-pressure, R0 to R_L-1 wait in the stalled pipeline and the write comes in the clock that takes
// R0, or while the pipeline is still stalled (R1 to R_L-1 must keep their stale mark until they move);
// without, they follow one another.
TEST(RtlStream, WriteInTheClockARequestMovesToTheResponse) {
  const HwConfig c = HwConfig::of(kGraph, 0);
  const HwView v(c);
  std::vector<RouteRequest> routes = {{0x0211, 0xFFFF}, {0x0123, 0xFFFF}, {0x0101, 0xFFFF}, {0x0222, 0xFFFF}};
  std::vector<BcastRequest> bcasts = {{true, 0, 0, 0}, {false, 2, 1, 8}, {true, 0, 0, 0}, {false, 1, 1, 0}};
  routes.resize(kNodeLatency + 1);
  bcasts.resize(kNodeLatency + 1);
  for (size_t i = 0; i < routes.size(); ++i) {  // answers an error would not tell from a stale one
    ASSERT_NE(expected_route(v, routes[i]).status, kError) << "R" << i;
    ASSERT_FALSE(expected_bcast(v, bcasts[i]).error) << "R" << i;
  }
  for (WriteClock when : kWriteClocks) {
    RtlNode node;
    node.configure(c);
    const std::optional<std::string> problem = check_write_in_flight(node, c, routes, bcasts, when);
    EXPECT_FALSE(problem) << to_string(when) << ": " << *problem;
  }
}

// A response held by back-pressure across a write, and across the whole load phase that installs a
// configuration in which its port or weights do not exist, is delivered unchanged, and the node's
// assertions (checked against the configuration the response was computed with) stay quiet.
TEST(RtlStream, ResponsesHeldAcrossAWriteKeepTheirConfiguration) {
  struct Case {
    Hypercycle g;
    bool bcast;
    uint16_t dst;
  };
  const std::vector<Case> cases = {
      {Hypercycle({5, 3}, {2, 1}), true, 0},                              // G(3,5;1,2): origin weights wd = 2
      {Hypercycle({15, 15, 15, 15}, {2, 2, 2, 2}), false, 0x7000},        // a port of dimension 4
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(k.g.notation());
    RtlNode node;
    const HwConfig c = HwConfig::of(k.g, 0);
    node.configure(c);
    const HwView v(c);
    Vhc_node& io = node.io();
    io.route_resp_ready_i = io.bcast_resp_ready_i = 0;
    const RouteRequest route{k.dst, 0xFFFF};
    const BcastRequest origin{true, 0, 0, 0};
    if (k.bcast) {
      node.drive_bcast(origin);
      io.bcast_req_valid_i = 1;
    } else {
      node.drive_route(route);
      io.route_req_valid_i = 1;
    }
    node.tick();
    io.route_req_valid_i = io.bcast_req_valid_i = 0;
    for (int i = 1; i < kNodeLatency; ++i) node.tick();
    node.eval();
    ASSERT_TRUE(k.bcast ? io.bcast_resp_valid_o : io.route_resp_valid_o);
    node.write(kRegDims, 1);
    node.eval();
    EXPECT_FALSE(io.cfg_ready_o);
    for (int i = 0; i < 100 && !io.cfg_ready_o; ++i) {
      node.tick();
      node.eval();
    }
    ASSERT_TRUE(io.cfg_ready_o) << "the load phase never ended";
    for (int i = 0; i < 10; ++i) node.tick();  // held well past the load phase
    node.eval();
    if (k.bcast) {
      ASSERT_TRUE(io.bcast_resp_valid_o);
      const BcastResponse got = node.bcast_response();
      EXPECT_EQ(got, expected_bcast(v, origin));
      bool dim2 = false;
      for (int p = 0; p < 16; ++p) dim2 = dim2 || (got.send >> p & 1 && (got.wd >> 3 * p & 7) == 2);
      EXPECT_TRUE(dim2) << "a weight of dimension 2 is held: " << got.str();
    } else {
      ASSERT_TRUE(io.route_resp_valid_o);
      const RouteResponse got = node.route_response();
      EXPECT_EQ(got, expected_route(v, route));
      EXPECT_GE(got.port, 12) << "a port of dimension 4 is held";
    }
    io.route_resp_ready_i = io.bcast_resp_ready_i = 1;
    node.tick();
    node.eval();
    EXPECT_FALSE(io.route_resp_valid_o || io.bcast_resp_valid_o);
  }
}

// A request that changes while waiting to be accepted breaks the handshake: the assertion fires.
TEST(RtlStreamDeathTest, UnstableRequestTripsTheAssertion) {
  EXPECT_DEATH(
      {
        dup2(STDERR_FILENO, STDOUT_FILENO);  // Verilator reports assertions on stdout
        RtlNode node;
        node.write(kRegAddr, 0);  // busy: requests are not accepted
        node.io().route_req_valid_i = 1;
        node.drive_route({0x0001, 0xFFFF});
        node.tick();
        node.drive_route({0x0002, 0xFFFF});
        node.tick();
        node.tick();
      },
      "RequestStableUntilAccepted");
}

}  // namespace
}  // namespace hc::rtl
