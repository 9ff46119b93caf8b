// The decisions a switch takes for a head flit (docs/network.md): its outputs (paper 003 routing for a
// unicast, paper 000 Algorithm 2 for a broadcast), the virtual channel of each hop (dateline classes),
// and the weights each broadcast copy carries. Pure functions of the hypercycle, the node and the flit.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cpp_model/noc/flit.h"
#include "cpp_model/topology.h"

namespace hc::noc {

/// The hypercycle as its switches see it: ports, and for every node its digits and neighbours.
class NocTopology {
 public:
  explicit NocTopology(const Hypercycle& g);

  const Hypercycle& graph() const { return g_; }
  Node nodes() const { return g_.nodes(); }
  int degree() const { return g_.degree(); }   ///< network ports per switch
  int local() const { return g_.degree(); }    ///< index of the local port (input and output)
  const PortInfo& port(int p) const { return ports_[static_cast<size_t>(p)]; }
  const Digits& digits(Node x) const { return digits_[static_cast<size_t>(x)]; }
  /// The node reached from x over output port p.
  Node neighbour(Node x, int p) const { return next_[static_cast<size_t>(x) * degree() + p]; }
  /// The input port of the neighbour at which output p arrives (the port of the opposite offset).
  int reverse(int p) const { return reverse_[static_cast<size_t>(p)]; }
  /// Whether the hop from own over port p crosses the wrap-around of p's dimension.
  bool wraps(const Digits& own, int p) const;
  /// Origin weights of port p (Algorithm 1 case 1): wc, 0 when the origin does not send on p.
  int origin_wc(int p) const { return origin_wc_[static_cast<size_t>(p)]; }

  /// A unicast's hop in one dimension (paper 003), as the switch's routing tables hold it.
  struct Hop {
    int8_t port = -1;      ///< the port the routing function chooses
    bool crosses = false;  ///< the path in this dimension wraps around (now or later)
  };
  /// Digits of dimension i must be below this: m_i, or 1 above r.
  unsigned limit(int i) const { return limit_[static_cast<size_t>(i)]; }
  /// The hop in dimension dim from own digit `own` towards digit `dst` (they differ, both below m).
  const Hop& hop(int dim, int own, int dst) const { return hops_[static_cast<size_t>((dim * 16 + own) * 16 + dst)]; }

 private:
  Hypercycle g_;
  std::vector<PortInfo> ports_;
  std::vector<int> reverse_, origin_wc_;
  std::vector<Digits> digits_;
  std::vector<Node> next_;
  std::array<Hop, kMaxDims * 16 * 16> hops_{};
  std::array<unsigned, kMaxDims> limit_{};
};

/// The route of a head: the outputs it asks for (bit local() is the local port), and the virtual
/// channel of each (assign_channels).
struct HeadRoute {
  uint32_t out = 0;       ///< unicast: one output; broadcast: its branches; 0: cannot be routed
  bool crosses = false;   ///< unicast: its path in the routing dimension wraps (at this hop or later)
  uint32_t class1 = 0;    ///< bit o: the hop over network output o is in class 1
  uint8_t vc0 = 0, vc1 = 0;  ///< the packet's channel of class 0 and of class 1
  /// The virtual channel of the hop over network output o.
  int vc(int o) const { return (class1 >> o) & 1u ? vc1 : vc0; }
};

/// Route of head h entering the switch of node `own` on input in_port (local() for injection).
HeadRoute route_head(const NocTopology& t, const Digits& own, int in_port, const Header& h);

/// Virtual channel of class c (0 or 1) for a packet of hash `hash` (with one channel, both classes share it).
int class_vc(const NocParams& p, int c, int hash);

/// Whether every dimension of g reaches each of its digits in one hop (diameter 1, rho = m/2 rounded
/// down): its network needs no dateline, and one virtual channel is enough (hc_noc_pkg::single_hop_dims).
bool single_hop_dims(const Hypercycle& g);

/// Dateline class (0 or 1) of the hop of head h (routed as r, arrived on (in_port, in_vc)) over
/// network output o (docs/network.md).
int hop_class(const NocTopology& t, const NocParams& p, const Digits& own, int in_port, int in_vc, const Header& h,
              const HeadRoute& r, int o, bool no_dateline);

/// Virtual channel of that hop: class_vc(hop_class(...), packet_hash(h)).
int hop_vc(const NocTopology& t, const NocParams& p, const Digits& own, int in_port, int in_vc, const Header& h,
           const HeadRoute& r, int o, bool no_dateline);

/// Fills r's channels for every network output it asks for (the switch does it as the head arrives).
void assign_channels(const NocTopology& t, const NocParams& p, const Digits& own, int in_port, int in_vc,
                     const Header& h, HeadRoute& r, bool no_dateline);

/// The header of the copy of head h that leaves over output o: a broadcast's copy to network port o
/// carries o's weights (Algorithm 2), anything else leaves as it is.
Header copy_header(const NocTopology& t, int in_port, const Header& h, int o);

}  // namespace hc::noc
