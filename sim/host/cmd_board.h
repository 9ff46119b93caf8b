// `hypercycle-rtl board`: a comparison campaign against a board on a serial port.
#pragma once

#include "cpp_model/cli/program.h"

namespace hc::cli {

/// The `board` command: --device PATH [--baud N] [--configs N] [--vectors N] [--seed S] [--json].
/// Exit status 0 when every reply matched the golden model, 1 on any mismatch, 2 when the link
/// failed or the command line is wrong.
Command board_command();

}  // namespace hc::cli
