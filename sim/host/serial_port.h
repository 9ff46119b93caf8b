// The byte link to a board: a serial port (POSIX termios, raw 8N1, no flow control) or anything
// else that moves bytes both ways, such as the pseudo-terminal of hc-board-sim.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "sim/host/protocol.h"

namespace hc::host {

/// A bidirectional byte stream.
class ByteLink {
 public:
  virtual ~ByteLink() = default;
  /// Writes every byte (blocking). Throws LinkError.
  virtual void write(const Bytes& data) = 0;
  /// Waits up to timeout_ms for bytes and returns those available (empty on timeout). Throws
  /// LinkError.
  virtual Bytes read(int timeout_ms) = 0;
};

/// A serial device (a USB-UART bridge such as /dev/ttyUSB1, or a pseudo-terminal) in raw mode.
class SerialPort : public ByteLink {
 public:
  /// Opens and configures the device; throws LinkError naming the device and the reason. baud must be
  /// a standard rate (see baud_supported).
  SerialPort(const std::string& path, int baud);
  ~SerialPort() override;
  SerialPort(const SerialPort&) = delete;
  SerialPort& operator=(const SerialPort&) = delete;

  void write(const Bytes& data) override;
  Bytes read(int timeout_ms) override;
  /// Drops bytes received but not yet read.
  void flush_input();

  /// Whether termios has a constant for this rate (1200 .. 4000000).
  static bool baud_supported(int baud);

 private:
  std::string path_;
  int fd_ = -1;
};

}  // namespace hc::host
