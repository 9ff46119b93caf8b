// hypercycle route: a unicast path, hop by hop, decided at every node by a RouteRule.
#include <nlohmann/json.hpp>

#include "cpp_model/address.h"
#include "cpp_model/cli/commands.h"
#include "cpp_model/topology.h"

namespace hc::cli {

namespace {

/// Largest network for --all (N^2 paths).
constexpr Node kMaxAllPairsNodes = 1024;

nlohmann::json route_json(const Hypercycle& g, Node from, Node to, const Route& r) {
  nlohmann::json digits = nlohmann::json::array();
  for (Node x : r.path) digits.push_back(format_digits(g, digits_of(g, x)));
  nlohmann::json j = {{"from", from},
                      {"to", to},
                      {"path", r.path},
                      {"digits", digits},
                      {"ports", r.ports},
                      {"hops", r.ports.size()},
                      {"distance", distance(g, from, to)},
                      {"arrived", !r.waiting}};
  if (r.waiting) j["wait_port"] = r.wait_port;
  return j;
}

void print_route(const Hypercycle& g, const nlohmann::json& j, std::ostream& out) {
  out << "route " << j["from"] << " (" << j["digits"].front().get<std::string>() << ") -> " << j["to"] << " ("
      << format_digits(g, digits_of(g, j["to"].get<Node>())) << ") in "
      << g.notation() << ": " << j["hops"] << " hops, distance " << j["distance"] << "\n";
  for (size_t h = 0; h < j["ports"].size(); ++h) {
    PortInfo p = port_info(g, j["ports"][h]);
    out << "  " << j["digits"][h].get<std::string>() << "  port " << j["ports"][h] << " (dimension " << p.dim + 1
        << ", offset " << (p.offset > 0 ? "+" : "") << p.offset << ")\n";
  }
  const Node last = j["path"].back();
  if (j["arrived"].get<bool>())
    out << "  " << j["digits"].back().get<std::string>() << "  arrived\n";
  else
    out << "  " << j["digits"].back().get<std::string>() << "  waits for port " << j["wait_port"] << " (node " << last
        << ")\n";
}

int run_route(const Args& args, std::ostream& out, const RouteRuleFactory& rules) {
  Hypercycle g = hypercycle_from(args);
  auto avail = static_cast<uint16_t>(args.integer("avail", 0, 0xFFFF, 0xFFFF));
  auto rule = rules(g);
  if (args.has("all")) {
    check_takes_no(args, "all", "from", "to");
    if (g.nodes() > kMaxAllPairsNodes)
      throw UsageError("--all is for networks of at most " + std::to_string(kMaxAllPairsNodes) + " nodes");
    nlohmann::json routes = nlohmann::json::array();
    int64_t minimal = 0, arrived = 0;
    for (Node a = 0; a < g.nodes(); ++a)
      for (Node b = 0; b < g.nodes(); ++b) {
        nlohmann::json j = route_json(g, a, b, route(g, a, b, avail, *rule));
        minimal += j["hops"] == j["distance"];
        arrived += j["arrived"].get<bool>();
        routes.push_back(std::move(j));
      }
    const int status = arrived == minimal && arrived == static_cast<int64_t>(routes.size()) ? 0 : 1;
    const nlohmann::json j = {{"pairs", routes.size()}, {"arrived", arrived}, {"minimal", minimal}, {"routes", routes}};
    return emit(args, out, j, status, [&] {
      out << g.notation() << ": " << routes.size() << " pairs, " << arrived << " arrived, " << minimal
          << " with hops == distance\n";
    });
  }
  Node from = parse_node(g, args.str("from"));
  Node to = parse_node(g, args.str("to"));
  const nlohmann::json j = route_json(g, from, to, route(g, from, to, avail, *rule));
  return emit(args, out, j, 0, [&] { print_route(g, j, out); });
}

}  // namespace

Command route_command(RouteRuleFactory rules) {
  auto opts = topology_options();
  opts.push_back({"from", "NODE", "source node: an index, or digits most significant first (2.3.1 = x_3 x_2 x_1)"});
  opts.push_back({"to", "NODE", "destination node, in the same forms"});
  opts.push_back({"avail", "MASK", "available ports at every node, bit p = port p (default 0xFFFF, all free)"});
  opts.push_back({"all", "",
                  "route every pair (N <= " + std::to_string(kMaxAllPairsNodes) +
                      "); exit 1 unless all arrive in exactly distance hops"});
  opts.push_back(json_option("print JSON: path (node indices, source first), ports, hops, distance, arrived"));
  return {"route", "unicast path by prioritized-dimension (e-cube) routing",
          "Follows the routing function of paper 003 from --from to --to: highest differing dimension first,\n"
          "the shorter way round, odd/even preference on ties, hop min(rho, remaining). If the chosen port is\n"
          "not set in --avail the message waits there (no other port is taken) and the path stops.",
          opts, [rules](const Args& a, std::ostream& o) { return run_route(a, o, rules); }};
}

}  // namespace hc::cli
