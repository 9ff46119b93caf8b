// Subcommands of hypercycle-rtl that only the RTL has.
#pragma once

#include "cpp_model/cli/program.h"

namespace hc::cli {

Command replay_command();

}  // namespace hc::cli
