// The cycle-exact model of a network of hc_switch (docs/network.md): input FIFOs per virtual channel,
// credits, round-robin separable allocation, broadcast groups, injection checks, link and credit
// registers. Every switch of the network, one clock at a time, from flat arrays.
#pragma once

#include <cstdint>
#include <vector>

#include "cpp_model/noc/dut.h"
#include "cpp_model/noc/switch_rules.h"

namespace hc::noc {

/// Zero-load timing of the switch (docs/network.md, Timing): a flit is granted and crosses the switch
/// in one clock and is on the link in the next, so the next switch can grant it kHopClocks after this
/// one did; a packet of h hops injected with no waiting leaves the network
/// kZeroLoadClocks + kHopClocks h clocks after its tail was taken (its head is at the ejection port
/// then).
inline constexpr int kHopClocks = 2;
inline constexpr int kZeroLoadClocks = 2;

class NetworkModel : public NocDut {
 public:
  /// The network of hypercycle g, every switch configured. Throws Error for bad parameters.
  NetworkModel(const Hypercycle& g, const NocParams& p);

  Node nodes() const override { return topo_.nodes(); }
  void clock(const std::vector<const Flit*>& offers, const std::vector<uint8_t>& ej_ready,
             std::vector<uint8_t>& accepted, std::vector<Ejection>& ejected) override;
  bool moved() const override { return moved_; }
  std::vector<Blocked> blocked() const override;
  Refusals refusals(Node x) const override { return refusals_[static_cast<size_t>(x)]; }
  void set_no_dateline(bool on) override { no_dateline_ = on; }

  const NocTopology& topology() const { return topo_; }
  const NocParams& params() const { return params_; }
  /// Credits of output port o's virtual channel w at node x (for tests).
  int credits(Node x, int o, int w) const { return chan_[credit_index(x, o, w)].credits; }
  /// Flits held in the network: input FIFOs (committed or not), link registers, ejection FIFOs.
  int64_t flits_held() const;

 private:
  // A head's route as its FIFO entry keeps it (HeadRoute without what only routing needed): 8 bytes, so
  // that an entry is 32 and a large network's FIFOs touch one cache line per entry.
  struct Route {
    uint32_t out = 0;     // the outputs it asks for (bit local(): the local port)
    uint16_t class1 = 0;  // bit o: the hop over network output o is in class 1
    uint8_t vc0 = 0, vc1 = 0;
    int vc(int o) const { return (class1 >> o) & 1u ? vc1 : vc0; }
  };
  struct Entry {
    Flit flit;
    Route route;
  };
  // Per port and virtual channel, one record, so that a flit's arrival or departure touches one cache
  // line of state: the input FIFO's pointers and the packet it holds; the output's credits.
  struct Channel {
    uint8_t head = 0, count = 0, visible = 0;  // input FIFO: first slot, flits held, flits visible
    int8_t out = -1;      // input: the output its unicast packet holds, -1 none
    uint8_t out_vc = 0;   // input: the channel on that output
    uint8_t credits = 0;  // output: credits
    uint8_t held = 0;     // output: held by a unicast packet (the local port: channel 0)
    uint32_t served = 0;  // input: the branches of its broadcast packet served so far
  };
  // Per port: input and output state. Bit v of a mask is channel v.
  struct Port {
    uint16_t ready = 0;        // input: channels with a visible flit
    uint16_t popped = 0;       // input: channels that lost their front in this clock
    uint16_t sent = 0;         // input: channels that sent a flit in this clock
    uint16_t sent_before = 0;  // input: those of the clock before (blocked())
    uint8_t pres = 0;          // input: the channel it presents to allocation in this clock
    uint8_t keep = 0;          // input: it was granted a flit of a packet that goes on
    uint8_t touched = 0;       // input: in touched_list_
    uint8_t out_rr = 0;        // output: the input to look at first
    int8_t out_lock = -1;      // output: the input of the group that holds it, -1 none
    uint8_t lock_vc = 0;       // output: the channel that group sends on
  };
  // Per node.
  struct NodeState {
    int32_t buffered = 0;       // flits visible in its input FIFOs
    uint32_t ready_inputs = 0;  // bit i when input i has a visible flit
    uint32_t group_inputs = 0;  // bit i when a broadcast group holds input i
    uint8_t ej_head = 0, ej_count = 0;  // the ejection FIFO
  };
  // A broadcast group in progress at one input: the flits still to send to its branch `outs` (one bit).
  struct Group {
    bool on = false;
    bool final = false;  // the group serves the packet's last branches: its flits leave the FIFO
    uint8_t vc = 0, next = 0, len = 0;
    uint32_t outs = 0;
  };
  struct Injection {
    bool open = false, dropping = false;
    uint8_t vc = 0, pos = 0, len = 0;
  };
  struct LinkReg {
    bool valid = false;
    uint8_t vc = 0;
    Flit flit;
  };
  struct CreditReg {
    bool valid = false;
    uint8_t vc = 0;
  };

  size_t fifo(Node x, int i, int v) const {
    return (static_cast<size_t>(x) * static_cast<size_t>(inputs_) + static_cast<size_t>(i)) * static_cast<size_t>(params_.vcs) +
           static_cast<size_t>(v);
  }
  size_t port_index(Node x, int p) const { return static_cast<size_t>(x) * static_cast<size_t>(inputs_) + static_cast<size_t>(p); }
  size_t credit_index(Node x, int o, int w) const { return port_index(x, o) * static_cast<size_t>(params_.vcs) + static_cast<size_t>(w); }
  /// Position head + k of a ring of buf_depth slots (k < buf_depth).
  size_t slot(int head, int k) const {
    const int s = head + k;
    return static_cast<size_t>(s >= params_.buf_depth ? s - params_.buf_depth : s);
  }
  Entry& at(size_t f, int k) { return entries_[f * static_cast<size_t>(params_.buf_depth) + slot(chan_[f].head, k)]; }
  /// Appends flit to FIFO f (node x, input `in`, channel in_vc), with its route if it is a head.
  void push(size_t f, Node x, int in, int in_vc, const Flit& flit);
  void pop(size_t f);

  // One switch in one clock: allocation and its effects, the sink, the source.
  void step_switch(Node x, const Flit* offer, bool ej_ready, std::vector<uint8_t>& accepted,
                   std::vector<Ejection>& ejected);
  uint32_t request(Node x, int i, int v, int ej_room);
  int out_vc(const Entry& e, int o) const { return o == topo_.local() ? 0 : e.route.vc(o); }
  void send(Node x, int o, int w, const Flit& f);
  void dequeue(Node x, int i, int v);
  void grant_unicast(Node x, int i, int v, int o);
  void start_group(Node x, int i, int v, uint32_t granted);
  void step_group(Node x, int i);
  bool inject_ready(Node x, const Flit& f) const;
  void inject(Node x, const Flit& f);
  void refuse(Node x, int cause);
  void rollback(Node x);
  int head_cause(const Header& h) const;  // first refusal cause of a head, -1 for none
  Header stamped(Node x, const Header& h) const;

  NocTopology topo_;
  NocParams params_;
  int inputs_;  // degree + 1: network ports, then the local port
  bool no_dateline_ = false;
  bool moved_ = false;

  std::vector<Entry> entries_;
  std::vector<Channel> chan_;       // per port and channel (fifo(), credit_index())
  std::vector<Port> port_;          // per port (port_index())
  std::vector<NodeState> node_;
  std::vector<Group> group_;        // per input
  std::vector<size_t> touched_list_;  // the inputs that choose their next channel at this clock's edge
  void touch(size_t ip);
  std::vector<Flit> ej_;            // per node, the ejection FIFO
  std::vector<Injection> inj_;
  std::vector<Refusals> refusals_;
  void set_ready(size_t f);         // after FIFO f's visible count changed
  // Per output port: the flit granted (and crossing the switch) in this clock, and the one on the link
  // (granted in the clock before).
  std::vector<LinkReg> granted_, link_;
  std::vector<CreditReg> credit_, credit_next_;  // per input port, the credit on its way back
  std::vector<size_t> granted_on_, links_on_, credits_on_, credits_on_next_;
  std::vector<size_t> arriving_;  // at the clock edge: the FIFO each flit of links_on_ enters
  /// The channel input ip presents in the next clock (docs/network.md, Allocation).
  void present(size_t ip);
};

}  // namespace hc::noc
