#include "cpp_model/noc/traffic.h"

#include <cmath>

namespace hc::noc {

uint64_t payload(int64_t id, int k, int bits) {
  Rng r(static_cast<uint64_t>(id) * 16 + static_cast<uint64_t>(k));
  uint64_t v = r.next();
  return bits >= 64 ? v : v & ((uint64_t{1} << bits) - 1);
}

void TrafficSpec::check(int max_len) const {
  if (!(rate > 0.0 && rate <= 1.0)) throw Error("--rate must be above 0 and at most 1 flit per node per clock");
  for (int l : {len, long_len ? long_len : len})
    if (l < 1 || l > max_len)
      throw Error("packet lengths must be between 1 and MaxLen = " + std::to_string(max_len) + ", got " + std::to_string(l));
  if (long_len && !(long_fraction >= 0.0 && long_fraction <= 1.0)) throw Error("--long-fraction must be between 0 and 1");
  if (!(bcast_fraction >= 0.0 && bcast_fraction <= 1.0)) throw Error("--bcast-fraction must be between 0 and 1");
}

Sources::Sources(const Hypercycle& g, const TrafficSpec& spec, const NocParams& params)
    : g_(g), spec_(spec), params_(params), pattern_(make_pattern(spec.pattern, g, spec.pattern_options)),
      p_(spec.rate / spec.mean_len()) {
  if (g.nodes() < 2) throw Error("a network of one node has no traffic");
  const size_t n = static_cast<size_t>(g.nodes());
  Rng seeder(spec.seed);
  for (size_t x = 0; x < n; ++x) rng_.emplace_back(seeder.next());
  next_.resize(n);
  for (size_t x = 0; x < n; ++x) next_[x] = gap(rng_[x]) - 1;
  queue_.resize(n);
  sent_.assign(n, 0);
  offer_.resize(n);
}

int64_t Sources::gap(Rng& rng) const {
  if (p_ >= 1.0) return 1;
  double u = 1.0 - rng.uniform();  // (0, 1]
  return 1 + static_cast<int64_t>(std::floor(std::log(u) / std::log1p(-p_)));
}

void Sources::generate(int64_t t, std::vector<Packet>& created) {
  for (Node x = 0; x < g_.nodes(); ++x) {
    const size_t xs = static_cast<size_t>(x);
    if (next_[xs] != t) continue;
    Rng& rng = rng_[xs];
    next_[xs] = t + gap(rng);
    Packet p;
    p.id = next_id_++;
    p.src = x;
    p.len = spec_.long_len && rng.uniform() < spec_.long_fraction ? spec_.long_len : spec_.len;
    p.created = t;
    const bool bcast = spec_.bcast_fraction > 0.0 && rng.uniform() < spec_.bcast_fraction;
    p.dst = bcast ? -1 : pattern_.draw(x, rng);
    created.push_back(p);
    queue_[xs].push_back(p);
    if (queue_[xs].size() == 1) refresh(x);
  }
}

void Sources::refresh(Node x) {
  const size_t xs = static_cast<size_t>(x);
  if (queue_[xs].empty()) return;
  const Packet& p = queue_[xs].front();
  Flit& f = offer_[xs];
  const int k = sent_[xs];
  f.head = k == 0;
  f.tail = k == p.len - 1;
  f.hdr = Header{};
  f.hdr.kind = p.dst < 0 ? Kind::Broadcast : Kind::Unicast;
  f.hdr.len = static_cast<uint8_t>(p.len);
  f.hdr.dst = p.dst < 0 ? 0 : pack_digits(digits_unchecked(g_, p.dst));
  f.data = payload(p.id, k, params_.payload_bits(f.head));
}

const Flit* Sources::offer(Node x) const {
  return queue_[static_cast<size_t>(x)].empty() ? nullptr : &offer_[static_cast<size_t>(x)];
}

bool Sources::taken(Node x) {
  const size_t xs = static_cast<size_t>(x);
  const bool tail = ++sent_[xs] == queue_[xs].front().len;
  if (tail) {
    queue_[xs].pop_front();
    sent_[xs] = 0;
  }
  refresh(x);
  return tail;
}

}  // namespace hc::noc
