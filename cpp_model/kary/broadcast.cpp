#include "cpp_model/kary/broadcast.h"

#include <algorithm>
#include <deque>
#include <map>

#include "cpp_model/kary/properties.h"

namespace hc::kary {

namespace {

/// The direction (0-based) in which adjacent nodes x and y differ.
int direction(const Cube& cube, Node x, Node y) {
  for (int i = 0; i < cube.n(); ++i)
    if (cube.digit(x, i) != cube.digit(y, i)) return i;
  return -1;
}

/// Throws CubeError unless k >= 3 and the root is a node.
void check_tree(const Cube& cube, Node root) {
  if (cube.k() < 3) throw CubeError("the broadcast tree of Sec. 3.3 needs k >= 3 (for k = 2, +1 and -1 coincide)");
  cube.check_node(root, "the root");
}

/// tree_children() without the checks.
std::vector<Node> children_unchecked(const Cube& cube, Node root, Node x, TreeRule rule) {
  const Node rel = cube.sub(x, root);
  int p = -1;
  for (int i = cube.n() - 1; i >= 0 && p < 0; --i)
    if (cube.digit(rel, i) != 0) p = i;
  const int half = cube.k() / 2;
  std::vector<Node> out;
  for (int i = 0; i < cube.n(); ++i) {
    bool branch = p < 0 || (rule == TreeRule::Paper ? i > p : i < p && cube.digit(rel, i) == 0);
    if (i == p) {
      int v = cube.digit(rel, p);
      if (v < half) out.push_back(cube.move(x, p, +1));
      if (v > half + 1) out.push_back(cube.move(x, p, -1));
    } else if (branch) {
      out.push_back(cube.move(x, i, +1));
      out.push_back(cube.move(x, i, -1));
    }
  }
  return out;
}

/// Children of every node, and the nodes of the tree in breadth-first order from the root.
struct Tree {
  std::vector<std::vector<Node>> children;
  std::vector<Node> order;     // reached nodes, breadth-first
  std::vector<int> parents;    // how many nodes list x as a child
  std::vector<int> depth;      // -1 when unreached
};

Tree build_tree(const Cube& cube, Node root, TreeRule rule) {
  Tree t;
  const auto nodes = static_cast<size_t>(cube.nodes());
  t.children.resize(nodes);
  t.parents.assign(nodes, 0);
  t.depth.assign(nodes, -1);
  for (Node x = 0; x < cube.nodes(); ++x) {
    t.children[x] = children_unchecked(cube, root, x, rule);
    for (Node c : t.children[x]) ++t.parents[c];
  }
  t.depth[root] = 0;
  t.order.push_back(root);
  for (size_t i = 0; i < t.order.size(); ++i)
    for (Node c : t.children[t.order[i]])
      if (t.depth[c] < 0) {
        t.depth[c] = t.depth[t.order[i]] + 1;
        t.order.push_back(c);
      }
  return t;
}

/// The report after demanding the packet at every node.
SimReport served_by_all(StepSimulator& sim) {
  for (Node x = 0; x < sim.cube().nodes(); ++x) sim.require(0, x);
  return sim.report();
}

SimReport all_port(const Cube& cube, Node root, const Tree& tree) {
  StepSimulator sim(cube, PortModel::AllPort, Holding::Copy, 1);
  sim.originate(0, root);
  std::vector<char> informed(static_cast<size_t>(cube.nodes()), 0);
  informed[root] = 1;
  std::vector<Node> frontier{root};
  while (!frontier.empty()) {
    std::vector<Transfer> t;
    for (Node x : frontier)
      for (Node c : tree.children[x]) t.push_back({x, c, 0});
    if (t.empty()) break;
    sim.step(t);
    frontier.clear();
    for (const Transfer& tr : t)
      if (!informed[tr.to]) {
        informed[tr.to] = 1;
        frontier.push_back(tr.to);
      }
  }
  return served_by_all(sim);
}

SimReport staged(const Cube& cube, Node root, const Tree& tree, TreeRule rule) {
  StepSimulator sim(cube, PortModel::OnePort, Holding::Copy, 1);
  sim.originate(0, root);
  std::vector<char> informed(static_cast<size_t>(cube.nodes()), 0);
  informed[root] = 1;
  for (int s = 0; s < cube.n(); ++s) {
    const int dim = rule == TreeRule::Paper ? s : cube.n() - 1 - s;
    std::map<Node, std::deque<Node>> queue;  // senders of this stage and the children still to serve
    auto enqueue = [&](Node x) {
      for (Node c : tree.children[x])
        if (direction(cube, x, c) == dim) queue[x].push_back(c);
    };
    for (Node x = 0; x < cube.nodes(); ++x)
      if (informed[x]) enqueue(x);
    while (!queue.empty()) {
      std::vector<Transfer> t;
      for (auto& [x, q] : queue) t.push_back({x, q.front(), 0});
      sim.step(t);
      for (auto it = queue.begin(); it != queue.end();) {
        it->second.pop_front();
        it = it->second.empty() ? queue.erase(it) : std::next(it);
      }
      for (const Transfer& tr : t)
        if (!informed[tr.to]) {
          informed[tr.to] = 1;
          enqueue(tr.to);
        }
    }
  }
  return served_by_all(sim);
}

/// One-port, same tree: a node sends to its children one per step, longest-finishing subtree first.
SimReport tree_best(const Cube& cube, Node root, const Tree& tree) {
  const auto nodes = static_cast<size_t>(cube.nodes());
  std::vector<int> finish(nodes, 0);  // steps the subtree needs after its root has the packet
  std::vector<std::vector<Node>> sorted(nodes);
  for (auto it = tree.order.rbegin(); it != tree.order.rend(); ++it) {
    std::vector<Node> c = tree.children[*it];
    std::stable_sort(c.begin(), c.end(), [&finish](Node a, Node b) { return finish[a] > finish[b]; });
    for (size_t i = 0; i < c.size(); ++i) finish[*it] = std::max(finish[*it], static_cast<int>(i) + 1 + finish[c[i]]);
    sorted[*it] = std::move(c);
  }
  std::vector<std::vector<Transfer>> at(static_cast<size_t>(finish[root]) + 1);
  std::vector<int> got(nodes, 0);
  for (Node x : tree.order)
    for (size_t i = 0; i < sorted[x].size(); ++i) {
      int when = got[x] + static_cast<int>(i) + 1;
      got[sorted[x][i]] = when;
      at[static_cast<size_t>(when)].push_back({x, sorted[x][i], 0});
    }
  StepSimulator sim(cube, PortModel::OnePort, Holding::Copy, 1);
  sim.originate(0, root);
  for (size_t s = 1; s < at.size(); ++s) sim.step(at[s]);
  return served_by_all(sim);
}

}  // namespace

std::vector<Node> tree_children(const Cube& cube, Node root, Node x, TreeRule rule) {
  check_tree(cube, root);
  cube.check_node(x, "the node");
  return children_unchecked(cube, root, x, rule);
}

BroadcastResult single_node_broadcast(const Cube& cube, Node root, PortModel model, TreeRule rule) {
  check_tree(cube, root);
  BroadcastResult r;
  r.model = model;
  r.rule = rule;
  r.root = root;
  const Tree tree = build_tree(cube, root, rule);
  const int half = cube.k() / 2;
  r.reached = static_cast<int64_t>(tree.order.size());
  for (Node x : tree.order) {
    r.depth = std::max(r.depth, tree.depth[x]);
    r.depth_not_lee += tree.depth[x] != cube.lee(x, root);
    if (!tree.children[x].empty()) continue;
    ++r.leaves;
    int lead = cube.digit(cube.sub(x, root), cube.n() - 1);
    r.odd_leaves += lead != half && lead != half + 1;
  }
  const int64_t n = cube.n(), floor_time = half * n, ceil_time = (cube.k() + 1) / 2 * n;
  const std::vector<int> dist = bfs_distances(cube, root);
  const int diameter = *std::max_element(dist.begin(), dist.end());  // the cube is vertex-transitive
  const std::vector<Claim> tree_claims = {
      {"Sec. 3.3", "the rules build a spanning tree: nodes reached", cube.nodes(), r.reached, Relation::Equal},
      {"Sec. 3.3", "leaves have floor(k/2) or floor(k/2)+1 as leftmost digit: leaves that do not", 0, r.odd_leaves,
       Relation::Equal}};
  if (model == PortModel::AllPort) {
    r.sim = all_port(cube, root, tree);
    r.lower_bound = diameter;
    r.claims = {{"Sec. 3.3 text", "2n-port: floor(k/2) n steps", floor_time, r.sim.steps, Relation::Equal},
                {"Prop. 3.3.1 as printed", "2n-port: ceil(k/2) n steps", ceil_time, r.sim.steps, Relation::Equal, true},
                {"Prop. 3.3.2", "optimal: steps equal the diameter (breadth-first search)", diameter, r.sim.steps,
                 Relation::Equal}};
  } else {
    r.sim = staged(cube, root, tree, rule);
    r.lower_bound = std::max(diameter, ceil_log2(cube.nodes()));
    r.claims = {{"Sec. 3.3, Prop. 3.3.1", "one-port: ceil(k/2) n steps", ceil_time, r.sim.steps, Relation::Equal}};
    bool is_tree = r.reached == cube.nodes();
    for (Node x = 0; x < cube.nodes(); ++x) is_tree = is_tree && tree.parents[x] == (x == root ? 0 : 1);
    if (is_tree) {
      r.tree_best = tree_best(cube, root, tree);
      r.claims.push_back({"Sec. 4.1", "one-port broadcast optimal: the same tree, best child order, is no faster",
                          ceil_time, r.tree_best.steps, Relation::AtLeast});
    }
  }
  r.claims.insert(r.claims.end(), tree_claims.begin(), tree_claims.end());
  r.claims.push_back({"Sec. 3.3", "a spanning tree: receptions of a packet already held", 0, r.sim.duplicates,
                      Relation::Equal});
  return r;
}

}  // namespace hc::kary
