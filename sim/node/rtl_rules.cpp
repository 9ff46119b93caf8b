#include "sim/node/rtl_rules.h"

#include <string>

#include "sim/node/hw_reference.h"

namespace hc::rtl {

RtlBroadcastRule::RtlBroadcastRule(const Hypercycle& g) { node_.configure(HwConfig::of(g, 0)); }

SendList RtlBroadcastRule::ask(const BcastRequest& r) {
  ++requests_;
  BcastResponse resp = node_.bcast(r);
  if (resp.error) throw MessageError("the broadcast unit answered error to " + r.str());
  return decode_sends(resp);
}

SendList RtlBroadcastRule::origin() { return ask({true, 0, 0, 0}); }

SendList RtlBroadcastRule::forward(Weight w, int in_port) { return ask({false, w.wd, w.wc, in_port}); }

RtlRouteRule::RtlRouteRule(const Hypercycle& g) : g_(g) {
  every_destination_.reserve(static_cast<size_t>(g_.nodes()));
  for (Node x = 0; x < g_.nodes(); ++x) every_destination_.push_back({pack_digits(digits_of(g_, x)), 0});
}

Decision RtlRouteRule::decide(const Digits& cur, const Digits& dst, uint16_t avail) {
  const Node here = node_of(g_, cur);
  const uint64_t key = (static_cast<uint64_t>(here) << 16) | avail;
  auto it = rows_.find(key);
  if (it == rows_.end()) {
    node_.configure(HwConfig::of(g_, here));
    ++configurations_;
    for (RouteRequest& q : every_destination_) q.avail = avail;
    it = rows_.emplace(key, node_.route_batch(every_destination_)).first;
  }
  const RouteResponse& r = it->second[static_cast<size_t>(node_of(g_, dst))];
  switch (r.status) {
    case kArrived: return {Outcome::Arrived, -1};
    case kPort: return {Outcome::Port, r.port};
    case kWait: return {Outcome::Wait, r.port};
    default:
      throw Error("the router at node " + std::to_string(here) + " answered error for destination " +
                  std::to_string(node_of(g_, dst)));
  }
}

}  // namespace hc::rtl
