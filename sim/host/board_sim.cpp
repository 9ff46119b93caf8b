// hc-board-sim: a verilated board top (hc_board_top, or with --top hc_noc_board_top the network on a
// board) behind a pseudo-terminal, a board for hosts without one.
// Prints the terminal's path as the first line of stdout, then runs until SIGINT or SIGTERM (or
// --seconds), e.g.
//   hc-board-sim --link /tmp/hc-board &
//   hypercycle-rtl board --device /tmp/hc-board
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <thread>

#include "cpp_model/cli/program.h"
#include "sim/host/errors.h"
#include "sim/host/pty_board.h"

namespace {

std::vector<hc::cli::Option> options() {
  return {
      {"top", "NAME", "hc_board_top (default: the node) or hc_noc_board_top (the network on a board in the iCE40\n"
                      "      boards' configuration, docs/noc_board.md)"},
      {"link", "PATH", "also make PATH a symbolic link to the terminal (removed at exit); PATH must not exist"},
      {"speed", "X", "simulated time per real time at most, an integer (default 1: a real-time board); 0 = unlimited"},
      {"seconds", "N", "stop after N seconds (default: run until SIGINT or SIGTERM)"},
      {"help", "", "show this help and exit"},
  };
}

void usage(std::ostream& out) {
  out << "usage: hc-board-sim [options]\n\n"
         "A verilated board top (ClkHz "
      << hc::host::PtyBoard::kClkHz << ", Baud " << hc::host::PtyBoard::kBaud
      << ") behind a pseudo-terminal. Prints the terminal's path,\n"
         "then serves the host protocol of docs/host_protocol.md on it until stopped.\n\noptions:\n";
}

// --link PATH: a symbolic link to the terminal, made only where nothing is, and removed at the end
// only while it is still that link.
class DeviceLink {
 public:
  DeviceLink(const std::string& path, const std::string& device) : path_(path), device_(device) {
    if (path_.empty() || ::symlink(device_.c_str(), path_.c_str()) == 0) return;
    const int error = errno;
    throw hc::host::LinkError("cannot create --link " + path_ + ": " + std::strerror(error) +
                              (error == EEXIST ? " (hc-board-sim replaces nothing there)" : ""));
  }
  DeviceLink(const DeviceLink&) = delete;
  DeviceLink& operator=(const DeviceLink&) = delete;
  ~DeviceLink() {
    char target[PATH_MAX];
    const ssize_t n = path_.empty() ? -1 : ::readlink(path_.c_str(), target, sizeof target);
    if (n > 0 && std::string(target, static_cast<size_t>(n)) == device_) ::unlink(path_.c_str());
  }

 private:
  std::string path_, device_;
};

int run(const hc::cli::Args& args) {
  const double speed = static_cast<double>(hc::cli::parse_integer(args.str("speed", "1"), 0, 1000, "--speed"));
  const long seconds = args.integer("seconds", 1, 1000000, 0);
  // SIGINT and SIGTERM are taken by sigwait below, in this thread only.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  const std::string top = args.str("top", "hc_board_top");
  if (top != "hc_board_top" && top != "hc_noc_board_top")
    throw hc::cli::UsageError("--top: '" + top + "' is neither hc_board_top nor hc_noc_board_top");
  if (args.has("link") && args.str("link").empty()) throw hc::cli::UsageError("--link needs a path");
  hc::host::PtyBoard board(top == "hc_board_top" ? hc::host::node_board_pins() : hc::host::noc_board_pins());
  const DeviceLink link(args.str("link", ""), board.device());
  std::cout << board.device() << std::endl;
  if (!std::cout) throw hc::Error("cannot write standard output");
  std::cerr << "hc-board-sim: " << top << " on " << board.device() << " (ClkHz " << board.kClkHz << ", " << board.kBaud
            << " baud, " << board.kClksPerBit << " clocks per bit)" << std::endl;

  std::atomic<bool> stop{false};
  std::thread sim([&] {
    try {
      board.run(stop, speed);
    } catch (const std::exception& e) {
      std::cerr << "hc-board-sim: " << e.what() << std::endl;
      std::_Exit(3);
    }
  });
  if (seconds > 0) {
    timespec limit{seconds, 0};
    sigtimedwait(&signals, nullptr, &limit);
  } else {
    int sig = 0;
    sigwait(&signals, &sig);
  }
  stop = true;
  sim.join();
  std::cerr << "hc-board-sim: " << board.cycles() << " clocks, " << board.bytes_in() << " bytes in, "
            << board.bytes_out() << " bytes out" << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return hc::cli::run_tool("hc-board-sim", usage, options(), run, argc, argv); }
