// k-ary reflected Gray codes (paper 001, Def. 2.3.1, Tables 2.3.1 and 2.3.2).
#include <gtest/gtest.h>

#include "cpp_model/kary/gray.h"

namespace hc::kary {
namespace {

std::vector<std::string> text(const Cube& c, const std::vector<Node>& v) {
  std::vector<std::string> s;
  for (Node x : v) s.push_back(c.format(x));
  return s;
}

using S = std::vector<std::string>;

TEST(KaryGray, Table231) {
  const Cube c1(4, 1), c2(4, 2);
  const GrayCode g1 = gray_code(c1), g2 = gray_code(c2);
  EXPECT_EQ(text(c1, g1.g), (S{"0", "1", "2", "3"}));
  EXPECT_EQ(text(c1, g1.q), (S{"0"}));
  EXPECT_EQ(text(c1, g1.s), (S{"1", "2", "3"}));
  EXPECT_EQ(text(c2, g2.g),
            (S{"01", "02", "03", "13", "12", "11", "21", "22", "23", "33", "32", "31", "30", "20", "10", "00"}));
  EXPECT_EQ(text(c2, g2.q), (S{"30", "20", "10", "00"}));
  EXPECT_EQ(text(c2, g2.s), (S{"01", "02", "03", "13", "12", "11", "21", "22", "23", "33", "32", "31"}));
}

TEST(KaryGray, Table232) {
  const Cube c2(3, 2), c3(3, 3);
  const GrayCode g2 = gray_code(c2), g3 = gray_code(c3);
  EXPECT_EQ(text(c2, g2.g), (S{"01", "02", "12", "11", "21", "22", "20", "10", "00"}));
  EXPECT_EQ(text(c2, g2.q), (S{"20", "10", "00"}));
  EXPECT_EQ(text(c2, g2.s), (S{"01", "02", "12", "11", "21", "22"}));
  EXPECT_EQ(text(c3, g3.g), (S{"001", "002", "012", "011", "021", "022", "122", "121", "111", "112", "102", "101",
                               "201", "202", "212", "211", "221", "222", "220", "210", "200", "100", "110", "120",
                               "020", "010", "000"}));
  EXPECT_EQ(text(c3, g3.q), (S{"220", "210", "200", "100", "110", "120", "020", "010", "000"}));
  EXPECT_EQ(text(c3, g3.s), (S{"001", "002", "012", "011", "021", "022", "122", "121", "111", "112", "102", "101",
                               "201", "202", "212", "211", "221", "222"}));
}

TEST(KaryGray, BinaryReflectedForRadix2) {
  const Cube c(2, 3);
  EXPECT_EQ(text(c, gray_code(c).g), (S{"001", "011", "111", "101", "100", "110", "010", "000"}));
}

// Sec. 2.3: successive codes and the last and first code are at Lee distance 1, for every k <= 15, n <= 4.
TEST(KaryGray, HamiltonianCycleForEveryRadixAndDimension) {
  for (int k = 2; k <= 15; ++k)
    for (int n = 1; n <= 4; ++n) {
      const Cube c(k, n);
      const GrayCode g = gray_code(c);
      const CycleCheck chk = check_cycle(c, g.g);
      EXPECT_TRUE(chk.every_node_once) << k << " " << n;
      EXPECT_EQ(chk.first_bad_step, -1) << k << " " << n;
      EXPECT_EQ(chk.closing_distance, 1) << k << " " << n;
      EXPECT_EQ(static_cast<Node>(g.q.size()), c.nodes() / k) << k << " " << n;
      EXPECT_EQ(g.q.size() + g.s.size(), g.g.size());
      // n = 1: 0 .. k-1; n > 1: from 0..01 to 0..00
      EXPECT_EQ(g.g.front(), n == 1 ? 0 : 1) << k << " " << n;
      EXPECT_EQ(g.g.back(), n == 1 ? k - 1 : 0) << k << " " << n;
    }
}

TEST(KaryGray, CheckerCatchesBrokenSequences) {
  const Cube c(5, 2);
  auto g = gray_code(c).g;
  std::swap(g[3], g[7]);
  CycleCheck swapped = check_cycle(c, g);
  EXPECT_TRUE(swapped.every_node_once);
  EXPECT_EQ(swapped.first_bad_step, 2);
  g = gray_code(c).g;
  g.push_back(g.front());
  EXPECT_FALSE(check_cycle(c, g).every_node_once);
  std::vector<Node> path(25);
  for (Node j = 0; j < 5; ++j)
    for (Node i = 0; i < 5; ++i) path[static_cast<size_t>(5 * j + i)] = 5 * j + (j % 2 ? 4 - i : i);  // snake
  CycleCheck snake = check_cycle(c, path);
  EXPECT_TRUE(snake.path());
  EXPECT_EQ(snake.closing_distance, 2);  // 44 -> 00: one hop in each direction
  EXPECT_FALSE(snake.cycle());
}

}  // namespace
}  // namespace hc::kary
