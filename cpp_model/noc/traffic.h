// The packet sources of a network run: Bernoulli arrivals per node and clock into unbounded source
// queues (the offered load does not depend on the network), destinations by pattern, lengths fixed or
// bimodal, a share of broadcasts.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "cpp_model/noc/flit.h"
#include "cpp_model/noc/patterns.h"

namespace hc::noc {

/// The payload of flit k of packet `id`, its low `bits` bits (NocParams::payload_bits).
uint64_t payload(int64_t id, int k, int bits);

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
  PatternOptions pattern_options;
  double rate = 0.1;            ///< offered flits per node per clock, 0..1
  int len = 1;                  ///< flits per packet
  int long_len = 0;             ///< bimodal lengths: 0 for none, else this many flits with probability long_fraction
  double long_fraction = 0.5;
  double bcast_fraction = 0.0;  ///< share of packets that are broadcasts
  uint64_t seed = 1;
  /// Mean flits per packet.
  double mean_len() const { return long_len ? (1 - long_fraction) * len + long_fraction * long_len : len; }
  /// Throws Error naming the option when a value is out of range (max_len: the switches' MaxLen).
  void check(int max_len) const;
};

/// The sources of every node: Bernoulli arrivals (geometric gaps, one random stream per node) and
/// unbounded source queues that feed the injection ports one flit per clock.
class Sources {
 public:
  Sources(const Hypercycle& g, const TrafficSpec& spec, const NocParams& params);

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

  Hypercycle g_;
  TrafficSpec spec_;
  NocParams params_;
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
