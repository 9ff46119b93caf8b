#include <gtest/gtest.h>

#include <algorithm>
#include <bitset>
#include <random>
#include <set>

#include "cpp_model/tests/seed.h"
#include "cpp_model/wormhole/gray_code.h"

namespace hc::wormhole {
namespace {

int popcount(Node x) { return static_cast<int>(std::bitset<32>(x).count()); }

TEST(WormholeGrayCode, PaperExamples) {
  // GC(3) = {000, 001, 011, 010, 110, 111, 101, 100}; dGC(3) = {0,1,0,2,0,1,0}.
  EXPECT_EQ(gray_code(3), (std::vector<Node>{0b000, 0b001, 0b011, 0b010, 0b110, 0b111, 0b101, 0b100}));
  EXPECT_EQ(gray_dimensions(3, {0, 1, 2}), (std::vector<int>{0, 1, 0, 2, 0, 1, 0}));
  // GC(4, 2, 03) from 0010 = {0010, 0011, 1011, 1010}; dGC(4, 2, 03) = {0, 3, 0}.
  EXPECT_EQ(partial_gray_code(4, 0b0010, {0, 3}), (std::vector<Node>{0b0010, 0b0011, 0b1011, 0b1010}));
  EXPECT_EQ(gray_dimensions(4, {0, 3}), (std::vector<int>{0, 3, 0}));
  EXPECT_EQ(gray_code(1), (std::vector<Node>{0, 1}));
}

TEST(WormholeGrayCode, ReflectedConstructionAndHamiltonianPathExhaustive) {
  for (int bits = 1; bits <= 14; ++bits) {
    std::vector<Node> gc = gray_code(bits);
    ASSERT_EQ(gc.size(), size_t{1} << bits);
    std::vector<Node> sorted = gc;
    std::sort(sorted.begin(), sorted.end());
    for (Node j = 0; j < sorted.size(); ++j) ASSERT_EQ(sorted[j], j) << bits;  // every codeword once
    for (size_t j = 1; j < gc.size(); ++j) ASSERT_EQ(popcount(gc[j] ^ gc[j - 1]), 1) << bits << " " << j;
    if (bits > 1) {  // GC(i) = 0GC(i-1), 1GC^R(i-1)
      std::vector<Node> prev = gray_code(bits - 1);
      const size_t half = prev.size();
      for (size_t j = 0; j < half; ++j) {
        ASSERT_EQ(gc[j], prev[j]);
        ASSERT_EQ(gc[half + j], (Node{1} << (bits - 1)) | prev[half - 1 - j]);
      }
    }
    std::vector<int> all;
    for (int d = 0; d < bits; ++d) all.push_back(d);
    EXPECT_EQ(partial_gray_code(bits, 0, all), gc);  // dGC over all dimensions walks GC(n) from 0
  }
}

TEST(WormholeGrayCode, RandomPartialCodesSpanTheirSubcube) {
  std::mt19937_64 rng(testing::test_seed("WormholeGrayCode.RandomPartialCodesSpanTheirSubcube"));
  for (int trial = 0; trial < 500; ++trial) {
    const int n = std::uniform_int_distribution<int>(1, kMaxN)(rng);
    std::vector<int> dims;
    for (int d = 0; d < n; ++d) dims.push_back(d);
    std::shuffle(dims.begin(), dims.end(), rng);
    dims.resize(static_cast<size_t>(std::uniform_int_distribution<int>(1, std::min(n, 8))(rng)));
    const Node start = std::uniform_int_distribution<Node>(0, (Node{1} << n) - 1)(rng);
    Node mask = 0;
    for (int d : dims) mask |= Node{1} << d;
    std::vector<Node> code = partial_gray_code(n, start, dims);
    ASSERT_EQ(code.size(), size_t{1} << dims.size());
    ASSERT_EQ(code.front(), start);
    std::set<Node> seen(code.begin(), code.end());
    ASSERT_EQ(seen.size(), code.size()) << "a node visited twice";
    for (size_t j = 0; j < code.size(); ++j) {
      ASSERT_EQ(code[j] & ~mask, start & ~mask);  // stays in the subcube spanned by dims
      if (j) {
        ASSERT_EQ(popcount(code[j] ^ code[j - 1]), 1);
      }
    }
    ASSERT_EQ(gray_dimensions(n, dims).size(), code.size() - 1);
  }
}

TEST(WormholeGrayCode, RejectsBadInput) {
  EXPECT_THROW(gray_code(0), ParamError);
  EXPECT_THROW(gray_code(kMaxN + 1), ParamError);
  EXPECT_THROW(gray_dimensions(4, {}), ParamError);
  EXPECT_THROW(gray_dimensions(4, {1, 1}), ParamError);
  EXPECT_THROW(gray_dimensions(4, {4}), ParamError);
  EXPECT_THROW(gray_dimensions(4, {-1}), ParamError);
  EXPECT_THROW(gray_dimensions(0, {0}), ParamError);
  EXPECT_THROW(partial_gray_code(4, 16, {0}), ParamError);
}

}  // namespace
}  // namespace hc::wormhole
