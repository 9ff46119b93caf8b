// The two compilations of the register map (rtl/regs/hc_node.rdl) agree: the C header for host
// software (PeakRDL's, compiled as C in regs_c_header.c) and the C++ constants of the harnesses. The
// golden model's refusal causes are the map's CAUSE fields.
#include <gtest/gtest.h>

#include <utility>

#include "cpp_model/noc/dut.h"
#include "sim/node/hw_types.h"
#include "tb/regs_c_header.h"

namespace hc::rtl {
namespace {

TEST(Regs, CHeaderAndCppConstantsAgree) {
  ASSERT_EQ(hc_c_reg_count, static_cast<unsigned>(kRegCount));
  ASSERT_EQ(HC_C_REGS, kRegCount);
  // The C struct's members in the order regs_c_header.c lists them.
  const Reg order[HC_C_REGS] = {kRegDims, kRegM,      kRegRho,    kRegAddr,     kRegStatus, kRegError,
                                kRegTotals, kRegDiameter, kRegA, kRegK, kRegDegree, kRegPortBase,
                                kRegId,   kRegCtrl,   kRegErrors, kRegCause};
  for (int i = 0; i < HC_C_REGS; ++i) EXPECT_EQ(hc_c_reg_index[i], order[i]) << kRegNames[order[i]];
  EXPECT_EQ(hc_c_id_reset, reg::id::kReset);
  EXPECT_EQ(hc_c_status_ready_bm, reg::status::ready.mask());
  EXPECT_EQ(hc_c_status_busy_bm, reg::status::busy.mask());
  EXPECT_EQ(hc_c_error_own_bm, reg::error::own.mask());
  EXPECT_EQ(hc_c_totals_diameter_bp, reg::totals::diameter.lsb);
}

TEST(Regs, FieldsPackAndUnpack) {
  EXPECT_EQ(reg::error::own.mask(), 0x3C00);
  EXPECT_EQ(reg::error::own.put(0b1010), 0x2800);
  EXPECT_EQ(reg::error::own.get(0x2800), 0b1010u);
  EXPECT_EQ(reg::status::kReset, reg::status::busy.mask() | reg::status::config_error.mask());
}

// noc::Cause is CAUSE's bit numbers, and noc::kCauseMask its refusal causes: every field below
// unsupported, the first of the configuration's status bits.
TEST(Regs, ModelCausesAreTheMaps) {
  const std::pair<noc::Cause, RegField> causes[] = {
      {noc::kCauseConfig, reg::cause::config},           {noc::kCauseSequence, reg::cause::sequence},
      {noc::kCauseLength, reg::cause::length},           {noc::kCauseDestination, reg::cause::destination},
      {noc::kCauseWeights, reg::cause::weights}};
  unsigned mask = 0;
  for (const auto& [cause, field] : causes) {
    EXPECT_EQ(field.lsb, static_cast<unsigned>(cause));
    EXPECT_EQ(field.width, 1u);
    mask |= field.mask();
  }
  EXPECT_EQ(noc::kCauseMask, mask);
  EXPECT_EQ(reg::cause::unsupported.lsb, static_cast<unsigned>(noc::kCauses));
  EXPECT_EQ(reg::cause::one_vc.lsb, static_cast<unsigned>(noc::kCauses) + 1);
}

}  // namespace
}  // namespace hc::rtl
