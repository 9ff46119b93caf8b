// The `board` and `board noc` commands as a user runs them: hc-board-sim in one process, the command in
// another, and their exit codes; a board that answers wrongly (a relay that corrupts route replies, or
// a counter) makes the command exit 1 and name what differs.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <string>

#include "cpp_model/tests/cli_run.h"
#include "cpp_model/tests/seed.h"
#include "sim/host/cmd_board.h"
#include "sim/host/frame.h"
#include "tb/board_fixture.h"
#include "tb/board_relay.h"

extern char** environ;

namespace hc::host {
namespace {

/// hypercycle-rtl with these arguments: its exit status, stdout and stderr.
testing::CliResult board_cli(const std::string& args) { return testing::run_cli(HC_BOARD_CLI_BIN, args); }

/// hc-board-sim as a child process, with these options; stopped with SIGTERM.
class SimProcess {
 public:
  explicit SimProcess(std::vector<std::string> options = {}) {
    int fds[2];
    if (::pipe(fds) != 0) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    options.insert(options.begin(), HC_BOARD_SIM_BIN);
    std::vector<char*> argv;
    for (auto& o : options) argv.push_back(o.data());
    argv.push_back(nullptr);
    if (::posix_spawn(&pid_, HC_BOARD_SIM_BIN, &actions, nullptr, argv.data(), environ) != 0) pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
    ::close(fds[1]);
    char c;
    while (::read(fds[0], &c, 1) == 1 && c != '\n') device_ += c;
    ::close(fds[0]);
  }
  /// SIGTERM; the exit status (0 for a clean stop).
  int stop() {
    if (pid_ <= 0) return -1;
    ::kill(pid_, SIGTERM);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  ~SimProcess() { stop(); }
  const std::string& device() const { return device_; }

 private:
  pid_t pid_ = -1;
  std::string device_;
};

TEST(BoardCli, CampaignAgainstTheSimulatedBoardProcess) {
  SimProcess sim;
  ASSERT_EQ(sim.device().rfind("/dev/", 0), 0u) << "hc-board-sim printed '" << sim.device() << "'";
  const uint64_t seed = testing::test_seed("BoardCli.CampaignAgainstTheSimulatedBoardProcess");
  testing::CliResult r =
      board_cli("board --device " + sim.device() + " --configs 3 --vectors 30 --json --seed " + std::to_string(seed));
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["configs"], 3);
  EXPECT_EQ(j["vectors"], 90);
  EXPECT_EQ(j["mismatches"], 0);
  EXPECT_EQ(j["seed"], seed);
  EXPECT_GT(j["vectors_per_s"].get<double>(), 0.0);
  // The text form, and a second host on the same board.
  r = board_cli("board --device " + sim.device() + " --configs 1 --vectors 4 --seed 7");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("configs 1, vectors 4, registers "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mismatches 0"), std::string::npos) << r.out;
  EXPECT_EQ(sim.stop(), 0);
}

TEST(BoardCli, BadDeviceOrOptionsExitTwo) {
  testing::CliResult r = board_cli("board --device /dev/hc-no-such-device");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("cannot open /dev/hc-no-such-device"), std::string::npos) << r.err;
  r = board_cli("board --configs 2");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--device is required"), std::string::npos) << r.err;
  r = board_cli("board --device /dev/null --baud 12345");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("not a standard rate"), std::string::npos) << r.err;
}

// The target of the symbolic link at path, or "" when there is none.
std::string link_target(const std::string& path) {
  char target[4096];
  const ssize_t n = ::readlink(path.c_str(), target, sizeof target);
  return n > 0 ? std::string(target, static_cast<size_t>(n)) : "";
}

TEST(BoardCli, LinkIsMadeAndRemovedButReplacesNothing) {
  const std::string dir = ::testing::TempDir() + "hc_link_" + std::to_string(::getpid());
  ASSERT_EQ(::mkdir(dir.c_str(), 0700), 0);
  const std::string link = dir + "/board", file = dir + "/file", sub = dir + "/dir", other = dir + "/other";
  {
    SimProcess sim({"--link", link});
    EXPECT_EQ(link_target(link), sim.device());
    EXPECT_EQ(sim.stop(), 0);
    EXPECT_NE(::access(link.c_str(), F_OK), 0) << "the link is removed at exit";
  }
  {
    // Replaced while it runs: the new file is someone else's and stays.
    SimProcess sim({"--link", link});
    ASSERT_EQ(link_target(link), sim.device());
    ASSERT_EQ(::unlink(link.c_str()), 0);
    std::ofstream(link) << "mine";
    EXPECT_EQ(sim.stop(), 0);
    EXPECT_EQ(testing::slurp(link), "mine");
  }
  // Whatever is at the path already is refused and left alone: a file, a directory, a symbolic link.
  std::ofstream(file) << "data";
  ASSERT_EQ(::mkdir(sub.c_str(), 0700), 0);
  ASSERT_EQ(::symlink(file.c_str(), other.c_str()), 0);
  for (const std::string& path : {file, sub, other}) {
    testing::CliResult r = testing::run_cli(HC_BOARD_SIM_BIN, "--seconds 1 --link " + path);
    EXPECT_EQ(r.status, 2) << path;
    EXPECT_EQ(r.out, "") << path;
    EXPECT_EQ(r.err, "hc-board-sim: error: cannot create --link " + path +
                         ": File exists (hc-board-sim replaces nothing there)\n");
  }
  EXPECT_EQ(testing::slurp(file), "data");
  EXPECT_EQ(::access((sub + "/.").c_str(), F_OK), 0);
  EXPECT_EQ(link_target(other), file);
  for (const std::string& path : {link, other, file, sub}) ::remove(path.c_str());
  ::rmdir(dir.c_str());
}

TEST(BoardCli, UserInputInErrorsIsQuoted) {
  testing::CliResult r = testing::run_cli(HC_BOARD_SIM_BIN, "'--bo\ngus\x1b[2J'");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "hc-board-sim: error: unknown option --bo\\ngus\\x1b[2J\n");
  r = board_cli("board --device '/dev/hc-no\nsuch'");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind("hypercycle-rtl: error: cannot open /dev/hc-no\\nsuch", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(BoardCli, FailedWriteOfTheTerminalsPathExitsTwo) {
  const testing::CliResult r = testing::run_cli(HC_BOARD_SIM_BIN, "--seconds 1", "/dev/full");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "hc-board-sim: error: cannot write standard output\n");
  // An empty link name is refused as the other output options refuse one, before the board starts.
  testing::expect_usage_error(HC_BOARD_SIM_BIN, {"--seconds 1 --link ''"});
}

// A device that keeps sending (a wrong device or bit rate, a babbling board): 0x55 without end, and
// whatever is written to it is read and dropped.
class BabblingDevice {
 public:
  BabblingDevice() {
    master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
    ::grantpt(master_);
    ::unlockpt(master_);
    device_ = ::ptsname(master_);
    slave_ = ::open(device_.c_str(), O_RDWR | O_NOCTTY);
    termios t{};
    ::tcgetattr(slave_, &t);
    ::cfmakeraw(&t);
    ::tcsetattr(slave_, TCSANOW, &t);
    ::fcntl(master_, F_SETFL, ::fcntl(master_, F_GETFL) | O_NONBLOCK);
    thread_ = std::thread([this] {
      const Bytes noise(64, 0x55);
      uint8_t buffer[256];
      while (!stop_) {
        while (::read(master_, buffer, sizeof buffer) > 0) {
        }
        if (::write(master_, noise.data(), noise.size()) < 0) {
          pollfd p{master_, POLLOUT, 0};
          ::poll(&p, 1, 1);
        }
      }
    });
  }
  ~BabblingDevice() {
    stop_ = true;
    thread_.join();
    ::close(slave_);
    ::close(master_);
  }
  const std::string& device() const { return device_; }

 private:
  int master_ = -1, slave_ = -1;
  std::string device_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// Every wait is bounded: against a device that never stops sending, the command ends with exit 2,
// "the link failed" and what it saw, after printing (and flushing) its first line.
TEST(BoardCli, ABabblingDeviceEndsWithTheLinkFailed) {
  BabblingDevice babbler;
  std::vector<std::string> words = {"hypercycle-rtl", "board", "--device", babbler.device(), "--configs", "1",
                                    "--vectors", "1", "--seed", "3", "--timeout", "100"};
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  const int status = cli::run_program("hypercycle-rtl", "", {cli::board_command()}, static_cast<int>(argv.size()),
                                      argv.data());
  const std::string out = ::testing::internal::GetCapturedStdout();
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(status, 2) << out << err;
  EXPECT_NE(out.find("board on " + babbler.device()), std::string::npos) << out;
  EXPECT_NE(err.find("the link failed: the line never went quiet"), std::string::npos) << err;
  EXPECT_NE(err.find("[55 55 55"), std::string::npos) << err;
}

class BoardCliMismatch : public BoardFixture {};

TEST_F(BoardCliMismatch, AWrongReplyExitsOneAndNamesTheVector) {
  // The port nibble of every route reply set to 15: a board that routes wrongly.
  CorruptingRelay relay(board_->device(), [](const Bytes&, Bytes& reply) {
    if (reply.size() == 2 && reply[0] == (kRoute | kReplyBit)) reply[1] = static_cast<uint8_t>(0xF1);
  });
  std::vector<std::string> words = {"hypercycle-rtl", "board", "--device", relay.device(), "--configs", "1",
                                    "--vectors", "6", "--seed", "3"};
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  ::testing::internal::CaptureStdout();
  const int status = cli::run_program("hypercycle-rtl", "", {cli::board_command()}, static_cast<int>(argv.size()),
                                      argv.data());
  const std::string out = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find("mismatches 3"), std::string::npos) << out;  // three of the six are route requests
  EXPECT_NE(out.find("mismatch: r="), std::string::npos) << out;
  EXPECT_NE(out.find(": route dst=0x"), std::string::npos) << out;
  EXPECT_NE(out.find("got port 15"), std::string::npos) << out;
  EXPECT_NE(out.find("rerun with --seed 3"), std::string::npos) << out;
}

// The network on a board: hc-board-sim --top hc_noc_board_top as a process, board noc against it.
TEST(BoardCli, NocSweepAgainstTheSimulatedBoardProcess) {
  SimProcess sim({"--top", "hc_noc_board_top", "--speed", "0"});
  ASSERT_EQ(sim.device().rfind("/dev/", 0), 0u) << "hc-board-sim printed '" << sim.device() << "'";
  testing::CliResult r =
      board_cli("board noc --device " + sim.device() + " --rates 0.1,0.8 --len 2 --cycles 800 --seed 9 --json");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["notation"], "G(4; 1)");
  EXPECT_EQ(j["seed"], 9);
  EXPECT_EQ(j["match"], true);
  ASSERT_EQ(j["points"].size(), 2u);
  for (const auto& p : j["points"]) {
    EXPECT_EQ(p["errors"], 0);
    EXPECT_EQ(p["differences"].size(), 0u);
    EXPECT_GT(p["packets"].get<int>(), 50);
    EXPECT_EQ(p["nodes"].size(), 4u);
  }
  EXPECT_GT(j["points"][1]["latency_avg"].get<double>(), j["points"][0]["latency_avg"].get<double>());
  EXPECT_NE(r.err.find("board noc: rate 0.8: running on the board"), std::string::npos) << r.err;
  // The text form, with broadcasts and a fixed pattern.
  r = board_cli("board noc --device " + sim.device() + " --rates 0.2 --pattern bit-reverse --bcast 0.2 --cycles 400 --seed 2");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("G(4; 1), 4 nodes"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("board = model"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  yes\n"), std::string::npos) << r.out;
  // Settings the board cannot run.
  r = board_cli("board noc --device " + sim.device() + " --len 3");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("MaxLen = 2"), std::string::npos) << r.err;
  r = board_cli("board noc --device " + sim.device() + " --pattern hotspot --hot-node 4");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("hotspot node must be between 0 and 3"), std::string::npos) << r.err;
  EXPECT_EQ(sim.stop(), 0);
}

TEST(BoardCli, NocAgainstTheNodeBoardOrWithBadOptionsExitsTwo) {
  SimProcess sim;
  testing::CliResult r = board_cli("board noc --device " + sim.device() + " --timeout 2000");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("does not run hc_noc_board_top"), std::string::npos) << r.err;
  EXPECT_EQ(sim.stop(), 0);
  r = board_cli("board noc --device /dev/null --pattern diagonal");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown board traffic pattern 'diagonal'"), std::string::npos) << r.err;
  r = board_cli("board noc --device /dev/null --rates 0.1,");
  EXPECT_EQ(r.status, 2);
  r = board_cli("board noc --device /dev/null --rates 0");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("above 0"), std::string::npos) << r.err;
  r = board_cli("board noc --help");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("--rates LIST"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("bit-complement:"), std::string::npos) << r.out;
}

TEST(BoardCli, NocAgainstABabblingDeviceEndsWithTheLinkFailed) {
  BabblingDevice babbler;
  const testing::CliResult r = board_cli("board noc --device " + babbler.device() + " --timeout 100");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("the link failed: the line never went quiet"), std::string::npos) << r.err;
}

class NocCliMismatch : public BoardFixture {
 protected:
  std::unique_ptr<BoardPins> pins() override { return noc_board_pins(); }
  double speed() override { return 0.0; }
};

TEST_F(NocCliMismatch, ACounterThatDiffersExitsOneAndNamesIt) {
  // Node 1's largest latency read one higher than the board counted.
  CorruptingRelay relay(board_->device(), [](const Bytes& request, Bytes& reply) {
    if (request.size() == 3 && request[0] == kNetRead && request[1] == 1 && request[2] == kNodeLatMax &&
        reply.size() == 5)
      ++reply[4];
  });
  std::vector<std::string> words = {"hypercycle-rtl", "board", "noc", "--device", relay.device(), "--rates",
                                    "0.3", "--cycles", "500", "--seed", "4"};
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  const int status = cli::run_program("hypercycle-rtl", "", {cli::board_noc_command()},
                                      static_cast<int>(argv.size()), argv.data());
  const std::string out = ::testing::internal::GetCapturedStdout();
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(status, 1) << out << err;
  EXPECT_NE(out.find("  NO\n"), std::string::npos) << out;
  EXPECT_NE(out.find("rate 0.3: node 1 lat_max: board "), std::string::npos) << out;
  EXPECT_NE(out.find("rerun with --seed 4"), std::string::npos) << out;
  EXPECT_NE(err.find("they differ (1 difference)"), std::string::npos) << err;
}

}  // namespace
}  // namespace hc::host
