// hypercycle qstar ...: the dual hypercube Q_n* of paper 004 (Li, Wu & Zheng): structure, distances, fault
// tolerance and the bus algorithms ROUTE, TRANSFORM, BROADCAST, REDUCTION and TOTAL_EXCHANGE, each simulated
// step by step and compared with the paper's claim.
#include <nlohmann/json.hpp>
#include <numeric>

#include "cpp_model/cli/paper_commands.h"
#include "cpp_model/qstar/broadcast.h"
#include "cpp_model/qstar/distance.h"
#include "cpp_model/qstar/faults.h"
#include "cpp_model/qstar/reduction.h"
#include "cpp_model/qstar/route.h"
#include "cpp_model/qstar/total_exchange.h"

namespace hc::cli {

namespace {

using nlohmann::json;
namespace qs = hc::qstar;

const char* const kVertexHelp =
    "A processor is written <l,u> or l,u: hypercube nodes l < u (decimal, or 0x hex) differing in one bit,\n"
    "attached to the hyperlinks (buses) e_l and e_u. Quote <l,u> in a shell: --from '<0,4>'.";

Option n_option(int hi) {
  return {"n", "N", "dimension, " + std::to_string(qs::kMinN) + " .. " + std::to_string(hi) + " (N_n = n 2^(n-1) processors)"};
}
constexpr int kMaxAllN = 8;  ///< largest n for --all over every source or root (N_8 = 1024 runs, about a second)
constexpr int kMaxRouteAllN = 7;  ///< largest n for route --all over every ordered pair

void check_all(const qs::Network& q) {
  if (q.n() > kMaxAllN) throw UsageError("--all is offered for n <= " + std::to_string(kMaxAllN));
}

qs::Network network_from(const Args& args, int hi = qs::kMaxN) {
  return qs::Network(static_cast<int>(args.integer("n", qs::kMinN, hi)));
}

qs::Vertex vertex_from(const Args& args, const std::string& name, const qs::Network& q, const qs::Vertex& fallback) {
  const qs::Vertex v = args.has(name) ? qs::parse_vertex(args.str(name)) : fallback;
  q.id(v);  // throws VertexError naming what is wrong
  return v;
}

std::string label(const qs::Network& q, int p) { return qs::format(q.vertex(p)); }

json violations_json(const qs::Violations& v) { return {{"count", v.count}, {"first", v.first}}; }

json schedule_json(const qs::Network& q, const std::vector<qs::Step>& steps) {
  json out = json::array();
  for (const auto& step : steps) {
    json s = json::array();
    for (const auto& t : step) {
      json to = json::array();
      for (int r : t.receivers) to.push_back(label(q, r));
      s.push_back({{"sender", label(q, t.sender)}, {"link", t.link}, {"receivers", to}});
    }
    out.push_back(s);
  }
  return out;
}

void print_schedule(const qs::Network& q, const std::vector<qs::Step>& steps, std::ostream& out) {
  for (size_t s = 0; s < steps.size(); ++s) {
    out << "  step " << s + 1 << ":";
    for (const auto& t : steps[s]) {
      out << "  " << label(q, t.sender) << " -e_" << t.link << "->";
      for (size_t r = 0; r < t.receivers.size(); ++r) out << (r ? "," : " ") << label(q, t.receivers[r]);
    }
    out << "\n";
  }
}

void print_violations(const qs::Violations& v, std::ostream& out) {
  for (const auto& what : v.first) out << "  violation: " << what << "\n";
  if (v.count > static_cast<long>(v.first.size())) out << "  ... " << v.count << " violations in all\n";
}

json claim(const std::string& what, long paper, long simulated, bool exact = true) {
  return {{"claim", what}, {"paper", paper}, {"simulated", simulated}, {"holds", exact ? paper == simulated : simulated <= paper}};
}

/// Theorem 4: BROADCAST keeps the bus rules, serves every processor and takes n steps.
bool theorem4_holds(const qs::Network& q, const qs::BroadcastResult& b) { return b.ok() && b.steps == q.n(); }

/// Theorem 5: REDUCTION keeps the bus rules, sums exactly and takes 2(n-1) steps.
bool theorem5_holds(const qs::Network& q, const qs::ReductionResult& r) {
  return r.ok() && r.steps == 2 * (q.n() - 1);
}

/// The values REDUCTION sums: processor i holds i + 1.
std::vector<int64_t> reduction_values(const qs::Network& q) {
  std::vector<int64_t> values(static_cast<size_t>(q.processors()));
  std::iota(values.begin(), values.end(), 1);
  return values;
}

int run_summary(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const int n = q.n(), N = q.processors();
  const auto b = qs::broadcast(q, {0, 1}, qs::BroadcastReading::Corrected);
  const auto r = qs::reduction(q, {0, 1}, reduction_values(q));
  const auto tf = qs::total_exchange(q, qs::ExchangePolicy::Forward);
  const auto ts = qs::total_exchange(q, qs::ExchangePolicy::Sets);
  const int diameter = qs::diameter(q);
  const bool ok = b.ok() && r.ok() && tf.ok() && ts.ok();
  json j = {{"n", n}, {"vertices", N}, {"hyperlinks", q.hyperlinks()}, {"diameter", diameter},
            {"broadcast_steps", b.steps}, {"reduction_steps", r.steps}, {"total_exchange_steps", tf.steps},
            {"total_exchange_steps_sets", ts.steps}, {"source", "<0,1>"}, {"invariants_hold", ok},
            {"claims", {claim("Thm 1: diameter n", n, diameter), claim("Thm 4: BROADCAST in n steps", n, b.steps),
                        claim("Thm 5: REDUCTION in 2(n-1) steps", 2 * (n - 1), r.steps),
                        claim("Thm 6: TOTAL_EXCHANGE in 4N_n - n - 1 steps", 4L * N - n - 1, tf.steps),
                        claim("Thm 6 as an upper bound (sec. 4.4 analysis)", 4L * N - n - 1, tf.steps, false)}}};
  return emit(args, out, j, ok ? 0 : 1, [&] {
    out << "Q_" << n << "*: " << N << " processors, " << q.hyperlinks() << " hyperlinks of " << n
        << " processors each, diameter " << diameter << " (BFS)\n"
        << "simulated from <0,1> under bus semantics (invariants " << (ok ? "hold" : "BROKEN") << "):\n";
    for (const auto& c : j["claims"])
      out << "  " << c["claim"].get<std::string>() << ": paper " << c["paper"] << ", simulated " << c["simulated"]
          << (c["holds"].get<bool>() ? "  holds" : "  FAILS") << "\n";
    out << "  TOTAL_EXCHANGE sending each held message once instead: " << ts.steps << " steps\n";
  });
}

int run_incidence(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const auto a = q.incidence();
  const bool t = args.has("transpose");
  json rows = json::array(), cols = json::array(), m = json::array();
  for (int p = 0; p < q.processors(); ++p) (t ? cols : rows).push_back(label(q, p));
  for (int h = 0; h < q.hyperlinks(); ++h) (t ? rows : cols).push_back(t ? "v_" + std::to_string(h) : "e_" + std::to_string(h));
  for (size_t i = 0; i < rows.size(); ++i) {
    json row = json::array();
    for (size_t k = 0; k < cols.size(); ++k) row.push_back(t ? a[k][i] : a[i][k]);
    m.push_back(row);
  }
  json j = {{"rows", rows}, {"columns", cols}, {"matrix", m}};
  return emit(args, out, j, 0, [&] {
    out << (t ? "A^T (the incidence matrix of Q_n; columns are the processors of Q_n*):\n" : "A (rows: processors, columns: hyperlinks):\n")
        << "        ";
    for (const auto& c : cols) out << " " << c.get<std::string>();
    out << "\n";
    for (size_t i = 0; i < rows.size(); ++i) {
      std::string r = rows[i];
      out << r << std::string(r.size() < 8 ? 8 - r.size() : 0, ' ');
      for (size_t k = 0; k < cols.size(); ++k)
        out << std::string(cols[k].get<std::string>().size(), ' ') << m[i][k].get<int>();
      out << "\n";
    }
  });
}

json route_json(const qs::Network& q, const qs::Vertex& from, const qs::Vertex& to, const qs::CheckedRoute& c) {
  json path = json::array();
  for (int p : c.route.path) path.push_back(label(q, p));
  return {{"from", qs::format(from)}, {"to", qs::format(to)}, {"path", path}, {"links", c.route.links},
          {"steps", c.route.steps()}, {"distance", c.distance}, {"lemma1", c.lemma1}, {"minimal", c.minimal},
          {"valid_path", c.valid}};
}

int run_route(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  if (args.has("all")) {
    check_takes_no(args, "all", "from", "to");
    if (q.n() > kMaxRouteAllN) {
      const long n = qs::processor_count(kMaxRouteAllN);
      throw UsageError("--all is offered for n <= " + std::to_string(kMaxRouteAllN) + " (N_" +
                       std::to_string(kMaxRouteAllN) + " = " + std::to_string(n) + ", " + std::to_string(n * n) +
                       " pairs)");
    }
    long pairs = 0, minimal = 0, valid = 0, lemma1 = 0;
    qs::BusChecker bus(q);
    for (int s = 0; s < q.processors(); ++s) {
      const auto bfs = qs::bfs_distances(q, s);
      for (int t = 0; t < q.processors(); ++t) {
        const qs::CheckedRoute c = qs::checked_route(q, q.vertex(s), q.vertex(t), bfs, bus);
        ++pairs;
        minimal += c.minimal;
        valid += c.valid;
        lemma1 += c.lemma1 == c.distance;
      }
    }
    const bool ok = minimal == pairs && valid == pairs;
    json j = {{"pairs", pairs}, {"minimal", minimal}, {"valid_paths", valid}, {"lemma1_equal_bfs", lemma1},
              {"lemma1_holds_for_distinct_pairs", lemma1 == pairs - q.processors()}};
    return emit(args, out, j, ok ? 0 : 1, [&] {
      out << "Q_" << q.n() << "*: " << pairs << " ordered pairs; ROUTE minimal on " << minimal << ", valid bus path on "
          << valid << "; Lemma 1 equals BFS on " << lemma1 << " (it gives 1 instead of 0 for a processor and itself)\n";
    });
  }
  const qs::Vertex from = vertex_from(args, "from", q, {0, 1}), to = vertex_from(args, "to", q, {0, 1});
  qs::BusChecker bus(q);
  const json j = route_json(q, from, to, qs::checked_route(q, from, to, qs::bfs_distances(q, q.id(from)), bus));
  return emit(args, out, j, j["minimal"].get<bool>() && j["valid_path"].get<bool>() ? 0 : 1, [&] {
    out << "ROUTE " << j["from"].get<std::string>() << " -> " << j["to"].get<std::string>() << " in Q_" << q.n()
        << "*: " << j["steps"] << " steps, distance " << j["distance"] << " (BFS), Lemma 1 gives " << j["lemma1"] << "\n  "
        << j["path"][0].get<std::string>();
    for (size_t i = 0; i < j["links"].size(); ++i)
      out << " -e_" << j["links"][i] << "-> " << j["path"][i + 1].get<std::string>();
    out << "\n";
  });
}

int run_properties(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const qs::Fact1 f = qs::check_fact1(q);
  const auto pair = qs::theorem1_pair(q);
  const int pair_distance = qs::bfs_distances(q, q.id(pair[0]))[q.id(pair[1])];
  const int diameter = qs::diameter(q);
  json j = {{"n", q.n()}, {"fact1", {{"degree", {f.min_degree, f.max_degree}}, {"rank", {f.min_rank, f.max_rank}},
                                     {"max_shared", f.max_shared}, {"vertex_symmetric", f.vertex_symmetric},
                                     {"hyperedge_symmetric", f.hyperedge_symmetric}, {"holds", f.holds(q.n())}}},
            {"diameter", diameter}, {"theorem1_pair", {qs::format(pair[0]), qs::format(pair[1])}},
            {"theorem1_pair_distance", pair_distance}, {"theorem1_holds", diameter == q.n() && pair_distance == q.n()}};
  const bool ok = j["fact1"]["holds"].get<bool>() && j["theorem1_holds"].get<bool>();
  return emit(args, out, j, ok ? 0 : 1, [&] {
    out << "Q_" << q.n() << "*: hyperlinks per processor " << f.min_degree << ".." << f.max_degree << ", processors per hyperlink "
        << f.min_rank << ".." << f.max_rank << ", at most " << f.max_shared << " processor shared by two hyperlinks, "
        << "vertex-symmetric " << (f.vertex_symmetric ? "yes" : "no") << ", hyperedge-symmetric "
        << (f.hyperedge_symmetric ? "yes" : "no") << ": Fact 1 " << (f.holds(q.n()) ? "holds" : "FAILS") << "\n"
        << "diameter " << diameter << " (BFS from every processor); " << qs::format(pair[0]) << " to " << qs::format(pair[1])
        << ": " << pair_distance << ": Theorem 1 " << (j["theorem1_holds"].get<bool>() ? "holds" : "FAILS") << "\n";
  });
}

json relabel_json(const qs::RelabelCheck& c) {
  return {{"automorphism", c.automorphism()}, {"source_becomes_01", c.source_becomes_01}, {"ok", c.ok()},
          {"not_vertices", c.not_vertices}, {"collisions", c.collisions}, {"broken_hyperlinks", c.broken_hyperlinks},
          {"first_problem", c.first_problem}};
}

int run_transform(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const qs::Vertex source = vertex_from(args, "from", q, {0, 1});
  const qs::CubeMap map = qs::transform(q, source);
  const auto ours = qs::relabel(q, map), printed = qs::transform_as_printed(q, source);
  const auto ours_check = qs::check_relabeling(q, ours, source), printed_check = qs::check_relabeling(q, printed, source);
  int printed_ok = 0;
  for (int p = 0; p < q.processors(); ++p)
    printed_ok += qs::check_relabeling(q, qs::transform_as_printed(q, q.vertex(p)), q.vertex(p)).ok();
  json labels = json::array();
  for (int p = 0; p < q.processors(); ++p)
    labels.push_back({label(q, p), qs::format(ours[p]), qs::format(printed[p])});
  json j = {{"source", qs::format(source)}, {"map", {{"xor", map.mask}, {"swap_bit_0_with", map.bit}}},
            {"ours", relabel_json(ours_check)}, {"printed", relabel_json(printed_check)},
            {"printed_ok_sources", printed_ok}, {"labels", labels}};
  return emit(args, out, j, ours_check.ok() ? 0 : 1, [&] {
    out << "TRANSFORM(" << qs::format(source) << ") in Q_" << q.n() << "*\n  ours: x -> (x xor " << map.mask
        << ") with bits 0 and " << map.bit << " swapped: " << (ours_check.ok() ? "an automorphism, source -> <0,1>" : ours_check.first_problem)
        << "\n  as printed: " << (printed_check.ok() ? "an automorphism, source -> <0,1>" : printed_check.first_problem)
        << " (" << printed_check.not_vertices << " labels not vertices, " << printed_check.collisions << " collisions)\n"
        << "  the printed TRANSFORM works from " << printed_ok << " of " << q.processors() << " sources\n"
        << "  processor: ours, printed\n";
    for (const auto& l : labels) out << "  " << l[0].get<std::string>() << ": " << l[1].get<std::string>() << ", " << l[2].get<std::string>() << "\n";
  });
}

json broadcast_json(const qs::Network& q, const qs::Vertex& s, const qs::BroadcastResult& b) {
  return {{"source", qs::format(s)}, {"steps", b.steps}, {"served", b.served}, {"processors", b.processors},
          {"duplicates", b.duplicates}, {"max_send_ports", b.max_send_ports}, {"eccentricity", qs::eccentricity(q, q.id(s))},
          {"ok", b.ok()}, {"theorem4_holds", theorem4_holds(q, b)}, {"violations", violations_json(b.violations)}};
}

int run_broadcast(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const std::string reading = args.str("reading", "corrected");
  if (reading != "corrected" && reading != "literal") throw UsageError("--reading must be corrected or literal, got " + reading);
  const auto how = reading == "literal" ? qs::BroadcastReading::Literal : qs::BroadcastReading::Corrected;
  if (args.has("all")) {
    check_takes_no(args, "all", "from", "schedule");
    check_all(q);
    int holds = 0, worst = 0;
    for (int p = 0; p < q.processors(); ++p) {
      const auto b = qs::broadcast(q, q.vertex(p), how);
      holds += theorem4_holds(q, b);
      worst = std::max(worst, b.steps);
    }
    json j = {{"sources", q.processors()}, {"theorem4_holds", holds}, {"max_steps", worst}, {"reading", reading}};
    return emit(args, out, j, holds == q.processors() ? 0 : 1, [&] {
      out << "BROADCAST (" << reading << " reading) in Q_" << q.n() << "*: every processor served in " << q.n()
          << " steps with the bus rules kept from " << holds << " of " << q.processors() << " sources\n";
    });
  }
  const qs::Vertex s = vertex_from(args, "from", q, {0, 1});
  const auto b = qs::broadcast(q, s, how);
  json j = broadcast_json(q, s, b);
  j["reading"] = reading;
  if (args.has("schedule")) j["schedule"] = schedule_json(q, b.schedule);
  return emit(args, out, j, b.ok() ? 0 : 1, [&] {
    out << "BROADCAST from " << qs::format(s) << " in Q_" << q.n() << "* (" << reading << " reading): " << b.steps << " steps, "
        << b.served << " of " << b.processors << " processors served, " << b.duplicates << " duplicate receptions, up to "
        << b.max_send_ports << " ports sending at once; eccentricity " << j["eccentricity"] << "; Theorem 4 ("
        << q.n() << " steps) " << (j["theorem4_holds"].get<bool>() ? "holds" : "FAILS") << "\n";
    print_violations(b.violations, out);
    if (args.has("schedule")) print_schedule(q, b.schedule, out);
  });
}

int run_reduction(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const std::vector<int64_t> values = reduction_values(q);
  if (args.has("all")) {
    check_takes_no(args, "all", "to", "schedule");
    check_all(q);
    int holds = 0;
    for (int p = 0; p < q.processors(); ++p) holds += theorem5_holds(q, qs::reduction(q, q.vertex(p), values));
    json j = {{"roots", q.processors()}, {"theorem5_holds", holds}};
    return emit(args, out, j, holds == q.processors() ? 0 : 1, [&] {
      out << "REDUCTION in Q_" << q.n() << "*: exact sum in " << 2 * (q.n() - 1) << " steps with the bus rules kept at "
          << holds << " of " << q.processors() << " roots\n";
    });
  }
  const qs::Vertex root = vertex_from(args, "to", q, {0, 1});
  const auto r = qs::reduction(q, root, values);
  json j = {{"root", qs::format(root)}, {"steps", r.steps}, {"phase1_steps", r.phase1_steps}, {"result", r.result},
            {"expected", r.expected}, {"counted", r.counted}, {"processors", r.processors},
            {"double_counted", r.double_counted}, {"max_send_ports", r.max_send_ports}, {"ok", r.ok()},
            {"theorem5_holds", theorem5_holds(q, r)}, {"violations", violations_json(r.violations)}};
  if (args.has("schedule")) j["schedule"] = schedule_json(q, r.schedule);
  return emit(args, out, j, r.ok() ? 0 : 1, [&] {
    out << "REDUCTION to " << qs::format(root) << " in Q_" << q.n() << "* (values 1 .. " << q.processors() << "): " << r.steps
        << " steps (phase 1: " << r.phase1_steps << "), result " << r.result << " of " << r.expected << ", "
        << r.counted << " of " << r.processors << " values counted, " << r.double_counted << " counted twice; Theorem 5 ("
        << 2 * (q.n() - 1) << " steps) " << (j["theorem5_holds"].get<bool>() ? "holds" : "FAILS") << "\n";
    print_violations(r.violations, out);
    if (args.has("schedule")) print_schedule(q, r.schedule, out);
  });
}

int run_total_exchange(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args);
  const std::string policy = args.str("policy", "forward");
  qs::ExchangePolicy how = qs::ExchangePolicy::Forward;
  if (policy == "sets")
    how = qs::ExchangePolicy::Sets;
  else if (policy == "received")
    how = qs::ExchangePolicy::Received;
  else if (policy != "forward")
    throw UsageError("--policy must be forward, sets or received, got " + policy);
  const auto e = qs::total_exchange(q, how);
  const long paper = 4L * q.processors() - q.n() - 1;
  std::vector<long> paper_iterations;
  for (int k = 0; k < q.n(); ++k) paper_iterations.push_back((2L << k) * q.n());
  json j = {{"policy", policy}, {"steps", e.steps}, {"collect_steps", e.collect_steps}, {"iteration_steps", e.iteration_steps},
            {"paper_iteration_steps", paper_iterations}, {"paper_steps", paper}, {"transmissions", e.transmissions},
            {"missing", e.missing}, {"max_send_ports", e.max_send_ports}, {"ok", e.ok()},
            {"theorem6_exact", e.ok() && e.steps == paper}, {"theorem6_bound", e.ok() && e.steps <= paper},
            {"violations", violations_json(e.violations)}};
  return emit(args, out, j, e.ok() ? 0 : 1, [&] {
    out << "TOTAL_EXCHANGE in Q_" << q.n() << "* (policy " << policy << "): " << e.steps << " steps = " << e.collect_steps
        << " collecting +";
    for (int s : e.iteration_steps) out << " " << s;
    out << "; " << e.missing << " deliveries missing; Theorem 6 says " << paper << " (" << (e.steps == paper ? "equal" : "not equal")
        << (e.steps <= paper ? ", within the bound" : ", ABOVE the bound") << ")\n";
    print_violations(e.violations, out);
  });
}

int run_faults(const Args& args, std::ostream& out) {
  const qs::Network q = network_from(args, qs::kMaxFaultN);
  const int n = q.n(), kappa = qs::processor_connectivity(q);
  std::vector<char> dead(q.processors(), 0);
  for (int p : qs::neighbours(q, 0)) dead[p] = 1;
  const bool cut = !qs::connected_without(q, dead, {});
  const qs::LinkFaults lf = qs::hyperlink_faults(q);
  json j = {{"n", n}, {"claimed_processor_faults", 2 * n - 3}, {"processor_connectivity", kappa},
            {"paper_cut_size", 2 * (n - 1)}, {"paper_cut_disconnects", cut},
            {"hyperlinks", {{"singles", lf.singles}, {"singles_disconnecting", lf.singles_disconnecting}, {"pairs", lf.pairs},
                            {"pairs_disconnecting", lf.pairs_disconnecting}, {"adjacent_pairs", lf.adjacent_pairs},
                            {"adjacent_pairs_disconnecting", lf.adjacent_pairs_disconnecting}}}};
  bool holds = kappa == 2 * n - 2 && cut && lf.singles_disconnecting == 0 && lf.adjacent_pairs_disconnecting == lf.adjacent_pairs;
  if (n <= qs::kMaxExhaustiveN) {
    const auto sweep = qs::sweep_processor_faults(q, 2 * n - 2);
    j["sweep"] = {{"tried", sweep.tried}, {"disconnecting", sweep.disconnecting}};
    for (int size = 0; size <= 2 * n - 3; ++size) holds = holds && sweep.disconnecting[size] == 0;
  }
  j["theorem2_holds"] = holds;
  return emit(args, out, j, holds ? 0 : 1, [&] {
    out << "Q_" << n << "*: processor connectivity " << kappa << " (max-flow), so " << kappa - 1
        << " processor faults are tolerated; Theorem 2 claims " << 2 * n - 3 << "; the " << 2 * (n - 1)
        << " processors sharing a hyperlink with <0,1> " << (cut ? "cut it off" : "do NOT cut it off") << "\n"
        << "hyperlinks: " << lf.singles_disconnecting << " of " << lf.singles << " single removals disconnect; "
        << lf.adjacent_pairs_disconnecting << " of " << lf.adjacent_pairs << " pairs sharing a processor and "
        << lf.pairs_disconnecting << " of " << lf.pairs << " pairs in all disconnect\n";
    if (j.contains("sweep"))
      for (size_t s = 0; s < j["sweep"]["tried"].size(); ++s)
        out << "  removing " << s << " processors: " << j["sweep"]["disconnecting"][s] << " of " << j["sweep"]["tried"][s]
            << " sets disconnect\n";
    out << "Theorem 2 " << (holds ? "holds" : "FAILS") << "\n";
  });
}

}  // namespace

std::vector<Command> qstar_commands() {
  const std::string range = "n is " + std::to_string(qs::kMinN) + " .. " + std::to_string(qs::kMaxN) + " (Q_" +
                            std::to_string(qs::kMaxN) + "*: " + std::to_string(qs::processor_count(qs::kMaxN)) +
                            " processors; the largest sizes take a few seconds).\n";
  const std::string status = "Exit status 0 when the simulated algorithm keeps every invariant, 1 when it does not.\n";
  const Option from{"from", "V", "source processor <l,u> (default <0,1>)"};
  return {
      {"qstar", "paper 004: Q_n* sizes, diameter and simulated step counts vs the theorems",
       "Builds the dual hypercube Q_n* and simulates BROADCAST (Thm 4), REDUCTION (Thm 5) and TOTAL_EXCHANGE\n"
       "(Thm 6) from <0,1> under bus semantics (one sender per hyperlink per step, every processor on it may\n"
       "receive), and measures the diameter (Thm 1) by BFS. total_exchange_steps is the paper's own analysis\n"
       "(forwarding everything received, duplicates included); total_exchange_steps_sets sends each held message\n"
       "once. Claims that fail are reported in the output; " + range + status + kVertexHelp,
       {n_option(qs::kMaxN), json_option()}, run_summary},
      {"qstar incidence", "paper 004: the incidence matrix of Q_n* (Example 1)",
       "Prints the incidence matrix A of Q_n*, rows in the order of Example 1 (lower Q_(n-1)*, then <z, z + 2^(n-1)>,\n"
       "then the upper Q_(n-1)*), columns e_0 .. e_(2^n - 1); --transpose prints A^T, the incidence matrix of Q_n.\n" + range,
       {n_option(qs::kMaxN), {"transpose", "", "print A^T instead"}, json_option()}, run_incidence},
      {"qstar route", "paper 004: ROUTE, a shortest path between two processors (Thm 3, Lemma 1)",
       "Routes from --from to --to with procedure ROUTE (sec. 4.1), replays it one hop per step under bus semantics\n"
       "and compares its length with the BFS distance and with Lemma 1's formula. --all routes every ordered pair\n"
       "(n <= " + std::to_string(kMaxRouteAllN) + "). " + range + status + kVertexHelp,
       {n_option(qs::kMaxN), from, {"to", "V", "destination processor <l,u> (default <0,1>)"},
        {"all", "", "route every ordered pair (n <= " + std::to_string(kMaxRouteAllN) + ")"}, json_option()},
       run_route},
      {"qstar properties", "paper 004: Fact 1 and the diameter (Thm 1) by brute force",
       "Checks Fact 1 (2-regular, n-uniform, linear, vertex- and hyperedge-symmetric, each symmetry by an explicit\n"
       "automorphism) and Theorem 1 (diameter n, by BFS from every processor; the pair of its proof). " + range + status,
       {n_option(qs::kMaxN), json_option()}, run_properties},
      {"qstar transform", "paper 004: TRANSFORM, relabelling a processor as <0,1>, ours and as printed",
       "Relabels Q_n* so that --from becomes <0,1>, with our reading (the hypercube automorphism x -> x xor l with\n"
       "bits 0 and k swapped, for --from = <l, l + 2^k>) and with procedure TRANSFORM exactly as printed, and checks\n"
       "each for being an automorphism. Also counts the sources from which the printed one works.\n" + range +
       "Exit status 0 when our reading is an automorphism sending --from to <0,1>.\n" + kVertexHelp,
       {n_option(qs::kMaxN), from, json_option()}, run_transform},
      {"qstar broadcast", "paper 004: BROADCAST in n steps (Thm 4), simulated on buses",
       "Runs BROADCAST from --from (TRANSFORM, then the procedure from <0,1>) step by step: one sender per hyperlink,\n"
       "a sender must already hold the message, every label must be a vertex. --reading literal runs the procedure\n"
       "letter by letter (bit superscripts counted from 0, last loop on every processor), which fails.\n" + range + status +
       kVertexHelp,
       {n_option(qs::kMaxN), from, {"reading", "R", "corrected (default) or literal"},
        {"all", "", "broadcast from every processor (n <= " + std::to_string(kMaxAllN) + ")"},
        {"schedule", "", "list every step's transmissions"}, json_option()},
       run_broadcast},
      {"qstar reduction", "paper 004: REDUCTION in 2(n-1) steps (Thm 5), simulated on buses",
       "Sums the values 1 .. N_n (processor i holds i + 1, in the order of 'qstar incidence') into --to with REDUCTION,\n"
       "step by step, tracking which processors' values every partial sum holds: none lost, none counted twice.\n" +
       range + status + kVertexHelp,
       {n_option(qs::kMaxN), {"to", "V", "the processor that gets the sum (default <0,1>)"},
        {"all", "", "reduce to every processor (n <= " + std::to_string(kMaxAllN) + ")"},
        {"schedule", "", "list every step's transmissions"}, json_option()},
       run_reduction},
      {"qstar total-exchange", "paper 004: TOTAL_EXCHANGE (Thm 6: 4N_n - n - 1 steps), simulated on buses",
       "Runs TOTAL_EXCHANGE message by message, one message per hyperlink per step, and checks that every processor\n"
       "ends with every message. --policy says what a processor of dimension k broadcasts in iteration k: forward\n"
       "(default; the paper's analysis: all it received in the previous step, duplicates included), sets (everything\n"
       "it holds, once) or received (literally the set received, without its own message).\n" + range + status,
       {n_option(qs::kMaxN), {"policy", "P", "forward (default), sets or received"}, json_option()}, run_total_exchange},
      {"qstar faults", "paper 004: processor and hyperlink fault tolerance (Thm 2) by brute force",
       "Computes the processor connectivity of Q_n* by max-flow, removes the 2(n-1) processors of Theorem 2's cut,\n"
       "removes every hyperlink and every pair of hyperlinks, and for n <= " + std::to_string(qs::kMaxExhaustiveN) +
       " removes every set of up to 2n-2\n"
       "processors. n is 2 .. " + std::to_string(qs::kMaxFaultN) + ".\nExit status 0 when Theorem 2 holds and is tight.\n",
       {n_option(qs::kMaxFaultN), json_option()}, run_faults},
  };
}

}  // namespace hc::cli
