// `hypercycle-rtl board`: a comparison campaign against a board on a serial port; `board noc`: runs on
// the network on a board.
#pragma once

#include "cpp_model/cli/program.h"

namespace hc::cli {

/// The `board` command: --device PATH [--baud N] [--configs N] [--vectors N] [--seed S] [--json].
/// Exit status 0 when every reply matched the golden model, 1 on any mismatch, 2 when the link
/// failed or the command line is wrong.
Command board_command();

/// The `board noc` command: --device PATH [--rates LIST] [--pattern NAME] [--len L] [--cycles N] [--seed S]
/// [--json] ... (sim/host/cmd_board_noc.cpp). Exit status 0 when every run's counters equal the model's
/// and no check failed, 1 otherwise, 2 when the link failed or the command line is wrong.
Command board_noc_command();

}  // namespace hc::cli
