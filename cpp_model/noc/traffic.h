// Traffic of a network run: the destination patterns, registered by name, and the packet sources
// (Bernoulli arrivals per node and clock into an unbounded source queue).
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "cpp_model/noc/flit.h"

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

/// The payload of flit k of packet `id`, DataW bits of it.
uint64_t payload(int64_t id, int k, int data_w);

/// A destination pattern: the destination of a packet from src (never src itself).
using Pattern = std::function<Node(Node src, Rng& rng)>;

/// The patterns by name ("uniform", ...). Throws Error for an unknown name, or one that does not apply
/// to g (the message says why).
Pattern make_pattern(const std::string& name, const Hypercycle& g);
/// The names make_pattern knows, for --help.
std::vector<std::string> pattern_names();

/// One packet a source created.
struct Packet {
  int64_t id = 0;
  Node src = 0;
  Node dst = -1;       ///< -1 for a broadcast
  int len = 1;
  int64_t created = 0;  ///< clock it entered its source queue
};

/// What the sources create.
struct TrafficSpec {
  std::string pattern = "uniform";
  double rate = 0.1;            ///< offered flits per node per clock, 0..1
  int len = 1;                  ///< flits per packet
  double bcast_fraction = 0.0;  ///< share of packets that are broadcasts
  uint64_t seed = 1;
  /// Throws Error naming the option when a value is out of range (max_len: the switches' MaxLen).
  void check(int max_len) const;
};

/// The sources of every node: Bernoulli arrivals (geometric gaps, one random stream per node) and
/// unbounded source queues that feed the injection ports one flit per clock.
class Sources {
 public:
  Sources(const Hypercycle& g, const TrafficSpec& spec, int data_w);

  /// Creates the packets of clock t (call once per clock, in order) and appends them to `created`.
  void generate(int64_t t, std::vector<Packet>& created);
  /// The flit node x offers now, or nullptr.
  const Flit* offer(Node x) const;
  /// Node x's offer was taken; returns true when that was its packet's tail.
  bool taken(Node x);
  /// Packets waiting or being injected at node x.
  size_t queued(Node x) const { return queue_[static_cast<size_t>(x)].size(); }

 private:
  void refresh(Node x);
  int64_t gap(Rng& rng) const;

  const Hypercycle& g_;
  TrafficSpec spec_;
  int data_w_;
  Pattern pattern_;
  double p_;  // packets per node per clock
  int64_t next_id_ = 0;
  std::vector<Rng> rng_;
  std::vector<int64_t> next_;  // per node: the clock of its next packet
  std::vector<std::deque<Packet>> queue_;
  std::vector<int> sent_;      // per node: flits of its first queued packet taken so far
  std::vector<Flit> offer_;    // per node: its offered flit, valid when its queue is not empty
};

}  // namespace hc::noc
