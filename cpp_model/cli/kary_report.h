// JSON and text forms of the kary results (claims beside measurements, simulation reports), shared by the
// `hypercycle kary ...` commands.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::cli {

nlohmann::json to_json(const kary::SimReport& s);
nlohmann::json to_json(const std::vector<kary::Claim>& claims);
/// Digits a_n .. a_1 of each node (most significant first).
nlohmann::json nodes_json(const kary::Cube& cube, const std::vector<kary::Node>& nodes);

/// "  label: 4 steps, 24 transfers, 0 model violations, ..." and the first violations.
void print_sim(std::ostream& out, const std::string& label, const kary::SimReport& s);
/// One "[ok]" or "[FAILS]" entry per claim with the paper's value and the measured one.
void print_claims(std::ostream& out, const std::vector<kary::Claim>& claims);

/// "5-ary 2-cube (25 nodes)".
std::string title(const kary::Cube& cube);

}  // namespace hc::cli
