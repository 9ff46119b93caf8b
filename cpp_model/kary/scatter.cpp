#include "cpp_model/kary/scatter.h"

#include <algorithm>
#include <deque>

#include "cpp_model/kary/gray.h"

namespace hc::kary {

ScatterResult single_node_scatter(const Cube& cube, Node root) {
  cube.check_size(kMaxScatterNodes, "the scatter simulation");
  const Node nodes = cube.nodes();
  cube.check_node(root, "the root");
  ScatterResult r;
  r.root = root;
  const std::vector<Node> g = gray_code(cube).g;
  const auto zero = static_cast<Node>(std::find(g.begin(), g.end(), 0) - g.begin());
  for (Node j = 0; j < nodes; ++j) r.array.push_back(cube.add(g[(zero + j) % nodes], root));
  // packet j is for array[j], j = 1 .. N-1; the root queues them farthest first
  StepSimulator sim(cube, PortModel::OnePort, Holding::Move, nodes);
  std::vector<std::deque<Node>> queue(static_cast<size_t>(nodes));
  for (Node j = nodes - 1; j >= 1; --j) {
    sim.originate(j, root);
    queue[0].push_back(j);
  }
  for (;;) {
    std::vector<Transfer> t;
    std::vector<Node> from;
    for (Node i = 0; i + 1 < nodes; ++i)
      if (!queue[i].empty()) {
        t.push_back({r.array[i], r.array[i + 1], queue[i].front()});
        from.push_back(i);
      }
    if (t.empty()) break;
    sim.step(t);
    for (size_t e = 0; e < t.size(); ++e) {
      Node i = from[e];
      auto packet = static_cast<Node>(queue[i].front());
      queue[i].pop_front();
      if (packet != i + 1) queue[i + 1].push_back(packet);
    }
  }
  for (Node j = 1; j < nodes; ++j) sim.require(j, r.array[j]);
  r.sim = sim.report();
  int64_t not_links = 0;
  for (Node j = 0; j + 1 < nodes; ++j) not_links += cube.link(r.array[j], r.array[j + 1]) < 0;
  r.claims = {{"Sec. 3.5", "the Gray code maps a linear array: array links that are not cube links", 0, not_links,
               Relation::Equal},
              {"Sec. 3.5", "one-port scatter, farthest first: k^n - 1 steps", nodes - 1, r.sim.steps,
               Relation::Equal}};
  return r;
}

}  // namespace hc::kary
