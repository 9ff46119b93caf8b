#include "cpp_model/kary/exchange.h"

#include <algorithm>
#include <deque>
#include <tuple>

namespace hc::kary {

int64_t distance_sum(const Cube& cube, Node from) {
  cube.check_node(from, "the node");
  int64_t s = 0;
  for (Node j = 0; j < cube.nodes(); ++j) s += cube.lee(from, j);
  return s;
}

int64_t ring_bound(int k) {
  check_radix(k);
  const int64_t kk = k;
  return k % 2 == 1 ? (kk * kk - 1) / 4 : kk * kk / 4;
}

namespace {

/// Runs one phase of a stage: every packet at a node whose a_{dim+1} must move `way` round the ring.
/// Returns the phase's steps; packets that arrive for this stage go back to `held` of their node.
int phase(const Cube& cube, StepSimulator& sim, std::vector<std::vector<int64_t>>& held, int dim, int way,
          std::vector<int64_t>& received) {
  const Node nodes = cube.nodes();
  const int k = cube.k();
  std::vector<std::deque<int64_t>> queue(static_cast<size_t>(nodes));
  for (Node x = 0; x < nodes; ++x) {
    std::vector<std::tuple<int, Node, int64_t>> mine;  // (-hops, destination relative to x, packet)
    std::vector<int64_t> keep;
    for (int64_t p : held[x]) {
      auto dst = static_cast<Node>(p % nodes);
      int f = (cube.digit(dst, dim) - cube.digit(x, dim) + k) % k;
      if (f == 0 || (f <= k - f ? +1 : -1) != way) {
        keep.push_back(p);
        continue;
      }
      mine.emplace_back(-(way > 0 ? f : k - f), cube.sub(dst, x), p);
    }
    std::sort(mine.begin(), mine.end());
    for (const auto& m : mine) queue[x].push_back(std::get<2>(m));
    held[x] = std::move(keep);
  }
  int steps = 0;
  for (;;) {
    std::vector<Transfer> t;
    for (Node x = 0; x < nodes; ++x)
      if (!queue[x].empty()) t.push_back({x, cube.move(x, dim, way), queue[x].front()});
    if (t.empty()) break;
    sim.step(t);
    ++steps;
    for (const Transfer& tr : t) queue[tr.from].pop_front();
    for (const Transfer& tr : t) {
      auto dst = static_cast<Node>(tr.packet % nodes);
      if (cube.digit(dst, dim) == cube.digit(tr.to, dim)) {
        held[tr.to].push_back(tr.packet);
        ++received[tr.to];
      } else {
        queue[tr.to].push_back(tr.packet);
      }
    }
  }
  return steps;
}

}  // namespace

ExchangeResult total_exchange(const Cube& cube) {
  cube.check_size(kMaxExchangeNodes, "the total exchange simulation");
  const Node nodes = cube.nodes();
  ExchangeResult r;
  r.distance_sum = distance_sum(cube, 0);
  for (int a = 0; a < cube.k(); ++a) r.ring_sum += cube.lee_digit(a);
  StepSimulator sim(cube, PortModel::OnePort, Holding::Move, int64_t{nodes} * nodes);
  std::vector<std::vector<int64_t>> held(static_cast<size_t>(nodes));
  for (Node s = 0; s < nodes; ++s)
    for (Node d = 0; d < nodes; ++d)
      if (s != d) {
        int64_t p = int64_t{s} * nodes + d;
        sim.originate(p, s);
        held[s].push_back(p);
      }
  for (int dim = 0; dim < cube.n(); ++dim) {
    std::vector<int64_t> received(static_cast<size_t>(nodes), 0);
    ExchangeStage st;
    st.dim = dim;
    st.cw_steps = phase(cube, sim, held, dim, +1, received);
    st.ccw_steps = phase(cube, sim, held, dim, -1, received);
    st.received_min = *std::min_element(received.begin(), received.end());
    st.received_max = *std::max_element(received.begin(), received.end());
    r.stages.push_back(st);
  }
  for (Node s = 0; s < nodes; ++s)
    for (Node d = 0; d < nodes; ++d)
      if (s != d) sim.require(int64_t{s} * nodes + d, d);
  r.sim = sim.report();

  const int64_t k = cube.k(), n = cube.n(), kn1 = nodes / k, l = ring_bound(cube.k());
  int64_t cw = 0, ccw = 0, rmin = r.stages.front().received_min, rmax = 0;
  for (const auto& st : r.stages) {
    cw += st.cw_steps;
    ccw += st.ccw_steps;
    rmin = std::min(rmin, st.received_min);
    rmax = std::max(rmax, st.received_max);
  }
  // Corollary of Prop. 3.6.2: per ring, (k^2-1)/8 steps each way (odd k); k^2/8 + k/4 and k^2/8 - k/4 (even k).
  const int64_t cw_ring = k % 2 == 1 ? (k * k - 1) / 8 : (k * k + 2 * k) / 8;
  const int64_t ccw_ring = k % 2 == 1 ? (k * k - 1) / 8 : (k * k - 2 * k) / 8;
  r.claims = {
      {"Prop. 3.6.2", "ring lower bound L = sum of the Lee weights of 0..k-1", l, r.ring_sum, Relation::Equal},
      {"Prop. 3.6.3", "D(G) = sum of the Lee distances from a node = n L k^(n-1)", n * l * kn1, r.distance_sum,
       Relation::Equal},
      {"Prop. 3.6.1", "no one-port total exchange beats D(G): simulated steps", r.distance_sum, r.sim.steps,
       Relation::AtLeast},
      {"Prop. 3.6.4", "each node receives (k-1) k^(n-1) packets per stage: fewest", (k - 1) * kn1, rmin,
       Relation::Equal},
      {"Prop. 3.6.4", "each node receives (k-1) k^(n-1) packets per stage: most", (k - 1) * kn1, rmax,
       Relation::Equal},
      {"Corollary of Prop. 3.6.2", "clockwise steps, all stages: n k^(n-1) x (k^2-1)/8 or (k^2/8 + k/4)",
       n * kn1 * cw_ring, cw, Relation::Equal},
      {"Corollary of Prop. 3.6.2", "counterclockwise steps, all stages: n k^(n-1) x (k^2-1)/8 or (k^2/8 - k/4)",
       n * kn1 * ccw_ring, ccw, Relation::Equal},
      {"Prop. 3.6.5 proof", "the algorithm takes n L k^(n-1) steps (optimal)", n * l * kn1, r.sim.steps,
       Relation::Equal},
      {"Prop. 3.6.5 as printed", "the algorithm takes n x k^(n-1) steps", n * kn1, r.sim.steps, Relation::Equal, true}};
  return r;
}

}  // namespace hc::kary
