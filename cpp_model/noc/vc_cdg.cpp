#include "cpp_model/noc/vc_cdg.h"

#include <string>

#include "cpp_model/deadlock.h"
#include "cpp_model/noc/switch_rules.h"

namespace hc::noc {

namespace {

// The graph: vertex (x, p, c) = (x * deg + p) * 2 + c has an edge to (neighbour(x, p), p', c') for
// every bit 2 p' + c' of its mask. The walks remember the states they have expanded: what a packet
// asks for next depends only on the state, so a walk that reaches a known state adds nothing new.
class Builder {
 public:
  Builder(const Hypercycle& g, bool no_dateline)
      : t_(g), deg_(g.degree()), no_dateline_(no_dateline), mask_(static_cast<size_t>(g.nodes()) * deg_ * 2, 0) {}

  void unicast() {
    const Node n = t_.nodes();
    // Unicast state at node x: the input, its class and bit 0 of the packet hash (it picks the class of
    // a dimension the packet enters and will not wrap in); stamped per destination.
    std::vector<int32_t> seen(static_cast<size_t>(n) * (deg_ + 1) * 4, -1);
    for (Node dst = 0; dst < n; ++dst) {
      Header h;
      h.dst = pack_digits(t_.digits(dst));
      for (Node src = 0; src < n; ++src) {
        if (src == dst) continue;
        h.src = pack_digits(t_.digits(src));
        const int h0 = packet_hash(h) & 1;
        Node x = src;
        int in = t_.local(), c = 0;
        int64_t held = -1;
        for (;;) {
          size_t key = ((static_cast<size_t>(x) * (deg_ + 1) + in) * 2 + c) * 2 + h0;
          if (seen[key] == dst) break;
          seen[key] = dst;
          HeadRoute r = route_head(t_, t_.digits(x), in, h);
          const int o = __builtin_ctz(r.out);
          if (o == t_.local()) break;
          const int c2 = hop_vc(t_, params_, t_.digits(x), in, c, h, r, o, no_dateline_);
          depend(held, o, c2);
          held = vertex(x, o, c2);
          in = t_.reverse(o);
          x = t_.neighbour(x, o);
          c = c2;
        }
      }
    }
  }

  void broadcast() {
    // Broadcast state at node y: the input, its class and the weights; the packet hash does not enter
    // a broadcast's classes, so the states are shared by every origin.
    struct Copy {
      Node y;
      int in, c, wd, wc;
      int64_t held;
    };
    const size_t per_node = static_cast<size_t>(deg_) * 2 * 8 * 8;
    std::vector<uint8_t> seen(static_cast<size_t>(t_.nodes()) * per_node, 0);
    std::vector<Copy> stack;
    for (Node origin = 0; origin < t_.nodes(); ++origin) {
      Header h;
      h.kind = Kind::Broadcast;
      h.src = pack_digits(t_.digits(origin));
      spread(origin, t_.local(), 0, h, -1, stack);
      while (!stack.empty()) {
        Copy k = stack.back();
        stack.pop_back();
        size_t key = static_cast<size_t>(k.y) * per_node + ((static_cast<size_t>(k.in) * 2 + k.c) * 8 + k.wd) * 8 + k.wc;
        if (seen[key]) continue;
        seen[key] = 1;
        h.wd = static_cast<uint8_t>(k.wd);
        h.wc = static_cast<uint8_t>(k.wc);
        spread(k.y, k.in, k.c, h, k.held, stack);
      }
    }
  }

  VcCdgAnalysis result() const {
    VcCdgAnalysis out;
    std::vector<Node> head(mask_.size());
    for (size_t v = 0; v < mask_.size(); ++v)
      head[v] = t_.neighbour(static_cast<Node>(v / (2 * deg_)), static_cast<int>(v / 2 % deg_));
    out.channels = static_cast<int64_t>(mask_.size());
    for (uint32_t m : mask_) out.dependencies += __builtin_popcount(m);
    for (int64_t v : find_cycle(head, mask_, 2 * deg_))
      out.cycle.push_back({static_cast<Node>(v / (2 * deg_)), static_cast<int>(v / 2 % deg_), static_cast<int>(v % 2)});
    out.acyclic = out.cycle.empty();
    return out;
  }

 private:
  int64_t vertex(Node x, int p, int c) const { return (static_cast<int64_t>(x) * deg_ + p) * 2 + c; }
  void depend(int64_t held, int o, int c) {
    if (held >= 0) mask_[static_cast<size_t>(held)] |= 1u << (2 * o + c);
  }

  // The copies a switch sends for the broadcast head h that arrived at y on (in, c), held on `held`.
  template <typename Stack>
  void spread(Node y, int in, int c, const Header& h, int64_t held, Stack& stack) {
    HeadRoute r = route_head(t_, t_.digits(y), in, h);
    for (uint32_t m = r.out & ~(1u << t_.local()); m; m &= m - 1) {
      const int o = __builtin_ctz(m);
      const int c2 = hop_vc(t_, params_, t_.digits(y), in, c, h, r, o, no_dateline_);
      depend(held, o, c2);
      Header copy = copy_header(t_, in, h, o);
      stack.push_back({t_.neighbour(y, o), t_.reverse(o), c2, copy.wd, copy.wc, vertex(y, o, c2)});
    }
  }

  NocTopology t_;
  NocParams params_;  // two virtual channels: one per class
  int deg_;
  bool no_dateline_;
  std::vector<uint32_t> mask_;
};

}  // namespace

VcCdgAnalysis analyse_vc_cdg(const Hypercycle& g, bool no_dateline) {
  if (g.nodes() > kMaxVcCdgNodes)
    throw RangeError("the (channel, class) dependency graph is built for at most " + std::to_string(kMaxVcCdgNodes) +
                     " nodes; this hypercycle has " + std::to_string(g.nodes()));
  Builder b(g, no_dateline);
  b.unicast();
  b.broadcast();
  return b.result();
}

}  // namespace hc::noc
