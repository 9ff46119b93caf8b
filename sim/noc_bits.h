// The network's flits as the hardware's ports carry them: hc_pkg::flit_ctl_t packed into 45 bits, and
// bit fields of Verilator's ports, wide or not.
#pragma once

#include <cstdint>

#include "cpp_model/noc/flit.h"
#include "verilated.h"

namespace hc::rtl {

/// Bits of hc_pkg::flit_ctl_t: {head, tail, hdr}, hdr = {kind, len[4], src[16], dst[16], wd[3], wc[3]}.
inline constexpr int kCtlBits = 45;

/// A flit's control and header as the bits of hc_pkg::flit_ctl_t.
uint64_t pack_ctl(const noc::Flit& f);
/// The control and header of f from those bits (the payload is left as it is).
void unpack_ctl(uint64_t bits, noc::Flit& f);

/// Bits lsb .. lsb+width-1 (width <= 64) of a little-endian array of 32-bit words.
uint64_t get_bits(const uint32_t* words, int lsb, int width);
/// Writes those bits.
void set_bits(uint32_t* words, int lsb, int width, uint64_t value);

/// All ones in the low `width` bits.
inline uint64_t low_bits(int width) { return width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1; }

/// Bits lsb .. lsb+width-1 of a port, whatever Verilator made of it: a wide word array or an integer.
template <std::size_t N>
uint64_t field(const VlWide<N>& port, int lsb, int width) {
  return get_bits(port.data(), lsb, width);
}
template <typename T>
uint64_t field(T port, int lsb, int width) {
  return (static_cast<uint64_t>(port) >> lsb) & low_bits(width);
}
/// Writes those bits of a port.
template <std::size_t N>
void set_field(VlWide<N>& port, int lsb, int width, uint64_t value) {
  set_bits(port.data(), lsb, width, value);
}
template <typename T>
void set_field(T& port, int lsb, int width, uint64_t value) {
  const uint64_t m = low_bits(width) << lsb;
  port = static_cast<T>((static_cast<uint64_t>(port) & ~m) | ((value << lsb) & m));
}

/// Bits of a virtual-channel number on hc_switch's ports (its VcW).
constexpr int vc_bits(int vcs) {
  int b = 0;
  while ((1 << b) < vcs) ++b;
  return b > 1 ? b : 1;
}

}  // namespace hc::rtl
