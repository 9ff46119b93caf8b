// SLIP framing with a CRC-8 (docs/host_protocol.md): the encoder for frames the host sends and a
// stream decoder for frames it receives, which takes bytes in any pieces and resynchronises at
// every End.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>

#include "sim/host/protocol.h"

namespace hc::host {

/// The bytes on the line for one frame: End, body and its CRC stuffed, End.
Bytes encode_frame(const Bytes& body);

/// The body with its CRC byte appended (not stuffed).
Bytes with_crc(const Bytes& body);

/// Stuffs bytes (End -> Esc EscEnd, Esc -> Esc EscEsc) without adding Ends.
Bytes stuff(const Bytes& bytes);

/// One frame received: its bytes unstuffed (CRC byte included) and how it ended.
struct RawFrame {
  Bytes bytes;
  bool bad_escape = false;  ///< an Esc was followed by something other than EscEnd or EscEsc
  /// The body (CRC byte dropped) if the escape and the CRC are good.
  bool good() const { return !bad_escape && bytes.size() >= 2 && crc8(bytes) == 0; }
  Bytes body() const { return Bytes(bytes.begin(), bytes.end() - (bytes.empty() ? 0 : 1)); }
};

/// Splits a byte stream into frames: everything between two Ends that is not empty is a frame.
/// Bytes before the first End are a frame too (the decoder may have started mid-frame).
class FrameDecoder {
 public:
  /// Feeds received bytes; completed frames queue up.
  void feed(const uint8_t* data, size_t n);
  void feed(const Bytes& data) { feed(data.data(), data.size()); }
  bool has_frame() const { return !frames_.empty(); }
  /// The oldest completed frame (has_frame() must be true).
  RawFrame pop();
  /// A frame is being received (bytes since the last End).
  bool in_frame() const { return !current_.bytes.empty() || escaped_ || current_.bad_escape; }
  /// Forgets frames and any partial frame.
  void clear();

 private:
  std::deque<RawFrame> frames_;
  RawFrame current_;
  bool escaped_ = false;
};

}  // namespace hc::host
