#include "cpp_model/wormhole/claims.h"

#include <algorithm>
#include <map>

#include "cpp_model/wormhole/algorithms.h"

namespace hc::wormhole {

namespace {

std::string str(int64_t v) { return std::to_string(v); }
std::string pair(int n, int m) { return "n=" + str(n) + ", m=" + str(m); }

ClaimCheck claim(const std::string& id, const std::string& where, const std::string& text) {
  ClaimCheck c;
  c.id = id;
  c.where = where;
  c.claim = text;
  return c;
}

/// Adds one case to a claim.
void record(ClaimCheck& c, bool ok, const std::string& counterexample) {
  ++c.cases;
  if (ok) return;
  ++c.failures;
  if (c.counterexamples.size() < kMaxCounterexamples) c.counterexamples.push_back(counterexample);
}

/// Steps of a simulated schedule, and whether it kept the model's rules.
struct Run {
  int steps = -1;
  bool sound = false;  ///< every rule kept, every node informed, none twice
  bool within_bound = true;  ///< informed nodes after step t at most (m+1)^t
};

Run run(const Plan& plan) {
  SimReport rep = simulate(plan, 0);
  Run out{rep.completion_step, rep.invariants_held() && rep.redundant_receptions == 0, true};
  int64_t cap = 1;
  for (const StepStats& st : rep.per_step) {
    cap = std::min<int64_t>(cap * (plan.m + 1), rep.nodes);
    out.within_bound = out.within_bound && st.informed <= cap;
  }
  return out;
}

/// The worked examples of sec. 3 (Example 1: Q_8, m = 3; Example 2: Q_5, m = 3).
void check_examples(ClaimCheck& ex1, ClaimCheck& ex2) {
  const Plan cube = cube_based_plan(8, 3);
  const std::vector<int64_t> printed_cubes = {1, 8, 128};  // "one cube, ... 8 cubes, ... 128 cubes"
  record(ex1, cube_split(8, 3).k == 2 && cube_split(8, 3).r == 2, "k = r = 2 does not hold");
  record(ex1, cube_steps(8, 3) == 6, "T(8,3) = " + str(cube_steps(8, 3)) + ", not 6");
  record(ex1, simulate(cube, 0).completion_step == 6, "the simulated broadcast does not take 6 steps");
  for (size_t i = 0; i < printed_cubes.size(); ++i)
    record(ex1, cube.phases.at(i).cubes == printed_cubes[i],
           "call " + str(static_cast<int64_t>(i) + 1) + " (" + cube.phases[i].call + ") runs in " +
               str(cube.phases[i].cubes) + " cubes, the paper says " + str(printed_cubes[i]));
  const Plan gray = gray_based_plan(5, 3);
  const GraySplit g = gray_split(5, 3);
  record(ex2, g.s == 2 && g.kp == 2 && g.rp == 1, "s = 2, k' = 2, r' = 1 does not hold");
  record(ex2, simulate(gray, 0).completion_step == 3, "the simulated broadcast does not take 3 steps");
  const std::vector<int64_t> gray_cubes = {1, 4, 16};
  for (size_t i = 0; i < gray_cubes.size(); ++i)
    record(ex2, gray.phases.at(i).cubes == gray_cubes[i],
           "step " + str(static_cast<int64_t>(i) + 1) + " runs in " + str(gray.phases[i].cubes) +
               " cubes, the paper says " + str(gray_cubes[i]));
}

}  // namespace

std::vector<ClaimCheck> check_claims(int max_n, bool simulate) {
  if (max_n < 1 || max_n > kMaxN)
    throw ParamError("max n must be between 1 and " + std::to_string(kMaxN) + ", got " + std::to_string(max_n));
  ClaimCheck thm1 =
      claim("thm1_lower_bound", "Thm 1",
            "T(n,m) >= ceil(n / log2(m+1)): every simulated broadcast takes at least that many steps and has "
            "at most (m+1)^t informed nodes after step t");
  ClaimCheck thm2 = claim("thm2_cube", "Thm 2", "the cube-based algorithm takes Tc = k T(m) + T(r) steps (simulated)");
  ClaimCheck thm3 = claim("thm3_gray", "Thm 3", "the GC-based algorithm takes Tg = k' + (r' > 0) steps (simulated)");
  ClaimCheck sound =
      claim("model_rules", "Sec. 2-3",
            "both schedules keep the model: one path started per node per step, at most m links, paths of "
            "a step link-disjoint, one reception per node per step, every node informed exactly once (simulated)");
  ClaimCheck ho =
      claim("cube_is_ho_at_m_eq_n", "Sec. 3.3", "the cube-based algorithm becomes Ho's when m = n: Tc(n,n) = T(n)");
  ClaimCheck worse = claim("cube_worse_than_ho", "Sec. 3.3",
                           "when m < n the cube-based algorithm performs worse than Ho's: Tc(n,m) > T(n)");
  ClaimCheck gray_le =
      claim("gray_not_worse_than_cube", "Abstract, Sec. 3.3", "GC-based needs no more steps: Tg <= Tc");
  ClaimCheck optimal = claim("gray_optimal_at_m_eq_n", "Sec. 3.3",
                             "the GC-based algorithm is optimal when m = n: Tg(n,n) = ceil(n / log2(n+1))");
  ClaimCheck near = claim("gray_near_optimal", "Abstract, Sec. 3.3",
                          "the GC-based algorithm is near-optimal, read as: Tg <= lower bound + 1");
  ClaimCheck m_range = claim("conclusion_m_range", "Conclusion",
                             "for fixed n, Tg is the same for all m with 2^s - 1 <= m < 2^(s+1) - 1");
  ClaimCheck n_range =
      claim("conclusion_n_range", "Conclusion", "for fixed m, Tg is the same for all n with k's <= n < (k'+1)s");
  ClaimCheck n_range_fixed = claim("conclusion_n_range_corrected", "Conclusion (corrected)",
                                   "for fixed m, Tg is the same for all n with k's < n <= (k'+1)s");
  ClaimCheck ex1 =
      claim("example1", "Example 1", "Q_8, m = 3: k = r = 2, T(8,3) = 6; the calls run in 1, 8 and 128 cubes");
  ClaimCheck ex2 = claim("example2", "Example 2", "Q_5, m = 3: s = 2, k' = 2, r' = 1, 3 steps in 1, 4 and 16 cubes");

  for (int n = 1; n <= max_n; ++n) {
    for (int m = 1; m <= n; ++m) {
      const int tc = cube_steps(n, m), tg = gray_steps(n, m), lb = lower_bound(n, m), t = ho_steps(n);
      const std::string at = pair(n, m);
      if (simulate) {
        const Run c = run(cube_based_plan(n, m)), g = run(gray_based_plan(n, m));
        record(thm2, c.steps == tc, at + ": simulated " + str(c.steps) + ", Thm 2 gives " + str(tc));
        record(thm3, g.steps == tg, at + ": simulated " + str(g.steps) + ", Thm 3 gives " + str(tg));
        record(sound, c.sound && g.sound, at + ": a schedule broke a rule or left a node uninformed");
        for (const Run& r : {c, g})
          record(thm1, r.steps >= lb && r.within_bound, at + ": " + str(r.steps) + " steps, bound " + str(lb));
      } else {
        record(thm1, tc >= lb && tg >= lb, at + ": Tc " + str(tc) + ", Tg " + str(tg) + ", bound " + str(lb));
      }
      record(gray_le, tg <= tc, at + ": Tg " + str(tg) + " > Tc " + str(tc));
      record(near, tg <= lb + 1, at + ": Tg " + str(tg) + ", lower bound " + str(lb));
      if (m == n) {
        record(ho, tc == t, at + ": Tc " + str(tc) + ", T(n) " + str(t));
        record(optimal, tg == lb, at + ": Tg " + str(tg) + ", lower bound " + str(lb));
      } else {
        record(worse, tc > t, at + ": Tc " + str(tc) + " = T(n) " + str(t));
      }
    }
    // Conclusion, fixed n: group m by s = floor(log2(m+1)).
    std::map<int, std::pair<int, int>> by_s;  // s -> (Tg of its first m, that m)
    for (int m = 1; m <= n; ++m) {
      const int s = floor_log2(m + 1), tg = gray_steps(n, m);
      auto [it, fresh] = by_s.emplace(s, std::make_pair(tg, m));
      if (!fresh)
        record(m_range, tg == it->second.first,
               "n=" + str(n) + ": m=" + str(it->second.second) + " takes " + str(it->second.first) + ", m=" + str(m) +
                   " takes " + str(tg));
    }
  }
  // Conclusion, fixed m: n over [k's, (k'+1)s) as printed, and over (k's, (k'+1)s] corrected.
  for (int m = 1; m <= max_n; ++m) {
    const int s = floor_log2(m + 1);
    for (int kp = 1; kp * s <= max_n; ++kp)
      for (int shift = 0; shift <= 1; ++shift) {
        ClaimCheck& c = shift == 0 ? n_range : n_range_fixed;
        const int lo = kp * s + shift, hi = (kp + 1) * s - 1 + shift;
        int first = -1;
        for (int n = std::max(lo, m); n <= std::min(hi, max_n); ++n) {
          const int tg = gray_steps(n, m);
          if (first < 0)
            first = n;
          else
            record(c, tg == gray_steps(first, m),
                   "m=" + str(m) + " (s=" + str(s) + "): n=" + str(first) + " takes " + str(gray_steps(first, m)) +
                       ", n=" + str(n) + " takes " + str(tg));
        }
      }
  }
  check_examples(ex1, ex2);
  return {thm1, thm2, thm3, sound, ho, worse, gray_le, optimal, near, m_range, n_range, n_range_fixed, ex1, ex2};
}

bool simulations_sound(const std::vector<ClaimCheck>& checks) {
  for (const ClaimCheck& c : checks)
    if (c.id == "model_rules") return c.holds();
  return true;
}

}  // namespace hc::wormhole
