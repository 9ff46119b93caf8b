#include "cpp_model/cli/noc_options.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>

#include "cpp_model/noc/patterns.h"

namespace hc::cli {

std::vector<Option> noc_options(bool with_rate, long default_warmup, long default_cycles) {
  std::string patterns;
  for (const auto& [name, help] : noc::pattern_list()) patterns += "\n    " + name + ": " + help;
  std::vector<Option> o = {
      {"traffic", "PATTERN", "destinations (default uniform):" + patterns},
  };
  if (with_rate) o.push_back({"rate", "R", "offered load in flits per node per clock, Bernoulli arrivals (default 0.1)"});
  std::vector<Option> rest = {
      {"len", "L|S,L", "flits per packet (default 1); S,L: bimodal, L flits with probability --long-fraction"},
      {"long-fraction", "F", "bimodal lengths (--len S,L): share of long packets (default 0.5)"},
      {"bcast-fraction", "F", "share of packets that are broadcasts (default 0)"},
      {"hotspots", "LIST", "hotspot pattern: the hotspot nodes (default 0)"},
      {"hotspot-fraction", "F", "hotspot pattern: share of packets sent to a hotspot (default 0.2)"},
      {"seed", "S", "random seed of the sources (default 1)"},
      {"warmup", "W", "clocks before the measurement window (default " + std::to_string(default_warmup) + ")"},
      {"cycles", "C", "clocks of the measurement window (default " + std::to_string(default_cycles) + ")"},
      {"dims", "N", "dimensions the switches' headers address, at least r (default 4)"},
      {"vcs", "N", "virtual channels per port (default 2; 1 only where every rho = m/2, no dateline needed)"},
      {"buf-depth", "N", "flits per virtual channel (default 8)"},
      {"max-len", "N", "longest packet the switches take (default 8)"},
      {"data-w", "N", "bits per flit, a head's header included (5 + 8 Dims..64; default 64)"},
      {"watchdog", "K", "clocks without a flit moving, injected or ejected, while packets are due, that make a "
                        "deadlock (at least " + std::to_string(noc::kMinWatchdog) + "; default 1000)"},
      {"no-dateline", "", "put every hop in virtual-channel class 0 (shows the deadlock datelines prevent)"},
  };
  o.insert(o.end(), rest.begin(), rest.end());
  return o;
}

noc::NocParams noc_params_from(const Args& args) {
  noc::NocParams p;
  p.dims = static_cast<int>(args.integer("dims", 1, kMaxDims, p.dims));
  p.vcs = static_cast<int>(args.integer("vcs", 1, 16, p.vcs));
  p.buf_depth = static_cast<int>(args.integer("buf-depth", 1, 64, p.buf_depth));
  p.max_len = static_cast<int>(args.integer("max-len", 1, noc::kMaxLenField, p.max_len));
  p.data_w = static_cast<int>(args.integer("data-w", 1, noc::kMaxDataBits, p.data_w));
  p.check();
  return p;
}

noc::RunSpec run_spec_from(const Args& args, const noc::NocParams& p, const Hypercycle& g, long default_warmup,
                           long default_cycles) {
  noc::RunSpec spec;
  noc::TrafficSpec& t = spec.traffic;
  t.pattern = args.str("traffic", "uniform");
  // Any number: the traffic's own check says what a rate must be, in one wording for every bad value.
  t.rate = args.real("rate", -std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(), 0.1);
  if (args.has("len")) {
    std::vector<int> lens = args.int_list("len", 1, noc::kMaxLenField);
    if (lens.size() > 2) throw UsageError("--len takes one length or two (short,long)");
    t.len = lens[0];
    if (lens.size() == 2) t.long_len = lens[1];
  }
  if (args.has("long-fraction") && t.long_len == 0)
    throw UsageError("--long-fraction goes with a bimodal --len S,L");
  t.long_fraction = args.real("long-fraction", 0.0, 1.0, 0.5);
  t.bcast_fraction = args.real("bcast-fraction", 0.0, 1.0, 0.0);
  if (t.pattern != "hotspot" && (args.has("hotspots") || args.has("hotspot-fraction")))
    throw UsageError("--hotspots and --hotspot-fraction go with --traffic hotspot");
  if (args.has("hotspots")) t.pattern_options.hotspots = args.int_list("hotspots", 0, static_cast<int>(g.nodes() - 1));
  t.pattern_options.hotspot_fraction = args.real("hotspot-fraction", 0.0, 1.0, 0.2);
  t.seed = static_cast<uint64_t>(args.integer("seed", 0, std::numeric_limits<long>::max(), 1));
  spec.warmup = args.integer("warmup", 0, 100000000, default_warmup);
  spec.cycles = args.integer("cycles", 1, 100000000, default_cycles);
  spec.watchdog = static_cast<int>(args.integer("watchdog", noc::kMinWatchdog, 1000000, 1000));
  spec.no_dateline = args.has("no-dateline");
  t.check(p.max_len);
  noc::make_pattern(t.pattern, g, t.pattern_options);  // refuses a pattern that does not apply to g
  return spec;
}

nlohmann::json params_json(const noc::NocParams& p) {
  return {{"dims", p.dims}, {"vcs", p.vcs}, {"buf_depth", p.buf_depth}, {"max_len", p.max_len}, {"data_w", p.data_w}};
}

nlohmann::json traffic_json(const noc::RunSpec& s) {
  const noc::TrafficSpec& t = s.traffic;
  nlohmann::json j = {{"pattern", t.pattern}, {"rate", t.rate}, {"len", t.len}, {"bcast_fraction", t.bcast_fraction},
                      {"seed", t.seed}, {"warmup", s.warmup}, {"cycles", s.cycles}, {"no_dateline", s.no_dateline}};
  if (t.long_len) {
    j["long_len"] = t.long_len;
    j["long_fraction"] = t.long_fraction;
  }
  if (t.pattern == "hotspot") {
    j["hotspots"] = t.pattern_options.hotspots;
    j["hotspot_fraction"] = t.pattern_options.hotspot_fraction;
  }
  return j;
}

nlohmann::json latency_json(const noc::LatencySummary& s) {
  return {{"count", s.count}, {"avg", s.avg}, {"p50", s.p50}, {"p90", s.p90}, {"p99", s.p99}, {"max", s.max}};
}

void progress_line(double fraction, const std::string& what) {
  if (!isatty(STDERR_FILENO)) {
    using Clock = std::chrono::steady_clock;
    static Clock::time_point last = Clock::now();
    if (Clock::now() - last < std::chrono::seconds(30)) return;
    last = Clock::now();
    std::fprintf(stderr, "progress: %.0f %%, %s\n", 100 * std::min(1.0, std::max(0.0, fraction)), what.c_str());
    std::fflush(stderr);
    return;
  }
  const int width = 30;
  const int done = static_cast<int>(std::min(1.0, std::max(0.0, fraction)) * width);
  std::fprintf(stderr, "\r[%s%s] %s   ", std::string(static_cast<size_t>(done), '#').c_str(),
               std::string(static_cast<size_t>(width - done), ' ').c_str(), what.c_str());
  std::fflush(stderr);
}

void progress_done() {
  if (isatty(STDERR_FILENO)) std::fprintf(stderr, "\n");
}

}  // namespace hc::cli
