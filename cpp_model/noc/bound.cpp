#include "cpp_model/noc/bound.h"

#include <string>
#include <vector>

#include "cpp_model/network.h"
#include "cpp_model/routing.h"
#include "cpp_model/topology.h"

namespace hc::noc {

ChannelLoad channel_load(const Hypercycle& g, const Pattern& p, double bcast_fraction) {
  const Node n = g.nodes();
  if (n > kMaxLoadNodes)
    throw RangeError("channel loads are computed for at most " + std::to_string(kMaxLoadNodes) +
                     " nodes; this hypercycle has " + std::to_string(n));
  const int deg = g.degree();
  std::vector<double> channel(static_cast<size_t>(n) * deg, 0.0), ejection(static_cast<size_t>(n), 0.0);
  std::vector<Digits> digits(static_cast<size_t>(n));
  for (Node x = 0; x < n; ++x) digits[static_cast<size_t>(x)] = digits_unchecked(g, x);
  const double unicast = 1.0 - bcast_fraction;
  double hops = 0;
  for (Node s = 0; s < n; ++s) {
    p.each(s, [&](Node d, double prob) {
      ejection[static_cast<size_t>(d)] += unicast * prob;
      Digits cur = digits[static_cast<size_t>(s)];
      const Digits& dst = digits[static_cast<size_t>(d)];
      Node x = s;
      int dim = 0, offset = 0;
      while (routing_hop(g, cur, dst, dim, offset)) {
        const int port = port_unchecked(g.dim(dim), offset);
        channel[static_cast<size_t>(x) * deg + port] += unicast * prob;
        hops += prob;
        cur = step_unchecked(g, cur, dim, offset);
        x = node_of(g, cur);
      }
    });
  }
  if (bcast_fraction > 0) {
    for (Node s = 0; s < n; ++s) {
      BroadcastRun tree = simulate_broadcast(g, s);
      for (Node y = 0; y < n; ++y) {
        const FirstReception& r = tree.tree[static_cast<size_t>(y)];
        if (r.from < 0) continue;
        channel[static_cast<size_t>(r.from) * deg + r.port] += bcast_fraction;
        ejection[static_cast<size_t>(y)] += bcast_fraction;
      }
    }
  }
  ChannelLoad out;
  for (size_t c = 0; c < channel.size(); ++c)
    if (channel[c] > out.max_channel) {
      out.max_channel = channel[c];
      out.busiest = {static_cast<Node>(c / static_cast<size_t>(deg)), static_cast<int>(c % static_cast<size_t>(deg))};
    }
  for (double e : ejection) out.max_ejection = std::max(out.max_ejection, e);
  out.ideal = 1.0;
  if (out.max_channel > 0) out.ideal = std::min(out.ideal, 1.0 / out.max_channel);
  if (out.max_ejection > 0) out.ideal = std::min(out.ideal, 1.0 / out.max_ejection);
  out.avg_hops = hops / static_cast<double>(n);
  return out;
}

}  // namespace hc::noc
