// A relay between a host command (on a pseudo-terminal of its own) and a simulated board, which may
// change each reply: a board that answers wrongly, for the tests of the board commands' exit codes.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <atomic>
#include <deque>
#include <functional>
#include <string>
#include <thread>

#include "sim/host/frame.h"
#include "sim/host/serial_port.h"

namespace hc::host {

class CorruptingRelay {
 public:
  /// corrupt(request, reply) may change the reply body (its CRC is made anew); request is the body of
  /// the request it answers.
  CorruptingRelay(const std::string& board_device, std::function<void(const Bytes&, Bytes&)> corrupt)
      : board_(board_device, kDefaultBaud), corrupt_(std::move(corrupt)) {
    master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
    ::grantpt(master_);
    ::unlockpt(master_);
    device_ = ::ptsname(master_);
    slave_ = ::open(device_.c_str(), O_RDWR | O_NOCTTY);
    termios t{};
    ::tcgetattr(slave_, &t);
    ::cfmakeraw(&t);
    ::tcsetattr(slave_, TCSANOW, &t);
    thread_ = std::thread([this] { relay(); });
  }
  ~CorruptingRelay() {
    stop_ = true;
    thread_.join();
    ::close(slave_);
    ::close(master_);
  }
  const std::string& device() const { return device_; }

 private:
  void relay() {
    FrameDecoder requests, replies;
    std::deque<Bytes> asked;
    while (!stop_) {
      pollfd p{master_, POLLIN, 0};
      if (::poll(&p, 1, 1) > 0) {
        uint8_t buffer[256];
        ssize_t n = ::read(master_, buffer, sizeof buffer);
        if (n > 0) {
          board_.write(Bytes(buffer, buffer + n));
          requests.feed(buffer, static_cast<size_t>(n));
          while (requests.has_frame()) asked.push_back(requests.pop().body());
        }
      }
      replies.feed(board_.read(1));
      while (replies.has_frame()) {
        RawFrame f = replies.pop();
        Bytes body = f.body();
        const Bytes request = asked.empty() ? Bytes{} : asked.front();
        if (!asked.empty()) asked.pop_front();
        if (f.good()) corrupt_(request, body);
        Bytes out = encode_frame(body);
        if (::write(master_, out.data(), out.size()) != static_cast<ssize_t>(out.size())) return;
      }
    }
  }

  SerialPort board_;
  std::function<void(const Bytes&, Bytes&)> corrupt_;
  int master_ = -1, slave_ = -1;
  std::string device_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace hc::host
