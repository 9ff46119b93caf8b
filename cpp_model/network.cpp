#include "cpp_model/network.h"

#include <string>

#include "cpp_model/address.h"
#include "cpp_model/topology.h"

namespace hc {

namespace {

struct Delivery {
  Node node;
  Node from;
  Digits digits;
  uint8_t from_port;
  uint8_t in_port;
  uint8_t wd;
  uint8_t wc;
};

// Queues the sends of the node at (x, digits) for the next step.
void emit(const Hypercycle& g, Node x, const Digits& digits, const SendList& sends, std::vector<Delivery>& next) {
  for (const Send& s : sends) {
    if (s.port >= g.degree())
      throw Error("node " + std::to_string(x) + " sent on port " + std::to_string(s.port) +
                  ", which does not exist (degree " + std::to_string(g.degree()) + ")");
    PortInfo p = port_info(g, s.port);
    const Dimension& d = g.dim(p.dim);
    Digits to = step_unchecked(g, digits, p.dim, p.offset);
    Node y = x + (to[p.dim] - digits[p.dim]) * d.weight;
    next.push_back({y, x, to, s.port, static_cast<uint8_t>(port_unchecked(d, -p.offset)), s.wd, s.wc});
  }
}

}  // namespace

BroadcastRun simulate_broadcast(const Hypercycle& g, Node origin, BroadcastRule& rule) {
  const Digits origin_digits = digits_of(g, origin);
  const size_t n = static_cast<size_t>(g.nodes());
  BroadcastRun run;
  run.origin = origin;
  run.arrival.assign(n, -1);
  run.receptions.assign(n, 0);
  run.tree.assign(n, FirstReception{});
  run.arrival[origin] = 0;

  std::vector<Delivery> now, next;
  emit(g, origin, origin_digits, rule.origin(), next);
  const int64_t limit = static_cast<int64_t>(kMaxMessagesPerNode) * g.nodes();
  for (int step = 1; !next.empty(); ++step) {
    now.swap(next);
    next.clear();
    run.steps = step;
    for (const Delivery& m : now) {
      if (++run.messages > limit) {
        run.truncated = true;
        break;
      }
      uint16_t& count = run.receptions[m.node];
      if (count < UINT16_MAX) ++count;
      if (m.node == origin || count > 1) {
        ++run.duplicates;
      } else {
        run.arrival[m.node] = step;
        run.tree[m.node] = {m.from, m.from_port, {m.wd, m.wc}};
      }
      emit(g, m.node, m.digits, rule.forward({m.wd, m.wc}, m.in_port), next);
    }
    if (run.truncated) break;
  }
  for (size_t x = 0; x < n; ++x)
    if (run.arrival[x] < 0) ++run.unreached;
  return run;
}

BroadcastRun simulate_broadcast(const Hypercycle& g, Node origin) {
  ModelBroadcastRule rule(g);
  return simulate_broadcast(g, origin, rule);
}

}  // namespace hc
