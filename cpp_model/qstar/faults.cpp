#include "cpp_model/qstar/faults.h"

#include <algorithm>
#include <cstdint>
#include <tuple>

#include "cpp_model/qstar/automorphism.h"

namespace hc::qstar {

namespace {

void check_size(const Network& q, int limit, const char* what) {
  if (q.n() > limit)
    throw SizeError(std::string(what) + " is offered for n <= " + std::to_string(limit) + ", got n = " +
                    std::to_string(q.n()));
}

/// Unit-capacity max-flow on the split graph: processor p is arc in(p) = 2p -> out(p) = 2p + 1 of capacity 1,
/// and out(p) -> in(r) has capacity N for processors p, r sharing a hyperlink.
class SplitGraph {
 public:
  explicit SplitGraph(const Network& q) : head_(2 * q.processors(), -1) {
    const int big = q.processors();
    for (int p = 0; p < q.processors(); ++p) {
      add(2 * p, 2 * p + 1, 1);
      for (int r : neighbours(q, p)) add(2 * p + 1, 2 * r, big);
    }
    initial_ = cap_;
  }

  /// Internally disjoint paths from s to t (s and t not adjacent), stopping at `limit`.
  int disjoint_paths(int s, int t, int limit) {
    cap_ = initial_;
    const int from = 2 * s + 1, to = 2 * t;
    int flow = 0;
    std::vector<int> via(head_.size());
    while (flow < limit) {
      std::fill(via.begin(), via.end(), -1);
      std::vector<int> queue{from};
      via[from] = -2;
      for (size_t i = 0; i < queue.size() && via[to] == -1; ++i)
        for (int e = head_[queue[i]]; e >= 0; e = next_[e])
          if (cap_[e] > 0 && via[to_[e]] == -1) {
            via[to_[e]] = e;
            queue.push_back(to_[e]);
          }
      if (via[to] == -1) break;
      for (int v = to; v != from; v = to_[via[v] ^ 1]) {
        --cap_[via[v]];
        ++cap_[via[v] ^ 1];
      }
      ++flow;
    }
    return flow;
  }

 private:
  void add(int a, int b, int c) {
    for (auto [x, y, z] : {std::tuple{a, b, c}, {b, a, 0}}) {
      to_.push_back(y);
      cap_.push_back(z);
      next_.push_back(head_[x]);
      head_[x] = static_cast<int>(to_.size()) - 1;
    }
  }

  std::vector<int> head_, to_, cap_, next_, initial_;
};

}  // namespace

bool connected_without(const Network& q, const std::vector<char>& dead_processors, const std::vector<char>& dead_links) {
  auto dead_p = [&](int p) { return !dead_processors.empty() && dead_processors[p]; };
  auto dead_h = [&](int h) { return !dead_links.empty() && dead_links[h]; };
  int alive = 0, start = -1;
  for (int p = 0; p < q.processors(); ++p)
    if (!dead_p(p)) {
      ++alive;
      if (start < 0) start = p;
    }
  if (alive <= 1) return true;
  std::vector<char> seen(q.processors(), 0);
  std::vector<int> stack{start};
  seen[start] = 1;
  int reached = 1;
  while (!stack.empty()) {
    const int p = stack.back();
    stack.pop_back();
    for (int h : q.links(p)) {
      if (dead_h(h)) continue;
      for (int r : q.members(h))
        if (!seen[r] && !dead_p(r)) {
          seen[r] = 1;
          ++reached;
          stack.push_back(r);
        }
    }
  }
  return reached == alive;
}

std::vector<int> neighbours(const Network& q, int p) {
  std::vector<int> out;
  for (int h : q.links(p))
    for (int r : q.members(h))
      if (r != p) out.push_back(r);
  return out;
}

int processor_connectivity(const Network& q) {
  check_size(q, kMaxFaultN, "processor connectivity");
  SplitGraph g(q);
  const int sources = check_fact1(q).vertex_symmetric ? 1 : q.processors();
  int best = q.processors() - 1;  // a complete graph (never Q_n*, n >= 2) would keep this
  for (int s = 0; s < sources; ++s) {
    std::vector<char> adjacent(q.processors(), 0);
    for (int r : neighbours(q, s)) adjacent[r] = 1;
    for (int t = 0; t < q.processors(); ++t)
      if (t != s && !adjacent[t]) best = std::min(best, g.disjoint_paths(s, t, best));
  }
  return best;
}

ProcessorSweep sweep_processor_faults(const Network& q, int max_removed) {
  check_size(q, kMaxExhaustiveN, "the exhaustive processor sweep");
  const int N = q.processors();
  if (max_removed < 0 || max_removed > N)
    throw SizeError("the number of removed processors must be 0 .. " + std::to_string(N) + ", got " +
                    std::to_string(max_removed));
  std::vector<uint32_t> adj(N, 0);
  for (int p = 0; p < N; ++p)
    for (int r : neighbours(q, p)) adj[p] |= uint32_t{1} << r;
  const uint32_t all = N == 32 ? ~uint32_t{0} : (uint32_t{1} << N) - 1;
  auto connected = [&adj](uint32_t alive) {
    if ((alive & (alive - 1)) == 0) return true;  // none or one left
    uint32_t reach = alive & (~alive + 1), frontier = reach;
    while (frontier) {
      uint32_t grow = 0;
      for (uint32_t f = frontier; f; f &= f - 1) grow |= adj[__builtin_ctz(f)];
      frontier = grow & alive & ~reach;
      reach |= frontier;
    }
    return reach == alive;
  };
  ProcessorSweep sweep;
  sweep.max_removed = max_removed;
  for (int size = 0; size <= max_removed; ++size) {
    long tried = 0, bad = 0;
    if (size == 0) {
      tried = 1;
      bad = !connected(all);
    } else {
      // every N-bit mask with `size` bits set, in increasing order (Gosper's hack)
      for (uint64_t dead = (uint64_t{1} << size) - 1; dead < (uint64_t{1} << N);) {
        ++tried;
        bad += !connected(all & ~static_cast<uint32_t>(dead));
        const uint64_t low = dead & (~dead + 1), ripple = dead + low;
        dead = (((ripple ^ dead) >> 2) / low) | ripple;
      }
    }
    sweep.tried.push_back(tried);
    sweep.disconnecting.push_back(bad);
  }
  return sweep;
}

LinkFaults hyperlink_faults(const Network& q) {
  check_size(q, kMaxFaultN, "the hyperlink fault sweep");
  LinkFaults f;
  const int H = q.hyperlinks();
  std::vector<char> dead(H, 0);
  for (int h = 0; h < H; ++h) {
    dead[h] = 1;
    ++f.singles;
    f.singles_disconnecting += !connected_without(q, {}, dead);
    for (int g = h + 1; g < H; ++g) {
      dead[g] = 1;
      const bool adjacent = hamming(h, g) == 1;  // e_h, e_g share <h,g> iff d(h,g) = 1
      const bool bad = !connected_without(q, {}, dead);
      ++f.pairs;
      f.pairs_disconnecting += bad;
      f.adjacent_pairs += adjacent;
      f.adjacent_pairs_disconnecting += adjacent && bad;
      dead[g] = 0;
    }
    dead[h] = 0;
  }
  return f;
}

}  // namespace hc::qstar
