// Destination patterns of network traffic (Dally & Towles, ch. 3; BookSim2's traffic.cpp), registered
// by name: each draws a packet's destination and states its distribution (for the channel-load bound).
// Patterns on node-number bits need N a power of two; those on digits apply to any hypercycle.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cpp_model/config.h"

namespace hc::noc {

/// A small, fast, reproducible random generator (splitmix64).
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  ///< [0, 1)
  uint64_t below(uint64_t n) { return next() % n; }

 private:
  uint64_t s_;
};

/// What some patterns need besides the hypercycle.
struct PatternOptions {
  double hotspot_fraction = 0.2;  ///< hotspot: share of packets sent to a hotspot
  std::vector<Node> hotspots{0};  ///< hotspot: the hotspot nodes
};

/// A destination pattern.
struct Pattern {
  std::string name;
  /// The destination of a packet from src (it may be src itself: the packet then only crosses the
  /// node's own switch).
  std::function<Node(Node src, Rng& rng)> draw;
  /// Calls visit(dst, probability) for every destination src sends to.
  std::function<void(Node src, const std::function<void(Node, double)>& visit)> each;
};

/// The pattern called `name` on g. Throws Error for an unknown name, or one that does not apply to g
/// (the message says why).
Pattern make_pattern(const std::string& name, const Hypercycle& g, const PatternOptions& options = {});

/// The patterns by name, each with one line of description, for --help.
std::vector<std::pair<std::string, std::string>> pattern_list();

}  // namespace hc::noc
