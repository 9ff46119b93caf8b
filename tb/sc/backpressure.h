// Response-side back-pressure: drives route_resp_ready and bcast_resp_ready with independent random
// coins. The chance of taking a response changes every few hundred clocks, from always ready to
// mostly stalled, so that the node's output registers fill, hold and drain in every pattern.
#pragma once

#include <systemc>

#include <cstdint>
#include <random>

#include "tb/sc/wires.h"

namespace hc::sctb {

class BackPressure : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk{"clk"};
  sc_core::sc_out<bool> route_resp_ready{"route_resp_ready"};
  sc_core::sc_out<bool> bcast_resp_ready{"bcast_resp_ready"};

  SC_HAS_PROCESS(BackPressure);
  BackPressure(sc_core::sc_module_name name, const sc_core::sc_clock& clock, Wires& w, uint64_t seed);

  /// Clocks per phase of one chance of readiness.
  static constexpr int kPhase = 256;

 private:
  void step();

  std::mt19937_64 rng_;
  std::bernoulli_distribution ready_{1.0};
  int left_ = 0;  ///< clocks until the next phase
};

}  // namespace hc::sctb
