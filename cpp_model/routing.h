// Prioritized-dimension (generalized e-cube) routing with the greedy hop and the odd/even
// preference of paper 003, and whole paths built from it.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/address.h"
#include "cpp_model/config.h"
#include "cpp_model/topology.h"

namespace hc {

enum class Outcome : uint8_t {
  Arrived,  ///< the current node is the destination
  Port,     ///< forward on `port`
  Wait,     ///< `port` is the only legal next port and it is not available: wait for it
};

struct Decision {
  Outcome outcome = Outcome::Arrived;
  int port = -1;  ///< the port the routing function chose (Port and Wait); -1 when Arrived
  bool operator==(const Decision& o) const { return outcome == o.outcome && port == o.port; }
  bool operator!=(const Decision& o) const { return !(*this == o); }
};

/// The hop the routing function takes from cur towards dst, ignoring port availability: the highest
/// dimension whose digits differ; the shorter way round (clockwise distance (dst - cur) mod m);
/// on a tie clockwise when floor(cur_i / rho_i) is even; hop = min(rho, remaining distance).
/// Returns false when cur == dst. No range checks (digits must be valid).
inline bool routing_hop(const Hypercycle& g, const Digits& cur, const Digits& dst, int& dim, int& offset) {
  for (int i = g.r() - 1; i >= 0; --i) {
    if (cur[i] == dst[i]) continue;
    const Dimension& d = g.dim(i);
    int cw = dst[i] - cur[i];
    if (cw < 0) cw += d.m;
    int ccw = d.m - cw;
    bool clockwise = cw < ccw || (cw == ccw && (cur[i] / d.rho) % 2 == 0);
    int remaining = clockwise ? cw : ccw;
    int hop = remaining < d.rho ? remaining : d.rho;
    dim = i;
    offset = clockwise ? hop : -hop;
    return true;
  }
  return false;
}

/// One routing decision. Only the chosen port may be taken: if it is not set in avail the answer is
/// Wait (taking another port would break deadlock freedom). Mask bits at or above the degree are
/// ignored. No range checks.
inline Decision next_port(const Hypercycle& g, const Digits& cur, const Digits& dst, uint16_t avail) {
  int dim = 0, offset = 0;
  if (!routing_hop(g, cur, dst, dim, offset)) return {Outcome::Arrived, -1};
  int port = port_unchecked(g.dim(dim), offset);
  return {(avail >> port) & 1u ? Outcome::Port : Outcome::Wait, port};
}

/// next_port on node indices. Throws RangeError for a node outside 0..N-1.
Decision next_port(const Hypercycle& g, Node cur, Node dst, uint16_t avail);

/// Anything that decides the next port at a node: the model, or a device under test.
class RouteRule {
 public:
  virtual ~RouteRule() = default;
  virtual Decision decide(const Digits& cur, const Digits& dst, uint16_t avail) = 0;
};

/// The golden model's routing function as a RouteRule.
class ModelRouteRule : public RouteRule {
 public:
  explicit ModelRouteRule(const Hypercycle& g) : g_(g) {}
  Decision decide(const Digits& cur, const Digits& dst, uint16_t avail) override {
    return next_port(g_, cur, dst, avail);
  }

 private:
  const Hypercycle& g_;
};

/// A unicast path followed hop by hop, the same mask of available ports at every node.
struct Route {
  std::vector<Node> path;   ///< nodes visited, source first
  std::vector<int> ports;   ///< port taken at each hop (path.size() - 1 entries)
  bool waiting = false;     ///< stopped at path.back() because its chosen port was not available
  int wait_port = -1;       ///< that port, when waiting
};

/// Follows rule from src to dst. Throws RangeError for a bad node, and Error if the rule names a port
/// that does not exist or the path grows beyond the diameter (a rule that does not converge).
Route route(const Hypercycle& g, Node src, Node dst, uint16_t avail, RouteRule& rule);

/// route() with the golden model's rule.
Route route(const Hypercycle& g, Node src, Node dst, uint16_t avail = 0xFFFF);

}  // namespace hc
