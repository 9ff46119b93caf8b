// The exhaustive one-dimensional vector sets: for one configuration, every destination digit the
// router's request can carry, and every message the broadcast unit's request can carry, with the
// answers the model gives, and one configuration per rule a configuration can break. The RTL harnesses
// and the fault grader run them.
#pragma once

#include <random>
#include <vector>

#include "sim/node/campaign.h"
#include "sim/node/hw_reference.h"

namespace hc::rtl {

/// Every destination digit 0..15 in dimension dim (0-based; those >= m are errors), the digits below
/// random and in range, those above the node's own: with every port free, with the chosen port busy
/// (a wait) where a port is chosen, with a random mask, and, where r < 4, with a nonzero digit in a
/// random unused dimension (an error).
VectorSet route_exhaustive(const HwView& v, std::mt19937_64& rng, int dim = 0);

/// One configuration per rule a configuration can break (each bit of RegError, docs/registers.md),
/// some several times (r too large, m_i and rho_i too small and too large, the degree above 16, own
/// digits out of range in and above r).
std::vector<HwConfig> invalid_configs();

/// The origin, and every (wd, wc, in_port) the request fields can carry: wd 0..7, wc 0..15, in_port
/// 0..15.
VectorSet bcast_every_input(const HwView& v);

}  // namespace hc::rtl
