#include <gtest/gtest.h>

#include <map>

#include "cpp_model/wormhole/claims.h"

namespace hc::wormhole {
namespace {

std::map<std::string, ClaimCheck> by_id(const std::vector<ClaimCheck>& checks) {
  std::map<std::string, ClaimCheck> out;
  for (const auto& c : checks) out[c.id] = c;
  return out;
}

TEST(WormholeClaims, SimulatedSweepUpTo14) {
  const auto c = by_id(check_claims(14, true));
  ASSERT_EQ(c.size(), 14u);
  for (const char* id : {"thm1_lower_bound", "thm2_cube", "thm3_gray", "model_rules"}) {
    EXPECT_TRUE(c.at(id).holds()) << id;
    EXPECT_EQ(c.at(id).cases, std::string(id) == "thm1_lower_bound" ? 210 : 105) << id;
  }
  EXPECT_TRUE(simulations_sound(check_claims(6, true)));
  EXPECT_TRUE(c.at("cube_is_ho_at_m_eq_n").holds());
  EXPECT_TRUE(c.at("gray_not_worse_than_cube").holds());
  EXPECT_TRUE(c.at("conclusion_m_range").holds());
  EXPECT_TRUE(c.at("conclusion_n_range_corrected").holds());
  EXPECT_TRUE(c.at("example2").holds());
  // Sec. 3.3: "optimal when m = n" fails where Tg(n,n) exceeds the bound by one.
  const ClaimCheck& opt = c.at("gray_optimal_at_m_eq_n");
  EXPECT_EQ(opt.cases, 14);
  EXPECT_EQ(opt.counterexamples,
            (std::vector<std::string>{"n=5, m=5: Tg 3, lower bound 2", "n=10, m=10: Tg 4, lower bound 3",
                                      "n=13, m=13: Tg 5, lower bound 4", "n=14, m=14: Tg 5, lower bound 4"}));
  // Conclusion: n = k's and n = k's + 1 differ (r' = 0 against r' = 1).
  const ClaimCheck& nr = c.at("conclusion_n_range");
  EXPECT_FALSE(nr.holds());
  EXPECT_EQ(nr.counterexamples.at(0), "m=3 (s=2): n=4 takes 2, n=5 takes 3");
  // Example 1: the last call runs in 2^6 = 64 cubes, not 128.
  const ClaimCheck& ex1 = c.at("example1");
  EXPECT_EQ(ex1.failures, 1);
  EXPECT_EQ(ex1.counterexamples.at(0), "call 3 (Basic(0^2 a_5..a_0; 6,7)) runs in 64 cubes, the paper says 128");
  // Sec. 3.3: "when m < n the cube-based algorithm performs worse than Ho's" has ties.
  EXPECT_EQ(c.at("cube_worse_than_ho").counterexamples.at(0), "n=2, m=1: Tc 2 = T(n) 2");
  // "near-optimal" read as at most one step above the bound fails for m = 2 from n = 6 on.
  EXPECT_EQ(c.at("gray_near_optimal").counterexamples.at(0), "n=6, m=2: Tg 6, lower bound 4");
}

TEST(WormholeClaims, FormulaSweepTo20) {
  const auto c = by_id(check_claims(kMaxN, false));
  EXPECT_EQ(c.at("thm2_cube").cases, 0);  // needs the simulation
  EXPECT_EQ(c.at("thm1_lower_bound").cases, 210);
  EXPECT_TRUE(c.at("thm1_lower_bound").holds());
  EXPECT_TRUE(c.at("gray_not_worse_than_cube").holds());
  EXPECT_EQ(c.at("gray_optimal_at_m_eq_n").failures, 4);  // n = 5, 10, 13, 14; 15..20 are optimal
  EXPECT_THROW(check_claims(0, false), ParamError);
  EXPECT_THROW(check_claims(kMaxN + 1, false), ParamError);
}

}  // namespace
}  // namespace hc::wormhole
