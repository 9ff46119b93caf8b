#include "cpp_model/cli/commands.h"

namespace hc::cli {

std::vector<Option> topology_options() {
  return {{"m", "LIST",
           "nodes per dimension, dimension 1 first, e.g. 15,15,15,15 (" + std::to_string(kMinRadix) + ".." +
               std::to_string(kMaxRadix) + " each, 1.." + std::to_string(kMaxDims) + " values)"},
          {"rho", "LIST", "links per direction per dimension, dimension 1 first (1..floor(m_i/2))"}};
}

Hypercycle hypercycle_from(const Args& args) { return Hypercycle(args.int_list("m"), args.int_list("rho")); }

RouteRuleFactory model_route_rules() {
  return [](const Hypercycle& g) { return std::make_unique<ModelRouteRule>(g); };
}

BroadcastRuleFactory model_broadcast_rules() {
  return [](const Hypercycle& g) { return std::make_unique<ModelBroadcastRule>(g); };
}

}  // namespace hc::cli
