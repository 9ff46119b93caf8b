// Typed exceptions of the host driver.
#pragma once

#include <string>

#include "cpp_model/errors.h"
#include "sim/host/protocol.h"

namespace hc::host {

/// The serial link failed: the device cannot be opened or configured, a read or write failed, or
/// no reply came in time.
class LinkError : public Error {
 public:
  using Error::Error;
};

/// No reply came within the time allowed.
class ReplyTimeout : public LinkError {
 public:
  using LinkError::LinkError;
};

/// A reply that does not follow docs/host_protocol.md (bad CRC, wrong type or length).
class ProtocolError : public Error {
 public:
  using Error::Error;
};

/// The board answered a request with an error reply.
class BoardError : public Error {
 public:
  explicit BoardError(int code)
      : Error("the board answered with error " + std::to_string(code) + " (" + error_name(code) + ")"), code_(code) {}
  int code() const { return code_; }

 private:
  int code_;
};

}  // namespace hc::host
