// Binary reflected Gray codes as paper 002 sec. 3.2 uses them: GC(n), the dimension sequence dGC,
// and the partial code GC(n, n', DS) that spans only the dimensions DS from a given start node.
#pragma once

#include <vector>

#include "cpp_model/wormhole/formulas.h"

namespace hc::wormhole {

/// GC(bits): GC(1) = {0, 1}, GC(i) = 0GC(i-1), 1GC^R(i-1); codeword j is j ^ (j >> 1).
/// Throws ParamError unless 1 <= bits <= kMaxN.
std::vector<Node> gray_code(int bits);

/// dGC(n, n', DS): the 2^n' - 1 dimensions crossed by the reflected code over DS = dims, dims[0]
/// being the code's rightmost (fastest-changing) bit: step j crosses dims[ctz(j)]. dGC(3) is
/// {0,1,0,2,0,1,0}. Throws ParamError unless dims is non-empty, distinct and each in 0..n-1.
std::vector<int> gray_dimensions(int n, const std::vector<int>& dims);

/// GC(n, n', DS) from start: the 2^n' codewords of the path P(start, dGC(n, n', DS)), start first.
/// Throws ParamError as gray_dimensions does, or when start is not a node of Q_n.
std::vector<Node> partial_gray_code(int n, Node start, const std::vector<int>& dims);

}  // namespace hc::wormhole
