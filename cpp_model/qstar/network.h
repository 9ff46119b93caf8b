// The Q_n* hypernetwork (paper 004, Definition 1): the dual of the hypercube Q_n. Its vertices
// (processors) <l,u> are the edges of Q_n (l < u, l and u differ in one bit); its hyperlinks e_0 ..
// e_{2^n - 1} are the vertices of Q_n; processor <l,u> is attached to e_l and e_u.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "cpp_model/qstar/errors.h"

namespace hc::qstar {

/// Supported dimensions. Q_2* is the smallest of Definition 1 (n >= 2); Q_10* (5120 processors, 1024
/// hyperlinks) is the paper's largest example and keeps every simulation here within about a second.
inline constexpr int kMinN = 2;
inline constexpr int kMaxN = 10;

/// A processor label <l,u>: hypercube nodes l < u at Hamming distance 1.
struct Vertex {
  int l = 0;  ///< lower end, the hyperlink e_l
  int u = 0;  ///< upper end, the hyperlink e_u
  bool operator==(const Vertex& o) const { return l == o.l && u == o.u; }
  bool operator!=(const Vertex& o) const { return !(*this == o); }
};

/// Throws SizeError unless kMinN <= n <= kMaxN.
void check_n(int n);

/// Number of bits in which a and b differ: d(a, b) of the paper.
int hamming(int a, int b);

/// N_n = n 2^(n-1), the number of processors (Definition 1); n must be 1 .. 30.
int processor_count(int n);

/// The bit k in which l and u differ (u = l + 2^k); v must be a vertex.
int dimension_of(const Vertex& v);

/// "<l,u>".
std::string format(const Vertex& v);

/// Parses "<l,u>" or "l,u" (decimal, or hexadecimal with 0x). Throws VertexError on any other text; whether
/// the pair is a vertex of a given Q_n* is checked by Network::id.
Vertex parse_vertex(const std::string& text);

/// A validated Q_n*. Processors are numbered 0 .. N_n - 1 in the row order of the paper's Example 1: the
/// processors of the lower Q_{n-1}*, then <z, z + 2^(n-1)> for z = 0 .. 2^(n-1) - 1, then the upper Q_{n-1}*.
class Network {
 public:
  /// Throws SizeError unless kMinN <= n <= kMaxN.
  explicit Network(int n);

  int n() const { return n_; }
  int processors() const { return static_cast<int>(vertices_.size()); }  ///< N_n
  int hyperlinks() const { return 1 << n_; }                              ///< 2^n

  /// The label of processor `id`; throws VertexError unless 0 <= id < N_n.
  Vertex vertex(int id) const;
  /// The number of processor <l,u>; throws VertexError if <l,u> is not a vertex of this Q_n*.
  int id(const Vertex& v) const;
  /// Whether <l,u> is a vertex: l < u < 2^n and d(l, u) = 1.
  bool contains(const Vertex& v) const;
  /// The dimension k of processor `id` (u - l = 2^k), as defined for TOTAL_EXCHANGE (sec. 4.4).
  int dimension(int id) const;

  /// Whether processor `id` is attached to hyperlink e_h.
  bool attached(int id, int h) const;
  /// The n processors attached to e_h, in processor order; throws VertexError for a bad h.
  const std::vector<int>& members(int h) const;
  /// The two hyperlinks of processor `id`: {l, u}.
  std::array<int, 2> links(int id) const;

  /// The N_n x 2^n incidence matrix A (rows: processors in order, columns: e_0 ..), as in Example 1.
  std::vector<std::vector<int>> incidence() const;

 private:
  void check_id(int id) const;

  int n_ = 0;
  std::vector<Vertex> vertices_;
  std::vector<std::vector<int>> members_;
};

}  // namespace hc::qstar
