// A program of subcommands ("hypercycle route ..."): choosing the command, --help at every level,
// errors on stderr, and the check that everything written reached stdout.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "cpp_model/cli/args.h"

namespace hc::cli {

/// One subcommand of a program.
struct Command {
  std::string name;         ///< e.g. "route" or "kary gray"
  std::string summary;      ///< one line for the command list
  std::string description;  ///< shown by --help above the options
  std::vector<Option> options;
  std::function<int(const Args&, std::ostream&)> run;  ///< returns the exit status
};

/// Runs the command named by the leading words of argv. Handles --help at every level; a group of
/// commands ("kary", or "noc" and "noc sweep") given without one that runs lists its commands.
/// Reports any hc::Error as one line "program: error: ..." on stderr, with the bytes of user input
/// that are not printable quoted. Exit status: the command's; 2 for bad input or when stdout could
/// not be written.
int run_program(const std::string& program, const std::string& about, const std::vector<Command>& commands,
                int argc, char** argv);

/// Runs a program that is one command ("hc-board-sim [options]"). --help prints `usage` (the usage
/// line and what the program does, ending in "options:") and then every option, one line for the name
/// and one for its help. Any exception is one line "program: error: ..." on stderr. Exit status: run's;
/// 2 when it throws.
int run_tool(const std::string& program, const std::function<void(std::ostream&)>& usage,
             const std::vector<Option>& options, const std::function<int(const Args&)>& run, int argc,
             char** argv);

}  // namespace hc::cli
