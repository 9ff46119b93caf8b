#include "cpp_model/noc/checker.h"

#include <algorithm>

#include "cpp_model/network.h"
#include "cpp_model/topology.h"

namespace hc::noc {

namespace {

constexpr size_t kViolationsKept = 10;

int64_t pair_key(Node a, Node b, Node n) { return static_cast<int64_t>(a) * n + b; }

}  // namespace

DeliveryChecker::DeliveryChecker(const Hypercycle& g, const NocParams& params) : g_(g), params_(params) {
  BroadcastRun tree = simulate_broadcast(g, 0);
  tree_step_ = tree.arrival;
  for (const FirstReception& r : tree.tree) tree_weight_.push_back(r.weight);
  open_.resize(static_cast<size_t>(g.nodes()));
  unicast_.resize(static_cast<size_t>(g.nodes()));
}

void DeliveryChecker::violate(const std::string& what) {
  if (violations_.size() < kViolationsKept) violations_.push_back(what);
  ++violation_count_;
}

Node DeliveryChecker::relative(Node from, Node to) const {
  Digits a = digits_unchecked(g_, from), b = digits_unchecked(g_, to), d{};
  for (int i = 0; i < g_.r(); ++i) d[i] = static_cast<uint8_t>((b[i] - a[i] + g_.dim(i).m) % g_.dim(i).m);
  return node_of(g_, d);
}

void DeliveryChecker::created(const Packet& p) {
  const Node n = g_.nodes();
  State s{p, p.dst < 0 ? n - 1 : 1};
  outstanding_ += s.remaining;
  packets_.emplace(p.id, s);
  if (p.dst < 0)
    bcasts_[p.src].push_back(p.id);
  else
    unicast_[static_cast<size_t>(p.src)].push_back({p.id, p.dst});
}

int64_t DeliveryChecker::expect(Node src, Node y, const Flit& head, int64_t t) {
  const Node n = g_.nodes();
  auto at = [&] { return "clock " + std::to_string(t) + ", node " + std::to_string(y) + ": "; };
  if (head.hdr.kind == Kind::Unicast) {
    if (head.hdr.dst != pack_digits(digits_unchecked(g_, y))) {
      violate(at() + "a unicast packet for another node (dst digits " + std::to_string(head.hdr.dst) + ")");
      return -1;
    }
    // The oldest packet of src for y: packets of a pair arrive in order.
    std::vector<Pending>& q = unicast_[static_cast<size_t>(src)];
    auto it = std::find_if(q.begin(), q.end(), [y](const Pending& p) { return p.dst == y; });
    if (it == q.end()) {
      violate(at() + "a unicast packet from node " + std::to_string(src) + " that was not sent (or arrives twice)");
      return -1;
    }
    const int64_t id = it->id;
    q.erase(it);
    return id;
  }
  auto it = bcasts_.find(src);
  size_t& next = bcast_next_[pair_key(src, y, n)];
  if (it == bcasts_.end() || next >= it->second.size() || src == y) {
    violate(at() + "a broadcast from node " + std::to_string(src) + " that was not sent (or arrives twice)");
    return -1;
  }
  const Weight w = tree_weight_[static_cast<size_t>(relative(src, y))];
  if (head.hdr.wd != w.wd || head.hdr.wc != w.wc)
    violate(at() + "a broadcast from node " + std::to_string(src) + " arrives with weights (" +
            std::to_string(head.hdr.wd) + ", " + std::to_string(head.hdr.wc) + "), its tree has (" +
            std::to_string(w.wd) + ", " + std::to_string(w.wc) + ")");
  return it->second[next++];
}

void DeliveryChecker::ejected(const Ejection& e, int64_t t, std::vector<Delivery>& done) {
  Open& o = open_[static_cast<size_t>(e.node)];
  auto at = [&] { return "clock " + std::to_string(t) + ", node " + std::to_string(e.node) + ": "; };
  if (e.flit.head) {
    if (o.open) violate(at() + "a head before the tail of the packet being delivered");
    o = {true, -1, 0, false};
    Node from = -1;
    try {
      from = node_of(g_, unpack_digits(e.flit.hdr.src));
    } catch (const RangeError&) {
      violate(at() + "a head whose source digits are not a node");
    }
    if (from >= 0) o.id = expect(from, e.node, e.flit, t);
  } else if (!o.open) {
    violate(at() + "a body flit with no packet being delivered");
    return;
  }
  if (o.id < 0) {  // not one of ours: swallow it
    if (e.flit.tail) o.open = false;
    return;
  }
  State& s = packets_.at(o.id);
  const Packet& p = s.packet;
  if (!o.bad) {
    auto pkt = [&] { return at() + "packet " + std::to_string(p.id) + " flit " + std::to_string(o.k) + ": "; };
    const bool last = o.k == p.len - 1;
    if (e.flit.head && (e.flit.hdr.len != p.len || (e.flit.hdr.kind == Kind::Broadcast) != (p.dst < 0)))
      violate(pkt() + "its header does not say what was sent"), o.bad = true;
    else if (e.flit.data != payload(p.id, o.k, params_.payload_bits(o.k == 0)))
      violate(pkt() + (e.flit.head ? arrived_instead(p, e.flit) : "payload corrupted")), o.bad = true;
    else if (e.flit.tail != last)
      violate(pkt() + (last ? "no tail where the packet ends" : "a tail before the packet ends")), o.bad = true;
  }
  ++o.k;
  if (!e.flit.tail) return;
  // The packet ends here. A bad one counts as delivered, so that the run ends; it fails all the same.
  o.open = false;
  const int hops = p.dst < 0 ? tree_step_[static_cast<size_t>(relative(p.src, e.node))] : distance(g_, p.src, e.node);
  --outstanding_;
  const bool completes = --s.remaining == 0;
  if (!o.bad) done.push_back({p, e.node, t, hops, completes});
  if (completes) packets_.erase(o.id);
}

std::string DeliveryChecker::arrived_instead(const Packet& expected, const Flit& head) const {
  if (expected.dst >= 0)
    for (const Pending& p : unicast_[static_cast<size_t>(expected.src)])
      if (p.dst == expected.dst && payload(p.id, 0, params_.payload_bits(true)) == head.data)
        return "packet " + std::to_string(p.id) + " of the same pair arrived before it (out of order)";
  return "another payload arrived in its place (lost, reordered or corrupted)";
}

}  // namespace hc::noc
