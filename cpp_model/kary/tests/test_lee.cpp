// Hamming and Lee weight and distance (paper 001, Defs. 2.1.1, 2.1.2, Example 2.1.1).
#include <gtest/gtest.h>

#include "cpp_model/kary/cube.h"
#include "cpp_model/kary/lee.h"

namespace hc::kary {
namespace {

TEST(KaryLee, Example211) {
  // k = 5, n = 6, A = (3 0 1 2 3 4), B = (3 0 4 0 0 0); the order of the tuple does not matter.
  const Digits a{3, 0, 1, 2, 3, 4}, b{3, 0, 4, 0, 0, 0};
  EXPECT_EQ(difference(a, b, 5), (Digits{0, 0, 2, 2, 3, 4}));
  EXPECT_EQ(hamming_distance(a, b, 5), 4);
  EXPECT_EQ(lee_distance(a, b, 5), 7);  // 0 + 0 + 2 + 2 + 2 + 1
  EXPECT_EQ(hamming_weight(difference(a, b, 5), 5), 4);
  EXPECT_EQ(lee_weight(difference(a, b, 5), 5), 7);
}

TEST(KaryLee, DigitWeights) {
  std::vector<int> w4, w5;
  for (int a = 0; a < 4; ++a) w4.push_back(lee_weight_digit(a, 4));
  for (int a = 0; a < 5; ++a) w5.push_back(lee_weight_digit(a, 5));
  EXPECT_EQ(w4, (std::vector<int>{0, 1, 2, 1}));
  EXPECT_EQ(w5, (std::vector<int>{0, 1, 2, 2, 1}));
}

// "For k = 2 and 3 the Lee and Hamming distances are equal; for k > 3 the Lee distance is >= the
// Hamming distance": every pair of 3-digit tuples, k = 2 .. 7.
TEST(KaryLee, LeeVersusHammingExhaustive) {
  for (int k = 2; k <= 7; ++k) {
    bool some_greater = false;
    const Cube c(k, 3);
    for (Node x = 0; x < c.nodes(); ++x)
      for (Node y = 0; y < c.nodes(); ++y) {
        int dl = lee_distance(c.digits(x), c.digits(y), k), dh = hamming_distance(c.digits(x), c.digits(y), k);
        ASSERT_EQ(dl, c.lee(x, y));
        if (k <= 3)
          ASSERT_EQ(dl, dh) << k;
        else
          ASSERT_GE(dl, dh) << k;
        some_greater = some_greater || dl > dh;
      }
    EXPECT_EQ(some_greater, k > 3) << k;
  }
}

TEST(KaryLee, RejectsBadInput) {
  EXPECT_THROW(lee_weight_digit(5, 5), CubeError);
  EXPECT_THROW(lee_weight_digit(-1, 5), CubeError);
  EXPECT_THROW(lee_weight({1}, 1), CubeError);
  EXPECT_THROW(lee_weight({1}, 16), CubeError);
  EXPECT_THROW(lee_weight({}, 5), CubeError);
  EXPECT_THROW(lee_distance({1, 2}, {1}, 5), CubeError);
  EXPECT_THROW(hamming_distance({1, 7}, {1, 2}, 5), CubeError);
}

}  // namespace
}  // namespace hc::kary
