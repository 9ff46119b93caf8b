// Random comparison campaigns of the verilated node against the golden model: random
// configurations (a few invalid), random route and broadcast requests (a few invalid), driven with
// random bubbles and back-pressure through StreamChecker.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "sim/node/hw_reference.h"
#include "sim/node/stream_check.h"

namespace hc::rtl {

struct CampaignOptions {
  uint64_t seed = 1;
  uint64_t configs = 100;
  uint64_t vectors_per_config = 1000;  ///< route and broadcast requests together
  double p_valid = 0.9;                ///< chance per clock that an idle request port starts a request
  double p_ready = 0.9;                ///< chance per clock that a response is taken
  unsigned threads = 1;                ///< verilated nodes run in parallel, each on its own configurations
};

struct CampaignResult {
  uint64_t configs = 0;
  uint64_t vectors = 0;
  uint64_t mismatches = 0;
  uint64_t cycles = 0;
  double seconds = 0;
  std::string first_mismatch;  ///< configuration registers and the failing vector
};

/// The requests of one configuration and their expected responses, drawn from rng.
struct VectorSet {
  std::vector<RouteRequest> routes;
  std::vector<RouteResponse> route_expected;
  std::vector<BcastRequest> bcasts;
  std::vector<BcastResponse> bcast_expected;
};

/// The whole of `text` as a decimal count (a campaign's size or seed on a command line), or nothing:
/// empty, a sign, other characters, or too large.
std::optional<uint64_t> parse_count(const std::string& text);

/// A configuration for a campaign: valid (random_hypercycle, own address random) except for about
/// one in twenty, whose registers are random.
HwConfig draw_config(std::mt19937_64& rng);

/// n requests for configuration v, about half route and half broadcast; most are valid requests,
/// some have out-of-range digits or impossible weights.
VectorSet draw_vectors(const HwView& v, std::mt19937_64& rng, uint64_t n);

/// Runs the campaign: thread t of o.threads draws every o.threads-th configuration from its own
/// generator, seeded from o.seed and t, and drives its own verilated node. progress (if given) is
/// called with the running totals after every configuration, from one thread at a time. Throws
/// hc::Error, before any thread starts, when HC_VERILATOR_ARGS holds a word it refuses (env_args).
CampaignResult run_campaign(const CampaignOptions& o,
                            const std::function<void(const CampaignResult&)>& progress = {});

}  // namespace hc::rtl
