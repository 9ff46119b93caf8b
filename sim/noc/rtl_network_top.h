// A verilated hc_network (rtl/hc_network.sv, one Verilator build per configuration) behind the model's
// interface (noc::NocDut): the synthesizable top as a whole, its wiring and its reset configuration
// included. Top is the verilated class; the hypercycle and parameters must be those it was built with.
#pragma once

#include <memory>
#include <type_traits>
#include <string>
#include <vector>

#include "cpp_model/noc/dut.h"
#include "sim/node/hw_types.h"
#include "sim/noc/noc_bits.h"
#include "sim/verilated_device.h"

namespace hc::rtl {

template <class Top>
class RtlNetworkTop : public noc::NocDut {
 public:
  /// The network of g with the parameters p it was built with, out of reset and configured.
  RtlNetworkTop(const Hypercycle& g, const noc::NocParams& p)
      : nodes_(g.nodes()), degree_(g.degree()), vcs_(p.vcs), params_(p) {
    Top& t = dev_.io();
    t.clk_i = 0;
    t.rst_ni = 0;
    t.cfg_we_i = 0;  // every input idle: they start random with +verilator+rand+reset+2
    for (Node x = 0; x < nodes_; ++x) {
      set_field(t.inj_valid_i, x, 1, 0);
      set_field(t.ej_ready_i, x, 1, 1);
    }
    dev_.tick();
    dev_.tick();
    t.rst_ni = 1;
    for (int clocks = 0; !ready(); ++clocks) {
      if (clocks == VerilatedDevice<Top>::kTimeout) throw Error("hc_network never became ready");
      dev_.tick();
    }
  }

  Node nodes() const override { return nodes_; }

  void clock(const std::vector<const noc::Flit*>& offers, const std::vector<uint8_t>& ej_ready,
             std::vector<uint8_t>& accepted, std::vector<noc::Ejection>& ejected) override {
    Top& t = dev_.io();
    accepted.assign(static_cast<size_t>(nodes_), 0);
    for (Node x = 0; x < nodes_; ++x) {
      const noc::Flit* f = offers[static_cast<size_t>(x)];
      set_field(t.inj_valid_i, x, 1, f != nullptr);
      set_field(t.ej_ready_i, x, 1, ej_ready[static_cast<size_t>(x)]);
      if (!f) continue;
      const FlitBits b = pack_flit(*f, params_);
      set_field(t.inj_ctl_i, x * kCtlBits, kCtlBits, b.ctl);
      set_field(t.inj_data_i, x * params_.data_w, params_.data_w, b.data);
    }
    dev_.eval();
    for (Node x = 0; x < nodes_; ++x) {
      accepted[static_cast<size_t>(x)] = offers[static_cast<size_t>(x)] && field(t.inj_ready_o, x, 1);
      if (!field(t.ej_valid_o, x, 1) || !ej_ready[static_cast<size_t>(x)]) continue;
      ejected.push_back({x, unpack_flit({field(t.ej_ctl_o, x * kCtlBits, kCtlBits),
                                         field(t.ej_data_o, x * params_.data_w, params_.data_w)},
                                        params_)});
    }
    moved_ = t.moved_o;
    dev_.tick();
    ever_stalled_ = ever_stalled_ || t.stalled_o;
  }

  bool moved() const override { return moved_; }

  std::vector<noc::Blocked> blocked() const override {
    std::vector<noc::Blocked> out;
    dev_.eval();
    const Top& t = dev_.io();
    for (Node x = 0; x < nodes_; ++x)
      for (int i = 0; i <= degree_; ++i)
        for (int v = 0; v < vcs_; ++v)
          if (field(t.occupied_o, (x * (degree_ + 1) + i) * vcs_ + v, 1)) out.push_back({x, i, v});
    return out;
  }

  noc::Refusals refusals(Node x) const override {
    return {read(x, kRegErrors), static_cast<uint8_t>(read(x, kRegCause) & noc::kCauseMask)};
  }

  void set_no_dateline(bool on) override { write_all(kRegCtrl, on); }

  /// Register addr of switch x.
  uint16_t read(Node x, int addr) const {
    Top& t = dev_.io();
    t.cfg_node_i = static_cast<std::remove_reference_t<decltype(t.cfg_node_i)>>(x);
    t.cfg_addr_i = static_cast<uint8_t>(addr);
    dev_.eval();
    return static_cast<uint16_t>(t.cfg_rdata_o);
  }
  /// Writes register addr of every switch (one clock).
  void write_all(int addr, uint16_t data) {
    Top& t = dev_.io();
    t.cfg_all_i = 1;
    t.cfg_addr_i = static_cast<uint8_t>(addr);
    t.cfg_wdata_i = data;
    t.cfg_we_i = 1;
    dev_.tick();
    t.cfg_we_i = 0;
    t.cfg_all_i = 0;
    dev_.eval();
  }
  /// Some switch's configuration is invalid or beyond it (error_o).
  bool error() const {
    dev_.eval();
    return dev_.io().error_o;
  }

  /// The watchdog of the top (stalled_o).
  bool stalled() const {
    dev_.eval();
    return dev_.io().stalled_o;
  }
  /// Whether stalled_o was high after any clock so far.
  bool ever_stalled() const { return ever_stalled_; }

 private:
  bool ready() {
    dev_.eval();
    return dev_.io().ready_o;
  }

  mutable VerilatedDevice<Top> dev_;
  Node nodes_;
  int degree_, vcs_;
  noc::NocParams params_;
  bool moved_ = false;
  bool ever_stalled_ = false;
};

}  // namespace hc::rtl
