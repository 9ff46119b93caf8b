#include <gtest/gtest.h>

#include "cpp_model/address.h"
#include "cpp_model/tests/reference.h"

namespace hc {
namespace {

TEST(Address, PaperExample) {
  // Paper 000 sec. 2.1: (231)_{3,4,2} = 23 with m_3 = 3, m_2 = 4, m_1 = 2.
  Hypercycle g({2, 4, 3}, {1, 1, 1});
  EXPECT_EQ(node_of(g, Digits{1, 3, 2, 0}), 23);
  EXPECT_EQ(digits_of(g, 23), (Digits{1, 3, 2, 0}));
  EXPECT_EQ(format_digits(g, digits_of(g, 23)), "2.3.1");
  EXPECT_EQ(parse_node(g, "2.3.1"), 23);
  EXPECT_EQ(parse_node(g, "2,3,1"), 23);
  EXPECT_EQ(parse_node(g, "23"), 23);
}

TEST(Address, RoundTripAgainstDivision) {
  for (auto m : std::vector<std::vector<int>>{{15, 15, 15, 15}, {2, 3, 5, 7}, {13, 2}, {11}}) {
    Hypercycle g(m, std::vector<int>(m.size(), 1));
    for (Node x = 0; x < g.nodes(); ++x) {
      auto ref = testing::ref_digits(x, m);
      Digits d = digits_of(g, x);
      for (size_t i = 0; i < m.size(); ++i) ASSERT_EQ(d[i], ref[i]) << "x=" << x;
      ASSERT_EQ(node_of(g, d), x);
    }
  }
}

// Packed digits, as the hardware carries a node: dimension 1 in the low 4 bits.
TEST(Address, PackedDigitsAreFourBitsPerDimensionDimensionOneLowest) {
  Hypercycle g({2, 4, 3}, {1, 1, 1});
  EXPECT_EQ(pack_digits(digits_of(g, 23)), 0x0231);
  EXPECT_EQ(pack_digits(std::array<int, kMaxDims>{15, 16, -1, 3}), 0x3F0F);  // bits above 4 dropped
  EXPECT_EQ(unpack_digits(0x0231), (Digits{1, 3, 2, 0}));
  EXPECT_EQ(unpack_digits<int>(0xF000), (std::array<int, kMaxDims>{0, 0, 0, 15}));
  EXPECT_EQ(packed_digit(0x0231, 1), 3u);
  for (Node x = 0; x < g.nodes(); ++x) {
    const uint16_t packed = pack_digits(digits_of(g, x));
    EXPECT_TRUE(packed_digits_valid(g, packed)) << x;
    EXPECT_EQ(node_of(g, unpack_digits(packed)), x);
  }
  EXPECT_FALSE(packed_digits_valid(g, 0x0002));  // x_1 = m_1
  EXPECT_FALSE(packed_digits_valid(g, 0x0300));  // x_3 = m_3
  EXPECT_FALSE(packed_digits_valid(g, 0x1000));  // a digit above r
}

TEST(Address, ReciprocalDivisionIsExactBelow2To16) {
  for (int m = kMinRadix; m <= kMaxRadix; ++m) {
    uint64_t recip = make_dimension(m, 1).recip;
    for (uint64_t x = 0; x < (1u << 16); ++x) ASSERT_EQ((x * recip) >> 32, x / m) << "m=" << m << " x=" << x;
  }
}

TEST(Address, BadInputIsRejectedWithTheReason) {
  Hypercycle g({2, 4, 3}, {1, 1, 1});
  EXPECT_THROW(digits_of(g, 24), RangeError);
  EXPECT_THROW(digits_of(g, -1), RangeError);
  EXPECT_THROW(node_of(g, Digits{2, 0, 0, 0}), RangeError);
  EXPECT_THROW(node_of(g, Digits{0, 0, 0, 1}), RangeError);
  for (const char* bad : {"24", "3.0.0", "1.1", "1.1.1.1", "", ".", "1..1", "x", "-1", "1.2.", "99999999999"})
    EXPECT_THROW(parse_node(g, bad), RangeError) << bad;
  try {
    parse_node(g, "0.4.0");
  } catch (const RangeError& e) {
    EXPECT_EQ(std::string(e.what()), "node '0.4.0': digit x_2 = 4 must be below m_2 = 4");
  }
}

}  // namespace
}  // namespace hc
