// Brute-force references for the tests, written from the papers' definitions and independent of
// the model's port map and arithmetic: edge set of eq. (1), breadth-first distances.
#pragma once

#include <queue>
#include <set>
#include <vector>

namespace hc::testing {

/// Digits of x for radices m (dimension 1 first), by repeated division.
inline std::vector<int> ref_digits(int x, const std::vector<int>& m) {
  std::vector<int> d;
  for (int mi : m) {
    d.push_back(x % mi);
    x /= mi;
  }
  return d;
}

inline int ref_index(const std::vector<int>& d, const std::vector<int>& m) {
  int x = 0;
  for (size_t i = m.size(); i-- > 0;) x = x * m[i] + d[i];
  return x;
}

/// Adjacency by eq. (1) of paper 000: b_j = (a_j +- xi) mod m_j, 1 <= xi <= rho_j, other digits equal.
inline std::vector<std::set<int>> ref_adjacency(const std::vector<int>& m, const std::vector<int>& rho) {
  int n = 1;
  for (int mi : m) n *= mi;
  std::vector<std::set<int>> adj(n);
  for (int a = 0; a < n; ++a)
    for (size_t j = 0; j < m.size(); ++j)
      for (int xi = 1; xi <= rho[j]; ++xi)
        for (int sign : {1, -1}) {
          auto d = ref_digits(a, m);
          d[j] = ((d[j] + sign * xi) % m[j] + m[j]) % m[j];
          adj[a].insert(ref_index(d, m));
        }
  return adj;
}

/// Breadth-first distances from s.
inline std::vector<int> ref_bfs(const std::vector<std::set<int>>& adj, int s) {
  std::vector<int> dist(adj.size(), -1);
  std::queue<int> q;
  dist[s] = 0;
  q.push(s);
  while (!q.empty()) {
    int u = q.front();
    q.pop();
    for (int v : adj[u])
      if (dist[v] < 0) {
        dist[v] = dist[u] + 1;
        q.push(v);
      }
  }
  return dist;
}

/// Step at which Algorithm 1 reaches the node j positions clockwise of the origin in C_m<1..rho>,
/// read off the proof of Theorem 1 (paper 000): the clockwise paths cover j = 1..D rho, node j at
/// step ceil(j / rho); the counter-clockwise paths cover the rest, c = m - j positions the other way
/// at step ceil(c / rho).
inline int ref_circulant_arrival(int m, int rho, int j) {
  int diameter = (m / 2 + rho - 1) / rho;
  if (j == 0) return 0;
  if (j <= diameter * rho) return (j + rho - 1) / rho;
  return (m - j + rho - 1) / rho;
}

/// Step at which Algorithm 2 reaches each node: the sum over dimensions of the circulant steps.
inline std::vector<int> ref_arrival(const std::vector<int>& m, const std::vector<int>& rho, int origin) {
  int n = 1;
  for (int mi : m) n *= mi;
  auto o = ref_digits(origin, m);
  std::vector<int> out(n);
  for (int x = 0; x < n; ++x) {
    auto d = ref_digits(x, m);
    for (size_t i = 0; i < m.size(); ++i) out[x] += ref_circulant_arrival(m[i], rho[i], (d[i] - o[i] + m[i]) % m[i]);
  }
  return out;
}

/// Every circulant the hardware supports: (m, rho) for m = 2..15, rho = 1..floor(m/2).
inline std::vector<std::pair<int, int>> all_circulants() {
  std::vector<std::pair<int, int>> out;
  for (int m = 2; m <= 15; ++m)
    for (int rho = 1; rho <= m / 2; ++rho) out.emplace_back(m, rho);
  return out;
}

}  // namespace hc::testing
