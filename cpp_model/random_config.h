// Random valid configurations for test and comparison campaigns.
#pragma once

#include <random>

#include "cpp_model/config.h"

namespace hc {

/// A uniformly drawn r = 1..max_dims, then per dimension m uniform in 2..15 and rho uniform in
/// 1..floor(m/2); drawn again until the total degree is at most 16 and N at most max_nodes.
Hypercycle random_hypercycle(std::mt19937_64& rng, int max_dims = kMaxDims, Node max_nodes = 50625);

}  // namespace hc
