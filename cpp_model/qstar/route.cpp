#include "cpp_model/qstar/route.h"

#include <algorithm>

#include "cpp_model/qstar/distance.h"

namespace hc::qstar {

Route route(const Network& q, const Vertex& from, const Vertex& to) {
  Route r;
  r.path.push_back(q.id(from));
  const int target = q.id(to);
  Vertex at = from;
  while (r.path.back() != target) {
    int a = at.l, b = to.l;
    for (auto [x, y] : {std::pair{at.l, to.l}, {at.l, to.u}, {at.u, to.l}, {at.u, to.u}})
      if (hamming(x, y) < hamming(a, b)) a = x, b = y;
    if (a == b) {  // the two processors share e_a
      r.links.push_back(a);
      r.path.push_back(target);
      break;
    }
    const int diff = a ^ b, c = a ^ (diff & -diff);
    at = {std::min(a, c), std::max(a, c)};
    r.links.push_back(a);
    r.path.push_back(q.id(at));
  }
  return r;
}

bool replay(const Route& r, BusChecker& bus) {
  bool ok = true;
  for (int i = 0; i < r.steps(); ++i) {
    bus.begin_step();
    ok = bus.transmit({r.path[i], r.links[i], {r.path[i + 1]}}) && ok;
  }
  return ok;
}

CheckedRoute checked_route(const Network& q, const Vertex& from, const Vertex& to, const std::vector<int>& bfs,
                           BusChecker& bus) {
  CheckedRoute c{route(q, from, to), bfs.at(q.id(to)), lemma1_distance(q, from, to)};
  c.valid = replay(c.route, bus) && path_problem(q, c.route.path, c.route.links).empty();
  c.minimal = c.route.steps() == c.distance;
  return c;
}

}  // namespace hc::qstar
