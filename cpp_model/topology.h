// Links of a hypercycle: the port numbering the hardware uses, neighbours and distance.
//
// Ports are numbered from 0, dimension 1 first. In dimension i the local index j = 0..d_i-1 is
// offset +(j+1) for j < rho_i and offset -(j-rho_i+1) for j >= rho_i; when 2 rho_i = m_i there is no
// -rho_i port (+rho_i reaches that node). Global port = d_1 + .. + d_{i-1} + j.
#pragma once

#include <vector>

#include "cpp_model/address.h"
#include "cpp_model/config.h"

namespace hc {

/// What a port is: its dimension (0-based, dimension dim+1) and its signed offset in that digit.
struct PortInfo {
  int dim = 0;
  int offset = 0;  ///< +1..+rho, or -1..-rho (never -rho when 2 rho = m)
};

/// The port's dimension and offset. Throws RangeError unless 0 <= port < total degree.
PortInfo port_info(const Hypercycle& g, int port);

/// The port at the given offset in dimension dim (0-based). An offset of -rho when 2 rho = m names the
/// +rho port, the same link. Throws RangeError for a dimension or offset that does not exist.
int port_of(const Hypercycle& g, int dim, int offset);

/// port_of without checks, for inner loops.
inline int port_unchecked(const Dimension& d, int offset) {
  if (offset > 0) return d.port_base + offset - 1;
  if (-offset == d.rho && 2 * d.rho == d.m) return d.port_base + d.rho - 1;
  return d.port_base + d.rho - offset - 1;
}

/// The node reached from x over port. Throws RangeError for a bad node or port.
Node neighbour(const Hypercycle& g, Node x, int port);

/// Digits of the node reached from digits x over the link (dim, offset); no checks.
inline Digits step_unchecked(const Hypercycle& g, Digits x, int dim, int offset) {
  int m = g.dim(dim).m;
  x[dim] = static_cast<uint8_t>((x[dim] + offset + m) % m);
  return x;
}

/// Neighbours of x in port order (entry p is reached over port p).
std::vector<Node> neighbours(const Hypercycle& g, Node x);

/// Hops between digits a and b of one circulant: ceil(min(cw, ccw) / rho).
inline int circulant_distance(const Dimension& d, int a, int b) {
  int cw = (b - a + d.m) % d.m;
  int ccw = (d.m - cw) % d.m;
  int shorter = cw < ccw ? cw : ccw;
  return (shorter + d.rho - 1) / d.rho;
}

/// Length of a shortest path between nodes a and b (the sum of the circulant distances).
int distance(const Hypercycle& g, Node a, Node b);

}  // namespace hc
