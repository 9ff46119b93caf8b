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

/// The papers' written form, most significant digit first, separated by dots: "x_r.….x_1".
std::string format_digits(const Hypercycle& g, const Digits& d);

/// Parses a node given as an index ("23") or as r digits most significant first, separated by '.'
/// or ',' ("2.3.1" = (x_3 x_2 x_1)). Throws RangeError with the reason when it is not a node of g.
Node parse_node(const Hypercycle& g, const std::string& text);

}  // namespace hc
