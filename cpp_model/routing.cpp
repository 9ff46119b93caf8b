#include "cpp_model/routing.h"

#include <string>

namespace hc {

Decision next_port(const Hypercycle& g, Node cur, Node dst, uint16_t avail) {
  return next_port(g, digits_of(g, cur), digits_of(g, dst), avail);
}

Route route(const Hypercycle& g, Node src, Node dst, uint16_t avail, RouteRule& rule) {
  Digits cur = digits_of(g, src);
  const Digits target = digits_of(g, dst);
  Route r;
  r.path.push_back(src);
  for (;;) {
    Decision d = rule.decide(cur, target, avail);
    if (d.outcome == Outcome::Arrived) {
      if (cur != target) throw Error("the routing rule said arrived at node " + std::to_string(r.path.back()) +
                                     ", which is not the destination " + std::to_string(dst));
      return r;
    }
    PortInfo p = port_info(g, d.port);
    if (d.outcome == Outcome::Wait) {
      r.waiting = true;
      r.wait_port = d.port;
      return r;
    }
    if (static_cast<int>(r.ports.size()) >= g.diameter())
      throw Error("route from " + std::to_string(src) + " to " + std::to_string(dst) +
                  " did not arrive within the diameter " + std::to_string(g.diameter()));
    cur = step_unchecked(g, cur, p.dim, p.offset);
    r.ports.push_back(d.port);
    r.path.push_back(node_of(g, cur));
  }
}

Route route(const Hypercycle& g, Node src, Node dst, uint16_t avail) {
  ModelRouteRule rule(g);
  return route(g, src, dst, avail, rule);
}

}  // namespace hc
