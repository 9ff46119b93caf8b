// hypercycle: the golden model's command-line interface.
#include "cpp_model/cli/commands.h"
#include "cpp_model/cli/paper_commands.h"

int main(int argc, char** argv) {
  using namespace hc::cli;
  std::vector<Command> commands = {
      info_command(),
      route_command(model_route_rules()),
      broadcast_command(model_broadcast_rules()),
      deadlock_command(),
      noc_command(model_noc()),
      noc_sweep_command(model_noc()),
  };
  for (const auto& group : {kary_commands(), qstar_commands(), wormhole_commands()})
    commands.insert(commands.end(), group.begin(), group.end());
  return run_program("hypercycle",
                     "Golden model of the programmable hypercycle router and broadcast weight unit.\n"
                     "A hypercycle G(m_r..m_1; rho_r..rho_1) is given with --m and --rho, dimension 1 first;\n"
                     "nodes are indices 0..N-1 or digits written most significant first (2.3.1).",
                     commands, argc, argv);
}
