#include "sim/host/frame.h"

#include <stdexcept>

namespace hc::host {

Bytes stuff(const Bytes& bytes) {
  Bytes out;
  out.reserve(bytes.size() + 4);
  for (uint8_t b : bytes) {
    if (b == kEnd) {
      out.push_back(kEsc);
      out.push_back(kEscEnd);
    } else if (b == kEsc) {
      out.push_back(kEsc);
      out.push_back(kEscEsc);
    } else {
      out.push_back(b);
    }
  }
  return out;
}

Bytes with_crc(const Bytes& body) {
  Bytes out = body;
  out.push_back(crc8(body));
  return out;
}

Bytes encode_frame(const Bytes& body) {
  Bytes out{kEnd};
  Bytes stuffed = stuff(with_crc(body));
  out.insert(out.end(), stuffed.begin(), stuffed.end());
  out.push_back(kEnd);
  return out;
}

void FrameDecoder::feed(const uint8_t* data, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const uint8_t b = data[i];
    if (b == kEnd) {
      if (in_frame()) {
        current_.bad_escape = current_.bad_escape || escaped_;
        frames_.push_back(std::move(current_));
      }
      current_ = RawFrame{};
      escaped_ = false;
    } else if (escaped_) {
      escaped_ = false;
      if (b == kEscEnd)
        current_.bytes.push_back(kEnd);
      else if (b == kEscEsc)
        current_.bytes.push_back(kEsc);
      else
        current_.bad_escape = true;
    } else if (b == kEsc) {
      escaped_ = true;
    } else {
      current_.bytes.push_back(b);
    }
  }
}

RawFrame FrameDecoder::pop() {
  if (frames_.empty()) throw std::logic_error("FrameDecoder::pop: no frame");
  RawFrame f = std::move(frames_.front());
  frames_.pop_front();
  return f;
}

void FrameDecoder::clear() {
  frames_.clear();
  current_ = RawFrame{};
  escaped_ = false;
}

}  // namespace hc::host
