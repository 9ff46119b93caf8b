// The host driver of the board tops: one request at a time over a byte link, each answered by one
// reply frame (docs/host_protocol.md). Every request is idempotent, so a request whose reply is
// missing, corrupt or an error reply is sent again after the line has gone quiet.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "sim/host/frame.h"
#include "sim/host/messages.h"
#include "sim/host/serial_port.h"
#include "sim/node/hw_types.h"

namespace hc::host {

struct ClientOptions {
  int timeout_ms = 500;  ///< wait for a reply this long
  int attempts = 3;      ///< sends of one request before giving up
  int quiet_ms = 30;     ///< before a retry, discard input until the line is quiet this long
};

class BoardClient {
 public:
  explicit BoardClient(ByteLink& link, ClientOptions options = {});

  /// Ends any partial frame on the board (a lone End) and discards whatever arrives until the line
  /// is quiet. Call before the first request on a link that may hold old bytes.
  void sync();

  PingReply ping();
  void write(int addr, uint16_t data);
  uint16_t read(int addr);
  rtl::RouteResponse route(const rtl::RouteRequest& r);
  rtl::BcastResponse bcast(const rtl::BcastRequest& r);
  /// Writes r, m, rho and the own digits (RegDims, RegM, RegRho, RegAddr).
  void configure(const rtl::HwConfig& c);
  /// hc_noc_board_top: writes a global register.
  void net_write(int addr, uint32_t data);
  /// hc_noc_board_top: reads a global register (node 0) or a node's counter.
  uint32_t net_read(int node, int addr);

  /// Raw access, for tests: bytes as they are, no framing added.
  void send_raw(const Bytes& bytes) { link_.write(bytes); }
  /// The next frame received within timeout_ms (good or not), or nothing.
  std::optional<RawFrame> receive(int timeout_ms);
  /// Discards input until the line has been quiet for quiet_ms; returns the frames discarded. Throws
  /// LinkError, naming what it saw, when the line is not quiet within timeout_ms.
  int drain();

  uint64_t requests() const { return requests_; }
  uint64_t retries() const { return retries_; }

 private:
  /// Sends body as a frame and decodes its reply, retrying as described above.
  template <class T>
  T transact(const Bytes& body, const std::function<T(const Bytes&)>& decode);

  ByteLink& link_;
  ClientOptions options_;
  FrameDecoder decoder_;
  uint64_t requests_ = 0;
  uint64_t retries_ = 0;
};

}  // namespace hc::host
