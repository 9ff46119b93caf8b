// The signals between the verilated node and the test bench's modules, one per hc_node port, plus
// the bench's own register read strobe (the register interface has none: reads are combinational).
#pragma once

#include <systemc>

#include <cstdint>

class Vhc_node_sc;

namespace hc::sctb {

struct Wires {
  sc_core::sc_signal<bool> rst_n{"rst_n"};
  // Register interface.
  sc_core::sc_signal<bool> cfg_we{"cfg_we"};
  sc_core::sc_signal<bool> cfg_re{"cfg_re"};  ///< bench only: the driver reads cfg_addr this clock
  sc_core::sc_signal<uint32_t> cfg_addr{"cfg_addr"};
  sc_core::sc_signal<uint32_t> cfg_wdata{"cfg_wdata"};
  sc_core::sc_signal<uint32_t> cfg_rdata{"cfg_rdata"};
  sc_core::sc_signal<bool> cfg_ready{"cfg_ready"};
  sc_core::sc_signal<bool> cfg_error{"cfg_error"};
  // Router stream.
  sc_core::sc_signal<bool> route_req_valid{"route_req_valid"};
  sc_core::sc_signal<bool> route_req_ready{"route_req_ready"};
  sc_core::sc_signal<uint32_t> route_req_dst{"route_req_dst"};
  sc_core::sc_signal<uint32_t> route_req_avail{"route_req_avail"};
  sc_core::sc_signal<bool> route_resp_valid{"route_resp_valid"};
  sc_core::sc_signal<bool> route_resp_ready{"route_resp_ready"};
  sc_core::sc_signal<uint32_t> route_resp_status{"route_resp_status"};
  sc_core::sc_signal<uint32_t> route_resp_port{"route_resp_port"};
  // Broadcast stream.
  sc_core::sc_signal<bool> bcast_req_valid{"bcast_req_valid"};
  sc_core::sc_signal<bool> bcast_req_ready{"bcast_req_ready"};
  sc_core::sc_signal<bool> bcast_req_origin{"bcast_req_origin"};
  sc_core::sc_signal<uint32_t> bcast_req_wd{"bcast_req_wd"};
  sc_core::sc_signal<uint32_t> bcast_req_wc{"bcast_req_wc"};
  sc_core::sc_signal<uint32_t> bcast_req_in_port{"bcast_req_in_port"};
  sc_core::sc_signal<bool> bcast_resp_valid{"bcast_resp_valid"};
  sc_core::sc_signal<bool> bcast_resp_ready{"bcast_resp_ready"};
  sc_core::sc_signal<bool> bcast_resp_error{"bcast_resp_error"};
  sc_core::sc_signal<uint32_t> bcast_resp_send{"bcast_resp_send"};
  sc_core::sc_signal<uint64_t> bcast_resp_wd{"bcast_resp_wd"};
  sc_core::sc_signal<uint64_t> bcast_resp_wc{"bcast_resp_wc"};
};

/// Connects every port of the verilated node to its wire and the clock.
void bind_node(Vhc_node_sc& node, const sc_core::sc_clock& clk, Wires& w);

}  // namespace hc::sctb
