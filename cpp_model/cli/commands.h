// The subcommands shared by `hypercycle` (the golden model) and `hypercycle-rtl` (the verilated RTL),
// and the options they have in common.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "cpp_model/broadcast.h"
#include "cpp_model/cli/program.h"
#include "cpp_model/config.h"
#include "cpp_model/noc/dut.h"
#include "cpp_model/routing.h"

namespace hc::cli {

/// --m and --rho (dimension 1 first).
std::vector<Option> topology_options();

/// The hypercycle of the lists m and rho ("5,4" and "2,1", dimension 1 first); m_what and rho_what name
/// them in errors. UsageError for a value outside its register's range (m 2..15, rho 1..7), else
/// ConfigError listing every broken rule.
Hypercycle parse_hypercycle(const std::string& m, const std::string& rho, const std::string& m_what,
                            const std::string& rho_what);

/// The hypercycle given by --m and --rho, as parse_hypercycle.
Hypercycle hypercycle_from(const Args& args);

/// Who decides at each node: the golden model or a device under test.
using RouteRuleFactory = std::function<std::unique_ptr<RouteRule>(const Hypercycle&)>;
using BroadcastRuleFactory = std::function<std::unique_ptr<BroadcastRule>(const Hypercycle&)>;

RouteRuleFactory model_route_rules();
BroadcastRuleFactory model_broadcast_rules();

/// Who simulates the network: the cycle-exact model or the verilated switches.
using NocFactory = std::function<std::unique_ptr<noc::NocDut>(const Hypercycle&, const noc::NocParams&)>;
NocFactory model_noc();

Command info_command();
Command route_command(RouteRuleFactory rules);
Command broadcast_command(BroadcastRuleFactory rules);
Command deadlock_command();
Command noc_command(NocFactory factory);
Command noc_sweep_command(NocFactory factory);

}  // namespace hc::cli
