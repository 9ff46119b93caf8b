// The hardware interface of hc_node as values: register addresses (the generated regs/hc_regs.h),
// the configuration registers, router and broadcast requests and responses. No simulator is needed to use them.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "cpp_model/address.h"
#include "cpp_model/config.h"
#include "regs/hc_regs.h"  // Reg, RegField, reg::: generated from rtl/regs/hc_node.rdl

namespace hc::rtl {

/// Clocks from the last configuration write (or from reset) until the unit is ready again:
/// hc_pkg::DeriveSteps (tb/test_rtl_config.cpp checks it against the verilated package).
constexpr int kDeriveSteps = 55;

/// Bits of hc_node's fields besides a digit (the model's kDigitBits): a port number, a dimension number
/// (wd), a received wc, a wc sent on a port: hc_pkg::PortW, DimW, WcW and WcSendW (tb/test_rtl_config.cpp
/// checks them, and hc_pkg::DigitW, against the verilated package). Per-dimension and per-port vectors
/// hold their fields from bit 0 up; per-dimension ones are packed with hc::pack_digits.
constexpr int kPortW = 4, kDimW = 3, kWcW = 4, kWcSendW = 3;

/// The broken rules RegError names, in words ("" for 0).
std::string error_bits_text(uint16_t bits);

/// A register value or request field as text: "0x" and four hex digits.
std::string hex16(uint16_t v);

/// Router response status, hc_route_pkg::route_status_e.
enum RouteStatus : uint8_t { kArrived = 0, kPort = 1, kWait = 2, kError = 3 };

/// The configuration registers as written: r, and per dimension m, rho and the own digit. Any
/// values, valid or not (each field is 4 bits wide in the hardware, r 3 bits).
struct HwConfig {
  int r = 0;
  std::array<int, kMaxDims> m{}, rho{}, own{};
  /// g's registers at node own (0 .. N-1, else RangeError).
  static HwConfig of(const Hypercycle& g, Node own);
  std::string str() const;
};

struct RouteRequest {
  uint16_t dst = 0;    ///< destination digits, 4 bits each
  uint16_t avail = 0;  ///< available ports
  std::string str() const;  ///< "dst=0x.... avail=0x...."
};

struct RouteResponse {
  int status = kArrived;
  int port = 0;
  bool operator==(const RouteResponse& o) const { return status == o.status && port == o.port; }
  std::string str() const;
};

struct BcastRequest {
  bool origin = false;
  int wd = 0;       ///< kDimW bits: 0..7
  int wc = 0;       ///< kWcW bits: 0..15
  int in_port = 0;  ///< kPortW bits: 0..15
  std::string str() const;
};

struct BcastResponse {
  bool error = false;
  uint16_t send = 0;  ///< bit p: send on port p
  uint64_t wd = 0;    ///< kDimW bits per port
  uint64_t wc = 0;    ///< kWcSendW bits per port
  bool operator==(const BcastResponse& o) const {
    return error == o.error && send == o.send && wd == o.wd && wc == o.wc;
  }
  std::string str() const;
  /// The response as the hardware's ports show it, with wd and wc cleared on the ports not sent
  /// (they are meaningful only where the send bit is set).
  static BcastResponse from_ports(bool error, uint16_t send, uint64_t wd, uint64_t wc);
};

}  // namespace hc::rtl
