#include "cpp_model/kary/properties.h"

#include <algorithm>
#include <iterator>
#include <queue>

namespace hc::kary {

namespace {

Edge ordered(Node a, Node b) { return a < b ? Edge{a, b} : Edge{b, a}; }

std::vector<Edge> sorted_unique(std::vector<Edge> e) {
  std::sort(e.begin(), e.end());
  e.erase(std::unique(e.begin(), e.end()), e.end());
  return e;
}

}  // namespace

std::vector<Edge> direct_edges(const Cube& cube) {
  if (cube.nodes() > kMaxAllPairsNodes)
    throw CubeError("comparing all pairs is limited to " + std::to_string(kMaxAllPairsNodes) + " nodes, the " +
                    std::to_string(cube.k()) + "-ary " + std::to_string(cube.n()) + "-cube has " +
                    std::to_string(cube.nodes()));
  std::vector<Edge> e;
  for (Node a = 0; a < cube.nodes(); ++a)
    for (Node b = a + 1; b < cube.nodes(); ++b)
      if (cube.lee(a, b) == 1) e.emplace_back(a, b);
  return e;
}

std::vector<Edge> recursive_edges(const Cube& cube, Recursion reading) {
  const int k = cube.k();
  // E_k^(1) = {(x, y) | x < y, D_L(x, y) = 1}.
  std::vector<Edge> e;
  for (Node x = 0; x < k; ++x)
    for (Node y = x + 1; y < k; ++y)
      if (cube.lee_digit(y - x) == 1) e.emplace_back(x, y);
  Node sub_nodes = k;  // |V^(m-1)| while building level m
  for (int m = 2; m <= cube.n(); ++m) {
    std::vector<Edge> next;
    if (reading == Recursion::WithCopies)
      for (Node x = 0; x < k; ++x)
        for (const Edge& ab : e) next.emplace_back(x * sub_nodes + ab.first, x * sub_nodes + ab.second);
    for (Node alpha = 0; alpha < sub_nodes; ++alpha)
      for (Node s = 0; s < k; ++s)
        for (Node t = s + 1; t < k; ++t)
          if (cube.lee_digit(t - s) == 1) next.push_back(ordered(s * sub_nodes + alpha, t * sub_nodes + alpha));
    e = sorted_unique(std::move(next));
    sub_nodes *= k;
  }
  return sorted_unique(std::move(e));
}

std::vector<std::vector<Node>> rings(const Cube& cube, int dim) {
  if (dim < 0 || dim >= cube.n())
    throw CubeError("the direction must be between 1 and " + std::to_string(cube.n()) + ", got " +
                    std::to_string(dim + 1));
  std::vector<std::vector<Node>> out;
  for (Node x = 0; x < cube.nodes(); ++x) {
    if (cube.digit(x, dim) != 0) continue;
    std::vector<Node> ring;
    for (int a = 0; a < cube.k(); ++a) ring.push_back(x + a * cube.place(dim));
    out.push_back(std::move(ring));
  }
  return out;
}

std::vector<int> bfs_distances(const Cube& cube, Node x) {
  cube.check_node(x, "the node");
  std::vector<int> dist(static_cast<size_t>(cube.nodes()), -1);
  std::queue<Node> q;
  dist[x] = 0;
  q.push(x);
  while (!q.empty()) {
    Node y = q.front();
    q.pop();
    for (Node z : cube.neighbors(y))
      if (dist[z] < 0) {
        dist[z] = dist[y] + 1;
        q.push(z);
      }
  }
  return dist;
}

int ceil_log2(int64_t x) {
  int s = 0;
  while ((int64_t{1} << s) < x) ++s;
  return s;
}

Measured measure(const Cube& cube) {
  Measured m;
  const Node nodes = cube.nodes();
  m.degree_min = cube.ports() + 1;
  for (Node x = 0; x < nodes; ++x) {
    std::vector<Node> nb = cube.neighbors(x);
    std::sort(nb.begin(), nb.end());
    int deg = static_cast<int>(std::unique(nb.begin(), nb.end()) - nb.begin());
    m.degree_min = std::min(m.degree_min, deg);
    m.degree_max = std::max(m.degree_max, deg);
    m.links += deg;
  }
  m.links /= 2;

  const std::vector<int> dist = bfs_distances(cube, 0);
  m.bfs_is_lee = true;
  for (Node x = 0; x < nodes; ++x) {
    m.diameter = std::max(m.diameter, dist[x]);
    m.bfs_is_lee = m.bfs_is_lee && dist[x] == cube.lee(0, x);
  }

  m.rings_disjoint_cycles = true;
  m.rings_per_direction = -1;
  for (int dim = 0; dim < cube.n(); ++dim) {
    auto rs = rings(cube, dim);
    if (m.rings_per_direction >= 0 && m.rings_per_direction != static_cast<int>(rs.size()))
      m.rings_disjoint_cycles = false;
    m.rings_per_direction = static_cast<int>(rs.size());
    std::vector<int> seen(static_cast<size_t>(nodes), 0);
    for (const auto& r : rs)
      for (size_t i = 0; i < r.size(); ++i) {
        ++seen[r[i]];
        if (cube.link(r[i], r[(i + 1) % r.size()]) < 0) m.rings_disjoint_cycles = false;
      }
    for (int s : seen) m.rings_disjoint_cycles = m.rings_disjoint_cycles && s == 1;
  }
  return m;
}

int paper_degree(const Cube& cube) { return cube.k() == 2 ? cube.n() : 2 * cube.n(); }

int64_t paper_links(const Cube& cube) {
  return cube.k() == 2 ? int64_t{cube.n()} * cube.nodes() / 2 : int64_t{cube.n()} * cube.nodes();
}

int paper_diameter(const Cube& cube) { return cube.k() / 2 * cube.n(); }

int paper_rings(const Cube& cube) { return cube.nodes() / cube.k(); }

PropertyReport check_properties(const Cube& cube) {
  PropertyReport r;
  r.measured = measure(cube);
  const Measured& m = r.measured;
  r.all_pairs = cube.nodes() <= kMaxAllPairsNodes;
  std::vector<Edge> def;
  if (r.all_pairs) {
    def = direct_edges(cube);
  } else {
    for (Node x = 0; x < cube.nodes(); ++x)
      for (Node y : cube.neighbors(x))
        if (x < y) def.emplace_back(x, y);
    def = sorted_unique(std::move(def));
  }
  auto only_one = [&def](const std::vector<Edge>& e) {
    std::vector<Edge> d;
    std::set_symmetric_difference(def.begin(), def.end(), e.begin(), e.end(), std::back_inserter(d));
    return static_cast<int64_t>(d.size());
  };
  const auto printed = recursive_edges(cube, Recursion::AsPrinted);
  const auto copies = recursive_edges(cube, Recursion::WithCopies);
  r.links_as_printed = static_cast<int64_t>(printed.size());
  r.links_with_copies = static_cast<int64_t>(copies.size());
  const bool binary = cube.k() == 2;
  r.claims = {
      {"Prop. 2.2.1a", binary ? "degree n (k = 2): fewest neighbours" : "degree 2n: fewest neighbours",
       paper_degree(cube), m.degree_min, Relation::Equal},
      {"Prop. 2.2.1a", binary ? "degree n (k = 2): most neighbours" : "degree 2n: most neighbours",
       paper_degree(cube), m.degree_max, Relation::Equal},
      {"Prop. 2.2.1b", binary ? "n 2^(n-1) links (k = 2)" : "n k^n links", paper_links(cube), m.links,
       Relation::Equal},
      {"Prop. 2.2.2", "diameter floor(k/2) n (breadth-first search)", paper_diameter(cube), m.diameter,
       Relation::Equal},
      {"Def. 2.1.3", "graph distance is the Lee distance: 1 if some node differs", 0, m.bfs_is_lee ? 0 : 1,
       Relation::Equal},
      {"Prop. 2.2.3", "k^(n-1) node-disjoint k-rings in each direction", paper_rings(cube), m.rings_per_direction,
       Relation::Equal},
      {"Prop. 2.2.3", "the rings partition the nodes and are cycles: 1 if not", 0, m.rings_disjoint_cycles ? 0 : 1,
       Relation::Equal},
      {"Prop. 2.1.1", "recursion with the copies' links gives E: links in one set only", 0, only_one(copies),
       Relation::Equal},
      {"Prop. 2.1.1 as printed", "E^(n) = {(s alpha, t alpha)} gives E: links in one set only", 0, only_one(printed),
       Relation::Equal, true}};
  return r;
}

}  // namespace hc::kary
