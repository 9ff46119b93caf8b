// The ideal bound from channel loads: the textbook values for tori (Dally & Towles, 3.3.1) and what the
// routes imply elsewhere.
#include <gtest/gtest.h>

#include "cpp_model/noc/bound.h"

namespace hc::noc {
namespace {

TEST(ChannelLoad, UniformOnAnEightByEightTorusIsOneFlit) {
  // k-ary 2-cube, k = 8, uniform: the busiest channel carries k/8 = 1 flit per flit offered per node.
  Hypercycle g({8, 8}, {1, 1});
  ChannelLoad l = channel_load(g, make_pattern("uniform", g), 0.0);
  EXPECT_NEAR(l.max_channel, 1.0, 1e-9);
  EXPECT_NEAR(l.ideal, 1.0, 1e-9);
  EXPECT_NEAR(l.avg_hops, 4.0, 1e-9);  // 2 per ring of 8, self included
}

TEST(ChannelLoad, TornadoLoadsEveryRingChannelWithItsDistance) {
  // Tornado on a ring of 8 moves every node 3 clockwise: every +1 channel carries 3 packets' worth.
  Hypercycle g({8}, {1});
  ChannelLoad l = channel_load(g, make_pattern("tornado", g), 0.0);
  EXPECT_NEAR(l.max_channel, 3.0, 1e-9);
  EXPECT_NEAR(l.ideal, 1.0 / 3.0, 1e-9);
}

TEST(ChannelLoad, HotspotIsBoundByTheHotspotsEjection) {
  Hypercycle g({4, 4}, {1, 1});
  PatternOptions o;
  o.hotspots = {0};
  o.hotspot_fraction = 0.5;
  ChannelLoad l = channel_load(g, make_pattern("hotspot", g, o), 0.0);
  // Node 0 receives 16 x (0.5 + 0.5/16) = 8.5 flits per flit offered per node.
  EXPECT_NEAR(l.max_ejection, 8.5, 1e-9);
  EXPECT_NEAR(l.ideal, 1.0 / 8.5, 1e-9);
}

TEST(ChannelLoad, BroadcastsLoadEveryNodesEjection) {
  Hypercycle g({5}, {2});
  ChannelLoad l = channel_load(g, make_pattern("uniform", g), 1.0);
  EXPECT_NEAR(l.max_ejection, 4.0, 1e-9);  // every broadcast reaches every other node once
  EXPECT_NEAR(l.ideal, 0.25, 1e-9);
}

TEST(ChannelLoad, ChordsLowerTheLoadUntilInjectionBinds) {
  Hypercycle ring({8, 8}, {1, 1}), chords({8, 8}, {2, 2});
  ChannelLoad torus = channel_load(ring, make_pattern("uniform", ring), 0.0);
  ChannelLoad chordal = channel_load(chords, make_pattern("uniform", chords), 0.0);
  EXPECT_LT(chordal.max_channel, torus.max_channel);
  EXPECT_LT(chordal.avg_hops, torus.avg_hops);
  EXPECT_DOUBLE_EQ(chordal.ideal, 1.0);  // the injection port, one flit per clock, binds first
}

}  // namespace
}  // namespace hc::noc
