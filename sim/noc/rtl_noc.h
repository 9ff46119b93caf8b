// A network of verilated switches (rtl/hc_switch.sv) behind the same interface as the cycle-exact
// model (noc::NocDut): one switch per node, configured through its registers, its links and credits
// wired by the model's port map. Runs any hypercycle of degree up to RtlSwitch::kPorts without
// rebuilding; `hypercycle-rtl noc` and the comparisons of tb/ drive it.
#pragma once

#include <memory>
#include <vector>

#include "cpp_model/noc/dut.h"
#include "cpp_model/noc/switch_rules.h"
#include "sim/noc/rtl_switch.h"
#include "sim/waves.h"

namespace hc::rtl {

class RtlNetwork : public noc::NocDut {
 public:
  /// Throws Error when p is not what the switch was verilated with, or the degree is above its ports.
  /// When waveforms are requested (sim/waves.h), every switch (scope sw<x>) is traced from the first clock.
  RtlNetwork(const Hypercycle& g, const noc::NocParams& p);
  ~RtlNetwork() override;

  Node nodes() const override { return topo_.nodes(); }
  void clock(const std::vector<const noc::Flit*>& offers, const std::vector<uint8_t>& ej_ready,
             std::vector<uint8_t>& accepted, std::vector<noc::Ejection>& ejected) override;
  bool moved() const override { return moved_; }
  std::vector<noc::Blocked> blocked() const override;
  noc::Refusals refusals(Node x) const override;
  void set_no_dateline(bool on) override;

  RtlSwitch& at(Node x) { return *switches_[static_cast<size_t>(x)]; }

 private:
  noc::NocTopology topo_;
  std::unique_ptr<VerilatedContext> context_;
  std::unique_ptr<Waves> waves_;
  std::vector<std::unique_ptr<RtlSwitch>> switches_;
  uint64_t clocks_ = 0;
  bool moved_ = false;
};

}  // namespace hc::rtl
