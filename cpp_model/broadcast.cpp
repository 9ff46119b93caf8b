#include "cpp_model/broadcast.h"

#include <string>

#include "cpp_model/topology.h"

namespace hc {

bool SendList::operator==(const SendList& o) const {
  if (size_ != o.size_) return false;
  for (int i = 0; i < size_; ++i)
    if (!(items_[i] == o.items_[i])) return false;
  return true;
}

void append_origin_sends(const Hypercycle& g, int dim, SendList& out) {
  const Dimension& d = g.dim(dim);
  for (int o = 1; o <= d.rho; ++o) out.push(port_unchecked(d, o), dim + 1, d.diameter);
  for (int o = 1; o <= d.degree - d.rho; ++o) {
    int wc = o <= d.k ? d.a + 1 : d.a;
    if (wc > 0) out.push(port_unchecked(d, -o), dim + 1, wc);
  }
}

SendList origin_sends(const Hypercycle& g) {
  SendList out;
  for (int i = 0; i < g.r(); ++i) append_origin_sends(g, i, out);
  return out;
}

MessageFault message_fault(const Hypercycle& g, Weight w, int in_port) {
  if (w.wd < 1 || w.wd > g.r()) return MessageFault::Dimension;
  const Dimension& d = g.dim(w.wd - 1);
  if (w.wc < 1 || w.wc > d.diameter) return MessageFault::Count;
  if (in_port < d.port_base || in_port >= d.port_base + d.degree) return MessageFault::Port;
  return MessageFault::None;
}

SendList forward_sends(const Hypercycle& g, Weight w, int in_port) {
  switch (message_fault(g, w, in_port)) {
    case MessageFault::None: break;
    case MessageFault::Dimension:
      throw MessageError("wd = " + std::to_string(w.wd) + " is not a dimension (1.." + std::to_string(g.r()) + ")");
    case MessageFault::Count:
      throw MessageError("wc = " + std::to_string(w.wc) + " must be between 1 and D_" + std::to_string(w.wd) +
                         " = " + std::to_string(g.dim(w.wd - 1).diameter));
    case MessageFault::Port: {
      const Dimension& d = g.dim(w.wd - 1);
      throw MessageError("in_port " + std::to_string(in_port) + " is not a port of dimension " +
                         std::to_string(w.wd) + " (ports " + std::to_string(d.port_base) + ".." +
                         std::to_string(d.port_base + d.degree - 1) + ")");
    }
  }
  const Dimension& d = g.dim(w.wd - 1);
  SendList out;
  for (int i = 0; i < w.wd - 1; ++i) append_origin_sends(g, i, out);
  if (w.wc > 1) {
    bool arrived_on_plus = in_port - d.port_base < d.rho;
    out.push(port_unchecked(d, arrived_on_plus ? -d.rho : d.rho), w.wd, w.wc - 1);
  }
  return out;
}

}  // namespace hc
