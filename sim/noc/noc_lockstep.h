// Two network simulations driven clock by clock with the same offers and compared: the verilated
// switches against the cycle-exact model. Each clock, every node must take the same offers and eject the
// same flits (head headers and payloads); the first difference is kept, with its clock.
#pragma once

#include <string>

#include "cpp_model/noc/dut.h"

namespace hc::rtl {

class LockstepDut : public noc::NocDut {
 public:
  /// `dut` is what the run reports (its answers are used); `reference` is compared with it.
  LockstepDut(noc::NocDut& dut, noc::NocDut& reference) : dut_(dut), ref_(reference) {}

  Node nodes() const override { return dut_.nodes(); }
  void clock(const std::vector<const noc::Flit*>& offers, const std::vector<uint8_t>& ej_ready,
             std::vector<uint8_t>& accepted, std::vector<noc::Ejection>& ejected) override;
  bool moved() const override { return dut_.moved(); }
  std::vector<noc::Blocked> blocked() const override;
  noc::Refusals refusals(Node x) const override { return dut_.refusals(x); }
  void set_no_dateline(bool on) override {
    dut_.set_no_dateline(on);
    ref_.set_no_dateline(on);
  }

  /// The first difference ("" when none), and the clocks compared.
  const std::string& mismatch() const { return mismatch_; }
  int64_t clocks() const { return clock_; }

 private:
  void differ(const std::string& what) const;

  noc::NocDut& dut_;
  noc::NocDut& ref_;
  mutable std::string mismatch_;
  int64_t clock_ = 0;
  std::vector<uint8_t> ref_accepted_;
  std::vector<noc::Ejection> ref_ejected_;
};

}  // namespace hc::rtl
