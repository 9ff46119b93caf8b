#include "tb/sc/scoreboard.h"

#include <sstream>

namespace hc::sctb {

std::string describe_config(const rtl::HwConfig& c) {
  std::ostringstream s;
  s << c.str() << " (RegDims=" << rtl::hex16(static_cast<uint16_t>(c.r & 7)) << " RegM=" << rtl::hex16(pack_digits(c.m))
    << " RegRho=" << rtl::hex16(pack_digits(c.rho)) << " RegAddr=" << rtl::hex16(pack_digits(c.own)) << "), ";
  rtl::HwView v(c);
  if (v.graph)
    s << "valid " << v.graph->notation();
  else
    s << "invalid: RegError=" << rtl::hex16(v.error_bits);
  return s.str();
}

Scoreboard::Scoreboard(sc_core::sc_module_name name) : sc_core::sc_module(name) {}

void Scoreboard::write(const Observation& o) {
  std::visit([&](const auto& what) { on(o, what); }, o.what);
}

const rtl::HwView& Scoreboard::view() {
  if (!view_) view_.emplace(regs_);
  return *view_;
}

void Scoreboard::mismatch(const char* kind, uint64_t vector, uint64_t cycle, uint64_t config,
                          const rtl::HwConfig& regs, const std::string& request, const std::string& expected,
                          const std::string& actual) {
  if (stats_.mismatches++ == 0) stats_.first = Mismatch{kind, vector, cycle, config, regs, request, expected, actual};
}

void Scoreboard::on(const Observation& o, const RegWrite& w) {
  if (!writing_) ++stats_.configs;
  writing_ = true;
  if (outstanding() != 0)
    mismatch("protocol", stats_.vectors(), o.cycle, stats_.configs, regs_,
             "register write " + rtl::hex16(static_cast<uint16_t>(w.addr)),
             "no requests in flight", std::to_string(outstanding()) + " in flight (their answers are undefined)");
  switch (w.addr) {
    case rtl::kRegDims: regs_.r = w.data & 7; break;
    case rtl::kRegM: regs_.m = unpack_digits<int>(w.data); break;
    case rtl::kRegRho: regs_.rho = unpack_digits<int>(w.data); break;
    case rtl::kRegAddr: regs_.own = unpack_digits<int>(w.data); break;
    default: return;  // read-only: ignored by the node
  }
  view_.reset();
}

std::optional<uint16_t> Scoreboard::expected_read(int addr, bool ready) {
  // The configuration registers and RegId read back from the write on; the derived registers are
  // defined once the load phase is over, most only for valid configurations.
  const bool derived = addr >= rtl::kRegStatus && addr != rtl::kRegId;
  if (derived && !ready) return std::nullopt;
  return rtl::expected_register(view(), addr);
}

void Scoreboard::on(const Observation& o, const RegRead& r) {
  writing_ = false;
  const std::optional<uint16_t> want = expected_read(r.addr, r.ready);
  if (!want) return;
  ++stats_.register_reads;
  if (r.data != *want)
    mismatch("register read", stats_.register_reads, o.cycle, stats_.configs, regs_,
             "read register " + rtl::hex16(static_cast<uint16_t>(r.addr)) + (r.ready ? "" : " (busy)"),
             rtl::hex16(*want), rtl::hex16(r.data));
}

void Scoreboard::on(const Observation& o, const rtl::RouteRequest& r) {
  writing_ = false;
  route_.push_back({r, rtl::expected_route(view(), r), regs_, stats_.configs, o.cycle});
}

void Scoreboard::on(const Observation& o, const rtl::BcastRequest& r) {
  writing_ = false;
  bcast_.push_back({r, rtl::expected_bcast(view(), r), regs_, stats_.configs, o.cycle});
}

void Scoreboard::latency(uint64_t accepted, uint64_t taken) {
  const uint64_t clocks = taken - accepted;
  if (!timed_ || clocks < stats_.min_latency) stats_.min_latency = clocks;
  timed_ = true;
  if (clocks > stats_.max_latency) stats_.max_latency = clocks;
}

void Scoreboard::on(const Observation& o, const rtl::RouteResponse& r) {
  ++stats_.route_vectors;
  if (route_.empty()) {
    mismatch("protocol", stats_.vectors(), o.cycle, stats_.configs, regs_, "none", "no route response",
             "route " + r.str());
    return;
  }
  const auto& p = route_.front();
  latency(p.cycle, o.cycle);
  if (!(r == p.expected))
    mismatch("route", stats_.vectors(), o.cycle, p.config, p.regs, "route " + p.request.str(), p.expected.str(),
             r.str());
  route_.pop_front();
}

void Scoreboard::on(const Observation& o, const rtl::BcastResponse& r) {
  ++stats_.bcast_vectors;
  if (bcast_.empty()) {
    mismatch("protocol", stats_.vectors(), o.cycle, stats_.configs, regs_, "none", "no broadcast response",
             "bcast " + r.str());
    return;
  }
  const auto& p = bcast_.front();
  latency(p.cycle, o.cycle);
  if (!(r == p.expected))
    mismatch("bcast", stats_.vectors(), o.cycle, p.config, p.regs, "bcast " + p.request.str(), p.expected.str(),
             r.str());
  bcast_.pop_front();
}

}  // namespace hc::sctb
