#include "cpp_model/qstar/automorphism.h"

#include <algorithm>

namespace hc::qstar {

namespace {

int swap_bits(int x, int i, int j) {
  const int bi = (x >> i) & 1, bj = (x >> j) & 1;
  return bi == bj ? x : x ^ ((1 << i) | (1 << j));
}

Vertex ordered(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

/// The hyperlink shared by every processor label in `labels`, or -1.
int common_link(const std::vector<Vertex>& labels) {
  for (int h : {labels.front().l, labels.front().u}) {
    bool all = true;
    for (const Vertex& v : labels) all = all && (v.l == h || v.u == h);
    if (all) return h;
  }
  return -1;
}

}  // namespace

int CubeMap::apply(int x) const { return swap_bits(x ^ mask, 0, bit); }
int CubeMap::invert(int y) const { return swap_bits(y, 0, bit) ^ mask; }
Vertex CubeMap::apply(const Vertex& v) const { return ordered(apply(v.l), apply(v.u)); }
Vertex CubeMap::invert(const Vertex& v) const { return ordered(invert(v.l), invert(v.u)); }

CubeMap transform(const Network& q, const Vertex& source) {
  q.id(source);  // validates
  return {source.l, dimension_of(source)};
}

Relabeling relabel(const Network& q, const CubeMap& map) {
  Relabeling out(q.processors());
  for (int p = 0; p < q.processors(); ++p) out[p] = map.apply(q.vertex(p));
  return out;
}

Relabeling transform_as_printed(const Network& q, const Vertex& source) {
  q.id(source);  // validates
  const int l = source.l, u = source.u;
  Relabeling out(q.processors());
  for (int p = 0; p < q.processors(); ++p) {
    const Vertex v = q.vertex(p);
    const int a = v.l, b = v.u;
    if (a == 0 && b == 1)
      out[p] = {l, u};
    else if (a == 0)
      out[p] = ordered(l, b);
    else if (a == 1)
      out[p] = ordered(u, b);
    else if (a == l)
      out[p] = {0, b};
    else if (b == u)
      out[p] = {1, a};
    else
      out[p] = v;
  }
  return out;
}

RelabelCheck check_relabeling(const Network& q, const Relabeling& labels, const Vertex& source) {
  RelabelCheck c;
  auto note = [&c](const std::string& what) {
    if (c.first_problem.empty()) c.first_problem = what;
  };
  std::vector<int> taken(q.processors(), 0), image(q.processors(), -1);
  for (int p = 0; p < q.processors(); ++p) {
    if (!q.contains(labels[p])) {
      ++c.not_vertices;
      note(format(q.vertex(p)) + " gets " + format(labels[p]) + ", which is not a vertex");
    } else {
      image[p] = q.id(labels[p]);
      ++taken[image[p]];
    }
  }
  for (int p = 0; p < q.processors(); ++p)
    if (image[p] >= 0 && taken[image[p]] > 1) {
      ++c.collisions;
      note(format(q.vertex(p)) + " gets " + format(labels[p]) + ", as another processor does");
    }
  std::vector<int> image_taken(q.hyperlinks(), 0);
  std::vector<Vertex> images;
  for (int h = 0; h < q.hyperlinks(); ++h) {
    images.clear();
    for (int p : q.members(h)) images.push_back(labels[p]);
    const int g = common_link(images);
    if (g < 0 || g >= q.hyperlinks() || image_taken[g]++) {
      ++c.broken_hyperlinks;
      note("the processors of e_" + std::to_string(h) + " do not get the labels of one hyperlink's processors");
    }
  }
  c.source_becomes_01 = labels[q.id(source)] == Vertex{0, 1};
  if (!c.source_becomes_01) note(format(source) + " gets " + format(labels[q.id(source)]) + ", not <0,1>");
  return c;
}

Fact1 check_fact1(const Network& q) {
  Fact1 f;
  f.min_degree = f.max_degree = 2;  // by construction every processor has the two hyperlinks e_l, e_u ...
  for (int p = 0; p < q.processors(); ++p) {  // ... and is listed on exactly those
    int degree = 0;
    for (int h : q.links(p))
      degree += static_cast<int>(std::count(q.members(h).begin(), q.members(h).end(), p));
    f.min_degree = std::min(f.min_degree, degree);
    f.max_degree = std::max(f.max_degree, degree);
  }
  f.min_rank = q.processors();
  for (int h = 0; h < q.hyperlinks(); ++h) {
    const auto rank = static_cast<int>(q.members(h).size());
    f.min_rank = std::min(f.min_rank, rank);
    f.max_rank = std::max(f.max_rank, rank);
    for (int g = h + 1; g < q.hyperlinks(); ++g) {
      int shared = 0;
      for (int p : q.members(h)) shared += q.attached(p, g);
      f.max_shared = std::max(f.max_shared, shared);
    }
  }
  f.vertex_symmetric = true;
  for (int p = 0; p < q.processors() && f.vertex_symmetric; ++p) {
    const Vertex v = q.vertex(p);
    f.vertex_symmetric = check_relabeling(q, relabel(q, transform(q, v)), v).ok();
  }
  f.hyperedge_symmetric = true;
  for (int h = 0; h < q.hyperlinks() && f.hyperedge_symmetric; ++h) {
    // x -> x xor h is CubeMap{h, 0} (swapping bit 0 with itself changes nothing); it sends e_0 to e_h.
    const CubeMap map{h, 0};
    f.hyperedge_symmetric = map.apply(0) == h && check_relabeling(q, relabel(q, map), q.vertex(0)).automorphism();
  }
  return f;
}

}  // namespace hc::qstar
