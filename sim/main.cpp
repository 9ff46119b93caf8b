// hypercycle-rtl: the verilated RTL deciding, with the same options and JSON as `hypercycle`.
#include <memory>

#include "cpp_model/cli/commands.h"
#include "sim/host/cmd_board.h"
#include "sim/rtl_commands.h"
#include "sim/noc/rtl_noc.h"
#include "sim/node/rtl_rules.h"
#include "sim/waves.h"

namespace {

/// `command` with --waves FILE: the verilated RTL writes its waveforms (FST) while the command runs.
hc::cli::Command with_waves(hc::cli::Command command) {
  command.options.push_back({"waves", "FILE",
                             "write the verilated RTL's waveforms to FILE (FST; a command that runs several "
                             "simulations writes FILE, then the name with -2, -3, ... before its extension)"});
  command.run = [run = command.run](const hc::cli::Args& args, std::ostream& out) {
    if (args.has("waves")) {
      if (args.str("waves").empty()) throw hc::cli::UsageError("--waves needs a file name");
      hc::rtl::request_waves(args.str("waves"));
    }
    return run(args, out);
  };
  return command;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace hc::cli;
  const NocFactory rtl_noc = [](const hc::Hypercycle& g, const hc::noc::NocParams& p) {
    return std::make_unique<hc::rtl::RtlNetwork>(g, p);
  };
  const std::vector<Command> commands = {
      with_waves(route_command([](const hc::Hypercycle& g) { return std::make_unique<hc::rtl::RtlRouteRule>(g); })),
      with_waves(
          broadcast_command([](const hc::Hypercycle& g) { return std::make_unique<hc::rtl::RtlBroadcastRule>(g); })),
      with_waves(noc_command(rtl_noc)),
      with_waves(noc_sweep_command(rtl_noc)),
      with_waves(replay_command()),
      board_command(),
      board_noc_command(),
  };
  return run_program("hypercycle-rtl",
                     "The verilated router and broadcast weight unit (rtl/hc_node.sv) deciding at every node,\n"
                     "and a network of verilated switches (rtl/hc_switch.sv). route, broadcast and noc take the\n"
                     "options of `hypercycle` and print the same JSON, so the two can be diffed; replay answers\n"
                     "external vectors; board runs a comparison campaign against a board over a serial port, and board noc\n"
                     "a rate sweep on the network on a board, compared with the model. Every command that simulates\n"
                     "takes --waves FILE (FST waveforms, docs/waves.md).",
                     commands, argc, argv);
}
