// hypercycle wormhole ...: paper 002 (Latifi, Lee & Srimani), path-based wormhole broadcast in Q_n
// under the one-port model with w-path length m: Table 1, one simulated broadcast, and the claims.
#include <iomanip>
#include <nlohmann/json.hpp>

#include "cpp_model/cli/paper_commands.h"
#include "cpp_model/wormhole/algorithms.h"
#include "cpp_model/wormhole/claims.h"
#include "cpp_model/wormhole/table1.h"

namespace hc::cli {

namespace {

namespace wh = hc::wormhole;

/// Largest total number of paths --trace prints.
constexpr size_t kMaxTracedPaths = 4096;

nlohmann::json optional_json(const std::optional<int>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); }
nlohmann::json sim_json(int steps, bool simulated) { return simulated && steps >= 0 ? nlohmann::json(steps) : nullptr; }

nlohmann::json row_json(const wh::Table1Row& r, const wh::PrintedRow& p) {
  return {{"n", r.n},
          {"m", r.m},
          {"k", r.k},
          {"r", r.r},
          {"kp", r.kp},
          {"rp", r.rp},
          {"Tc", r.Tc},
          {"Tg", r.Tg},
          {"T", r.T},
          {"lower_bound", r.lower_bound},
          {"s", r.s},
          {"Tc_simulated", sim_json(r.Tc_simulated, r.simulated)},
          {"Tg_simulated", sim_json(r.Tg_simulated, r.simulated)},
          {"cube_invariants_held", r.simulated ? nlohmann::json(r.cube_invariants_held) : nullptr},
          {"gray_invariants_held", r.simulated ? nlohmann::json(r.gray_invariants_held) : nullptr},
          {"paper",
           {{"k", optional_json(p.k)},
            {"r", optional_json(p.r)},
            {"kp", optional_json(p.kp)},
            {"rp", optional_json(p.rp)},
            {"Tc", optional_json(p.Tc)},
            {"Tg", optional_json(p.Tg)},
            {"T", optional_json(p.T)},
            {"reading", p.reading}}}};
}

std::string cell(const std::optional<int>& v) { return v ? std::to_string(*v) : "-"; }

int run_table(const Args& args, std::ostream& out) {
  const bool simulate = !args.has("no-simulation");
  const std::vector<wh::PrintedRow> printed = wh::printed_table1();
  const std::vector<wh::Table1Row> rows = wh::table1_rows(simulate);
  const std::vector<wh::Disagreement> dis = wh::table1_disagreements();
  bool sound = true;
  for (const auto& r : rows)
    sound = sound && (!simulate || (r.cube_invariants_held && r.gray_invariants_held && r.Tc_simulated == r.Tc &&
                                    r.Tg_simulated == r.Tg));
  nlohmann::json j_rows = nlohmann::json::array(), j_dis = nlohmann::json::array();
  for (size_t i = 0; i < rows.size(); ++i) j_rows.push_back(row_json(rows[i], printed[i]));
  for (const auto& d : dis)
    j_dis.push_back({{"n", d.n},
                     {"m", d.m},
                     {"column", d.column},
                     {"printed", d.printed},
                     {"expected", d.expected},
                     {"reason", d.reason}});
  const nlohmann::json j = {{"rows", j_rows}, {"paper_disagreements", j_dis}, {"simulated", simulate}};
  return emit(args, out, j, sound ? 0 : 1, [&] {
    out << "Table 1 of paper 002 (formulas: Thm 1, Lemma 1, Thms 2-3" << (simulate ? "; simulated from node 0" : "")
        << "). '*' marks a column where the paper prints something else.\n\n"
        << "  n   m |  k  r | s  k' r' |  Tc  Tg | T(n) bound |" << (simulate ? " Tc sim Tg sim |" : "")
        << " paper: k r k' r' Tc Tg T\n";
    for (size_t i = 0; i < rows.size(); ++i) {
      const auto& r = rows[i];
      auto mark = [&](const char* column) {
        for (const auto& d : dis)
          if (d.n == r.n && d.m == r.m && d.column == column) return "*";
        return " ";
      };
      const auto& p = printed[i];
      out << std::setw(3) << r.n << std::setw(4) << r.m << " |" << std::setw(3) << r.k << mark("k") << std::setw(2)
          << r.r << mark("r") << "|" << std::setw(2) << r.s << std::setw(3) << r.kp << mark("kp") << std::setw(2)
          << r.rp << mark("rp") << "|" << std::setw(4) << r.Tc << mark("Tc") << std::setw(3) << r.Tg << mark("Tg")
          << "|" << std::setw(4) << r.T << mark("T") << std::setw(6) << r.lower_bound << " |";
      if (simulate)
        out << std::setw(7) << r.Tc_simulated << std::setw(7) << r.Tg_simulated
            << (r.cube_invariants_held && r.gray_invariants_held ? " " : "!") << "|";
      out << "        " << cell(p.k) << " " << cell(p.r) << " " << cell(p.kp) << " " << cell(p.rp) << " " << cell(p.Tc)
          << " " << cell(p.Tg) << " " << cell(p.T) << "\n";
    }
    out << "\n" << dis.size() << " printed entries disagree:\n";
    for (const auto& d : dis)
      out << "  (" << d.n << "," << d.m << ") " << d.column << ": printed " << d.printed << ", expected " << d.expected
          << ": " << d.reason << "\n";
    out << "\nHow the garbled rows were read:\n";
    for (const auto& p : printed)
      if (p.reading != "clean") out << "  (" << p.n << "," << p.m << ") " << p.reading << "\n";
    if (!sound) out << "\nA simulated schedule broke the model or disagreed with its theorem (marked '!').\n";
  });
}

nlohmann::json report_json(const wh::SimReport& rep) {
  nlohmann::json breaches = nlohmann::json::object(), first = nlohmann::json::array(), steps = nlohmann::json::array();
  for (int i = 0; i < wh::kRuleCount; ++i)
    breaches[wh::rule_name(static_cast<wh::Rule>(i))] = rep.breaches[static_cast<size_t>(i)];
  for (const auto& b : rep.first_breaches)
    first.push_back({{"step", b.step}, {"rule", wh::rule_name(b.rule)}, {"detail", b.detail}});
  for (size_t t = 0; t < rep.per_step.size(); ++t) {
    const auto& s = rep.per_step[t];
    steps.push_back({{"step", t + 1},
                     {"paths", s.paths},
                     {"links", s.links},
                     {"newly_informed", s.newly_informed},
                     {"informed", s.informed},
                     {"max_length", s.max_length}});
  }
  return {{"steps", rep.completion_step >= 0 ? nlohmann::json(rep.completion_step) : nullptr},
          {"steps_run", rep.steps},
          {"nodes", rep.nodes},
          {"informed", rep.informed},
          {"all_informed", rep.all_informed()},
          {"invariants_held", rep.invariants_held()},
          {"redundant_receptions", rep.redundant_receptions},
          {"max_path_length", rep.max_path_length},
          {"breaches", breaches},
          {"first_breaches", first},
          {"per_step", steps}};
}

int run_broadcast(const Args& args, std::ostream& out) {
  const int n = static_cast<int>(args.integer("n", 1, wh::kMaxN));
  const int m = static_cast<int>(args.integer("m", 1, n));
  const wh::Algorithm algo = wh::parse_algorithm(args.str("algorithm"));
  const auto source = static_cast<wh::Node>(args.integer("source", 0, (1L << n) - 1, 0));
  const wh::Plan plan = wh::make_plan(algo, n, m);
  const bool cube = algo == wh::Algorithm::Cube;
  const int formula = cube ? wh::cube_steps(n, m) : wh::gray_steps(n, m);
  nlohmann::json trace = nlohmann::json::array();
  size_t traced = 0;
  const bool tracing = args.has("trace");
  wh::StepObserver observe;
  if (tracing)
    observe = [&](int step, const wh::StepPaths& paths) {
      nlohmann::json js = nlohmann::json::array();
      for (size_t i = 0; i < paths.size() && traced < kMaxTracedPaths; ++i, ++traced) {
        std::vector<int> dims;
        for (int j = 0; j < paths.length(i); ++j) dims.push_back(paths.dim(i, j));
        js.push_back({{"source", paths.source(i)}, {"dims", dims}, {"nodes", paths.nodes(i)}});
      }
      trace.push_back({{"step", step}, {"paths", js}, {"complete", traced < kMaxTracedPaths}});
    };
  const wh::SimReport rep = wh::simulate(plan, source, observe);
  const bool ok = rep.invariants_held() && rep.completion_step == formula;
  nlohmann::json j = report_json(rep);
  j["n"] = n;
  j["m"] = m;
  j["algorithm"] = wh::algorithm_name(algo);
  j["source"] = source;
  j["formula_steps"] = formula;
  j["theorem"] = cube ? "Thm 2: Tc = k T(m) + T(r)" : "Thm 3: Tg = k' + (r' > 0)";
  j["lower_bound"] = wh::lower_bound(n, m);
  if (cube) {
    const wh::CubeSplit c = wh::cube_split(n, m);
    j["split"] = {{"k", c.k}, {"r", c.r}, {"T_m", wh::ho_steps(m)}, {"T_r", wh::ho_steps(c.r)}};
  } else {
    const wh::GraySplit g = wh::gray_split(n, m);
    j["split"] = {{"s", g.s}, {"kp", g.kp}, {"rp", g.rp}};
  }
  nlohmann::json phases = nlohmann::json::array();
  for (const auto& p : plan.phases)
    phases.push_back(
        {{"call", p.call}, {"dims", p.dims}, {"first_step", p.first_step}, {"steps", p.steps}, {"cubes", p.cubes}});
  j["phases"] = phases;
  if (tracing) j["trace"] = trace;
  return emit(args, out, j, ok ? 0 : 1, [&] {
    out << (cube ? "cube-based" : "GC-based") << " broadcast in Q_" << n << " (" << rep.nodes
        << " nodes), w-path length " << m << ", from node " << source << "\n  split: " << j["split"].dump()
        << "\n  phases (addresses relative to the source):\n";
    for (const auto& p : plan.phases)
      out << "    step"
          << (p.steps == 1 ? " " + std::to_string(p.first_step)
                           : "s " + std::to_string(p.first_step) + ".." + std::to_string(p.first_step + p.steps - 1))
          << ": " << p.call << " in " << p.cubes << " cube" << (p.cubes == 1 ? "" : "s") << "\n";
    for (const auto& st : trace) {
      out << "  step " << st["step"] << ":";
      for (const auto& p : st["paths"]) out << " " << p["nodes"].dump();
      out << (st["complete"].get<bool>() ? "" : " ...") << "\n";
    }
    out << "  steps " << rep.completion_step << " (" << j["theorem"].get<std::string>() << " = " << formula
        << "; lower bound " << j["lower_bound"] << "), informed " << rep.informed << "/" << rep.nodes
        << ", longest path " << rep.max_path_length << " links, redundant receptions " << rep.redundant_receptions
        << "\n  model rules: " << (rep.rules_held() ? "all kept" : std::to_string(rep.total_breaches()) + " breaches")
        << "\n";
    for (const auto& b : rep.first_breaches)
      out << "    step " << b.step << " " << wh::rule_name(b.rule) << ": " << b.detail << "\n";
    out << (ok ? "OK" : "FAILED") << "\n";
  });
}

int run_claims(const Args& args, std::ostream& out) {
  const int max_n = static_cast<int>(args.integer("max-n", 1, wh::kMaxN, wh::kMaxN));
  const bool simulate = !args.has("no-simulation");
  const std::vector<wh::ClaimCheck> checks = wh::check_claims(max_n, simulate);
  const bool sound = wh::simulations_sound(checks);
  nlohmann::json claims = nlohmann::json::array();
  for (const auto& c : checks)
    claims.push_back({{"id", c.id},
                      {"where", c.where},
                      {"claim", c.claim},
                      {"cases", c.cases},
                      {"failures", c.failures},
                      {"holds", c.cases > 0 ? nlohmann::json(c.holds()) : nullptr},
                      {"counterexamples", c.counterexamples}});
  const nlohmann::json j = {{"max_n", max_n}, {"simulated", simulate}, {"claims", claims}};
  return emit(args, out, j, sound ? 0 : 1, [&] {
    out << "Claims of paper 002 over 1 <= m <= n <= " << max_n << (simulate ? ", both schedules simulated" : "")
        << ":\n";
    for (const auto& c : checks) {
      out << "  "
          << (c.cases == 0 ? "not checked"
              : c.holds()  ? "holds      "
                           : "FAILS      ")
          << " " << c.where << ": " << c.claim << " [" << c.id << ", " << c.cases << " cases, " << c.failures
          << " failures]\n";
      for (const auto& x : c.counterexamples) out << "        " << x << "\n";
    }
  });
}

}  // namespace

std::vector<Command> wormhole_commands() {
  return {
      {"wormhole table",
       "paper 002 Table 1: Tc, Tg, T(n), lower bound; printed entries that disagree",
       "Recomputes Table 1 of paper 002 (n = 8, 12, 16, 20; even m = 2..n): k, r (n = k m + r), s, k', r'\n"
       "(n = k' s + r', s = floor(log2(m+1))), Tc (Thm 2), Tg (Thm 3), T(n) (Lemma 1 as equality) and the lower\n"
       "bound (Thm 1); simulates both algorithms on Q_n from node 0 (Tc_simulated, Tg_simulated), and lists every\n"
       "entry the paper prints differently, with the reason, and how each garbled row of the text was read.\n"
       "Exit 1 if a simulated schedule breaks the model or disagrees with its theorem.",
       {{"no-simulation", "", "formulas only (the simulation of the n = 20 rows takes a few seconds)"},
        json_option("print {\"rows\": [...], \"paper_disagreements\": [...]}")},
       run_table},
      {"wormhole broadcast",
       "simulate one path-based broadcast in Q_n (cube- or GC-based)",
       "Simulates Procedure Cube-based (Thm 2) or GC-based (Thm 3) of paper 002 in Q_n with w-path length m:\n"
       "one-port (each node starts at most one path and receives from at most one path per step), at most m\n"
       "links per path, the paths of a step link-disjoint, every node on a path informed. Reports the steps,\n"
       "the theorem's count, the lower bound of Thm 1 and every broken rule. Exit 0 only if every rule held,\n"
       "every node was informed, and the steps equal the theorem's count.",
       {{"n", "N", "cube dimension, 1.." + std::to_string(wh::kMaxN)},
        {"m", "M", "w-path length (maximum links per path), 1..n"},
        {"algorithm", "NAME", "cube (cube-based, Ho's Basic on Q_m's) or gray (Gray-code based)"},
        {"source", "NODE", "source node 0..2^n-1 (default 0)"},
        {"trace", "", "list every path of every step (at most " + std::to_string(kMaxTracedPaths) + " paths)"},
        json_option("print JSON")},
       run_broadcast},
      {"wormhole claims",
       "check paper 002's theorems and comparisons over all m <= n",
       "Checks over every 1 <= m <= n <= max-n: Thm 1 against the simulations, Thms 2 and 3 against simulated\n"
       "step counts, the model's rules, and the comparisons of sec. 3.3, the abstract and the conclusion;\n"
       "lists counterexamples. Exit 1 if a simulated schedule breaks the model.",
       {{"max-n", "N",
         "largest cube dimension, 1.." + std::to_string(wh::kMaxN) + " (default " + std::to_string(wh::kMaxN) + ")"},
        {"no-simulation", "", "check the formulas only"},
        json_option("print JSON")},
       run_claims},
  };
}

}  // namespace hc::cli
