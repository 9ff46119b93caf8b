#include "cpp_model/noc/switch_rules.h"

#include "cpp_model/broadcast.h"
#include "cpp_model/routing.h"

namespace hc::noc {

NocTopology::NocTopology(const Hypercycle& g) : g_(g) {
  const int deg = g.degree();
  SendList origin = origin_sends(g);
  origin_wc_.assign(static_cast<size_t>(deg), 0);
  for (const Send& s : origin) origin_wc_[s.port] = s.wc;
  for (int p = 0; p < deg; ++p) {
    ports_.push_back(port_info(g, p));
    reverse_.push_back(port_of(g, ports_.back().dim, -ports_.back().offset));
  }
  for (int i = 0; i < kMaxDims; ++i) limit_[static_cast<size_t>(i)] = static_cast<unsigned>(digit_limit(g, i));
  for (int i = 0; i < g.r(); ++i) {
    const int m = g.dim(i).m;
    for (int own = 0; own < m; ++own)
      for (int dst = 0; dst < m; ++dst) {
        if (dst == own) continue;
        Digits a{}, b{};
        a[i] = static_cast<uint8_t>(own);
        b[i] = static_cast<uint8_t>(dst);
        int dim = 0, offset = 0;
        routing_hop(g, a, b, dim, offset);
        hops_[static_cast<size_t>((i * 16 + own) * 16 + dst)] = {
            static_cast<int8_t>(port_unchecked(g.dim(i), offset)), offset > 0 ? dst < own : dst > own};
      }
  }
  digits_.resize(static_cast<size_t>(g.nodes()));
  next_.resize(static_cast<size_t>(g.nodes()) * deg);
  for (Node x = 0; x < g.nodes(); ++x) {
    digits_[static_cast<size_t>(x)] = digits_unchecked(g, x);
    for (int p = 0; p < deg; ++p) {
      const PortInfo& q = ports_[static_cast<size_t>(p)];
      Digits to = step_unchecked(g, digits_[static_cast<size_t>(x)], q.dim, q.offset);
      next_[static_cast<size_t>(x) * deg + p] = x + (to[q.dim] - digits_[static_cast<size_t>(x)][q.dim]) * g.dim(q.dim).weight;
    }
  }
}

bool NocTopology::wraps(const Digits& own, int p) const {
  const PortInfo& q = port(p);
  int digit = own[q.dim];
  return q.offset > 0 ? digit + q.offset >= g_.dim(q.dim).m : digit < -q.offset;
}

HeadRoute route_head(const NocTopology& t, const Digits& own, int in_port, const Header& h) {
  const Hypercycle& g = t.graph();
  HeadRoute r;
  if (h.kind == Kind::Unicast) {
    for (int i = 0; i < kMaxDims; ++i)
      if (packed_digit(h.dst, i) >= t.limit(i)) return r;  // a digit no node has: not routed
    const unsigned differ = h.dst ^ pack_digits(own);
    if (!differ) {
      r.out = 1u << t.local();
      return r;
    }
    const int i = (31 - __builtin_clz(differ)) / kDigitBits;  // the highest dimension whose digits differ
    const NocTopology::Hop& hop = t.hop(i, own[i], packed_digit(h.dst, i));
    r.out = 1u << hop.port;
    r.crosses = hop.crosses;
    return r;
  }
  if (in_port == t.local()) {
    for (int p = 0; p < t.degree(); ++p)
      if (t.origin_wc(p) > 0) r.out |= 1u << p;
    return r;
  }
  Weight w{h.wd, h.wc};
  if (message_fault(g, w, in_port) != MessageFault::None) return r;
  for (const Send& s : forward_sends(g, w, in_port)) r.out |= 1u << s.port;
  r.out |= 1u << t.local();
  return r;
}

int class_vc(const NocParams& p, int c, int hash) {
  if (p.vcs == 1) return 0;
  const int c0 = p.vcs / 2, n = c == 0 ? c0 : p.vcs - c0;  // channels of class c
  return (c == 0 ? 0 : c0) + (n == 1 ? 0 : (hash >> 1) % n);
}

bool single_hop_dims(const Hypercycle& g) {
  for (int i = 0; i < g.r(); ++i)
    if (g.dim(i).diameter > 1) return false;
  return true;
}

int hop_class(const NocTopology& t, const NocParams& p, const Digits& own, int in_port, int in_vc, const Header& h,
              const HeadRoute& r, int o, bool no_dateline) {
  if (no_dateline) return 0;
  if (t.wraps(own, o)) return 1;
  if (in_port != t.local() && t.port(in_port).dim == t.port(o).dim) return in_vc >= p.vcs / 2;
  if (h.kind == Kind::Broadcast || r.crosses) return 0;
  return packet_hash(h) & 1;
}

int hop_vc(const NocTopology& t, const NocParams& p, const Digits& own, int in_port, int in_vc, const Header& h,
           const HeadRoute& r, int o, bool no_dateline) {
  return class_vc(p, hop_class(t, p, own, in_port, in_vc, h, r, o, no_dateline), packet_hash(h));
}

void assign_channels(const NocTopology& t, const NocParams& p, const Digits& own, int in_port, int in_vc,
                     const Header& h, HeadRoute& r, bool no_dateline) {
  const int hash = packet_hash(h);
  r.vc0 = static_cast<uint8_t>(class_vc(p, 0, hash));
  r.vc1 = static_cast<uint8_t>(class_vc(p, 1, hash));
  r.class1 = 0;
  for (uint32_t m = r.out & ~(1u << t.local()); m; m &= m - 1) {
    const int o = __builtin_ctz(m);
    if (hop_class(t, p, own, in_port, in_vc, h, r, o, no_dateline)) r.class1 |= 1u << o;
  }
}

Header copy_header(const NocTopology& t, int in_port, const Header& h, int o) {
  Header out = h;
  if (h.kind != Kind::Broadcast || o == t.local()) return out;
  const int dim = t.port(o).dim;
  const bool continues = in_port != t.local() && t.port(in_port).dim == dim;
  out.wd = static_cast<uint8_t>(dim + 1);
  out.wc = static_cast<uint8_t>(continues ? h.wc - 1 : t.origin_wc(o));
  return out;
}

}  // namespace hc::noc
