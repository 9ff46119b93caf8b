#include "cpp_model/noc/flit.h"

#include <string>

namespace hc::noc {

uint16_t pack_digits(const Digits& d) {
  unsigned v = 0;
  for (int i = 0; i < kMaxDims; ++i) v |= (d[i] & 15u) << (4 * i);
  return static_cast<uint16_t>(v);
}

Digits unpack_digits(uint16_t packed) {
  Digits d{};
  for (int i = 0; i < kMaxDims; ++i) d[i] = static_cast<uint8_t>((packed >> (4 * i)) & 15u);
  return d;
}

void NocParams::check() const {
  auto need = [](bool ok, const std::string& what) {
    if (!ok) throw Error(what);
  };
  need(vcs >= 2 && vcs <= 16, "Vcs must be between 2 and 16, got " + std::to_string(vcs));
  need(max_len >= 1 && max_len <= kMaxLenField,
       "MaxLen must be between 1 and " + std::to_string(kMaxLenField) + ", got " + std::to_string(max_len));
  need(buf_depth >= max_len && buf_depth <= 64,
       "BufDepth must be between MaxLen (" + std::to_string(max_len) + ") and 64, got " + std::to_string(buf_depth));
  need(data_w >= 1 && data_w <= kMaxDataBits,
       "DataW must be between 1 and " + std::to_string(kMaxDataBits) + ", got " + std::to_string(data_w));
}

std::string NocParams::str() const {
  return "Vcs=" + std::to_string(vcs) + " BufDepth=" + std::to_string(buf_depth) + " MaxLen=" + std::to_string(max_len) +
         " DataW=" + std::to_string(data_w);
}

}  // namespace hc::noc
