#include "cpp_model/cli/printable.h"

namespace hc::cli {

std::string printable(const std::string& text) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (const char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c == '\t')
      out += "\\t";
    else if (c == '\\')
      out += "\\\\";
    else if (b >= 0x20 && b < 0x7f)
      out += c;
    else
      out += {'\\', 'x', kHex[b >> 4], kHex[b & 0xf]};
  }
  return out;
}

}  // namespace hc::cli
