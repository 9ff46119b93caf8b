// k-ary reflected Gray codes G_k(n) (paper 001, Def. 2.3.1, Tables 2.3.1 and 2.3.2).
#pragma once

#include <string>
#include <vector>

#include "cpp_model/kary/cube.h"

namespace hc::kary {

/// G_k(n) with its parts: Q_k(n), the codes of G_k(n) whose rightmost digit a_1 is 0, and S_k(n), the
/// others, both in the order they have in G_k(n). Codes are nodes of the k-ary n-cube.
struct GrayCode {
  std::vector<Node> g;
  std::vector<Node> q;
  std::vector<Node> s;
};

/// Builds G_k(n) exactly as Def. 2.3.1: G_k(1) = 0..k-1, and G_k(n+1) from S_k(n) and Q_k(n) by the
/// even-k or the odd-k recursion, prepending the new digit as the most significant one.
GrayCode gray_code(const Cube& cube);

/// Whether a sequence of nodes is a Hamiltonian cycle of the cube (the claim of Sec. 2.3).
struct CycleCheck {
  bool every_node_once = false;  ///< a permutation of the k^n nodes
  int first_bad_step = -1;       ///< first index j with D_L(seq[j], seq[j+1]) != 1, -1 if none
  int closing_distance = 0;      ///< D_L(last, first)
  bool path() const { return every_node_once && first_bad_step < 0; }
  bool cycle() const { return path() && closing_distance == 1; }
};

CycleCheck check_cycle(const Cube& cube, const std::vector<Node>& seq);

}  // namespace hc::kary
