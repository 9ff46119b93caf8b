// What a network simulation drives clock by clock: the cycle-exact model, or the verilated RTL.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/noc/flit.h"

namespace hc::noc {

/// A flit a node's sink took.
struct Ejection {
  Node node = 0;
  Flit flit;
};

/// A virtual channel whose first flit waits: at node `node`, input `port` (degree = the local input),
/// channel `vc`.
struct Blocked {
  Node node = 0;
  int port = 0;
  int vc = 0;
  bool operator==(const Blocked& o) const { return node == o.node && port == o.port && vc == o.vc; }
};

/// Why an injection port refused a packet (docs/network.md): the bit numbers of the switch's CAUSE
/// register. Regs.ModelCausesAreTheMaps checks them against its fields in rtl/regs/hc_node.rdl.
enum Cause : int {
  kCauseConfig = 0,       ///< the switch's configuration is invalid or beyond the switch
  kCauseSequence = 1,     ///< a body or tail flit with no packet open; a head while one is open; an early tail
  kCauseLength = 2,       ///< len 0 or above MaxLen; no tail at position len
  kCauseDestination = 3,  ///< a unicast destination digit at or above m_i, or not 0 above r
  kCauseWeights = 4,      ///< a broadcast whose weights are not (0, 0)
};
/// The refusal causes (CAUSE's sticky bits, below the configuration's status bits).
inline constexpr int kCauses = 5;
/// Every refusal cause: the bits of CAUSE that Refusals::causes holds.
inline constexpr uint8_t kCauseMask = (1u << kCauses) - 1;

/// Refusals at one node's injection port: the ERRORS and CAUSE registers.
struct Refusals {
  uint16_t count = 0;
  uint8_t causes = 0;  ///< bit per Cause
};

/// The network, one clock at a time. Clock 0 is the first clock after every switch is configured.
class NocDut {
 public:
  virtual ~NocDut() = default;
  virtual Node nodes() const = 0;
  /// One clock. offers[x]: the flit node x's source presents (nullptr: none); ej_ready[x]: node x's
  /// sink takes a flit. Sets accepted[x] when node x took its offer in this clock, and appends the
  /// flits the sinks took in this clock to `ejected`.
  virtual void clock(const std::vector<const Flit*>& offers, const std::vector<uint8_t>& ej_ready,
                     std::vector<uint8_t>& accepted, std::vector<Ejection>& ejected) = 0;
  /// Whether some switch forwarded a flit in the last clock.
  virtual bool moved() const = 0;
  /// The virtual channels whose first flit is visible and was not forwarded in the last clock, by node,
  /// port and channel.
  virtual std::vector<Blocked> blocked() const = 0;
  /// The refusals of node x's injection port so far.
  virtual Refusals refusals(Node x) const = 0;
  /// Sets CTRL.no_dateline in every switch (test only: every hop in class 0).
  virtual void set_no_dateline(bool on) = 0;
};

}  // namespace hc::noc
