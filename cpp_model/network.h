// Step-by-step broadcast over a whole hypercycle, every node deciding with a BroadcastRule.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/broadcast.h"
#include "cpp_model/config.h"

namespace hc {

/// How a node first received the message (for the broadcast tree).
struct FirstReception {
  Node from = -1;       ///< sender; -1 for the origin and for unreached nodes
  int port = -1;        ///< sender's port
  Weight weight;        ///< weights carried
};

/// Outcome of one broadcast. Step 0 is the origin holding the message; a message sent in step s
/// arrives in step s+1.
struct BroadcastRun {
  Node origin = 0;
  int steps = 0;                        ///< last step in which a message arrived
  int64_t messages = 0;                 ///< receptions in all
  int64_t duplicates = 0;               ///< receptions beyond the first at a node (any at the origin)
  int64_t unreached = 0;                ///< nodes other than the origin that never received it
  bool truncated = false;               ///< stopped after kMaxMessagesPerNode x N receptions
  std::vector<int> arrival;             ///< step of first reception per node, 0 for the origin, -1 never
  std::vector<uint16_t> receptions;     ///< receptions per node (saturating)
  std::vector<FirstReception> tree;     ///< per node, how it first received the message
};

/// A rule that keeps duplicating is stopped after this many receptions per node on average.
inline constexpr int kMaxMessagesPerNode = 16;

/// Simulates the broadcast from origin. Throws RangeError for a bad origin, Error if the rule sends
/// on a port that does not exist, and MessageError (from the model) for an impossible message.
BroadcastRun simulate_broadcast(const Hypercycle& g, Node origin, BroadcastRule& rule);

/// simulate_broadcast with the golden model's rule.
BroadcastRun simulate_broadcast(const Hypercycle& g, Node origin);

}  // namespace hc
