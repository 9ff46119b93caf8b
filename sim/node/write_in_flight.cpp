#include "sim/node/write_in_flight.h"

#include <stdexcept>

#include "Vhc_node.h"

namespace hc::rtl {

std::optional<std::string> check_write_in_flight(RtlNode& node, const HwConfig& c, const std::vector<RouteRequest>& routes,
                                                 const std::vector<BcastRequest>& bcasts, WriteClock when) {
  const size_t n = kNodeLatency + 1;  // the pipeline full, and one accepted in the write clock
  if (routes.size() != n || bcasts.size() != n)
    throw std::invalid_argument("check_write_in_flight: " + std::to_string(n) + " requests of each kind");
  const HwView v(c);
  Vhc_node& io = node.io();
  std::vector<RouteResponse> route_got;
  std::vector<BcastResponse> bcast_got;
  auto clock = [&] {  // one clock; records the responses taken at its edge
    node.eval();
    if (io.route_resp_valid_o && io.route_resp_ready_i) route_got.push_back(node.route_response());
    if (io.bcast_resp_valid_o && io.bcast_resp_ready_i) bcast_got.push_back(node.bcast_response());
    node.tick();
  };
  const bool back_pressure = when != WriteClock::kFlowing;
  io.route_resp_ready_i = io.bcast_resp_ready_i = back_pressure ? 0 : 1;
  for (size_t i = 0; i + 1 < n; ++i) {
    node.drive_route(routes[i]);
    node.drive_bcast(bcasts[i]);
    io.route_req_valid_i = io.bcast_req_valid_i = 1;
    node.eval();
    if (!io.route_req_ready_o || !io.bcast_req_ready_o) return "request " + std::to_string(i) + " not accepted";
    clock();
  }
  size_t answers = n;  // R0..R_L
  if (back_pressure) {  // the pipeline is full and stalled
    io.route_req_valid_i = io.bcast_req_valid_i = 0;
    clock();
  }
  if (when == WriteClock::kStalled) {  // the write and one more clock while stalled; R_L is not sent
    node.eval();
    if (io.route_req_ready_o || io.bcast_req_ready_o) return std::string("a request would be accepted while stalled");
    node.write(kRegDims, static_cast<uint16_t>(c.r));
    clock();
    io.route_resp_ready_i = io.bcast_resp_ready_i = 1;
    answers = n - 1;
  } else {
    io.route_resp_ready_i = io.bcast_resp_ready_i = 1;
    // The write clock: R0 offered, the others in the pipeline, R_L accepted.
    node.drive_route(routes[n - 1]);
    node.drive_bcast(bcasts[n - 1]);
    io.route_req_valid_i = io.bcast_req_valid_i = 1;
    node.eval();
    if (!io.route_resp_valid_o || !io.bcast_resp_valid_o) return std::string("R0 not offered in the write clock");
    if (!io.route_req_ready_o || !io.bcast_req_ready_o) return "R" + std::to_string(n - 1) + " not accepted in the write clock";
    route_got.push_back(node.route_response());
    bcast_got.push_back(node.bcast_response());
    node.write(kRegDims, static_cast<uint16_t>(c.r));  // the same configuration, still a write
    io.route_req_valid_i = io.bcast_req_valid_i = 0;
  }
  for (size_t i = 0; i < n + 1; ++i) clock();
  if (route_got.size() != answers || bcast_got.size() != answers)
    return std::to_string(route_got.size()) + " route and " + std::to_string(bcast_got.size()) + " broadcast responses, not " +
           std::to_string(answers);
  if (!(route_got[0] == expected_route(v, routes[0])))
    return "R0: route " + route_got[0].str() + ", expected " + expected_route(v, routes[0]).str();
  if (!(bcast_got[0] == expected_bcast(v, bcasts[0])))
    return "R0: broadcast " + bcast_got[0].str() + ", expected " + expected_bcast(v, bcasts[0]).str();
  for (size_t i = 1; i < answers; ++i) {
    if (!(route_got[i] == RouteResponse{kError, 0})) return "R" + std::to_string(i) + ": route " + route_got[i].str() + ", expected an error";
    if (!(bcast_got[i] == BcastResponse{true, 0, 0, 0}))
      return "R" + std::to_string(i) + ": broadcast " + bcast_got[i].str() + ", expected an error";
  }
  return std::nullopt;
}

const char* to_string(WriteClock when) {
  switch (when) {
    case WriteClock::kFlowing: return "flowing";
    case WriteClock::kReleased: return "released at the write";
    case WriteClock::kStalled: return "stalled at the write";
  }
  return "?";
}

}  // namespace hc::rtl
