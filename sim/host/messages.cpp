#include "sim/host/messages.h"

#include "sim/host/errors.h"

namespace hc::host {

namespace {

uint8_t hi(uint16_t v) { return static_cast<uint8_t>(v >> 8); }
uint8_t lo(uint16_t v) { return static_cast<uint8_t>(v & 0xFF); }

void check_range(int value, int lo_value, int hi_value, const char* what) {
  if (value < lo_value || value > hi_value)
    throw RangeError(std::string(what) + " must be between " + std::to_string(lo_value) + " and " +
                     std::to_string(hi_value) + ", got " + std::to_string(value));
}

// Checks the reply type and length; an error reply throws BoardError.
void expect(const Bytes& body, uint8_t command, size_t length) {
  if (int code = error_code_of(body)) throw BoardError(code);
  const uint8_t type = command | kReplyBit;
  if (body.empty() || body[0] != type)
    throw ProtocolError("expected a reply of type 0x" + hex({type}) + ", got [" + hex(body) + "]");
  if (body.size() != length)
    throw ProtocolError("reply 0x" + hex({type}) + " has " + std::to_string(body.size()) + " bytes, expected " +
                        std::to_string(length) + ": [" + hex(body) + "]");
}

}  // namespace

Bytes ping_request() { return {kPing}; }

Bytes write_request(int addr, uint16_t data) {
  check_range(addr, 0, 15, "register address");
  return {kWrite, static_cast<uint8_t>(addr), hi(data), lo(data)};
}

Bytes read_request(int addr) {
  check_range(addr, 0, 15, "register address");
  return {kRead, static_cast<uint8_t>(addr)};
}

Bytes route_request(const rtl::RouteRequest& r) { return {kRoute, hi(r.dst), lo(r.dst), hi(r.avail), lo(r.avail)}; }

Bytes bcast_request(const rtl::BcastRequest& r) {
  check_range(r.wd, 0, 7, "wd");
  check_range(r.wc, 0, 15, "wc");
  check_range(r.in_port, 0, 15, "in_port");
  return {kBcast, static_cast<uint8_t>((r.origin ? 0x80 : 0) | r.wd), static_cast<uint8_t>(r.in_port << 4 | r.wc)};
}

Bytes net_write_request(int addr, uint32_t data) {
  check_range(addr, 0, 255, "register address");
  return {kNetWrite, static_cast<uint8_t>(addr), static_cast<uint8_t>(data >> 24), static_cast<uint8_t>(data >> 16),
          static_cast<uint8_t>(data >> 8), static_cast<uint8_t>(data)};
}

Bytes net_read_request(int node, int addr) {
  check_range(node, 0, 255, "node");
  check_range(addr, 0, 255, "register address");
  return {kNetRead, static_cast<uint8_t>(node), static_cast<uint8_t>(addr)};
}

int error_code_of(const Bytes& body) {
  return body.size() == 2 && body[0] == kReplyError ? int{body[1]} : int{kErrNone};
}

PingReply decode_ping(const Bytes& body) {
  expect(body, kPing, 5);
  return {body[1], (body[2] & 1) != 0, (body[2] & 2) != 0, body[3], body[4]};
}

void decode_write(const Bytes& body) { expect(body, kWrite, 1); }

uint16_t decode_read(const Bytes& body) {
  expect(body, kRead, 3);
  return static_cast<uint16_t>(body[1] << 8 | body[2]);
}

rtl::RouteResponse decode_route(const Bytes& body) {
  expect(body, kRoute, 2);
  return {body[1] & 3, body[1] >> 4};
}

void decode_net_write(const Bytes& body) { expect(body, kNetWrite, 1); }

uint32_t decode_net_read(const Bytes& body) {
  expect(body, kNetRead, 5);
  return static_cast<uint32_t>(body[1]) << 24 | static_cast<uint32_t>(body[2]) << 16 |
         static_cast<uint32_t>(body[3]) << 8 | body[4];
}

rtl::BcastResponse decode_bcast(const Bytes& body) {
  expect(body, kBcast, 4 + kMaxPorts);
  rtl::BcastResponse r;
  r.error = (body[1] & 1) != 0;
  r.send = static_cast<uint16_t>(body[2] << 8 | body[3]);
  for (int p = 0; p < kMaxPorts; ++p) {
    if (!((r.send >> p) & 1)) continue;
    const uint8_t b = body[4 + static_cast<size_t>(p)];
    r.wd |= static_cast<uint64_t>((b >> 4) & 7) << (3 * p);
    r.wc |= static_cast<uint64_t>(b & 7) << (3 * p);
  }
  return r;
}

}  // namespace hc::host
