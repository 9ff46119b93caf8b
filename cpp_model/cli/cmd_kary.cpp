// hypercycle kary ...: paper 001 (Ashir, k-ary n-cubes): properties, parallel paths, Gray codes and the
// communication algorithms, simulated step by step beside the paper's formulas.
#include <iomanip>
#include <nlohmann/json.hpp>
#include <optional>

#include "cpp_model/cli/kary_report.h"
#include "cpp_model/cli/paper_commands.h"
#include "cpp_model/kary/broadcast.h"
#include "cpp_model/kary/exchange.h"
#include "cpp_model/kary/multinode.h"
#include "cpp_model/kary/one_to_one.h"
#include "cpp_model/kary/pipeline.h"
#include "cpp_model/kary/properties.h"
#include "cpp_model/kary/scatter.h"
#include "cpp_model/kary/search.h"

namespace hc::cli {

namespace {

using nlohmann::json;
namespace k = hc::kary;

/// Smallest radix of the commands that need the paper's k > 2 (for k = 2, +1 and -1 are the same link).
constexpr int kMinPaperK = 3;

/// --k, from k_min to the model's largest radix.
Option k_option(int k_min) {
  return {"k", "K", "radix: nodes per ring, " + std::to_string(k_min) + ".." + std::to_string(k::kMaxK) +
                        (k_min == kMinPaperK ? " (the paper's k > 2)" : "")};
}

Option n_option() { return {"n", "N", "dimensions, " + std::to_string(k::kMinN) + ".." + std::to_string(k::kMaxN)}; }

k::Cube cube_from(const Args& a, int k_min = k::kMinK) {
  return k::Cube(static_cast<int>(a.integer("k", k_min, k::kMaxK)),
                 static_cast<int>(a.integer("n", k::kMinN, k::kMaxN)));
}

/// Radix-k digits, most significant first ("0,1,3"), each 0..kMaxK-1; the cube checks them against its k.
std::vector<int> digits_from(const Args& a, const std::string& name) { return a.int_list(name, 0, k::kMaxK - 1); }

/// A node given as digits a_n .. a_1, most significant first ("0,1,3"); checked against the cube. Without
/// the option: `fallback`, or UsageError when there is none.
k::Node node_from(const Args& a, const std::string& name, const k::Cube& c,
                  std::optional<k::Node> fallback = std::nullopt) {
  if (fallback && !a.has(name)) return *fallback;
  std::vector<int> d = digits_from(a, name);
  if (d.size() != static_cast<size_t>(c.n()))
    throw UsageError("--" + name + " needs " + std::to_string(c.n()) + " digits (n), most significant first, got " +
                     std::to_string(d.size()));
  return c.node_msf(d);
}

/// Prints j (JSON) or the text, then the simulations and claims; exit status 1 when a claim fails or a
/// simulation broke the model.
int finish(const Args& a, std::ostream& out, json j, const std::vector<k::Claim>& claims,
           const std::vector<std::pair<std::string, const k::SimReport*>>& sims, const std::string& text) {
  bool ok = k::all_hold(claims);
  for (const auto& s : sims) ok = ok && s.second->clean();
  j["claims"] = to_json(claims);
  j["all_hold"] = ok;
  for (const auto& s : sims) j[s.first] = to_json(*s.second);
  return emit(a, out, j, ok ? 0 : 1, [&] {
    out << text;
    for (const auto& s : sims) print_sim(out, s.first, *s.second);
    print_claims(out, claims);
    bool misprints = false;
    for (const auto& c : claims) misprints = misprints || (c.misprint && !c.holds());
    out << (!ok ? "SOME CLAIM FAILS or a model rule was broken\n"
                : misprints ? "every claim holds but the misprints above; no model rule broken\n"
                            : "every claim holds, no model rule broken\n");
  });
}

int run_info(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const k::PropertyReport r = k::check_properties(c);
  json j = {{"k", c.k()}, {"n", c.n()}, {"nodes", c.nodes()}, {"definition", r.all_pairs ? "all pairs" : "neighbours"},
            {"links_as_printed", r.links_as_printed}, {"links_with_copies", r.links_with_copies}};
  return finish(a, out, j, r.claims, {},
                title(c) + ": E from the definition by " +
                    (r.all_pairs ? "all pairs at Lee distance 1" : "the +-1 neighbours") + "; Prop. 2.1.1 builds " +
                    std::to_string(r.links_with_copies) + " links with the copies' links, " +
                    std::to_string(r.links_as_printed) + " as printed\n");
}

int run_distance(const Args& a, std::ostream& out) {
  const int radix = static_cast<int>(a.integer("k", k::kMinK, k::kMaxK));
  const std::vector<int> x = digits_from(a, "a"), y = digits_from(a, "b");
  const std::vector<int> d = k::difference(x, y, radix);
  json j = {{"difference", d},
            {"hamming_distance", k::hamming_weight(d, radix)},
            {"lee_distance", k::lee_weight(d, radix)}};
  return emit(a, out, j, 0, [&] {
    out << "A - B (mod " << radix << ") = (";
    for (size_t i = 0; i < d.size(); ++i) out << (i ? " " : "") << d[i];
    out << ")\nD_H(A,B) = W_H(A-B) = " << j["hamming_distance"] << "\nD_L(A,B) = W_L(A-B) = " << j["lee_distance"]
        << "\n";
  });
}

int run_rings(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const int dim = static_cast<int>(a.integer("direction", 1, c.n())) - 1;
  const auto rs = k::rings(c, dim);
  json j = json::array();
  for (const auto& r : rs) j.push_back(nodes_json(c, r));
  return emit(a, out, {{"rings", j}}, 0, [&] {
    out << title(c) << ": " << rs.size() << " rings in direction " << dim + 1 << "\n";
    for (size_t i = 0; i < rs.size(); ++i) {
      out << "  R_" << i + 1 << " = {";
      for (size_t e = 0; e < rs[i].size(); ++e) out << (e ? ", " : "") << c.format(rs[i][e]);
      out << "}\n";
    }
  });
}

int run_paths(const Args& a, std::ostream& out) {
  const int radix = static_cast<int>(a.integer("k", kMinPaperK, k::kMaxK));
  const std::vector<int> from = digits_from(a, "from"), to = digits_from(a, "to");
  if (from.size() != to.size())
    throw UsageError("--from and --to must have the same number of digits, got " + std::to_string(from.size()) +
                     " and " + std::to_string(to.size()));
  if (from.size() > static_cast<size_t>(k::kMaxN))
    throw UsageError("--from has " + std::to_string(from.size()) + " digits; n is at most " + std::to_string(k::kMaxN));
  const k::Cube c(radix, static_cast<int>(from.size()));
  const k::Node x = c.node_msf(from), y = c.node_msf(to);
  const auto paths = k::parallel_paths(c, x, y);
  const k::PathCheck chk = k::check_paths(c, x, y, paths);
  json ps = json::array();
  for (const auto& p : paths) ps.push_back(nodes_json(c, p.nodes));
  return emit(a, out, {{"paths", ps}}, chk.ok() ? 0 : 1, [&] {
    const auto claimed = k::claimed_lengths(c, x, y);
    out << title(c) << ": " << paths.size() << " parallel paths " << c.format(x) << " -> " << c.format(y)
        << ", D_L = " << c.lee(x, y) << "\n";
    for (size_t p = 0; p < paths.size(); ++p) {
      const char* kind = paths[p].kind == k::PathKind::Shortest ? "(i)"
                         : paths[p].kind == k::PathKind::Detour ? "(ii)"
                                                                 : "(iii)";
      out << "  Path " << p + 1 << " " << std::left << std::setw(6) << kind << std::right << "length "
          << paths[p].length() << " (claimed " << claimed[p] << "): ";
      for (size_t i = 0; i < paths[p].nodes.size(); ++i) out << (i ? " -> " : "") << c.format(paths[p].nodes[i]);
      out << "\n";
    }
    out << (chk.ok() ? "2n paths, node-disjoint, of the claimed lengths\n"
                     : "Prop. 2.2.4 FAILS: " + chk.problem + "\n");
  });
}

int run_paths_check(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a, kMinPaperK);
  const k::PathSweep s = k::sweep_paths(c);
  const json j = {{"k", c.k()}, {"n", c.n()}, {"pairs", s.pairs}, {"failures", s.failures},
                  {"first_failure", s.first_failure}};
  return emit(a, out, j, s.failures == 0 ? 0 : 1, [&] {
    out << title(c) << ": " << s.pairs << " ordered pairs, " << s.failures << " where Prop. 2.2.4's paths fail"
        << (s.failures ? " (first: " + s.first_failure + ")" : "") << "\n";
  });
}

int run_gray(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const k::GrayCode g = k::gray_code(c);
  const k::CycleCheck chk = k::check_cycle(c, g.g);
  return emit(a, out, {{"codes", nodes_json(c, g.g)}}, chk.cycle() ? 0 : 1, [&] {
    for (const auto& [name, v] : {std::pair{"G", &g.g}, std::pair{"Q", &g.q}, std::pair{"S", &g.s}}) {
      out << name << "_" << c.k() << "(" << c.n() << "):";
      for (k::Node x : *v) out << " " << c.format(x);
      out << "\n";
    }
    out << "every node once: " << (chk.every_node_once ? "yes" : "NO") << "; successive codes at Lee distance 1: "
        << (chk.first_bad_step < 0 ? "yes" : "NO, first at index " + std::to_string(chk.first_bad_step))
        << "; last to first: Lee distance " << chk.closing_distance << "\n";
  });
}

int run_gray_check(const Args& a, std::ostream& out) {
  const int k_lo = static_cast<int>(a.integer("k", k::kMinK, k::kMaxK, k::kMinK));
  const int k_hi = a.has("k") ? k_lo : k::kMaxK;
  const int n_lo = static_cast<int>(a.integer("n", k::kMinN, k::kMaxN, k::kMinN));
  const int n_hi = a.has("n") ? n_lo : k::kMaxN;
  json rows = json::array();
  int failures = 0;
  for (int radix = k_lo; radix <= k_hi; ++radix)
    for (int n = n_lo; n <= n_hi; ++n) {
      const k::Cube c(radix, n);
      const k::CycleCheck chk = k::check_cycle(c, k::gray_code(c).g);
      failures += !chk.cycle();
      rows.push_back({{"k", radix}, {"n", n}, {"every_node_once", chk.every_node_once},
                      {"first_bad_step", chk.first_bad_step}, {"closing_distance", chk.closing_distance},
                      {"hamiltonian_cycle", chk.cycle()}});
    }
  return emit(a, out, {{"results", rows}, {"all_hold", failures == 0}}, failures == 0 ? 0 : 1, [&] {
    for (const auto& r : rows)
      if (!r["hamiltonian_cycle"].get<bool>()) out << "not a Hamiltonian cycle: " << r.dump() << "\n";
    out << rows.size() << " codes G_k(n) (k " << k_lo << ".." << k_hi << ", n " << n_lo << ".." << n_hi << "): "
        << rows.size() - static_cast<size_t>(failures) << " Hamiltonian cycles, " << failures << " not\n";
  });
}

int run_pipeline(const Args& a, std::ostream& out) {
  const auto links = static_cast<int>(a.integer("links", 1, k::kMaxPipelineLinks));
  const auto m = static_cast<int>(a.integer("packets", 1, k::kMaxPipelineWork));
  const k::PipelineResult r = k::pipeline(links, m);
  json j = {{"links", links},     {"packets", m},       {"path", nodes_json(r.cube, r.path)},
            {"k", r.cube.k()}, {"n", r.cube.n()}};
  return finish(a, out, j, r.claims, {{"pipelined", &r.pipelined}, {"whole_message", &r.whole}},
                std::to_string(m) + " packets over " + std::to_string(links) + " links (a Gray-code path in the " +
                    title(r.cube) + "), store-and-forward:\n");
}

int run_one_to_one(const Args& a, std::ostream& out) {
  const std::vector<int> from = digits_from(a, "from");
  const k::Cube c(static_cast<int>(a.integer("k", kMinPaperK, k::kMaxK)), static_cast<int>(from.size()));
  const k::Node x = c.node_msf(from), y = node_from(a, "to", c);
  const auto m = static_cast<int>(a.integer("packets", 1, k::kMaxOneToOnePackets));
  const k::PortModel model = k::parse_port_model(a.str("port-model", "2n"));
  const k::OneToOneResult r = k::one_to_one(c, x, y, m, model);
  json j = {{"k", c.k()}, {"n", c.n()}, {"port_model", k::port_model_name(model)}, {"packets", m},
            {"lee_distance", r.lee}, {"p_max", r.p_max}, {"parts", r.parts}, {"steps", r.sim.steps}};
  std::vector<std::pair<std::string, const k::SimReport*>> sims = {{"simulation", &r.sim}};
  std::string text = title(c) + ", " + k::port_model_name(model) + ": " + std::to_string(m) + " packets " +
                     c.format(x) + " -> " + c.format(y) + ", D_L " + std::to_string(r.lee) + ", P_max " +
                     std::to_string(r.p_max) + "\n";
  if (model == k::PortModel::AllPort) {
    j["best_parts"] = r.best_parts;
    j["best_steps"] = r.best_steps;
    j["lower_bound"] = r.lower_bound;
    sims.emplace_back("best_split", &r.best_sim);
    text += "  the paper's split gives each path up to ceil(m/2n) packets; the best split over the same paths takes " +
            std::to_string(r.best_steps) + " steps; no schedule takes fewer than ceil(m/2n) + D_L - 1 = " +
            std::to_string(r.lower_bound) + "\n";
  }
  return finish(a, out, j, r.claims, sims, text);
}

int run_remark(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a, kMinPaperK);
  const k::RemarkSweep s = k::sweep_optimality_remark(c);
  json j = {{"k", c.k()}, {"n", c.n()}, {"destinations", s.destinations}, {"formula_met", s.formula_met},
            {"best_faster", s.best_faster}, {"broken", s.broken}};
  if (s.first_faster >= 0) j["first_faster"] = c.digits_msf(s.first_faster);
  const bool ok = s.best_faster == 0 && s.broken == 0;
  return emit(a, out, j, ok ? 0 : 1, [&] {
    out << title(c) << ", 2n-port, from 0 to each of " << s.destinations << " nodes with m = 2n (P_max + 1):\n  "
        << s.formula_met << " took ceil(m/2n) + P_max - 1 steps; for " << s.best_faster
        << " a split over the same paths is faster, against the remark after Prop. 3.2.1"
        << (s.first_faster >= 0 ? " (first: " + c.format(s.first_faster) + ")" : "") << "; " << s.broken
        << " simulations broke the model\n";
  });
}

int run_broadcast(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a, kMinPaperK);
  const k::Node root = node_from(a, "root", c, 0);
  const k::PortModel model = k::parse_port_model(a.str("port-model", "2n"));
  const std::string rule_name = a.str("rule", "paper");
  if (rule_name != "paper" && rule_name != "as-printed")
    throw UsageError("--rule must be 'paper' or 'as-printed', got '" + rule_name + "'");
  const k::TreeRule rule = rule_name == "paper" ? k::TreeRule::Paper : k::TreeRule::AsPrinted;
  const k::BroadcastResult r = k::single_node_broadcast(c, root, model, rule);
  json j = {{"k", c.k()},        {"n", c.n()},           {"port_model", k::port_model_name(model)},
            {"rule", rule_name}, {"root", c.digits_msf(root)}, {"steps", r.sim.steps},
            {"reached", r.reached}, {"depth", r.depth},  {"leaves", r.leaves},
            {"lower_bound", r.lower_bound}};
  std::vector<std::pair<std::string, const k::SimReport*>> sims = {{"simulation", &r.sim}};
  if (model == k::PortModel::OnePort && r.tree_best.steps > 0) sims.emplace_back("same_tree_best_order", &r.tree_best);
  return finish(a, out, j, r.claims, sims,
                title(c) + ", " + k::port_model_name(model) + " broadcast from " + c.format(root) + " (rule " +
                    rule_name + "): tree reaches " + std::to_string(r.reached) + " nodes, depth " +
                    std::to_string(r.depth) + ", " + std::to_string(r.leaves) + " leaves; lower bound " +
                    std::to_string(r.lower_bound) + " steps\n");
}

int run_search(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const k::Node root = node_from(a, "root", c, 0);
  const auto tries = static_cast<int>(a.integer("tries", 1, k::kMaxSearchTries, 200));
  const auto seed = static_cast<uint64_t>(a.integer("seed", 0, 0x7FFFFFFF, 1));
  const k::SearchResult r = k::search_one_port_broadcast(c, root, tries, seed);
  json steps = json::array();
  for (const auto& t : r.best) {
    json s = json::array();
    for (const auto& tr : t) s.push_back({c.digits_msf(tr.from), c.digits_msf(tr.to)});
    steps.push_back(s);
  }
  json j = {{"k", c.k()}, {"n", c.n()}, {"port_model", "one-port"}, {"root", c.digits_msf(root)},
            {"tries", tries}, {"seed", seed}, {"steps", r.sim.steps}, {"lower_bound", r.lower_bound},
            {"schedule", steps}};
  std::string text = title(c) + ": " + std::to_string(tries) + " randomized one-port schedules from " +
                     c.format(root) + " (seed " + std::to_string(seed) + "); the fastest:\n";
  for (size_t s = 0; s < r.best.size(); ++s) {
    text += "  step " + std::to_string(s + 1) + ":";
    for (const auto& tr : r.best[s]) text += " " + c.format(tr.from) + "->" + c.format(tr.to);
    text += "\n";
  }
  return finish(a, out, j, r.claims, {{"simulation", &r.sim}}, text);
}

int run_multinode(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const k::MultinodeResult r = k::multinode_broadcast(c, a.has("sequential"));
  json j = {{"k", c.k()}, {"n", c.n()}, {"port_model", "one-port"}, {"steps", r.sim.steps},
            {"ring", nodes_json(c, r.ring)}};
  if (r.sequential) {
    j["sequential_one_port"] = r.sequential_one;
    j["sequential_2n_port"] = r.sequential_all;
  }
  return finish(a, out, j, r.claims, {{"simulation", &r.sim}},
                title(c) + ", one-port multinode broadcast on the Gray-code ring\n");
}

int run_scatter(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const k::Node root = node_from(a, "root", c, 0);
  const k::ScatterResult r = k::single_node_scatter(c, root);
  json j = {{"k", c.k()}, {"n", c.n()}, {"port_model", "one-port"}, {"root", c.digits_msf(root)},
            {"steps", r.sim.steps}, {"array", nodes_json(c, r.array)}};
  return finish(a, out, j, r.claims, {{"simulation", &r.sim}},
                title(c) + ", one-port scatter from " + c.format(root) + " on the Gray-code linear array\n");
}

int run_exchange(const Args& a, std::ostream& out) {
  const k::Cube c = cube_from(a);
  const k::ExchangeResult r = k::total_exchange(c);
  json stages = json::array();
  std::string text = title(c) + ", one-port total exchange in " + std::to_string(c.n()) + " stages; L = " +
                     std::to_string(k::ring_bound(c.k())) + ", D(G) = " + std::to_string(r.distance_sum) + "\n";
  for (const auto& s : r.stages) {
    stages.push_back({{"direction", s.dim + 1}, {"cw_steps", s.cw_steps}, {"ccw_steps", s.ccw_steps},
                      {"received_min", s.received_min}, {"received_max", s.received_max}});
    text += "  stage " + std::to_string(s.dim + 1) + ": " + std::to_string(s.cw_steps) + " clockwise + " +
            std::to_string(s.ccw_steps) + " counterclockwise steps, each node receives " +
            std::to_string(s.received_min) + ".." + std::to_string(s.received_max) + " packets\n";
  }
  json j = {{"k", c.k()}, {"n", c.n()}, {"port_model", "one-port"}, {"steps", r.sim.steps},
            {"ring_bound", k::ring_bound(c.k())}, {"distance_sum", r.distance_sum}, {"stages", stages}};
  return finish(a, out, j, r.claims, {{"simulation", &r.sim}}, text);
}

}  // namespace

std::vector<Command> kary_commands() {
  using std::to_string;
  const Option any_k = k_option(k::kMinK), paper_k = k_option(kMinPaperK), n = n_option(), json_flag = json_option();
  const Option port{"port-model", "MODEL", "'2n' (all links at once, default) or 'one' (one link out, one in)"};
  const Option root{"root", "DIGITS", "source node, digits a_n .. a_1 (default 0,..,0)"};
  const std::string exit_status = "\nExit status 1 when a claim of the paper fails or the simulation breaks the model.";
  return {
      {"kary info", "k-ary n-cube: degree, links, diameter, rings, recursion (paper 001)",
       "Builds the k-ary n-cube and sets what the graph shows beside Prop. 2.1.1 (recursive construction, as\n"
       "printed and with the copies' own links) and Props. 2.2.1 - 2.2.3 (degree 2n, n k^n links, diameter\n"
       "floor(k/2) n, k^(n-1) disjoint rings per direction) of paper 001." + exit_status,
       {any_k, n, json_flag}, run_info},
      {"kary distance", "Hamming and Lee distance of two radix-k tuples (Defs. 2.1.1, 2.1.2)",
       "Prints A - B modulo k, D_H(A,B) and D_L(A,B). Example 2.1.1: --k 5 --a 3,0,1,2,3,4 --b 3,0,4,0,0,0.",
       {any_k, {"a", "LIST", "tuple A, any length"}, {"b", "LIST", "tuple B, as long as A"}, json_flag}, run_distance},
      {"kary rings", "the k^(n-1) rings of one direction (Prop. 2.2.3, Example 2.2.1)",
       "Lists the rings of direction --direction, each in the order a_i = 0 .. k-1.",
       {any_k, n, {"direction", "I", "direction 1..n (1 = the rightmost digit a_1)"}, json_flag}, run_rings},
      {"kary paths", "the 2n node-disjoint parallel paths between two nodes (Prop. 2.2.4)",
       "Builds the paths of Prop. 2.2.4's proof from --from to --to (digits a_n .. a_1, most significant\n"
       "first; n is the number of digits) and checks them: 2n paths, node-disjoint, lengths l, l+2, l+k-2w_i.\n"
       "--json prints {\"paths\": [[[digits], ..], ..]}. Exit status 1 when the check fails.",
       {paper_k, {"from", "DIGITS", "node A, e.g. 0,1,3"}, {"to", "DIGITS", "node B"}, json_flag}, run_paths},
      {"kary paths-check",
       "Prop. 2.2.4 for every ordered pair of a cube (at most " + to_string(k::kMaxPathSweepNodes) + " nodes)",
       "Builds and checks the parallel paths for every ordered pair of distinct nodes. Exit status 1 on a failure.",
       {paper_k, n, json_flag}, run_paths_check},
      {"kary gray", "the k-ary reflected Gray code G_k(n) (Def. 2.3.1, Tables 2.3.1, 2.3.2)",
       "Prints G_k(n), Q_k(n) and S_k(n) as Def. 2.3.1 builds them, and whether G_k(n) is a Hamiltonian\n"
       "cycle. --json prints {\"codes\": [[digits, most significant first], ..]}. Exit status 1 if not a cycle.",
       {any_k, n, json_flag}, run_gray},
      {"kary gray-check",
       "G_k(n) is a Hamiltonian cycle, for every k = " + to_string(k::kMinK) + ".." + to_string(k::kMaxK) +
           ", n = " + to_string(k::kMinN) + ".." + to_string(k::kMaxN),
       "Checks every G_k(n) (or only the given --k and/or --n): each node once, successive codes and the\n"
       "last and first code at Lee distance 1. Exit status 1 if any fails.",
       {{"k", "K", "only this radix"}, {"n", "N", "only this dimension"}, json_flag}, run_gray_check},
      {"kary pipeline", "m packets over L links: m + L - 1 pipelined, m L whole (Prop. 3.1.1)",
       "Simulates store-and-forward of a message of --packets packets over a path of --links links (the start\n"
       "of the Gray-code Hamiltonian path of a " + to_string(k::kMaxK) +
           "-ary cube), pipelined and as one whole message. m L <= 10^6." + exit_status,
       {{"links", "L", "links on the path, 1.." + to_string(k::kMaxPipelineLinks)},
        {"packets", "M", "packets in the message"}, json_flag},
       run_pipeline},
      {"kary one-to-one", "a message between two nodes, one-port or over the 2n paths (Prop. 3.2.1)",
       "One-port: pipelined on a shortest path, m + D_L - 1 steps (Sec. 3.2). 2n-port: split into 2n parts of\n"
       "ceil(m/2n) packets sent over the parallel paths of Prop. 2.2.4, ceil(m/2n) + P_max - 1 steps; also\n"
       "the best split over the same paths, against the remark that the time is optimal when\n"
       "ceil(m/2n) > P_max." + exit_status,
       {paper_k, {"from", "DIGITS", "node A, digits a_n .. a_1"}, {"to", "DIGITS", "node B"},
        {"packets", "M", "packets in the message, 1.." + to_string(k::kMaxOneToOnePackets)}, port, json_flag},
       run_one_to_one},
      {"kary one-to-one-check", "the remark after Prop. 3.2.1 (optimal when ceil(m/2n) > P_max), whole cube",
       "For every node B != 0 (the cube is vertex-transitive), sends m = 2n (P_max + 1) packets from 0 to B over\n"
       "the 2n parallel paths, the paper's split and the best split (at most " + to_string(k::kMaxRemarkSweepNodes) +
           " nodes). Exit status 1 when a\nfaster split exists for some B, i.e. the remark fails.",
       {paper_k, n, json_flag}, run_remark},
      {"kary broadcast", "single-node broadcast on the spanning tree of Sec. 3.3 (Props. 3.3.1, 3.3.2)",
       "2n-port: every node sends to all its children the step after it received (floor(k/2) n steps).\n"
       "One-port: one direction at a time, ring by ring (ceil(k/2) n steps), and the same tree with each node\n"
       "serving its slowest subtree first. --rule as-printed reads rule 3 as printed (the zero digits right\n"
       "of the leftmost nonzero one), which does not span the cube." + exit_status,
       {paper_k, n, port, root, {"rule", "RULE", "'paper' (default) or 'as-printed'"}, json_flag}, run_broadcast},
      {"kary broadcast-search", "randomized one-port broadcast schedules vs ceil(k/2) n (Sec. 4.1)",
       "Builds --tries one-port broadcast schedules (each step: a random maximum matching of the nodes that\n"
       "hold the packet to neighbours that do not), simulates the fastest and sets it beside Sec. 3.3's\n"
       "ceil(k/2) n, which the summary (Sec. 4.1) calls optimal, and beside max(diameter, ceil(log2 k^n))\n"
       "(at most " + to_string(k::kMaxSearchNodes) + " nodes)." + exit_status,
       {any_k, n, root, {"tries", "T", "schedules to build, 1.." + to_string(k::kMaxSearchTries) + " (default 200)"},
        {"seed", "S", "random seed (default 1)"}, json_flag},
       run_search},
      {"kary multinode", "multinode broadcast on the Gray-code ring: k^n - 1 steps (Sec. 3.4)",
       "One-port daisy chain around the ring G_k(n) (at most " + to_string(k::kMaxMultinodeNodes) +
           " nodes). --sequential also simulates a\nsingle-node broadcast from every node in turn (k >= 3, at most " +
           to_string(k::kMaxSequentialNodes) + " nodes)." + exit_status,
       {any_k, n, {"sequential", "", "also broadcast from each node in turn, both port models"}, json_flag},
       run_multinode},
      {"kary scatter", "single-node scatter on the Gray-code linear array: k^n - 1 steps (Sec. 3.5)",
       "One-port; the root sends the farthest node's packet first (at most " + to_string(k::kMaxScatterNodes) +
           " nodes)." + exit_status,
       {any_k, n, root, json_flag}, run_scatter},
      {"kary exchange", "total exchange in n stages and its lower bounds (Props. 3.6.1 - 3.6.5)",
       "One-port; stage i exchanges within the rings of direction i, clockwise packets first (at most " +
           to_string(k::kMaxExchangeNodes) +
           "\nnodes). Compares the steps with D(G) (Props. 3.6.1, 3.6.3), L (Prop. 3.6.2), the packets per stage\n"
           "(Prop. 3.6.4) and n L k^(n-1) (Prop. 3.6.5)." + exit_status,
       {any_k, n, json_flag}, run_exchange},
  };
}

}  // namespace hc::cli
