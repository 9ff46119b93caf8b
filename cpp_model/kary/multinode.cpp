#include "cpp_model/kary/multinode.h"

#include "cpp_model/kary/broadcast.h"

namespace hc::kary {

MultinodeResult multinode_broadcast(const Cube& cube, bool sequential) {
  cube.check_size(kMaxMultinodeNodes, "the multinode simulation");
  const Node nodes = cube.nodes();
  if (sequential && (cube.k() < 3 || nodes > kMaxSequentialNodes))
    throw CubeError("the in-turn variant needs k >= 3 and at most " + std::to_string(kMaxSequentialNodes) + " nodes");
  MultinodeResult r;
  r.ring = gray_code(cube).g;
  r.ring_check = check_cycle(cube, r.ring);
  StepSimulator sim(cube, PortModel::OnePort, Holding::Copy, nodes);
  for (Node j = 0; j < nodes; ++j) sim.originate(r.ring[j], r.ring[j]);  // packet id = its source node
  for (Node s = 1; s < nodes; ++s) {
    std::vector<Transfer> t;
    for (Node j = 0; j < nodes; ++j) {
      Node source = r.ring[((j - (s - 1)) % nodes + nodes) % nodes];
      t.push_back({r.ring[j], r.ring[(j + 1) % nodes], source});
    }
    sim.step(t);
  }
  for (Node x = 0; x < nodes; ++x)
    for (Node p = 0; p < nodes; ++p) sim.require(p, x);
  r.sim = sim.report();
  const int64_t n1 = nodes - 1;
  r.claims = {{"Sec. 3.4", "the Gray code maps a ring: 1 if a ring link is not a cube link", 0,
               r.ring_check.cycle() ? 0 : 1, Relation::Equal},
              {"Sec. 3.4", "one-port daisy chain on the ring: k^n - 1 steps", n1, r.sim.steps, Relation::Equal},
              {"Sec. 3.4", "each node receives every other packet once: duplicate receptions", 0, r.sim.duplicates,
               Relation::Equal}};
  if (sequential) {
    r.sequential = true;
    for (Node root = 0; root < nodes; ++root) {
      r.sequential_one += single_node_broadcast(cube, root, PortModel::OnePort, TreeRule::Paper).sim.steps;
      r.sequential_all += single_node_broadcast(cube, root, PortModel::AllPort, TreeRule::Paper).sim.steps;
    }
    const int64_t half = cube.k() / 2, n = cube.n();
    r.claims.push_back({"Sec. 3.4", "each node in turn, one-port: k^n (ceil(k/2) n) steps",
                        nodes * ((cube.k() + 1) / 2 * n), r.sequential_one, Relation::Equal});
    r.claims.push_back({"Sec. 3.4", "each node in turn, 2n-port: k^n (floor(k/2) n) steps", nodes * (half * n),
                        r.sequential_all, Relation::Equal});
  }
  return r;
}

}  // namespace hc::kary
