// The verilated node deciding for a whole network: RouteRule and BroadcastRule implementations that
// ask the RTL, for the network simulations of the golden model (cpp_model/network.h, routing.h).
#pragma once

#include <unordered_map>
#include <vector>

#include "cpp_model/broadcast.h"
#include "cpp_model/routing.h"
#include "sim/node/rtl_node.h"

namespace hc::rtl {

/// Every node's broadcast decisions from one verilated broadcast unit (its answers depend on the
/// configuration only, not on the node's address). An error response throws MessageError.
class RtlBroadcastRule : public BroadcastRule {
 public:
  explicit RtlBroadcastRule(const Hypercycle& g);
  SendList origin() override;
  SendList forward(Weight w, int in_port) override;
  uint64_t requests() const { return requests_; }

 private:
  SendList ask(const BcastRequest& r);
  RtlNode node_;
  uint64_t requests_ = 0;
};

/// Every node's routing decisions from one verilated router, configured with the address of the
/// node deciding. The first decision at a node (for a given mask of available ports) configures the
/// router with that node's address and streams every destination through it, one per clock; later
/// decisions there are answered from that row. An error response throws hc::Error.
class RtlRouteRule : public RouteRule {
 public:
  explicit RtlRouteRule(const Hypercycle& g);
  Decision decide(const Digits& cur, const Digits& dst, uint16_t avail) override;
  uint64_t configurations() const { return configurations_; }

 private:
  const Hypercycle& g_;
  RtlNode node_;
  std::vector<RouteRequest> every_destination_;  // node x's digits at index x; avail set per row
  std::unordered_map<uint64_t, std::vector<RouteResponse>> rows_;  // key: node << 16 | avail
  uint64_t configurations_ = 0;
};

}  // namespace hc::rtl
