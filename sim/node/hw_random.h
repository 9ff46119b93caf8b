// Random configuration registers for the benches: any register values, or a valid hypercycle's
// registers at a random node. Each draws from the generator in a fixed order, so that a seed gives
// the same configurations in every bench that uses them.
#pragma once

#include <random>

#include "cpp_model/config.h"
#include "sim/node/hw_types.h"

namespace hc::rtl {

/// Any register values, mostly invalid: r = rng() % 8, then per dimension m, rho and the own digit,
/// each rng() % 16.
HwConfig random_registers(std::mt19937_64& rng);

/// g's registers at a node drawn uniformly from 0 .. N-1.
HwConfig random_placement(const Hypercycle& g, std::mt19937_64& rng);

}  // namespace hc::rtl
