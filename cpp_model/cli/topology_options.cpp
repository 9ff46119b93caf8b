#include "cpp_model/cli/commands.h"

namespace hc::cli {

std::vector<Option> topology_options() {
  return {{"m", "LIST",
           "nodes per dimension, dimension 1 first, e.g. 15,15,15,15 (" + std::to_string(kMinRadix) + ".." +
               std::to_string(kMaxRadix) + " each, 1.." + std::to_string(kMaxDims) + " values)"},
          {"rho", "LIST", "links per direction per dimension, dimension 1 first (1..floor(m_i/2))"}};
}

Hypercycle parse_hypercycle(const std::string& m, const std::string& rho, const std::string& m_what,
                            const std::string& rho_what) {
  const std::vector<int> radices = parse_int_list(m, kMinRadix, kMaxRadix, m_what);  // m first, then rho
  return Hypercycle(radices, parse_int_list(rho, 1, kMaxRadix / 2, rho_what));
}

Hypercycle hypercycle_from(const Args& args) {
  const std::string m = args.str("m");  // --m is missing before --rho is
  return parse_hypercycle(m, args.str("rho"), "--m", "--rho");
}

RouteRuleFactory model_route_rules() {
  return [](const Hypercycle& g) { return std::make_unique<ModelRouteRule>(g); };
}

BroadcastRuleFactory model_broadcast_rules() {
  return [](const Hypercycle& g) { return std::make_unique<ModelBroadcastRule>(g); };
}

}  // namespace hc::cli
