// The step simulator enforces the communication model of paper 001, Sec. 3.
#include <gtest/gtest.h>

#include "cpp_model/kary/simulator.h"

namespace hc::kary {
namespace {

TEST(KarySimulator, PortModelNames) {
  EXPECT_EQ(parse_port_model("one"), PortModel::OnePort);
  EXPECT_EQ(parse_port_model("2n-port"), PortModel::AllPort);
  EXPECT_EQ(port_model_name(PortModel::AllPort), "2n-port");
  EXPECT_THROW(parse_port_model("all"), CubeError);
}

TEST(KarySimulator, OnePortLimits) {
  const Cube c(5, 2);  // node 0 = 00; neighbours 01 (1), 04 (4), 10 (5), 40 (20)
  StepSimulator sim(c, PortModel::OnePort, Holding::Copy, 2);
  sim.originate(0, 0);
  sim.originate(1, 0);
  sim.step({{0, 1, 0}, {0, 5, 1}});  // sends twice
  EXPECT_EQ(sim.report().violations, 1);
  EXPECT_TRUE(sim.holds(1, 0));
  EXPECT_FALSE(sim.holds(5, 1));
  sim.step({{0, 6, 1}, {1, 6, 0}});  // 00 -> 11 is no link; 01 -> 11 fine
  EXPECT_EQ(sim.report().violations, 2);
  sim.step({{0, 5, 1}, {1, 6, 1}});  // 01 does not hold packet 1 yet
  EXPECT_EQ(sim.report().violations, 3);
  sim.step({{5, 6, 1}, {1, 6, 0}});  // 11 receives twice
  EXPECT_EQ(sim.report().violations, 4);
  EXPECT_EQ(sim.report().duplicates, 0);
  sim.step({{1, 6, 0}});  // 11 already has packet 0: a duplicate, not a violation
  EXPECT_EQ(sim.report().duplicates, 1);
  EXPECT_EQ(sim.report().steps, 5);
  EXPECT_EQ(sim.report().first_violations.size(), 4u);
  EXPECT_EQ(sim.report().first_violations[0].rfind("step 1: packet 1 00 -> 10", 0), 0u);
}

TEST(KarySimulator, AllPortAllowsEveryLinkOnceAndNoForwardingInTheSameStep) {
  const Cube c(5, 2);
  StepSimulator sim(c, PortModel::AllPort, Holding::Copy, 1);
  sim.originate(0, 0);
  sim.step({{0, 1, 0}, {0, 4, 0}, {0, 5, 0}, {0, 20, 0}, {1, 2, 0}});  // 01 cannot forward what it gets now
  EXPECT_EQ(sim.report().violations, 1);
  sim.step({{1, 2, 0}, {5, 10, 0}, {4, 3, 0}, {20, 15, 0}, {1, 2, 0}});  // 01 -> 02 twice on one link
  EXPECT_EQ(sim.report().violations, 2);
  EXPECT_EQ(sim.report().transfers, 8);
  sim.require(0, 24);
  EXPECT_EQ(sim.report().unserved, 1);
  EXPECT_FALSE(sim.report().clean());
}

TEST(KarySimulator, MovedPacketsLeaveTheSender) {
  const Cube c(3, 1);
  StepSimulator sim(c, PortModel::AllPort, Holding::Move, 1);
  sim.originate(0, 0);
  sim.step({{0, 1, 0}, {0, 2, 0}});  // one packet cannot go two ways
  EXPECT_EQ(sim.report().violations, 1);
  EXPECT_TRUE(sim.holds(1, 0));
  EXPECT_FALSE(sim.holds(0, 0));
  sim.step({{0, 2, 0}});
  EXPECT_EQ(sim.report().violations, 2);
  sim.step({{1, 2, 0}});
  sim.require(0, 2);
  EXPECT_TRUE(sim.report().clean() == false);  // two violations remain on record
  EXPECT_EQ(sim.report().unserved, 0);
}

TEST(KarySimulator, RejectsBadSetup) {
  const Cube c(3, 1);
  EXPECT_THROW(StepSimulator(c, PortModel::OnePort, Holding::Copy, 0), CubeError);
  StepSimulator sim(c, PortModel::OnePort, Holding::Copy, 1);
  EXPECT_THROW(sim.originate(1, 0), CubeError);
  EXPECT_THROW(sim.originate(0, 3), CubeError);
}

}  // namespace
}  // namespace hc::kary
