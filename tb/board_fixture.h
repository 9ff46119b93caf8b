// A simulated board for the tests: a verilated board top (hc_board_top unless a test's fixture says
// otherwise) behind a pseudo-terminal, run in a thread, and the real host driver on the terminal's other
// side.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <exception>
#include <memory>
#include <thread>

#include "sim/host/board_client.h"
#include "sim/host/pty_board.h"
#include "sim/host/serial_port.h"

namespace hc::host {

class BoardFixture : public ::testing::Test {
 protected:
  /// The board top.
  virtual std::unique_ptr<BoardPins> pins() { return node_board_pins(); }
  /// Simulated time per real time at most (0: unlimited).
  virtual double speed() { return 1.0; }

  void SetUp() override {
    board_ = std::make_unique<PtyBoard>(pins());
    thread_ = std::thread([this, speed = speed()] {
      try {
        board_->run(stop_, speed);
      } catch (...) {
        failure_ = std::current_exception();
      }
    });
    port_ = std::make_unique<SerialPort>(board_->device(), kDefaultBaud);
    ClientOptions options;
    options.attempts = 1;  // a test sees every problem; nothing is retried
    options.timeout_ms = kReplyMs;
    client_ = std::make_unique<BoardClient>(*port_, options);
  }

  void TearDown() override {
    stop_ = true;
    thread_.join();
    if (failure_) {
      try {
        std::rethrow_exception(failure_);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "the simulated board failed: " << e.what();
      }
    }
    EXPECT_EQ(client_->retries(), 0u);
  }

  /// The next reply frame, which must come within timeout_ms and be good.
  Bytes next_reply(int timeout_ms = kReplyMs) {
    std::optional<RawFrame> f = client_->receive(timeout_ms);
    if (!f) {
      ADD_FAILURE() << "no reply within " << timeout_ms << " ms";
      return {};
    }
    EXPECT_TRUE(f->good()) << "corrupt reply [" << hex(f->bytes) << "]";
    return f->body();
  }

  /// The next reply must be an error reply with this code.
  void expect_error(int code) {
    Bytes reply = next_reply();
    EXPECT_EQ(error_code_of(reply), code) << "reply [" << hex(reply) << "], expected error " << error_name(code);
  }

  /// Waits until done() holds. The limit of one minute only stops a hung test: nothing is asserted
  /// on how long it took.
  template <typename Done>
  void wait_for(Done done, const char* what) {
    const auto start = std::chrono::steady_clock::now();
    while (!done()) {
      if (std::chrono::steady_clock::now() - start > std::chrono::minutes(1)) {
        FAIL() << "hung waiting for " << what;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }

  /// Sends bytes that the board puts on its line back to back, without a gap: it is held until it
  /// has read them all from the pseudo-terminal.
  void send_back_to_back(const Bytes& bytes) {
    board_->hold_at(0);
    const uint64_t read = board_->bytes_read() + bytes.size();
    client_->send_raw(bytes);
    wait_for([&] { return board_->bytes_read() == read; }, "the board reading the bytes");
    board_->release();
  }

  /// Nothing more arrives: the board runs until it is quiescent (everything it sent is then in the
  /// pseudo-terminal), and nothing is there.
  void expect_silence() {
    wait_for([&] { return board_->idle(); }, "the board to become quiescent");
    std::optional<RawFrame> f = client_->receive(100);
    EXPECT_FALSE(f) << "unexpected frame [" << hex(f->bytes) << "]";
  }

  /// How long a reply may take in real time before the test calls the board hung. Generous: only a
  /// hang reaches it, never a busy machine (the board needs milliseconds of simulated time).
  static constexpr int kReplyMs = 20000;

  std::atomic<bool> stop_{false};
  std::exception_ptr failure_;
  std::unique_ptr<PtyBoard> board_;
  std::thread thread_;
  std::unique_ptr<SerialPort> port_;
  std::unique_ptr<BoardClient> client_;
};

}  // namespace hc::host
