// hypercycle-rtl board noc: a rate sweep on the network on a board (hc_noc_board_top, or hc-board-sim
// --top hc_noc_board_top behind a pseudo-terminal), every run compared with the model's run of the same
// settings (docs/noc_board.md).
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "sim/host/cmd_board.h"
#include "sim/host/errors.h"
#include "sim/host/noc_board.h"
#include "sim/host/serial_port.h"

namespace hc::cli {

namespace {

std::vector<double> parse_rates(const std::string& text) {
  std::vector<double> out;
  std::istringstream s(text);
  for (std::string item; std::getline(s, item, ',');) out.push_back(parse_real(item, 0.0, 1.0, "--rates"));
  if (out.empty() || text.back() == ',') throw UsageError("--rates: '" + text + "' is not a list like 0.1,0.2,0.4");
  for (double r : out)
    if (!(r > 0.0)) throw UsageError("--rates: every rate must be above 0 flits per node per clock");
  return out;
}

struct Point {
  double rate = 0;  ///< asked, flits per node per clock
  noc::BoardTraffic traffic;
  host::NocBoardRun board;
  noc::BoardRun model;
  std::vector<std::string> differences;
};

uint64_t sum(const std::vector<noc::NodeCounters>& nodes, uint64_t noc::NodeCounters::*field) {
  uint64_t s = 0;
  for (const noc::NodeCounters& c : nodes) s += c.*field;
  return s;
}

uint64_t most(const std::vector<noc::NodeCounters>& nodes, uint64_t noc::NodeCounters::*field) {
  uint64_t m = 0;
  for (const noc::NodeCounters& c : nodes) m = std::max(m, c.*field);
  return m;
}

// Figures of a run from the board's counters.
struct Figures {
  double offered = 0, accepted = 0, latency = 0;
  uint64_t packets = 0, flits = 0, lat_max = 0, pend_max = 0, errors = 0;
};

Figures figures(const Point& p, Node nodes) {
  const std::vector<noc::NodeCounters>& c = p.board.nodes;
  Figures f;
  f.packets = sum(c, &noc::NodeCounters::recv_pkts);
  f.flits = sum(c, &noc::NodeCounters::recv_flits);
  f.offered = static_cast<double>(sum(c, &noc::NodeCounters::sent_flits)) / nodes / static_cast<double>(p.traffic.cycles);
  f.accepted = p.board.last ? static_cast<double>(f.flits) / nodes / static_cast<double>(p.board.last) : 0.0;
  f.latency = f.packets ? static_cast<double>(sum(c, &noc::NodeCounters::lat_sum)) / static_cast<double>(f.packets) : 0.0;
  f.lat_max = most(c, &noc::NodeCounters::lat_max);
  f.pend_max = most(c, &noc::NodeCounters::pend_max);
  f.errors = sum(c, &noc::NodeCounters::errors);
  return f;
}

nlohmann::json point_json(const Point& p, Node nodes) {
  const Figures f = figures(p, nodes);
  nlohmann::json per_node = nlohmann::json::array();
  for (const noc::NodeCounters& c : p.board.nodes)
    per_node.push_back({{"sent_pkts", c.sent_pkts}, {"sent_flits", c.sent_flits}, {"recv_pkts", c.recv_pkts},
                        {"recv_flits", c.recv_flits}, {"errors", c.errors}, {"causes", c.causes},
                        {"lat_sum", c.lat_sum}, {"lat_max", c.lat_max}, {"pend_max", c.pend_max}});
  return {{"rate", p.rate}, {"threshold", p.traffic.rate}, {"offered", f.offered}, {"accepted", f.accepted},
          {"packets", f.packets}, {"flits", f.flits}, {"latency_avg", f.latency}, {"latency_max", f.lat_max},
          {"pend_max", f.pend_max}, {"errors", f.errors}, {"last", p.board.last}, {"clocks", p.board.clocks},
          {"model_latency_max", p.model.true_lat_max}, {"match", p.differences.empty()},
          {"differences", p.differences}, {"nodes", per_node}};
}

int run_board_noc(const Args& args, std::ostream& out) {
  const std::string device = args.str("device");
  const int baud = static_cast<int>(args.integer("baud", 1200, 4000000, host::kDefaultBaud));
  if (!host::SerialPort::baud_supported(baud)) throw UsageError("--baud " + std::to_string(baud) + " is not a standard rate");
  const std::vector<double> rates = parse_rates(args.str("rates", "0.05,0.1,0.2,0.4"));
  noc::BoardTraffic base;
  base.pattern = noc::board_pattern(args.str("pattern", "uniform"));
  base.len = static_cast<int>(args.integer("len", 1, noc::kMaxLenField, 1));
  base.cycles = args.integer("cycles", 1, 0xFFFFFFFFL, 10000);
  base.seed = static_cast<uint32_t>(args.has("seed") ? args.integer("seed", 0, 0xFFFFFFFFL) : std::random_device{}());
  base.bcast = noc::BoardTraffic::threshold(args.real("bcast", 0.0, 1.0, 0.0));
  base.hot = noc::BoardTraffic::threshold(args.real("hot-fraction", 0.0, 1.0, 0.2));
  base.hot_node = static_cast<Node>(args.integer("hot-node", 0, 255, 0));
  host::ClientOptions client_options;
  client_options.timeout_ms = static_cast<int>(args.integer("timeout", 1, 60000, client_options.timeout_ms));
  const int run_timeout = static_cast<int>(args.integer("run-timeout", 1, 3600000, 60000));
  const bool json = args.has("json");

  host::SerialPort port(device, baud);
  host::BoardClient board(port, client_options);
  std::vector<Point> points;
  host::NocBoardInfo info = [&] {
    try {
      board.sync();
      return host::read_noc_info(board);
    } catch (const host::LinkError& e) {
      throw host::LinkError(std::string("the link failed: ") + e.what());
    }
  }();
  base.check(info.graph, info.params, info.widths);
  std::cerr << "board noc: " << device << " at " << baud << " baud: " << info.str() << "; seed " << base.seed
            << ", pattern " << noc::board_pattern_name(base.pattern) << ", " << base.len << "-flit packets, window "
            << base.cycles << " clocks" << std::endl;
  const Node n = info.graph.nodes();
  for (double rate : rates) {
    Point p;
    p.rate = rate;
    p.traffic = base;
    p.traffic.rate = noc::BoardTraffic::threshold(rate / base.len);
    std::cerr << "board noc: rate " << rate << ": running on the board" << std::flush;
    try {
      p.board = host::run_noc_board(board, info, p.traffic, run_timeout,
                                    [](int64_t) { std::cerr << "." << std::flush; });
    } catch (const host::LinkError& e) {
      std::cerr << std::endl;
      throw host::LinkError(std::string("the link failed: ") + e.what());
    }
    std::cerr << " done (" << p.board.clocks << " clocks); the model" << std::flush;
    p.model = noc::run_board(info.graph, info.params, info.widths, p.traffic);
    p.differences = host::compare_noc_runs(p.board, p.model);
    std::cerr << (p.differences.empty() ? ": the same counters"
                                        : ": they differ (" + std::to_string(p.differences.size()) +
                                              (p.differences.size() == 1 ? " difference)" : " differences)"))
              << std::endl;
    points.push_back(std::move(p));
  }
  bool all = true;
  for (const Point& p : points) all = all && p.differences.empty();
  if (json) {
    nlohmann::json list = nlohmann::json::array();
    for (const Point& p : points) list.push_back(point_json(p, n));
    out << nlohmann::json{{"device", device},
                          {"baud", baud},
                          {"notation", info.graph.notation()},
                          {"m", info.graph.m()},
                          {"rho", info.graph.rho()},
                          {"nodes", n},
                          {"params", {{"dims", info.params.dims}, {"vcs", info.params.vcs},
                                      {"buf_depth", info.params.buf_depth}, {"max_len", info.params.max_len},
                                      {"data_w", info.params.data_w}, {"cyc_w", info.widths.cyc_w},
                                      {"cnt_w", info.widths.cnt_w}}},
                          {"pattern", noc::board_pattern_name(base.pattern)},
                          {"len", base.len},
                          {"cycles", base.cycles},
                          {"seed", base.seed},
                          {"bcast", base.bcast},
                          {"points", list},
                          {"match", all}}
               .dump()
        << "\n";
  } else {
    out << info.graph.notation() << ", " << n << " nodes, " << info.params.str() << "; pattern "
        << noc::board_pattern_name(base.pattern) << ", " << base.len << "-flit packets, window " << base.cycles
        << " clocks, seed " << base.seed << "\n";
    out << "    rate  offered  accepted   packets    latency  max  pending  errors  board = model\n";
    for (const Point& p : points) {
      const Figures f = figures(p, n);
      out << std::fixed << std::setprecision(3) << std::setw(8) << p.rate << std::setw(9) << f.offered << std::setw(10)
          << f.accepted << std::setw(10) << f.packets << std::setprecision(2) << std::setw(11) << f.latency
          << std::setw(5) << f.lat_max << std::setw(9) << f.pend_max << std::setw(8) << f.errors << "  "
          << (p.differences.empty() ? "yes" : "NO") << "\n";
    }
    out << std::defaultfloat << std::setprecision(6);
    for (const Point& p : points)
      for (const std::string& d : p.differences) out << "rate " << p.rate << ": " << d << "\n";
    if (!all) out << "rerun with --seed " << base.seed << "\n";
  }
  return all ? 0 : 1;
}

}  // namespace

Command board_noc_command() {
  std::string patterns;
  for (const auto& [name, help] : noc::board_pattern_list()) patterns += "\n                          " + name + ": " + help;
  return {"board noc",
          "rate sweep on the network on a board, compared with the model",
          "Runs the traffic generators and checkers of hc_noc_board_top (docs/noc_board.md) at each rate over\n"
          "its UART host protocol: writes the settings, starts a run (every node in the same clock), waits\n"
          "until every packet is delivered and reads every node's counters. The model runs the same settings\n"
          "on the cycle-exact network model; packets, flits, latency sums and maxima, pending counts and the\n"
          "last clock must be equal, and no check may fail. The board's network and widths are read from it.\n"
          "Without a board, run `hc-board-sim --top hc_noc_board_top` and pass the terminal it prints.\n"
          "Progress goes to stderr. Exit status: 0 every run matched with no failed check, 1 otherwise (each\n"
          "difference is printed), 2 the link failed or a bad option.",
          {{"device", "PATH", "serial device of the board, e.g. /dev/ttyUSB0 (ULX3S), /dev/ttyUSB1 (iCE40 boards)"},
           {"baud", "N", "bit rate (default 115200, the rate of every supported board)"},
           {"rates", "LIST", "offered loads in flits per node per clock, e.g. 0.05,0.1,0.2 (default 0.05,0.1,0.2,0.4)"},
           {"pattern", "NAME", "destinations of unicast packets (default uniform):" + patterns},
           {"len", "L", "flits per packet, 1..the board's MaxLen (default 1)"},
           {"cycles", "N", "clocks in which packets are created, per run (default 10000)"},
           {"seed", "S", "the runs' seed, 0..2^32-1 (default: a fresh one, printed)"},
           {"bcast", "F", "share of packets that are broadcasts, 0..1 (default 0)"},
           {"hot-node", "X", "hotspot: the hotspot node (default 0)"},
           {"hot-fraction", "F", "hotspot: share of unicast packets sent to it (default 0.2)"},
           {"timeout", "MS", "wait this long for a reply before sending again, and for the line to go quiet\n"
                         "                        before giving up (default 500)"},
           {"run-timeout", "MS", "wait this long for a run to end (default 60000)"},
           json_option("print JSON: the board, its parameters, the settings and per rate the figures, every\n"
                       "                        node's counters and the differences")},
          run_board_noc};
}

}  // namespace hc::cli
