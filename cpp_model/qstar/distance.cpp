#include "cpp_model/qstar/distance.h"

#include <algorithm>
#include <set>

namespace hc::qstar {

int lemma1_distance(const Network& q, const Vertex& a, const Vertex& b) {
  q.id(a);  // validates
  q.id(b);
  return std::min({hamming(a.l, b.l), hamming(a.l, b.u), hamming(a.u, b.l), hamming(a.u, b.u)}) + 1;
}

std::vector<int> bfs_distances(const Network& q, int source) {
  q.vertex(source);  // validates
  std::vector<int> dist(q.processors(), -1);
  std::vector<char> link_done(q.hyperlinks(), 0);
  std::vector<int> frontier{source};
  dist[source] = 0;
  for (int d = 1; !frontier.empty(); ++d) {
    std::vector<int> next;
    for (int p : frontier)
      for (int h : q.links(p)) {
        if (link_done[h]) continue;
        link_done[h] = 1;
        for (int r : q.members(h))
          if (dist[r] < 0) {
            dist[r] = d;
            next.push_back(r);
          }
      }
    frontier = std::move(next);
  }
  return dist;
}

int eccentricity(const Network& q, int source) {
  const std::vector<int> dist = bfs_distances(q, source);
  if (std::count(dist.begin(), dist.end(), -1) != 0) return -1;  // disconnected (never for a whole Q_n*)
  return *std::max_element(dist.begin(), dist.end());
}

int diameter(const Network& q) {
  int best = 0;
  for (int p = 0; p < q.processors(); ++p) best = std::max(best, eccentricity(q, p));
  return best;
}

std::string path_problem(const Network& q, const std::vector<int>& vertices, const std::vector<int>& links) {
  if (vertices.empty()) return "a path has at least one vertex";
  if (links.size() + 1 != vertices.size()) return "a path of q hyperlinks has q + 1 vertices";
  for (int v : vertices)
    if (v < 0 || v >= q.processors()) return "processor number " + std::to_string(v) + " does not exist";
  for (int h : links)
    if (h < 0 || h >= q.hyperlinks()) return "hyperlink e_" + std::to_string(h) + " does not exist";
  if (std::set<int>(vertices.begin(), vertices.end()).size() != vertices.size()) return "a vertex repeats";
  if (std::set<int>(links.begin(), links.end()).size() != links.size()) return "a hyperlink repeats";
  for (size_t k = 0; k < links.size(); ++k)
    if (!q.attached(vertices[k], links[k]) || !q.attached(vertices[k + 1], links[k]))
      return format(q.vertex(vertices[k])) + " and " + format(q.vertex(vertices[k + 1])) + " are not both on e_" +
             std::to_string(links[k]);
  return "";
}

std::vector<Vertex> theorem1_pair(const Network& q) {
  const int all = (1 << q.n()) - 1, top = 1 << (q.n() - 1);
  return {{0, top}, {all ^ top, all}};
}

}  // namespace hc::qstar
