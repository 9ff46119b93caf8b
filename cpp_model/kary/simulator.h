// Step-level store-and-forward simulator of paper 001's communication model (Sec. 3, opening): every
// link carries at most one packet per direction per time unit; one-port nodes send and receive at most
// one packet per time unit, 2n-port nodes use all their links at once.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cpp_model/kary/cube.h"

namespace hc::kary {

enum class PortModel {
  OnePort,  ///< a node sends on at most one link and receives on at most one link per step
  AllPort   ///< "2n-port": every link of a node may send and receive in the same step
};

/// "one-port" or "2n-port".
std::string port_model_name(PortModel model);
/// Parses "one" / "one-port" or "2n" / "2n-port"; throws CubeError otherwise.
PortModel parse_port_model(const std::string& text);

/// Whether a transmitted packet stays at the sender.
enum class Holding {
  Copy,  ///< broadcast: the sender keeps its copy; receiving a packet already held is a duplicate
  Move   ///< personalized: the packet leaves the sender; it is at one node at a time
};

/// One packet crossing one link in one step.
struct Transfer {
  Node from = 0;
  Node to = 0;
  int64_t packet = 0;
};

/// What a simulation saw. A run obeys the model iff violations == 0.
struct SimReport {
  int steps = 0;                        ///< time units simulated
  int64_t transfers = 0;                ///< packet-link crossings
  int64_t duplicates = 0;               ///< receptions of a packet the node already held (Copy)
  int64_t violations = 0;               ///< transfers that break the model (not applied)
  std::vector<std::string> first_violations;  ///< the first few, readable
  int64_t unserved = 0;                 ///< demanded (packet, node) pairs not met at the end
  bool clean() const { return violations == 0 && unserved == 0; }
};

/// Runs a schedule one time unit at a time and checks it against the model. A transfer must cross a
/// link, from a node that held the packet before the step; no directed link carries two packets in a
/// step; one-port nodes send at most one and receive at most one. Packets received in a step can be
/// sent from the next step on.
class StepSimulator {
 public:
  /// packets: ids 0 .. packets-1. Throws CubeError when packets < 1, or when Copy holdings
  /// (nodes x packets bits) would exceed 2^28.
  StepSimulator(const Cube& cube, PortModel model, Holding holding, int64_t packets);

  /// Places a packet at its source before the first step. Throws CubeError for a bad node or packet.
  void originate(int64_t packet, Node at);
  /// One time unit: validates every transfer against the state before the step, then applies the valid
  /// ones. Broken rules are counted in the report, never thrown.
  void step(const std::vector<Transfer>& transfers);
  /// Whether node `at` holds the packet now.
  bool holds(Node at, int64_t packet) const;
  /// Records a demand: the packet must be at `at` by now; counts it as unserved otherwise.
  void require(int64_t packet, Node at);

  const SimReport& report() const { return report_; }
  const Cube& cube() const { return cube_; }

 private:
  void violate(const std::string& what);

  Cube cube_;
  PortModel model_;
  Holding holding_;
  int64_t packets_;
  std::vector<bool> held_;        // Copy: node * packets + packet
  std::vector<Node> location_;    // Move: where each packet is, -1 before it originates
  std::vector<int> link_stamp_;   // last step each directed link was used
  std::vector<int> send_stamp_;   // last step each node sent (one-port)
  std::vector<int> recv_stamp_;   // last step each node received (one-port)
  std::vector<int> packet_stamp_; // Move: last step each packet was sent
  SimReport report_;
};

}  // namespace hc::kary
