#include "sim/host/protocol.h"

#include <cstdio>

namespace hc::host {

std::string error_name(int code) {
  switch (code) {
    case kErrNone: return "none";
    case kErrCrc: return "crc";
    case kErrLength: return "length";
    case kErrCommand: return "command";
    case kErrArgument: return "argument";
    case kErrEscape: return "escape";
    case kErrUart: return "uart";
    case kErrTimeout: return "timeout";
    case kErrOverrun: return "overrun";
    default: {
      char text[16];
      std::snprintf(text, sizeof text, "code 0x%02x", code & 0xFF);
      return text;
    }
  }
}

int request_length(uint8_t command) {
  switch (command) {
    case kPing: return 1;
    case kWrite: return 4;
    case kRead: return 2;
    case kRoute: return 5;
    case kBcast: return 3;
    default: return 0;
  }
}

uint8_t crc8(const uint8_t* data, size_t n, uint8_t crc) {
  for (size_t i = 0; i < n; ++i) {
    crc = static_cast<uint8_t>(crc ^ data[i]);
    for (int b = 0; b < 8; ++b) crc = static_cast<uint8_t>(crc & 0x80 ? (crc << 1) ^ 0x07 : crc << 1);
  }
  return crc;
}

ErrorCode check_request(const Bytes& frame) {
  if (crc8(frame) != 0) return kErrCrc;
  const uint8_t command = frame.empty() ? 0 : frame[0];
  const int want = request_length(command);
  if (want == 0) return kErrCommand;
  if (frame.size() != static_cast<size_t>(want) + 1) return kErrLength;
  if (command == kWrite || command == kRead) return frame[1] > 0x0F ? kErrArgument : kErrNone;
  if (command == kBcast) return frame[1] & 0x78 ? kErrArgument : kErrNone;
  return kErrNone;
}

std::string hex(const Bytes& bytes) {
  std::string out;
  char item[4];
  for (uint8_t b : bytes) {
    std::snprintf(item, sizeof item, "%02x", b);
    if (!out.empty()) out += ' ';
    out += item;
  }
  return out;
}

}  // namespace hc::host
