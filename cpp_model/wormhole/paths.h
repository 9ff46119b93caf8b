// The w-paths started in one step of a path-based broadcast, stored flat (no per-path heap object):
// path i leaves source(i) and crosses dimension dim(i, 0), then dim(i, 1), ... (one link each).
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/wormhole/formulas.h"

namespace hc::wormhole {

class StepPaths {
 public:
  /// Appends a path. Dimensions are only range-checked against 0..31 here (so that broken paths can
  /// be built to test the simulator); the simulator checks them against the cube.
  void add(Node source, const std::vector<int>& dims);
  void add(Node source, const int* dims, int count);

  size_t size() const { return sources_.size(); }
  Node source(size_t i) const { return sources_[i]; }
  int length(size_t i) const { return static_cast<int>(begin_[i + 1] - begin_[i]); }  ///< links
  int dim(size_t i, int j) const { return dims_[begin_[i] + static_cast<size_t>(j)]; }
  /// The nodes of path i, source first (length(i) + 1 of them).
  std::vector<Node> nodes(size_t i) const;

 private:
  std::vector<Node> sources_;
  std::vector<uint32_t> begin_{0};  ///< path i's dimensions are dims_[begin_[i] .. begin_[i+1])
  std::vector<uint8_t> dims_;
};

}  // namespace hc::wormhole
