// The pins of a verilated board top: clk_i, uart_rx_i, uart_tx_o and the three LEDs, which hc_board_top
// and hc_noc_board_top share. PtyBoard drives them; each top's simulation library makes its own.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "sim/verilated_env.h"
#include "verilated.h"

namespace hc::host {

class BoardPins {
 public:
  virtual ~BoardPins() = default;
  /// The top's module name, for messages.
  virtual const std::string& name() const = 0;
  /// uart_rx_i for the next clock.
  virtual void set_rx(bool level) = 0;
  /// uart_tx_o after the last clock.
  virtual bool tx() const = 0;
  /// One clock: the rising edge, then the falling edge.
  virtual void clock() = 0;
  /// The LEDs after the last clock: bit 0 ok, bit 1 err, bit 2 act (lit, whatever the polarity).
  virtual uint8_t leds() const = 0;
};

/// The pins of a verilated top Top, built with assertions on and the plusargs of HC_VERILATOR_ARGS
/// (sim/verilated_env.h); a coverage build writes its coverage when the pins go.
template <class Top>
class VerilatedPins : public BoardPins {
 public:
  explicit VerilatedPins(std::string name) : name_(std::move(name)), context_(std::make_unique<VerilatedContext>()) {
    hc::rtl::apply_env_args(*context_);
    context_->assertOn(true);
    top_ = std::make_unique<Top>(context_.get());
    top_->clk_i = 0;
    top_->uart_rx_i = 1;
    top_->eval();
  }
  ~VerilatedPins() override {
    top_->final();
    hc::rtl::write_coverage(*context_);
  }
  const std::string& name() const override { return name_; }
  void set_rx(bool level) override { top_->uart_rx_i = level; }
  bool tx() const override { return top_->uart_tx_o != 0; }
  void clock() override {
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
  }
  uint8_t leds() const override {
    return static_cast<uint8_t>((top_->led_ok_o ? 1 : 0) | (top_->led_err_o ? 2 : 0) | (top_->led_act_o ? 4 : 0));
  }

 private:
  std::string name_;
  std::unique_ptr<VerilatedContext> context_;
  std::unique_ptr<Top> top_;
};

/// The verilated hc_board_top (library hc_board_sim).
std::unique_ptr<BoardPins> node_board_pins();
/// The verilated hc_noc_board_top (library hc_noc_board_sim).
std::unique_ptr<BoardPins> noc_board_pins();

}  // namespace hc::host
