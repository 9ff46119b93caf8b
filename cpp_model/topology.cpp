#include "cpp_model/topology.h"

#include <string>

namespace hc {

PortInfo port_info(const Hypercycle& g, int port) {
  if (port < 0 || port >= g.degree())
    throw RangeError("port " + std::to_string(port) + " is not in 0.." + std::to_string(g.degree() - 1));
  int i = 0;
  while (port >= g.dim(i).port_base + g.dim(i).degree) ++i;
  const Dimension& d = g.dim(i);
  int j = port - d.port_base;
  return {i, j < d.rho ? j + 1 : -(j - d.rho + 1)};
}

int port_of(const Hypercycle& g, int dim, int offset) {
  if (dim < 0 || dim >= g.r())
    throw RangeError("dimension " + std::to_string(dim + 1) + " is not in 1.." + std::to_string(g.r()));
  const Dimension& d = g.dim(dim);
  if (offset == 0 || offset > d.rho || offset < -d.rho)
    throw RangeError("offset " + std::to_string(offset) + " is not a link of dimension " + std::to_string(dim + 1) +
                     " (rho = " + std::to_string(d.rho) + ")");
  return port_unchecked(d, offset);
}

Node neighbour(const Hypercycle& g, Node x, int port) {
  PortInfo p = port_info(g, port);
  return node_of(g, step_unchecked(g, digits_of(g, x), p.dim, p.offset));
}

std::vector<Node> neighbours(const Hypercycle& g, Node x) {
  std::vector<Node> out;
  for (int p = 0; p < g.degree(); ++p) out.push_back(neighbour(g, x, p));
  return out;
}

int distance(const Hypercycle& g, Node a, Node b) {
  Digits da = digits_of(g, a), db = digits_of(g, b);
  int sum = 0;
  for (int i = 0; i < g.r(); ++i) sum += circulant_distance(g.dim(i), da[i], db[i]);
  return sum;
}

}  // namespace hc
