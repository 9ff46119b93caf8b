#include "tb/sc/wires.h"

#include "Vhc_node_sc.h"

namespace hc::sctb {

void bind_node(Vhc_node_sc& node, const sc_core::sc_clock& clk, Wires& w) {
  node.clk_i(clk);
  node.rst_ni(w.rst_n);
  node.cfg_we_i(w.cfg_we);
  node.cfg_addr_i(w.cfg_addr);
  node.cfg_wdata_i(w.cfg_wdata);
  node.cfg_rdata_o(w.cfg_rdata);
  node.cfg_ready_o(w.cfg_ready);
  node.cfg_error_o(w.cfg_error);
  node.route_req_valid_i(w.route_req_valid);
  node.route_req_ready_o(w.route_req_ready);
  node.route_req_dst_i(w.route_req_dst);
  node.route_req_avail_i(w.route_req_avail);
  node.route_resp_valid_o(w.route_resp_valid);
  node.route_resp_ready_i(w.route_resp_ready);
  node.route_resp_status_o(w.route_resp_status);
  node.route_resp_port_o(w.route_resp_port);
  node.bcast_req_valid_i(w.bcast_req_valid);
  node.bcast_req_ready_o(w.bcast_req_ready);
  node.bcast_req_origin_i(w.bcast_req_origin);
  node.bcast_req_wd_i(w.bcast_req_wd);
  node.bcast_req_wc_i(w.bcast_req_wc);
  node.bcast_req_in_port_i(w.bcast_req_in_port);
  node.bcast_resp_valid_o(w.bcast_resp_valid);
  node.bcast_resp_ready_i(w.bcast_resp_ready);
  node.bcast_resp_error_o(w.bcast_resp_error);
  node.bcast_resp_send_o(w.bcast_resp_send);
  node.bcast_resp_wd_o(w.bcast_resp_wd);
  node.bcast_resp_wc_o(w.bcast_resp_wc);
}

}  // namespace hc::sctb
