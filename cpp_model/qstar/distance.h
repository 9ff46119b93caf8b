// Distances in Q_n*: Lemma 1's closed form, breadth-first search over the hypergraph (the reference it is
// checked against), the diameter (Theorem 1) and the path rules of sec. 2.
#pragma once

#include <string>
#include <vector>

#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// Lemma 1 as printed: min{d(l,l'), d(l,u'), d(u,l'), d(u,u')} + 1. (For a = b this gives 1, not 0.)
int lemma1_distance(const Network& q, const Vertex& a, const Vertex& b);

/// Hyperlink hops from processor `source` to every processor, by breadth-first search over processors and
/// hyperlinks (a hop: from a processor over one of its hyperlinks to another processor on it).
std::vector<int> bfs_distances(const Network& q, int source);

/// Largest BFS distance from `source`.
int eccentricity(const Network& q, int source);

/// Largest eccentricity over all processors (BFS from every processor).
int diameter(const Network& q);

/// A path of sec. 2: vertices v_1 .. v_{q+1} all distinct, hyperlinks e_1 .. e_q all distinct, v_k and v_{k+1}
/// both on e_k. Returns an empty string if `vertices` and `links` form one, else what is wrong.
std::string path_problem(const Network& q, const std::vector<int>& vertices, const std::vector<int>& links);

/// The pair of Theorem 1's proof, <0...0, 10...0> and <01...1, 11...1> (the paper writes the second as
/// <11...1, 01...1>); their distance is n.
std::vector<Vertex> theorem1_pair(const Network& q);

}  // namespace hc::qstar
