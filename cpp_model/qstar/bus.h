// Bus semantics of sec. 4, checked step by step: in one step a hyperlink carries at most one message, from
// one sender attached to it, and every processor attached to it may receive that message. A processor has
// one port per hyperlink (two in all); in one step a port either sends or receives, not both.
#pragma once

#include <string>
#include <vector>

#include "cpp_model/qstar/automorphism.h"
#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// Problems a simulation found: all counted, the first few described.
struct Violations {
  static constexpr size_t kListed = 10;
  long count = 0;
  std::vector<std::string> first;  ///< at most kListed descriptions
  void add(const std::string& what);
  void merge(const Violations& other);
  bool empty() const { return count == 0; }
};

/// One transmission: `sender` puts one message on hyperlink `link`; `receivers` take it.
struct Transmission {
  int sender = 0;
  int link = 0;
  std::vector<int> receivers;
};

/// The transmissions of one step.
using Step = std::vector<Transmission>;

/// A transmission written with labels, as the procedures of sec. 4 write them after TRANSFORM; the labels
/// may be wrong (not vertices), so that a procedure read literally can be run and its faults reported.
struct LabeledTransmission {
  Vertex sender;
  int link = 0;
  std::vector<Vertex> receivers;
};

/// The physical transmission of `t` under `map` (labels are images under the map, so processors and hyperlinks
/// are their preimages). A receiver label that is not a vertex is reported into `v` as in step `step` and left
/// out; a bad sender label or hyperlink drops the whole transmission (returns false).
bool place(const Network& q, const CubeMap& map, const LabeledTransmission& t, int step, Transmission& out,
           Violations& v);

/// Records the steps of a simulation and the bus rules they break.
class BusChecker {
 public:
  explicit BusChecker(const Network& q);

  /// Starts the next step (steps are numbered from 1).
  void begin_step();
  /// `sender` transmits on `link` in the current step; false (and a violation) if it may not.
  bool send(int sender, int link);
  /// `receiver` takes the message on `link` in the current step; false (and a violation) if it may not.
  bool receive(int receiver, int link);
  /// A whole transmission: send, then receive for every receiver.
  bool transmit(const Transmission& t);

  int steps() const { return step_; }
  /// Most ports one processor sent on in one step (2 means both hyperlinks at once).
  int max_send_ports() const { return max_send_ports_; }
  const Violations& violations() const { return violations_; }

 private:
  std::string at() const;                    ///< "step s: ", for violation messages
  int port(int processor, int link) const;  ///< 0 for e_l, 1 for e_u, -1 if not attached

  Network q_;
  std::vector<Vertex> labels_;    ///< label of every processor, for the hot path
  int step_ = 0;
  int max_send_ports_ = 0;
  std::vector<int> link_step_;    ///< step in which each hyperlink last had a sender
  std::vector<int> link_sender_;  ///< that sender
  std::vector<int> send_step_;    ///< per port (2 per processor): step it last sent in
  std::vector<int> recv_step_;    ///< per port: step it last received in
  Violations violations_;
};

}  // namespace hc::qstar
