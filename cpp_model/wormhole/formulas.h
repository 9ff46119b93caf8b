// Closed forms of paper 002: the lower bound (Thm 1), Ho's T(n) (Lemma 1), the cube-based count
// (Thm 2) and the Gray-code-based count (Thm 3) for broadcast in Q_n with w-path length m.
#pragma once

#include <cstdint>

#include "cpp_model/wormhole/errors.h"

namespace hc::wormhole {

/// Largest cube dimension the model handles: Q_20 has 2^20 nodes, simulated in a few MB.
inline constexpr int kMaxN = 20;

using Node = uint32_t;  ///< a node of Q_n: bit i is its coordinate in dimension i (dimension 0 rightmost)

/// Throws ParamError unless 1 <= n <= kMaxN and 1 <= m <= n. The paper asks 1 < m <= n; m = 1 (plain
/// one-link messages) is accepted as the degenerate case both algorithms handle.
void check_params(int n, int m);

/// floor(log2(x)) for x >= 1.
int floor_log2(int x);

/// Thm 1: ceil(n / log2(m+1)), computed exactly as the least t with (m+1)^t >= 2^n.
int lower_bound(int n, int m);

/// Lemma 1: steps of Ho's Basic broadcast in Q_d with w-path length d. T(0) = 0 (no call), T(1) = 1,
/// T(2) = T(3) = 2, T(4) = T(5) = T(6) = 3, and T(d) = T(d-3) + 1 for d >= 7 (the lemma's bound taken
/// as equality, as the paper's own Tc column does). Throws ParamError unless 0 <= d <= kMaxN.
int ho_steps(int d);

/// n = k m + r with k = floor(n/m) (Procedure Cube-based, lines 1-2).
struct CubeSplit {
  int k = 0;  ///< number of full Q_m phases
  int r = 0;  ///< dimensions left for the last Basic call (0: none)
};

/// n = k' s + r' with s = floor(log2(m+1)) (Procedure GC-based, lines 1-3).
struct GraySplit {
  int s = 0;   ///< dimensions one Gray path spans: 2^s - 1 <= m links
  int kp = 0;  ///< k': number of full s-dimension steps
  int rp = 0;  ///< r': dimensions of the last step (0: no last step)
};

CubeSplit cube_split(int n, int m);  ///< validates with check_params
GraySplit gray_split(int n, int m);  ///< validates with check_params

/// Thm 2: Tc(n, m) = k T(m) + T(r).
int cube_steps(int n, int m);

/// Thm 3: Tg(n, m) = k' + (r' > 0 ? 1 : 0).
int gray_steps(int n, int m);

}  // namespace hc::wormhole
