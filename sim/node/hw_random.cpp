#include "sim/node/hw_random.h"

namespace hc::rtl {

HwConfig random_registers(std::mt19937_64& rng) {
  HwConfig c;
  c.r = static_cast<int>(rng() % 8);
  for (int i = 0; i < kMaxDims; ++i) {
    c.m[i] = static_cast<int>(rng() % 16);
    c.rho[i] = static_cast<int>(rng() % 16);
    c.own[i] = static_cast<int>(rng() % 16);
  }
  return c;
}

HwConfig random_placement(const Hypercycle& g, std::mt19937_64& rng) {
  return HwConfig::of(g, std::uniform_int_distribution<Node>(0, g.nodes() - 1)(rng));
}

}  // namespace hc::rtl
