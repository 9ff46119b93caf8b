// Cycle-level driver of one verilated switch (rtl/hc_switch.sv, built with the parameters below): its
// links and credits, its local port and its registers, as the model's values.
#pragma once

#include <cstdint>
#include <optional>

#include "Vhc_switch.h"
#include "cpp_model/noc/flit.h"
#include "sim/verilated_device.h"

namespace hc::rtl {

/// A flit on a link.
struct LinkFlit {
  bool valid = false;
  int vc = 0;
  noc::Flit flit;
};

/// A credit on its way back.
struct LinkCredit {
  bool valid = false;
  int vc = 0;
};

class RtlSwitch {
 public:
  /// The parameters the switch was verilated with (sim/CMakeLists.txt).
  static constexpr int kDims = HC_SW_DIMS;
  static constexpr int kPorts = HC_SW_PORTS;
  static constexpr int kVcs = HC_SW_VCS;
  static constexpr int kBufDepth = HC_SW_BUF_DEPTH;
  static constexpr int kMaxLen = HC_SW_MAX_LEN;
  static constexpr int kDataW = HC_SW_DATA_W;
  static noc::NocParams params();

  /// A switch in `context` (shared by the switches of a network), reset; `name` is its scope in a waveform.
  explicit RtlSwitch(VerilatedContext* context = nullptr, const char* name = "TOP");

  Vhc_switch& io() { return dev_.io(); }
  void eval() { dev_.eval(); }
  void tick() { dev_.tick(); }
  /// Synchronous reset for two clocks, every input idle.
  void reset();
  void write(int addr, uint16_t data) { dev_.write(addr, data); }
  uint16_t read(int addr) { return dev_.read(addr); }
  void write_config(const HwConfig& c) { dev_.write_config(c); }
  int load_phase() { return dev_.load_phase(); }
  int configure(const HwConfig& c) { return dev_.configure(c); }

  /// Output port p's link register (from the last clock edge).
  LinkFlit out_link(int p) const;
  /// The credit input port p sends back (from the last clock edge).
  LinkCredit in_credit(int p) const;
  /// Drives input port p's link.
  void set_in_link(int p, const LinkFlit& l);
  /// Drives the credit coming back to output port p.
  void set_out_credit(int p, const LinkCredit& c);

  /// Offers a flit for injection (nullptr: none).
  void offer(const noc::Flit* f);
  /// The offered flit is taken in this clock (after eval()).
  bool inj_ready() const { return dev_.io().inj_ready_o; }
  /// Whether the sink takes a flit.
  void set_ej_ready(bool ready) { dev_.io().ej_ready_i = ready; }
  /// The flit at the ejection port, if any (after eval()).
  std::optional<noc::Flit> ejection() const;
  /// A flit was forwarded in this clock (after eval()).
  bool moved() const { return dev_.io().moved_o; }
  /// Whether input i (kPorts: the local one), channel v has a visible flit (after eval()).
  bool occupied(int i, int v) const;

 private:
  VerilatedDevice<Vhc_switch> dev_;
};

}  // namespace hc::rtl
