#include "sim/host/serial_port.h"

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "sim/host/errors.h"

namespace hc::host {

namespace {

constexpr std::pair<int, speed_t> kRates[] = {
    {1200, B1200},       {2400, B2400},       {4800, B4800},       {9600, B9600},       {19200, B19200},
    {38400, B38400},     {57600, B57600},     {115200, B115200},   {230400, B230400},   {460800, B460800},
    {500000, B500000},   {576000, B576000},   {921600, B921600},   {1000000, B1000000}, {1152000, B1152000},
    {1500000, B1500000}, {2000000, B2000000}, {2500000, B2500000}, {3000000, B3000000}, {4000000, B4000000},
};

speed_t speed_of(int baud) {
  for (const auto& [rate, speed] : kRates)
    if (rate == baud) return speed;
  std::string list;
  for (const auto& rate : kRates) list += (list.empty() ? "" : ", ") + std::to_string(rate.first);
  throw LinkError("baud rate " + std::to_string(baud) + " is not supported; use one of " + list);
}

std::string reason() { return std::strerror(errno); }

}  // namespace

bool SerialPort::baud_supported(int baud) {
  for (const auto& rate : kRates)
    if (rate.first == baud) return true;
  return false;
}

SerialPort::SerialPort(const std::string& path, int baud) : path_(path) {
  const speed_t speed = speed_of(baud);
  fd_ = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
  if (fd_ < 0) throw LinkError("cannot open " + path + ": " + reason());
  termios t{};
  if (::tcgetattr(fd_, &t) != 0) {
    std::string why = reason();
    ::close(fd_);
    throw LinkError(path + " is not a serial port: " + why);
  }
  ::cfmakeraw(&t);
  t.c_cflag |= CLOCAL | CREAD;
  t.c_cflag &= ~static_cast<tcflag_t>(CSTOPB | PARENB | CRTSCTS | CSIZE);
  t.c_cflag |= CS8;
  t.c_iflag &= ~static_cast<tcflag_t>(IXON | IXOFF | IXANY);
  t.c_cc[VMIN] = 0;
  t.c_cc[VTIME] = 0;
  if (::cfsetispeed(&t, speed) != 0 || ::cfsetospeed(&t, speed) != 0 || ::tcsetattr(fd_, TCSANOW, &t) != 0) {
    std::string why = reason();
    ::close(fd_);
    throw LinkError("cannot configure " + path + " for " + std::to_string(baud) + " baud 8N1: " + why);
  }
  flush_input();
}

SerialPort::~SerialPort() {
  if (fd_ >= 0) ::close(fd_);
}

void SerialPort::write(const Bytes& data) {
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<size_t>(n);
    } else if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
      pollfd p{fd_, POLLOUT, 0};
      if (::poll(&p, 1, 1000) == 0) throw LinkError("write to " + path_ + " timed out");
    } else {
      throw LinkError("write to " + path_ + " failed: " + reason());
    }
  }
}

Bytes SerialPort::read(int timeout_ms) {
  pollfd p{fd_, POLLIN, 0};
  int ready;
  do ready = ::poll(&p, 1, timeout_ms);
  while (ready < 0 && errno == EINTR);
  if (ready < 0) throw LinkError("poll on " + path_ + " failed: " + reason());
  if (ready == 0) return {};
  if (p.revents & (POLLERR | POLLNVAL)) throw LinkError(path_ + " reported an error (device gone?)");
  uint8_t buffer[512];
  ssize_t n = ::read(fd_, buffer, sizeof buffer);
  if (n < 0 && (errno == EAGAIN || errno == EINTR)) return {};
  if (n < 0) throw LinkError("read from " + path_ + " failed: " + reason());
  if (n == 0 && (p.revents & POLLHUP)) throw LinkError(path_ + " hung up (device gone?)");
  return Bytes(buffer, buffer + n);
}

void SerialPort::flush_input() { ::tcflush(fd_, TCIFLUSH); }

}  // namespace hc::host
