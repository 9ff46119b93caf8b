// Relabelling Q_n* so that a chosen processor becomes <0,1> (procedure TRANSFORM, sec. 4.2), and the checks
// of Fact 1: 2-regular, n-uniform, linear, vertex- and hyperedge-symmetric.
#pragma once

#include <string>
#include <vector>

#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// An automorphism of Q_n: x -> (x xor mask) with bits 0 and `bit` swapped. It induces an automorphism
/// of Q_n*: processor <a,b> -> <min, max of the images of a, b>, hyperlink e_h -> e_{image of h}.
struct CubeMap {
  int mask = 0;  ///< xor applied first
  int bit = 0;   ///< bit exchanged with bit 0 afterwards
  int apply(int x) const;
  int invert(int y) const;
  Vertex apply(const Vertex& v) const;
  Vertex invert(const Vertex& v) const;
};

/// The map that gives processor `source` = <l,u> (u = l xor 2^k) the new label <0,1>: mask l, bit k.
/// This is our reading of TRANSFORM; throws VertexError if `source` is not a vertex of q.
CubeMap transform(const Network& q, const Vertex& source);

/// New labels for every processor (indexed by processor number). Labels need not be vertices, so that a
/// broken relabelling can be reported.
using Relabeling = std::vector<Vertex>;

/// The relabelling of `map`.
Relabeling relabel(const Network& q, const CubeMap& map);

/// Procedure TRANSFORM exactly as printed: <0,1> -> <l,u>; <0,b> -> <min(l,b), max(l,b)>; <1,b> ->
/// <min(u,b), max(u,b)>; <l,b> -> <0,b>; <a,u> -> <1,a>; the first rule that matches applies, and a
/// processor that matches none keeps its label.
Relabeling transform_as_printed(const Network& q, const Vertex& source);

/// What is wrong with a relabelling, if anything.
struct RelabelCheck {
  int not_vertices = 0;       ///< new labels that are not vertices of Q_n*
  int collisions = 0;         ///< processors whose new label another processor also got
  int broken_hyperlinks = 0;  ///< hyperlinks whose members no longer share one hyperlink
  bool source_becomes_01 = false;
  std::string first_problem;  ///< empty when it is an automorphism sending the source to <0,1>
  bool automorphism() const { return not_vertices == 0 && collisions == 0 && broken_hyperlinks == 0; }
  bool ok() const { return automorphism() && source_becomes_01; }
};

/// Checks that `labels` is an automorphism of q (a bijection on processors under which the processors
/// of every hyperlink still share one hyperlink, distinct hyperlinks going to distinct ones) sending `source`
/// to <0,1>.
RelabelCheck check_relabeling(const Network& q, const Relabeling& labels, const Vertex& source);

/// Fact 1, checked on the incidence structure.
struct Fact1 {
  int min_degree = 0, max_degree = 0;  ///< hyperlinks per processor (2-regular: both 2)
  int min_rank = 0, max_rank = 0;      ///< processors per hyperlink (n-uniform: both n)
  int max_shared = 0;                  ///< most processors two distinct hyperlinks share (linear: <= 1)
  bool vertex_symmetric = false;       ///< every processor is mapped to <0,1> by an automorphism
  bool hyperedge_symmetric = false;    ///< every e_h is the image of e_0 under an automorphism (x -> x xor h)
  bool holds(int n) const {
    return min_degree == 2 && max_degree == 2 && min_rank == n && max_rank == n && max_shared <= 1 &&
           vertex_symmetric && hyperedge_symmetric;
  }
};

Fact1 check_fact1(const Network& q);

}  // namespace hc::qstar
