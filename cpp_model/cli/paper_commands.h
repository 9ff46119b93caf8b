// Subcommands for the algorithms of papers 001 (k-ary n-cubes), 002 (path-based wormhole broadcast in
// hypercubes) and 004 (the dual hypercube Q_n*), each group defined in its own cmd_<group>.cpp.
#pragma once

#include <vector>

#include "cpp_model/cli/program.h"

namespace hc::cli {
std::vector<Command> kary_commands();  ///< paper 001: k-ary n-cube properties, Gray codes, communication
std::vector<Command> qstar_commands();  ///< paper 004: the dual hypercube Q_n* and its bus algorithms
std::vector<Command> wormhole_commands();  ///< paper 002: wormhole table, broadcast, claims

}  // namespace hc::cli
