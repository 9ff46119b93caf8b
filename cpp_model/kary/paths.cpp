#include "cpp_model/kary/paths.h"

#include <algorithm>

namespace hc::kary {

namespace {

void check_pair(const Cube& cube, Node a, Node b) {
  if (cube.k() < 3) throw CubeError("Prop. 2.2.4 needs k >= 3 (for k = 2, +1 and -1 are the same link)");
  cube.check_node(a, "A");
  cube.check_node(b, "B");
  if (a == b) throw CubeError("A and B must differ (Prop. 2.2.4 is about paths between two nodes)");
}

/// +1 or -1: the shorter way round from a_dim of x to b_dim of y (+1 on a tie).
int short_way(const Cube& cube, Node x, Node y, int dim) {
  int fwd = (cube.digit(y, dim) - cube.digit(x, dim) + cube.k()) % cube.k();
  return fwd <= cube.k() - fwd ? +1 : -1;
}

/// Appends the hops that turn digit dim of the path's last node into that of b, going `way`.
void correct(const Cube& cube, std::vector<Node>& path, Node b, int dim, int way) {
  while (cube.digit(path.back(), dim) != cube.digit(b, dim)) path.push_back(cube.move(path.back(), dim, way));
}

std::vector<int> differing(const Cube& cube, Node a, Node b) {
  std::vector<int> d;
  for (int i = 0; i < cube.n(); ++i)
    if (cube.digit(a, i) != cube.digit(b, i)) d.push_back(i);
  return d;
}

}  // namespace

std::vector<ParallelPath> parallel_paths(const Cube& cube, Node a, Node b) {
  check_pair(cube, a, b);
  const std::vector<int> diff = differing(cube, a, b);
  const int h = static_cast<int>(diff.size());
  std::vector<ParallelPath> out;
  // (i): digit diff[s], then diff[s+1] .. diff[h-1], then diff[0] .. diff[s-1], each the short way.
  for (int s = 0; s < h; ++s) {
    ParallelPath p{PathKind::Shortest, diff[s] + 1, 0, {a}};
    for (int t = 0; t < h; ++t) {
      int dim = diff[(s + t) % h];
      correct(cube, p.nodes, b, dim, short_way(cube, a, b, dim));
    }
    out.push_back(std::move(p));
  }
  // (ii): for each equal digit j, +1 (then, in a second round, -1), correct diff[0..h-1], step back.
  for (int delta : {+1, -1})
    for (int j = 0; j < cube.n(); ++j) {
      if (cube.digit(a, j) != cube.digit(b, j)) continue;
      ParallelPath p{PathKind::Detour, j + 1, delta, {a, cube.move(a, j, delta)}};
      for (int dim : diff) correct(cube, p.nodes, b, dim, short_way(cube, a, b, dim));
      p.nodes.push_back(cube.move(p.nodes.back(), j, -delta));
      out.push_back(std::move(p));
    }
  // (iii): one step of digit diff[s] the long way, correct diff[s+1..], diff[..s-1], finish diff[s] long.
  for (int s = 0; s < h; ++s) {
    int dim = diff[s], way = -short_way(cube, a, b, dim);
    ParallelPath p{PathKind::Long, dim + 1, 0, {a, cube.move(a, dim, way)}};
    for (int t = 1; t < h; ++t) {
      int other = diff[(s + t) % h];
      correct(cube, p.nodes, b, other, short_way(cube, a, b, other));
    }
    correct(cube, p.nodes, b, dim, way);
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<int> claimed_lengths(const Cube& cube, Node a, Node b) {
  check_pair(cube, a, b);
  const int l = cube.lee(a, b);
  const std::vector<int> diff = differing(cube, a, b);
  const int h = static_cast<int>(diff.size());
  std::vector<int> len(static_cast<size_t>(h), l);
  len.insert(len.end(), static_cast<size_t>(2 * (cube.n() - h)), l + 2);
  for (int dim : diff) {
    int w = cube.lee_digit((cube.digit(a, dim) - cube.digit(b, dim) + cube.k()) % cube.k());
    len.push_back(l + cube.k() - 2 * w);
  }
  return len;
}

PathCheck check_paths(const Cube& cube, Node a, Node b, const std::vector<ParallelPath>& paths) {
  PathCheck c;
  const std::vector<int> claimed = claimed_lengths(cube, a, b);
  auto fail = [&c](const std::string& why) {
    if (c.problem.empty()) c.problem = why;
  };
  c.count = paths.size() == static_cast<size_t>(2 * cube.n());
  if (!c.count) fail(std::to_string(paths.size()) + " paths, not 2n = " + std::to_string(2 * cube.n()));
  c.walks = true;
  std::vector<int> owner(static_cast<size_t>(cube.nodes()), -1);
  c.disjoint = true;
  std::vector<int> lengths;
  for (size_t p = 0; p < paths.size(); ++p) {
    const auto& v = paths[p].nodes;
    lengths.push_back(paths[p].length());
    if (v.size() < 2 || v.front() != a || v.back() != b) {
      c.walks = false;
      fail("path " + std::to_string(p + 1) + " does not run from A to B");
      continue;
    }
    for (size_t i = 0; i + 1 < v.size(); ++i)
      if (cube.link(v[i], v[i + 1]) < 0) {
        c.walks = false;
        fail("path " + std::to_string(p + 1) + " hop " + cube.format(v[i]) + " -> " + cube.format(v[i + 1]) +
             " is not a link");
      }
    for (size_t i = 1; i + 1 < v.size(); ++i) {
      int& o = owner[v[i]];
      if (o == static_cast<int>(p) || v[i] == a || v[i] == b) {
        c.walks = false;
        fail("path " + std::to_string(p + 1) + " visits " + cube.format(v[i]) + " twice");
      } else if (o >= 0) {
        c.disjoint = false;
        fail("paths " + std::to_string(o + 1) + " and " + std::to_string(p + 1) + " share node " + cube.format(v[i]));
      }
      o = static_cast<int>(p);
    }
  }
  std::vector<int> want = claimed;
  std::sort(lengths.begin(), lengths.end());
  std::sort(want.begin(), want.end());
  c.lengths = lengths == want;
  if (!c.lengths) fail("the path lengths differ from the claimed l, l+2, l+k-2w_i");
  return c;
}

PathSweep sweep_paths(const Cube& cube) {
  cube.check_size(kMaxPathSweepNodes, "the all-pairs check");
  if (cube.k() < 3) throw CubeError("Prop. 2.2.4 needs k >= 3 (for k = 2, +1 and -1 are the same link)");
  PathSweep s;
  for (Node a = 0; a < cube.nodes(); ++a)
    for (Node b = 0; b < cube.nodes(); ++b) {
      if (a == b) continue;
      ++s.pairs;
      PathCheck c = check_paths(cube, a, b, parallel_paths(cube, a, b));
      if (c.ok()) continue;
      if (s.failures++ == 0) s.first_failure = cube.format(a) + " -> " + cube.format(b) + ": " + c.problem;
    }
  return s;
}

}  // namespace hc::kary
