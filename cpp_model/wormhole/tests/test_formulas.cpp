#include <gtest/gtest.h>

#include <cmath>

#include "cpp_model/wormhole/formulas.h"

namespace hc::wormhole {
namespace {

TEST(WormholeFormulas, Lemma1HoSteps) {
  // T(1) = 1, T(2) = T(3) = 2, T(4..6) = 3, then T(d) = T(d-3) + 1 (equality); T(0) = 0 (no call).
  const int expected[] = {0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8};
  for (int d = 0; d <= kMaxN; ++d) EXPECT_EQ(ho_steps(d), expected[d]) << d;
  for (int d = 7; d <= kMaxN; ++d) EXPECT_EQ(ho_steps(d), ho_steps(d - 3) + 1) << d;
  EXPECT_THROW(ho_steps(-1), ParamError);
  EXPECT_THROW(ho_steps(kMaxN + 1), ParamError);
}

TEST(WormholeFormulas, LowerBoundOfTheorem1) {
  // Table 1's rows: ceil(n / log2(m+1)).
  EXPECT_EQ(lower_bound(8, 2), 6);
  EXPECT_EQ(lower_bound(8, 4), 4);
  EXPECT_EQ(lower_bound(8, 6), 3);
  EXPECT_EQ(lower_bound(8, 8), 3);
  EXPECT_EQ(lower_bound(12, 2), 8);
  EXPECT_EQ(lower_bound(12, 6), 5);
  EXPECT_EQ(lower_bound(12, 12), 4);
  EXPECT_EQ(lower_bound(16, 2), 11);
  EXPECT_EQ(lower_bound(16, 8), 6);
  EXPECT_EQ(lower_bound(16, 16), 4);
  EXPECT_EQ(lower_bound(20, 2), 13);
  EXPECT_EQ(lower_bound(20, 8), 7);
  EXPECT_EQ(lower_bound(20, 14), 6);
  EXPECT_EQ(lower_bound(20, 20), 5);
  // m + 1 a power of two: exactly n / log2(m+1) when it divides.
  EXPECT_EQ(lower_bound(6, 3), 3);
  EXPECT_EQ(lower_bound(12, 7), 4);
  EXPECT_EQ(lower_bound(16, 15), 4);
  EXPECT_EQ(lower_bound(1, 1), 1);
}

TEST(WormholeFormulas, LowerBoundMatchesFloatingFormulaExhaustively) {
  for (int n = 1; n <= kMaxN; ++n)
    for (int m = 1; m <= n; ++m) {
      const double x = n / std::log2(m + 1.0);
      const int lb = lower_bound(n, m);
      EXPECT_EQ(lb, static_cast<int>(std::ceil(x - 1e-9))) << n << " " << m;
      // The defining property: (m+1)^lb >= 2^n > (m+1)^(lb-1).
      EXPECT_GE(std::pow(m + 1.0, lb), std::ldexp(1.0, n));
      EXPECT_LT(std::pow(m + 1.0, lb - 1), std::ldexp(1.0, n));
    }
}

TEST(WormholeFormulas, Example1CubeSplit) {
  // Example 1: Q_8, m = 3: k = r = 2, T(8,3) = 2 T(3) + T(2) = 6.
  EXPECT_EQ(cube_split(8, 3).k, 2);
  EXPECT_EQ(cube_split(8, 3).r, 2);
  EXPECT_EQ(cube_steps(8, 3), 6);
}

TEST(WormholeFormulas, Example2GraySplit) {
  // Example 2: n = 5, m = 3: s = 2, k' = 2, r' = 1, alpha = 1, 3 steps.
  GraySplit g = gray_split(5, 3);
  EXPECT_EQ(g.s, 2);
  EXPECT_EQ(g.kp, 2);
  EXPECT_EQ(g.rp, 1);
  EXPECT_EQ(gray_steps(5, 3), 3);
}

TEST(WormholeFormulas, SplitsAreDivisionsWithRemainder) {
  for (int n = 1; n <= kMaxN; ++n)
    for (int m = 1; m <= n; ++m) {
      CubeSplit c = cube_split(n, m);
      GraySplit g = gray_split(n, m);
      EXPECT_EQ(c.k * m + c.r, n);
      EXPECT_LT(c.r, m);
      EXPECT_LE((1 << g.s) - 1, m);        // a Gray path over s dimensions fits in m links
      EXPECT_GT((1 << (g.s + 1)) - 1, m);  // and s is the largest such
      EXPECT_EQ(g.kp * g.s + g.rp, n);
      EXPECT_LT(g.rp, g.s);
      EXPECT_EQ(cube_steps(n, m), c.k * ho_steps(m) + ho_steps(c.r));
      EXPECT_EQ(gray_steps(n, m), g.kp + (g.rp ? 1 : 0));
    }
  EXPECT_EQ(cube_steps(20, 16), 10);  // 1 T(16) + T(4) = 7 + 3
  EXPECT_EQ(gray_steps(20, 8), 7);    // s = 3: 6 + 1
}

TEST(WormholeFormulas, RejectsBadParameters) {
  EXPECT_THROW(check_params(0, 1), ParamError);
  EXPECT_THROW(check_params(kMaxN + 1, 2), ParamError);
  EXPECT_THROW(check_params(8, 0), ParamError);
  EXPECT_THROW(check_params(8, 9), ParamError);
  EXPECT_THROW(lower_bound(4, 5), ParamError);
  EXPECT_THROW(gray_split(3, -1), ParamError);
  EXPECT_THROW(floor_log2(0), ParamError);
  EXPECT_NO_THROW(check_params(kMaxN, kMaxN));
  EXPECT_NO_THROW(check_params(1, 1));
  EXPECT_EQ(floor_log2(1), 0);
  EXPECT_EQ(floor_log2(7), 2);
  EXPECT_EQ(floor_log2(8), 3);
  try {
    check_params(8, 9);
    FAIL();
  } catch (const Error& e) {  // a typed hc::Error with an actionable message
    EXPECT_STREQ(e.what(), "w-path length m must be between 1 and n = 8, got 9");
  }
}

}  // namespace
}  // namespace hc::wormhole
