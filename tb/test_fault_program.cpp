// The fault grader's program (sim/node/fault_program.h) on a fault-free node: every check passes on the
// RTL and on its netlists, and a node that is not what the program expects fails its first check.
#include <gtest/gtest.h>

#include "sim/node/fault_program.h"

namespace hc::rtl {
namespace {

FaultProgramOptions small() {
  FaultProgramOptions o;
  o.random_configs = 20;
  o.random_vectors = 100;
  return o;
}

TEST(FaultProgram, EveryCheckPassesOnTheFaultFreeNode) {
  const FaultProgram program(small());
  RtlNode node;
  const ProgramRun r = program.run(node);
  EXPECT_FALSE(r.detection) << r.detection->what;
  EXPECT_GT(program.vectors(), 150000u);  // the exhaustive one-dimensional sets are in it
  EXPECT_GT(r.clocks, program.vectors());
}

// A configuration written before the program starts: the reset check (r = 0, ready DeriveSteps
// clocks after reset) fails at once.
TEST(FaultProgram, ANodeInAnotherStateFailsTheFirstCheck) {
  const FaultProgram program(small());
  RtlNode node;
  node.configure(HwConfig::of(Hypercycle({5}, {2}), 1));
  const ProgramRun r = program.run(node);
  ASSERT_TRUE(r.detection);
  EXPECT_EQ(r.detection->step, 0u);
  EXPECT_NE(r.detection->what.find("reset"), std::string::npos) << r.detection->what;
}

}  // namespace
}  // namespace hc::rtl
