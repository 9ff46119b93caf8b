// JSON and text forms of the kary results (claims beside measurements, simulation reports), shared by the
// `hypercycle kary ...` commands.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

nlohmann::json to_json(const SimReport& s);
nlohmann::json to_json(const std::vector<Claim>& claims);
/// Digits a_n .. a_1 of each node (most significant first).
nlohmann::json nodes_json(const Cube& cube, const std::vector<Node>& nodes);

/// "  label: 4 steps, 24 transfers, 0 model violations, ..." and the first violations.
void print_sim(std::ostream& out, const std::string& label, const SimReport& s);
/// One "[ok]" or "[FAILS]" entry per claim with the paper's value and the measured one.
void print_claims(std::ostream& out, const std::vector<Claim>& claims);

/// "5-ary 2-cube (25 nodes)".
std::string title(const Cube& cube);

}  // namespace hc::kary
