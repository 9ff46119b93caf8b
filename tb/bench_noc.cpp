// Speed of the network simulations (a benchmark, not a test): the cycle-exact model and the verilated
// switches, in node-clocks per second, on the 8x8 torus with uniform traffic and on the full 15^4 network.
#include <benchmark/benchmark.h>

#include <cstdio>

#include "cpp_model/errors.h"
#include "cpp_model/noc/network_model.h"
#include "cpp_model/noc/run.h"
#include "sim/noc/rtl_noc.h"
#include "sim/verilated_env.h"

namespace {

template <class Dut>
void run(benchmark::State& state, const hc::Hypercycle& g, double rate, int64_t cycles) {
  const hc::noc::NocParams p = hc::rtl::RtlSwitch::params();
  hc::noc::RunSpec spec;
  spec.traffic.rate = rate;
  spec.cycles = cycles;
  int64_t node_clocks = 0;
  for (auto _ : state) {
    Dut dut(g, p);
    hc::noc::RunResult r = hc::noc::run_network(dut, g, p, spec);
    if (!r.ok()) state.SkipWithError("the run failed");
    node_clocks += r.clocks * g.nodes();
  }
  state.counters["node_clocks_per_s"] = benchmark::Counter(static_cast<double>(node_clocks), benchmark::Counter::kIsRate);
}

const hc::Hypercycle kTorus({8, 8}, {1, 1});
const hc::Hypercycle kFull({15, 15, 15, 15}, {1, 1, 1, 1});

void BM_ModelTorus8x8(benchmark::State& s) {
  run<hc::noc::NetworkModel>(s, kTorus, static_cast<double>(s.range(0)) / 100.0, 20000);
}
void BM_RtlTorus8x8(benchmark::State& s) {
  run<hc::rtl::RtlNetwork>(s, kTorus, static_cast<double>(s.range(0)) / 100.0, 2000);
}
void BM_ModelFull15To4(benchmark::State& s) { run<hc::noc::NetworkModel>(s, kFull, 0.1, 200); }

BENCHMARK(BM_ModelTorus8x8)->Arg(10)->Arg(30)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RtlTorus8x8)->Arg(10)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ModelFull15To4)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

// Google Benchmark's main, with HC_VERILATOR_ARGS checked before any model is made: a word it refuses
// is one line and exit status 2, not a throw out of a benchmark.
int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  try {
    hc::rtl::env_args();
  } catch (const hc::Error& e) {
    std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
    return 2;
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
