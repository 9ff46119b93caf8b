#include "cpp_model/wormhole/paths.h"

#include <string>

namespace hc::wormhole {

void StepPaths::add(Node source, const int* dims, int count) {
  if (count < 0) throw ParamError("a path cannot have a negative length");
  for (int j = 0; j < count; ++j)
    if (dims[j] < 0 || dims[j] > 31)
      throw ParamError("path dimension " + std::to_string(dims[j]) + " is outside 0..31");
  sources_.push_back(source);
  for (int j = 0; j < count; ++j) dims_.push_back(static_cast<uint8_t>(dims[j]));
  begin_.push_back(static_cast<uint32_t>(dims_.size()));
}

void StepPaths::add(Node source, const std::vector<int>& dims) {
  add(source, dims.data(), static_cast<int>(dims.size()));
}

std::vector<Node> StepPaths::nodes(size_t i) const {
  std::vector<Node> out{sources_[i]};
  for (int j = 0; j < length(i); ++j) out.push_back(out.back() ^ (Node{1} << dim(i, j)));
  return out;
}

}  // namespace hc::wormhole
