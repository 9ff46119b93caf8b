#include "cpp_model/kary/one_to_one.h"

#include <algorithm>

#include "cpp_model/kary/pipeline.h"

namespace hc::kary {

namespace {

/// send_along() with parts[p] packets on paths[p], leaving out the paths that carry none.
SimReport send_parts(const Cube& cube, PortModel model, const std::vector<ParallelPath>& paths,
                     const std::vector<int>& parts) {
  std::vector<std::vector<Node>> used;
  std::vector<int> used_parts;
  for (size_t p = 0; p < paths.size(); ++p)
    if (parts[p] > 0) {
      used.push_back(paths[p].nodes);
      used_parts.push_back(parts[p]);
    }
  return send_along(cube, model, used, used_parts);
}

/// Fewest steps T to send m packets over paths of the given lengths when path p carries T - len_p + 1
/// packets (each path delivers one packet per step from step len_p on); the split achieving it.
int best_split(const std::vector<ParallelPath>& paths, int m, std::vector<int>& parts) {
  int t = 0;
  for (;; ++t) {
    int64_t cap = 0;
    for (const auto& p : paths) cap += std::max(0, t - p.length() + 1);
    if (cap >= m) break;
  }
  parts.clear();
  int left = m;
  for (const auto& p : paths) {
    int take = std::min(left, std::max(0, t - p.length() + 1));
    parts.push_back(take);
    left -= take;
  }
  return t;
}

}  // namespace

OneToOneResult one_to_one(const Cube& cube, Node a, Node b, int packets, PortModel model) {
  if (packets < 1 || packets > kMaxOneToOnePackets)
    throw CubeError("m must be between 1 and " + std::to_string(kMaxOneToOnePackets) + " packets, got " +
                    std::to_string(packets));
  OneToOneResult r;
  r.model = model;
  r.packets = packets;
  std::vector<ParallelPath> all = parallel_paths(cube, a, b);
  r.lee = cube.lee(a, b);
  for (const auto& p : all) r.p_max = std::max(r.p_max, p.length());
  const int64_t m = packets, l = r.lee;
  if (model == PortModel::OnePort) {
    r.paths = {all.front()};
    r.parts = {packets};
    r.sim = send_parts(cube, model, r.paths, r.parts);
    r.claims = {{"Sec. 3.2", "one-port, pipelined on a shortest path: m + D_L(A,B) - 1 steps", m + l - 1,
                 r.sim.steps, Relation::Equal}};
    return r;
  }
  r.paths = all;
  const int ports = static_cast<int>(all.size());
  const int part = (packets + ports - 1) / ports;
  for (int p = 0, left = packets; p < ports; ++p) {
    r.parts.push_back(std::min(part, left));
    left -= r.parts.back();
  }
  r.sim = send_parts(cube, model, all, r.parts);
  r.best_steps = best_split(all, packets, r.best_parts);
  r.best_sim = send_parts(cube, model, all, r.best_parts);
  r.lower_bound = part + r.lee - 1;
  const int64_t formula = part + r.p_max - 1;
  r.claims = {{"Prop. 3.2.1", "2n-port over the 2n parallel paths: ceil(m/2n) + P_max(A,B) - 1 steps", formula,
               r.sim.steps, Relation::AtMost}};
  if (part > r.p_max)
    r.claims.push_back({"Sec. 3.2, after Prop. 3.2.1",
                        "optimal when ceil(m/2n) > P_max: no schedule over the same paths is faster", formula,
                        r.best_sim.steps, Relation::AtLeast});
  return r;
}

RemarkSweep sweep_optimality_remark(const Cube& cube) {
  cube.check_size(kMaxRemarkSweepNodes, "the sweep");
  RemarkSweep s;
  for (Node b = 1; b < cube.nodes(); ++b) {
    int p_max = 0;
    for (const auto& p : parallel_paths(cube, 0, b)) p_max = std::max(p_max, p.length());
    const OneToOneResult r = one_to_one(cube, 0, b, 2 * cube.n() * (p_max + 1), PortModel::AllPort);
    ++s.destinations;
    s.formula_met += r.sim.steps == 2 * p_max;
    s.broken += !r.sim.clean() || !r.best_sim.clean();
    if (r.best_sim.steps < r.sim.steps && s.best_faster++ == 0) s.first_faster = b;
  }
  return s;
}

}  // namespace hc::kary
