// hypercycle qstar ...: JSON shapes other tools read, help, one-line errors with exit status 2.
#include <gtest/gtest.h>

#include "cpp_model/tests/cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using Result = hc::testing::CliResult;

Result run(const std::string& args) { return hc::testing::run_cli(HYPERCYCLE_BIN, args); }

nlohmann::json run_json(const std::string& args, int status = 0) {
  return hc::testing::run_json(HYPERCYCLE_BIN, args, status);
}

TEST(QstarCli, SummaryJson) {
  const auto j = run_json("qstar --n 3");
  EXPECT_EQ(j["vertices"], 12);
  EXPECT_EQ(j["hyperlinks"], 8);
  EXPECT_EQ(j["diameter"], 3);
  EXPECT_EQ(j["broadcast_steps"], 3);
  EXPECT_EQ(j["reduction_steps"], 4);
  EXPECT_EQ(j["total_exchange_steps"], 37);
  EXPECT_EQ(j["total_exchange_steps_sets"], 27);
  EXPECT_EQ(j["invariants_hold"], true);
  std::vector<bool> holds;
  for (const auto& c : j["claims"]) holds.push_back(c["holds"]);
  EXPECT_EQ(holds, (std::vector<bool>{true, true, true, false, true}));  // Thm 6 exact fails, as a bound holds
  const auto j7 = run_json("qstar --n 7");
  EXPECT_EQ(j7["vertices"], 448);
  EXPECT_EQ(j7["hyperlinks"], 128);
  EXPECT_EQ(j7["diameter"], 7);
  EXPECT_EQ(j7["broadcast_steps"], 7);
  EXPECT_EQ(j7["reduction_steps"], 12);
  EXPECT_EQ(j7["total_exchange_steps"], 4 * 448 - 128 - 7);
}

TEST(QstarCli, SubcommandsJson) {
  const auto r = run_json("qstar route --n 3 --from '<0,4>' --to 3,7");
  EXPECT_EQ(r["path"], (nlohmann::json{"<0,4>", "<0,1>", "<1,3>", "<3,7>"}));
  EXPECT_EQ(r["steps"], 3);
  EXPECT_EQ(r["distance"], 3);
  const auto all = run_json("qstar route --n 3 --all");
  EXPECT_EQ(all["pairs"], 144);
  EXPECT_EQ(all["minimal"], 144);
  EXPECT_EQ(all["lemma1_equal_bfs"], 132);
  const auto inc = run_json("qstar incidence --n 3");
  EXPECT_EQ(inc["rows"][9], "<4,6>");
  EXPECT_EQ(inc["matrix"][9], (nlohmann::json{0, 0, 0, 0, 1, 0, 1, 0}));
  EXPECT_EQ(run_json("qstar incidence --n 2 --transpose")["matrix"][0], (nlohmann::json{1, 1, 0, 0}));
  EXPECT_EQ(run_json("qstar properties --n 4")["fact1"]["holds"], true);
  const auto t = run_json("qstar transform --n 3 --from '<2,6>'");
  EXPECT_EQ(t["ours"]["ok"], true);
  EXPECT_EQ(t["printed"]["ok"], false);
  EXPECT_EQ(t["printed_ok_sources"], 1);
  const auto b = run_json("qstar broadcast --n 4 --from 5,7 --schedule");
  EXPECT_EQ(b["steps"], 4);
  EXPECT_EQ(b["served"], 32);
  EXPECT_EQ(b["schedule"].size(), 4u);
  EXPECT_EQ(run_json("qstar broadcast --n 3 --reading literal", 1)["ok"], false);
  EXPECT_EQ(run_json("qstar broadcast --n 4 --all")["theorem4_holds"], 32);
  const auto red = run_json("qstar reduction --n 3 --to '<6,7>'");
  EXPECT_EQ(red["result"], 78);
  EXPECT_EQ(red["steps"], 4);
  EXPECT_EQ(run_json("qstar reduction --n 3 --all")["theorem5_holds"], 12);
  const auto te = run_json("qstar total-exchange --n 4 --policy sets");
  EXPECT_EQ(te["steps"], 74);
  EXPECT_EQ(te["theorem6_bound"], true);
  EXPECT_EQ(te["theorem6_exact"], false);
  EXPECT_EQ(run_json("qstar total-exchange --n 3 --policy received", 1)["missing"], 44);
  const auto f = run_json("qstar faults --n 3");
  EXPECT_EQ(f["processor_connectivity"], 4);
  EXPECT_EQ(f["theorem2_holds"], true);
  EXPECT_EQ(f["sweep"]["disconnecting"], (nlohmann::json{0, 0, 0, 0, 15}));
}

TEST(QstarCli, HelpEverywhere) {
  for (const char* c : {"qstar --help", "qstar route --help", "qstar incidence --help", "qstar properties --help",
                        "qstar transform --help", "qstar broadcast --help", "qstar reduction --help",
                        "qstar total-exchange --help", "qstar faults --help"}) {
    const Result r = run(c);
    EXPECT_EQ(r.status, 0) << c;
    EXPECT_EQ(r.out.rfind("usage: hypercycle qstar", 0), 0u) << c;
  }
  EXPECT_NE(run("qstar --help").out.find("n is 2 .. 10"), std::string::npos);
  EXPECT_NE(run("qstar route --help").out.find("<l,u>"), std::string::npos);
}

TEST(QstarCli, BadInputIsOneLineAndStatus2) {
  hc::testing::expect_usage_error(
      HYPERCYCLE_BIN,
      {"qstar --n 1", "qstar --n 11", "qstar --n x", "qstar route --n 3 --from '<1,0>'",
       "qstar route --n 3 --from 0,3", "qstar route --n 3 --to 0,8", "qstar route --n 3 --from zz",
       "qstar route --n 8 --all", "qstar route --n 3 --all --from 0,1", "qstar faults --n 7",
       "qstar broadcast --n 3 --reading sideways", "qstar total-exchange --n 3 --policy none",
       "qstar reduction --n 3 --to 1,3 --all", "qstar reduction --n 9 --all", "qstar broadcast --n 9 --all",
       "qstar incidence --n 3 --bogus"});
  EXPECT_EQ(run("qstar route --n 3 --from '<1,0>'").err,
            "hypercycle: error: <1,0> is not a vertex of Q_3*: l must be less than u (did you mean <0,1>?)\n");
  // Alone, qstar names what is missing and lists the other qstar commands.
  const auto alone = run("qstar");
  EXPECT_EQ(alone.status, 2);
  EXPECT_EQ(alone.err.rfind("hypercycle: error: option --n is required\n", 0), 0u) << alone.err;
  EXPECT_NE(alone.err.find("\n  qstar total-exchange "), std::string::npos) << alone.err;
}

}  // namespace
