// `hypercycle kary ...`: the JSON other tools read, exit statuses, one-line errors with status 2.
#include <gtest/gtest.h>

#include "cpp_model/tests/cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using Result = hc::testing::CliResult;

Result run(const std::string& args) { return hc::testing::run_cli(HYPERCYCLE_BIN, args); }

nlohmann::json run_json(const std::string& args, int status = 0) {
  return hc::testing::run_json(HYPERCYCLE_BIN, args, status);
}

using V = std::vector<std::vector<int>>;

TEST(KaryCli, GrayJsonIsTable232) {
  nlohmann::json j = run_json("kary gray --k 3 --n 2");
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j["codes"].get<V>(), (V{{0, 1}, {0, 2}, {1, 2}, {1, 1}, {2, 1}, {2, 2}, {2, 0}, {1, 0}, {0, 0}}));
  EXPECT_EQ(run_json("kary gray --k 15 --n 4")["codes"].size(), 50625u);
}

TEST(KaryCli, PathsJsonIsExample222) {
  nlohmann::json j = run_json("kary paths --k 5 --from 0,1,3 --to 0,3,4");
  ASSERT_EQ(j.size(), 1u);
  const auto paths = j["paths"].get<std::vector<V>>();
  ASSERT_EQ(paths.size(), 6u);
  EXPECT_EQ(paths[0], (V{{0, 1, 3}, {0, 1, 4}, {0, 2, 4}, {0, 3, 4}}));
  EXPECT_EQ(paths[5], (V{{0, 1, 3}, {0, 0, 3}, {0, 0, 4}, {0, 4, 4}, {0, 3, 4}}));
}

TEST(KaryCli, ClaimsAndExitStatus) {
  nlohmann::json b = run_json("kary broadcast --k 5 --n 2 --port-model 2n");
  EXPECT_EQ(b["steps"], 4);
  EXPECT_TRUE(b["all_hold"].get<bool>());
  EXPECT_FALSE(b["claims"][1]["holds"].get<bool>());  // Prop. 3.3.1 as printed: a misprint
  EXPECT_TRUE(b["claims"][1]["misprint"].get<bool>());
  EXPECT_EQ(run_json("kary broadcast --k 5 --n 2 --port-model one")["steps"], 6);
  EXPECT_EQ(run_json("kary broadcast --k 5 --n 3 --rule as-printed", 1)["simulation"]["unserved"], 72);
  EXPECT_EQ(run_json("kary one-to-one --k 5 --from 0 --to 1 --packets 10", 1)["best_steps"], 7);
  EXPECT_EQ(run_json("kary one-to-one --k 5 --from 0,1,3 --to 0,3,4 --packets 10 --port-model one")["steps"], 12);
  EXPECT_EQ(run_json("kary broadcast-search --k 3 --n 3", 1)["steps"], 5);
  EXPECT_EQ(run_json("kary multinode --k 2 --n 2")["steps"], 3);
  EXPECT_EQ(run_json("kary scatter --k 5 --n 1")["steps"], 4);
  EXPECT_EQ(run_json("kary exchange --k 4 --n 1")["steps"], 4);
  EXPECT_EQ(run_json("kary pipeline --links 5 --packets 4")["pipelined"]["steps"], 8);
  EXPECT_EQ(run_json("kary info --k 4 --n 3")["links_with_copies"], 192);
  EXPECT_EQ(run_json("kary distance --k 5 --a 3,0,1,2,3,4 --b 3,0,4,0,0,0")["lee_distance"], 7);
  EXPECT_EQ(run_json("kary gray-check")["results"].size(), 56u);
  EXPECT_EQ(run_json("kary paths-check --k 3 --n 3")["failures"], 0);
  EXPECT_EQ(run("kary rings --k 4 --n 2 --direction 1").out.find("R_2 = {10, 11, 12, 13}") != std::string::npos, true);
}

TEST(KaryCli, BadInputIsOneLineAndStatus2) {
  hc::testing::expect_usage_error(
      HYPERCYCLE_BIN,
      {"kary gray --k 16 --n 2", "kary gray --k 1 --n 2", "kary gray --k 5 --n 5", "kary gray --k 5",
       "kary paths --k 2 --from 0,1 --to 1,1", "kary paths --k 5 --from 0,1 --to 0,1",
       "kary paths --k 5 --from 0,1 --to 0,5", "kary paths --k 5 --from 0,1 --to 0,1,2",
       "kary broadcast --k 5 --n 2 --port-model all", "kary broadcast --k 5 --n 2 --root 1,2,3",
       "kary broadcast --k 5 --n 2 --rule literal", "kary exchange --k 7 --n 4", "kary distance --k 5 --a 1,2 --b 1",
       "kary one-to-one --k 5 --from 0,1 --to 0,2 --packets 0", "kary paths-check --k 6 --n 4",
       "kary pipeline --links 1000 --packets 1001", "kary broadcast-search --k 3 --n 2 --tries 0",
       "kary rings --k 4 --n 2 --direction 3"});
  Result help = run("kary broadcast --help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--port-model"), std::string::npos);
}

}  // namespace
