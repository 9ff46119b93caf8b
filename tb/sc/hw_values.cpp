// The value types of sim/rtl_node.h (HwConfig, pack4 and the requests' and responses' str()) for
// this bench. sim/rtl_node.cpp defines them next to RtlNode, which drives the C++ (non-SystemC)
// verilated model: linking it (or hc_rtl) would put that second model, and a Verilator runtime
// built with VM_SC=0, into this binary beside the SystemC one, two definitions of the runtime's
// inline functions that differ. Keep these in step with sim/rtl_node.cpp, or move them there into
// a file of their own that both can link.
#include <sstream>

#include "sim/rtl_node.h"

namespace hc::rtl {

HwConfig HwConfig::of(const Hypercycle& g, Node own) {
  HwConfig c;
  c.r = g.r();
  for (int i = 0; i < g.r(); ++i) {
    c.m[i] = g.dim(i).m;
    c.rho[i] = g.dim(i).rho;
  }
  Node x = own;
  for (int i = 0; i < g.r(); ++i) {
    c.own[i] = x % g.dim(i).m;
    x /= g.dim(i).m;
  }
  return c;
}

std::string HwConfig::str() const {
  std::ostringstream s;
  s << "r=" << r << " m=" << m[0] << "," << m[1] << "," << m[2] << "," << m[3] << " rho=" << rho[0] << ","
    << rho[1] << "," << rho[2] << "," << rho[3] << " own=" << own[0] << "," << own[1] << "," << own[2] << ","
    << own[3];
  return s.str();
}

uint16_t pack4(const std::array<int, kMaxDims>& fields) {
  uint16_t v = 0;
  for (int i = 0; i < kMaxDims; ++i) v = static_cast<uint16_t>(v | ((fields[i] & 0xF) << (4 * i)));
  return v;
}

std::string RouteResponse::str() const {
  static const char* names[] = {"arrived", "port", "wait", "error"};
  return std::string(names[status & 3]) + (status == kPort || status == kWait ? " " + std::to_string(port) : "");
}

std::string BcastRequest::str() const {
  if (origin) return "origin";
  return "wd=" + std::to_string(wd) + " wc=" + std::to_string(wc) + " in_port=" + std::to_string(in_port);
}

std::string BcastResponse::str() const {
  if (error) return "error";
  std::ostringstream s;
  s << "send";
  for (int p = 0; p < kMaxPorts; ++p)
    if ((send >> p) & 1) s << " " << p << ":(" << ((wd >> (3 * p)) & 7) << "," << ((wc >> (3 * p)) & 7) << ")";
  if (send == 0) s << " nothing";
  return s.str();
}

}  // namespace hc::rtl
