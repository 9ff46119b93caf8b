// A paper's claim beside what the model measured, the unit every kary command reports in.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hc::kary {

/// How the measured value must relate to the paper's for the claim to hold.
enum class Relation {
  Equal,   ///< measured == paper (an exact count)
  AtMost,  ///< measured <= paper (the paper's time is an upper bound, or "requires at most")
  AtLeast  ///< measured >= paper (the paper's value is a lower bound)
};

struct Claim {
  std::string source;     ///< where the paper says it: "Prop. 3.3.1", "Sec. 3.3 text"
  std::string statement;  ///< what it says, with the formula: "floor(k/2)*n steps (2n-port)"
  int64_t paper = 0;      ///< the formula's value
  int64_t measured = 0;   ///< simulated or counted
  Relation relation = Relation::Equal;
  bool misprint = false;  ///< the formula as printed, where the paper's own text or proof gives another one

  bool holds() const;
};

/// "==", "<=" or ">=".
std::string relation_symbol(Relation r);

/// True when every claim holds, misprints aside (they are reported, not counted).
bool all_hold(const std::vector<Claim>& claims);

}  // namespace hc::kary
