// Golden-model speed: the 15^4 broadcast simulation and next_port decisions per second.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "cpp_model/network.h"
#include "cpp_model/random_config.h"
#include "cpp_model/routing.h"

namespace {

void BM_Broadcast15To4(benchmark::State& state) {
  hc::Hypercycle g({15, 15, 15, 15}, {1, 1, 1, 1});
  for (auto _ : state) {
    hc::BroadcastRun run = hc::simulate_broadcast(g, 0);
    benchmark::DoNotOptimize(run.steps);
  }
  state.SetItemsProcessed(state.iterations() * g.nodes());
  state.SetLabel("N = 50625, items = node receptions");
}
BENCHMARK(BM_Broadcast15To4)->Unit(benchmark::kMillisecond);

// Decisions on digits (the hardware's view) for a fixed table of random (cur, dst) pairs.
void next_port_bench(benchmark::State& state, const hc::Hypercycle& g) {
  std::mt19937_64 rng(1);
  std::uniform_int_distribution<hc::Node> node(0, g.nodes() - 1);
  std::uniform_int_distribution<int> mask(0, 0xFFFF);
  constexpr size_t kPairs = 4096;
  std::vector<hc::Digits> cur(kPairs), dst(kPairs);
  std::vector<uint16_t> avail(kPairs);
  for (size_t i = 0; i < kPairs; ++i) {
    cur[i] = hc::digits_of(g, node(rng));
    dst[i] = hc::digits_of(g, node(rng));
    avail[i] = static_cast<uint16_t>(mask(rng));
  }
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(hc::next_port(g, cur[i], dst[i], avail[i]));
    i = (i + 1) & (kPairs - 1);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel(g.notation() + ", items = decisions");
}

void BM_NextPort15To4(benchmark::State& state) { next_port_bench(state, hc::Hypercycle({15, 15, 15, 15}, {1, 1, 1, 1})); }
BENCHMARK(BM_NextPort15To4);

void BM_NextPortMixed(benchmark::State& state) { next_port_bench(state, hc::Hypercycle({7, 12, 3, 9}, {3, 2, 1, 1})); }
BENCHMARK(BM_NextPortMixed);

// Decisions on node indices, including the conversion to digits.
void BM_NextPortIndices(benchmark::State& state) {
  hc::Hypercycle g({15, 15, 15, 15}, {1, 1, 1, 1});
  std::mt19937_64 rng(2);
  std::uniform_int_distribution<hc::Node> node(0, g.nodes() - 1);
  constexpr size_t kPairs = 4096;
  std::vector<hc::Node> cur(kPairs), dst(kPairs);
  for (size_t i = 0; i < kPairs; ++i) cur[i] = node(rng), dst[i] = node(rng);
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(hc::next_port(g, cur[i], dst[i], 0xFFFF));
    i = (i + 1) & (kPairs - 1);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("node indices, items = decisions");
}
BENCHMARK(BM_NextPortIndices);

}  // namespace

BENCHMARK_MAIN();
