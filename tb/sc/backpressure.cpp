#include "tb/sc/backpressure.h"

#include <array>

namespace hc::sctb {

namespace {

// Chances that a response is taken in a clock; always ready is drawn most often so that the
// node's full throughput is exercised too.
constexpr std::array<double, 6> kReadyChance = {1.0, 1.0, 0.9, 0.6, 0.3, 0.1};

}  // namespace

BackPressure::BackPressure(sc_core::sc_module_name name, const sc_core::sc_clock& clock, Wires& w, uint64_t seed)
    : sc_core::sc_module(name), rng_(seed) {
  clk(clock);
  route_resp_ready(w.route_resp_ready);
  bcast_resp_ready(w.bcast_resp_ready);
  SC_METHOD(step);
  sensitive << clk.pos();  // also runs once at the start, so ready is driven from time 0
}

void BackPressure::step() {
  if (left_-- == 0) {
    ready_ = std::bernoulli_distribution(kReadyChance[rng_() % kReadyChance.size()]);
    left_ = kPhase - 1;
  }
  route_resp_ready.write(ready_(rng_));
  bcast_resp_ready.write(ready_(rng_));
}

}  // namespace hc::sctb
