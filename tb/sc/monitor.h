// Watches the node's pins at every rising clock edge and turns what it sees into transactions:
// register writes, the bench's register reads, and every handshake (valid and ready both high) on
// the router and broadcast request and response streams. It drives nothing.
#pragma once

#include <systemc>
#include <tlm>

#include <cstdint>

#include "tb/sc/transactions.h"
#include "tb/sc/wires.h"

namespace hc::sctb {

/// Clocks in which a stream waited: valid high and ready low, both streams counted.
struct StallStats {
  uint64_t request = 0;   ///< a request offered and not accepted
  uint64_t response = 0;  ///< a response offered and not taken
};

class Monitor : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk{"clk"};
  sc_core::sc_in<bool> rst_n{"rst_n"}, cfg_we{"cfg_we"}, cfg_re{"cfg_re"}, cfg_ready{"cfg_ready"};
  sc_core::sc_in<uint32_t> cfg_addr{"cfg_addr"}, cfg_wdata{"cfg_wdata"}, cfg_rdata{"cfg_rdata"};
  sc_core::sc_in<bool> route_req_valid{"route_req_valid"}, route_req_ready{"route_req_ready"};
  sc_core::sc_in<uint32_t> route_req_dst{"route_req_dst"}, route_req_avail{"route_req_avail"};
  sc_core::sc_in<bool> route_resp_valid{"route_resp_valid"}, route_resp_ready{"route_resp_ready"};
  sc_core::sc_in<uint32_t> route_resp_status{"route_resp_status"}, route_resp_port{"route_resp_port"};
  sc_core::sc_in<bool> bcast_req_valid{"bcast_req_valid"}, bcast_req_ready{"bcast_req_ready"};
  sc_core::sc_in<bool> bcast_req_origin{"bcast_req_origin"};
  sc_core::sc_in<uint32_t> bcast_req_wd{"bcast_req_wd"}, bcast_req_wc{"bcast_req_wc"};
  sc_core::sc_in<uint32_t> bcast_req_in_port{"bcast_req_in_port"};
  sc_core::sc_in<bool> bcast_resp_valid{"bcast_resp_valid"}, bcast_resp_ready{"bcast_resp_ready"};
  sc_core::sc_in<bool> bcast_resp_error{"bcast_resp_error"};
  sc_core::sc_in<uint32_t> bcast_resp_send{"bcast_resp_send"};
  sc_core::sc_in<uint64_t> bcast_resp_wd{"bcast_resp_wd"}, bcast_resp_wc{"bcast_resp_wc"};

  /// Every transaction, in the order: writes, reads, requests, responses of one edge.
  tlm::tlm_analysis_port<Observation> out{"out"};

  SC_HAS_PROCESS(Monitor);
  /// inject_error > 0 corrupts the inject_error-th response seen (1-based, both streams counted
  /// together), a stand-in for a bug in the node that the scoreboard must catch.
  Monitor(sc_core::sc_module_name name, const sc_core::sc_clock& clock, Wires& w, uint64_t inject_error = 0);

  const StallStats& stalls() const { return stalls_; }

 private:
  void sample();
  void publish(Observation::Payload what);

  uint64_t inject_error_;
  uint64_t responses_ = 0;
  uint64_t cycles_ = 0;  ///< rising edges seen
  StallStats stalls_;
};

}  // namespace hc::sctb
