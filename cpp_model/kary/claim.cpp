#include "cpp_model/kary/claim.h"

namespace hc::kary {

bool Claim::holds() const {
  switch (relation) {
    case Relation::Equal: return measured == paper;
    case Relation::AtMost: return measured <= paper;
    case Relation::AtLeast: return measured >= paper;
  }
  return false;
}

std::string relation_symbol(Relation r) {
  switch (r) {
    case Relation::Equal: return "==";
    case Relation::AtMost: return "<=";
    case Relation::AtLeast: return ">=";
  }
  return "?";
}

bool all_hold(const std::vector<Claim>& claims) {
  for (const Claim& c : claims)
    if (!c.holds() && !c.misprint) return false;
  return true;
}

}  // namespace hc::kary
