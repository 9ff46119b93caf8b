#include "sim/node/rtl_node.h"

namespace hc::rtl {

namespace {

constexpr int kTimeout = VerilatedDevice<Vhc_node>::kTimeout;

}  // namespace

RtlNode::RtlNode() : RtlNode([](Vhc_node&) {}) {}

RtlNode::RtlNode(const std::function<void(Vhc_node&)>& power_up) {
  power_up(io());
  reset();
}

std::vector<RouteResponse> RtlNode::route_batch(const std::vector<RouteRequest>& requests) {
  Vhc_node& t = io();
  std::vector<RouteResponse> out;
  out.reserve(requests.size());
  t.route_resp_ready_i = 1;
  size_t next = 0;
  for (int idle = 0; out.size() < requests.size(); ++idle) {
    if (idle == kTimeout) throw std::runtime_error("route responses missing");
    t.route_req_valid_i = next < requests.size();
    if (next < requests.size()) drive_route(requests[next]);
    eval();
    if (t.route_resp_valid_o) out.push_back(route_response()), idle = 0;
    if (t.route_req_valid_i && t.route_req_ready_o) ++next;
    tick();
  }
  t.route_req_valid_i = 0;
  eval();
  return out;
}

void RtlNode::reset() {
  Vhc_node& t = io();
  t.clk_i = 0;
  t.rst_ni = 0;
  t.cfg_we_i = 0;
  t.route_req_valid_i = 0;
  t.route_resp_ready_i = 1;
  t.bcast_req_valid_i = 0;
  t.bcast_resp_ready_i = 1;
  tick();
  tick();
  t.rst_ni = 1;
  eval();
}

void RtlNode::drive_route(const RouteRequest& r) {
  io().route_req_dst_i = r.dst;
  io().route_req_avail_i = r.avail;
}

void RtlNode::drive_bcast(const BcastRequest& r) {
  io().bcast_req_origin_i = r.origin;
  io().bcast_req_wd_i = static_cast<uint8_t>(r.wd & ((1 << kDimW) - 1));
  io().bcast_req_wc_i = static_cast<uint8_t>(r.wc & ((1 << kWcW) - 1));
  io().bcast_req_in_port_i = static_cast<uint8_t>(r.in_port & ((1 << kPortW) - 1));
}

RouteResponse RtlNode::route_response() { return {io().route_resp_status_o, io().route_resp_port_o}; }

BcastResponse RtlNode::bcast_response() {
  return BcastResponse::from_ports(io().bcast_resp_error_o != 0, io().bcast_resp_send_o, io().bcast_resp_wd_o,
                                   io().bcast_resp_wc_o);
}

void RtlNode::transact(uint8_t& req_valid, const uint8_t& req_ready, const uint8_t& resp_valid, uint8_t& resp_ready,
                       const char* what) {
  req_valid = 1;
  resp_ready = 1;
  eval();
  for (int clocks = 0; !req_ready; ++clocks) {
    if (clocks == kTimeout) throw std::runtime_error(std::string(what) + " request not accepted");
    tick();
  }
  tick();
  req_valid = 0;
  eval();
  for (int clocks = 0; !resp_valid; ++clocks) {
    if (clocks == kTimeout) throw std::runtime_error(std::string(what) + " response missing");
    tick();
  }
}

RouteResponse RtlNode::route(const RouteRequest& r) {
  drive_route(r);
  transact(io().route_req_valid_i, io().route_req_ready_o, io().route_resp_valid_o, io().route_resp_ready_i,
           "route");
  RouteResponse out = route_response();
  tick();
  return out;
}

BcastResponse RtlNode::bcast(const BcastRequest& r) {
  drive_bcast(r);
  transact(io().bcast_req_valid_i, io().bcast_req_ready_o, io().bcast_resp_valid_o, io().bcast_resp_ready_i,
           "broadcast");
  BcastResponse out = bcast_response();
  tick();
  return out;
}

}  // namespace hc::rtl
