// Pipelining m packets over L links (paper 001, Prop. 3.1.1).
#include <gtest/gtest.h>

#include "cpp_model/kary/gray.h"
#include "cpp_model/kary/pipeline.h"

namespace hc::kary {
namespace {

TEST(KaryPipeline, MPlusLMinusOneAgainstML) {
  for (int links = 1; links <= 20; ++links)
    for (int m = 1; m <= 20; ++m) {
      const PipelineResult r = pipeline(links, m);
      ASSERT_EQ(r.pipelined.steps, m + links - 1) << links << " " << m;
      ASSERT_EQ(r.whole.steps, m * links) << links << " " << m;
      ASSERT_TRUE(r.pipelined.clean());
      ASSERT_TRUE(r.whole.clean());
      ASSERT_EQ(r.pipelined.transfers, int64_t{m} * links);
      ASSERT_TRUE(all_hold(r.claims));
    }
  const PipelineResult far = pipeline(300, 7);  // a 15-ary 3-cube holds a 300-link path
  EXPECT_EQ(far.cube.n(), 3);
  EXPECT_EQ(far.pipelined.steps, 306);
  EXPECT_EQ(far.path.size(), 301u);
}

TEST(KaryPipeline, OnePortStopsTwoPacketsOnOneLink) {
  const Cube c(5, 1);
  // Two paths out of node 0 one-port: the source can feed only one of them per step.
  SimReport one = send_along(c, PortModel::OnePort, {{0, 1, 2}, {0, 4, 3}}, {3, 3});
  EXPECT_GT(one.violations, 0);
  SimReport all = send_along(c, PortModel::AllPort, {{0, 1, 2}, {0, 4, 3}}, {3, 3});
  EXPECT_TRUE(all.clean());
  EXPECT_EQ(all.steps, 4);  // 3 + 2 - 1
}

TEST(KaryPipeline, RejectsBadInput) {
  EXPECT_THROW(pipeline(0, 5), CubeError);
  EXPECT_THROW(pipeline(5, 0), CubeError);
  EXPECT_THROW(pipeline(50625, 1), CubeError);
  EXPECT_THROW(pipeline(1000, 1001), CubeError);
  EXPECT_THROW(send_along(Cube(5, 1), PortModel::OnePort, {{0}}, {1}), CubeError);
  EXPECT_THROW(send_along(Cube(5, 1), PortModel::OnePort, {{0, 1}}, {1, 2}), CubeError);
}

}  // namespace
}  // namespace hc::kary
