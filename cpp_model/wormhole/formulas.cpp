#include "cpp_model/wormhole/formulas.h"

#include <string>

namespace hc::wormhole {

void check_params(int n, int m) {
  if (n < 1 || n > kMaxN)
    throw ParamError("cube dimension n must be between 1 and " + std::to_string(kMaxN) + ", got " + std::to_string(n));
  if (m < 1 || m > n)
    throw ParamError("w-path length m must be between 1 and n = " + std::to_string(n) + ", got " + std::to_string(m));
}

int floor_log2(int x) {
  if (x < 1) throw ParamError("floor_log2 needs x >= 1, got " + std::to_string(x));
  int l = 0;
  while (x >>= 1) ++l;
  return l;
}

int lower_bound(int n, int m) {
  check_params(n, m);
  // (m+1)^t >= 2^n, with the power capped at 2^n so that it never overflows.
  const int64_t target = int64_t{1} << n;
  int64_t power = 1;
  int t = 0;
  while (power < target) {
    power *= m + 1;
    ++t;
  }
  return t;
}

int ho_steps(int d) {
  if (d < 0 || d > kMaxN)
    throw ParamError("Lemma 1's T(d) is defined here for 0 <= d <= " + std::to_string(kMaxN) + ", got " +
                     std::to_string(d));
  static constexpr int kBase[] = {0, 1, 2, 2, 3, 3, 3};
  int extra = 0;
  while (d >= 7) {
    d -= 3;
    ++extra;
  }
  return kBase[d] + extra;
}

CubeSplit cube_split(int n, int m) {
  check_params(n, m);
  return {n / m, n % m};
}

GraySplit gray_split(int n, int m) {
  check_params(n, m);
  const int s = floor_log2(m + 1);
  return {s, n / s, n % s};
}

int cube_steps(int n, int m) {
  CubeSplit c = cube_split(n, m);
  return c.k * ho_steps(m) + ho_steps(c.r);
}

int gray_steps(int n, int m) {
  GraySplit g = gray_split(n, m);
  return g.kp + (g.rp > 0 ? 1 : 0);
}

}  // namespace hc::wormhole
