#include "cpp_model/address.h"

#include <cctype>
#include <vector>

namespace hc {

Digits digits_of(const Hypercycle& g, Node x) {
  if (x < 0 || x >= g.nodes())
    throw RangeError("node " + std::to_string(x) + " is not in 0.." + std::to_string(g.nodes() - 1));
  return digits_unchecked(g, x);
}

Node node_of(const Hypercycle& g, const Digits& d) {
  Node x = 0;
  for (int i = 0; i < kMaxDims; ++i) {
    const int limit = digit_limit(g, i);
    if (d[i] >= limit)
      throw RangeError("digit x_" + std::to_string(i + 1) + " = " + std::to_string(d[i]) + " must be below " +
                       (i < g.r() ? "m_" + std::to_string(i + 1) + " = " + std::to_string(limit)
                                  : std::string("1 (the hypercycle has ") + std::to_string(g.r()) + " dimensions)"));
    if (i < g.r()) x += d[i] * g.dim(i).weight;
  }
  return x;
}

bool packed_digits_valid(const Hypercycle& g, uint16_t packed) {
  for (int i = 0; i < kMaxDims; ++i)
    if (static_cast<int>(packed_digit(packed, i)) >= digit_limit(g, i)) return false;
  return true;
}

std::string format_digits(const Hypercycle& g, const Digits& d) {
  std::string s;
  for (int i = g.r() - 1; i >= 0; --i) {
    s += std::to_string(d[i]);
    if (i) s += '.';
  }
  return s;
}

Node parse_node(const Hypercycle& g, const std::string& text) {
  std::vector<long> parts{0};
  bool digit_seen = false;
  for (char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      parts.back() = parts.back() * 10 + (c - '0');
      if (parts.back() > 1000000) throw RangeError("node '" + text + "': number too large");
      digit_seen = true;
    } else if ((c == '.' || c == ',') && digit_seen) {
      parts.push_back(0);
      digit_seen = false;
    } else {
      throw RangeError("node '" + text + "' is neither an index nor digits like 2.3.1 (most significant first)");
    }
  }
  if (!digit_seen) throw RangeError("node '" + text + "' is neither an index nor digits like 2.3.1");
  if (parts.size() == 1) {
    if (parts[0] >= g.nodes())
      throw RangeError("node " + text + " is not in 0.." + std::to_string(g.nodes() - 1));
    return static_cast<Node>(parts[0]);
  }
  if (parts.size() != static_cast<size_t>(g.r()))
    throw RangeError("node '" + text + "' has " + std::to_string(parts.size()) + " digits; the hypercycle has " +
                     std::to_string(g.r()) + " dimensions (digits are written x_r..x_1)");
  Digits d{};
  for (int i = 0; i < g.r(); ++i) {
    long v = parts[g.r() - 1 - i];
    if (v >= g.dim(i).m)
      throw RangeError("node '" + text + "': digit x_" + std::to_string(i + 1) + " = " + std::to_string(v) +
                       " must be below m_" + std::to_string(i + 1) + " = " + std::to_string(g.dim(i).m));
    d[i] = static_cast<uint8_t>(v);
  }
  return node_of(g, d);
}

}  // namespace hc
