#include "sim/node/stream_check.h"

#include <stdexcept>
#include <utility>

#include "Vhc_node.h"

namespace hc::rtl {

namespace {

constexpr uint64_t kStallLimit = 10000;  // clocks without any handshake before giving up

}  // namespace

StreamChecker::StreamChecker(RtlNode& node, uint64_t seed, double p_valid, double p_ready)
    : node_(node), rng_(seed), valid_(p_valid), ready_(p_ready) {}

void StreamChecker::add_route(const RouteRequest& r, const RouteResponse& expected) {
  route_.requests.push_back(r);
  route_.expected.push_back(expected);
}

void StreamChecker::add_bcast(const BcastRequest& r, const BcastResponse& expected) {
  bcast_.requests.push_back(r);
  bcast_.expected.push_back(expected);
}

template <class Req, class Resp>
void StreamChecker::Lane<Req, Resp>::add(std::vector<Req>&& r, std::vector<Resp>&& e) {
  if (r.size() != e.size()) throw std::invalid_argument("every request needs one expected response");
  if (requests.empty()) {
    requests = std::move(r);
    expected = std::move(e);
  } else {
    requests.insert(requests.end(), r.begin(), r.end());
    expected.insert(expected.end(), e.begin(), e.end());
  }
}

template <class Req, class Resp>
void StreamChecker::Lane<Req, Resp>::clear() {
  requests.clear();
  expected.clear();
  accepted_at.clear();
  next = done = 0;
  driving = false;
}

void StreamChecker::add_routes(std::vector<RouteRequest>&& r, std::vector<RouteResponse>&& expected) {
  route_.add(std::move(r), std::move(expected));
}

void StreamChecker::add_bcasts(std::vector<BcastRequest>&& r, std::vector<BcastResponse>&& expected) {
  bcast_.add(std::move(r), std::move(expected));
}

bool StreamChecker::coin(std::bernoulli_distribution& d) { return d.p() >= 1.0 || d(rng_); }

void StreamChecker::run() {
  Vhc_node& io = node_.io();
  route_.accepted_at.assign(route_.requests.size(), 0);
  bcast_.accepted_at.assign(bcast_.requests.size(), 0);
  uint64_t idle = 0;
  auto mismatch = [this](const std::string& what) {
    if (stats_.mismatches++ == 0) stats_.first_mismatch = what;
  };
  while (route_.done < route_.requests.size() || bcast_.done < bcast_.requests.size()) {
    if (!route_.driving && route_.next < route_.requests.size() && coin(valid_)) {
      node_.drive_route(route_.requests[route_.next]);
      route_.driving = true;
    }
    if (!bcast_.driving && bcast_.next < bcast_.requests.size() && coin(valid_)) {
      node_.drive_bcast(bcast_.requests[bcast_.next]);
      bcast_.driving = true;
    }
    io.route_req_valid_i = route_.driving;
    io.bcast_req_valid_i = bcast_.driving;
    io.route_resp_ready_i = coin(ready_);
    io.bcast_resp_ready_i = coin(ready_);
    node_.eval();
    const uint64_t now = node_.cycles();
    bool progress = false;
    if (io.route_resp_valid_o && io.route_resp_ready_i) {
      if (route_.done >= route_.next) throw std::logic_error("route response without a request");
      RouteResponse got = node_.route_response();
      const RouteRequest& q = route_.requests[route_.done];
      if (!(got == route_.expected[route_.done]))
        mismatch("route " + q.str() + ": expected " + route_.expected[route_.done].str() + ", got " + got.str());
      stats_.max_latency = std::max(stats_.max_latency, static_cast<int>(now - route_.accepted_at[route_.done]));
      ++route_.done;
      ++stats_.route_vectors;
      progress = true;
    }
    if (io.bcast_resp_valid_o && io.bcast_resp_ready_i) {
      if (bcast_.done >= bcast_.next) throw std::logic_error("broadcast response without a request");
      BcastResponse got = node_.bcast_response();
      if (!(got == bcast_.expected[bcast_.done]))
        mismatch("bcast " + bcast_.requests[bcast_.done].str() + ": expected " + bcast_.expected[bcast_.done].str() +
                 ", got " + got.str());
      stats_.max_latency = std::max(stats_.max_latency, static_cast<int>(now - bcast_.accepted_at[bcast_.done]));
      ++bcast_.done;
      ++stats_.bcast_vectors;
      progress = true;
    }
    if (route_.driving && io.route_req_ready_o) {
      route_.accepted_at[route_.next++] = now;
      route_.driving = false;
      progress = true;
    }
    if (bcast_.driving && io.bcast_req_ready_o) {
      bcast_.accepted_at[bcast_.next++] = now;
      bcast_.driving = false;
      progress = true;
    }
    node_.tick();
    ++stats_.cycles;
    idle = progress ? 0 : idle + 1;
    if (idle > kStallLimit) throw std::runtime_error("the node stopped answering");
  }
  io.route_req_valid_i = 0;
  io.bcast_req_valid_i = 0;
  io.route_resp_ready_i = 1;
  io.bcast_resp_ready_i = 1;
  node_.eval();
  route_.clear();
  bcast_.clear();
}

}  // namespace hc::rtl
