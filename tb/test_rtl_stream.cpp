// Stream discipline of the verilated node: one request per clock answered two clocks after
// acceptance, back-pressure without loss or duplication, configuration writes while requests are
// in flight, and the assertions that guard the handshakes.
#include <gtest/gtest.h>

#include <unistd.h>

#include <random>

#include "Vhc_node.h"
#include "cpp_model/tests/seed.h"
#include "sim/hw_reference.h"
#include "sim/stream_check.h"

namespace hc::rtl {
namespace {

const Hypercycle kGraph({7, 12, 3}, {3, 2, 1});

void queue_random(StreamChecker& s, const HwView& v, std::mt19937_64& rng, int n) {
  for (int i = 0; i < n; ++i) {
    Node dst = std::uniform_int_distribution<Node>(0, kGraph.nodes() - 1)(rng);
    RouteRequest r{packed_digits(kGraph, dst), static_cast<uint16_t>(rng())};
    s.add_route(r, expected_route(v, r));
    BcastRequest b{i % 7 == 0, 1 + static_cast<int>(rng() % 3), 1 + static_cast<int>(rng() % 2),
                   static_cast<int>(rng() % kGraph.degree())};
    s.add_bcast(b, expected_bcast(v, b));
  }
}

TEST(RtlStream, OneRequestPerClockAnsweredTwoClocksLater) {
  std::mt19937_64 rng(testing::test_seed("RtlStream.OneRequestPerClockAnsweredTwoClocksLater"));
  RtlNode node;
  HwConfig c = HwConfig::of(kGraph, 100);
  node.configure(c);
  StreamChecker s(node, rng(), 1.0, 1.0);
  queue_random(s, HwView(c), rng, 10000);
  s.run();
  EXPECT_EQ(s.stats().mismatches, 0u) << s.stats().first_mismatch;
  EXPECT_EQ(s.stats().max_latency, 2);
  EXPECT_EQ(s.stats().cycles, 10000u + 2);  // both streams, one request each per clock
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
    EXPECT_GT(s.stats().max_latency, 2);
  }
}

// Two requests fill the stalled pipeline; a configuration write follows. The response already
// offered is the old configuration's answer; the one still being computed comes back as an error.
TEST(RtlStream, WriteWhileInFlightNeverGivesAStaleAnswer) {
  RtlNode node;
  HwConfig c = HwConfig::of(kGraph, 0);
  node.configure(c);
  HwView v(c);
  Vhc_node& io = node.io();
  const std::vector<RouteRequest> reqs = {{0x0211, 0xFFFF}, {0x0123, 0xFFFF}};
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
  EXPECT_EQ(got[1], (RouteResponse{kError, 0}));
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
