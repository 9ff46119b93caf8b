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

}  // namespace

NetworkModel::NetworkModel(const Hypercycle& g, const NocParams& p) : topo_(g), params_(p), inputs_(g.degree() + 1) {
  params_.check();
  if (g.r() > p.dims)
    throw Error("a network of " + std::to_string(g.r()) + " dimensions needs switches with Dims >= " + std::to_string(g.r()) +
                ", got Dims=" + std::to_string(p.dims));
  if (p.vcs == 1 && !single_hop_dims(g))
    throw Error("Vcs=1 needs a network without datelines: every rho = m/2, rounded down (" + g.notation() +
                " has a dimension of diameter above 1)");
  const size_t n = static_cast<size_t>(g.nodes());
  const size_t ports = n * static_cast<size_t>(inputs_);
  const size_t fifos = ports * static_cast<size_t>(p.vcs);
  entries_.resize(fifos * static_cast<size_t>(p.buf_depth));
  Channel c;
  c.credits = static_cast<uint8_t>(p.buf_depth);
  chan_.assign(fifos, c);
  port_.assign(ports, Port{});
  node_.assign(n, NodeState{});
  group_.assign(ports, Group{});
  ej_.resize(n * static_cast<size_t>(p.buf_depth));
  inj_.assign(n, Injection{});
  refusals_.assign(n, Refusals{});
  granted_.assign(ports, LinkReg{});
  link_.assign(ports, LinkReg{});
  credit_.assign(ports, CreditReg{});
  credit_next_.assign(ports, CreditReg{});
}

void NetworkModel::push(size_t f, Node x, int in, int in_vc, const Flit& flit) {
  Channel& c = chan_[f];
  Entry& e = entries_[f * static_cast<size_t>(params_.buf_depth) + slot(c.head, c.count)];
  ++c.count;
  e.flit = flit;
  if (!flit.head) return;
  HeadRoute r = route_head(topo_, topo_.digits(x), in, flit.hdr);
  assign_channels(topo_, params_, topo_.digits(x), in, in_vc, flit.hdr, r, no_dateline_);
  e.route = {r.out, static_cast<uint16_t>(r.class1), r.vc0, r.vc1};
}

void NetworkModel::pop(size_t f) {
  Port& port = port_[f / static_cast<size_t>(params_.vcs)];
  port.popped = static_cast<uint16_t>(port.popped | 1u << f % static_cast<size_t>(params_.vcs));
  Channel& c = chan_[f];
  // An empty FIFO starts again at slot 0 (invisible outside the model): a lightly loaded network's
  // flits keep to the first slots, fewer cache lines.
  c.head = c.count == 1 ? 0 : static_cast<uint8_t>(slot(c.head, 1));
  --c.count;
  --c.visible;
  set_ready(f);
}

void NetworkModel::set_ready(size_t f) {
  const size_t port = f / static_cast<size_t>(params_.vcs);
  const auto bit = static_cast<uint16_t>(1u << f % static_cast<size_t>(params_.vcs));
  uint16_t& r = port_[port].ready;
  r = static_cast<uint16_t>(chan_[f].visible ? r | bit : r & ~bit);
  uint32_t& any = node_[port / static_cast<size_t>(inputs_)].ready_inputs;
  const uint32_t input = 1u << port % static_cast<size_t>(inputs_);
  any = r ? any | input : any & ~input;
}

int64_t NetworkModel::flits_held() const {
  int64_t n = 0;
  for (const Channel& c : chan_) n += c.count;
  for (const NodeState& s : node_) n += s.ej_count;
  for (const LinkReg& l : link_) n += l.valid;
  return n;
}

std::vector<Blocked> NetworkModel::blocked() const {
  std::vector<Blocked> out;
  for (Node x = 0; x < nodes(); ++x)
    for (int i = 0; i < inputs_; ++i)
      for (int v = 0; v < params_.vcs; ++v)
        if (chan_[fifo(x, i, v)].visible > 0 && !((port_[port_index(x, i)].sent_before >> v) & 1u)) out.push_back({x, i, v});
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
      __builtin_prefetch(&chan_[(xs + 16) * per_node]);
      __builtin_prefetch(&port_[(xs + 16) * static_cast<size_t>(inputs_)]);
    }
    if (xs + 6 < n)
      for (uint32_t in = node_[xs + 6].ready_inputs; in; in &= in - 1) {
        const size_t ip = (xs + 6) * static_cast<size_t>(inputs_) + static_cast<size_t>(__builtin_ctz(in));
        const size_t f = ip * static_cast<size_t>(params_.vcs) + port_[ip].pres;
        __builtin_prefetch(&entries_[f * static_cast<size_t>(params_.buf_depth) + chan_[f].head]);
      }
    const NodeState& s = node_[xs];
    if (offers[xs] || s.buffered > 0 || s.ej_count > 0)
      step_switch(static_cast<Node>(xs), offers[xs], ej_ready[xs] != 0, accepted, ejected);
  }
  // The clock edge: flits on the links enter their FIFOs, credits on their way back reach their counters.
  // The flits' destinations are scattered over a large network's memory: each flit's FIFO is found first
  // (the link registers fetched ahead), then the FIFOs' pointers and the entries they point to are
  // fetched some flits ahead of the pushes.
  const size_t arriving = links_on_.size();
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
      const size_t f12 = arriving_[k + 12], port12 = f12 / static_cast<size_t>(params_.vcs);
      __builtin_prefetch(&chan_[f12]);
      __builtin_prefetch(&port_[port12]);
      __builtin_prefetch(&node_[port12 / static_cast<size_t>(inputs_)]);
    }
    if (k + 6 < arriving) {
      const size_t f6 = arriving_[k + 6];
      __builtin_prefetch(&entries_[f6 * static_cast<size_t>(params_.buf_depth) + slot(chan_[f6].head, chan_[f6].count)], 1);
    }
    LinkReg& r = link_[links_on_[k]];
    const size_t f = arriving_[k], port = f / static_cast<size_t>(params_.vcs);
    const Node y = static_cast<Node>(port / static_cast<size_t>(inputs_));
    const int in = static_cast<int>(port % static_cast<size_t>(inputs_));
    if (chan_[f].count >= params_.buf_depth)
      throw Error("model: FIFO overflow at node " + std::to_string(y) + " port " + std::to_string(in));
    push(f, y, in, r.vc, r.flit);
    ++chan_[f].visible;
    set_ready(f);
    ++node_[static_cast<size_t>(y)].buffered;
    touch(port);
    r.valid = false;
  }
  for (size_t c : credits_on_) {
    CreditReg& r = credit_[c];
    Node y = static_cast<Node>(c / static_cast<size_t>(inputs_));
    int in = static_cast<int>(c % static_cast<size_t>(inputs_));
    Node x = topo_.neighbour(y, in);
    uint8_t& credit = chan_[credit_index(x, topo_.reverse(in), r.vc)].credits;
    if (++credit > params_.buf_depth)
      throw Error("model: credit above BufDepth at node " + std::to_string(x) + " port " + std::to_string(topo_.reverse(in)));
    r.valid = false;
  }
  // Each input that saw a flit, lost one or has one chooses the channel it presents next.
  for (size_t ip : touched_list_) present(ip);
  touched_list_.clear();
  // The pipeline moves on: granted flits enter the links.
  links_on_.swap(granted_on_);
  granted_on_.clear();
  link_.swap(granted_);
  credits_on_.swap(credits_on_next_);
  credits_on_next_.clear();
  credit_.swap(credit_next_);
}

void NetworkModel::touch(size_t ip) {
  if (!port_[ip].touched) {
    port_[ip].touched = 1;
    touched_list_.push_back(ip);
  }
}

void NetworkModel::present(size_t ip) {
  Port& port = port_[ip];
  port.touched = 0;
  port.sent_before = port.sent;
  port.sent = 0;
  const Node x = static_cast<Node>(ip / static_cast<size_t>(inputs_));
  const int i = static_cast<int>(ip % static_cast<size_t>(inputs_));
  const uint16_t popped = port.popped;
  port.popped = 0;
  if ((node_[static_cast<size_t>(x)].group_inputs >> i) & 1u) return;  // a group holds the input
  const uint16_t now = port.ready;  // channels with a flit visible in the next clock
  const int p = port.pres;
  if (port.keep) {
    port.keep = 0;
    if ((now >> p) & 1u) return;  // the rest of the packet granted last
  }
  const uint32_t cand = now | popped;
  if (cand) port.pres = static_cast<uint8_t>(first_at_or_after(cand, p + 1 == params_.vcs ? 0 : p + 1, params_.vcs));
}

void NetworkModel::step_switch(Node x, const Flit* offer, bool ej_ready, std::vector<uint8_t>& accepted,
                               std::vector<Ejection>& ejected) {
  const size_t xs = static_cast<size_t>(x);
  NodeState& s = node_[xs];
  const bool take = offer && inject_ready(x, *offer);
  const int ej_room = params_.buf_depth - s.ej_count;
  if (ej_ready && s.ej_count > 0) {
    ejected.push_back({x, ej_[xs * static_cast<size_t>(params_.buf_depth) + s.ej_head]});
    s.ej_head = static_cast<uint8_t>(slot(s.ej_head, 1));
    --s.ej_count;
  }
  if (s.buffered > 0) {
    uint32_t requested[kMaxPorts + 1];  // per output: the inputs whose presented channel asks for it
    uint32_t granted[kMaxPorts + 1];    // per input: the outputs that granted it
    uint32_t asked = 0, served = 0;     // the outputs asked for; the inputs granted
    // Inputs in a group send its next flit and ask for nothing; the others ask for what the front of
    // their presented channel needs.
    const uint32_t groups = s.group_inputs;
    for (uint32_t in = s.ready_inputs & ~groups; in; in &= in - 1) {
      const int i = __builtin_ctz(in);
      const size_t ip = port_index(x, i);
      touch(ip);
      const Port& port = port_[ip];
      const uint32_t reqs = (port.ready >> port.pres) & 1u ? request(x, i, port.pres, ej_room) : 0;
      for (uint32_t m = reqs; m; m &= m - 1) {
        const int o = __builtin_ctz(m);
        requested[o] = (asked >> o) & 1u ? requested[o] | 1u << i : 1u << i;
        asked |= 1u << o;
      }
    }
    for (uint32_t out = asked; out; out &= out - 1) {
      const int o = __builtin_ctz(out);
      Port& op = port_[port_index(x, o)];
      if (op.out_lock >= 0) continue;
      int i = first_at_or_after(requested[o], op.out_rr, inputs_);
      granted[i] = (served >> i) & 1u ? granted[i] | 1u << o : 1u << o;
      served |= 1u << i;
      op.out_rr = static_cast<uint8_t>(i + 1 == inputs_ ? 0 : i + 1);
    }
    for (uint32_t in = groups | served; in; in &= in - 1) {
      const int i = __builtin_ctz(in);
      size_t ip = port_index(x, i);
      touch(ip);
      if ((groups >> i) & 1u) {
        step_group(x, i);
        continue;
      }
      Port& port = port_[ip];
      const int v = port.pres;
      port.sent = static_cast<uint16_t>(port.sent | 1u << v);
      const Entry& e = at(fifo(x, i, v), 0);
      if (e.flit.head && e.flit.hdr.kind == Kind::Broadcast) {
        start_group(x, i, v, granted[i]);
      } else {
        port.keep = !e.flit.tail;
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
  const Channel& s = chan_[f];
  if (s.visible == 0) return 0;
  const Entry& e = at(f, 0);
  const int local = topo_.local();
  auto free_with = [&](int o, int w, int need) {
    if (port_[port_index(x, o)].out_lock >= 0) return false;
    if (o == local) return need == 1 && s.out == local ? ej_room >= 1 : !chan_[credit_index(x, o, 0)].held && ej_room >= need;
    const Channel& c = chan_[credit_index(x, o, w)];
    return c.credits >= need && (need == 1 && s.out == o ? true : !c.held);
  };
  if (!e.flit.head) return s.out >= 0 && free_with(s.out, s.out_vc, 1) ? 1u << s.out : 0;
  if (e.flit.hdr.kind == Kind::Unicast) {
    if (!e.route.out) return 0;
    int o = __builtin_ctz(e.route.out);
    return free_with(o, out_vc(e, o), 1) ? e.route.out : 0;
  }
  if (s.visible < e.flit.hdr.len) return 0;
  // A broadcast's copies leave one branch at a time: the first branch not yet served with room for
  // the longest packet (virtual cut-through), the network ports from the highest down (the highest
  // dimension's first, whose subtrees are the deepest), the local port last.
  const uint32_t left = e.route.out & ~s.served;
  for (int k = 0; k <= local; ++k) {
    const int o = k < local ? local - 1 - k : local;
    if ((left >> o) & 1u && free_with(o, out_vc(e, o), params_.max_len)) return 1u << o;
  }
  return 0;
}

void NetworkModel::send(Node x, int o, int w, const Flit& f) {
  moved_ = true;
  const size_t xs = static_cast<size_t>(x);
  if (o == topo_.local()) {
    NodeState& s = node_[xs];
    ej_[xs * static_cast<size_t>(params_.buf_depth) + slot(s.ej_head, s.ej_count)] = f;
    ++s.ej_count;
    return;
  }
  uint8_t& credit = chan_[credit_index(x, o, w)].credits;
  if (credit == 0) throw Error("model: flit sent without a credit at node " + std::to_string(x));
  --credit;
  size_t l = port_index(x, o);
  granted_[l] = {true, static_cast<uint8_t>(w), f};
  granted_on_.push_back(l);
}

void NetworkModel::dequeue(Node x, int i, int v) {
  pop(fifo(x, i, v));
  --node_[static_cast<size_t>(x)].buffered;
  if (i == topo_.local()) return;
  size_t c = port_index(x, i);
  credit_next_[c] = {true, static_cast<uint8_t>(v)};
  credits_on_next_.push_back(c);
}

void NetworkModel::grant_unicast(Node x, int i, int v, int o) {
  const size_t f = fifo(x, i, v);
  Channel& s = chan_[f];
  const Entry& e = at(f, 0);  // sent before it leaves the FIFO: nothing overwrites it in between
  if (e.flit.head) {
    s.out = static_cast<int8_t>(o);
    s.out_vc = static_cast<uint8_t>(out_vc(e, o));
  }
  const bool tail = e.flit.tail;
  send(x, o, s.out_vc, e.flit);
  dequeue(x, i, v);
  chan_[credit_index(x, o, s.out_vc)].held = !tail;
  if (tail) s.out = -1;
}

void NetworkModel::start_group(Node x, int i, int v, uint32_t granted) {
  const size_t f = fifo(x, i, v);
  Channel& s = chan_[f];
  const Entry e = at(f, 0);
  s.served |= granted;
  Group& g = group_[port_index(x, i)];
  g = {false, s.served == e.route.out, static_cast<uint8_t>(v), 1, e.flit.hdr.len, granted};
  for (uint32_t m = granted; m; m &= m - 1) {
    int o = __builtin_ctz(m);
    int w = out_vc(e, o);
    port_[port_index(x, o)].lock_vc = static_cast<uint8_t>(w);
    Flit copy = e.flit;
    copy.hdr = copy_header(topo_, i, e.flit.hdr, o);
    send(x, o, w, copy);
  }
  if (g.final) dequeue(x, i, v);
  if (g.len > 1) {
    g.on = true;
    node_[static_cast<size_t>(x)].group_inputs |= 1u << i;
    for (uint32_t m = granted; m; m &= m - 1) port_[port_index(x, __builtin_ctz(m))].out_lock = static_cast<int8_t>(i);
  } else if (g.final) {
    s.served = 0;
  }
}

void NetworkModel::step_group(Node x, int i) {
  Group& g = group_[port_index(x, i)];
  const size_t f = fifo(x, i, g.vc);
  Port& in = port_[port_index(x, i)];
  in.sent = static_cast<uint16_t>(in.sent | 1u << g.vc);
  const Flit flit = at(f, g.final ? 0 : g.next).flit;
  for (uint32_t m = g.outs; m; m &= m - 1) {
    int o = __builtin_ctz(m);
    send(x, o, port_[port_index(x, o)].lock_vc, flit);
  }
  if (g.final) dequeue(x, i, g.vc);
  if (++g.next < g.len) return;
  g.on = false;
  node_[static_cast<size_t>(x)].group_inputs &= ~(1u << i);
  for (uint32_t m = g.outs; m; m &= m - 1) port_[port_index(x, __builtin_ctz(m))].out_lock = -1;
  if (g.final) chan_[f].served = 0;
}

int NetworkModel::head_cause(const Header& h) const {
  if (h.len == 0 || h.len > params_.max_len) return kCauseLength;
  if (h.kind == Kind::Unicast) {
    if (!packed_digits_valid(topo_.graph(), h.dst)) return kCauseDestination;
  } else if (h.wd != 0 || h.wc != 0) {
    return kCauseWeights;
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
  return params_.buf_depth - chan_[q].count >= f.hdr.len;
}

void NetworkModel::refuse(Node x, int cause) {
  Refusals& r = refusals_[static_cast<size_t>(x)];
  if (r.count < 0xFFFF) ++r.count;
  r.causes = static_cast<uint8_t>(r.causes | (1u << cause));
}

void NetworkModel::rollback(Node x) {
  Injection& s = inj_[static_cast<size_t>(x)];
  size_t q = fifo(x, topo_.local(), s.vc);
  chan_[q].count = chan_[q].visible;
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
      refuse(x, kCauseSequence);
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
    refuse(x, kCauseSequence);
    return;
  }
  size_t q = fifo(x, topo_.local(), s.vc);
  push(q, x, topo_.local(), s.vc, f);
  ++s.pos;
  if (f.tail && s.pos == s.len) {
    Channel& c = chan_[q];
    node_[static_cast<size_t>(x)].buffered += c.count - c.visible;
    c.visible = c.count;
    set_ready(q);
    touch(port_index(x, topo_.local()));
    s.open = false;
  } else if (f.tail) {
    rollback(x);
    refuse(x, kCauseSequence);
  } else if (s.pos == s.len) {
    rollback(x);
    refuse(x, kCauseLength);
    s.dropping = true;
  }
}

}  // namespace hc::noc
