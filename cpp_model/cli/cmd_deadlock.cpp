// hypercycle deadlock: the routing function's channel dependency graph beside paper 003's condition.
#include <iomanip>
#include <nlohmann/json.hpp>

#include "cpp_model/address.h"
#include "cpp_model/cli/commands.h"
#include "cpp_model/deadlock.h"
#include "cpp_model/noc/vc_cdg.h"
#include "cpp_model/topology.h"

namespace hc::cli {

namespace {

nlohmann::json cycle_json(const Hypercycle& g, const std::vector<Channel>& cycle) {
  nlohmann::json c = nlohmann::json::array();
  for (const Channel& ch : cycle) {
    PortInfo p = port_info(g, ch.port);
    c.push_back({{"node", ch.node}, {"digits", format_digits(g, digits_of(g, ch.node))}, {"port", ch.port},
                 {"dim", p.dim + 1}, {"offset", p.offset}});
  }
  return c;
}

std::string cycle_text(const nlohmann::json& cycle) {
  std::string s;
  for (const auto& c : cycle)
    s += "(" + c["digits"].get<std::string>() + " port " + std::to_string(c["port"].get<int>()) + ") -> ";
  return s + "back to the first";
}

nlohmann::json report_json(const Hypercycle& g) {
  DeadlockReport rep = analyse_deadlock(g);
  nlohmann::json dims = nlohmann::json::array();
  for (int i = 0; i < g.r(); ++i) {
    const Dimension& d = g.dim(i);
    dims.push_back({{"dim", i + 1}, {"m", d.m}, {"rho", d.rho}, {"diameter", d.diameter},
                    {"cdg_acyclic", rep.per_dim[i].acyclic}, {"paper_condition", static_cast<bool>(rep.paper_dim[i])},
                    {"cycle", cycle_json(Hypercycle({d.m}, {d.rho}), rep.per_dim[i].cycle)}});
  }
  nlohmann::json j = {{"notation", g.notation()},
                      {"cdg_acyclic", rep.cdg_acyclic},
                      {"paper_deadlock_free", rep.paper_deadlock_free},
                      {"agree", rep.cdg_acyclic == rep.paper_deadlock_free},
                      {"method", rep.whole_built ? "whole network" : "per dimension"},
                      {"dimensions", dims}};
  if (rep.whole_built) {
    j["channels"] = rep.whole.channels;
    j["dependencies"] = rep.whole.dependencies;
    j["cycle"] = cycle_json(g, rep.whole.cycle);
  }
  return j;
}

int run_single(const Args& args, std::ostream& out) {
  Hypercycle g = hypercycle_from(args);
  const nlohmann::json j = report_json(g);
  return emit(args, out, j, j["cdg_acyclic"].get<bool>() ? 0 : 1, [&] {
    auto yn = [](bool b) { return b ? "yes" : "no"; };
    out << g.notation() << "\n  channel dependency graph (" << j["method"].get<std::string>() << "): "
        << (j["cdg_acyclic"].get<bool>() ? "acyclic, routing is deadlock-free" : "CYCLIC, routing can deadlock");
    if (j.contains("channels")) out << " (" << j["channels"] << " channels, " << j["dependencies"] << " dependencies)";
    out << "\n  paper 003's sufficient condition: "
        << (j["paper_deadlock_free"].get<bool>() ? "holds" : "does not hold") << "\n";
    for (const auto& d : j["dimensions"]) {
      out << "  dimension " << d["dim"] << " (m " << d["m"] << ", rho " << d["rho"] << ", D " << d["diameter"]
          << "): cdg acyclic " << yn(d["cdg_acyclic"]) << ", paper condition " << yn(d["paper_condition"]) << "\n";
      if (!d["cycle"].empty()) out << "    cycle: " << cycle_text(d["cycle"]) << "\n";
    }
    if (!j["agree"].get<bool>())
      out << "  DISAGREEMENT: the paper's condition and the dependency graph give different verdicts\n";
  });
}

nlohmann::json vc_json(const Hypercycle& g, bool no_dateline) {
  noc::VcCdgAnalysis a = noc::analyse_vc_cdg(g, no_dateline);
  nlohmann::json cycle = nlohmann::json::array();
  for (const noc::VcChannel& c : a.cycle) {
    PortInfo p = port_info(g, c.port);
    cycle.push_back({{"node", c.node}, {"digits", format_digits(g, digits_of(g, c.node))}, {"port", c.port},
                     {"dim", p.dim + 1}, {"offset", p.offset}, {"class", c.cls}});
  }
  return {{"notation", g.notation()}, {"no_dateline", no_dateline}, {"acyclic", a.acyclic},
          {"channels", a.channels}, {"dependencies", a.dependencies}, {"cycle", cycle}};
}

std::string vc_cycle_text(const nlohmann::json& cycle) {
  std::string s;
  for (const auto& c : cycle)
    s += "(" + c["digits"].get<std::string>() + " port " + std::to_string(c["port"].get<int>()) + " class " +
         std::to_string(c["class"].get<int>()) + ") -> ";
  return s + "back to the first";
}

// The network's graph over (channel, virtual-channel class): one configuration, or every circulant.
int run_vc(const Args& args, std::ostream& out) {
  const bool no_dateline = args.has("no-dateline");
  std::vector<Hypercycle> configs;
  if (args.has("sweep")) {
    check_takes_no(args, "sweep", "m", "rho");
    for (int m = kMinRadix; m <= kMaxRadix; ++m)
      for (int rho = 1; rho <= m / 2; ++rho) configs.push_back(Hypercycle({m}, {rho}));
  } else {
    configs.push_back(hypercycle_from(args));
  }
  nlohmann::json rows = nlohmann::json::array();
  bool all_acyclic = true;
  for (const Hypercycle& g : configs) {
    rows.push_back(vc_json(g, no_dateline));
    all_acyclic = all_acyclic && rows.back()["acyclic"].get<bool>();
  }
  const nlohmann::json j = args.has("sweep") ? nlohmann::json{{"configs", rows}, {"all_acyclic", all_acyclic}} : rows[0];
  return emit(args, out, j, all_acyclic ? 0 : 1, [&] {
    out << "the switches' dependency graph over (channel, virtual-channel class), unicast and broadcast"
        << (no_dateline ? ", datelines off" : "") << ":\n";
    for (const auto& r : rows) {
      out << "  " << r["notation"].get<std::string>() << ": "
          << (r["acyclic"].get<bool>() ? "acyclic, deadlock-free" : "CYCLIC, can deadlock") << " ("
          << r["channels"] << " channels, " << r["dependencies"] << " dependencies)\n";
      if (!r["cycle"].empty()) out << "    cycle: " << vc_cycle_text(r["cycle"]) << "\n";
    }
  });
}

int run_sweep(const Args& args, std::ostream& out) {
  check_takes_no(args, "sweep", "m", "rho");
  nlohmann::json configs = nlohmann::json::array(), disagreements = nlohmann::json::array();
  for (int m = kMinRadix; m <= kMaxRadix; ++m)
    for (int rho = 1; rho <= m / 2; ++rho) {
      Hypercycle g({m}, {rho});
      nlohmann::json r = report_json(g);
      nlohmann::json row = {{"m", m}, {"rho", rho}, {"diameter", g.diameter()}, {"cdg_acyclic", r["cdg_acyclic"]},
                            {"paper_deadlock_free", r["paper_deadlock_free"]}, {"agree", r["agree"]},
                            {"cycle", r["cycle"]}};
      if (!r["agree"].get<bool>()) disagreements.push_back(row);
      configs.push_back(std::move(row));
    }
  const nlohmann::json j = {{"configs", configs}, {"disagreements", disagreements}};
  return emit(args, out, j, disagreements.empty() ? 0 : 1, [&] {
    out << "every circulant G(m; rho), m = " << kMinRadix << ".." << kMaxRadix
        << ": channel dependency graph vs paper 003's condition\n"
        << "  m rho  D  cdg acyclic  paper condition\n";
    for (const auto& c : configs)
      out << std::setw(3) << c["m"].get<int>() << std::setw(4) << c["rho"].get<int>() << std::setw(3)
          << c["diameter"].get<int>() << std::setw(13) << (c["cdg_acyclic"].get<bool>() ? "yes" : "no") << std::setw(17)
          << (c["paper_deadlock_free"].get<bool>() ? "yes" : "no") << (c["agree"].get<bool>() ? "" : "   DISAGREE")
          << "\n";
    out << configs.size() << " configurations, " << disagreements.size() << " disagreements\n";
    for (const auto& d : disagreements)
      if (!d["cycle"].empty())
        out << "  G(" << d["m"] << "; " << d["rho"] << ") cycle: " << cycle_text(d["cycle"]) << "\n";
  });
}

}  // namespace

Command deadlock_command() {
  auto opts = topology_options();
  opts.push_back({"sweep", "",
                  "instead of one configuration, every circulant G(m; rho) with m = " + std::to_string(kMinRadix) +
                      ".." + std::to_string(kMaxRadix)});
  opts.push_back({"vc", "",
                  "the network's graph instead: (channel, virtual-channel class) with the switches' dateline classes,\n"
                  "unicast and broadcast (docs/network.md); up to " + std::to_string(noc::kMaxVcCdgNodes) + " nodes"});
  opts.push_back({"no-dateline", "", "with --vc: every hop in class 0, as CTRL.no_dateline"});
  opts.push_back(json_option("print JSON: cdg_acyclic, paper_deadlock_free, agree, per-dimension verdicts, a cycle"));
  return {"deadlock", "channel dependency graph of the routing vs paper 003's condition",
          "Builds the channel dependency graph (channels = (node, port)) of the routing function: channel c\n"
          "depends on c' when a message holding c is routed onto c' next. It is built for the whole network\n"
          "when N <= " + std::to_string(kMaxCdgNodes) +
              ", otherwise per dimension (e-cube order confines any cycle to one dimension).\n"
          "Beside it, paper 003's sufficient condition per dimension: D = 1, floor(m/2) < 2 rho, or m = 4 rho.\n"
          "A disagreement between the two is reported, with a dependency cycle as the witness.\n"
          "Exit status 1 when a graph is cyclic (with --sweep: when the graph and the condition disagree), 0\n"
          "otherwise, 2 on bad input.",
          opts, [](const Args& a, std::ostream& o) {
            if (a.has("vc")) return run_vc(a, o);
            if (a.has("no-dateline")) throw UsageError("--no-dateline goes with --vc");
            return a.has("sweep") ? run_sweep(a, o) : run_single(a, o);
          }};
}

}  // namespace hc::cli
