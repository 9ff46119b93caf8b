// Stimulus: resets the node, then for each configuration writes the four configuration registers
// (valid ones drawn with hc::random_hypercycle, a few percent broken on purpose), waits for ready,
// reads every register back, and streams random router and broadcast requests on both request
// ports with random bubbles, holding valid and data until ready. It drains every response before
// the next configuration. It checks nothing: the monitor and scoreboard do.
#pragma once

#include <systemc>

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "cpp_model/config.h"
#include "sim/node/hw_types.h"
#include "tb/sc/wires.h"

namespace hc::sctb {

struct DriverStats {
  uint64_t configs = 0;          ///< configurations written and exercised
  uint64_t invalid_configs = 0;  ///< of which invalid
  uint64_t route_requests = 0;   ///< route requests accepted by the node
  uint64_t bcast_requests = 0;   ///< broadcast requests accepted by the node
  std::string hang;              ///< set when the node stopped answering
};

class Driver : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk{"clk"};
  sc_core::sc_out<bool> rst_n{"rst_n"}, cfg_we{"cfg_we"}, cfg_re{"cfg_re"};
  sc_core::sc_out<uint32_t> cfg_addr{"cfg_addr"}, cfg_wdata{"cfg_wdata"};
  sc_core::sc_in<bool> cfg_ready{"cfg_ready"};
  sc_core::sc_out<bool> route_req_valid{"route_req_valid"};
  sc_core::sc_in<bool> route_req_ready{"route_req_ready"};
  sc_core::sc_out<uint32_t> route_req_dst{"route_req_dst"}, route_req_avail{"route_req_avail"};
  sc_core::sc_in<bool> route_resp_valid{"route_resp_valid"}, route_resp_ready{"route_resp_ready"};
  sc_core::sc_out<bool> bcast_req_valid{"bcast_req_valid"};
  sc_core::sc_in<bool> bcast_req_ready{"bcast_req_ready"};
  sc_core::sc_out<bool> bcast_req_origin{"bcast_req_origin"};
  sc_core::sc_out<uint32_t> bcast_req_wd{"bcast_req_wd"}, bcast_req_wc{"bcast_req_wc"};
  sc_core::sc_out<uint32_t> bcast_req_in_port{"bcast_req_in_port"};
  sc_core::sc_in<bool> bcast_resp_valid{"bcast_resp_valid"}, bcast_resp_ready{"bcast_resp_ready"};

  SC_HAS_PROCESS(Driver);
  /// configs configurations of vectors requests each (each request goes to one of the two streams
  /// at random). Calls sc_pause() when done or when the node hangs.
  Driver(sc_core::sc_module_name name, const sc_core::sc_clock& clock, Wires& w, uint64_t seed, uint64_t configs,
         uint64_t vectors);

  bool done() const { return done_; }
  const DriverStats& stats() const { return stats_; }

  /// Every configuration whose index in the campaign (0-based) leaves this remainder modulo
  /// kInvalidEvery is invalid: 4 %.
  static constexpr uint64_t kInvalidEvery = 25, kInvalidAt = 12;

 private:
  void run();
  void reset();
  rtl::HwConfig draw_valid();
  rtl::HwConfig draw_invalid();
  void configure(const rtl::HwConfig& c);
  void read_registers();
  void stream();
  rtl::RouteRequest draw_route();
  rtl::BcastRequest draw_bcast();
  void drive(const rtl::RouteRequest& r);
  void drive(const rtl::BcastRequest& r);
  void hung(const std::string& what);

  std::mt19937_64 rng_;
  uint64_t configs_, vectors_;
  std::optional<Hypercycle> graph_;  ///< the configuration in force, when valid
  rtl::HwConfig regs_;
  DriverStats stats_;
  bool done_ = false;
};

}  // namespace hc::sctb
