#include "cpp_model/kary/search.h"

#include <algorithm>
#include <random>

#include "cpp_model/kary/properties.h"

namespace hc::kary {

namespace {

/// One step's matching of senders (informed) to receivers (uninformed neighbours), by Kuhn's augmenting
/// paths with randomized candidate order.
class Matcher {
 public:
  Matcher(const Cube& cube, const std::vector<char>& informed, std::mt19937_64& rng)
      : cube_(cube), informed_(informed), rng_(rng), sender_of_(static_cast<size_t>(cube.nodes()), -1),
        seen_(static_cast<size_t>(cube.nodes()), 0) {}

  bool augment(Node s) {
    std::vector<Node> cand;
    for (Node y : cube_.neighbors(s))
      if (!informed_[y]) cand.push_back(y);
    std::shuffle(cand.begin(), cand.end(), rng_);
    for (Node y : cand) {
      if (seen_[y] == stamp_) continue;
      seen_[y] = stamp_;
      if (sender_of_[y] < 0 || augment(sender_of_[y])) {
        sender_of_[y] = s;
        return true;
      }
    }
    return false;
  }
  void next_sender() { ++stamp_; }
  Node sender_of(Node y) const { return sender_of_[y]; }

 private:
  const Cube& cube_;
  const std::vector<char>& informed_;
  std::mt19937_64& rng_;
  std::vector<Node> sender_of_;
  std::vector<int> seen_;
  int stamp_ = 0;
};

std::vector<std::vector<Transfer>> one_try(const Cube& cube, Node root, std::mt19937_64& rng, size_t give_up) {
  std::vector<char> informed(static_cast<size_t>(cube.nodes()), 0);
  informed[root] = 1;
  std::vector<Node> holders{root};
  std::vector<std::vector<Transfer>> steps;
  while (static_cast<Node>(holders.size()) < cube.nodes() && steps.size() < give_up) {
    std::shuffle(holders.begin(), holders.end(), rng);
    Matcher m(cube, informed, rng);
    for (Node s : holders) {
      m.next_sender();
      m.augment(s);
    }
    std::vector<Transfer> t;
    for (Node y = 0; y < cube.nodes(); ++y)
      if (!informed[y] && m.sender_of(y) >= 0) t.push_back({m.sender_of(y), y, 0});
    for (const Transfer& tr : t) {
      informed[tr.to] = 1;
      holders.push_back(tr.to);
    }
    steps.push_back(std::move(t));
  }
  if (static_cast<Node>(holders.size()) < cube.nodes()) steps.clear();  // gave up: no faster than the best
  return steps;
}

}  // namespace

SearchResult search_one_port_broadcast(const Cube& cube, Node root, int tries, uint64_t seed) {
  cube.check_size(kMaxSearchNodes, "the search");
  if (tries < 1 || tries > kMaxSearchTries)
    throw CubeError("tries must be between 1 and " + std::to_string(kMaxSearchTries) + ", got " +
                    std::to_string(tries));
  cube.check_node(root, "the root");
  SearchResult r;
  r.root = root;
  r.tries = tries;
  r.seed = seed;
  std::mt19937_64 rng(seed);
  for (int i = 0; i < tries; ++i) {
    auto s = one_try(cube, root, rng, r.best.empty() ? static_cast<size_t>(cube.nodes()) : r.best.size() - 1);
    if (!s.empty() && (r.best.empty() || s.size() < r.best.size())) r.best = std::move(s);
  }
  StepSimulator sim(cube, PortModel::OnePort, Holding::Copy, 1);
  sim.originate(0, root);
  for (const auto& t : r.best) sim.step(t);
  for (Node x = 0; x < cube.nodes(); ++x) sim.require(0, x);
  r.sim = sim.report();
  r.lower_bound = std::max(cube.k() / 2 * cube.n(), ceil_log2(cube.nodes()));
  const int64_t paper = int64_t{(cube.k() + 1) / 2} * cube.n();
  r.claims = {{"Sec. 4.1 (of Sec. 3.3's one-port broadcast)",
               "optimal with one-port: ceil(k/2) n steps; fewest steps of a searched schedule", paper, r.sim.steps,
               Relation::AtLeast},
              {"one-port lower bound", "no schedule beats max(diameter, ceil(log2 k^n)): the searched schedule",
               r.lower_bound, r.sim.steps, Relation::AtLeast}};
  return r;
}

}  // namespace hc::kary
