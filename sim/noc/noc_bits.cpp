#include "sim/noc/noc_bits.h"

#include <algorithm>

namespace hc::rtl {

FlitBits pack_flit(const noc::Flit& f, const noc::NocParams& p) {
  FlitBits b;
  b.ctl = (f.head ? 2u : 0u) | (f.tail ? 1u : 0u);
  const uint64_t payload = f.data & low_bits(p.payload_bits(f.head));
  b.data = f.head ? (payload << p.hdr_bits() | noc::pack_header(f.hdr, p.dims)) & low_bits(p.data_w) : payload;
  return b;
}

noc::Flit unpack_flit(const FlitBits& b, const noc::NocParams& p) {
  noc::Flit f;
  f.head = (b.ctl >> 1) & 1u;
  f.tail = b.ctl & 1u;
  const uint64_t data = b.data & low_bits(p.data_w);
  if (f.head) {
    f.hdr = noc::unpack_header(data & low_bits(p.hdr_bits()), p.dims);
    f.data = p.hdr_bits() >= 64 ? 0 : data >> p.hdr_bits();
  } else {
    f.data = data;
  }
  return f;
}

uint64_t get_bits(const uint32_t* words, int lsb, int width) {
  uint64_t v = 0;
  for (int b = 0; b < width;) {
    const int word = (lsb + b) / 32, bit = (lsb + b) % 32, take = std::min(32 - bit, width - b);
    const uint64_t chunk = (words[word] >> bit) & ((take == 32) ? 0xFFFFFFFFull : ((1ull << take) - 1));
    v |= chunk << b;
    b += take;
  }
  return v;
}

void set_bits(uint32_t* words, int lsb, int width, uint64_t value) {
  for (int b = 0; b < width;) {
    const int word = (lsb + b) / 32, bit = (lsb + b) % 32, take = std::min(32 - bit, width - b);
    const uint32_t mask = (take == 32 ? 0xFFFFFFFFu : ((1u << take) - 1)) << bit;
    words[word] = (words[word] & ~mask) | (static_cast<uint32_t>(value >> b) << bit & mask);
    b += take;
  }
}

}  // namespace hc::rtl
