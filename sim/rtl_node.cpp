#include "sim/rtl_node.h"

#include "Vhc_node.h"
#include "verilated.h"

namespace hc::rtl {

namespace {

constexpr int kTimeout = 1000;  // clocks before a handshake is declared hung

}  // namespace

RtlNode::RtlNode() : context_(std::make_unique<VerilatedContext>()) {
  context_->assertOn(true);
  top_ = std::make_unique<Vhc_node>(context_.get());
  reset();
}

RtlNode::~RtlNode() { top_->final(); }

void RtlNode::eval() {
  top_->eval();
  settled_ = true;
}

void RtlNode::tick() {
  if (!settled_) top_->eval();  // the falling edge and any new inputs, unless eval() saw them
  top_->clk_i = 1;
  top_->eval();
  top_->clk_i = 0;
  settled_ = false;
  ++cycles_;
}

std::vector<RouteResponse> RtlNode::route_batch(const std::vector<RouteRequest>& requests) {
  Vhc_node& t = *top_;
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
  Vhc_node& t = *top_;
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

void RtlNode::write(int addr, uint16_t data) {
  top_->cfg_we_i = 1;
  top_->cfg_addr_i = static_cast<uint8_t>(addr);
  top_->cfg_wdata_i = data;
  tick();
  top_->cfg_we_i = 0;
  eval();
}

uint16_t RtlNode::read(int addr) {
  top_->cfg_addr_i = static_cast<uint8_t>(addr);
  eval();
  return top_->cfg_rdata_o;
}

int RtlNode::configure(const HwConfig& c) {
  write(kRegDims, static_cast<uint16_t>(c.r & 7));
  write(kRegM, pack4(c.m));
  write(kRegRho, pack4(c.rho));
  write(kRegAddr, pack4(c.own));
  for (int clocks = 0; clocks < kTimeout; ++clocks) {
    if (top_->cfg_ready_o) return clocks;
    tick();
  }
  throw std::runtime_error("the node did not become ready after " + c.str());
}

void RtlNode::drive_route(const RouteRequest& r) {
  top_->route_req_dst_i = r.dst;
  top_->route_req_avail_i = r.avail;
}

void RtlNode::drive_bcast(const BcastRequest& r) {
  top_->bcast_req_origin_i = r.origin;
  top_->bcast_req_wd_i = static_cast<uint8_t>(r.wd & 7);
  top_->bcast_req_wc_i = static_cast<uint8_t>(r.wc & 15);
  top_->bcast_req_in_port_i = static_cast<uint8_t>(r.in_port & 15);
}

RouteResponse RtlNode::route_response() { return {top_->route_resp_status_o, top_->route_resp_port_o}; }

BcastResponse RtlNode::bcast_response() {
  return BcastResponse::from_ports(top_->bcast_resp_error_o != 0, top_->bcast_resp_send_o, top_->bcast_resp_wd_o,
                                   top_->bcast_resp_wc_o);
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
  transact(top_->route_req_valid_i, top_->route_req_ready_o, top_->route_resp_valid_o, top_->route_resp_ready_i,
           "route");
  RouteResponse out = route_response();
  tick();
  return out;
}

BcastResponse RtlNode::bcast(const BcastRequest& r) {
  drive_bcast(r);
  transact(top_->bcast_req_valid_i, top_->bcast_req_ready_o, top_->bcast_resp_valid_o, top_->bcast_resp_ready_i,
           "broadcast");
  BcastResponse out = bcast_response();
  tick();
  return out;
}

}  // namespace hc::rtl
