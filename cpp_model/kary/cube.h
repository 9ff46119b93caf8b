// The k-ary n-cube network (paper 001, Def. 2.1.3): nodes, digits, links, Lee distance. It is the
// hypercycle G(k,..,k; 1,..,1) with n dimensions, and the core model does its arithmetic.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cpp_model/config.h"
#include "cpp_model/errors.h"
#include "cpp_model/kary/lee.h"
#include "cpp_model/topology.h"

namespace hc::kary {

/// Range of the model: the radix and dimension limits of the hypercycle hardware.
inline constexpr int kMinK = kMinRadix;
inline constexpr int kMaxK = kMaxRadix;
inline constexpr int kMinN = 1;
inline constexpr int kMaxN = kMaxDims;

using Node = hc::Node;  ///< node index a_n k^(n-1) + .. + a_1, 0 .. k^n - 1

/// An invalid k, n, node, digit or tuple given to the k-ary n-cube model.
class CubeError : public Error {
 public:
  using Error::Error;
};

/// Throws CubeError unless kMinK <= k <= kMaxK.
void check_radix(int k);

/// A validated k-ary n-cube. Direction (dimension) i of the paper is dim = i - 1 here; digit a_1 is the
/// least significant. Nodes are adjacent iff their Lee distance is 1; for k = 2 the +1 and -1 neighbours
/// coincide and the two nodes share one link (the binary hypercube). Links are numbered as the hypercycle
/// numbers its ports: direction 1 first, +1 before -1.
class Cube {
 public:
  /// Throws CubeError unless 2 <= k <= 15 and 1 <= n <= 4.
  Cube(int k, int n);

  int k() const { return g_.dim(0).m; }
  int n() const { return g_.r(); }
  Node nodes() const { return g_.nodes(); }
  /// Links per node: 2n (n when k = 2).
  int ports() const { return g_.degree(); }

  /// a_{dim+1} of x (dim = 0 .. n-1). x and dim must be valid (not checked, for inner loops).
  int digit(Node x, int dim) const { return x / place(dim) % k(); }
  /// k^dim, the place value of digit a_{dim+1}.
  Node place(int dim) const { return g_.dim(dim).weight; }

  /// Digits of x, a_1 first. Throws CubeError unless 0 <= x < k^n.
  Digits digits(Node x) const;
  /// Node of digits given a_1 first. Throws CubeError for a wrong length or a digit outside <k>.
  Node node(const Digits& a1_first) const;
  /// Node of digits written as in the paper, most significant (a_n) first.
  Node node_msf(const Digits& an_first) const;
  /// Digits of x, a_n first (the paper's written order).
  Digits digits_msf(Node x) const;
  /// The paper's written form: "013" (a_n .. a_1); digits separated by '.' when k > 10.
  std::string format(Node x) const;

  /// x with digit a_{dim+1} changed by delta (mod k). Unchecked.
  Node move(Node x, int dim, int delta) const {
    const hc::Digits a = digits_unchecked(g_, x);
    return x + (step_unchecked(g_, a, dim, delta % k())[dim] - a[dim]) * place(dim);
  }
  /// Digitwise sum mod k (renumbering of Sec. 3.3: adds the vector `by` to every label). Unchecked.
  Node add(Node x, Node by) const;
  /// Digitwise difference x - y mod k. Unchecked.
  Node sub(Node x, Node y) const;
  /// Lee distance D_L(x, y): the hypercycle's distance. Unchecked.
  int lee(Node x, Node y) const;
  /// Lee weight of digit value a in this radix: min(a, k - a).
  int lee_digit(int a) const { return circulant_distance(g_.dim(0), 0, a); }

  /// The distinct neighbours of x in link order: for each direction, a+1 then a-1 (one of them when k = 2).
  /// Unchecked.
  std::vector<Node> neighbors(Node x) const;
  /// Number of directed links: nodes() * ports().
  int64_t directed_links() const { return int64_t{nodes()} * ports(); }
  /// Index of the directed link from -> to in 0 .. directed_links()-1, or -1 when they are not adjacent.
  int64_t link(Node from, Node to) const;

  /// Throws CubeError unless 0 <= x < k^n; `what` names the value in the message.
  void check_node(Node x, const std::string& what) const;
  /// Throws CubeError when the cube has more than `limit` nodes; `what` names the computation limited.
  void check_size(Node limit, const std::string& what) const;

 private:
  Hypercycle g_;
};

}  // namespace hc::kary
