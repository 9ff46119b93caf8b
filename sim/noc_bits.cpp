#include "sim/noc_bits.h"

#include <algorithm>

namespace hc::rtl {

uint64_t pack_ctl(const noc::Flit& f) {
  const noc::Header& h = f.hdr;
  uint64_t v = 0;
  v = (v << 1) | (f.head ? 1u : 0u);
  v = (v << 1) | (f.tail ? 1u : 0u);
  v = (v << 1) | static_cast<uint64_t>(h.kind);
  v = (v << 4) | (h.len & 15u);
  v = (v << 16) | h.src;
  v = (v << 16) | h.dst;
  v = (v << 3) | (h.wd & 7u);
  v = (v << 3) | (h.wc & 7u);
  return v;
}

void unpack_ctl(uint64_t v, noc::Flit& f) {
  noc::Header& h = f.hdr;
  h.wc = static_cast<uint8_t>(v & 7u);
  h.wd = static_cast<uint8_t>((v >> 3) & 7u);
  h.dst = static_cast<uint16_t>(v >> 6);
  h.src = static_cast<uint16_t>(v >> 22);
  h.len = static_cast<uint8_t>((v >> 38) & 15u);
  h.kind = (v >> 42) & 1u ? noc::Kind::Broadcast : noc::Kind::Unicast;
  f.tail = (v >> 43) & 1u;
  f.head = (v >> 44) & 1u;
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
