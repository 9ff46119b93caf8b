// Throughput of the RTL-versus-model comparison (a benchmark, not a test): vectors per second of the
// golden model alone (drawing requests and computing the expected responses) beside campaigns of the
// verilated node compared with the model, on one thread and on every hardware thread; for each, its
// ratio to the model alone, and the one-thread comparison against its target.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <thread>

#include "sim/node/campaign.h"

int main(int argc, char** argv) {
  using namespace hc::rtl;
  const uint64_t vectors = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 4000000;
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  CampaignOptions o;
  o.vectors_per_config = 20000;
  o.configs = std::max<uint64_t>(1, vectors / o.vectors_per_config);

  std::mt19937_64 rng(o.seed);
  uint64_t drawn = 0;
  const auto t = std::chrono::steady_clock::now();
  while (drawn < vectors) drawn += draw_vectors(HwView(draw_config(rng)), rng, o.vectors_per_config).routes.size() * 2;
  const double model = std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  std::printf("golden model alone (draw + expected responses), 1 thread: %10.0f vectors/s\n",
              static_cast<double>(drawn) / model);

  constexpr double kTarget = 5e6;  // vectors/s, one request per clock per stream, one thread
  bool ok = true;
  auto report = [&](const char* what, double p, unsigned threads) {
    o.p_valid = o.p_ready = p;
    o.threads = threads;
    CampaignResult r = run_campaign(o);
    ok = ok && r.mismatches == 0;
    const double rate = static_cast<double>(r.vectors) / r.seconds;
    std::printf("RTL compared with the model, %-28s %u thread%s: %10.0f vectors/s  "
                "(%.2f of the one-thread model alone; "
                "%llu vectors, %llu mismatches)\n",
                what, threads, threads == 1 ? ", " : "s,", rate, rate * model / static_cast<double>(drawn),
                static_cast<unsigned long long>(r.vectors), static_cast<unsigned long long>(r.mismatches));
    return rate;
  };
  const double one = report("one request per clock,", 1.0, 1);
  std::printf("  target on one thread: %.0f M vectors/s: %s\n", kTarget / 1e6, one >= kTarget ? "met" : "missed");
  report("one request per clock,", 1.0, cores);
  report("bubbles and back-pressure 0.9,", 0.9, cores);
  return ok ? 0 : 1;
}
