#include "cpp_model/cli/kary_report.h"

namespace hc::cli {

nlohmann::json to_json(const kary::SimReport& s) {
  return {{"steps", s.steps},           {"transfers", s.transfers}, {"duplicates", s.duplicates},
          {"violations", s.violations}, {"first_violations", s.first_violations},
          {"unserved", s.unserved},     {"clean", s.clean()}};
}

nlohmann::json to_json(const std::vector<kary::Claim>& claims) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& c : claims)
    j.push_back({{"source", c.source}, {"statement", c.statement}, {"paper", c.paper}, {"measured", c.measured},
                 {"relation", kary::relation_symbol(c.relation)}, {"holds", c.holds()}, {"misprint", c.misprint}});
  return j;
}

nlohmann::json nodes_json(const kary::Cube& cube, const std::vector<kary::Node>& nodes) {
  nlohmann::json j = nlohmann::json::array();
  for (kary::Node x : nodes) j.push_back(cube.digits_msf(x));
  return j;
}

void print_sim(std::ostream& out, const std::string& label, const kary::SimReport& s) {
  out << "  " << label << ": " << s.steps << " steps, " << s.transfers << " transfers, " << s.violations
      << " model violations, " << s.duplicates << " duplicate receptions, " << s.unserved << " unserved\n";
  for (const auto& v : s.first_violations) out << "    " << v << "\n";
}

void print_claims(std::ostream& out, const std::vector<kary::Claim>& claims) {
  for (const auto& c : claims)
    out << "  " << (c.holds() ? "[ok]    " : "[FAILS] ") << c.source << ": " << c.statement
        << (c.misprint && !c.holds() ? " (a misprint: not counted in the exit status)" : "") << "\n"
        << "          paper " << c.paper << ", measured " << c.measured << " (measured "
        << kary::relation_symbol(c.relation) << " paper: " << (c.holds() ? "yes" : "NO") << ")\n";
}

std::string title(const kary::Cube& cube) {
  return std::to_string(cube.k()) + "-ary " + std::to_string(cube.n()) + "-cube (" + std::to_string(cube.nodes()) +
         " nodes)";
}

}  // namespace hc::cli
