#include "tb/sc/report.h"

#include <iomanip>
#include <sstream>

#include <nlohmann/json.hpp>

namespace hc::sctb {

double Result::vectors_per_second() const {
  return wall_seconds > 0 ? static_cast<double>(score.vectors()) / wall_seconds : 0.0;
}

std::string rerun_command(const Options& o) {
  std::string cmd = "hc_sc_tb --seed " + std::to_string(o.seed) + " --configs " + std::to_string(o.configs) +
                    " --vectors " + std::to_string(o.vectors);
  if (o.inject_error) cmd += " --inject-error " + std::to_string(o.inject_error);
  return cmd;
}

void print_failure(std::ostream& out, const Result& r) {
  if (!r.driver.hang.empty()) out << "HANG: " << r.driver.hang << "\n";
  if (r.outstanding) out << "UNANSWERED: " << r.outstanding << " requests never answered\n";
  if (const auto& m = r.score.first) {
    out << "MISMATCH: first of " << r.score.mismatches << ": " << m->kind << " vector " << m->vector << " at cycle "
        << m->cycle << ", configuration " << m->config << "\n"
        << "  configuration  " << describe_config(m->regs) << "\n"
        << "  request        " << m->request << "\n"
        << "  expected       " << m->expected << "\n"
        << "  actual         " << m->actual << "\n";
  }
  if (!r.passed()) out << "  rerun          " << rerun_command(r.options) << "\n";
}

void print_text(std::ostream& out, const Result& r) {
  const auto& s = r.score;
  out << "seed              " << r.options.seed << (r.options.seed_given ? "" : " (random)") << "\n"
      << "configs           " << r.driver.configs << " (" << r.driver.invalid_configs << " invalid)\n"
      << "vectors compared  " << s.vectors() << " (" << s.route_vectors << " route, " << s.bcast_vectors
      << " broadcast; " << r.options.vectors << " per configuration)\n"
      << "register reads    " << s.register_reads << "\n"
      << "latency           " << s.min_latency << ".." << s.max_latency
      << " clocks from acceptance to the response being taken\n"
      << "stalled clocks    " << r.stalls.request << " requests held, " << r.stalls.response
      << " responses held (bubbles and back-pressure)\n"
      << "mismatches        " << s.mismatches << "\n"
      << "simulated cycles  " << r.cycles << "\n"
      << "wall time         " << std::fixed << std::setprecision(2) << r.wall_seconds << " s\n"
      << "vectors/s         " << std::setprecision(0) << r.vectors_per_second() << "\n";
  out.unsetf(std::ios::floatfield);
  print_failure(out, r);
  out << (r.passed() ? "PASS" : "FAIL") << std::endl;
}

std::string to_json(const Result& r) {
  const auto& s = r.score;
  nlohmann::json j = {
      {"seed", r.options.seed},
      {"configs", r.driver.configs},
      {"invalid_configs", r.driver.invalid_configs},
      {"vectors_per_config", r.options.vectors},
      {"vectors", s.vectors()},
      {"route_vectors", s.route_vectors},
      {"bcast_vectors", s.bcast_vectors},
      {"register_reads", s.register_reads},
      {"min_latency", s.min_latency},
      {"max_latency", s.max_latency},
      {"request_stalls", r.stalls.request},
      {"response_stalls", r.stalls.response},
      {"mismatches", s.mismatches},
      {"cycles", r.cycles},
      {"wall_seconds", r.wall_seconds},
      {"vectors_per_second", r.vectors_per_second()},
      {"outstanding", r.outstanding},
      {"hang", r.driver.hang.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.driver.hang)},
      {"passed", r.passed()},
      {"first_mismatch", nullptr},
  };
  if (const auto& m = s.first) {
    const rtl::HwConfig& c = m->regs;
    j["first_mismatch"] = {
        {"kind", m->kind},
        {"vector", m->vector},
        {"cycle", m->cycle},
        {"config_index", m->config},
        {"config", {{"r", c.r}, {"m", c.m}, {"rho", c.rho}, {"own", c.own}, {"text", describe_config(c)}}},
        {"request", m->request},
        {"expected", m->expected},
        {"actual", m->actual},
    };
  }
  if (!r.passed()) j["rerun"] = rerun_command(r.options);
  return j.dump(2);
}

}  // namespace hc::sctb
