// Procedure ROUTE (sec. 4.1, Theorem 3): shortest-path routing between two processors of Q_n*.
#pragma once

#include <vector>

#include "cpp_model/qstar/bus.h"
#include "cpp_model/qstar/network.h"

namespace hc::qstar {

/// A routed message: the processors it visits (source first) and the hyperlink of every hop.
struct Route {
  std::vector<int> path;   ///< processor numbers, source first, destination last
  std::vector<int> links;  ///< links[i] carries the message from path[i] to path[i + 1]
  int steps() const { return static_cast<int>(links.size()); }
};

/// ROUTE(<l,u>, <l',u'>). Choices the paper leaves open: a and b are the first pair with d(a,b) minimal
/// in the order (l,l'), (l,u'), (u,l'), (u,u'); c is a with the lowest bit in which a and b differ flipped;
/// the relay <a,c> is written with its smaller end first. Throws VertexError for a bad label.
Route route(const Network& q, const Vertex& from, const Vertex& to);

/// Replays a route under bus semantics, one hop per step, into `bus`; false if a rule is broken.
bool replay(const Route& r, BusChecker& bus);

/// A route with its checks (Theorem 3).
struct CheckedRoute {
  Route route;
  int distance = 0;      ///< by BFS
  int lemma1 = 0;        ///< Lemma 1's formula
  bool minimal = false;  ///< route.steps() == distance
  bool valid = false;    ///< a path of sec. 2, replayed without breaking a bus rule
};

/// ROUTE from `from` to `to`, checked against `bfs` (BFS distances from `from`) and replayed on `bus`, which
/// may have replayed other routes in earlier steps.
CheckedRoute checked_route(const Network& q, const Vertex& from, const Vertex& to, const std::vector<int>& bfs,
                           BusChecker& bus);

}  // namespace hc::qstar
