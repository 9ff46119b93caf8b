#include "cpp_model/wormhole/gray_code.h"

#include <string>

namespace hc::wormhole {

std::vector<Node> gray_code(int bits) {
  if (bits < 1 || bits > kMaxN)
    throw ParamError("Gray code width must be between 1 and " + std::to_string(kMaxN) + ", got " +
                     std::to_string(bits));
  std::vector<Node> out(size_t{1} << bits);
  for (Node j = 0; j < out.size(); ++j) out[j] = j ^ (j >> 1);
  return out;
}

std::vector<int> gray_dimensions(int n, const std::vector<int>& dims) {
  if (n < 1 || n > kMaxN)
    throw ParamError("cube dimension n must be between 1 and " + std::to_string(kMaxN) + ", got " + std::to_string(n));
  if (dims.empty()) throw ParamError("a Gray code must span at least one dimension");
  Node seen = 0;
  for (int d : dims) {
    if (d < 0 || d >= n)
      throw ParamError("dimension " + std::to_string(d) + " is not a dimension of Q_" + std::to_string(n) + " (0.." +
                       std::to_string(n - 1) + ")");
    if (seen & (Node{1} << d)) throw ParamError("dimension " + std::to_string(d) + " is listed twice");
    seen |= Node{1} << d;
  }
  const Node count = (Node{1} << dims.size()) - 1;
  std::vector<int> out;
  out.reserve(count);
  for (Node j = 1; j <= count; ++j) {
    int low = 0;
    while (!((j >> low) & 1)) ++low;
    out.push_back(dims[static_cast<size_t>(low)]);
  }
  return out;
}

std::vector<Node> partial_gray_code(int n, Node start, const std::vector<int>& dims) {
  std::vector<int> seq = gray_dimensions(n, dims);
  if (start >= (Node{1} << n))
    throw ParamError("node " + std::to_string(start) + " is not a node of Q_" + std::to_string(n));
  std::vector<Node> out{start};
  for (int d : seq) out.push_back(out.back() ^ (Node{1} << d));
  return out;
}

}  // namespace hc::wormhole
