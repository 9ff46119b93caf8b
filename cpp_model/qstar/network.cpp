#include "cpp_model/qstar/network.h"

#include <bitset>
#include <cctype>

namespace hc::qstar {

namespace {

/// Position of <l, l + 2^k> in the recursive order of Example 1 (see Network).
int order_index(int n, int l, int k) {
  int index = 0;
  for (int top = n - 1; top >= 0; --top) {
    const int lower = top >= 1 ? processor_count(top) : 0;  // processors of the lower Q_top*
    if (top == k) return index + lower + (l & ((1 << top) - 1));
    if ((l >> top) & 1) index += lower + (1 << top);  // skip the lower copy and the cross processors
  }
  return index;  // unreachable for k < n
}

VertexError bad_label(const std::string& text) {
  return VertexError("'" + text + "' is not a vertex label: write <l,u> or l,u with l < u, e.g. <0,1>");
}

/// A non-negative integer below 2^30, decimal or 0x hexadecimal, with nothing around it.
int parse_number(const std::string& text, const std::string& whole) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const std::string digits = hex ? text.substr(2) : text;
  if (digits.empty() || digits.size() > 9) throw bad_label(whole);
  long value = 0;
  for (char c : digits) {
    const auto uc = static_cast<unsigned char>(c);
    if (!(hex ? std::isxdigit(uc) : std::isdigit(uc))) throw bad_label(whole);
    value = value * (hex ? 16 : 10) + (std::isdigit(uc) ? c - '0' : std::tolower(uc) - 'a' + 10);
  }
  if (value >= (1L << 30)) throw bad_label(whole);
  return static_cast<int>(value);
}

}  // namespace

int hamming(int a, int b) { return static_cast<int>(std::bitset<32>(static_cast<unsigned>(a ^ b)).count()); }

int processor_count(int n) {
  if (n < 1 || n > 30) throw SizeError("N_n is defined here for n = 1 .. 30, got " + std::to_string(n));
  return n << (n - 1);
}

std::string format(const Vertex& v) { return "<" + std::to_string(v.l) + "," + std::to_string(v.u) + ">"; }

Vertex parse_vertex(const std::string& text) {
  std::string s = text;
  if (s.size() >= 2 && s.front() == '<' && s.back() == '>') s = s.substr(1, s.size() - 2);
  const auto comma = s.find(',');
  if (comma == std::string::npos || s.find(',', comma + 1) != std::string::npos)
    throw bad_label(text);
  return {parse_number(s.substr(0, comma), text), parse_number(s.substr(comma + 1), text)};
}

void check_n(int n) {
  if (n < kMinN || n > kMaxN)
    throw SizeError("n must be between " + std::to_string(kMinN) + " and " + std::to_string(kMaxN) + ", got " +
                    std::to_string(n));
}

int dimension_of(const Vertex& v) {
  int k = 0;
  while ((v.u ^ v.l) >> (k + 1)) ++k;
  return k;
}

Network::Network(int n) : n_(n) {
  check_n(n);
  vertices_.resize(processor_count(n));
  members_.resize(1u << n);
  for (int l = 0; l < (1 << n); ++l)
    for (int k = 0; k < n; ++k)
      if (!((l >> k) & 1)) vertices_[order_index(n, l, k)] = {l, l | (1 << k)};
  for (int id = 0; id < processors(); ++id) {
    members_[vertices_[id].l].push_back(id);
    members_[vertices_[id].u].push_back(id);
  }
}

void Network::check_id(int id) const {
  if (id < 0 || id >= processors())
    throw VertexError("processor number " + std::to_string(id) + " is outside 0 .. " + std::to_string(processors() - 1));
}

Vertex Network::vertex(int id) const {
  check_id(id);
  return vertices_[id];
}

bool Network::contains(const Vertex& v) const {
  return v.l >= 0 && v.l < v.u && v.u < (1 << n_) && hamming(v.l, v.u) == 1;
}

int Network::id(const Vertex& v) const {
  if (!contains(v)) {
    std::string why = "is not a vertex of Q_" + std::to_string(n_) + "*: ";
    if (v.l < 0 || v.u < 0 || v.l >= (1 << n_) || v.u >= (1 << n_))
      why += "labels must be 0 .. " + std::to_string((1 << n_) - 1);
    else if (hamming(v.l, v.u) != 1)
      why += "l and u must differ in exactly one bit";
    else
      why += "l must be less than u (did you mean " + format({v.u, v.l}) + "?)";
    throw VertexError(format(v) + " " + why);
  }
  return order_index(n_, v.l, dimension_of(v));
}

int Network::dimension(int id) const { return dimension_of(vertex(id)); }

bool Network::attached(int id, int h) const {
  const Vertex v = vertex(id);
  return v.l == h || v.u == h;
}

const std::vector<int>& Network::members(int h) const {
  if (h < 0 || h >= hyperlinks())
    throw VertexError("hyperlink e_" + std::to_string(h) + " does not exist: Q_" + std::to_string(n_) +
                      "* has e_0 .. e_" + std::to_string(hyperlinks() - 1));
  return members_[h];
}

std::array<int, 2> Network::links(int id) const {
  const Vertex v = vertex(id);
  return {v.l, v.u};
}

std::vector<std::vector<int>> Network::incidence() const {
  std::vector<std::vector<int>> a(processors(), std::vector<int>(hyperlinks(), 0));
  for (int id = 0; id < processors(); ++id)
    for (int h : links(id)) a[id][h] = 1;
  return a;
}

}  // namespace hc::qstar
