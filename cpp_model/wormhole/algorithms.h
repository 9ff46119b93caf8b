// The two broadcast algorithms of paper 002 sec. 3 as step schedules: Procedure Cube-based (3.1,
// Thm 2) and Procedure GC-based (3.2, Thm 3). In every step each node holding the message walks
// one Gray-code path over a group of dimensions, so a schedule is the list of those groups.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cpp_model/wormhole/simulator.h"

namespace hc::wormhole {

enum class Algorithm {
  Cube,  ///< Procedure Cube-based: Ho's Basic on Q_m's, k times, then on Q_r's
  Gray,  ///< Procedure GC-based: one Gray path over s dimensions per step, then over r'
};

const char* algorithm_name(Algorithm a);             ///< "cube" or "gray"
Algorithm parse_algorithm(const std::string& name);  ///< throws ParamError

/// One line of a procedure: a call run concurrently in every subcube of a phase.
struct Phase {
  std::string call;       ///< the paper's notation, source 0: "Basic(0^5 a_2..a_0; 3,4,5)"
  std::vector<int> dims;  ///< the dimensions the call spans
  int first_step = 0;     ///< 1-based
  int steps = 0;
  int64_t cubes = 0;  ///< concurrent calls: one per disjoint subcube
};

/// A schedule: in step t (0-based) every node holding the message starts the Gray path over
/// step_dims[t] (path P(x, dGC(n, |G|, G)), 2^|G| - 1 links).
struct Plan {
  Algorithm algorithm = Algorithm::Gray;
  int n = 0;
  int m = 0;
  std::vector<std::vector<int>> step_dims;
  std::vector<Phase> phases;
};

/// Group sizes per step of Basic(d), the stand-in for Ho's algorithm [4], which the paper does not
/// give: it takes exactly Lemma 1's T(d) steps with paths of at most d links. d <= 6: 1 = [1],
/// 2 = [1,1], 3 = [2,1], 4 = [2,1,1], 5 = [2,2,1], 6 = [2,2,2]; d >= 7: [3] then Basic(d-3).
/// Throws ParamError unless 0 <= d <= kMaxN.
std::vector<int> basic_groups(int d);

Plan cube_based_plan(int n, int m);  ///< validates with check_params
Plan gray_based_plan(int n, int m);  ///< validates with check_params
Plan make_plan(Algorithm a, int n, int m);

/// The paths of step t (0-based) from `source`: each node source ^ a, a over the dimensions of the
/// earlier steps, starts the step's Gray path. The schedule does not consult the simulator: it is
/// checked, not trusted. Throws ParamError on a bad step or source.
StepPaths step_paths(const Plan& plan, int step, Node source);

/// Called with each step (1-based) and its paths before the simulator runs it.
using StepObserver = std::function<void(int step, const StepPaths& paths)>;

/// Runs the whole schedule through the Simulator.
SimReport simulate(const Plan& plan, Node source, const StepObserver& observe = {});

}  // namespace hc::wormhole
