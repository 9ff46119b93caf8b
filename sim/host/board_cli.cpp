// hc-board-cli: a stand-in for `hypercycle-rtl board` (the same hc::cli::board_command()) until
// the hypercycle-rtl executable registers it; used by tb/test_board_cli.cpp.
#include "cpp_model/cli/args.h"
#include "sim/host/cmd_board.h"

int main(int argc, char** argv) {
  return hc::cli::run_program("hc-board-cli", "Host side of hc_board_top: comparison campaigns over a serial port.",
                              {hc::cli::board_command()}, argc, argv);
}
