// What the monitor sees on the node's pins at a rising clock edge, as transactions for the
// scoreboard: register writes and reads, and the handshakes of both request and response streams.
#pragma once

#include <cstdint>
#include <variant>

#include "sim/node/hw_types.h"

namespace hc::sctb {

/// A register write (cfg_we high at the edge).
struct RegWrite {
  int addr = 0;
  uint16_t data = 0;
};

/// A register read: the bench's read strobe was high at the edge; data is cfg_rdata at that edge.
struct RegRead {
  int addr = 0;
  uint16_t data = 0;
  bool ready = false;  ///< cfg_ready at the same edge
};

/// One transaction; requests are the accepted ones (valid and ready), responses the taken ones.
struct Observation {
  uint64_t cycle = 0;  ///< rising edges since the start of the simulation
  using Payload =
      std::variant<RegWrite, RegRead, rtl::RouteRequest, rtl::RouteResponse, rtl::BcastRequest, rtl::BcastResponse>;
  Payload what;
};

}  // namespace hc::sctb
