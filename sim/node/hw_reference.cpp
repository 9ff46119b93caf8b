#include "sim/node/hw_reference.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "cpp_model/deadlock.h"
#include "cpp_model/routing.h"

namespace hc::rtl {

namespace {

// RegStatus of an invalid configuration once derived: ready, config_error.
constexpr uint16_t kStatusReadyError = reg::status::ready.put(1) | reg::status::config_error.put(1);

// Index of the dimension named in a violation's field, "m[3]" -> 2.
int field_dim(const std::string& field) { return field[field.find('[') + 1] - '1'; }

}  // namespace

uint16_t expected_error_bits(const HwConfig& c) {
  const int active = c.r < kMaxDims ? c.r : kMaxDims;
  std::vector<int> m(c.m.begin(), c.m.begin() + active), rho(c.rho.begin(), c.rho.begin() + active);
  uint16_t bits = reg::error::dims.put(c.r < 1 || c.r > kMaxDims);
  for (const Violation& v : check_config(m, rho)) {
    if (v.field == "degree") bits |= reg::error::degree.put(1);
    else if (v.field.rfind("m[", 0) == 0) bits |= reg::error::m.put(1u << field_dim(v.field));
    else if (v.field.rfind("rho[", 0) == 0) bits |= reg::error::rho.put(1u << field_dim(v.field));
  }
  for (int i = 0; i < kMaxDims; ++i) {
    bool bad = i < active ? c.own[i] >= c.m[i] : c.own[i] != 0;
    if (bad) bits |= reg::error::own.put(1u << i);
  }
  return bits;
}

HwView::HwView(const HwConfig& c) : regs(c), error_bits(expected_error_bits(c)) {
  if (error_bits) return;
  graph.emplace(std::vector<int>(c.m.begin(), c.m.begin() + c.r), std::vector<int>(c.rho.begin(), c.rho.begin() + c.r));
  for (int i = 0; i < kMaxDims; ++i) own[i] = static_cast<uint8_t>(c.own[i]);
}

uint16_t expected_status(const HwView& v, int addr) {
  if (addr == kRegId) return reg::id::kReset;
  if (addr == kRegError) return v.error_bits;
  if (!v.graph) {
    if (addr == kRegStatus) return kStatusReadyError;
    throw std::logic_error("status registers other than RegStatus, RegError and RegId are defined for valid "
                           "configurations");
  }
  const Hypercycle& g = *v.graph;
  std::array<int, kMaxDims> diameter{}, a{}, k{}, degree{}, base{};
  bool deadlock_free = true;
  for (int i = 0; i < g.r(); ++i) {
    const Dimension& d = g.dim(i);
    diameter[i] = d.diameter;
    a[i] = d.a;
    k[i] = d.k;
    degree[i] = d.degree;
    base[i] = d.port_base;
    deadlock_free = deadlock_free && paper_condition(d);
  }
  switch (addr) {
    case kRegStatus: return reg::status::ready.put(1) | reg::status::deadlock_free.put(deadlock_free);
    case kRegTotals: return reg::totals::degree.put(g.degree()) | reg::totals::diameter.put(g.diameter());
    case kRegDiameter: return pack_digits(diameter);
    case kRegA: return pack_digits(a);
    case kRegK: return pack_digits(k);
    case kRegDegree: return pack_digits(degree);
    case kRegPortBase: return pack_digits(base);
    default: throw std::logic_error("not a status register: " + std::to_string(addr));
  }
}

std::optional<uint16_t> expected_register(const HwView& v, int addr) {
  switch (addr) {
    case kRegDims: return static_cast<uint16_t>(v.regs.r & 7);
    case kRegM: return pack_digits(v.regs.m);
    case kRegRho: return pack_digits(v.regs.rho);
    case kRegAddr: return pack_digits(v.regs.own);
    case kRegStatus:
    case kRegError:
    case kRegId: return expected_status(v, addr);
    default: break;
  }
  if (!v.graph || addr < kRegStatus || addr > kRegId) return std::nullopt;
  return expected_status(v, addr);
}

RouteResponse expected_route(const HwView& v, const RouteRequest& r) {
  if (!v.graph) return {kError, 0};
  const Hypercycle& g = *v.graph;
  if (!packed_digits_valid(g, r.dst)) return {kError, 0};
  Decision d = next_port(g, v.own, unpack_digits(r.dst), r.avail);
  switch (d.outcome) {
    case Outcome::Arrived: return {kArrived, 0};
    case Outcome::Port: return {kPort, d.port};
    case Outcome::Wait: return {kWait, d.port};
  }
  return {kError, 0};
}

BcastResponse expected_bcast(const HwView& v, const BcastRequest& r) {
  if (!v.graph) return {true, 0, 0, 0};
  SendList sends;
  if (r.origin) {
    sends = origin_sends(*v.graph);
  } else if (message_fault(*v.graph, {r.wd, r.wc}, r.in_port) == MessageFault::None) {
    sends = forward_sends(*v.graph, {r.wd, r.wc}, r.in_port);
  } else {
    return {true, 0, 0, 0};
  }
  return encode_sends(sends);
}

BcastResponse encode_sends(const SendList& sends) {
  BcastResponse out;
  for (const Send& s : sends) {
    out.send = static_cast<uint16_t>(out.send | (1u << s.port));
    out.wd |= static_cast<uint64_t>(s.wd) << (3 * s.port);
    out.wc |= static_cast<uint64_t>(s.wc) << (3 * s.port);
  }
  return out;
}

SendList decode_sends(const BcastResponse& r) {
  if (r.error) throw std::logic_error("an error response sends nothing");
  SendList out;
  for (int p = 0; p < kMaxPorts; ++p)
    if ((r.send >> p) & 1)
      out.push(p, static_cast<int>((r.wd >> (3 * p)) & 7), static_cast<int>((r.wc >> (3 * p)) & 7));
  return out;
}

}  // namespace hc::rtl
