#include "cpp_model/kary/gray.h"

namespace hc::kary {

namespace {

/// Appends prefix x (as digit a_{m+1} of an m-digit code: x * k^m) to each code of seq, reversed or not.
void append(std::vector<Node>& out, Node x, Node place, const std::vector<Node>& seq, bool reversed) {
  if (reversed)
    for (auto it = seq.rbegin(); it != seq.rend(); ++it) out.push_back(x * place + *it);
  else
    for (Node c : seq) out.push_back(x * place + c);
}

}  // namespace

GrayCode gray_code(const Cube& cube) {
  const int k = cube.k();
  GrayCode gc;
  for (Node a = 0; a < k; ++a) gc.g.push_back(a);  // G_k(1) = {0, 1, .., k-1}
  auto split_q_s = [&gc, k] {
    gc.q.clear();
    gc.s.clear();
    for (Node c : gc.g) (c % k == 0 ? gc.q : gc.s).push_back(c);  // rightmost digit a_1 zero or not
  };
  split_q_s();
  Node place = k;  // k^m for the m-digit codes being extended
  for (int m = 1; m < cube.n(); ++m) {
    std::vector<Node> next;
    // 0 S, 1 S^R, 2 S, 3 S^R, .., (k-1) S^R (k even) or (k-1) S (k odd).
    for (Node x = 0; x < k; ++x) append(next, x, place, gc.s, x % 2 == 1);
    if (k % 2 == 0) {
      // (k-1) Q^R, (k-2) Q, (k-3) Q^R, .., 0 Q.
      for (Node x = k - 1; x >= 0; --x) append(next, x, place, gc.q, (k - 1 - x) % 2 == 0);
    } else {
      // (k-1) Q, (k-2) Q^R, (k-3) Q, .., 0 Q.
      for (Node x = k - 1; x >= 0; --x) append(next, x, place, gc.q, (k - 1 - x) % 2 == 1);
    }
    gc.g = std::move(next);
    split_q_s();
    place *= k;
  }
  return gc;
}

CycleCheck check_cycle(const Cube& cube, const std::vector<Node>& seq) {
  CycleCheck c;
  std::vector<char> seen(static_cast<size_t>(cube.nodes()), 0);
  c.every_node_once = seq.size() == static_cast<size_t>(cube.nodes());
  for (Node x : seq) {
    if (x < 0 || x >= cube.nodes() || seen[x]) {
      c.every_node_once = false;
      break;
    }
    seen[x] = 1;
  }
  if (!c.every_node_once) return c;
  for (size_t j = 0; j + 1 < seq.size(); ++j)
    if (cube.lee(seq[j], seq[j + 1]) != 1) {
      c.first_bad_step = static_cast<int>(j);
      break;
    }
  c.closing_distance = cube.lee(seq.back(), seq.front());
  return c;
}

}  // namespace hc::kary
