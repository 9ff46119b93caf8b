// hypercycle wormhole ...: the JSON interface other tools read, exit statuses, one-line errors.
#include <gtest/gtest.h>

#include "cpp_model/tests/cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using Result = hc::testing::CliResult;

Result run(const std::string& args) { return hc::testing::run_cli(HYPERCYCLE_BIN, args); }

nlohmann::json run_json(const std::string& args) { return hc::testing::run_json(HYPERCYCLE_BIN, args); }

TEST(WormholeCli, TableJsonInterface) {
  nlohmann::json j = run_json("wormhole table");
  ASSERT_EQ(j["rows"].size(), 28u);
  for (const auto& row : j["rows"]) {
    for (const char* key : {"n", "m", "k", "r", "kp", "rp", "Tc", "Tg", "T", "lower_bound"})
      ASSERT_TRUE(row[key].is_number_integer()) << key << " in " << row.dump();
    EXPECT_EQ(row["Tc_simulated"], row["Tc"]) << row.dump();  // includes the n = 20 rows
    EXPECT_EQ(row["Tg_simulated"], row["Tg"]) << row.dump();
    EXPECT_TRUE(row["cube_invariants_held"].get<bool>());
    EXPECT_TRUE(row["gray_invariants_held"].get<bool>());
    EXPECT_TRUE(row["paper"]["reading"].is_string());
  }
  const auto& last = j["rows"].back();
  EXPECT_EQ(last["n"], 20);
  EXPECT_EQ(last["m"], 20);
  EXPECT_EQ(last["Tc"], 8);
  EXPECT_EQ(last["Tg"], 5);
  EXPECT_EQ(last["T"], 8);
  EXPECT_EQ(last["lower_bound"], 5);
  EXPECT_EQ(last["paper"]["T"], 7);
  ASSERT_EQ(j["paper_disagreements"].size(), 14u);
  const auto& d = j["paper_disagreements"][0];
  EXPECT_EQ(d["n"], 8);
  EXPECT_EQ(d["m"], 2);
  EXPECT_EQ(d["column"], "kp");
  EXPECT_EQ(d["printed"], 4);
  EXPECT_EQ(d["expected"], 8);
  EXPECT_TRUE(d["reason"].is_string());
  EXPECT_TRUE(run_json("wormhole table --no-simulation")["rows"][0]["Tc_simulated"].is_null());
}

TEST(WormholeCli, BroadcastJson) {
  nlohmann::json j = run_json("wormhole broadcast --n 8 --m 3 --algorithm cube");
  EXPECT_EQ(j["steps"], 6);
  EXPECT_EQ(j["formula_steps"], 6);
  EXPECT_EQ(j["lower_bound"], 4);
  EXPECT_TRUE(j["invariants_held"].get<bool>());
  EXPECT_EQ(j["phases"][2]["cubes"], 64);
  j = run_json("wormhole broadcast --n 5 --m 3 --algorithm gray --source 9 --trace");
  EXPECT_EQ(j["steps"], 3);
  EXPECT_EQ(j["trace"][0]["paths"][0]["nodes"], (std::vector<int>{9, 8, 10, 11}));
  EXPECT_EQ(j["trace"][2]["paths"].size(), 16u);
  j = run_json("wormhole broadcast --n 20 --m 14 --algorithm gray");
  EXPECT_EQ(j["steps"], 7);
  EXPECT_EQ(j["informed"], 1 << 20);
  EXPECT_EQ(j["redundant_receptions"], 0);
}

TEST(WormholeCli, ClaimsAndHelp) {
  nlohmann::json j = run_json("wormhole claims --max-n 9");
  EXPECT_EQ(j["max_n"], 9);
  EXPECT_EQ(j["claims"].size(), 14u);
  for (const char* c :
       {"wormhole --help", "wormhole table --help", "wormhole broadcast --help", "wormhole claims --help"}) {
    Result h = run(c);
    EXPECT_EQ(h.status, 0) << c;
    EXPECT_EQ(h.out.rfind("usage: hypercycle", 0), 0u) << c;
  }
}

TEST(WormholeCli, BadInputIsOneLineAndStatus2) {
  hc::testing::expect_usage_error(
      HYPERCYCLE_BIN,
      {"wormhole broadcast --n 21 --m 3 --algorithm gray", "wormhole broadcast --n 8 --m 9 --algorithm gray",
       "wormhole broadcast --n 8 --m 0 --algorithm cube", "wormhole broadcast --n 8 --m 3 --algorithm ecube",
       "wormhole broadcast --n 8 --m 3 --algorithm gray --source 256", "wormhole broadcast --n 8 --algorithm gray",
       "wormhole claims --max-n 0", "wormhole table --bogus"});
}

}  // namespace
