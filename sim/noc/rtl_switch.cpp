#include "sim/noc/rtl_switch.h"

#include "sim/noc/noc_bits.h"

namespace hc::rtl {

namespace {

constexpr int kVcBits = vc_bits(RtlSwitch::kVcs);

}  // namespace

noc::NocParams RtlSwitch::params() {
  noc::NocParams p;
  p.dims = kDims;
  p.vcs = kVcs;
  p.buf_depth = kBufDepth;
  p.max_len = kMaxLen;
  p.data_w = kDataW;
  return p;
}

RtlSwitch::RtlSwitch(VerilatedContext* context, const char* name) : dev_(context, name) { reset(); }

void RtlSwitch::reset() {
  Vhc_switch& t = io();
  t.clk_i = 0;
  t.rst_ni = 0;
  t.cfg_we_i = 0;
  t.inj_valid_i = 0;
  t.ej_ready_i = 1;
  t.in_valid_i = 0;  // no flit and no credit from the neighbours (inputs start random with rand-reset)
  t.out_crd_valid_i = 0;
  tick();
  tick();
  t.rst_ni = 1;
  eval();
}

LinkFlit RtlSwitch::out_link(int p) const {
  const Vhc_switch& t = dev_.io();
  LinkFlit l;
  l.valid = field(t.out_valid_o, p, 1) != 0;
  if (!l.valid) return l;
  l.vc = static_cast<int>(field(t.out_vc_o, p * kVcBits, kVcBits));
  l.flit = unpack_flit({field(t.out_ctl_o, p * kCtlBits, kCtlBits), field(t.out_data_o, p * kDataW, kDataW)}, params());
  return l;
}

LinkCredit RtlSwitch::in_credit(int p) const {
  const Vhc_switch& t = dev_.io();
  return {field(t.in_crd_valid_o, p, 1) != 0, static_cast<int>(field(t.in_crd_vc_o, p * kVcBits, kVcBits))};
}

void RtlSwitch::set_in_link(int p, const LinkFlit& l) {
  Vhc_switch& t = io();
  set_field(t.in_valid_i, p, 1, l.valid);
  set_field(t.in_vc_i, p * kVcBits, kVcBits, static_cast<uint64_t>(l.vc));
  const FlitBits b = pack_flit(l.flit, params());
  set_field(t.in_ctl_i, p * kCtlBits, kCtlBits, b.ctl);
  set_field(t.in_data_i, p * kDataW, kDataW, b.data);
}

void RtlSwitch::set_out_credit(int p, const LinkCredit& c) {
  Vhc_switch& t = io();
  set_field(t.out_crd_valid_i, p, 1, c.valid);
  set_field(t.out_crd_vc_i, p * kVcBits, kVcBits, static_cast<uint64_t>(c.vc));
}

void RtlSwitch::offer(const noc::Flit* f) {
  Vhc_switch& t = io();
  t.inj_valid_i = f != nullptr;
  if (!f) return;
  const FlitBits b = pack_flit(*f, params());
  set_field(t.inj_ctl_i, 0, kCtlBits, b.ctl);
  set_field(t.inj_data_i, 0, kDataW, b.data);
}

std::optional<noc::Flit> RtlSwitch::ejection() const {
  const Vhc_switch& t = dev_.io();
  if (!t.ej_valid_o) return std::nullopt;
  return unpack_flit({field(t.ej_ctl_o, 0, kCtlBits), field(t.ej_data_o, 0, kDataW)}, params());
}

bool RtlSwitch::occupied(int i, int v) const { return field(dev_.io().occupied_o, i * kVcs + v, 1) != 0; }

}  // namespace hc::rtl
