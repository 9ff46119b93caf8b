// A verilated board top (hc_board_top or hc_noc_board_top, sim/host/board_pins.h) behind a
// pseudo-terminal: a board without hardware. Bytes written to
// the pty's slave side (device()) are sent bit by bit on uart_rx_i; bytes the board sends on
// uart_tx_o are decoded bit by bit and can be read from the slave side. Any program that drives a
// serial port, such as `hypercycle-rtl board --device`, can use it.
//
// The board runs at kClkHz with kBaud (set through -G parameters at verilation, 8 clocks per bit).
// Simulated time never runs ahead of real time (times `speed`), so the board's frame timeout
// (1024 bit times) means what it means on hardware: a host that pauses inside a frame sees it.
// Once the board is quiescent (activity LED off, both lines idle, no byte in for longer than the
// frame timeout) nothing in it can change until the next byte, so time stands still and the
// simulation sleeps until the host writes.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>

#include "sim/host/board_pins.h"
#include "sim/host/protocol.h"

namespace hc::host {

class PtyBoard {
 public:
  static constexpr int kClkHz = HC_SIM_CLK_HZ;
  static constexpr int kBaud = HC_SIM_BAUD;
  static constexpr int kClksPerBit = kClkHz / kBaud;

  /// Opens the pseudo-terminal (raw mode) and runs the board through its power-on reset. Throws
  /// LinkError if no pseudo-terminal can be had.
  explicit PtyBoard(std::unique_ptr<BoardPins> pins);
  /// The same with hc_board_top.
  PtyBoard() : PtyBoard(node_board_pins()) {}
  ~PtyBoard();
  PtyBoard(const PtyBoard&) = delete;
  PtyBoard& operator=(const PtyBoard&) = delete;

  /// The slave side, e.g. /dev/pts/3: open it as a serial port.
  const std::string& device() const { return device_; }

  /// Runs the board until `stop` is set (from another thread or a signal handler's thread).
  /// speed: simulated seconds per real second at most (1 = real time); 0 runs as fast as possible.
  void run(const std::atomic<bool>& stop, double speed = 1.0);

  /// The next byte goes on the line with a low stop bit (a framing error), followed by one idle
  /// bit. Thread-safe.
  void inject_bad_stop_bit(uint8_t byte);

  struct Leds {
    bool ok = false, err = false, act = false;  ///< lit
  };
  Leds leds() const;
  uint64_t cycles() const { return cycles_.load(); }
  uint64_t bytes_in() const { return bytes_in_.load(); }    ///< bytes the board received
  uint64_t bytes_out() const { return bytes_out_.load(); }  ///< bytes the board sent
  /// Bytes taken from the pseudo-terminal (queued for the line or already sent on it).
  uint64_t bytes_read() const { return bytes_read_.load(); }
  /// The clock at which the last byte in ended (its stop bit's last clock).
  uint64_t last_in_cycle() const { return last_in_cycle_.load(); }

  /// The board simulates no clock beyond `cycle` until the limit is raised (tests that need time in
  /// simulated clocks, independent of how busy the machine is). Thread-safe.
  void hold_at(uint64_t cycle) { limit_.store(cycle); }
  /// The board is quiescent, waiting for a byte: everything it sent is in the pseudo-terminal.
  bool idle() const { return idle_.load(); }
  /// Lifts hold_at.
  void release() { limit_.store(UINT64_MAX); }
  /// The top's module name.
  const std::string& top_name() const { return pins_->name(); }

 private:
  struct Symbol {
    uint8_t byte;
    bool good_stop;
  };
  void step();           // one clock: line in, edge, line out
  void drive_line();     // uart_rx_i for this clock
  void sample_line();    // uart_tx_o after the edge
  void pump_input();     // master -> line queue
  void pump_output();    // decoded bytes -> master
  bool quiescent() const;

  std::unique_ptr<BoardPins> pins_;
  int master_ = -1;
  int slave_ = -1;  // held open so that the pty keeps its settings and never reports a hang-up
  std::string device_;

  std::deque<Symbol> line_in_;  // bytes waiting to go on uart_rx_i
  std::mutex inject_mutex_;
  std::deque<Symbol> injected_;
  // uart_rx_i driver: bits of the symbol being sent (start, data, stop, idle), clocks left in the bit.
  uint32_t tx_bits_ = 0;
  int tx_nbits_ = 0;
  int tx_clocks_ = 0;
  // uart_tx_o receiver.
  int rx_bit_ = -1;  // -1 idle, 0 start, 1..8 data, 9 stop
  int rx_clocks_ = 0;
  uint8_t rx_byte_ = 0;
  Bytes out_;  // received from the board, not yet written to the master
  uint64_t last_in_ = 0;  // cycle of the last clock the line driver was busy

  std::atomic<uint64_t> cycles_{0}, bytes_in_{0}, bytes_out_{0}, bytes_read_{0}, last_in_cycle_{0};
  std::atomic<uint64_t> limit_{UINT64_MAX};
  std::atomic<bool> idle_{false};
  std::atomic<uint8_t> leds_{0};
};

}  // namespace hc::host
