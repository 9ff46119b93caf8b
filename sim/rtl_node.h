// Cycle-level driver of the verilated node (rtl/hc_node.sv): clock, reset, the register interface
// and the router and broadcast request/response streams.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cpp_model/config.h"

class Vhc_node;
class VerilatedContext;

namespace hc::rtl {

/// Register addresses of hc_pkg::reg_addr_e (docs/registers.md).
enum Reg : uint8_t {
  kRegDims = 0x0,
  kRegM = 0x1,
  kRegRho = 0x2,
  kRegAddr = 0x3,
  kRegStatus = 0x4,
  kRegError = 0x5,
  kRegTotals = 0x6,
  kRegDiameter = 0x7,
  kRegA = 0x8,
  kRegK = 0x9,
  kRegDegree = 0xA,
  kRegPortBase = 0xB,
  kRegId = 0xC,
};

/// The broken rules RegError names, in words ("" for 0).
std::string error_bits_text(uint16_t bits);

/// Router response status, hc_pkg::route_status_e.
enum RouteStatus : uint8_t { kArrived = 0, kPort = 1, kWait = 2, kError = 3 };

/// The configuration registers as written: r, and per dimension m, rho and the own digit. Any
/// values, valid or not (each field is 4 bits wide in the hardware, r 3 bits).
struct HwConfig {
  int r = 0;
  std::array<int, kMaxDims> m{}, rho{}, own{};
  static HwConfig of(const Hypercycle& g, Node own);
  std::string str() const;
};

/// Packs four 4-bit fields, field 0 in the low bits.
uint16_t pack4(const std::array<int, kMaxDims>& fields);

struct RouteRequest {
  uint16_t dst = 0;    ///< destination digits, 4 bits each
  uint16_t avail = 0;  ///< available ports
};

struct RouteResponse {
  int status = kArrived;
  int port = 0;
  bool operator==(const RouteResponse& o) const { return status == o.status && port == o.port; }
  std::string str() const;
};

struct BcastRequest {
  bool origin = false;
  int wd = 0;       ///< 0..7
  int wc = 0;       ///< 0..15
  int in_port = 0;  ///< 0..15
  std::string str() const;
};

struct BcastResponse {
  bool error = false;
  uint16_t send = 0;  ///< bit p: send on port p
  uint64_t wd = 0;    ///< 3 bits per port
  uint64_t wc = 0;    ///< 3 bits per port
  bool operator==(const BcastResponse& o) const {
    return error == o.error && send == o.send && wd == o.wd && wc == o.wc;
  }
  std::string str() const;
};

/// One verilated hc_node. Inputs are set while the clock is low and settled with eval(); tick()
/// applies one rising edge and leaves the clock low.
class RtlNode {
 public:
  RtlNode();
  ~RtlNode();
  RtlNode(const RtlNode&) = delete;
  RtlNode& operator=(const RtlNode&) = delete;

  Vhc_node& io() { return *top_; }
  /// Settles combinational outputs after inputs change.
  void eval();
  /// One clock cycle.
  void tick();
  uint64_t cycles() const { return cycles_; }
  /// Synchronous reset for two clocks, every stream input idle.
  void reset();

  /// Writes a register (one clock).
  void write(int addr, uint16_t data);
  /// Reads a register (combinational).
  uint16_t read(int addr);
  /// Writes r, m, rho and the own address and waits until the unit is ready. Returns the clocks
  /// from the last write until ready was seen.
  int configure(const HwConfig& c);

  /// One route request on idle streams: returns its response.
  RouteResponse route(const RouteRequest& r);
  /// One broadcast request on idle streams: returns its response.
  BcastResponse bcast(const BcastRequest& r);

  /// Route requests streamed at one per clock; their responses in order.
  std::vector<RouteResponse> route_batch(const std::vector<RouteRequest>& requests);

  /// Reads the response ports as they are now (wd and wc cleared on ports not sent).
  RouteResponse route_response();
  BcastResponse bcast_response();
  /// Drives the request ports (valid is set separately).
  void drive_route(const RouteRequest& r);
  void drive_bcast(const BcastRequest& r);

 private:
  // Raises req_valid until accepted, then waits for resp_valid (left high, not yet taken).
  void transact(uint8_t& req_valid, const uint8_t& req_ready, const uint8_t& resp_valid, uint8_t& resp_ready,
                const char* what);

  std::unique_ptr<VerilatedContext> context_;
  std::unique_ptr<Vhc_node> top_;
  uint64_t cycles_ = 0;
  bool settled_ = false;  // eval() has run since the clock went low and inputs last changed
};

}  // namespace hc::rtl
