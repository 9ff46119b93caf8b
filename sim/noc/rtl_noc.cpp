#include "sim/noc/rtl_noc.h"

#include <string>

#include "sim/verilated_env.h"

namespace hc::rtl {

RtlNetwork::RtlNetwork(const Hypercycle& g, const noc::NocParams& p)
    : topo_(g), context_(std::make_unique<VerilatedContext>()) {
  apply_env_args(*context_);
  const noc::NocParams built = RtlSwitch::params();
  if (p.dims != built.dims || p.vcs != built.vcs || p.buf_depth != built.buf_depth || p.max_len != built.max_len || p.data_w != built.data_w)
    throw Error("the verilated switch was built with " + built.str() + ", not " + p.str() +
                " (rebuild sim/ with other HC_SW_* values to simulate another)");
  if (g.degree() > RtlSwitch::kPorts)
    throw Error(g.notation() + " has degree " + std::to_string(g.degree()) + "; the verilated switch has " +
                std::to_string(RtlSwitch::kPorts) + " ports");
  const std::string waves = claim_waves_path();
  if (!waves.empty()) waves_ = std::make_unique<Waves>(*context_, waves);
  for (Node x = 0; x < g.nodes(); ++x) {
    switches_.push_back(std::make_unique<RtlSwitch>(context_.get(), ("sw" + std::to_string(x)).c_str()));
    switches_.back()->write_config(HwConfig::of(g, x));
    if (waves_) waves_->add(switches_.back()->io());
  }
  for (auto& s : switches_) s->load_phase();
}

RtlNetwork::~RtlNetwork() { write_coverage(*context_); }  // while the switches are alive

void RtlNetwork::clock(const std::vector<const noc::Flit*>& offers, const std::vector<uint8_t>& ej_ready,
                       std::vector<uint8_t>& accepted, std::vector<noc::Ejection>& ejected) {
  const int deg = topo_.degree();
  accepted.assign(static_cast<size_t>(nodes()), 0);
  moved_ = false;
  // Every link and credit is a register output: each switch's inputs are its neighbours' outputs of the
  // last clock edge, whatever order the switches are evaluated in.
  for (Node x = 0; x < nodes(); ++x) {
    RtlSwitch& s = at(x);
    for (int p = 0; p < deg; ++p) {
      RtlSwitch& n = at(topo_.neighbour(x, p));
      s.set_in_link(p, n.out_link(topo_.reverse(p)));
      s.set_out_credit(p, n.in_credit(topo_.reverse(p)));
    }
    const size_t xs = static_cast<size_t>(x);
    s.offer(offers[xs]);
    s.set_ej_ready(ej_ready[xs] != 0);
    s.eval();
    accepted[xs] = offers[xs] && s.inj_ready();
    if (ej_ready[xs])
      if (auto f = s.ejection()) ejected.push_back({x, *f});
    moved_ = moved_ || s.moved();
  }
  if (waves_) waves_->dump(2 * clocks_);
  for (auto& s : switches_) s->tick();
  if (waves_) {
    for (auto& s : switches_) s->eval();  // the values after the edge, as a single device's trace shows them
    waves_->dump(2 * clocks_ + 1);
  }
  ++clocks_;
}

std::vector<noc::Blocked> RtlNetwork::blocked() const {
  std::vector<noc::Blocked> out;
  for (Node x = 0; x < nodes(); ++x) {
    RtlSwitch& s = *switches_[static_cast<size_t>(x)];
    s.eval();
    for (int i = 0; i <= topo_.degree(); ++i)
      for (int v = 0; v < RtlSwitch::kVcs; ++v)
        if (s.occupied(i == topo_.degree() ? RtlSwitch::kPorts : i, v)) out.push_back({x, i, v});
  }
  return out;
}

noc::Refusals RtlNetwork::refusals(Node x) const {
  RtlSwitch& s = *switches_[static_cast<size_t>(x)];
  return {s.read(kRegErrors), static_cast<uint8_t>(s.read(kRegCause) & noc::kCauseMask)};
}

void RtlNetwork::set_no_dateline(bool on) {
  for (auto& s : switches_) {
    Vhc_switch& t = s->io();
    t.cfg_we_i = 1;
    t.cfg_addr_i = kRegCtrl;
    t.cfg_wdata_i = on;
  }
  for (auto& s : switches_) s->tick();
  for (auto& s : switches_) {
    s->io().cfg_we_i = 0;
    s->eval();
  }
}

}  // namespace hc::rtl
