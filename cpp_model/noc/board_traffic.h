// The traffic of the network on a board (rtl/hc_noc_tgen.sv, rtl/hc_noc_tcheck.sv; docs/noc_board.md),
// bit for bit: the LFSRs, the patterns, the generators with their pending counts, the flits they send,
// the checkers with their counters. Run on the cycle-exact NetworkModel (board_run.h), it predicts
// every counter the board reports for the same settings.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "cpp_model/noc/flit.h"

namespace hc::noc {

/// Bits of a probability threshold (hc_traffic_pkg::ThrW): probabilities in 1/65536.
inline constexpr int kThrBits = 16;
/// Bits of a head's time stamp (hc_traffic_pkg::TsW).
inline constexpr int kStampBits = 12;

/// Bits of the traffic LFSRs (hc_traffic_pkg::LfsrW), and the steps an LFSR takes per packet (hc_traffic_pkg::LfsrFresh).
inline constexpr int kLfsrBits = 31;
inline constexpr int kLfsrFresh = 28;
/// The Fibonacci LFSR of x^31 + x^3 + 1 shifted left `steps` times (hc_traffic_pkg::lfsr_step).
uint32_t lfsr_step(uint32_t s, int steps);
/// The low 64 bits of the payload word w three times (hc_traffic_pkg::payload_bits).
inline uint64_t payload_bits(uint32_t w) {
  const uint64_t x = w & 0x7FFFFFFFu;
  return x | x << 31 | x << 62;
}
/// The first state of generator `stream` (0 rates, 1 packets) of node x (hc_traffic_pkg::lfsr_seed): never 0.
uint32_t lfsr_seed(uint32_t seed, int x, int stream);
/// A packet's payload word before its first step (hc_traffic_pkg::payload_init): never 0.
uint32_t payload_init(uint32_t seed, int src, uint32_t seq, uint32_t stamp);
/// Bits of the random number per digit of a uniform destination (hc_traffic_pkg::rand_digit_w).
inline int rand_digit_bits(int dims) { return dims <= 2 ? 6 : 12 / dims; }

/// The generators' patterns (hc_traffic_pkg::pattern_e).
enum class BoardPattern : uint8_t {
  Uniform = 0, Neighbour, Tornado, Antipodal, Complement, Transpose, Reverse, Shuffle, Hotspot
};
/// The patterns by name, with one line of description each, for --help.
std::vector<std::pair<std::string, std::string>> board_pattern_list();
/// The pattern called `name`; throws Error naming the known ones for another name.
BoardPattern board_pattern(const std::string& name);
std::string board_pattern_name(BoardPattern p);
/// Where node x sends every unicast packet under a pattern that fixes one destination (neither Uniform
/// nor Hotspot); for a bit pattern that does not apply to g, x itself (hc_traffic_pkg::pattern_dst).
Node fixed_destination(const Hypercycle& g, Node x, BoardPattern p);
/// Throws Error, saying why, when pattern p does not apply to g (the bit patterns need N a power of two,
/// Transpose an even number of bits).
void check_board_pattern(const Hypercycle& g, BoardPattern p);

/// The widths of a board build besides the switches' (hc_noc_board_top's parameters).
struct BoardWidths {
  int cyc_w = 24;  ///< the window length and pending counts
  int cnt_w = 32;  ///< packet, flit and latency counters
  /// Bits of a sequence number in a head: DataW less the header and the time stamp.
  static int seq_bits(const NocParams& p) { return p.data_w - p.hdr_bits() - kStampBits; }
  /// Throws Error when the widths or p do not make a board (a sequence number of at least 4 bits, DataW
  /// at most 64, counters 8..32 bits, CycW 8..32).
  void check(const NocParams& p) const;
};

/// The settings of a run, as the host writes them (hc_traffic_pkg::traffic_cfg_t and NetCycles).
struct BoardTraffic {
  uint32_t rate = 0;    ///< a packet per clock with probability rate / 2^16 (0..65536)
  uint32_t bcast = 0;   ///< a packet is a broadcast with probability bcast / 2^16
  uint32_t hot = 0;     ///< Hotspot: a unicast goes to hot_node with probability hot / 2^16
  BoardPattern pattern = BoardPattern::Uniform;
  Node hot_node = 0;
  int len = 1;          ///< flits per packet
  uint32_t seed = 1;
  int64_t cycles = 1000;  ///< clocks of the window
  /// The threshold for a probability p in 0..1: round(p 2^16).
  static uint32_t threshold(double p);
  /// Throws Error naming the setting that g, p and w cannot run.
  void check(const Hypercycle& g, const NocParams& p, const BoardWidths& w) const;
};

/// One node's counters as the board reports them (hc_traffic_pkg::node_reg_e), wrapped to their widths.
struct NodeCounters {
  uint64_t sent_pkts = 0, sent_flits = 0, recv_pkts = 0, recv_flits = 0;
  uint64_t errors = 0;   ///< flits that failed a check, saturating at 0xFFFF
  uint64_t causes = 0;   ///< bit per check (hc_traffic_pkg::check_e)
  uint64_t lat_sum = 0, lat_max = 0, pend_max = 0;
  bool operator==(const NodeCounters& o) const;
  bool operator!=(const NodeCounters& o) const { return !(*this == o); }
};

/// The checks of a received flit (bits of NodeCounters::causes): hc_traffic_pkg::check_e, which
/// BoardCodes.CheckCausesAreTheRtls checks them against.
enum BoardCheck { kCheckSequence = 0, kCheckPayload = 1, kCheckLength = 2, kCheckDest = 3, kCheckSource = 4 };

/// The generator of node x (hc_noc_tgen).
class BoardGenerator {
 public:
  BoardGenerator(const Hypercycle& g, const NocParams& p, const BoardWidths& w, const BoardTraffic& t, Node x);
  /// The flit offered in this clock, or nullptr.
  const Flit* offer() const { return cur_ ? &flit_ : nullptr; }
  /// The clock edge at the end of clock `now`: window whether packets are created, taken whether the
  /// switch took the offer. Returns the time stamp of a packet taken from the pending count (to be
  /// offered from the next clock) and its destination (-1: a broadcast), if one was.
  struct Started {
    bool started = false;
    Node dst = -1;
    int64_t stamp = 0;
  };
  Started clock(int64_t now, bool window, bool taken);
  bool idle() const { return pend_ == 0 && !cur_; }
  void counters(NodeCounters& c) const;

 private:
  void build_flit();

  const Hypercycle& g_;
  NocParams p_;
  BoardWidths w_;
  BoardTraffic t_;
  Node x_;
  int seq_w_;
  std::vector<Node> fixed_;  // per pattern number: its fixed destination
  uint32_t rate_, pkt_, pay_ = 0;
  uint64_t pend_ = 0, pend_max_ = 0;
  bool cur_ = false, cur_bcast_ = false;
  Node cur_dst_ = 0;
  uint32_t cur_seq_ = 0, cur_ts_ = 0;
  int cur_k_ = 0;
  std::vector<uint32_t> seq_;
  uint32_t bseq_ = 0;
  uint64_t pkts_ = 0, flits_ = 0;
  Flit flit_;
};

/// The checker of node x (hc_noc_tcheck).
class BoardChecker {
 public:
  BoardChecker(const Hypercycle& g, const NocParams& p, const BoardWidths& w, const BoardTraffic& t, Node x);
  /// A flit that left the network at this node in clock `now`. Returns true when it ends a packet.
  bool eject(const Flit& f, int64_t now);
  /// The source of the packet whose head arrived last (its node; valid after a head from a valid source).
  Node last_source() const { return src_; }
  bool last_broadcast() const { return bcast_; }
  void counters(NodeCounters& c) const;

 private:
  const Hypercycle& g_;
  NocParams p_;
  BoardWidths w_;
  BoardTraffic t_;
  Node x_;
  int seq_w_;
  uint16_t own_;
  bool open_ = false, bcast_ = false;
  Node src_ = 0;
  int k_ = 0;
  uint32_t ts_ = 0, pay_ = 0;
  std::vector<uint32_t> useq_, bseq_;
  uint64_t pkts_ = 0, flits_ = 0, errors_ = 0, causes_ = 0, lat_sum_ = 0, lat_max_ = 0;
};

}  // namespace hc::noc
