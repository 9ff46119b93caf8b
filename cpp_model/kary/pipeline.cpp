#include "cpp_model/kary/pipeline.h"

#include <deque>

#include "cpp_model/kary/gray.h"

namespace hc::kary {

namespace {

void check_path(const Cube& cube, const std::vector<Node>& path, int packets) {
  if (path.size() < 2) throw CubeError("a path needs at least one link");
  for (Node x : path) cube.check_node(x, "a path node");
  if (packets < 1) throw CubeError("the message needs at least one packet, got " + std::to_string(packets));
}

}  // namespace

SimReport send_along(const Cube& cube, PortModel model, const std::vector<std::vector<Node>>& paths,
                     const std::vector<int>& packets) {
  if (paths.empty() || paths.size() != packets.size())
    throw CubeError("give one packet count per path (" + std::to_string(paths.size()) + " paths, " +
                    std::to_string(packets.size()) + " counts)");
  int total = 0;
  for (size_t p = 0; p < paths.size(); ++p) {
    check_path(cube, paths[p], 1);
    if (packets[p] < 0) throw CubeError("a packet count must not be negative");
    total += packets[p];
  }
  if (total < 1) throw CubeError("the message needs at least one packet");
  StepSimulator sim(cube, model, Holding::Move, total);
  std::vector<std::vector<std::deque<int64_t>>> queue(paths.size());
  int64_t id = 0;
  for (size_t p = 0; p < paths.size(); ++p) {
    queue[p].resize(paths[p].size());
    for (int i = 0; i < packets[p]; ++i, ++id) {
      sim.originate(id, paths[p].front());
      queue[p].front().push_back(id);
    }
  }
  int64_t arrived = 0;
  while (arrived < total) {
    std::vector<Transfer> t;
    for (size_t p = 0; p < paths.size(); ++p)
      for (size_t i = 0; i + 1 < paths[p].size(); ++i)
        if (!queue[p][i].empty()) t.push_back({paths[p][i], paths[p][i + 1], queue[p][i].front()});
    sim.step(t);
    for (size_t p = 0; p < paths.size(); ++p)
      for (size_t i = paths[p].size() - 1; i-- > 0;)
        if (!queue[p][i].empty()) {
          queue[p][i + 1].push_back(queue[p][i].front());
          queue[p][i].pop_front();
          arrived += i + 2 == paths[p].size();
        }
  }
  id = 0;
  for (size_t p = 0; p < paths.size(); ++p)
    for (int i = 0; i < packets[p]; ++i) sim.require(id++, paths[p].back());
  return sim.report();
}

SimReport pipelined(const Cube& cube, const std::vector<Node>& path, int packets) {
  check_path(cube, path, packets);
  return send_along(cube, PortModel::OnePort, {path}, {packets});
}

SimReport whole_message(const Cube& cube, const std::vector<Node>& path, int packets) {
  check_path(cube, path, packets);
  StepSimulator sim(cube, PortModel::OnePort, Holding::Move, packets);
  for (int p = 0; p < packets; ++p) sim.originate(p, path.front());
  for (size_t i = 0; i + 1 < path.size(); ++i)
    for (int p = 0; p < packets; ++p) sim.step({{path[i], path[i + 1], p}});
  for (int p = 0; p < packets; ++p) sim.require(p, path.back());
  return sim.report();
}

PipelineResult pipeline(int links, int packets) {
  if (links < 1 || links > kMaxPipelineLinks)
    throw CubeError("L must be between 1 and " + std::to_string(kMaxPipelineLinks) + " links, got " +
                    std::to_string(links));
  if (packets < 1) throw CubeError("m must be at least 1 packet, got " + std::to_string(packets));
  if (int64_t{links} * packets > kMaxPipelineWork)
    throw CubeError("m L must be at most " + std::to_string(kMaxPipelineWork) + ", got " +
                    std::to_string(int64_t{links} * packets));
  PipelineResult r;
  r.links = links;
  r.packets = packets;
  int n = 1;
  while (Cube(kMaxK, n).nodes() <= links) ++n;
  r.cube = Cube(kMaxK, n);
  std::vector<Node> g = gray_code(r.cube).g;
  r.path.assign(g.begin(), g.begin() + links + 1);
  r.pipelined = pipelined(r.cube, r.path, packets);
  r.whole = whole_message(r.cube, r.path, packets);
  const int64_t m = packets, l = links;
  r.claims = {{"Prop. 3.1.1", "pipelined: m + L - 1 steps", m + l - 1, r.pipelined.steps, Relation::Equal},
              {"Prop. 3.1.1", "as a whole message: m L steps", m * l, r.whole.steps, Relation::Equal}};
  return r;
}

}  // namespace hc::kary
