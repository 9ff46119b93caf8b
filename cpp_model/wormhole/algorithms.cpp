#include "cpp_model/wormhole/algorithms.h"

#include "cpp_model/wormhole/gray_code.h"

namespace hc::wormhole {

namespace {

/// "a_2..a_0" for count 3, "a_0" for 1, "" for 0.
std::string a_bits(int count) {
  if (count == 0) return "";
  if (count == 1) return " a_0";
  return " a_" + std::to_string(count - 1) + "..a_0";
}

std::string dim_list(const std::vector<int>& dims) {
  std::string s;
  for (int d : dims) s += (s.empty() ? "" : ",") + std::to_string(d);
  return s;
}

std::vector<int> range(int first, int count) {
  std::vector<int> out;
  for (int d = first; d < first + count; ++d) out.push_back(d);
  return out;
}

/// Appends one phase: `groups` (sizes) over dimensions first.. of plan, with the call's notation.
void add_phase(Plan& plan, const std::string& call, int first, const std::vector<int>& groups) {
  Phase ph;
  ph.call = call;
  ph.first_step = static_cast<int>(plan.step_dims.size()) + 1;
  ph.steps = static_cast<int>(groups.size());
  ph.cubes = int64_t{1} << first;
  int d = first;
  for (int g : groups) {
    plan.step_dims.push_back(range(d, g));
    d += g;
  }
  ph.dims = range(first, d - first);
  plan.phases.push_back(std::move(ph));
}

}  // namespace

const char* algorithm_name(Algorithm a) { return a == Algorithm::Cube ? "cube" : "gray"; }

Algorithm parse_algorithm(const std::string& name) {
  if (name == "cube") return Algorithm::Cube;
  if (name == "gray") return Algorithm::Gray;
  throw ParamError("algorithm must be 'cube' (cube-based, Thm 2) or 'gray' (Gray-code-based, Thm 3), got '" + name +
                   "'");
}

std::vector<int> basic_groups(int d) {
  if (d < 0 || d > kMaxN)
    throw ParamError("Basic is defined here for 0 <= d <= " + std::to_string(kMaxN) + ", got " + std::to_string(d));
  static constexpr int kBase[7][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {2, 1, 0}, {2, 1, 1}, {2, 2, 1}, {2, 2, 2}};
  std::vector<int> out;
  while (d >= 7) {
    out.push_back(3);  // one 7-link Gray path reaches one node in each of the 8 Q_{d-3}'s
    d -= 3;
  }
  for (int g : kBase[d])
    if (g > 0) out.push_back(g);
  return out;
}

Plan cube_based_plan(int n, int m) {
  CubeSplit c = cube_split(n, m);
  Plan plan;
  plan.algorithm = Algorithm::Cube;
  plan.n = n;
  plan.m = m;
  for (int i = 0; i < c.k; ++i) {  // lines 3-5: Basic(0^{n-im} a_{im-1}..a_0; im .. (i+1)m-1)
    std::string call = "Basic(0^" + std::to_string(n - i * m) + a_bits(i * m) + "; " + dim_list(range(i * m, m)) + ")";
    add_phase(plan, call, i * m, basic_groups(m));
  }
  if (c.r > 0) {  // line 7: Basic(0^r a_{km-1}..a_0; n-r .. n-1)
    std::string call = "Basic(0^" + std::to_string(c.r) + a_bits(c.k * m) + "; " + dim_list(range(n - c.r, c.r)) + ")";
    add_phase(plan, call, n - c.r, basic_groups(c.r));
  }
  return plan;
}

Plan gray_based_plan(int n, int m) {
  GraySplit g = gray_split(n, m);
  Plan plan;
  plan.algorithm = Algorithm::Gray;
  plan.n = n;
  plan.m = m;
  const std::string ns = std::to_string(n) + ", " + std::to_string(g.s) + ", ";
  for (int i = 0; i < g.kp; ++i) {  // lines 4-6: Gray(n, s, 0^{n-is} a_{is-1}..a_0; is .. (i+1)s-1)
    std::string call = "Gray(" + ns + "0^" + std::to_string(n - i * g.s) + a_bits(i * g.s) + "; " +
                       dim_list(range(i * g.s, g.s)) + ")";
    add_phase(plan, call, i * g.s, {g.s});
  }
  if (g.rp > 0) {  // line 8: Gray(n, s, 0^{r'} a_{k's-1}..a_0; n-1 .. n-r'), walked here in ascending order
    std::string call =
        "Gray(" + ns + "0^" + std::to_string(g.rp) + a_bits(g.kp * g.s) + "; " + dim_list(range(n - g.rp, g.rp)) + ")";
    add_phase(plan, call, n - g.rp, {g.rp});
  }
  return plan;
}

Plan make_plan(Algorithm a, int n, int m) {
  return a == Algorithm::Cube ? cube_based_plan(n, m) : gray_based_plan(n, m);
}

StepPaths step_paths(const Plan& plan, int step, Node source) {
  check_params(plan.n, plan.m);
  if (step < 0 || step >= static_cast<int>(plan.step_dims.size()))
    throw ParamError("the schedule has steps 0.." + std::to_string(plan.step_dims.size()) + " (exclusive), got " +
                     std::to_string(step));
  if (source >= (Node{1} << plan.n))
    throw ParamError("source " + std::to_string(source) + " is not a node of Q_" + std::to_string(plan.n));
  Node done = 0;  // dimensions spanned by the earlier steps
  for (int t = 0; t < step; ++t)
    for (int d : plan.step_dims[static_cast<size_t>(t)]) done |= Node{1} << d;
  const std::vector<int> seq = gray_dimensions(plan.n, plan.step_dims[static_cast<size_t>(step)]);
  StepPaths out;
  Node a = 0;
  do {  // every subset a of the done dimensions, in increasing order
    out.add(source ^ a, seq);
    a = (a - done) & done;
  } while (a != 0);
  return out;
}

SimReport simulate(const Plan& plan, Node source, const StepObserver& observe) {
  Simulator sim(plan.n, plan.m, source);
  for (int t = 0; t < static_cast<int>(plan.step_dims.size()); ++t) {
    StepPaths paths = step_paths(plan, t, source);
    if (observe) observe(t + 1, paths);
    sim.step(paths);
  }
  return sim.report();
}

}  // namespace hc::wormhole
