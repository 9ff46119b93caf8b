#include "cpp_model/deadlock.h"

#include <string>

#include "cpp_model/address.h"
#include "cpp_model/routing.h"
#include "cpp_model/topology.h"

namespace hc {

std::vector<int64_t> find_cycle(const std::vector<Node>& head, const std::vector<uint32_t>& mask, int deg) {
  const auto n = static_cast<int64_t>(mask.size());
  enum : uint8_t { White, Grey, Black };
  std::vector<uint8_t> colour(n, White);
  struct Frame {
    int64_t v;
    int next_bit;
  };
  std::vector<Frame> stack;
  for (int64_t s = 0; s < n; ++s) {
    if (colour[s] != White) continue;
    stack.push_back({s, 0});
    colour[s] = Grey;
    while (!stack.empty()) {
      Frame& f = stack.back();
      int q = f.next_bit;
      while (q < deg && !((mask[f.v] >> q) & 1u)) ++q;
      if (q == deg) {
        colour[f.v] = Black;
        stack.pop_back();
        continue;
      }
      f.next_bit = q + 1;
      int64_t w = static_cast<int64_t>(head[f.v]) * deg + q;
      if (colour[w] == Grey) {
        std::vector<int64_t> cycle;
        size_t i = stack.size();
        while (stack[i - 1].v != w) --i;
        for (; i <= stack.size(); ++i) cycle.push_back(stack[i - 1].v);
        return cycle;
      }
      if (colour[w] == White) {
        colour[w] = Grey;
        stack.push_back({w, 0});
      }
    }
  }
  return {};
}

CdgAnalysis analyse_cdg(const Hypercycle& g) {
  const Node n = g.nodes();
  if (n > kMaxCdgNodes)
    throw RangeError("the whole channel dependency graph is built for at most " + std::to_string(kMaxCdgNodes) +
                     " nodes; this hypercycle has " + std::to_string(n));
  const int deg = g.degree();
  std::vector<Digits> digits(n);
  for (Node x = 0; x < n; ++x) digits[x] = digits_unchecked(g, x);
  std::vector<Node> head(static_cast<size_t>(n) * deg);
  for (Node x = 0; x < n; ++x)
    for (int p = 0; p < deg; ++p) head[static_cast<size_t>(x) * deg + p] = neighbour(g, x, p);

  std::vector<uint32_t> mask(head.size(), 0);
  for (Node x = 0; x < n; ++x) {
    for (Node dst = 0; dst < n; ++dst) {
      Decision first = next_port(g, digits[x], digits[dst], 0xFFFF);
      if (first.outcome == Outcome::Arrived) continue;
      size_t c = static_cast<size_t>(x) * deg + first.port;
      Decision second = next_port(g, digits[head[c]], digits[dst], 0xFFFF);
      if (second.outcome != Outcome::Arrived) mask[c] |= 1u << second.port;
    }
  }
  CdgAnalysis out;
  out.channels = static_cast<int64_t>(mask.size());
  for (uint32_t m : mask) out.dependencies += __builtin_popcount(m);
  for (int64_t v : find_cycle(head, mask, deg)) out.cycle.push_back({static_cast<Node>(v / deg), static_cast<int>(v % deg)});
  out.acyclic = out.cycle.empty();
  return out;
}

bool paper_condition(const Dimension& d) {
  return d.diameter == 1 || d.m / 2 < 2 * d.rho || d.m == 4 * d.rho;
}

DeadlockReport analyse_deadlock(const Hypercycle& g) {
  DeadlockReport rep;
  for (int i = 0; i < g.r(); ++i) {
    const Dimension& d = g.dim(i);
    rep.per_dim.push_back(analyse_cdg(Hypercycle({d.m}, {d.rho})));
    rep.paper_dim.push_back(paper_condition(d));
    rep.paper_deadlock_free = rep.paper_deadlock_free && rep.paper_dim.back();
    rep.cdg_acyclic = rep.cdg_acyclic && rep.per_dim.back().acyclic;
  }
  if (g.nodes() <= kMaxCdgNodes) {
    rep.whole_built = true;
    rep.whole = analyse_cdg(g);
    rep.cdg_acyclic = rep.whole.acyclic;
  }
  return rep;
}

}  // namespace hc
