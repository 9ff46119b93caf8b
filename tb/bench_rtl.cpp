// Throughput of the RTL-versus-model comparison (a benchmark, not a test): vectors per second of the
// golden model alone (drawing requests and computing the expected responses) beside campaigns of the
// verilated node compared with the model, on one thread and on every hardware thread; for each, its
// ratio to the model alone, and the one-thread comparison against its target.
// Usage: bench_rtl [VECTORS] (default 4,000,000; at least 20,000, one configuration's worth).
#include <chrono>
#include <cstdio>
#include <cstring>
#include <optional>
#include <random>
#include <thread>

#include "cpp_model/errors.h"
#include "sim/node/campaign.h"
#include "sim/verilated_env.h"

int main(int argc, char** argv) {
  using namespace hc::rtl;
  constexpr uint64_t kPerConfig = 20000;  // vectors per configuration
  if (argc == 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
    std::printf("usage: %s [VECTORS]\n"
                "Vectors per second of the golden model alone and of the verilated node compared with it\n"
                "(one thread, every thread, with bubbles and back-pressure), each with its ratio to the\n"
                "model alone and the one-thread target. VECTORS: at least %llu (default 4000000).\n"
                "Exit status 0: no mismatch; 1: a mismatch; 2: a bad argument or HC_VERILATOR_ARGS.\n",
                argv[0], static_cast<unsigned long long>(kPerConfig));
    return 0;
  }
  if (argc > 2) {
    std::fprintf(stderr, "usage: %s [VECTORS]\n", argv[0]);
    return 2;
  }
  const std::optional<uint64_t> given = argc == 2 ? parse_count(argv[1]) : std::optional<uint64_t>(4000000);
  if (!given || *given < kPerConfig) {
    std::fprintf(stderr, "%s: VECTORS must be a whole number of at least %llu, not '%s' (see --help)\n", argv[0],
                 static_cast<unsigned long long>(kPerConfig), argv[1]);
    return 2;
  }
  const uint64_t vectors = *given;
  try {
    env_args();  // HC_VERILATOR_ARGS, checked before any model is made
  } catch (const hc::Error& e) {
    std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
    return 2;
  }
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  CampaignOptions o;
  o.vectors_per_config = kPerConfig;
  o.configs = vectors / kPerConfig;

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
