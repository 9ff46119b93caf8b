// The invariants of every network run (docs/network.md): each unicast packet delivered once, to its
// destination, intact and in order per source-destination pair; each broadcast delivered once to every
// node but its origin, in order per source, with the weights of its broadcast tree.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "cpp_model/broadcast.h"
#include "cpp_model/noc/dut.h"
#include "cpp_model/noc/traffic.h"

namespace hc::noc {

/// A packet's arrival at one node (a broadcast arrives at every node but its origin).
struct Delivery {
  Packet packet;
  Node node = 0;
  int64_t eject = 0;  ///< clock its tail left the network
  int hops = 0;       ///< links it crossed: the distance (unicast), the step of its broadcast tree
  bool completes = false;  ///< the packet's last delivery
};

class DeliveryChecker {
 public:
  DeliveryChecker(const Hypercycle& g, const NocParams& params);

  /// A packet entered its source queue.
  void created(const Packet& p);
  /// A flit a sink took in clock t; appends the packets it completes at that node to `done`.
  void ejected(const Ejection& e, int64_t t, std::vector<Delivery>& done);
  /// Deliveries still expected.
  int64_t outstanding() const { return outstanding_; }
  /// The invariants broken so far: the first few in words, and how many in all.
  const std::vector<std::string>& violations() const { return violations_; }
  int64_t violation_count() const { return violation_count_; }
  /// Records a broken invariant found elsewhere (e.g. a run that stops with deliveries missing).
  void violate(const std::string& what);

 private:
  struct Open {  // the packet a node's ejection port is delivering
    bool open = false;
    int64_t id = -1;  // -1: a packet that is not one of ours, swallowed to its tail
    int k = 0;
    bool bad = false;  // a broken invariant was reported: the rest of the packet is not checked
  };
  struct State {
    Packet packet;
    int64_t remaining = 0;
  };
  Node relative(Node from, Node to) const;  // the node at digit differences to - from
  int64_t expect(Node src, Node y, const Flit& head, int64_t t);
  std::string arrived_instead(const Packet& expected, const Flit& head) const;

  const Hypercycle& g_;
  NocParams params_;
  std::vector<int> tree_step_;     // broadcast from node 0: step of first reception per node
  std::vector<Weight> tree_weight_;
  std::unordered_map<int64_t, State> packets_;
  struct Pending {  // a unicast packet not yet delivered
    int64_t id;
    Node dst;
  };
  std::vector<std::vector<Pending>> unicast_;                   // per source, oldest first
  std::unordered_map<Node, std::vector<int64_t>> bcasts_;       // src -> its broadcasts, in order
  std::unordered_map<int64_t, size_t> bcast_next_;              // (src, node) -> index of the next expected
  std::vector<Open> open_;
  int64_t outstanding_ = 0;
  std::vector<std::string> violations_;
  int64_t violation_count_ = 0;
};

}  // namespace hc::noc
