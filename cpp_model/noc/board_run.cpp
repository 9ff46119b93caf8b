#include "cpp_model/noc/board_run.h"

#include <deque>

#include "cpp_model/noc/network_model.h"

namespace hc::noc {

BoardRun run_board(const Hypercycle& g, const NocParams& p, const BoardWidths& w, const BoardTraffic& t,
                   int watchdog) {
  t.check(g, p, w);
  const size_t n = static_cast<size_t>(g.nodes());
  NetworkModel net(g, p);
  std::vector<BoardGenerator> gens;
  std::vector<BoardChecker> checks;
  for (Node x = 0; x < g.nodes(); ++x) {
    gens.emplace_back(g, p, w, t, x);
    checks.emplace_back(g, p, w, t, x);
  }
  // The full time stamps of the packets on their way, per (destination, source), unicasts and
  // broadcasts apart: every pair's packets arrive in order.
  std::vector<std::deque<int64_t>> stamps(2 * n * n);
  auto queue = [&](size_t dst, size_t src, bool bcast) -> std::deque<int64_t>& {
    return stamps[(bcast ? n * n : 0) + dst * n + src];
  };
  BoardRun run;
  std::vector<const Flit*> offers(n);
  std::vector<uint8_t> ready(n, 1), accepted;
  std::vector<Ejection> ejected;
  std::vector<int64_t> head_stamp(n, 0);
  int idle = 0;
  for (int64_t now = 0;; ++now) {
    bool busy = now < t.cycles;
    for (size_t x = 0; x < n; ++x) offers[x] = gens[x].offer(), busy = busy || !gens[x].idle();
    if (!busy && net.flits_held() == 0) {
      run.end = now;
      break;
    }
    ejected.clear();
    net.clock(offers, ready, accepted, ejected);
    for (const Ejection& e : ejected) {
      const size_t y = static_cast<size_t>(e.node);
      BoardChecker& c = checks[y];
      const bool done = c.eject(e.flit, now);
      if (e.flit.head) {
        std::deque<int64_t>& q = queue(y, static_cast<size_t>(c.last_source()) % n, c.last_broadcast());
        head_stamp[y] = q.empty() ? now : q.front();
        if (!q.empty()) q.pop_front();
      }
      if (done) {
        run.true_lat_sum += static_cast<uint64_t>(now - head_stamp[y]);
        run.true_lat_max = std::max(run.true_lat_max, now - head_stamp[y]);
      }
      run.last = now + 1;
    }
    bool progress = net.moved() || !ejected.empty();  // a flit forwarded, injected or ejected
    for (size_t x = 0; x < n; ++x) {
      progress = progress || accepted[x] != 0;
      const BoardGenerator::Started s = gens[x].clock(now, now < t.cycles, accepted[x] != 0);
      if (!s.started) continue;
      if (s.dst >= 0) {
        queue(static_cast<size_t>(s.dst), x, false).push_back(s.stamp);
      } else {
        for (size_t y = 0; y < n; ++y)
          if (y != x) queue(y, x, true).push_back(s.stamp);
      }
    }
    idle = progress || net.flits_held() == 0 ? 0 : idle + 1;
    if (idle >= watchdog) {
      run.deadlock = true;
      run.end = now + 1;
      break;
    }
  }
  run.nodes.resize(n);
  for (size_t x = 0; x < n; ++x) {
    gens[x].counters(run.nodes[x]);
    checks[x].counters(run.nodes[x]);
  }
  return run;
}

}  // namespace hc::noc
