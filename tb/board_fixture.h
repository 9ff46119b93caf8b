// A simulated board for the tests: the verilated hc_board_top behind a pseudo-terminal, run in a
// thread, and the real host driver on the terminal's other side.
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
  void SetUp() override {
    board_ = std::make_unique<PtyBoard>();
    thread_ = std::thread([this] {
      try {
        board_->run(stop_);
      } catch (...) {
        failure_ = std::current_exception();
      }
    });
    port_ = std::make_unique<SerialPort>(board_->device(), kDefaultBaud);
    ClientOptions options;
    options.attempts = 1;  // a test sees every problem; nothing is retried
    options.timeout_ms = 2000;
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
  Bytes next_reply(int timeout_ms = 2000) {
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

  /// Nothing more arrives within quiet_ms.
  void expect_silence(int quiet_ms = 30) {
    std::optional<RawFrame> f = client_->receive(quiet_ms);
    EXPECT_FALSE(f) << "unexpected frame [" << hex(f->bytes) << "]";
  }

  std::atomic<bool> stop_{false};
  std::exception_ptr failure_;
  std::unique_ptr<PtyBoard> board_;
  std::thread thread_;
  std::unique_ptr<SerialPort> port_;
  std::unique_ptr<BoardClient> client_;
};

}  // namespace hc::host
