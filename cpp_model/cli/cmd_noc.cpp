// hypercycle noc: a network of switches carrying traffic, clock by clock, in the cycle-exact model (or,
// from hypercycle-rtl, in the verilated switches), with every delivery checked.
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "cpp_model/cli/commands.h"
#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/run.h"

namespace hc::cli {

namespace {

nlohmann::json latency_json(const noc::LatencySummary& s) {
  return {{"count", s.count}, {"avg", s.avg}, {"p50", s.p50}, {"p90", s.p90}, {"p99", s.p99}, {"max", s.max}};
}

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
          {"params", {{"vcs", p.vcs}, {"buf_depth", p.buf_depth}, {"max_len", p.max_len}, {"data_w", p.data_w}}},
          {"traffic",
           {{"pattern", spec.traffic.pattern}, {"rate", spec.traffic.rate}, {"len", spec.traffic.len},
            {"bcast_fraction", spec.traffic.bcast_fraction}, {"seed", spec.traffic.seed}, {"warmup", spec.warmup},
            {"cycles", spec.cycles}, {"no_dateline", spec.no_dateline}}},
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
      << "\n  switch: Vcs " << j["params"]["vcs"] << ", BufDepth " << j["params"]["buf_depth"] << ", MaxLen "
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
  if (!j["deadlock"].is_null())
    out << "  DEADLOCK at clock " << j["deadlock"]["clock"] << ": " << j["deadlock"]["blocked"].size()
        << " virtual channels blocked, e.g. " << j["deadlock"]["blocked"][0].dump() << "\n";
  for (const auto& v : j["violations"]) out << "  VIOLATION: " << v.get<std::string>() << "\n";
  out << "  " << (j["ok"].get<bool>() ? "every packet delivered once, intact and in order" : "FAILED") << "\n";
}

// A progress line on stderr when it is a terminal.
noc::RunHooks progress_hooks(int64_t window_end) {
  noc::RunHooks h;
  if (!isatty(STDERR_FILENO)) return h;
  h.progress = [window_end](int64_t clock, int64_t outstanding) {
    const int width = 30;
    const int done = static_cast<int>(std::min<int64_t>(clock, window_end) * width / window_end);
    std::fprintf(stderr, "\r[%s%s] clock %lld%s, %lld deliveries due   ", std::string(static_cast<size_t>(done), '#').c_str(),
                 std::string(static_cast<size_t>(width - done), ' ').c_str(), static_cast<long long>(clock),
                 clock > window_end ? " (draining)" : "", static_cast<long long>(outstanding));
    std::fflush(stderr);
  };
  return h;
}

int run_noc(const Args& args, std::ostream& out, const NocFactory& factory) {
  Hypercycle g = hypercycle_from(args);
  noc::NocParams p;
  p.vcs = static_cast<int>(args.integer("vcs", 2, 16, p.vcs));
  p.buf_depth = static_cast<int>(args.integer("buf-depth", 1, 64, p.buf_depth));
  p.max_len = static_cast<int>(args.integer("max-len", 1, noc::kMaxLenField, p.max_len));
  p.data_w = static_cast<int>(args.integer("data-w", 1, noc::kMaxDataBits, p.data_w));
  p.check();
  noc::RunSpec spec;
  spec.traffic.pattern = args.str("traffic", "uniform");
  spec.traffic.rate = args.real("rate", 0.0, 1.0, 0.1);
  spec.traffic.len = static_cast<int>(args.integer("len", 1, p.max_len, 1));
  spec.traffic.bcast_fraction = args.real("bcast-fraction", 0.0, 1.0, 0.0);
  spec.traffic.seed = static_cast<uint64_t>(args.integer("seed", 0, std::numeric_limits<long>::max(), 1));
  spec.warmup = args.integer("warmup", 0, 100000000, 0);
  spec.cycles = args.integer("cycles", 1, 100000000, 1000);
  spec.watchdog = static_cast<int>(args.integer("watchdog", 1, 1000000, 1000));
  spec.no_dateline = args.has("no-dateline");
  std::unique_ptr<noc::NocDut> dut = factory(g, p);
  noc::RunHooks hooks = progress_hooks(spec.warmup + spec.cycles);
  std::ofstream trace;
  if (args.has("trace")) {
    trace.open(args.str("trace"));
    if (!trace) throw Error("cannot write " + args.str("trace"));
    hooks.trace = [&trace](const noc::TraceLine& l) {
      trace << nlohmann::json{{"id", l.id}, {"src", l.src}, {"dst", l.dst},
                              {"kind", l.kind == noc::Kind::Broadcast ? "broadcast" : "unicast"},
                              {"inject", l.inject}, {"eject", l.eject}, {"hops", l.hops}}
                   .dump()
            << "\n";
    };
  }
  noc::RunResult r = noc::run_network(*dut, g, p, spec, hooks);
  if (hooks.progress) std::fprintf(stderr, "\n");
  if (trace.is_open()) {
    trace.close();
    if (!trace) throw Error("cannot write " + args.str("trace"));
  }
  const nlohmann::json j = result_json(g, p, spec, r);
  return emit(args, out, j, r.ok() ? 0 : 1, [&] { print_text(out, j); });
}

}  // namespace

NocFactory model_noc() {
  return [](const Hypercycle& g, const noc::NocParams& p) { return std::make_unique<noc::NetworkModel>(g, p); };
}

Command noc_command(NocFactory factory) {
  auto opts = topology_options();
  std::string patterns;
  for (const auto& n : noc::pattern_names()) patterns += (patterns.empty() ? "" : ", ") + n;
  opts.insert(opts.end(),
              {{"traffic", "PATTERN", "destinations: " + patterns + " (default uniform)"},
               {"rate", "R", "offered load in flits per node per clock, Bernoulli arrivals (default 0.1)"},
               {"len", "L", "flits per packet (default 1)"},
               {"bcast-fraction", "F", "share of packets that are broadcasts (default 0)"},
               {"seed", "S", "random seed of the sources (default 1)"},
               {"warmup", "W", "clocks before the measurement window (default 0)"},
               {"cycles", "C", "clocks of the measurement window; then the network drains (default 1000)"},
               {"vcs", "N", "virtual channels per port (default 2)"},
               {"buf-depth", "N", "flits per virtual channel (default 8)"},
               {"max-len", "N", "longest packet the switches take (default 8)"},
               {"data-w", "N", "payload bits per flit (default 32)"},
               {"watchdog", "K", "clocks without a flit moving that make a deadlock (default 1000)"},
               {"no-dateline", "", "put every hop in virtual-channel class 0 (shows the deadlock datelines prevent)"},
               {"trace", "FILE", "write one JSON line per delivery: id, src, dst, kind, inject, eject, hops"},
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
