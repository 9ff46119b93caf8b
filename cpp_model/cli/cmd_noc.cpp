// hypercycle noc: a network of switches carrying traffic, clock by clock, in the cycle-exact model (or,
// from hypercycle-rtl, in the verilated switches), with every delivery checked.

#include <iomanip>
#include <nlohmann/json.hpp>
#include <optional>

#include "cpp_model/cli/commands.h"
#include "cpp_model/cli/noc_options.h"
#include "cpp_model/cli/output_file.h"
#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/run.h"

namespace hc::cli {

namespace {

nlohmann::json result_json(const Hypercycle& g, const noc::NocParams& p, const noc::RunSpec& spec,
                           const noc::RunResult& r) {
  nlohmann::json deadlock = nullptr;
  if (r.deadlock) {
    nlohmann::json blocked = nlohmann::json::array();
    for (const noc::Blocked& b : r.deadlock->blocked)
      blocked.push_back({{"node", b.node}, {"port", b.port == g.degree() ? nlohmann::json("local") : nlohmann::json(b.port)},
                         {"vc", b.vc}});
    deadlock = {{"clock", r.deadlock->clock}, {"blocked", blocked}};
  }
  nlohmann::json nodes = nlohmann::json::array();
  for (size_t x = 0; x < r.node_injected.size(); ++x)
    nodes.push_back({{"injected", r.node_injected[x]}, {"received", r.node_received[x]}});
  return {{"notation", g.notation()},
          {"nodes", g.nodes()},
          {"params", params_json(p)},
          {"traffic", traffic_json(spec)},
          {"clocks", r.clocks},
          {"offered", r.offered},
          {"accepted", r.accepted},
          {"packets",
           {{"generated", r.generated}, {"injected", r.injected}, {"delivered", r.delivered}, {"unicast", r.unicast},
            {"broadcast", r.broadcast}, {"receptions", r.receptions}}},
          {"latency", latency_json(r.latency)},
          {"bcast_latency", latency_json(r.bcast_latency)},
          {"hops", r.hops},
          {"per_node", nodes},
          {"deadlock", deadlock},
          {"violations", r.violations},
          {"violation_count", r.violation_count},
          {"ok", r.ok()}};
}

void print_text(std::ostream& out, const nlohmann::json& j) {
  const auto& t = j["traffic"];
  const auto& pk = j["packets"];
  auto lat = [](const nlohmann::json& l) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(1) << "avg " << l["avg"].get<double>() << ", p50 " << l["p50"] << ", p90 "
      << l["p90"] << ", p99 " << l["p99"] << ", max " << l["max"] << " (" << l["count"] << " samples)";
    return s.str();
  };
  out << std::fixed << std::setprecision(3) << j["notation"].get<std::string>() << ", " << j["nodes"] << " nodes, "
      << t["pattern"].get<std::string>() << " traffic at " << t["rate"].get<double>() << " flits/node/clock, "
      << t["len"] << "-flit packets, broadcast fraction " << t["bcast_fraction"].get<double>() << ", seed " << t["seed"]
      << "\n  switch: Dims " << j["params"]["dims"] << ", Vcs " << j["params"]["vcs"] << ", BufDepth " << j["params"]["buf_depth"] << ", MaxLen "
      << j["params"]["max_len"] << ", DataW " << j["params"]["data_w"]
      << (t["no_dateline"].get<bool>() ? ", no datelines" : "") << "\n  clocks " << j["clocks"] << " (window "
      << t["cycles"] << " after " << t["warmup"] << " warm-up); packets created " << pk["generated"] << ", injected "
      << pk["injected"] << ", delivered " << pk["delivered"] << " (" << pk["receptions"] << " receptions)\n  offered "
      << j["offered"].get<double>() << ", accepted " << j["accepted"].get<double>() << " flits/node/clock\n";
  if (j["latency"]["count"].get<int64_t>() > 0)
    out << "  unicast latency (clocks, creation to tail ejection): " << lat(j["latency"]) << "; hops avg "
        << std::setprecision(2) << j["hops"].get<double>() << "\n";
  if (j["bcast_latency"]["count"].get<int64_t>() > 0)
    out << "  broadcast latency per reception: " << lat(j["bcast_latency"]) << "\n";
  if (!j["deadlock"].is_null()) {
    const auto& blocked = j["deadlock"]["blocked"];
    out << "  DEADLOCK at clock " << j["deadlock"]["clock"] << ": " << blocked.size() << " virtual channels blocked";
    if (!blocked.empty()) out << ", e.g. " << blocked[0].dump();
    out << "\n";
  }
  for (const auto& v : j["violations"]) out << "  VIOLATION: " << v.get<std::string>() << "\n";
  out << "  " << (j["ok"].get<bool>() ? "every packet delivered once, intact and in order" : "FAILED") << "\n";
}

// Progress on stderr when it is a terminal.
noc::RunHooks progress_hooks(int64_t window_end) {
  noc::RunHooks h;
  h.progress = [window_end](int64_t clock, int64_t outstanding) {
    progress_line(static_cast<double>(clock) / static_cast<double>(window_end),
                  "clock " + std::to_string(clock) + (clock > window_end ? " (draining)" : "") + ", " +
                      std::to_string(outstanding) + " deliveries due");
  };
  return h;
}

int run_noc(const Args& args, std::ostream& out, const NocFactory& factory) {
  Hypercycle g = hypercycle_from(args);
  const noc::NocParams p = noc_params_from(args);
  const noc::RunSpec spec = run_spec_from(args, p, g, 0, 1000);
  std::unique_ptr<noc::NocDut> dut = factory(g, p);
  noc::RunHooks hooks = progress_hooks(spec.warmup + spec.cycles);
  std::optional<OutputFile> trace;
  if (args.has("trace")) {
    trace.emplace(args.str("trace"));
    hooks.trace = [&trace](const noc::TraceLine& l) {
      trace->stream() << nlohmann::json{{"id", l.id}, {"src", l.src}, {"dst", l.dst},
                                        {"kind", l.kind == noc::Kind::Broadcast ? "broadcast" : "unicast"},
                                        {"inject", l.inject}, {"eject", l.eject}, {"hops", l.hops}}
                             .dump()
                      << "\n";
    };
  }
  noc::RunResult r = noc::run_network(*dut, g, p, spec, hooks);
  progress_done();
  if (trace) trace->close();
  const nlohmann::json j = result_json(g, p, spec, r);
  return emit(args, out, j, r.ok() ? 0 : 1, [&] { print_text(out, j); });
}

}  // namespace

NocFactory model_noc() {
  return [](const Hypercycle& g, const noc::NocParams& p) { return std::make_unique<noc::NetworkModel>(g, p); };
}

Command noc_command(NocFactory factory) {
  auto opts = topology_options();
  auto more = noc_options(true, 0, 1000);
  opts.insert(opts.end(), more.begin(), more.end());
  opts.insert(opts.end(),
              {{"trace", "FILE", "write one JSON line per delivery: id, src, dst, kind, inject, eject, hops"},
               json_option("print JSON: loads, packets, latency, per-node counts, deadlock, violations")});
  return {"noc", "run traffic through a network of switches (docs/network.md)",
          "Simulates the network of switches clock by clock: every node's source creates packets (Bernoulli\n"
          "arrivals at --rate, destinations by --traffic, a share of them broadcasts) for --warmup + --cycles\n"
          "clocks, then the network drains. Every delivery is checked: once, to the right node, intact, in order.\n"
          "Latency is from creation to the tail's ejection, over the packets created in the measurement window.\n"
          "Exit status 1 on a deadlock (the watchdog) or a broken invariant.",
          opts, [factory](const Args& a, std::ostream& o) { return run_noc(a, o, factory); }};
}

}  // namespace hc::cli
