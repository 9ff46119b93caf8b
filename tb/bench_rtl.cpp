// Throughput of the RTL-versus-model comparison (a benchmark, not a test): vectors per second of the
// golden model alone (drawing requests and computing expected responses), of the verilated node
// compared with those expectations at full rate, and of a campaign with bubbles and back-pressure.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "sim/campaign.h"

namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace hc::rtl;
  const uint64_t vectors = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 2000000;
  constexpr uint64_t kPerConfig = 20000;
  std::mt19937_64 rng(1);
  std::vector<HwConfig> configs;
  while (configs.size() * kPerConfig < vectors) {
    HwConfig c = draw_config(rng);
    if (expected_error_bits(c) == 0) configs.push_back(c);
  }

  auto t = std::chrono::steady_clock::now();
  std::vector<VectorSet> sets;
  for (const HwConfig& c : configs) sets.push_back(draw_vectors(HwView(c), rng, kPerConfig));
  const double model = seconds_since(t);

  RtlNode node;
  StreamChecker full(node, 2, 1.0, 1.0);
  t = std::chrono::steady_clock::now();
  for (size_t i = 0; i < configs.size(); ++i) {
    node.configure(configs[i]);
    for (size_t k = 0; k < sets[i].routes.size(); ++k) full.add_route(sets[i].routes[k], sets[i].route_expected[k]);
    for (size_t k = 0; k < sets[i].bcasts.size(); ++k) full.add_bcast(sets[i].bcasts[k], sets[i].bcast_expected[k]);
    full.run();
  }
  const double rtl = seconds_since(t);
  const uint64_t compared = full.stats().route_vectors + full.stats().bcast_vectors;

  CampaignOptions o;
  o.configs = configs.size();
  o.vectors_per_config = kPerConfig;
  CampaignResult camp = run_campaign(node, o);

  std::printf("model only (draw + expected responses): %12.0f vectors/s\n", static_cast<double>(compared) / model);
  std::printf("RTL compared with the model, full rate: %12.0f vectors/s  (%llu vectors, %llu clocks, %llu mismatches)\n",
              static_cast<double>(compared) / rtl, static_cast<unsigned long long>(compared),
              static_cast<unsigned long long>(full.stats().cycles),
              static_cast<unsigned long long>(full.stats().mismatches));
  std::printf("campaign with bubbles and back-pressure: %11.0f vectors/s  (model included)\n",
              static_cast<double>(camp.vectors) / camp.seconds);
  return full.stats().mismatches == 0 && camp.mismatches == 0 ? 0 : 1;
}
