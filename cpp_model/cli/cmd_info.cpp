// hypercycle info: the configuration, its constants and its port map.
#include <iomanip>
#include <nlohmann/json.hpp>

#include "cpp_model/cli/commands.h"
#include "cpp_model/deadlock.h"
#include "cpp_model/topology.h"

namespace hc::cli {

namespace {

std::string signed_offset(int o) { return (o > 0 ? "+" : "") + std::to_string(o); }

nlohmann::json info_json(const Hypercycle& g) {
  nlohmann::json dims = nlohmann::json::array();
  for (int i = 0; i < g.r(); ++i) {
    const Dimension& d = g.dim(i);
    nlohmann::json ports = nlohmann::json::array();
    for (int p = d.port_base; p < d.port_base + d.degree; ++p) ports.push_back({{"port", p}, {"offset", port_info(g, p).offset}});
    dims.push_back({{"dim", i + 1}, {"m", d.m}, {"rho", d.rho}, {"degree", d.degree}, {"diameter", d.diameter},
                    {"a", d.a}, {"k", d.k}, {"port_base", d.port_base}, {"ports", ports},
                    {"paper_deadlock_free", paper_condition(d)}});
  }
  bool paper = true;
  for (int i = 0; i < g.r(); ++i) paper = paper && paper_condition(g.dim(i));
  return {{"notation", g.notation()}, {"r", g.r()},          {"nodes", g.nodes()},
          {"degree", g.degree()},     {"diameter", g.diameter()}, {"paper_deadlock_free", paper},
          {"dimensions", dims}};
}

int run_info(const Args& args, std::ostream& out) {
  Hypercycle g = hypercycle_from(args);
  const nlohmann::json j = info_json(g);
  return emit(args, out, j, 0, [&] {
    out << g.notation() << ": r = " << g.r() << ", N = " << g.nodes() << " nodes, degree " << g.degree()
        << ", diameter " << g.diameter() << "\n\n";
    out << "dim   m  rho  degree  D   a   k  ports   deadlock-free (paper 003)\n";
    for (const auto& d : j["dimensions"]) {
      int base = d["port_base"], deg = d["degree"];
      std::string ports = std::to_string(base) + ".." + std::to_string(base + deg - 1);
      out << std::setw(3) << d["dim"].get<int>() << std::setw(4) << d["m"].get<int>() << std::setw(5)
          << d["rho"].get<int>() << std::setw(8) << deg << std::setw(3) << d["diameter"].get<int>() << std::setw(4)
          << d["a"].get<int>() << std::setw(4) << d["k"].get<int>() << "  " << std::left << std::setw(8) << ports
          << std::right << (d["paper_deadlock_free"].get<bool>() ? "yes" : "no") << "\n";
    }
    out << "total: degree " << g.degree() << ", diameter " << g.diameter() << ", paper's condition for deadlock-free "
        << "routing " << (j["paper_deadlock_free"].get<bool>() ? "holds" : "does not hold") << "\n\nport map:\n";
    for (int p = 0; p < g.degree(); ++p) {
      PortInfo pi = port_info(g, p);
      out << "  port " << std::setw(2) << p << ": dimension " << pi.dim + 1 << ", offset " << signed_offset(pi.offset)
          << "\n";
    }
  });
}

}  // namespace

Command info_command() {
  auto opts = topology_options();
  opts.push_back(json_option());
  return {"info", "configuration constants (N, degree, D, a, k) and the port map",
          "Prints N, and per dimension m, rho, degree d_i, diameter D_i, the broadcast constants a_i and k_i\n"
          "(paper 000 eq. 6), the ports and paper 003's deadlock condition; then the totals and the port map.\n"
          "Lists are given dimension 1 first; the output also shows the papers' notation G(m_r..m_1; rho_r..rho_1).",
          opts, run_info};
}

}  // namespace hc::cli
