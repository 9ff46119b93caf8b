#include "cpp_model/noc/flit.h"

#include <string>

namespace hc::noc {

namespace {

uint64_t low(int bits) { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }

}  // namespace

uint64_t pack_header(const Header& h, int dims) {
  const int digits = kDigitBits * dims;
  const uint64_t first = h.kind == Kind::Broadcast ? (uint64_t{h.wd & 7u} << 3 | (h.wc & 7u)) : h.dst;
  return (static_cast<uint64_t>(h.kind) << (digits * 2 + 4)) | (uint64_t{h.len & 15u} << (digits * 2)) |
         ((h.src & low(digits)) << digits) | (first & low(digits));
}

Header unpack_header(uint64_t bits, int dims) {
  const int digits = kDigitBits * dims;
  Header h;
  const uint64_t first = bits & low(digits);
  h.src = static_cast<uint16_t>((bits >> digits) & low(digits));
  h.len = static_cast<uint8_t>((bits >> (digits * 2)) & 15u);
  h.kind = (bits >> (digits * 2 + 4)) & 1u ? Kind::Broadcast : Kind::Unicast;
  if (h.kind == Kind::Broadcast) {
    h.wc = static_cast<uint8_t>(first & 7u);
    h.wd = static_cast<uint8_t>((first >> 3) & 7u);
  } else {
    h.dst = static_cast<uint16_t>(first);
  }
  return h;
}

void NocParams::check() const {
  auto need = [](bool ok, const std::string& what) {
    if (!ok) throw Error(what);
  };
  need(dims >= 1 && dims <= kMaxDims, "Dims must be between 1 and " + std::to_string(kMaxDims) + ", got " + std::to_string(dims));
  need(vcs >= 1 && vcs <= 16, "Vcs must be between 1 and 16, got " + std::to_string(vcs));
  need(max_len >= 1 && max_len <= kMaxLenField,
       "MaxLen must be between 1 and " + std::to_string(kMaxLenField) + ", got " + std::to_string(max_len));
  need(buf_depth >= max_len && buf_depth <= 64,
       "BufDepth must be between MaxLen (" + std::to_string(max_len) + ") and 64, got " + std::to_string(buf_depth));
  need(data_w >= hdr_bits() && data_w <= kMaxDataBits,
       "DataW must be between the header's " + std::to_string(hdr_bits()) + " bits (Dims=" + std::to_string(dims) +
           ") and " + std::to_string(kMaxDataBits) + ", got " + std::to_string(data_w));
}

std::string NocParams::str() const {
  return "Dims=" + std::to_string(dims) + " Vcs=" + std::to_string(vcs) + " BufDepth=" + std::to_string(buf_depth) + " MaxLen=" + std::to_string(max_len) +
         " DataW=" + std::to_string(data_w);
}

}  // namespace hc::noc
