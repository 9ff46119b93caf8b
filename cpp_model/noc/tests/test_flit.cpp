// The header's bits in a head flit (docs/network.md, "Packets and flits") and the parameters' rules.
#include <gtest/gtest.h>

#include "cpp_model/noc/flit.h"

namespace hc::noc {
namespace {

TEST(Header, WidthIsKindLenAndTwoAddresses) {
  EXPECT_EQ(header_bits(1), 13);
  EXPECT_EQ(header_bits(2), 21);
  EXPECT_EQ(header_bits(3), 29);
  EXPECT_EQ(header_bits(4), 37);
}

TEST(Header, UnicastBitsAsTheTableSays) {
  Header h;
  h.kind = Kind::Unicast;
  h.len = 5;
  h.src = 0x73;  // x_2 = 7, x_1 = 3
  h.dst = 0x2A;  // x_2 = 2, x_1 = 10
  // Dims 2: [7:0] dst, [15:8] src, [19:16] len, [20] kind.
  EXPECT_EQ(pack_header(h, 2), 0x0'5'73'2Au);
  // Dims 4: [15:0] dst, [31:16] src, [35:32] len, [36] kind.
  EXPECT_EQ(pack_header(h, 4), 0x0'5'0073'002Aull);
}

TEST(Header, BroadcastCarriesItsWeightsWhereAUnicastHasItsDestination) {
  Header h;
  h.kind = Kind::Broadcast;
  h.len = 2;
  h.src = 0x41;
  h.wd = 2;
  h.wc = 3;
  // {wd, wc} = 0b010'011 in the low bits, kind 1 at bit 20.
  EXPECT_EQ(pack_header(h, 2), (uint64_t{1} << 20) | (uint64_t{2} << 16) | (0x41u << 8) | 0x13u);
  Header back = unpack_header(pack_header(h, 2), 2);
  EXPECT_EQ(back, h);
  EXPECT_EQ(back.dst, 0);
}

TEST(Header, OneDimensionKeepsTheWeightsOfItsOnlyDimension) {
  Header h;
  h.kind = Kind::Broadcast;
  h.len = 1;
  h.src = 0x9;
  h.wd = 1;
  h.wc = 7;
  EXPECT_EQ(unpack_header(pack_header(h, 1), 1), h);  // 4 bits hold wd[0] and wc
}

TEST(Header, RoundTripsEveryFieldThatFits) {
  for (int dims = 1; dims <= kMaxDims; ++dims) {
    const unsigned mask = dims == 4 ? 0xFFFFu : (1u << (4 * dims)) - 1;
    for (unsigned v = 0; v < 4096; v += 37) {
      Header u;
      u.len = static_cast<uint8_t>(v % 16);
      u.src = static_cast<uint16_t>((v * 2654435761u >> 7) & mask);
      u.dst = static_cast<uint16_t>((v * 40503u) & mask);
      EXPECT_EQ(unpack_header(pack_header(u, dims), dims), u) << "dims " << dims << " v " << v;
      EXPECT_LT(pack_header(u, dims), uint64_t{1} << header_bits(dims));
      Header b = u;
      b.kind = Kind::Broadcast;
      b.dst = 0;
      b.wd = static_cast<uint8_t>(dims == 1 ? v % 2 : v % 5);
      b.wc = static_cast<uint8_t>(v % 8);
      EXPECT_EQ(unpack_header(pack_header(b, dims), dims), b) << "dims " << dims << " v " << v;
    }
  }
}

TEST(Header, DigitsAboveDimsAreNotCarried) {
  Header h;
  h.dst = 0x1234;
  h.src = 0x5678;
  const Header c = carried(h, 2);
  EXPECT_EQ(c.dst, 0x34);
  EXPECT_EQ(c.src, 0x78);
}

TEST(NocParams, PayloadIsWhatTheHeaderLeaves) {
  NocParams p;
  p.dims = 2;
  p.data_w = 32;
  EXPECT_EQ(p.hdr_bits(), 21);
  EXPECT_EQ(p.payload_bits(true), 11);
  EXPECT_EQ(p.payload_bits(false), 32);
  EXPECT_NO_THROW(p.check());
  p.data_w = 20;
  EXPECT_THROW(p.check(), Error);
  p.data_w = 21;
  EXPECT_NO_THROW(p.check());  // a head with no payload
  p.dims = 5;
  EXPECT_THROW(p.check(), Error);
}

TEST(NocParams, DefaultsAreTheWidestSwitch) {
  NocParams p;
  EXPECT_EQ(p.dims, kMaxDims);
  EXPECT_EQ(p.data_w, 64);
  EXPECT_NO_THROW(p.check());
  EXPECT_EQ(p.str(), "Dims=4 Vcs=2 BufDepth=8 MaxLen=8 DataW=64");
}

}  // namespace
}  // namespace hc::noc
