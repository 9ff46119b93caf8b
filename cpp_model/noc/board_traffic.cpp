#include "cpp_model/noc/board_traffic.h"

#include <algorithm>
#include <map>

#include "cpp_model/address.h"

namespace hc::noc {

namespace {

uint64_t mask(int bits) { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }

struct PatternEntry {
  BoardPattern pattern;
  std::string help;
};

const std::map<std::string, PatternEntry>& patterns() {
  static const std::map<std::string, PatternEntry> table = {
      {"uniform", {BoardPattern::Uniform, "every node, digit by digit at random (the source too)"}},
      {"neighbour", {BoardPattern::Neighbour, "every digit moved by one"}},
      {"tornado", {BoardPattern::Tornado, "every digit moved by ceil(m_i/2) - 1"}},
      {"antipodal", {BoardPattern::Antipodal, "every digit moved by floor(m_i/2)"}},
      {"bit-complement", {BoardPattern::Complement, "every bit of the node number inverted (N a power of two)"}},
      {"transpose", {BoardPattern::Transpose, "node bits rotated by half their number (N a power of two, even bits)"}},
      {"bit-reverse", {BoardPattern::Reverse, "the bits of the node number reversed (N a power of two)"}},
      {"shuffle", {BoardPattern::Shuffle, "the bits of the node number rotated left by one (N a power of two)"}},
      {"hotspot", {BoardPattern::Hotspot, "--hot-node with probability --hot-fraction, else uniform"}},
  };
  return table;
}

int bits_of(Node n) {
  int b = 0;
  while ((Node{1} << b) < n) ++b;
  return b;
}

// The node number of packed digits (hc_traffic_pkg::net_index), for any digits.
uint32_t index_of(const Hypercycle& g, uint16_t packed) {
  uint32_t index = 0, weight = 1;
  for (int i = 0; i < g.r(); ++i) {
    index += packed_digit(packed, i) * weight;
    weight *= static_cast<uint32_t>(g.dim(i).m);
  }
  return index;
}

// Bits of a node number in the RTL (NodeW).
int node_bits(const Hypercycle& g) { return g.nodes() > 1 ? bits_of(g.nodes()) : 1; }

}  // namespace

uint32_t lfsr_step(uint32_t s, int steps) {
  for (int i = 0; i < steps; ++i) s = (s << 1 | ((s >> 30 ^ s >> 27) & 1u)) & 0x7FFFFFFFu;
  return s;
}

namespace {

// hc_traffic_pkg::lfsr_of: a 32-bit seed as an LFSR word, bit 31 folded onto bit 0.
uint32_t lfsr_of(uint32_t seed) { return (seed & 0x7FFFFFFFu) ^ (seed >> 31); }

}  // namespace

uint32_t lfsr_seed(uint32_t seed, int x, int stream) {
  const uint32_t s = (lfsr_of(seed) ^ static_cast<uint32_t>(2 * x + stream + 1) * 0x9E3779B9u) & 0x7FFFFFFFu;
  return s ? s : 1u;
}

uint32_t payload_init(uint32_t seed, int src, uint32_t seq, uint32_t stamp) {
  const uint32_t w = (lfsr_of(seed) ^ static_cast<uint32_t>(stamp & mask(kStampBits)) << 19 ^ (seq & 0xFFFFu) << 8 ^
                      (static_cast<uint32_t>(src) & 0xFFu)) &
                     0x7FFFFFFFu;
  return w ? w : 1u;
}

std::vector<std::pair<std::string, std::string>> board_pattern_list() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [name, e] : patterns()) out.push_back({name, e.help});
  return out;
}

BoardPattern board_pattern(const std::string& name) {
  auto it = patterns().find(name);
  if (it != patterns().end()) return it->second.pattern;
  std::string known;
  for (const auto& [n, e] : patterns()) known += (known.empty() ? "" : ", ") + n;
  throw Error("unknown board traffic pattern '" + name + "' (known: " + known + ")");
}

std::string board_pattern_name(BoardPattern p) {
  for (const auto& [n, e] : patterns())
    if (e.pattern == p) return n;
  return "pattern " + std::to_string(static_cast<int>(p));
}

Node fixed_destination(const Hypercycle& g, Node x, BoardPattern p) {
  const Node n = g.nodes();
  const int b = bits_of(n);
  const bool pow2 = (Node{1} << b) == n;
  switch (p) {
    case BoardPattern::Neighbour:
    case BoardPattern::Tornado:
    case BoardPattern::Antipodal: {
      Digits d = digits_unchecked(g, x);
      for (int i = 0; i < g.r(); ++i) {
        const int m = g.dim(i).m;
        const int shift = p == BoardPattern::Neighbour ? 1 : p == BoardPattern::Tornado ? (m + 1) / 2 - 1 : m / 2;
        d[i] = static_cast<uint8_t>((d[i] + shift) % m);
      }
      return node_of(g, d);
    }
    case BoardPattern::Complement: return pow2 ? ~x & (n - 1) : x;
    case BoardPattern::Transpose: return pow2 && b % 2 == 0 ? ((x >> (b / 2)) | (x << (b / 2))) & (n - 1) : x;
    case BoardPattern::Reverse: {
      if (!pow2) return x;
      Node y = 0;
      for (int i = 0; i < b; ++i) y |= ((x >> i) & 1) << (b - 1 - i);
      return y;
    }
    case BoardPattern::Shuffle: return pow2 && b > 0 ? ((x << 1) | (x >> (b - 1))) & (n - 1) : x;
    default: return x;
  }
}

void check_board_pattern(const Hypercycle& g, BoardPattern p) {
  const int b = bits_of(g.nodes());
  const bool pow2 = (Node{1} << b) == g.nodes();
  const bool bits = p == BoardPattern::Complement || p == BoardPattern::Transpose || p == BoardPattern::Reverse ||
                    p == BoardPattern::Shuffle;
  if (bits && (!pow2 || (p == BoardPattern::Transpose && b % 2 != 0)))
    throw Error("board traffic pattern '" + board_pattern_name(p) +
                "' works on the bits of node numbers: it needs N to be a power of two" +
                (p == BoardPattern::Transpose ? " with an even number of bits" : "") + "; " + g.notation() +
                " has N = " + std::to_string(g.nodes()));
}

void BoardWidths::check(const NocParams& p) const {
  p.check();
  if (seq_bits(p) < 4 || p.data_w > 64)
    throw Error("a board's DataW must hold the header (" + std::to_string(p.hdr_bits()) + " bits), a time stamp (" +
                std::to_string(kStampBits) + ") and a sequence number of at least 4 bits, and be at most 64; got DataW=" +
                std::to_string(p.data_w));
  if (cyc_w < 8 || cyc_w > 32 || cnt_w < 8 || cnt_w > 32)
    throw Error("a board's CycW and CntW must be between 8 and 32, got " + std::to_string(cyc_w) + " and " +
                std::to_string(cnt_w));
}

uint32_t BoardTraffic::threshold(double p) {
  const double t = std::clamp(p, 0.0, 1.0) * 65536.0 + 0.5;
  return static_cast<uint32_t>(t);
}

void BoardTraffic::check(const Hypercycle& g, const NocParams& p, const BoardWidths& w) const {
  w.check(p);
  if (rate > 65536 || bcast > 65536 || hot > 65536) throw Error("thresholds are at most 65536 (probability 1)");
  if (len < 1 || len > p.max_len)
    throw Error("--len must be between 1 and the board's MaxLen = " + std::to_string(p.max_len) + ", got " +
                std::to_string(len));
  if (cycles < 1 || cycles >= (int64_t{1} << w.cyc_w))
    throw Error("--cycles must be between 1 and " + std::to_string((int64_t{1} << w.cyc_w) - 1) + ", got " +
                std::to_string(cycles));
  check_board_pattern(g, pattern);
  if (pattern == BoardPattern::Hotspot && (hot_node < 0 || hot_node >= g.nodes()))
    throw Error("the hotspot node must be between 0 and " + std::to_string(g.nodes() - 1) + ", got " +
                std::to_string(hot_node));
  if (pattern == BoardPattern::Hotspot && bcast > 0)
    throw Error("the hotspot pattern and broadcasts draw on the same random bits: use one or the other");
}

bool NodeCounters::operator==(const NodeCounters& o) const {
  return sent_pkts == o.sent_pkts && sent_flits == o.sent_flits && recv_pkts == o.recv_pkts &&
         recv_flits == o.recv_flits && errors == o.errors && causes == o.causes && lat_sum == o.lat_sum &&
         lat_max == o.lat_max && pend_max == o.pend_max;
}

BoardGenerator::BoardGenerator(const Hypercycle& g, const NocParams& p, const BoardWidths& w, const BoardTraffic& t,
                               Node x)
    : g_(g), p_(p), w_(w), t_(t), x_(x), seq_w_(BoardWidths::seq_bits(p)), rate_(lfsr_seed(t.seed, x, 0)),
      pkt_(lfsr_seed(t.seed, x, 1)), seq_(static_cast<size_t>(g.nodes()), 0) {
  for (int k = 0; k <= static_cast<int>(BoardPattern::Hotspot); ++k)
    fixed_.push_back(fixed_destination(g, x, static_cast<BoardPattern>(k)));
}

BoardGenerator::Started BoardGenerator::clock(int64_t now, bool window, bool taken) {
  pend_max_ = std::max(pend_max_, pend_);
  const bool create = window && (rate_ & 0xFFFFu) < t_.rate;
  if (window) rate_ = lfsr_step(rate_, kThrBits);
  if (cur_ && taken) {
    ++flits_;
    const bool tail = cur_k_ == t_.len - 1;
    ++cur_k_;
    pay_ = lfsr_step(pay_, 1);
    if (tail) ++pkts_, cur_ = false;
  }
  Started s;
  if (pend_ != 0 && !cur_) {
    // Kind and destination from the packet LFSR's word, as hc_noc_tgen draws them.
    const uint32_t r = (pkt_ >> (kLfsrFresh - kThrBits)) & 0xFFFFu;
    const int rw = rand_digit_bits(p_.dims);
    Digits rnd{};
    for (int i = 0; i < g_.r(); ++i)
      rnd[i] = static_cast<uint8_t>((((pkt_ >> (rw * i)) & mask(rw)) * static_cast<uint64_t>(g_.dim(i).m)) >> rw);
    const bool bcast = r < t_.bcast;
    const bool hot = t_.pattern == BoardPattern::Hotspot && r < t_.hot;
    const Node dst = hot ? t_.hot_node
                     : t_.pattern == BoardPattern::Uniform || t_.pattern == BoardPattern::Hotspot ? node_of(g_, rnd)
                                                                                                 : fixed_[static_cast<size_t>(t_.pattern)];
    pkt_ = lfsr_step(pkt_, kLfsrFresh);
    cur_ = true;
    cur_bcast_ = bcast;
    cur_dst_ = bcast ? 0 : dst;
    cur_ts_ = static_cast<uint32_t>((now + 1) & static_cast<int64_t>(mask(kStampBits)));
    cur_k_ = 0;
    uint32_t& counter = bcast ? bseq_ : seq_[static_cast<size_t>(dst)];
    cur_seq_ = counter;
    counter = static_cast<uint32_t>((counter + 1) & mask(seq_w_));
    pay_ = payload_init(t_.seed, x_, cur_seq_, cur_ts_);
    --pend_;
    s = {true, bcast ? -1 : dst, now + 1};
  }
  if (create) ++pend_;
  if (cur_) build_flit();
  return s;
}

void BoardGenerator::build_flit() {
  flit_.head = cur_k_ == 0;
  flit_.tail = cur_k_ == t_.len - 1;
  flit_.hdr = Header{};
  flit_.hdr.kind = cur_bcast_ ? Kind::Broadcast : Kind::Unicast;
  flit_.hdr.len = static_cast<uint8_t>(t_.len);
  flit_.hdr.dst = cur_bcast_ ? 0 : pack_digits(digits_unchecked(g_, cur_dst_));
  flit_.data = flit_.head ? static_cast<uint64_t>(cur_ts_) << seq_w_ | cur_seq_
                          : payload_bits(pay_) & mask(p_.data_w);
}

void BoardGenerator::counters(NodeCounters& c) const {
  c.sent_pkts = pkts_ & mask(w_.cnt_w);
  c.sent_flits = flits_ & mask(w_.cnt_w);
  c.pend_max = pend_max_ & mask(w_.cyc_w);
}

BoardChecker::BoardChecker(const Hypercycle& g, const NocParams& p, const BoardWidths& w, const BoardTraffic& t,
                           Node x)
    : g_(g), p_(p), w_(w), t_(t), x_(x), seq_w_(BoardWidths::seq_bits(p)), own_(pack_digits(digits_unchecked(g, x))),
      useq_(static_cast<size_t>(g.nodes()), 0), bseq_(static_cast<size_t>(g.nodes()), 0) {}

bool BoardChecker::eject(const Flit& f, int64_t now) {
  ++flits_;
  uint64_t fail = 0;
  bool done = false;
  uint32_t ts = ts_;
  if (f.head) {
    const Header& h = f.hdr;
    const uint32_t seq = static_cast<uint32_t>(f.data & mask(seq_w_));
    ts = static_cast<uint32_t>((f.data >> seq_w_) & mask(kStampBits));
    bcast_ = h.kind == Kind::Broadcast;
    const bool src_ok = !(bcast_ && h.src == own_) && packed_digits_valid(g_, h.src);
    const uint32_t src = index_of(g_, h.src) & static_cast<uint32_t>(mask(node_bits(g_)));
    std::vector<uint32_t>& table = bcast_ ? bseq_ : useq_;
    const uint32_t want = src < table.size() ? table[src] : 0;
    if (open_ || h.len != t_.len || f.tail != (t_.len == 1)) fail |= 1u << kCheckLength;
    if (!bcast_ && h.dst != own_) fail |= 1u << kCheckDest;
    if (!src_ok) fail |= 1u << kCheckSource;
    if (src_ok && seq != want) fail |= 1u << kCheckSequence;
    if (src_ok) table[src] = static_cast<uint32_t>((seq + 1) & mask(seq_w_));
    src_ = static_cast<Node>(src);
    open_ = !f.tail;
    k_ = 1;
    ts_ = ts;
    pay_ = lfsr_step(payload_init(t_.seed, static_cast<int>(src), seq, ts), 1);
    done = f.tail;
  } else if (!open_) {
    fail |= 1u << kCheckLength;
  } else {
    if ((f.data & mask(p_.data_w)) != (payload_bits(pay_) & mask(p_.data_w)))
      fail |= 1u << kCheckPayload;
    if (f.tail != (k_ == t_.len - 1)) fail |= 1u << kCheckLength;
    k_ = (k_ + 1) & 15;
    pay_ = lfsr_step(pay_, 1);
    open_ = !f.tail;
    done = f.tail;
  }
  if (done) {
    const uint64_t lat = static_cast<uint64_t>(now - ts) & mask(kStampBits);
    ++pkts_;
    lat_sum_ = (lat_sum_ + lat) & mask(w_.cnt_w + kStampBits);
    lat_max_ = std::max(lat_max_, lat);
  }
  if (fail && errors_ != 0xFFFF) ++errors_;
  causes_ |= fail;
  return done;
}

void BoardChecker::counters(NodeCounters& c) const {
  c.recv_pkts = pkts_ & mask(w_.cnt_w);
  c.recv_flits = flits_ & mask(w_.cnt_w);
  c.errors = errors_;
  c.causes = causes_;
  c.lat_sum = lat_sum_;
  c.lat_max = lat_max_;
}

}  // namespace hc::noc
