// What the hardware must answer, according to the golden model: the register interface's error
// flags and status, router and broadcast responses, for any register values and any request.
#pragma once

#include <optional>

#include "cpp_model/address.h"
#include "cpp_model/broadcast.h"
#include "cpp_model/config.h"
#include "sim/node/hw_types.h"

namespace hc::rtl {

/// The configuration as the hardware sees it: the written registers and, when they are valid, the
/// model's hypercycle and the node's own digits.
struct HwView {
  explicit HwView(const HwConfig& c);
  HwConfig regs;
  uint16_t error_bits = 0;          ///< RegError: [0] r [4:1] m_i [8:5] rho_i [9] degree [13:10] own digit
  std::optional<Hypercycle> graph;  ///< present when error_bits == 0
  Digits own{};
};

/// RegError for these registers. The m, rho and degree rules are the model's (check_config on
/// dimensions 1..min(r,4)); r must be 1..4; an own digit must be below m_i (0 above r).
uint16_t expected_error_bits(const HwConfig& c);

/// Value of a status register (RegStatus .. RegId) once the unit is ready. For an invalid
/// configuration only RegStatus (ready and config_error), RegError and RegId are defined; the others
/// throw std::logic_error.
uint16_t expected_status(const HwView& v, int addr);

/// What a read of register addr returns once the unit is ready: the configuration registers as
/// written (RegDims .. RegAddr, defined from the write on) and the status registers expected_status
/// defines. Nothing where the hardware's value is not defined: the other status registers of an
/// invalid configuration, and addresses above RegId.
std::optional<uint16_t> expected_register(const HwView& v, int addr);

/// The router's answer to dst (4-bit digits) and avail.
RouteResponse expected_route(const HwView& v, const RouteRequest& r);

/// The broadcast unit's answer.
BcastResponse expected_bcast(const HwView& v, const BcastRequest& r);

/// The response that sends exactly these (not an error).
BcastResponse encode_sends(const SendList& sends);
/// The sends of a response, in port order; r must not be an error response (std::logic_error).
SendList decode_sends(const BcastResponse& r);

}  // namespace hc::rtl
