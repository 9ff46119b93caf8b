// Traffic patterns: each destination as defined, on bits or digits; distributions that sum to one and
// agree with the draws; patterns on bits refused where N is not a power of two.
#include <gtest/gtest.h>

#include <map>

#include "cpp_model/address.h"
#include "cpp_model/noc/patterns.h"

namespace hc::noc {
namespace {

Node one(const Pattern& p, Node s) {
  Rng rng(1);
  return p.draw(s, rng);
}

TEST(Patterns, BitPatternsOnSixtyFourNodes) {
  Hypercycle g({8, 8}, {1, 1});  // 6 bits
  EXPECT_EQ(one(make_pattern("transpose", g), 0b000111), 0b111000);
  EXPECT_EQ(one(make_pattern("transpose", g), 0b101100), 0b100101);
  EXPECT_EQ(one(make_pattern("bit-complement", g), 0b101100), 0b010011);
  EXPECT_EQ(one(make_pattern("bit-reverse", g), 0b110100), 0b001011);
  EXPECT_EQ(one(make_pattern("shuffle", g), 0b100110), 0b001101);
}

TEST(Patterns, DigitPatternsOnAnyHypercycle) {
  Hypercycle g({5, 4, 3}, {2, 1, 1});
  const Node s = node_of(g, {4, 1, 2, 0});
  EXPECT_EQ(one(make_pattern("neighbour", g), s), node_of(g, {0, 2, 0, 0}));
  EXPECT_EQ(one(make_pattern("tornado", g), s), node_of(g, {(4 + 2) % 5, (1 + 1) % 4, (2 + 1) % 3, 0}));
  EXPECT_EQ(one(make_pattern("antipodal", g), s), node_of(g, {(4 + 2) % 5, (1 + 2) % 4, (2 + 1) % 3, 0}));
}

TEST(Patterns, BitPatternsNeedAPowerOfTwo) {
  for (const char* name : {"transpose", "bit-complement", "bit-reverse", "shuffle"}) {
    try {
      make_pattern(name, Hypercycle({5, 4}, {1, 1}));
      ADD_FAILURE() << name << " accepted N = 20";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("power of two"), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(make_pattern("transpose", Hypercycle({8}, {1})), Error);  // 3 bits: odd
  EXPECT_NO_THROW(make_pattern("bit-reverse", Hypercycle({8}, {1})));
  EXPECT_THROW(make_pattern("nonsense", Hypercycle({8}, {1})), Error);
  PatternOptions bad;
  bad.hotspots = {99};
  EXPECT_THROW(make_pattern("hotspot", Hypercycle({8}, {1}), bad), Error);
}

TEST(Patterns, DistributionsSumToOneAndMatchTheDraws) {
  Hypercycle g({4, 4}, {1, 1});
  PatternOptions o;
  o.hotspots = {5, 9};
  o.hotspot_fraction = 0.3;
  for (const auto& [name, help] : pattern_list()) {
    Pattern p = make_pattern(name, g, o);
    std::map<Node, double> want;
    p.each(3, [&](Node d, double prob) { want[d] += prob; });
    double sum = 0;
    for (const auto& [d, prob] : want) sum += prob;
    EXPECT_NEAR(sum, 1.0, 1e-12) << name;
    Rng rng(11);
    std::map<Node, int> got;
    const int draws = 40000;
    for (int i = 0; i < draws; ++i) ++got[p.draw(3, rng)];
    for (const auto& [d, prob] : want)
      EXPECT_NEAR(static_cast<double>(got[d]) / draws, prob, 0.01) << name << " destination " << d;
  }
}

}  // namespace
}  // namespace hc::noc
