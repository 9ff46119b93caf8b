// A verilated top with the node's clock and register interface (clk_i, cfg_we_i, cfg_addr_i,
// cfg_wdata_i, cfg_rdata_o, cfg_ready_o): evaluation, clock cycles, register writes and reads, a
// configuration load, and its waveforms when they are requested (sim/waves.h). hc_node and hc_switch
// share that interface.
#pragma once

#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "sim/node/hw_types.h"
#include "sim/verilated_env.h"
#include "sim/waves.h"
#include "verilated.h"

namespace hc::rtl {

/// Whether a verilated model was built with FST tracing (it then has trace(VerilatedFstC*, int)).
template <class Model, class = void>
struct Traceable : std::false_type {};
template <class Model>
struct Traceable<Model, std::void_t<decltype(std::declval<Model&>().trace(
                            static_cast<VerilatedFstC*>(nullptr), 0))>> : std::true_type {};

template <class Top>
class VerilatedDevice {
 public:
  /// A device in `context` (shared by several devices, whose owner applies apply_env_args, traces them
  /// and writes their coverage), or in a context of its own, which writes waveforms when they are
  /// requested and the model was built with tracing. `name` is its scope in a waveform.
  explicit VerilatedDevice(VerilatedContext* context = nullptr, const char* name = "TOP") {
    if (!context) {
      own_context_ = std::make_unique<VerilatedContext>();
      context = own_context_.get();
      apply_env_args(*context);
      if constexpr (Traceable<Top>::value) {
        const std::string waves = claim_waves_path();
        if (!waves.empty()) waves_ = std::make_unique<Waves>(*context, waves);
      }
    }
    context->assertOn(true);
    top_ = std::make_unique<Top>(context, name);
    if constexpr (Traceable<Top>::value) {
      if (waves_) waves_->add(*top_);
    }
  }
  ~VerilatedDevice() {
    top_->final();
    waves_.reset();  // closed while the model still exists
    if (own_context_) write_coverage(*own_context_);
  }
  VerilatedDevice(const VerilatedDevice&) = delete;
  VerilatedDevice& operator=(const VerilatedDevice&) = delete;

  Top& io() { return *top_; }
  const Top& io() const { return *top_; }
  /// Settles combinational outputs after inputs change.
  void eval() {
    top_->eval();
    settled_ = true;
  }
  /// One clock cycle: inputs are set while the clock is low; the rising edge; the clock low again.
  void tick() {
    if (!settled_) top_->eval();  // the falling edge and any new inputs, unless eval() saw them
    if (waves_) waves_->dump(2 * cycles_);
    top_->clk_i = 1;
    top_->eval();
    if (waves_) waves_->dump(2 * cycles_ + 1);
    top_->clk_i = 0;
    settled_ = false;
    ++cycles_;
  }
  uint64_t cycles() const { return cycles_; }

  /// Writes a register (one clock).
  void write(int addr, uint16_t data) {
    top_->cfg_we_i = 1;
    top_->cfg_addr_i = static_cast<uint8_t>(addr);
    top_->cfg_wdata_i = data;
    tick();
    top_->cfg_we_i = 0;
    eval();
  }
  /// Reads a register (combinational).
  uint16_t read(int addr) {
    top_->cfg_addr_i = static_cast<uint8_t>(addr);
    eval();
    return top_->cfg_rdata_o;
  }
  /// Writes r, m, rho and the own address (4 clocks); the load phase then runs (load_phase()).
  void write_config(const HwConfig& c) {
    write(kRegDims, static_cast<uint16_t>(c.r & 7));
    write(kRegM, pack_digits(c.m));
    write(kRegRho, pack_digits(c.rho));
    write(kRegAddr, pack_digits(c.own));
  }
  /// Clocks until the configuration is ready; returns how many. Throws when it never is.
  int load_phase() {
    for (int clocks = 0; clocks < kTimeout; ++clocks) {
      eval();
      if (top_->cfg_ready_o) return clocks;
      tick();
    }
    throw std::runtime_error("the configuration never became ready");
  }
  /// write_config, then load_phase.
  int configure(const HwConfig& c) {
    write_config(c);
    return load_phase();
  }

  static constexpr int kTimeout = 1000;  ///< clocks before a handshake is declared hung

 private:
  std::unique_ptr<VerilatedContext> own_context_;
  std::unique_ptr<Waves> waves_;
  std::unique_ptr<Top> top_;
  uint64_t cycles_ = 0;
  bool settled_ = false;  // eval() has run since the clock went low and inputs last changed
};

}  // namespace hc::rtl
