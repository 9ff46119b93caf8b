// Hamming and Lee weight and distance of radix-k tuples (paper 001, Defs. 2.1.1 and 2.1.2).
#pragma once

#include <vector>

namespace hc::kary {

/// A radix-k tuple. The weights do not depend on the order; hc::kary::Cube stores a_1 first.
using Digits = std::vector<int>;

/// |a| of Def. 2.1.2: a when 0 <= a <= k/2, k - a when k/2 < a <= k - 1. Throws CubeError for a bad k or a.
int lee_weight_digit(int a, int k);

/// W_H(A): the number of nonzero components (Def. 2.1.1).
int hamming_weight(const Digits& a, int k);

/// W_L(A): the sum of |a_i| (Def. 2.1.2).
int lee_weight(const Digits& a, int k);

/// A - B term by term modulo k. Throws CubeError unless both are tuples of the same length over <k>.
Digits difference(const Digits& a, const Digits& b, int k);

/// D_H(A, B) = W_H(A - B).
int hamming_distance(const Digits& a, const Digits& b, int k);

/// D_L(A, B) = W_L(A - B).
int lee_distance(const Digits& a, const Digits& b, int k);

}  // namespace hc::kary
