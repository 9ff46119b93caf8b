#include "sim/node/campaign.h"

#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>

#include "cpp_model/random_config.h"
#include "sim/node/hw_random.h"
#include "sim/verilated_env.h"

namespace hc::rtl {

std::optional<uint64_t> parse_count(const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  try {
    return std::stoull(text);
  } catch (const std::out_of_range&) {
    return std::nullopt;
  }
}

HwConfig draw_config(std::mt19937_64& rng) {
  if (rng() % 20 == 0) return random_registers(rng);
  const Hypercycle g = random_hypercycle(rng);
  return random_placement(g, rng);
}

VectorSet draw_vectors(const HwView& v, std::mt19937_64& rng, uint64_t n) {
  VectorSet s;
  const int r = v.graph ? v.graph->r() : kMaxDims;
  s.routes.reserve((n + 1) / 2);
  s.route_expected.reserve((n + 1) / 2);
  s.bcasts.reserve(n / 2);
  s.bcast_expected.reserve(n / 2);
  for (uint64_t i = 0; i < n; ++i) {
    const uint64_t x = rng();
    if (i % 2 == 0) {
      std::array<int, kMaxDims> dst{};
      for (int d = 0; d < r; ++d) dst[d] = static_cast<int>((x >> (8 * d)) % (v.graph ? v.graph->dim(d).m : 16));
      RouteRequest q{(x >> 60) == 0 ? static_cast<uint16_t>(x >> 32) : pack_digits(dst), static_cast<uint16_t>(x >> 40)};
      s.routes.push_back(q);
      s.route_expected.push_back(expected_route(v, q));
    } else {
      BcastRequest q{(x & 15) == 0, 0, 0, 0};
      if (!q.origin && v.graph && (x >> 60) != 0) {  // a message that can arrive: valid weights and port
        const Dimension& d = v.graph->dim(static_cast<int>((x >> 8) % r));
        q.wd = static_cast<int>((x >> 8) % r) + 1;
        q.wc = 1 + static_cast<int>((x >> 16) % d.diameter);
        q.in_port = d.port_base + static_cast<int>((x >> 24) % d.degree);
      } else if (!q.origin) {
        q.wd = static_cast<int>((x >> 8) & 7);
        q.wc = static_cast<int>((x >> 16) & 15);
        q.in_port = static_cast<int>((x >> 24) & 15);
      }
      s.bcasts.push_back(q);
      s.bcast_expected.push_back(expected_bcast(v, q));
    }
  }
  return s;
}

namespace {

// One thread's share: configurations first, first + step, ... of the campaign.
void run_share(const CampaignOptions& o, unsigned thread, CampaignResult& total, std::mutex& lock,
               const std::function<void(const CampaignResult&)>& progress) {
  std::mt19937_64 rng(o.seed + 0x9E3779B97F4A7C15ULL * thread);
  RtlNode node;
  StreamChecker checker(node, rng(), o.p_valid, o.p_ready);
  uint64_t seen_vectors = 0, seen_mismatches = 0, seen_cycles = 0;
  for (uint64_t c = thread; c < o.configs; c += o.threads) {
    HwConfig cfg = draw_config(rng);
    node.configure(cfg);
    HwView view(cfg);
    VectorSet s = draw_vectors(view, rng, o.vectors_per_config);
    checker.add_routes(std::move(s.routes), std::move(s.route_expected));
    checker.add_bcasts(std::move(s.bcasts), std::move(s.bcast_expected));
    checker.run();
    const StreamStats& st = checker.stats();
    std::lock_guard<std::mutex> guard(lock);
    ++total.configs;
    total.vectors += st.route_vectors + st.bcast_vectors - seen_vectors;
    total.cycles += st.cycles - seen_cycles;
    if (st.mismatches > seen_mismatches && total.first_mismatch.empty())
      total.first_mismatch = "configuration " + cfg.str() + ": " + st.first_mismatch;
    total.mismatches += st.mismatches - seen_mismatches;
    seen_vectors = st.route_vectors + st.bcast_vectors;
    seen_mismatches = st.mismatches;
    seen_cycles = st.cycles;
    if (progress) progress(total);
  }
}

}  // namespace

CampaignResult run_campaign(const CampaignOptions& o, const std::function<void(const CampaignResult&)>& progress) {
  env_args();  // HC_VERILATOR_ARGS checked here: the workers' models would throw it where nothing catches
  const auto start = std::chrono::steady_clock::now();
  CampaignResult total;
  std::mutex lock;
  std::vector<std::thread> workers;
  const unsigned threads = std::max(1u, o.threads);
  CampaignOptions shared = o;
  shared.threads = threads;
  for (unsigned t = 0; t < threads; ++t)
    workers.emplace_back(run_share, std::cref(shared), t, std::ref(total), std::ref(lock), std::cref(progress));
  for (std::thread& w : workers) w.join();
  total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return total;
}

}  // namespace hc::rtl
