// The network's flits as the hardware's ports carry them: hc_noc_pkg::flit_ctl_t and DataW bits with a head's
// header in the low ones, and bit fields of Verilator's ports, wide or not.
#pragma once

#include <cstdint>

#include "cpp_model/noc/flit.h"
#include "verilated.h"

namespace hc::rtl {

/// Bits of hc_noc_pkg::flit_ctl_t: {head, tail}.
inline constexpr int kCtlBits = 2;

/// A flit as a port carries it: the bits of hc_noc_pkg::flit_ctl_t, and its DataW bits (noc::pack_header).
struct FlitBits {
  uint64_t ctl = 0;
  uint64_t data = 0;
};
FlitBits pack_flit(const noc::Flit& f, const noc::NocParams& p);
/// The flit those bits carry.
noc::Flit unpack_flit(const FlitBits& b, const noc::NocParams& p);

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
