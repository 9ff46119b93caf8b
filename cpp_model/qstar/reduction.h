// Procedure REDUCTION (sec. 4.3, Theorem 5): the sum of one value per processor, left in a chosen processor,
// simulated step by step under bus semantics with the contributors of every partial sum tracked.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/qstar/bus.h"
#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// The procedure's transmissions towards <0,1>, step by step, in its labels, exactly as printed (bits
/// counted from 0): phase 1 for i = 1 .. n-1, then phase 2 for i = n-1 down to 1.
std::vector<std::vector<LabeledTransmission>> reduction_program(int n);

struct ReductionResult {
  int processors = 0;
  int steps = 0;
  int phase1_steps = 0;
  int64_t result = 0;       ///< A of the root at the end
  int64_t expected = 0;     ///< the sum of all the values
  int counted = 0;          ///< processors whose value is in the root's result
  long double_counted = 0;  ///< additions that counted some processor's value a second time
  int max_send_ports = 0;
  Violations violations;  ///< as in BroadcastResult; a rejected transmission or reception delivers nothing
  std::vector<Step> schedule;
  bool ok() const { return violations.empty() && counted == processors && double_counted == 0 && result == expected; }
};

/// REDUCTION to `root` of `values` (one per processor, in processor order): TRANSFORM maps `root` to
/// <0,1>. A sender sends its A as it was at the start of the step. In phase 1 a receiver adds what it got
/// (A := A + B); in phase 2 a receiver of two values replaces A by their sum, as printed. Throws VertexError
/// for a bad root and SizeError unless there is one value per processor.
ReductionResult reduction(const Network& q, const Vertex& root, const std::vector<int64_t>& values);

}  // namespace hc::qstar
