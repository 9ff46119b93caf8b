#include "sim/node/hw_types.h"

#include <cstdio>
#include <sstream>

#include "cpp_model/address.h"

namespace hc::rtl {

HwConfig HwConfig::of(const Hypercycle& g, Node own) {
  HwConfig c;
  c.r = g.r();
  for (int i = 0; i < g.r(); ++i) {
    c.m[i] = g.dim(i).m;
    c.rho[i] = g.dim(i).rho;
  }
  const Digits d = digits_of(g, own);
  for (int i = 0; i < kMaxDims; ++i) c.own[i] = d[i];
  return c;
}

std::string HwConfig::str() const {
  std::ostringstream s;
  s << "r=" << r << " m=" << m[0] << "," << m[1] << "," << m[2] << "," << m[3] << " rho=" << rho[0] << ","
    << rho[1] << "," << rho[2] << "," << rho[3] << " own=" << own[0] << "," << own[1] << "," << own[2] << ","
    << own[3];
  return s.str();
}

std::string error_bits_text(uint16_t bits) {
  std::string out;
  auto add = [&out](const std::string& s) { out += (out.empty() ? "" : "; ") + s; };
  if (bits & 1) add("r must be 1..4");
  for (int i = 0; i < kMaxDims; ++i) {
    const std::string d = std::to_string(i + 1);
    if ((bits >> (1 + i)) & 1) add("m[" + d + "] must be 2..15");
    if ((bits >> (5 + i)) & 1) add("rho[" + d + "] must be 1..floor(m[" + d + "]/2)");
    if ((bits >> (10 + i)) & 1) add("own digit x_" + d + " must be below m[" + d + "] (0 above r)");
  }
  if ((bits >> 9) & 1) add("total degree must be at most 16");
  return out;
}

std::string hex16(uint16_t v) {
  char text[8];
  std::snprintf(text, sizeof text, "0x%04x", v);
  return text;
}

std::string RouteRequest::str() const { return "dst=" + hex16(dst) + " avail=" + hex16(avail); }

std::string RouteResponse::str() const {
  static const char* names[] = {"arrived", "port", "wait", "error"};
  return std::string(names[status & 3]) + (status == kPort || status == kWait ? " " + std::to_string(port) : "");
}

std::string BcastRequest::str() const {
  if (origin) return "origin";
  return "wd=" + std::to_string(wd) + " wc=" + std::to_string(wc) + " in_port=" + std::to_string(in_port);
}

BcastResponse BcastResponse::from_ports(bool error, uint16_t send, uint64_t wd, uint64_t wc) {
  uint64_t wd_sent = 0, wc_sent = 0;
  for (int p = 0; p < kMaxPorts; ++p)
    if ((send >> p) & 1) {
      wd_sent |= ((uint64_t{1} << kDimW) - 1) << (kDimW * p);
      wc_sent |= ((uint64_t{1} << kWcSendW) - 1) << (kWcSendW * p);
    }
  return {error, send, wd & wd_sent, wc & wc_sent};
}

std::string BcastResponse::str() const {
  if (error) return "error";
  std::ostringstream s;
  s << "send";
  for (int p = 0; p < kMaxPorts; ++p)
    if ((send >> p) & 1)
      s << " " << p << ":(" << ((wd >> (kDimW * p)) & ((1 << kDimW) - 1)) << ","
        << ((wc >> (kWcSendW * p)) & ((1 << kWcSendW) - 1)) << ")";
  if (send == 0) s << " nothing";
  return s.str();
}

}  // namespace hc::rtl
