// hypercycle noc sweep: latency against offered load for one or several hypercycles, with the zero-load
// latency, the saturation point found by bisection and the ideal bound of the topology and pattern;
// a table, JSON, and a picture drawn by scripts/noc_plot.py.
#include <sys/wait.h>

#include <cstdlib>
#include <iomanip>
#include <sstream>

#include "cpp_model/cli/commands.h"
#include "cpp_model/cli/noc_options.h"
#include "cpp_model/cli/output_file.h"
#include "cpp_model/noc/sweep.h"
#include "cpp_model/output_path.h"

namespace hc::cli {

namespace {

// The hypercycles: --m/--rho, then each of --compare "M:RHO;M:RHO" (comma lists, dimension 1 first).
std::vector<Hypercycle> configs_from(const Args& args) {
  std::vector<Hypercycle> out{hypercycle_from(args)};
  if (!args.has("compare")) return out;
  if (args.str("compare").empty()) throw UsageError("--compare needs at least one M:RHO, e.g. 8,8:2,2");
  std::stringstream list(args.str("compare"));
  for (std::string item; std::getline(list, item, ';');) {
    const size_t colon = item.find(':');
    if (colon == std::string::npos) throw UsageError("--compare: '" + item + "' is not M:RHO, e.g. 8,8:2,2");
    out.push_back(parse_hypercycle(item.substr(0, colon), item.substr(colon + 1), "--compare M", "--compare RHO"));
  }
  return out;
}

nlohmann::json sweep_json(const Hypercycle& g, const noc::RunSpec& spec, const noc::SweepResult& r) {
  nlohmann::json points = nlohmann::json::array();
  for (const noc::SweepPoint& p : r.points)
    points.push_back({{"rate", p.rate}, {"offered", p.offered}, {"accepted", p.accepted},
                      {"latency", latency_json(p.latency)}, {"hops", p.hops}, {"saturated", p.saturated}, {"ok", p.ok},
                      {"drained", p.drained}});
  nlohmann::json j = {{"notation", g.notation()}, {"m", g.m()}, {"rho", g.rho()}, {"nodes", g.nodes()},
                      {"degree", g.degree()}, {"traffic", traffic_json(spec)},
                      {"zero_load_latency", r.zero_load_latency}, {"zero_load_hops", r.zero_load_hops},
                      {"saturation", r.saturation}, {"saturation_offered", r.saturation_offered},
                      {"saturated_at_all", r.saturated_at_all}, {"points", points}};
  if (r.bound) {
    j["ideal"] = r.bound->ideal;
    j["max_channel_load"] = r.bound->max_channel;
    j["max_ejection_load"] = r.bound->max_ejection;
    j["avg_hops"] = r.bound->avg_hops;
    j["saturation_fraction"] = r.saturation / r.bound->ideal;
  }
  return j;
}

void print_text(std::ostream& out, const nlohmann::json& configs) {
  out << std::fixed;
  for (const auto& c : configs) {
    out << std::setprecision(3) << c["notation"].get<std::string>() << ", " << c["nodes"] << " nodes, "
        << c["traffic"]["pattern"].get<std::string>() << " traffic, " << c["traffic"]["len"] << "-flit packets";
    if (c.contains("ideal"))
      out << ": ideal bound " << c["ideal"].get<double>() << " flits/node/clock (busiest channel "
          << c["max_channel_load"].get<double>() << " per offered flit)";
    out << "\n  zero-load latency " << std::setprecision(1) << c["zero_load_latency"].get<double>() << " clocks at "
        << std::setprecision(2) << c["zero_load_hops"].get<double>() << " hops; saturation "
        << (c["saturated_at_all"].get<bool>() ? "" : "above ") << std::setprecision(3)
        << c["saturation"].get<double>() << " flits/node/clock accepted at " << c["saturation_offered"].get<double>()
        << " offered";
    if (c.contains("saturation_fraction"))
      out << " (" << std::setprecision(0) << 100 * c["saturation_fraction"].get<double>() << " % of ideal)";
    out << "\n      rate   offered  accepted  latency     p99  saturated\n";
    for (const auto& p : c["points"])
      out << "  " << std::setprecision(4) << std::setw(8) << p["rate"].get<double>() << std::setw(10)
          << p["offered"].get<double>() << std::setw(10) << p["accepted"].get<double>() << std::setprecision(1)
          << std::setw(9) << p["latency"]["avg"].get<double>() << std::setw(8) << p["latency"]["p99"].get<int64_t>()
          << (p["saturated"].get<bool>() ? "  yes" : "  no") << (p["drained"].get<bool>() ? "" : " (undrained)")
          << (p["ok"].get<bool>() ? "" : "  FAILED") << "\n";
  }
}

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string plot_script() {
  const char* dir = std::getenv("HC_SCRIPTS_DIR");
  return std::string(dir ? dir : HC_SCRIPTS_DIR) + "/noc_plot.py";
}

// --plot FILE, checked before the sweep: its name, and that the script and matplotlib are there.
void check_plot(const std::string& file) {
  const std::string ext = file.size() >= 4 ? file.substr(file.size() - 4) : "";
  if (ext != ".svg" && ext != ".png" && ext != ".pdf")
    throw UsageError("--plot: '" + file + "' must end in .svg, .png or .pdf");
  check_output_path(file);
  const int rc = std::system(("python3 -c 'import matplotlib' 2>/dev/null && test -r " + shell_quote(plot_script()))
                                 .c_str());
  if (rc != 0) throw Error("--plot needs Python 3 with matplotlib (scripts/bootstrap.sh installs it)");
}

// Draws the sweeps with scripts/noc_plot.py into a private copy, then copies it into place; the data
// it reads are written beside that copy and go with it.
void plot(const nlohmann::json& j, const std::string& file) {
  StagedFile picture(file);
  const std::string data = picture.temp_path() + ".json";
  OutputFile f(data);
  f.stream() << j.dump(1) << "\n";
  f.close();
  const int rc = std::system(
      ("python3 " + shell_quote(plot_script()) + " " + shell_quote(data) + " " + shell_quote(picture.temp_path()))
          .c_str());
  if (rc != 0 || !WIFEXITED(rc) || WEXITSTATUS(rc) != 0) throw Error("the plot failed (" + plot_script() + ")");
  picture.commit();
}

int run_sweep(const Args& args, std::ostream& out, const NocFactory& factory) {
  const noc::NocParams p = noc_params_from(args);
  const std::vector<Hypercycle> configs = configs_from(args);
  if (args.has("plot")) check_plot(args.str("plot"));
  nlohmann::json rows = nlohmann::json::array();
  for (size_t c = 0; c < configs.size(); ++c) {
    const Hypercycle& g = configs[c];
    const noc::RunSpec spec = run_spec_from(args, p, g, noc::kSweepWarmup, noc::kSweepCycles);
    noc::SweepResult r = noc::sweep(g, p, spec, [&] { return factory(g, p); }, [&](int done, int planned) {
      progress_line((static_cast<double>(c) + static_cast<double>(done) / planned) / static_cast<double>(configs.size()),
                    g.notation() + ": " + std::to_string(done) + " loads measured");
    });
    rows.push_back(sweep_json(g, spec, r));
  }
  progress_done();
  const nlohmann::json j = {{"params", params_json(p)}, {"configs", rows}};
  bool ok = true;
  for (const auto& c : rows)
    for (const auto& pt : c["points"]) ok = ok && pt["ok"].get<bool>();
  const int status = emit(args, out, j, ok ? 0 : 1, [&] { print_text(out, rows); });
  out.flush();
  if (args.has("plot")) plot(j, args.str("plot"));
  return status;
}

}  // namespace

Command noc_sweep_command(NocFactory factory) {
  auto opts = topology_options();
  auto more = noc_options(false, noc::kSweepWarmup, noc::kSweepCycles);
  opts.insert(opts.end(), more.begin(), more.end());
  opts.insert(opts.end(),
              {{"compare", "M:RHO;..", "more hypercycles on the same chart and table, e.g. '8,8:2,2;8,8:4,4'"},
               {"plot", "FILE", "also draw latency against accepted load, one curve per hypercycle (.svg, .png "
                                "or .pdf; scripts/noc_plot.py, matplotlib)"},
               json_option("print JSON: per hypercycle the ideal bound, zero-load latency, saturation, every point")});
  return {"noc sweep", "latency against offered load up to saturation (docs/network.md)",
          "Measures the network at rising offered loads, in fractions of the ideal bound of the topology and\n"
          "pattern (the busiest channel's load computed from the switches' routes), then bisects the saturation\n"
          "point: the highest load at which the mean latency stays within 3x the zero-load latency and the\n"
          "accepted load within 2 % of the offered. Saturation throughput is the accepted load there (never\n"
          "above the bound), reported with its offered load. Each point runs --warmup clocks, measures --cycles\n"
          "clocks (10,000 by default: the accepted load to about 1 %),\n"
          "and drains with the sources still creating packets, so the measured ones see the load (BookSim2's way);\n"
          "a point whose measured packets have not all arrived ten windows after it is saturated (undrained).\n"
          "Exit status 1 when a run broke an invariant or deadlocked.",
          opts, [factory](const Args& a, std::ostream& o) { return run_sweep(a, o, factory); }};
}

}  // namespace hc::cli
