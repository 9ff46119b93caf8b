// The header in a head flit written once: hc_noc_pkg::hdr_pack and hc_noc_pkg::hdr_unpack (through the probe
// tb/rtl/hc_hdr_probe.sv) are the golden model's noc::pack_header and noc::unpack_header, bit for bit,
// on random headers and flit bits of every number of dimensions. The digits in them are packed with
// hc::pack_digits, hc_pkg::digits_t's layout.
#include <gtest/gtest.h>

#include <random>

#include "Vhc_hdr_probe.h"
#include "cpp_model/noc/flit.h"
#include "cpp_model/tests/seed.h"

namespace hc::noc {
namespace {

// hc_noc_pkg::hdr_t, from bit 0 up: wc (WcSendW), wd (DimW), dst and src (16 each), len (4), kind.
constexpr int kWcBits = 3, kWdBits = 3, kDigitsBits = kDigitBits * kMaxDims, kLenBits = 4;

uint64_t field(uint64_t v, int& lsb, int width) {
  const uint64_t f = (v >> lsb) & ((uint64_t{1} << width) - 1);
  lsb += width;
  return f;
}

uint64_t hdr_t_bits(const Header& h) {
  uint64_t v = static_cast<uint64_t>(h.kind);
  v = v << kLenBits | h.len;
  v = v << kDigitsBits | h.src;
  v = v << kDigitsBits | h.dst;
  v = v << kWdBits | h.wd;
  return v << kWcBits | h.wc;
}

Header header_of(uint64_t v) {
  Header h;
  int lsb = 0;
  h.wc = static_cast<uint8_t>(field(v, lsb, kWcBits));
  h.wd = static_cast<uint8_t>(field(v, lsb, kWdBits));
  h.dst = static_cast<uint16_t>(field(v, lsb, kDigitsBits));
  h.src = static_cast<uint16_t>(field(v, lsb, kDigitsBits));
  h.len = static_cast<uint8_t>(field(v, lsb, kLenBits));
  h.kind = field(v, lsb, 1) ? Kind::Broadcast : Kind::Unicast;
  return h;
}

TEST(RtlHeader, PackAndUnpackAreTheModels) {
  std::mt19937_64 rng(testing::test_seed("RtlHeader.PackAndUnpackAreTheModels"));
  Vhc_hdr_probe probe;
  const uint64_t all = (uint64_t{1} << header_bits(kMaxDims)) - 1;
  for (int dims = 1; dims <= kMaxDims; ++dims) {
    for (int n = 0; n < 2000; ++n) {
      const uint64_t x = rng();
      const Header h = header_of(x);  // any field values, digits and weights that do not fit included
      const uint64_t bits = rng() & all;
      probe.dims_i = static_cast<uint8_t>(dims);
      probe.hdr_i = hdr_t_bits(h);
      probe.bits_i = bits;
      probe.eval();
      ASSERT_EQ(probe.bits_o, pack_header(h, dims)) << "dims " << dims << ", hdr_t 0x" << std::hex << hdr_t_bits(h);
      ASSERT_EQ(header_of(probe.hdr_o), unpack_header(bits, dims)) << "dims " << dims << ", bits 0x" << std::hex << bits;
    }
  }
}

// The digits of a header are hc::pack_digits of a node's digits: dimension 1 in the low bits.
TEST(RtlHeader, DestinationDigitsArePackDigits) {
  Vhc_hdr_probe probe;
  Header h;
  h.dst = pack_digits(Digits{1, 2, 3, 4});
  ASSERT_EQ(h.dst, 0x4321);
  probe.dims_i = kMaxDims;
  probe.hdr_i = hdr_t_bits(h);
  probe.eval();
  EXPECT_EQ(probe.bits_o & 0xFFFF, 0x4321u);
}

}  // namespace
}  // namespace hc::noc
