// Procedure TOTAL_EXCHANGE (sec. 4.4, Theorem 6): every processor's message to every other processor,
// simulated message by message under bus semantics (one message per hyperlink per step).
#pragma once

#include <vector>

#include "cpp_model/qstar/bus.h"
#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// What a processor of dimension k broadcasts in iteration k (the set M_<i,j> of the procedure).
enum class ExchangePolicy {
  /// Everything it holds: its own message and all it has received, each once.
  Sets,
  /// The paper's analysis: "all messages it received in the previous step", duplicates included, in the
  /// order received; a dimension-0 processor adds its own message in iteration 0.
  Forward,
  /// Letter by letter: the set of messages received in the previous step, without its own message.
  Received,
};

struct ExchangeResult {
  int processors = 0;
  int steps = 0;
  int collect_steps = 0;             ///< the first loop: the others on each hyperlink to its dimension-0 processor
  std::vector<int> iteration_steps;  ///< steps of iteration k = 0 .. n-1 (the longest M of dimension k)
  long transmissions = 0;            ///< messages put on hyperlinks
  long missing = 0;                  ///< (processor, message of another processor) pairs never delivered
  int max_send_ports = 0;
  Violations violations;
  bool ok() const { return violations.empty() && missing == 0; }
};

/// TOTAL_EXCHANGE: in collection step t = 1 .. n-1 the processor of dimension t on each hyperlink sends its
/// message to that hyperlink's dimension-0 processor; then in iteration k every processor <i,j> of dimension
/// k sends its M one message per step on both e_i and e_j, to every processor attached to them.
ExchangeResult total_exchange(const Network& q, ExchangePolicy policy);

}  // namespace hc::qstar
