#include "sim/host/pty_board.h"

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>

#include "sim/host/errors.h"

namespace hc::host {

namespace {

/// Clocks simulated between looks at the pseudo-terminal (about a byte time).
constexpr int kSlice = 10 * PtyBoard::kClksPerBit;
/// Clocks from configuration until the board leaves its power-on reset, with a margin.
constexpr int kPowerUpClocks = 1024;
/// Clocks after the last byte in beyond which no frame can still be open (the frame timeout and
/// a margin).
constexpr uint64_t kSettled = static_cast<uint64_t>(kTimeoutBits + 20) * PtyBoard::kClksPerBit;

std::string reason() { return std::strerror(errno); }

}  // namespace

PtyBoard::PtyBoard(std::unique_ptr<BoardPins> pins) : pins_(std::move(pins)) {
  master_ = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master_ < 0) throw LinkError("posix_openpt: " + reason());
  const char* name = nullptr;
  if (::grantpt(master_) != 0 || ::unlockpt(master_) != 0 || (name = ::ptsname(master_)) == nullptr) {
    std::string why = reason();
    ::close(master_);
    throw LinkError("cannot set up the pseudo-terminal: " + why);
  }
  device_ = name;
  slave_ = ::open(device_.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC);
  termios t{};
  if (slave_ < 0 || ::tcgetattr(slave_, &t) != 0) {
    std::string why = reason();
    ::close(master_);
    throw LinkError("cannot open " + device_ + ": " + why);
  }
  ::cfmakeraw(&t);  // no echo, no line editing, no CR/LF translation: a byte pipe
  ::tcsetattr(slave_, TCSANOW, &t);
  ::fcntl(master_, F_SETFL, ::fcntl(master_, F_GETFL) | O_NONBLOCK);

  // Out of power-on reset (2^8 clocks and the synchroniser) before any byte can arrive, as a board
  // is long before a host opens its port.
  for (int i = 0; i < kPowerUpClocks; ++i) step();
}

PtyBoard::~PtyBoard() {
  ::close(slave_);
  ::close(master_);
}

void PtyBoard::inject_bad_stop_bit(uint8_t byte) {
  std::lock_guard<std::mutex> lock(inject_mutex_);
  injected_.push_back({byte, false});
}

PtyBoard::Leds PtyBoard::leds() const {
  const uint8_t l = leds_.load();
  return {(l & 1) != 0, (l & 2) != 0, (l & 4) != 0};
}

void PtyBoard::drive_line() {
  if (tx_nbits_ == 0) {
    if (line_in_.empty()) {
      pins_->set_rx(true);
      return;
    }
    const Symbol s = line_in_.front();
    line_in_.pop_front();
    // LSB first: start 0, data, stop; a bad stop bit is followed by an idle bit.
    tx_bits_ = static_cast<uint32_t>(s.byte) << 1 | (s.good_stop ? 1u << 9 : 1u << 10);
    tx_nbits_ = s.good_stop ? 10 : 11;
    tx_clocks_ = kClksPerBit;
  }
  pins_->set_rx((tx_bits_ & 1) != 0);
  last_in_ = cycles_.load();
  if (--tx_clocks_ == 0) {
    tx_bits_ >>= 1;
    tx_clocks_ = kClksPerBit;
    if (--tx_nbits_ == 0) {
      bytes_in_++;
      last_in_cycle_.store(cycles_.load());
    }
  }
}

void PtyBoard::sample_line() {
  const bool line = pins_->tx();
  if (rx_bit_ < 0) {
    if (!line) rx_bit_ = 0, rx_clocks_ = kClksPerBit / 2;
    return;
  }
  if (--rx_clocks_ > 0) return;
  rx_clocks_ = kClksPerBit;
  if (rx_bit_ == 0) {
    if (line) throw ProtocolError(pins_->name() + ": glitch on uart_tx_o (start bit too short)");
  } else if (rx_bit_ <= 8) {
    rx_byte_ = static_cast<uint8_t>(rx_byte_ >> 1 | (line ? 0x80 : 0));
  } else {
    if (!line) throw ProtocolError(pins_->name() + " sent a byte with a low stop bit");
    out_.push_back(rx_byte_);
    bytes_out_++;
    rx_bit_ = -1;
    return;
  }
  ++rx_bit_;
}

void PtyBoard::step() {
  drive_line();
  pins_->clock();
  sample_line();
  cycles_++;
}

void PtyBoard::pump_input() {
  {
    std::lock_guard<std::mutex> lock(inject_mutex_);
    while (!injected_.empty()) line_in_.push_back(injected_.front()), injected_.pop_front();
  }
  uint8_t buffer[256];
  while (true) {
    ssize_t n = ::read(master_, buffer, sizeof buffer);
    if (n > 0) {
      for (ssize_t i = 0; i < n; ++i) line_in_.push_back({buffer[i], true});
      bytes_read_ += static_cast<uint64_t>(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      break;  // EAGAIN: nothing more for now
    }
  }
}

void PtyBoard::pump_output() {
  size_t done = 0;
  while (done < out_.size()) {
    ssize_t n = ::write(master_, out_.data() + done, out_.size() - done);
    if (n > 0) done += static_cast<size_t>(n);
    else if (n < 0 && errno == EINTR) continue;
    else break;  // the slave is not reading: keep the rest for later
  }
  out_.erase(out_.begin(), out_.begin() + static_cast<long>(done));
}

// The activity LED is lit while the bridge answers frames (a frame waiting, Overrun replies owed, a
// command or its reply under way), while a run of hc_noc_board_top is under way, and for 2^16 clocks
// after every frame; a frame still open ends by timeout within kSettled clocks of its last byte and
// lights it.
bool PtyBoard::quiescent() const {
  return line_in_.empty() && tx_nbits_ == 0 && rx_bit_ < 0 && out_.empty() && !(pins_->leds() & 4) &&
         cycles_.load() - last_in_ > kSettled;
}

void PtyBoard::run(const std::atomic<bool>& stop, double speed) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  uint64_t first = cycles_.load();
  while (!stop.load()) {
    pump_input();
    if (quiescent()) {
      pollfd p{master_, POLLIN, 0};
      idle_.store(true);
      while (!stop.load() && ::poll(&p, 1, 100) == 0) {
      }
      idle_.store(false);
      start = Clock::now();  // time stood still
      first = cycles_.load();
      continue;
    }
    const double real = std::chrono::duration<double>(Clock::now() - start).count();
    const double allowed = speed > 0 ? static_cast<double>(first) + real * kClkHz * speed : 1e300;
    const bool held = cycles_.load() >= limit_.load();
    for (int i = 0; i < kSlice && static_cast<double>(cycles_.load()) < allowed && cycles_.load() < limit_.load(); ++i)
      step();
    pump_output();
    leds_.store(pins_->leds());
    const double ahead = (static_cast<double>(cycles_.load()) - allowed) / (kClkHz * (speed > 0 ? speed : 1));
    if (held) {
      // Held by hold_at: wait for the limit to rise (real time runs on; the board catches up after).
      ::poll(nullptr, 0, 1);
    } else if (ahead > 0) {
      // Sleep until real time catches up, or until the host writes.
      pollfd p{master_, POLLIN, 0};
      ::poll(&p, 1, static_cast<int>(ahead * 1000) + 1);
    }
  }
}

}  // namespace hc::host
