#include "sim/host/noc_board.h"

#include <chrono>
#include <thread>

#include "sim/host/errors.h"

namespace hc::host {

namespace {

uint32_t bits(uint32_t v, int lsb, int width) { return (v >> lsb) & ((1u << width) - 1); }

// The first r digits of the low 16 bits of a register (hc::pack_digits).
std::vector<int> digits4(uint32_t packed, int r) {
  std::vector<int> out;
  for (int i = 0; i < r; ++i) out.push_back(static_cast<int>(packed_digit(static_cast<uint16_t>(packed), i)));
  return out;
}

uint32_t status(BoardClient& board) { return board.net_read(0, kNetStatus); }

}  // namespace

std::string NocBoardInfo::str() const {
  return graph.notation() + ", " + params.str() + ", CycW=" + std::to_string(widths.cyc_w) +
         " CntW=" + std::to_string(widths.cnt_w);
}

NocBoardInfo read_noc_info(BoardClient& board) {
  uint32_t id = 0;
  try {
    id = board.net_read(0, kNetId);
  } catch (const BoardError& e) {
    if (e.code() != kErrCommand) throw;
  }
  if (id != kNetIdValue)
    throw ProtocolError("the board does not run hc_noc_board_top (no network id: it may be hc_board_top, "
                        "the node, which `hypercycle-rtl board` drives)");
  const uint32_t topo = board.net_read(0, kNetTopology), rho = board.net_read(0, kNetRho);
  const uint32_t sw = board.net_read(0, kNetSwitch), widths = board.net_read(0, kNetWidths);
  const int r = static_cast<int>(bits(topo, 0, 4));
  try {
    NocBoardInfo info{Hypercycle(digits4(bits(topo, 16, 16), r), digits4(rho, r)), {}, {}};
    info.params.dims = r;
    info.params.data_w = static_cast<int>(bits(sw, 0, 8));
    info.params.max_len = static_cast<int>(bits(sw, 8, 4));
    info.params.vcs = static_cast<int>(bits(sw, 12, 4));
    info.params.buf_depth = static_cast<int>(bits(sw, 16, 8));
    info.widths.cyc_w = static_cast<int>(bits(widths, 16, 8));
    info.widths.cnt_w = static_cast<int>(bits(widths, 24, 8));
    info.widths.check(info.params);
    if (static_cast<int>(bits(topo, 4, 12)) != info.graph.nodes() ||
        static_cast<int>(bits(widths, 0, 8)) != noc::BoardWidths::seq_bits(info.params) ||
        static_cast<int>(bits(widths, 8, 8)) != noc::kStampBits)
      throw Error("its node count, sequence number or time stamp width disagrees with its other registers");
    return info;
  } catch (const Error& e) {
    throw ProtocolError(std::string("the board's information registers do not describe a network the model runs: ") +
                        e.what());
  }
}

NocBoardRun run_noc_board(BoardClient& board, const NocBoardInfo& info, const noc::BoardTraffic& t,
                          int run_timeout_ms, const std::function<void(int64_t)>& progress) {
  using Clock = std::chrono::steady_clock;
  t.check(info.graph, info.params, info.widths);
  const uint32_t first = status(board) & 7;
  if (first == kRunClear || first == kRunGen || first == kRunDrain)
    board.net_write(kNetCtrl, 2);  // a run left by an earlier session: end its window
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(run_timeout_ms);
  // Writes are ignored while a run is under way: wait for the board to be done with an earlier one.
  auto wait_done = [&](const char* what) {
    for (int polls = 0;; ++polls) {
      const uint32_t s = status(board);
      const uint32_t state = s & 7;
      if (state == kRunIdle || state == kRunDone) return s;
      if (progress) progress(board.net_read(0, kNetClocks));
      if (Clock::now() > deadline)
        throw LinkError(std::string("the board did not finish ") + what + " within " +
                        std::to_string(run_timeout_ms) + " ms (state " + std::to_string(state) +
                        ((s & 8) ? ", the network stalled" : "") + ")");
      std::this_thread::sleep_for(std::chrono::milliseconds(std::min(50, 1 + polls)));
    }
  };
  wait_done("an earlier run");
  board.net_write(kNetCycles, static_cast<uint32_t>(t.cycles));
  board.net_write(kNetRate, t.rate);
  board.net_write(kNetPattern, static_cast<uint32_t>(t.pattern) |
                                   static_cast<uint32_t>(pack_digits(digits_of(info.graph, t.hot_node))) << 16);
  board.net_write(kNetHot, t.hot);
  board.net_write(kNetLen, static_cast<uint32_t>(t.len));
  board.net_write(kNetBcast, t.bcast);
  board.net_write(kNetSeed, t.seed);
  // The settings read back: a write the board ignored or mangled would make the comparison meaningless.
  const std::pair<int, uint32_t> expected[] = {{kNetCycles, static_cast<uint32_t>(t.cycles)}, {kNetRate, t.rate},
                                               {kNetHot, t.hot}, {kNetLen, static_cast<uint32_t>(t.len)},
                                               {kNetBcast, t.bcast}, {kNetSeed, t.seed}};
  for (const auto& [addr, value] : expected)
    if (board.net_read(0, addr) != value)
      throw ProtocolError("register 0x" + hex({static_cast<uint8_t>(addr)}) + " reads back " +
                          std::to_string(board.net_read(0, addr)) + ", written " + std::to_string(value));
  board.net_write(kNetCtrl, 1);
  const uint32_t s = wait_done("the run");
  NocBoardRun run;
  run.stalled = (s & 8) != 0;
  run.refused = (s & 16) != 0;
  run.failed = (s & 32) != 0;
  run.last = board.net_read(0, kNetLast);
  run.clocks = board.net_read(0, kNetClocks);
  for (Node x = 0; x < info.graph.nodes(); ++x) {
    auto read = [&](int reg) { return static_cast<uint64_t>(board.net_read(x, reg)); };
    noc::NodeCounters c;
    c.sent_pkts = read(kNodeSentPkts);
    c.sent_flits = read(kNodeSentFlits);
    c.recv_pkts = read(kNodeRecvPkts);
    c.recv_flits = read(kNodeRecvFlits);
    const uint64_t errors = read(kNodeErrors);
    c.errors = errors & 0xFFFF;
    c.causes = errors >> 16;
    c.lat_sum = read(kNodeLatSumLo) | read(kNodeLatSumHi) << 32;
    c.lat_max = read(kNodeLatMax);
    c.pend_max = read(kNodePendMax);
    run.nodes.push_back(c);
  }
  return run;
}

std::vector<std::string> compare_noc_runs(const NocBoardRun& board, const noc::BoardRun& model) {
  std::vector<std::string> out;
  if (board.stalled) out.push_back("the board's network stalled (its watchdog fired)");
  if (board.refused) out.push_back("a switch on the board refused a packet");
  if (model.deadlock) out.push_back("the model's network deadlocked");
  if (board.last != model.last)
    out.push_back("last flit out: board clock " + std::to_string(board.last) + ", model " + std::to_string(model.last));
  const std::pair<const char*, uint64_t noc::NodeCounters::*> fields[] = {
      {"sent_pkts", &noc::NodeCounters::sent_pkts}, {"sent_flits", &noc::NodeCounters::sent_flits},
      {"recv_pkts", &noc::NodeCounters::recv_pkts}, {"recv_flits", &noc::NodeCounters::recv_flits},
      {"errors", &noc::NodeCounters::errors},       {"causes", &noc::NodeCounters::causes},
      {"lat_sum", &noc::NodeCounters::lat_sum},     {"lat_max", &noc::NodeCounters::lat_max},
      {"pend_max", &noc::NodeCounters::pend_max}};
  if (board.nodes.size() != model.nodes.size()) {
    out.push_back("the board has " + std::to_string(board.nodes.size()) + " nodes, the model " +
                  std::to_string(model.nodes.size()));
    return out;
  }
  for (size_t x = 0; x < board.nodes.size(); ++x)
    for (const auto& [name, field] : fields)
      if (board.nodes[x].*field != model.nodes[x].*field)
        out.push_back("node " + std::to_string(x) + " " + name + ": board " + std::to_string(board.nodes[x].*field) +
                      ", model " + std::to_string(model.nodes[x].*field));
  for (size_t x = 0; x < board.nodes.size(); ++x)
    if (board.nodes[x].errors != 0)
      out.push_back("node " + std::to_string(x) + " counted " + std::to_string(board.nodes[x].errors) +
                    " flits that failed a check (causes 0x" + hex({static_cast<uint8_t>(board.nodes[x].causes)}) + ")");
  return out;
}

}  // namespace hc::host
