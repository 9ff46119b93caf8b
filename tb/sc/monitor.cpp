#include "tb/sc/monitor.h"

#include <utility>

namespace hc::sctb {

Monitor::Monitor(sc_core::sc_module_name name, const sc_core::sc_clock& clock, Wires& w, uint64_t inject_error)
    : sc_core::sc_module(name), inject_error_(inject_error) {
  clk(clock);
  rst_n(w.rst_n);
  cfg_we(w.cfg_we);
  cfg_re(w.cfg_re);
  cfg_ready(w.cfg_ready);
  cfg_addr(w.cfg_addr);
  cfg_wdata(w.cfg_wdata);
  cfg_rdata(w.cfg_rdata);
  route_req_valid(w.route_req_valid);
  route_req_ready(w.route_req_ready);
  route_req_dst(w.route_req_dst);
  route_req_avail(w.route_req_avail);
  route_resp_valid(w.route_resp_valid);
  route_resp_ready(w.route_resp_ready);
  route_resp_status(w.route_resp_status);
  route_resp_port(w.route_resp_port);
  bcast_req_valid(w.bcast_req_valid);
  bcast_req_ready(w.bcast_req_ready);
  bcast_req_origin(w.bcast_req_origin);
  bcast_req_wd(w.bcast_req_wd);
  bcast_req_wc(w.bcast_req_wc);
  bcast_req_in_port(w.bcast_req_in_port);
  bcast_resp_valid(w.bcast_resp_valid);
  bcast_resp_ready(w.bcast_resp_ready);
  bcast_resp_error(w.bcast_resp_error);
  bcast_resp_send(w.bcast_resp_send);
  bcast_resp_wd(w.bcast_resp_wd);
  bcast_resp_wc(w.bcast_resp_wc);
  SC_METHOD(sample);
  sensitive << clk.pos();
  dont_initialize();
}

void Monitor::publish(Observation::Payload what) { out.write(Observation{cycles_, std::move(what)}); }

// Runs in the evaluation phase of the rising edge: every read returns the value the node saw at the
// edge, before anything the edge causes.
void Monitor::sample() {
  ++cycles_;
  if (!rst_n.read()) return;
  if (cfg_we.read())
    publish(RegWrite{static_cast<int>(cfg_addr.read()), static_cast<uint16_t>(cfg_wdata.read())});
  if (cfg_re.read())
    publish(RegRead{static_cast<int>(cfg_addr.read()), static_cast<uint16_t>(cfg_rdata.read()), cfg_ready.read()});
  stalls_.request +=
      (route_req_valid.read() && !route_req_ready.read()) + (bcast_req_valid.read() && !bcast_req_ready.read());
  stalls_.response +=
      (route_resp_valid.read() && !route_resp_ready.read()) + (bcast_resp_valid.read() && !bcast_resp_ready.read());
  if (route_req_valid.read() && route_req_ready.read())
    publish(rtl::RouteRequest{static_cast<uint16_t>(route_req_dst.read()),
                              static_cast<uint16_t>(route_req_avail.read())});
  if (bcast_req_valid.read() && bcast_req_ready.read())
    publish(rtl::BcastRequest{bcast_req_origin.read(), static_cast<int>(bcast_req_wd.read()),
                              static_cast<int>(bcast_req_wc.read()), static_cast<int>(bcast_req_in_port.read())});
  if (route_resp_valid.read() && route_resp_ready.read()) {
    rtl::RouteResponse r{static_cast<int>(route_resp_status.read()), static_cast<int>(route_resp_port.read())};
    if (++responses_ == inject_error_) r.port ^= 1;
    publish(r);
  }
  if (bcast_resp_valid.read() && bcast_resp_ready.read()) {
    rtl::BcastResponse b = rtl::BcastResponse::from_ports(
        bcast_resp_error.read(), static_cast<uint16_t>(bcast_resp_send.read()), bcast_resp_wd.read(),
        bcast_resp_wc.read());
    if (++responses_ == inject_error_) b.send ^= 1;
    publish(b);
  }
}

}  // namespace hc::sctb
