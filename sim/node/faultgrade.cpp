// hc-faultgrade-P: the fault program (sim/node/fault_program.h) run on fault netlist P (scripts/fault_netlist.py),
// one fault at a time, each on a node of its own with the fault present from power-up: a fault is
// detected by the first check that fails. Results are appended as JSON lines to --results, so that an
// interrupted run resumes where it stopped (faults already there are skipped). scripts/faultgrade.py
// runs every netlist's grader and adds the results up.
#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "Vhc_node.h"
#include "cpp_model/cli/program.h"
#include "sim/node/fault_program.h"

namespace {

using nlohmann::json;

std::vector<hc::cli::Option> options() {
  return {
      {"from", "M", "first fault: its mutsel value (required; 0 and 1 are the fault-free node)"},
      {"to", "M", "last fault: its mutsel value (required)"},
      {"results", "FILE",
       "JSON lines, one per fault, appended; faults already in FILE are skipped (required). Its first line\n"
       "      describes the program; results of another program are refused"},
      {"only", "LIST", "grade only these faults (comma-separated mutsel values)"},
      {"jobs", "J", "faults graded in parallel (default 1)"},
      {"seed", "S", "seed of the program's random configurations and vectors (default 1)"},
      {"random-configs", "N", "random configurations in the program (default 100)"},
      {"random-vectors", "N", "route and broadcast requests per random configuration (default 400)"},
      {"help", "", "show this help and exit"},
  };
}

void usage(std::ostream& out) {
  out << "usage: hc-faultgrade-P --from M --to M --results FILE [options]\n\n"
         "Runs the fault program (random configurations, the two-clock burst, the exhaustive sets) on the\n"
         "fault-free netlist (mutsel 0, which must pass every check), then on every fault M..M (mutsel\n"
         "values) until a check fails. Progress on stderr; a summary as JSON on stdout. Exit status: 0 when\n"
         "every fault is graded; 1 when the fault-free netlist fails the program; 2 on bad input.\n\noptions:\n";
}

json grade(const hc::rtl::FaultProgram& program, uint64_t mutsel) {
  hc::rtl::RtlNode node([mutsel](Vhc_node& t) { t.mutsel = static_cast<std::remove_reference_t<decltype(t.mutsel)>>(mutsel); });
  const hc::rtl::ProgramRun r = program.run(node);
  json j = {{"mutsel", mutsel}, {"detected", r.detection.has_value()}, {"clocks", r.clocks}};
  if (r.detection) {
    j["step"] = r.detection->step;
    j["what"] = r.detection->what;
  }
  return j;
}

// The faults FILE holds results of; throws when they are another program's.
std::set<uint64_t> graded(const std::string& path, const json& program) {
  std::set<uint64_t> done;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    const json j = json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("program") && j["program"] != program)
      throw hc::Error("--results " + path + " holds the results of another program (" + j["program"].dump() +
                      ", now " + program.dump() + "): remove it");
    if (j.is_object() && j.contains("mutsel")) done.insert(j["mutsel"].get<uint64_t>());
  }
  return done;
}

int run(const hc::cli::Args& args) {
  using Clock = std::chrono::steady_clock;
  const auto first = static_cast<uint64_t>(args.integer("from", 2, 1L << 30));
  const auto last = static_cast<uint64_t>(args.integer("to", static_cast<long>(first), 1L << 30));
  const std::string results = args.str("results");
  const auto jobs = static_cast<unsigned>(args.integer("jobs", 1, 64, 1));
  hc::rtl::FaultProgramOptions o;
  o.seed = static_cast<uint64_t>(args.integer("seed", 0, 1L << 62, 1));
  o.random_configs = static_cast<int>(args.integer("random-configs", 0, 100000, 100));
  o.random_vectors = static_cast<int>(args.integer("random-vectors", 1, 100000, 400));
  const hc::rtl::FaultProgram program(o);

  const auto start = Clock::now();
  const json good = grade(program, 0);
  std::cerr << "hc-faultgrade: program of " << program.steps() << " steps, " << program.vectors() << " vectors, "
            << good["clocks"] << " clocks on the fault-free netlist" << std::endl;
  if (good["detected"]) {
    std::cerr << "hc-faultgrade: the fault-free netlist fails the program: " << good["what"].get<std::string>()
              << std::endl;
    return 1;
  }

  const json described = {{"seed", o.seed}, {"steps", program.steps()}, {"vectors", program.vectors()},
                           {"clocks", good["clocks"]}};
  const std::set<uint64_t> done = graded(results, described);
  std::vector<uint64_t> todo;
  if (args.has("only")) {
    for (int f : args.int_list("only", static_cast<int>(first), static_cast<int>(last)))
      if (!done.count(static_cast<uint64_t>(f))) todo.push_back(static_cast<uint64_t>(f));
  } else {
    for (uint64_t f = first; f <= last; ++f)
      if (!done.count(f)) todo.push_back(f);
  }
  std::cerr << "hc-faultgrade: " << done.size() << " faults graded before, " << todo.size() << " to go on " << jobs
            << " threads" << std::endl;
  std::ofstream out(results, std::ios::app);
  if (!out) throw hc::Error("cannot open --results " + results);
  if (done.empty()) out << json{{"program", described}}.dump() << "\n" << std::flush;

  std::atomic<size_t> next{0};
  std::mutex lock;
  uint64_t finished = 0, detected = 0;
  auto reported = Clock::now();
  auto worker = [&] {
    for (size_t i = next++; i < todo.size(); i = next++) {
      const json j = grade(program, todo[i]);
      std::lock_guard<std::mutex> guard(lock);
      out << j.dump() << "\n" << std::flush;
      if (!out) throw hc::Error("cannot write --results " + results);
      ++finished;
      detected += j["detected"].get<bool>();
      const auto now = Clock::now();
      if (now - reported > std::chrono::seconds(10) || finished == todo.size()) {
        reported = now;
        const double s = std::chrono::duration<double>(now - start).count();
        std::cerr << "hc-faultgrade: " << finished << "/" << todo.size() << " faults, " << detected << " detected, "
                  << finished - detected << " not, " << static_cast<int>(s) << " s, about "
                  << static_cast<int>(s / static_cast<double>(finished) * static_cast<double>(todo.size() - finished))
                  << " s to go" << std::endl;
      }
    }
  };
  std::vector<std::thread> threads;
  std::exception_ptr failure;
  for (unsigned t = 0; t < jobs; ++t)
    threads.emplace_back([&] {
      try {
        worker();
      } catch (...) {
        std::lock_guard<std::mutex> guard(lock);
        failure = std::current_exception();
        next = todo.size();
      }
    });
  for (std::thread& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);
  std::cout << json{{"from", first}, {"to", last}, {"graded", finished}, {"detected", detected},
                      {"program", {{"steps", program.steps()}, {"vectors", program.vectors()},
                                   {"clocks", good["clocks"]}}}}.dump() << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return hc::cli::run_tool("hc-faultgrade", usage, options(), run, argc, argv); }
