// The network on a board end to end: the verilated hc_noc_board_top (G(4; 1), the iCE40 boards'
// configuration, sim/host/CMakeLists.txt) behind a pseudo-terminal, driven by the host driver over its
// UART; every run's counters against the model's run of the same settings (cpp_model/noc/board_run.h).
// Times are the board's clocks; the wall clock only bounds a hung test.
#include <numeric>

#include "cpp_model/tests/seed.h"
#include "sim/host/errors.h"
#include "sim/host/noc_board.h"
#include "tb/board_fixture.h"

namespace hc::host {
namespace {

class NocBoard : public BoardFixture {
 protected:
  std::unique_ptr<BoardPins> pins() override { return noc_board_pins(); }
  double speed() override { return 0.0; }  // the verilated network runs slower than real time anyway

  NocBoardInfo info() { return read_noc_info(*client_); }

  /// Runs t on the board and in the model; expects the same counters, and returns the board's.
  NocBoardRun expect_model(const noc::BoardTraffic& t, const std::string& what) {
    SCOPED_TRACE(what);
    const NocBoardInfo i = info();
    NocBoardRun board = run_noc_board(*client_, i, t, kReplyMs * 5);
    const noc::BoardRun model = noc::run_board(i.graph, i.params, i.widths, t);
    for (const std::string& d : compare_noc_runs(board, model)) ADD_FAILURE() << d;
    EXPECT_GE(board.clocks, board.last);
    return board;
  }

  static uint64_t total(const NocBoardRun& r, uint64_t noc::NodeCounters::*field) {
    uint64_t s = 0;
    for (const noc::NodeCounters& c : r.nodes) s += c.*field;
    return s;
  }
};

TEST_F(NocBoard, TellsWhatItIsAndRefusesBadRequests) {
  const NocBoardInfo i = info();
  EXPECT_EQ(i.graph.notation(), "G(4; 1)");
  EXPECT_EQ(i.params.str(), "Dims=1 Vcs=2 BufDepth=2 MaxLen=2 DataW=30");
  EXPECT_EQ(i.widths.cyc_w, 24);
  EXPECT_EQ(i.widths.cnt_w, 24);
  EXPECT_EQ(client_->net_read(0, kNetStatus) & 7, kRunIdle);
  const PingReply ping = client_->ping();
  EXPECT_TRUE(ping.ready);
  EXPECT_FALSE(ping.config_error);
  auto refused = [&](const std::function<void()>& request, int code) {
    try {
      request();
      ADD_FAILURE() << "no error reply";
    } catch (const BoardError& e) {
      EXPECT_EQ(e.code(), code);
    }
  };
  refused([&] { client_->net_read(4, kNodeRecvPkts); }, kErrArgument);  // node 4 of 0..3
  refused([&] { client_->net_read(0, 0x19); }, kErrArgument);
  refused([&] { client_->net_write(kNetStatus, 1); }, kErrArgument);
  refused([&] { client_->net_write(kNetClocks, 1); }, kErrArgument);
  refused([&] { client_->read(0); }, kErrCommand);  // the node's commands are not this top's
  client_->net_write(kNetSeed, 0xC0DBC0DBu);        // End and Esc in the payload, stuffed
  EXPECT_EQ(client_->net_read(0, kNetSeed), 0xC0DBC0DBu);
  EXPECT_EQ(client_->net_read(3, kNetSeed), 0xC0DBC0DBu);  // a global register whatever the node
}

TEST_F(NocBoard, RunsMatchTheModel) {
  const uint32_t seed = static_cast<uint32_t>(testing::test_seed("NocBoard.RunsMatchTheModel"));
  noc::BoardTraffic t;
  t.seed = seed;
  t.cycles = 1500;
  t.len = 2;
  t.rate = noc::BoardTraffic::threshold(0.1);
  NocBoardRun low = expect_model(t, "uniform, 0.2 flits per node per clock");
  EXPECT_GT(total(low, &noc::NodeCounters::recv_pkts), 200u);
  EXPECT_EQ(total(low, &noc::NodeCounters::recv_pkts), total(low, &noc::NodeCounters::sent_pkts));

  t.rate = noc::BoardTraffic::threshold(0.5);
  NocBoardRun high = expect_model(t, "uniform, 1 flit per node per clock: past saturation");
  uint64_t pend = 0;
  for (const noc::NodeCounters& c : high.nodes) pend = std::max(pend, c.pend_max);
  EXPECT_GT(pend, 20u) << "the sources queue up past saturation";
  EXPECT_GT(total(high, &noc::NodeCounters::lat_sum) / total(high, &noc::NodeCounters::recv_pkts),
            total(low, &noc::NodeCounters::lat_sum) / total(low, &noc::NodeCounters::recv_pkts));

  t.len = 1;
  t.rate = noc::BoardTraffic::threshold(0.3);
  t.bcast = noc::BoardTraffic::threshold(0.3);
  NocBoardRun mixed = expect_model(t, "broadcasts among unicasts");
  EXPECT_GT(total(mixed, &noc::NodeCounters::recv_pkts), total(mixed, &noc::NodeCounters::sent_pkts));

  t.bcast = 0;
  t.len = 2;
  for (noc::BoardPattern p : {noc::BoardPattern::Tornado, noc::BoardPattern::Complement, noc::BoardPattern::Antipodal}) {
    t.pattern = p;
    expect_model(t, noc::board_pattern_name(p));
  }
  t.pattern = noc::BoardPattern::Hotspot;
  t.hot_node = 2;
  t.hot = noc::BoardTraffic::threshold(0.5);
  NocBoardRun hot = expect_model(t, "hotspot");
  EXPECT_GT(hot.nodes[2].recv_pkts, 2 * hot.nodes[1].recv_pkts);
  const PtyBoard::Leds leds = board_->leds();
  EXPECT_TRUE(leds.ok);
  EXPECT_FALSE(leds.err);
}

TEST_F(NocBoard, AStopEndsTheWindowAndSettingsWaitForTheRunsEnd) {
  const NocBoardInfo i = info();
  client_->net_write(kNetCycles, 1000000);
  client_->net_write(kNetRate, noc::BoardTraffic::threshold(0.2));
  client_->net_write(kNetLen, 1);
  client_->net_write(kNetCtrl, 1);
  EXPECT_EQ(client_->net_read(0, kNetStatus) & 7, kRunGen);
  EXPECT_FALSE(client_->ping().ready);
  client_->net_write(kNetRate, 7);  // ignored during the run
  EXPECT_EQ(client_->net_read(0, kNetRate), noc::BoardTraffic::threshold(0.2));
  client_->net_write(kNetCtrl, 1);  // a start during the run is ignored too
  client_->net_write(kNetCtrl, 2);
  wait_for([&] { return (client_->net_read(0, kNetStatus) & 7) == kRunDone; }, "the run to drain");
  const int64_t clocks = client_->net_read(0, kNetClocks);
  EXPECT_LT(clocks, 1000000);
  uint64_t sent = 0, received = 0;
  for (Node x = 0; x < i.graph.nodes(); ++x) {
    sent += client_->net_read(x, kNodeSentPkts);
    received += client_->net_read(x, kNodeRecvPkts);
    EXPECT_EQ(client_->net_read(x, kNodeErrors), 0u);
  }
  EXPECT_GT(sent, 0u);
  EXPECT_EQ(sent, received);
  EXPECT_TRUE(client_->ping().ready);
}

}  // namespace
}  // namespace hc::host
