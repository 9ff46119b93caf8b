// Requests and replies of the host protocol (docs/host_protocol.md) as bytes: the frame bodies the
// host sends (command and payload; encode_frame adds the CRC and the framing) and the decoding of
// reply bodies into the hardware-level types of sim/node/hw_types.h.
#pragma once

#include <cstdint>

#include "sim/host/protocol.h"
#include "sim/node/hw_types.h"

namespace hc::host {

Bytes ping_request();
/// addr 0..15.
Bytes write_request(int addr, uint16_t data);
/// addr 0..15.
Bytes read_request(int addr);
Bytes route_request(const rtl::RouteRequest& r);
/// wd 0..7, wc 0..15, in_port 0..15.
Bytes bcast_request(const rtl::BcastRequest& r);
/// hc_noc_board_top: a global register, addr 0..255.
Bytes net_write_request(int addr, uint32_t data);
/// hc_noc_board_top: a global register (node 0) or a node's counter; node and addr 0..255.
Bytes net_read_request(int node, int addr);

/// What a ping returns.
struct PingReply {
  int version = 0;
  bool ready = false;         ///< the node accepts requests
  bool config_error = false;  ///< the configuration is invalid
  uint8_t good_frames = 0;    ///< frames run before this ping, mod 256
  uint8_t error_replies = 0;  ///< error replies sent, mod 256
};

/// A reply body (CRC removed): an error reply throws BoardError; a reply of another type or length
/// than expected throws ProtocolError.
PingReply decode_ping(const Bytes& body);
void decode_write(const Bytes& body);
uint16_t decode_read(const Bytes& body);
rtl::RouteResponse decode_route(const Bytes& body);
/// wd and wc of ports not sent are cleared.
rtl::BcastResponse decode_bcast(const Bytes& body);

void decode_net_write(const Bytes& body);
uint32_t decode_net_read(const Bytes& body);

/// The error code of an error reply body; kErrNone (0) if it is not an error reply.
int error_code_of(const Bytes& body);

}  // namespace hc::host
