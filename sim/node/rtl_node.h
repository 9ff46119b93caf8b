// Cycle-level driver of the verilated node (rtl/hc_node.sv): clock, reset, the register interface
// and the router and broadcast request/response streams.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "Vhc_node.h"
#include "sim/node/hw_types.h"
#include "sim/verilated_device.h"

namespace hc::rtl {

/// Clocks from an accepted request to its response in the verilated node: hc_node's Latency, which
/// the build verilates it with (hc_verilated_node in sim/CMakeLists.txt).
inline constexpr int kNodeLatency = HC_NODE_LATENCY;

/// One verilated hc_node. Inputs are set while the clock is low and settled with eval(); tick()
/// applies one rising edge and leaves the clock low.
class RtlNode {
 public:
  RtlNode();
  /// A node whose inputs power_up sets before the first reset (a netlist with faults selects its
  /// fault there, so that the fault is present from power-up on).
  explicit RtlNode(const std::function<void(Vhc_node&)>& power_up);

  Vhc_node& io() { return dev_.io(); }
  /// Settles combinational outputs after inputs change.
  void eval() { dev_.eval(); }
  /// One clock cycle.
  void tick() { dev_.tick(); }
  uint64_t cycles() const { return dev_.cycles(); }
  /// Synchronous reset for two clocks, every stream input idle.
  void reset();

  /// Writes a register (one clock).
  void write(int addr, uint16_t data) { dev_.write(addr, data); }
  /// Reads a register (combinational).
  uint16_t read(int addr) { return dev_.read(addr); }
  /// Writes r, m, rho and the own address (4 clocks); the load phase then runs.
  void write_config(const HwConfig& c) { dev_.write_config(c); }
  /// write_config and waits until the unit is ready. Returns the clocks from the last write until
  /// ready was seen.
  int configure(const HwConfig& c) { return dev_.configure(c); }
  /// Clocks until the unit is ready (after reset or a write); throws when it never is.
  int load_phase() { return dev_.load_phase(); }

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

  VerilatedDevice<Vhc_node> dev_;
};

}  // namespace hc::rtl
