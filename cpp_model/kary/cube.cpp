#include "cpp_model/kary/cube.h"

namespace hc::kary {

void check_radix(int k) {
  if (k < kMinK || k > kMaxK)
    throw CubeError("k must be between " + std::to_string(kMinK) + " and " + std::to_string(kMaxK) + ", got " +
                    std::to_string(k));
}

Cube::Cube(int k, int n) : k_(k), n_(n) {
  check_radix(k);
  if (n < kMinN || n > kMaxN)
    throw CubeError("n must be between " + std::to_string(kMinN) + " and " + std::to_string(kMaxN) + ", got " +
                    std::to_string(n));
  pow_[0] = 1;
  for (int i = 1; i <= n; ++i) pow_[i] = pow_[i - 1] * k;
  nodes_ = pow_[n];
}

void Cube::check_node(Node x, const std::string& what) const {
  if (x < 0 || x >= nodes_)
    throw CubeError(what + " must be a node 0.." + std::to_string(nodes_ - 1) + ", got " + std::to_string(x));
}

Digits Cube::digits(Node x) const {
  check_node(x, "the node");
  Digits d(static_cast<size_t>(n_));
  for (int i = 0; i < n_; ++i) d[i] = digit(x, i);
  return d;
}

Node Cube::node(const Digits& a1_first) const {
  if (a1_first.size() != static_cast<size_t>(n_))
    throw CubeError("a node of the " + std::to_string(k_) + "-ary " + std::to_string(n_) + "-cube has " +
                    std::to_string(n_) + " digits, got " + std::to_string(a1_first.size()));
  Node x = 0;
  for (int i = 0; i < n_; ++i) {
    int a = a1_first[i];
    if (a < 0 || a >= k_)
      throw CubeError("digit a_" + std::to_string(i + 1) + " = " + std::to_string(a) + " is outside 0.." +
                      std::to_string(k_ - 1));
    x += a * pow_[i];
  }
  return x;
}

Node Cube::node_msf(const Digits& an_first) const { return node(Digits(an_first.rbegin(), an_first.rend())); }

Digits Cube::digits_msf(Node x) const {
  Digits d = digits(x);
  return Digits(d.rbegin(), d.rend());
}

std::string Cube::format(Node x) const {
  std::string s;
  for (int i = n_ - 1; i >= 0; --i) {
    if (k_ > 10 && i != n_ - 1) s += '.';
    s += std::to_string(digit(x, i));
  }
  return s;
}

Node Cube::add(Node x, Node by) const {
  Node z = 0;
  for (int i = 0; i < n_; ++i) z += (digit(x, i) + digit(by, i)) % k_ * pow_[i];
  return z;
}

Node Cube::sub(Node x, Node y) const {
  Node z = 0;
  for (int i = 0; i < n_; ++i) z += (digit(x, i) - digit(y, i) + k_) % k_ * pow_[i];
  return z;
}

int Cube::lee(Node x, Node y) const {
  int w = 0;
  for (int i = 0; i < n_; ++i) w += lee_digit((digit(x, i) - digit(y, i) + k_) % k_);
  return w;
}

std::vector<Node> Cube::neighbors(Node x) const {
  std::vector<Node> out;
  out.reserve(static_cast<size_t>(ports()));
  for (int i = 0; i < n_; ++i) {
    out.push_back(move(x, i, +1));
    if (k_ > 2) out.push_back(move(x, i, -1));
  }
  return out;
}

int64_t Cube::link(Node from, Node to) const {
  if (from < 0 || from >= nodes_ || to < 0 || to >= nodes_) return -1;
  Node diff = sub(to, from);
  for (int i = 0; i < n_; ++i) {
    if (diff != pow_[i] && diff != (k_ - 1) * pow_[i]) continue;
    int port = k_ == 2 ? i : 2 * i + (diff == pow_[i] ? 0 : 1);
    return int64_t{from} * ports() + port;
  }
  return -1;
}

}  // namespace hc::kary
