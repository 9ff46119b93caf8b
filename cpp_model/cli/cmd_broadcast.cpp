// hypercycle broadcast: the whole network broadcasting from one origin, every node deciding its
// weights with a BroadcastRule.
#include <nlohmann/json.hpp>

#include "cpp_model/address.h"
#include "cpp_model/cli/commands.h"
#include "cpp_model/cli/output_file.h"
#include "cpp_model/network.h"

namespace hc::cli {

namespace {

void write_dot(const Hypercycle& g, const BroadcastRun& run, const std::string& path) {
  OutputFile file(path);
  std::ostream& f = file.stream();
  f << "digraph broadcast {\n  label=\"broadcast from " << format_digits(g, digits_of(g, run.origin)) << " in "
    << g.notation() << "\";\n  node [shape=box];\n";
  for (Node x = 0; x < g.nodes(); ++x) {
    f << "  n" << x << " [label=\"" << format_digits(g, digits_of(g, x)) << "\"" << (x == run.origin ? ", style=bold" : "")
      << "];\n";
  }
  for (Node x = 0; x < g.nodes(); ++x) {
    const FirstReception& t = run.tree[x];
    if (t.from < 0) continue;
    f << "  n" << t.from << " -> n" << x << " [label=\"s" << run.arrival[x] << " (" << t.weight.wd << "," << t.weight.wc
      << ")\"];\n";
  }
  f << "}\n";
  file.close();
}

int run_broadcast(const Args& args, std::ostream& out, const BroadcastRuleFactory& rules) {
  Hypercycle g = hypercycle_from(args);
  Node origin = parse_node(g, args.str("origin", "0"));
  auto rule = rules(g);
  BroadcastRun run = simulate_broadcast(g, origin, *rule);
  if (args.has("dot")) write_dot(g, run, args.str("dot"));
  std::vector<int64_t> per_step(static_cast<size_t>(run.steps) + 1, 0);
  for (int s : run.arrival)
    if (s >= 0) ++per_step[static_cast<size_t>(s)];
  const bool ok = run.duplicates == 0 && run.unreached == 0 && run.steps == g.diameter() && !run.truncated;
  const nlohmann::json j = {{"notation", g.notation()},
                            {"origin", origin},
                            {"nodes", g.nodes()},
                            {"steps", run.steps},
                            {"diameter", g.diameter()},
                            {"messages", run.messages},
                            {"duplicates", run.duplicates},
                            {"unreached", run.unreached},
                            {"truncated", run.truncated},
                            {"per_step", per_step},
                            {"arrival", run.arrival}};
  return emit(args, out, j, ok ? 0 : 1, [&] {
    out << "broadcast from " << origin << " (" << format_digits(g, digits_of(g, origin)) << ") in " << g.notation()
        << "\n  nodes " << g.nodes() << ", steps " << run.steps << ", diameter " << g.diameter() << ", messages "
        << run.messages << ", duplicates " << run.duplicates << ", unreached " << run.unreached
        << (run.truncated ? ", TRUNCATED (the rule keeps duplicating)" : "") << "\n  first receptions per step:";
    for (size_t s = 0; s < per_step.size(); ++s) out << " " << s << ":" << per_step[s];
    out << "\n  " << (ok ? "every node exactly once, in exactly diameter steps" : "FAILED: not exactly once in D steps")
        << "\n";
  });
}

}  // namespace

Command broadcast_command(BroadcastRuleFactory rules) {
  auto opts = topology_options();
  opts.push_back({"origin", "NODE", "originating node: an index or digits 2.3.1 (most significant first); default 0"});
  opts.push_back({"dot", "FILE", "write the broadcast tree for Graphviz (nodes by digits, edges by step and weights)"});
  opts.push_back(json_option("print JSON: nodes, steps, diameter, duplicates, unreached, arrival per node index"));
  return {"broadcast", "nonredundant broadcast over the whole network (paper 000)",
          "Simulates the broadcast of paper 000 step by step from --origin: Algorithm 2 at every node, a message\n"
          "sent in step s arriving in step s+1. Reports the step of first reception per node, duplicates and\n"
          "unreached nodes. Exit status 1 unless every node receives it exactly once and it ends in exactly\n"
          "diameter steps.",
          opts, [rules](const Args& a, std::ostream& o) { return run_broadcast(a, o, rules); }};
}

}  // namespace hc::cli
