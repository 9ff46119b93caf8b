// Text that came from a user, made safe to print: one line, no escape sequences for the terminal.
#pragma once

#include <string>

namespace hc::cli {

/// `text` with every byte outside printable ASCII written as an escape: \n, \r, \t, \\ and \xHH
/// (e.g. an ESC is \x1b, a UTF-8 byte \xc3). Printable ASCII is kept as it is.
std::string printable(const std::string& text);

}  // namespace hc::cli
