// Total exchange in n stages and its lower bounds (paper 001, Sec. 3.6, Props. 3.6.1 - 3.6.5).
#pragma once

#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/simulator.h"

namespace hc::kary {

/// Largest cube simulated (k^n (k^n - 1) packets).
inline constexpr Node kMaxExchangeNodes = 2048;

/// D(G) of Prop. 3.6.1: the sum of the Lee distances from node `from` to every node. Throws CubeError
/// for a bad node.
int64_t distance_sum(const Cube& cube, Node from);

/// L of Prop. 3.6.2 as printed: (k^2 - 1)/4 for odd k, k^2/4 for even k. Throws CubeError for a bad k.
int64_t ring_bound(int k);

/// One stage (direction dim + 1): steps of the clockwise (+1) and counterclockwise (-1) phases, and
/// the fewest and most packets a node kept at the end of the stage (received in it).
struct ExchangeStage {
  int dim = 0;
  int cw_steps = 0;
  int ccw_steps = 0;
  int64_t received_min = 0;
  int64_t received_max = 0;
};

struct ExchangeResult {
  int64_t distance_sum = 0;  ///< D(G) from node 0, summed
  int64_t ring_sum = 0;      ///< sum of the Lee weights of 0 .. k-1 (Prop. 3.6.2's corollary)
  SimReport sim;
  std::vector<ExchangeStage> stages;
  std::vector<Claim> claims;
};

/// Stage i = 1 .. n: in every ring of direction i, every node sends each packet whose destination digit
/// a_i differs from its own along the shorter way of the ring (clockwise, +1, on a tie), first all the
/// clockwise ones, then the counterclockwise ones; a node sends one packet per step (one-port), its own
/// farthest first, then what it relays. Throws CubeError beyond kMaxExchangeNodes.
ExchangeResult total_exchange(const Cube& cube);

}  // namespace hc::kary
