#include <gtest/gtest.h>

#include <tuple>

#include "cpp_model/wormhole/table1.h"

namespace hc::wormhole {
namespace {

TEST(WormholeTable1, PrintedTableAsRead) {
  const std::vector<PrintedRow> p = printed_table1();
  ASSERT_EQ(p.size(), 28u);
  const int ms[] = {2, 4, 6, 8, 2, 4, 6, 8, 10, 12, 2, 4, 6, 8, 10, 12, 14, 16, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20};
  for (size_t i = 0; i < p.size(); ++i) {
    EXPECT_EQ(p[i].n, i < 4 ? 8 : i < 10 ? 12 : i < 18 ? 16 : 20);
    EXPECT_EQ(p[i].m, ms[i]);
    EXPECT_EQ(p[i].T.has_value(), p[i].m == p[i].n) << "T(n) is printed only where m = n";
  }
  EXPECT_EQ(p[0].reading, "clean");
  EXPECT_EQ(p[6].Tc, 6);   // (12,6) Tc "6 7"
  EXPECT_EQ(p[12].Tg, 8);  // (16,6) Tg "8 6"
  EXPECT_EQ(p[13].kp, 8);  // (16,8) k' "8 5 5 5"
  EXPECT_EQ(p[13].Tc, 8);  // (16,8) Tc "8 8 8 8"
  EXPECT_EQ(p[15].kp, 5);  // (16,12) k' blank, from the stack of (16,8)
  EXPECT_EQ(p[15].reading, "kp blank: 5 from the stacked cell of row m=8");
  EXPECT_FALSE(p[17].Tc.has_value());  // (16,16) Tc blank, not covered by any stack
  EXPECT_EQ(p[17].T, 6);
  EXPECT_EQ(p[22].rp, 2);  // (20,10) r' "\frac{2}{2}"
  EXPECT_EQ(p[23].Tg, 7);  // (20,12) Tg blank, from "7 7" of (20,10)
  EXPECT_EQ(p[26].kp, 5);  // (20,18) k' "5 5"
  EXPECT_EQ(p[27].T, 7);
  // Every stacked value agrees with what the row below prints: no conflicting reading.
  for (const auto& row : p) EXPECT_EQ(row.reading.find("which prints"), std::string::npos) << row.reading;
}

TEST(WormholeTable1, ComputedRows) {
  // n, m, k, r, s, k', r', Tc, Tg, T(n), lower bound
  const int expected[28][11] = {
      {8, 2, 4, 0, 1, 8, 0, 8, 8, 4, 6},       {8, 4, 2, 0, 2, 4, 0, 6, 4, 4, 4},
      {8, 6, 1, 2, 2, 4, 0, 5, 4, 4, 3},       {8, 8, 1, 0, 3, 2, 2, 4, 3, 4, 3},
      {12, 2, 6, 0, 1, 12, 0, 12, 12, 5, 8},   {12, 4, 3, 0, 2, 6, 0, 9, 6, 5, 6},
      {12, 6, 2, 0, 2, 6, 0, 6, 6, 5, 5},      {12, 8, 1, 4, 3, 4, 0, 7, 4, 5, 4},
      {12, 10, 1, 2, 3, 4, 0, 7, 4, 5, 4},     {12, 12, 1, 0, 3, 4, 0, 5, 4, 5, 4},
      {16, 2, 8, 0, 1, 16, 0, 16, 16, 7, 11},  {16, 4, 4, 0, 2, 8, 0, 12, 8, 7, 7},
      {16, 6, 2, 4, 2, 8, 0, 9, 8, 7, 6},      {16, 8, 2, 0, 3, 5, 1, 8, 6, 7, 6},
      {16, 10, 1, 6, 3, 5, 1, 8, 6, 7, 5},     {16, 12, 1, 4, 3, 5, 1, 8, 6, 7, 5},
      {16, 14, 1, 2, 3, 5, 1, 8, 6, 7, 5},     {16, 16, 1, 0, 4, 4, 0, 7, 4, 7, 4},
      {20, 2, 10, 0, 1, 20, 0, 20, 20, 8, 13}, {20, 4, 5, 0, 2, 10, 0, 15, 10, 8, 9},
      {20, 6, 3, 2, 2, 10, 0, 11, 10, 8, 8},   {20, 8, 2, 4, 3, 6, 2, 11, 7, 8, 7},
      {20, 10, 2, 0, 3, 6, 2, 10, 7, 8, 6},    {20, 12, 1, 8, 3, 6, 2, 9, 7, 8, 6},
      {20, 14, 1, 6, 3, 6, 2, 9, 7, 8, 6},     {20, 16, 1, 4, 4, 5, 0, 10, 5, 8, 5},
      {20, 18, 1, 2, 4, 5, 0, 9, 5, 8, 5},     {20, 20, 1, 0, 4, 5, 0, 8, 5, 8, 5},
  };
  const std::vector<Table1Row> rows = table1_rows(false);
  ASSERT_EQ(rows.size(), 28u);
  for (size_t i = 0; i < rows.size(); ++i) {
    const Table1Row& r = rows[i];
    const int got[11] = {r.n, r.m, r.k, r.r, r.s, r.kp, r.rp, r.Tc, r.Tg, r.T, r.lower_bound};
    for (int c = 0; c < 11; ++c) EXPECT_EQ(got[c], expected[i][c]) << "row " << i << " column " << c;
    EXPECT_FALSE(r.simulated);
  }
}

TEST(WormholeTable1, Disagreements) {
  using Key = std::tuple<int, int, std::string, int, int>;  // n, m, column, printed, expected
  const std::vector<Key> expected = {
      {8, 2, "kp", 4, 8}, {8, 2, "Tg", 4, 8},  {8, 4, "kp", 2, 4},  {8, 4, "rp", 2, 0},  {8, 4, "Tc", 4, 6},
      {8, 4, "Tg", 3, 4}, {8, 6, "kp", 2, 4},  {8, 6, "rp", 2, 0},  {8, 6, "Tg", 3, 4},  {8, 8, "rp", 0, 2},
      {8, 8, "Tg", 2, 3}, {16, 8, "kp", 8, 5}, {16, 16, "T", 6, 7}, {20, 20, "T", 7, 8},
  };
  const std::vector<Disagreement> d = table1_disagreements();
  std::vector<Key> got;
  for (const auto& x : d) got.emplace_back(x.n, x.m, x.column, x.printed, x.expected);
  EXPECT_EQ(got, expected);
  ASSERT_EQ(d.size(), expected.size());
  auto has = [](const Disagreement& x, const std::string& text) { return x.reason.find(text) != std::string::npos; };
  EXPECT_TRUE(has(d[1], "below Thm 1's lower bound ceil(n/log2(m+1)) = 6"));                   // (8,2) Tg 4
  EXPECT_TRUE(has(d[1], "s = ceil(log2(m+1)) = 2, whose Gray paths have 2^2 - 1 = 3 links"));  // ceiled s
  EXPECT_TRUE(has(d[4], "would need T(4) = 2, Lemma 1 gives 3, and the table's own Tc(12,4) = 9 uses 3"));
  EXPECT_FALSE(has(d[8], "lower bound"));  // (8,6) Tg 3 equals the bound: not impossible, only not this algorithm
  EXPECT_TRUE(has(d[11], "the same row's printed r' and Tg follow s = 3"));
  EXPECT_TRUE(has(d[11], "stacked cell"));
  EXPECT_TRUE(has(d[12], "Tc(20,16) = 10 = T(16) + T(4) implies T(16) = 7"));
  EXPECT_TRUE(has(d[13], "Tc(20,20) = 8 = T(20) + T(0) implies T(20) = 8"));
}

TEST(WormholeTable1, SimulatedRowsUpTo16MatchTheTheorems) {
  for (int n : {8, 12, 16})
    for (int m = 2; m <= n; m += 2) {
      const Table1Row r = table1_row(n, m, true);
      EXPECT_TRUE(r.simulated);
      EXPECT_TRUE(r.cube_invariants_held) << n << " " << m;
      EXPECT_TRUE(r.gray_invariants_held) << n << " " << m;
      EXPECT_EQ(r.Tc_simulated, r.Tc) << n << " " << m;
      EXPECT_EQ(r.Tg_simulated, r.Tg) << n << " " << m;
    }
  EXPECT_THROW(table1_row(8, 9, false), ParamError);
}

}  // namespace
}  // namespace hc::wormhole
