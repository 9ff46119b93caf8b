// Node addresses in the mixed-radix system: index <-> digits, dimension 1 the least significant digit.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "cpp_model/config.h"

namespace hc {

/// Digits of a node, dimension 1 first: d[0] = x_1 (least significant) .. d[r-1] = x_r. Unused
/// dimensions hold 0.
using Digits = std::array<uint8_t, kMaxDims>;

/// Digits of node x. Throws RangeError unless 0 <= x < N.
Digits digits_of(const Hypercycle& g, Node x);

/// Node index of the digits. Throws RangeError if a digit is >= its m_i (or nonzero above r).
Node node_of(const Hypercycle& g, const Digits& d);

/// digits_of without the range check, for inner loops (x must be a valid node).
inline Digits digits_unchecked(const Hypercycle& g, Node x) {
  Digits d{};
  auto v = static_cast<uint64_t>(x);
  for (int i = 0; i < g.r(); ++i) {
    const Dimension& dm = g.dim(i);
    uint64_t q = (v * dm.recip) >> 32;
    d[i] = static_cast<uint8_t>(v - q * static_cast<uint64_t>(dm.m));
    v = q;
  }
  return d;
}

/// Digit i (dimension i + 1) of a node of g is below this: m_i, or 1 above r.
inline int digit_limit(const Hypercycle& g, int i) { return i < g.r() ? g.dim(i).m : 1; }

/// Bits of a digit where digits are packed (hc_pkg::DigitW), and their mask.
inline constexpr int kDigitBits = 4;
inline constexpr unsigned kDigitMask = (1u << kDigitBits) - 1;

/// Digits packed kDigitBits bits per dimension, dimension 1 in the low bits, as the hardware carries a
/// node (hc_pkg::digits_t) and holds every per-dimension register. A digit's bits above kDigitBits are dropped.
template <typename T>
constexpr uint16_t pack_digits(const std::array<T, kMaxDims>& d) {
  unsigned v = 0;
  for (int i = 0; i < kMaxDims; ++i) v |= (static_cast<unsigned>(d[i]) & kDigitMask) << (kDigitBits * i);
  return static_cast<uint16_t>(v);
}
/// Digit i (dimension i + 1) of packed digits.
constexpr unsigned packed_digit(uint16_t packed, int i) { return (packed >> (kDigitBits * i)) & kDigitMask; }
/// The digits packed in `packed` (as T: Digits by default).
template <typename T = uint8_t>
std::array<T, kMaxDims> unpack_digits(uint16_t packed) {
  std::array<T, kMaxDims> d{};
  for (int i = 0; i < kMaxDims; ++i) d[i] = static_cast<T>(packed_digit(packed, i));
  return d;
}
/// Whether packed digits are a node of g: each below digit_limit.
bool packed_digits_valid(const Hypercycle& g, uint16_t packed);

/// The papers' written form, most significant digit first, separated by dots: "x_r.….x_1".
std::string format_digits(const Hypercycle& g, const Digits& d);

/// Parses a node given as an index ("23") or as r digits most significant first, separated by '.'
/// or ',' ("2.3.1" = (x_3 x_2 x_1)). Throws RangeError with the reason when it is not a node of g.
Node parse_node(const Hypercycle& g, const std::string& text);

}  // namespace hc
