// Procedure BROADCAST (sec. 4.2, Theorem 4): one message from any processor to all others, run from <0,1>
// after TRANSFORM, simulated step by step under bus semantics.
#pragma once

#include <vector>

#include "cpp_model/qstar/bus.h"
#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// How the printed procedure is read.
enum class BroadcastReading {
  /// Ours, which follows the hypercube description before it: in iteration k, <a,b> sends to <a, a^(k+1)> and
  /// <b, b^(k+1)> where ^(k+1) flips bit k counted from 0 (the (k+1)-th bit); the last loop runs only on the
  /// processors <a, a + 2^(n-1)>, as the loop body would for k = n.
  Corrected,
  /// Letter by letter: ^(k+1) flips bit k+1 counted from 0, as ^(i) does for i in {0..k-1}; the last loop
  /// runs on every processor.
  Literal,
};

/// The procedure's transmissions from <0,1>, step by step, in the labels it uses.
std::vector<std::vector<LabeledTransmission>> broadcast_program(int n, BroadcastReading reading);

struct BroadcastResult {
  int processors = 0;
  int steps = 0;         ///< steps the procedure ran
  int served = 0;        ///< processors holding the message at the end, the source included
  long duplicates = 0;   ///< receptions by a processor that already held the message
  int max_send_ports = 0;
  /// Senders without the message and labels that are not vertices, named in the program's labels (after
  /// TRANSFORM); bus rules broken, named by processor. A rejected transmission or reception delivers nothing.
  Violations violations;
  std::vector<Step> schedule;  ///< what was transmitted, in processor numbers
  bool ok() const { return violations.empty() && served == processors; }
};

/// BROADCAST from `source`: TRANSFORM (our CubeMap reading) maps `source` to <0,1>, the program runs in the
/// new labels and every transmission is checked on the physical processors and hyperlinks. A processor may
/// forward the message from the step after it received it.
BroadcastResult broadcast(const Network& q, const Vertex& source, BroadcastReading reading);

}  // namespace hc::qstar
