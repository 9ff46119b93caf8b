#include "cpp_model/kary/cube.h"

namespace hc::kary {

namespace {

/// G(k,..,k; 1,..,1) with n dimensions, after Cube's own checks (which name k and n as the paper does).
Hypercycle checked_cube(int k, int n) {
  check_radix(k);
  if (n < kMinN || n > kMaxN)
    throw CubeError("n must be between " + std::to_string(kMinN) + " and " + std::to_string(kMaxN) + ", got " +
                    std::to_string(n));
  return Hypercycle(std::vector<int>(static_cast<size_t>(n), k), std::vector<int>(static_cast<size_t>(n), 1));
}

}  // namespace

void check_radix(int k) {
  if (k < kMinK || k > kMaxK)
    throw CubeError("k must be between " + std::to_string(kMinK) + " and " + std::to_string(kMaxK) + ", got " +
                    std::to_string(k));
}

Cube::Cube(int k, int n) : g_(checked_cube(k, n)) {}

void Cube::check_node(Node x, const std::string& what) const {
  if (x < 0 || x >= nodes())
    throw CubeError(what + " must be a node 0.." + std::to_string(nodes() - 1) + ", got " + std::to_string(x));
}

void Cube::check_size(Node limit, const std::string& what) const {
  if (nodes() > limit)
    throw CubeError(what + " is limited to " + std::to_string(limit) + " nodes, got " + std::to_string(nodes()));
}

Digits Cube::digits(Node x) const {
  check_node(x, "the node");
  const hc::Digits d = digits_unchecked(g_, x);
  return Digits(d.begin(), d.begin() + n());
}

Node Cube::node(const Digits& a1_first) const {
  if (a1_first.size() != static_cast<size_t>(n()))
    throw CubeError("a node of the " + std::to_string(k()) + "-ary " + std::to_string(n()) + "-cube has " +
                    std::to_string(n()) + " digits, got " + std::to_string(a1_first.size()));
  hc::Digits d{};
  for (int i = 0; i < n(); ++i) {
    int a = a1_first[i];
    if (a < 0 || a >= k())
      throw CubeError("digit a_" + std::to_string(i + 1) + " = " + std::to_string(a) + " is outside 0.." +
                      std::to_string(k() - 1));
    d[i] = static_cast<uint8_t>(a);
  }
  return node_of(g_, d);
}

Node Cube::node_msf(const Digits& an_first) const { return node(Digits(an_first.rbegin(), an_first.rend())); }

Digits Cube::digits_msf(Node x) const {
  Digits d = digits(x);
  return Digits(d.rbegin(), d.rend());
}

std::string Cube::format(Node x) const {
  const hc::Digits d = digits_unchecked(g_, x);
  std::string s;
  for (int i = n() - 1; i >= 0; --i) {
    if (k() > 10 && i != n() - 1) s += '.';
    s += std::to_string(d[i]);
  }
  return s;
}

Node Cube::add(Node x, Node by) const {
  const hc::Digits a = digits_unchecked(g_, x), b = digits_unchecked(g_, by);
  hc::Digits z{};
  for (int i = 0; i < n(); ++i) z[i] = static_cast<uint8_t>((a[i] + b[i]) % k());
  return node_of(g_, z);
}

Node Cube::sub(Node x, Node y) const {
  const hc::Digits a = digits_unchecked(g_, x), b = digits_unchecked(g_, y);
  hc::Digits z{};
  for (int i = 0; i < n(); ++i) z[i] = static_cast<uint8_t>((a[i] - b[i] + k()) % k());
  return node_of(g_, z);
}

int Cube::lee(Node x, Node y) const {
  const hc::Digits a = digits_unchecked(g_, x), b = digits_unchecked(g_, y);
  int w = 0;
  for (int i = 0; i < n(); ++i) w += circulant_distance(g_.dim(i), a[i], b[i]);
  return w;
}

std::vector<Node> Cube::neighbors(Node x) const {
  std::vector<Node> out;
  out.reserve(static_cast<size_t>(ports()));
  for (int i = 0; i < n(); ++i) {
    out.push_back(move(x, i, +1));
    if (k() > 2) out.push_back(move(x, i, -1));
  }
  return out;
}

int64_t Cube::link(Node from, Node to) const {
  if (from < 0 || from >= nodes() || to < 0 || to >= nodes()) return -1;
  const hc::Digits a = digits_unchecked(g_, from), b = digits_unchecked(g_, to);
  int dim = -1;
  for (int i = 0; i < n(); ++i)
    if (a[i] != b[i]) {
      if (dim >= 0) return -1;
      dim = i;
    }
  if (dim < 0 || circulant_distance(g_.dim(dim), a[dim], b[dim]) != 1) return -1;
  const Dimension& d = g_.dim(dim);
  return int64_t{from} * ports() + port_unchecked(d, (a[dim] + 1) % d.m == b[dim] ? +1 : -1);
}

}  // namespace hc::kary
