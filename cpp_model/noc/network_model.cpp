#include "cpp_model/noc/network_model.h"

#include <string>

namespace hc::noc {

namespace {

// The first set bit of mask (over n bits) at or after `from`, cyclically; mask must not be 0.
int first_at_or_after(uint32_t mask, int from, int n) {
  uint32_t upper = mask >> from;
  if (upper) return from + __builtin_ctz(upper);
  return __builtin_ctz(mask & ((1u << n) - 1));
}

enum Cause { kConfig = 0, kSequence = 1, kLength = 2, kDestination = 3, kWeights = 4 };

}  // namespace

NetworkModel::NetworkModel(const Hypercycle& g, const NocParams& p) : topo_(g), params_(p), inputs_(g.degree() + 1) {
  params_.check();
  if (g.r() > p.dims)
    throw Error("a network of " + std::to_string(g.r()) + " dimensions needs switches with Dims >= " + std::to_string(g.r()) +
                ", got Dims=" + std::to_string(p.dims));
  const size_t n = static_cast<size_t>(g.nodes());
  const size_t ports = n * static_cast<size_t>(inputs_);
  const size_t fifos = ports * static_cast<size_t>(p.vcs);
  entries_.resize(fifos * static_cast<size_t>(p.buf_depth));
  head_.assign(fifos, 0);
  count_.assign(fifos, 0);
  visible_.assign(fifos, 0);
  last_sent_.assign(fifos, -1);
  vc_.assign(fifos, VcState{});
  group_.assign(ports, Group{});
  pres_.assign(ports, 0);
  popped_.assign(ports, 0);
  keep_.assign(ports, 0);
  touched_.assign(ports, 0);
  out_rr_.assign(ports, 0);
  out_lock_.assign(ports, -1);
  lock_vc_.assign(ports, 0);
  credits_.assign(fifos, static_cast<uint8_t>(p.buf_depth));
  held_.assign(fifos, 0);
  ej_.resize(n * static_cast<size_t>(p.buf_depth));
  ej_head_.assign(n, 0);
  ej_count_.assign(n, 0);
  inj_.assign(n, Injection{});
  refusals_.assign(n, Refusals{});
  buffered_.assign(n, 0);
  ready_.assign(ports, 0);
  ready_inputs_.assign(n, 0);
  group_inputs_.assign(n, 0);
  granted_.assign(ports, LinkReg{});
  traversal_.assign(ports, LinkReg{});
  link_.assign(ports, LinkReg{});
  credit_.assign(ports, CreditReg{});
  credit_next_.assign(ports, CreditReg{});
}

void NetworkModel::push(size_t f, Node x, int in, int in_vc, const Flit& flit) {
  Entry& e = entries_[f * static_cast<size_t>(params_.buf_depth) + slot(head_[f], count_[f])];
  ++count_[f];
  e.flit = flit;
  if (!flit.head) return;
  HeadRoute r = route_head(topo_, topo_.digits(x), in, flit.hdr);
  assign_channels(topo_, params_, topo_.digits(x), in, in_vc, flit.hdr, r, no_dateline_);
  e.route = {r.out, static_cast<uint16_t>(r.class1), r.vc0, r.vc1};
}

void NetworkModel::pop(size_t f) {
  const size_t vcs = static_cast<size_t>(params_.vcs);
  popped_[f / vcs] = static_cast<uint16_t>(popped_[f / vcs] | 1u << (f % vcs));
  head_[f] = static_cast<uint8_t>(slot(head_[f], 1));
  --count_[f];
  --visible_[f];
  set_ready(f);
}

void NetworkModel::set_ready(size_t f) {
  const size_t vcs = static_cast<size_t>(params_.vcs), port = f / vcs, inputs = static_cast<size_t>(inputs_);
  const auto bit = static_cast<uint16_t>(1u << (f % vcs));
  uint16_t& r = ready_[port];
  r = static_cast<uint16_t>(visible_[f] ? r | bit : r & ~bit);
  uint32_t& any = ready_inputs_[port / inputs];
  const uint32_t input = 1u << (port % inputs);
  any = r ? any | input : any & ~input;
}

int64_t NetworkModel::flits_held() const {
  int64_t n = 0;
  for (uint8_t c : count_) n += c;
  for (uint8_t c : ej_count_) n += c;
  for (const LinkReg& l : link_) n += l.valid;
  for (const LinkReg& l : traversal_) n += l.valid;
  return n;
}

std::vector<Blocked> NetworkModel::blocked() const {
  std::vector<Blocked> out;
  for (Node x = 0; x < nodes(); ++x)
    for (int i = 0; i < inputs_; ++i)
      for (int v = 0; v < params_.vcs; ++v) {
        size_t f = fifo(x, i, v);
        if (visible_[f] > 0 && last_sent_[f] != clock_ - 1) out.push_back({x, i, v});
      }
  return out;
}

void NetworkModel::clock(const std::vector<const Flit*>& offers, const std::vector<uint8_t>& ej_ready,
                         std::vector<uint8_t>& accepted, std::vector<Ejection>& ejected) {
  moved_ = false;
  accepted.assign(static_cast<size_t>(nodes()), 0);
  // Allocation reads the front of every presented channel: a large network's are fetched some nodes
  // ahead, and the FIFO pointers that locate them further ahead.
  const size_t n = static_cast<size_t>(nodes()), per_node = static_cast<size_t>(inputs_) * static_cast<size_t>(params_.vcs);
  for (size_t xs = 0; xs < n; ++xs) {
    if (xs + 16 < n) {
      __builtin_prefetch(&head_[(xs + 16) * per_node]);
      __builtin_prefetch(&pres_[(xs + 16) * static_cast<size_t>(inputs_)]);
    }
    if (xs + 6 < n)
      for (uint32_t in = ready_inputs_[xs + 6]; in; in &= in - 1) {
        const size_t ip = (xs + 6) * static_cast<size_t>(inputs_) + static_cast<size_t>(__builtin_ctz(in));
        const size_t f = ip * static_cast<size_t>(params_.vcs) + pres_[ip];
        __builtin_prefetch(&entries_[f * static_cast<size_t>(params_.buf_depth) + head_[f]]);
        __builtin_prefetch(&vc_[f]);
      }
    if (offers[xs] || buffered_[xs] > 0 || ej_count_[xs] > 0)
      step_switch(static_cast<Node>(xs), offers[xs], ej_ready[xs] != 0, accepted, ejected);
  }
  // The clock edge: flits on the links enter their FIFOs, credits on their way back reach their counters.
  // The flits' destinations are scattered over a large network's memory: each flit's FIFO is found first
  // (the link registers fetched ahead), then the FIFOs' pointers and the entries they point to are
  // fetched some flits ahead of the pushes.
  const size_t arriving = links_on_.size(), vcs = static_cast<size_t>(params_.vcs);
  arriving_.resize(arriving);
  for (size_t k = 0; k < arriving; ++k) {
    if (k + 16 < arriving) __builtin_prefetch(&link_[links_on_[k + 16]]);
    const size_t l = links_on_[k];
    const Node x = static_cast<Node>(l / static_cast<size_t>(inputs_));
    const int p = static_cast<int>(l % static_cast<size_t>(inputs_));
    arriving_[k] = fifo(topo_.neighbour(x, p), topo_.reverse(p), link_[l].vc);
  }
  for (size_t k = 0; k < arriving; ++k) {
    if (k + 12 < arriving) {
      __builtin_prefetch(&head_[arriving_[k + 12]]);
      __builtin_prefetch(&count_[arriving_[k + 12]]);
    }
    if (k + 6 < arriving) {
      const size_t f6 = arriving_[k + 6];
      __builtin_prefetch(&entries_[f6 * static_cast<size_t>(params_.buf_depth) + slot(head_[f6], count_[f6])], 1);
    }
    LinkReg& r = link_[links_on_[k]];
    const size_t f = arriving_[k], port = f / vcs;
    const Node y = static_cast<Node>(port / static_cast<size_t>(inputs_));
    const int in = static_cast<int>(port % static_cast<size_t>(inputs_));
    if (count_[f] >= params_.buf_depth)
      throw Error("model: FIFO overflow at node " + std::to_string(y) + " port " + std::to_string(in));
    push(f, y, in, r.vc, r.flit);
    ++visible_[f];
    set_ready(f);
    ++buffered_[static_cast<size_t>(y)];
    touch(port);
    r.valid = false;
  }
  for (size_t c : credits_on_) {
    CreditReg& r = credit_[c];
    Node y = static_cast<Node>(c / static_cast<size_t>(inputs_));
    int in = static_cast<int>(c % static_cast<size_t>(inputs_));
    Node x = topo_.neighbour(y, in);
    uint8_t& credit = credits_[credit_index(x, topo_.reverse(in), r.vc)];
    if (++credit > params_.buf_depth)
      throw Error("model: credit above BufDepth at node " + std::to_string(x) + " port " + std::to_string(topo_.reverse(in)));
    r.valid = false;
  }
  // Each input that saw a flit, lost one or has one chooses the channel it presents next.
  for (size_t ip : touched_list_) present(ip);
  touched_list_.clear();
  // The pipeline moves on: granted flits enter switch traversal, those in traversal the links.
  links_on_.swap(traversal_on_);
  traversal_on_.swap(granted_on_);
  granted_on_.clear();
  link_.swap(traversal_);
  traversal_.swap(granted_);
  credits_on_.swap(credits_on_next_);
  credits_on_next_.clear();
  credit_.swap(credit_next_);
  ++clock_;
}

void NetworkModel::touch(size_t ip) {
  if (!touched_[ip]) {
    touched_[ip] = 1;
    touched_list_.push_back(ip);
  }
}

void NetworkModel::present(size_t ip) {
  touched_[ip] = 0;
  const Node x = static_cast<Node>(ip / static_cast<size_t>(inputs_));
  const int i = static_cast<int>(ip % static_cast<size_t>(inputs_));
  const uint16_t popped = popped_[ip];
  popped_[ip] = 0;
  if ((group_inputs_[static_cast<size_t>(x)] >> i) & 1u) return;  // a group holds the input
  const uint16_t now = ready_[ip];  // channels with a flit visible in the next clock
  const int p = pres_[ip];
  if (keep_[ip]) {
    keep_[ip] = 0;
    if ((now >> p) & 1u) return;  // the rest of the packet granted last
  }
  const uint32_t cand = now | popped;
  if (cand) pres_[ip] = static_cast<uint8_t>(first_at_or_after(cand, p + 1 == params_.vcs ? 0 : p + 1, params_.vcs));
}

void NetworkModel::step_switch(Node x, const Flit* offer, bool ej_ready, std::vector<uint8_t>& accepted,
                               std::vector<Ejection>& ejected) {
  const size_t xs = static_cast<size_t>(x);
  const bool take = offer && inject_ready(x, *offer);
  const int ej_room = params_.buf_depth - ej_count_[xs];
  if (ej_ready && ej_count_[xs] > 0) {
    ejected.push_back({x, ej_[xs * static_cast<size_t>(params_.buf_depth) + ej_head_[xs]]});
    ej_head_[xs] = static_cast<uint8_t>(slot(ej_head_[xs], 1));
    --ej_count_[xs];
  }
  if (buffered_[xs] > 0) {
    uint32_t requested[kMaxPorts + 1];  // per output: the inputs whose presented channel asks for it
    uint32_t granted[kMaxPorts + 1];    // per input: the outputs that granted it
    uint32_t asked = 0, served = 0;     // the outputs asked for; the inputs granted
    // Inputs in a group send its next flit and ask for nothing; the others ask for what the front of
    // their presented channel needs.
    const uint32_t groups = group_inputs_[xs];
    for (uint32_t in = ready_inputs_[xs] & ~groups; in; in &= in - 1) {
      const int i = __builtin_ctz(in);
      const size_t ip = port_index(x, i);
      touch(ip);
      const uint32_t reqs = (ready_[ip] >> pres_[ip]) & 1u ? request(x, i, pres_[ip], ej_room) : 0;
      for (uint32_t m = reqs; m; m &= m - 1) {
        const int o = __builtin_ctz(m);
        requested[o] = (asked >> o) & 1u ? requested[o] | 1u << i : 1u << i;
        asked |= 1u << o;
      }
    }
    for (uint32_t out = asked; out; out &= out - 1) {
      const int o = __builtin_ctz(out);
      size_t op = port_index(x, o);
      if (out_lock_[op] >= 0) continue;
      int i = first_at_or_after(requested[o], out_rr_[op], inputs_);
      granted[i] = (served >> i) & 1u ? granted[i] | 1u << o : 1u << o;
      served |= 1u << i;
      out_rr_[op] = static_cast<uint8_t>(i + 1 == inputs_ ? 0 : i + 1);
    }
    for (uint32_t in = groups | served; in; in &= in - 1) {
      const int i = __builtin_ctz(in);
      size_t ip = port_index(x, i);
      touch(ip);
      if ((groups >> i) & 1u) {
        step_group(x, i);
        continue;
      }
      const int v = pres_[ip];
      last_sent_[fifo(x, i, v)] = clock_;
      const Entry& e = at(fifo(x, i, v), 0);
      if (e.flit.head && e.flit.hdr.kind == Kind::Broadcast) {
        start_group(x, i, v, granted[i]);
      } else {
        keep_[ip] = !e.flit.tail;
        grant_unicast(x, i, v, __builtin_ctz(granted[i]));
      }
    }
  }
  if (take) {
    accepted[xs] = 1;
    inject(x, *offer);
  }
}

uint32_t NetworkModel::request(Node x, int i, int v, int ej_room) {
  const size_t f = fifo(x, i, v);
  if (visible_[f] == 0) return 0;
  const Entry& e = at(f, 0);
  const VcState& s = vc_[f];
  const int local = topo_.local();
  auto free_with = [&](int o, int w, int need) {
    if (out_lock_[port_index(x, o)] >= 0) return false;
    if (o == local) return need == 1 && s.out == local ? ej_room >= 1 : !held_[credit_index(x, o, 0)] && ej_room >= need;
    return credits_[credit_index(x, o, w)] >= need && (need == 1 && s.out == o ? true : !held_[credit_index(x, o, w)]);
  };
  if (!e.flit.head) return s.out >= 0 && free_with(s.out, s.out_vc, 1) ? 1u << s.out : 0;
  if (e.flit.hdr.kind == Kind::Unicast) {
    if (!e.route.out) return 0;
    int o = __builtin_ctz(e.route.out);
    return free_with(o, out_vc(e, o), 1) ? e.route.out : 0;
  }
  if (visible_[f] < e.flit.hdr.len) return 0;
  uint32_t out = 0;  // branches with room for the longest packet (virtual cut-through)
  for (uint32_t m = e.route.out & ~s.served; m; m &= m - 1) {
    int o = __builtin_ctz(m);
    if (free_with(o, out_vc(e, o), params_.max_len)) out |= 1u << o;
  }
  return out;
}

void NetworkModel::send(Node x, int o, int w, const Flit& f) {
  moved_ = true;
  const size_t xs = static_cast<size_t>(x);
  if (o == topo_.local()) {
    ej_[xs * static_cast<size_t>(params_.buf_depth) + slot(ej_head_[xs], ej_count_[xs])] = f;
    ++ej_count_[xs];
    return;
  }
  uint8_t& credit = credits_[credit_index(x, o, w)];
  if (credit == 0) throw Error("model: flit sent without a credit at node " + std::to_string(x));
  --credit;
  size_t l = port_index(x, o);
  granted_[l] = {true, static_cast<uint8_t>(w), f};
  granted_on_.push_back(l);
}

void NetworkModel::dequeue(Node x, int i, int v) {
  pop(fifo(x, i, v));
  --buffered_[static_cast<size_t>(x)];
  if (i == topo_.local()) return;
  size_t c = port_index(x, i);
  credit_next_[c] = {true, static_cast<uint8_t>(v)};
  credits_on_next_.push_back(c);
}

void NetworkModel::grant_unicast(Node x, int i, int v, int o) {
  const size_t f = fifo(x, i, v);
  VcState& s = vc_[f];
  const Entry& e = at(f, 0);  // sent before it leaves the FIFO: nothing overwrites it in between
  if (e.flit.head) {
    s.out = static_cast<int8_t>(o);
    s.out_vc = static_cast<uint8_t>(out_vc(e, o));
  }
  const bool tail = e.flit.tail;
  send(x, o, s.out_vc, e.flit);
  dequeue(x, i, v);
  held_[credit_index(x, o, s.out_vc)] = !tail;
  if (tail) s.out = -1;
}

void NetworkModel::start_group(Node x, int i, int v, uint32_t granted) {
  const size_t f = fifo(x, i, v);
  VcState& s = vc_[f];
  const Entry e = at(f, 0);
  s.served |= granted;
  Group& g = group_[port_index(x, i)];
  g = {false, s.served == e.route.out, static_cast<uint8_t>(v), 1, e.flit.hdr.len, granted};
  for (uint32_t m = granted; m; m &= m - 1) {
    int o = __builtin_ctz(m);
    int w = out_vc(e, o);
    lock_vc_[port_index(x, o)] = static_cast<uint8_t>(w);
    Flit copy = e.flit;
    copy.hdr = copy_header(topo_, i, e.flit.hdr, o);
    send(x, o, w, copy);
  }
  if (g.final) dequeue(x, i, v);
  if (g.len > 1) {
    g.on = true;
    group_inputs_[static_cast<size_t>(x)] |= 1u << i;
    for (uint32_t m = granted; m; m &= m - 1) out_lock_[port_index(x, __builtin_ctz(m))] = static_cast<int8_t>(i);
  } else if (g.final) {
    s.served = 0;
  }
}

void NetworkModel::step_group(Node x, int i) {
  Group& g = group_[port_index(x, i)];
  const size_t f = fifo(x, i, g.vc);
  last_sent_[f] = clock_;
  const Flit flit = at(f, g.final ? 0 : g.next).flit;
  for (uint32_t m = g.outs; m; m &= m - 1) {
    int o = __builtin_ctz(m);
    send(x, o, lock_vc_[port_index(x, o)], flit);
  }
  if (g.final) dequeue(x, i, g.vc);
  if (++g.next < g.len) return;
  g.on = false;
  group_inputs_[static_cast<size_t>(x)] &= ~(1u << i);
  for (uint32_t m = g.outs; m; m &= m - 1) out_lock_[port_index(x, __builtin_ctz(m))] = -1;
  if (g.final) vc_[f].served = 0;
}

int NetworkModel::head_cause(const Header& h) const {
  if (h.len == 0 || h.len > params_.max_len) return kLength;
  if (h.kind == Kind::Unicast) {
    const Hypercycle& g = topo_.graph();
    Digits d = unpack_digits(h.dst);
    for (int i = 0; i < kMaxDims; ++i)
      if (d[i] >= (i < g.r() ? g.dim(i).m : 1)) return kDestination;
  } else if (h.wd != 0 || h.wc != 0) {
    return kWeights;
  }
  return -1;
}

Header NetworkModel::stamped(Node x, const Header& h) const {
  Header s = h;
  s.src = pack_digits(topo_.digits(x));
  if (s.kind == Kind::Broadcast)
    s.dst = 0;
  else
    s.wd = s.wc = 0;
  return s;
}

bool NetworkModel::inject_ready(Node x, const Flit& f) const {
  if (!f.head) return true;
  const Header h = carried(f.hdr, params_.dims);
  if (head_cause(h) >= 0) return true;
  size_t q = fifo(x, topo_.local(), packet_hash(stamped(x, h)) % params_.vcs);
  return params_.buf_depth - count_[q] >= f.hdr.len;
}

void NetworkModel::refuse(Node x, int cause) {
  Refusals& r = refusals_[static_cast<size_t>(x)];
  if (r.count < 0xFFFF) ++r.count;
  r.causes = static_cast<uint8_t>(r.causes | (1u << cause));
}

void NetworkModel::rollback(Node x) {
  Injection& s = inj_[static_cast<size_t>(x)];
  size_t q = fifo(x, topo_.local(), s.vc);
  count_[q] = visible_[q];
  s.open = false;
}

void NetworkModel::inject(Node x, const Flit& offered) {
  Injection& s = inj_[static_cast<size_t>(x)];
  Flit f = offered;
  const int bits = params_.payload_bits(f.head);
  f.data &= bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  if (f.head) {
    f.hdr = carried(f.hdr, params_.dims);
    if (s.open) {
      rollback(x);
      refuse(x, kSequence);
    }
    s.dropping = false;
    if (int cause = head_cause(f.hdr); cause >= 0) {
      refuse(x, cause);
      s.dropping = !f.tail;
      return;
    }
    f.hdr = stamped(x, f.hdr);
    s = {true, false, static_cast<uint8_t>(packet_hash(f.hdr) % params_.vcs), 0, f.hdr.len};
  } else if (s.dropping) {
    s.dropping = !f.tail;
    return;
  } else if (!s.open) {
    refuse(x, kSequence);
    return;
  }
  size_t q = fifo(x, topo_.local(), s.vc);
  push(q, x, topo_.local(), s.vc, f);
  ++s.pos;
  if (f.tail && s.pos == s.len) {
    buffered_[static_cast<size_t>(x)] += count_[q] - visible_[q];
    visible_[q] = count_[q];
    set_ready(q);
    touch(port_index(x, topo_.local()));
    s.open = false;
  } else if (f.tail) {
    rollback(x);
    refuse(x, kSequence);
  } else if (s.pos == s.len) {
    rollback(x);
    refuse(x, kLength);
    s.dropping = true;
  }
}

}  // namespace hc::noc
