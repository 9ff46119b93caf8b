// Structure of the k-ary n-cube (paper 001, Prop. 2.1.1 and Props. 2.2.1 - 2.2.3), measured on the graph.
#pragma once

#include <utility>
#include <vector>

#include "cpp_model/kary/claim.h"
#include "cpp_model/kary/cube.h"

namespace hc::kary {

using Edge = std::pair<Node, Node>;  ///< an undirected link, first < second

/// Largest cube for which direct_edges() compares all N(N-1)/2 pairs.
inline constexpr Node kMaxAllPairsNodes = 10000;

/// E of Def. 2.1.3 straight from the definition: every pair at Lee distance 1, sorted. Throws CubeError
/// when the cube has more than kMaxAllPairsNodes nodes.
std::vector<Edge> direct_edges(const Cube& cube);

/// How to read the recursion of Prop. 2.1.1.
enum class Recursion {
  AsPrinted,  ///< E^(n) = {(s alpha, t alpha)} only, as the formula is printed
  WithCopies  ///< E^(n) = (union over x of x E^(n-1)) plus those, as the proof's words describe
};

/// E_k^(n) built by the recursion of Prop. 2.1.1 from E_k^(1), sorted. A label x alpha is the node
/// x k^(n-1) + alpha (x prepended as the most significant digit).
std::vector<Edge> recursive_edges(const Cube& cube, Recursion reading);

/// The k^(n-1) rings in direction dim (Prop. 2.2.3): each lists its k nodes in the order a = 0 .. k-1 of
/// digit a_{dim+1}, the other digits fixed. Throws CubeError for a bad direction.
std::vector<std::vector<Node>> rings(const Cube& cube, int dim);

/// Breadth-first distances from x over the cube's links. Throws CubeError for a bad node.
std::vector<int> bfs_distances(const Cube& cube, Node x);

/// ceil(log2 x) for x >= 1: the fewest doublings from one node to x (a one-port broadcast's lower bound).
int ceil_log2(int64_t x);

/// What the graph shows, for comparison with Props. 2.2.1 - 2.2.3.
struct Measured {
  int degree_min = 0;                 ///< fewest distinct neighbours of a node
  int degree_max = 0;                 ///< most distinct neighbours of a node
  int64_t links = 0;                  ///< undirected links, from the adjacency lists
  int diameter = 0;                   ///< largest breadth-first distance from node 0
  bool bfs_is_lee = false;            ///< breadth-first distance from 0 equals the Lee weight at every node
  int rings_per_direction = 0;        ///< rings found in every direction (the same count in each)
  bool rings_disjoint_cycles = false; ///< every direction's rings partition the nodes and are k-cycles
};

/// Measures degree, links, diameter and rings by graph traversal (node 0 stands for every node: the
/// cube is vertex-transitive, translation being an automorphism).
Measured measure(const Cube& cube);

/// The paper's values: degree 2n and n k^n links (n and n 2^(n-1) for k = 2, the remark after
/// Prop. 2.2.1), diameter floor(k/2) n, k^(n-1) rings per direction.
int paper_degree(const Cube& cube);
int64_t paper_links(const Cube& cube);
int paper_diameter(const Cube& cube);
int paper_rings(const Cube& cube);

/// The graph beside Props. 2.1.1 and 2.2.1 - 2.2.3. E is taken from the definition by comparing all pairs
/// when the cube has at most kMaxAllPairsNodes nodes, from the +-1 neighbours otherwise.
struct PropertyReport {
  Measured measured;
  bool all_pairs = false;
  int64_t links_as_printed = 0;   ///< links the recursion of Prop. 2.1.1 builds as printed
  int64_t links_with_copies = 0;  ///< links it builds with the copies' own links
  std::vector<Claim> claims;
};

PropertyReport check_properties(const Cube& cube);

}  // namespace hc::kary
