// Drives queued router and broadcast requests into the verilated node at once, with random bubbles
// on the request side and random back-pressure on the response side, and compares every response,
// in order, with its expected value.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "sim/node/rtl_node.h"

namespace hc::rtl {

struct StreamStats {
  uint64_t route_vectors = 0;  ///< route responses compared
  uint64_t bcast_vectors = 0;  ///< broadcast responses compared
  uint64_t mismatches = 0;
  uint64_t cycles = 0;
  int max_latency = 0;          ///< clocks from acceptance to the response being offered
  std::string first_mismatch;   ///< request, expected and actual of the first mismatch
};

class StreamChecker {
 public:
  /// p_valid: chance per clock that an idle request port starts the next request; p_ready: chance
  /// per clock that a response is taken.
  StreamChecker(RtlNode& node, uint64_t seed, double p_valid, double p_ready);

  void add_route(const RouteRequest& r, const RouteResponse& expected);
  void add_bcast(const BcastRequest& r, const BcastResponse& expected);
  /// Queues many requests and their expected responses at once (the same number of each), taking
  /// the vectors over when nothing is queued.
  void add_routes(std::vector<RouteRequest>&& r, std::vector<RouteResponse>&& expected);
  void add_bcasts(std::vector<BcastRequest>&& r, std::vector<BcastResponse>&& expected);
  /// Runs until every queued request is answered and compared; the queues are then emptied.
  /// Throws if the node stops making progress.
  void run();
  const StreamStats& stats() const { return stats_; }

 private:
  template <class Req, class Resp>
  struct Lane {
    std::vector<Req> requests;
    std::vector<Resp> expected;
    std::vector<uint64_t> accepted_at;  ///< cycle each request was accepted
    size_t next = 0;                    ///< next request to offer
    size_t done = 0;                    ///< responses compared
    bool driving = false;
    void add(std::vector<Req>&& r, std::vector<Resp>&& e);
    /// Empties the lane, keeping the vectors' capacity for the next run.
    void clear();
  };

  // A draw of d; certain outcomes cost no random number.
  bool coin(std::bernoulli_distribution& d);

  RtlNode& node_;
  std::mt19937_64 rng_;
  std::bernoulli_distribution valid_, ready_;
  Lane<RouteRequest, RouteResponse> route_;
  Lane<BcastRequest, BcastResponse> bcast_;
  StreamStats stats_;
};

}  // namespace hc::rtl
