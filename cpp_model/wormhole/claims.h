// The claims of paper 002 beyond Table 1, checked over every 1 <= m <= n <= max_n: the theorems
// against simulation, and the comparisons of sec. 3.3, the abstract and the conclusion.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cpp_model/wormhole/formulas.h"

namespace hc::wormhole {

/// Most counterexamples kept per claim (all are counted).
inline constexpr size_t kMaxCounterexamples = 8;

/// One claim and what the sweep found.
struct ClaimCheck {
  std::string id;     ///< stable key, e.g. "thm3_gray"
  std::string where;  ///< "Thm 3", "Sec. 3.3", "Conclusion", ...
  std::string claim;  ///< the paper's statement, and how it is read when it is vague
  int64_t cases = 0;  ///< instances checked (0: not checked, e.g. simulation off)
  int64_t failures = 0;
  std::vector<std::string> counterexamples;  ///< the first kMaxCounterexamples
  bool holds() const { return failures == 0; }
};

/// Checks every claim over 1 <= m <= n <= max_n (1..kMaxN). With `simulate`, both schedules are run
/// from node 0 for every pair and the theorems are compared with the simulated counts; without it the
/// claims that need a simulation are returned with cases = 0. Throws ParamError on a bad max_n.
std::vector<ClaimCheck> check_claims(int max_n, bool simulate);

/// True when every simulated broadcast of the sweep kept every rule and informed every node.
bool simulations_sound(const std::vector<ClaimCheck>& checks);

}  // namespace hc::wormhole
