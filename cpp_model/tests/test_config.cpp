#include <gtest/gtest.h>

#include "cpp_model/config.h"
#include "cpp_model/tests/reference.h"

namespace hc {
namespace {

std::vector<std::string> fields(const std::vector<int>& m, const std::vector<int>& rho) {
  std::vector<std::string> out;
  for (const auto& v : check_config(m, rho)) out.push_back(v.field);
  return out;
}

TEST(Config, EveryRuleIsReportedWithItsField) {
  using F = std::vector<std::string>;
  EXPECT_EQ(fields({}, {}), F{"r"});
  EXPECT_EQ(fields({3, 3, 3, 3, 3}, {1, 1, 1, 1, 1}), F{"r"});
  EXPECT_EQ(fields({4, 4}, {1}), F{"rho"});
  EXPECT_EQ(fields({1}, {1}), F{"m[1]"});
  EXPECT_EQ(fields({16}, {1}), F{"m[1]"});
  EXPECT_EQ(fields({5, 9}, {1, 0}), F{"rho[2]"});
  EXPECT_EQ(fields({5, 9}, {1, 5}), F{"rho[2]"});
  EXPECT_EQ(fields({15, 15, 15}, {4, 3, 2}), F{"degree"});  // 8 + 6 + 4 = 18 ports
  EXPECT_EQ(fields({16, 4}, {0, 3}), (F{"m[1]", "rho[1]", "rho[2]"}));
}

TEST(Config, ErrorMessageNamesFieldAndRule) {
  try {
    Hypercycle({7, 2}, {4, 1});
    FAIL() << "no exception";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.violations().size(), 1u);
    EXPECT_EQ(e.violations()[0].field, "rho[1]");
    EXPECT_EQ(std::string(e.what()),
              "invalid hypercycle configuration: rho[1] must be between 1 and floor(m[1]/2) = 3, got 4");
  }
}

TEST(Config, DegreeLimitCountsTheMissingMinusRhoPort) {
  // 2 rho = m in two dimensions: degree 7 + 7 = 14, plus 2 = 16 is allowed.
  EXPECT_NO_THROW(Hypercycle({8, 8, 3}, {4, 4, 1}));
  EXPECT_EQ(Hypercycle({8, 8, 3}, {4, 4, 1}).degree(), 16);
  EXPECT_THROW(Hypercycle({8, 8, 5}, {4, 4, 2}), ConfigError);  // 7 + 7 + 4 = 18
}

TEST(Config, PaperExamples) {
  // Paper 000 sec. 2.2: degree d = 2 rho, or 2 rho - 1 when rho = m/2; D = ceil(floor(m/2)/rho).
  Hypercycle c6_1({6}, {1}), c6_2({6}, {2}), g43({3, 4}, {1, 1}), g25({5, 2}, {1, 1});
  EXPECT_EQ(c6_1.degree(), 2);
  EXPECT_EQ(c6_1.diameter(), 3);
  EXPECT_EQ(c6_2.degree(), 4);
  EXPECT_EQ(c6_2.diameter(), 2);
  EXPECT_EQ(g43.nodes(), 12);
  EXPECT_EQ(g43.notation(), "G(4,3; 1,1)");
  EXPECT_EQ(g25.degree(), 3);  // dimension with m = 2 has a single port
  EXPECT_EQ(g25.diameter(), 3);
  Hypercycle full({15, 15, 15, 15}, {1, 1, 1, 1});
  EXPECT_EQ(full.nodes(), 50625);
  EXPECT_EQ(full.diameter(), 28);
  EXPECT_EQ(full.degree(), 8);
}

TEST(Config, PortBasesAndPlaceValues) {
  Hypercycle g({2, 4, 3}, {1, 2, 1});
  EXPECT_EQ(g.dim(0).port_base, 0);
  EXPECT_EQ(g.dim(1).port_base, 1);
  EXPECT_EQ(g.dim(2).port_base, 4);
  EXPECT_EQ(g.dim(0).weight, 1);
  EXPECT_EQ(g.dim(1).weight, 2);
  EXPECT_EQ(g.dim(2).weight, 8);
}

// Degree and diameter of every circulant against the edge set of eq. (1) and breadth-first search;
// a and k against eq. (6) and its consequences k = (m-1) mod rho < rho and 0 <= a <= D (Thm 2).
TEST(Config, EveryCirculantAgainstBruteForce) {
  for (auto [m, rho] : testing::all_circulants()) {
    SCOPED_TRACE("m=" + std::to_string(m) + " rho=" + std::to_string(rho));
    Dimension d = Hypercycle({m}, {rho}).dim(0);
    auto adj = testing::ref_adjacency({m}, {rho});
    EXPECT_EQ(d.degree, static_cast<int>(adj[0].size()));
    auto dist = testing::ref_bfs(adj, 0);
    EXPECT_EQ(d.diameter, *std::max_element(dist.begin(), dist.end()));
    EXPECT_EQ(d.a, (m - 1) / rho - d.diameter);
    EXPECT_EQ(d.k, m - d.a * rho - d.diameter * rho - 1);
    EXPECT_EQ(d.k, (m - 1) % rho);
    EXPECT_GE(d.a, 0);
    EXPECT_LE(d.a, d.diameter);
    if (d.k > 0) EXPECT_LT(d.a, d.diameter);
  }
}

}  // namespace
}  // namespace hc
