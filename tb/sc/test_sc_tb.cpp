// The SystemC test bench as a program: a small seeded campaign passes and reports every figure,
// the same seed gives the same campaign, a corrupted response is caught and reported in full, and
// bad command lines are refused.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "cpp_model/tests/cli_run.h"

namespace hc::sctb {
namespace {

using hc::testing::run_cli;

const std::string kBench = HC_SC_TB;
const std::string kCampaign = "--seed 20240521 --configs 30 --vectors 200";

nlohmann::json run_json(const std::string& args, int expected_status) {
  const auto r = run_cli(kBench, args + " --json");
  EXPECT_EQ(r.status, expected_status) << r.err;
  return nlohmann::json::parse(r.out);
}

TEST(ScTb, SeededCampaignPassesAndReportsEveryFigure) {
  const nlohmann::json j = run_json(kCampaign, 0);
  EXPECT_EQ(j["seed"], 20240521u);
  EXPECT_EQ(j["configs"], 30);
  EXPECT_EQ(j["invalid_configs"], 1);  // configuration 12 of every 25
  EXPECT_EQ(j["vectors_per_config"], 200);
  EXPECT_EQ(j["vectors"], 30 * 200);
  EXPECT_EQ(j["route_vectors"].get<int>() + j["bcast_vectors"].get<int>(), 30 * 200);
  EXPECT_GT(j["route_vectors"], 2000);
  EXPECT_GT(j["bcast_vectors"], 2000);
  EXPECT_GE(j["register_reads"], 29 * 13);  // every register of every valid configuration
  EXPECT_EQ(j["min_latency"], 2);  // hc_node answers two clocks after acceptance
  EXPECT_GT(j["max_latency"], 2);  // back-pressure held some responses
  EXPECT_GT(j["request_stalls"], 0);
  EXPECT_GT(j["response_stalls"], 0);
  EXPECT_EQ(j["mismatches"], 0);
  EXPECT_EQ(j["outstanding"], 0);
  EXPECT_GT(j["cycles"], 30 * (52 + 13 + 100));
  EXPECT_GT(j["wall_seconds"], 0.0);
  EXPECT_GT(j["vectors_per_second"], 0.0);
  EXPECT_TRUE(j["hang"].is_null());
  EXPECT_TRUE(j["first_mismatch"].is_null());
  EXPECT_EQ(j["passed"], true);
}

TEST(ScTb, SameSeedSameCampaign) {
  const nlohmann::json a = run_json(kCampaign, 0), b = run_json(kCampaign, 0);
  for (const char* key : {"cycles", "route_vectors", "bcast_vectors", "register_reads"})
    EXPECT_EQ(a[key], b[key]) << key;
  const nlohmann::json c = run_json("--seed 7 --configs 30 --vectors 200", 0);
  EXPECT_NE(a["cycles"], c["cycles"]);
}

TEST(ScTb, CorruptedResponseIsCaughtWithTheFailingVector) {
  const auto r = run_cli(kBench, kCampaign + " --inject-error 1234 --json");
  ASSERT_EQ(r.status, 1) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["mismatches"], 1);
  EXPECT_EQ(j["passed"], false);
  const nlohmann::json& m = j["first_mismatch"];
  ASSERT_TRUE(m.is_object());
  EXPECT_EQ(m["vector"], 1234);
  EXPECT_TRUE(m["kind"] == "route" || m["kind"] == "bcast") << m["kind"];
  EXPECT_NE(m["expected"], m["actual"]);
  EXPECT_EQ(m["request"].get<std::string>().rfind(m["kind"].get<std::string>(), 0), 0u) << m["request"];
  EXPECT_GE(m["config"]["r"], 1);
  EXPECT_NE(m["config"]["text"].get<std::string>().find("RegM=0x"), std::string::npos);
  EXPECT_EQ(j["rerun"], "hc_sc_tb --seed 20240521 --configs 30 --vectors 200 --inject-error 1234");
  // The failing vector is printed for people too.
  EXPECT_NE(r.err.find("MISMATCH: first of 1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("expected"), std::string::npos);
}

TEST(ScTb, TextReportPrintsSeedCountsAndSpeed) {
  const auto pass = run_cli(kBench, "--seed 99 --configs 3 --vectors 50");
  EXPECT_EQ(pass.status, 0) << pass.err;
  for (const char* field : {"seed              99\n", "configs           3 (0 invalid)\n", "vectors compared  150 (",
                            "mismatches        0\n", "simulated cycles", "wall time", "vectors/s", "PASS\n"})
    EXPECT_NE(pass.out.find(field), std::string::npos) << field << "\n" << pass.out;
  const auto fail = run_cli(kBench, "--seed 99 --configs 3 --vectors 50 --inject-error 10");
  EXPECT_EQ(fail.status, 1);
  for (const char* field : {"mismatches        1\n", "MISMATCH: first of 1: ", "  configuration  r=",
                            "  request        ", "  expected       ", "  actual         ", "FAIL\n"})
    EXPECT_NE(fail.out.find(field), std::string::npos) << field << "\n" << fail.out;
}

TEST(ScTb, TraceWritesAnFstOnlyWhenAsked) {
  const std::string fst = ::testing::TempDir() + "hc_sc_tb_" + std::to_string(getpid()) + ".fst";
  const auto r = run_cli(kBench, "--seed 1 --configs 2 --vectors 20 --trace " + fst);
  EXPECT_EQ(r.status, 0) << r.err;
  // GTKWave's fst2vcd reads it back: the node's ports and internals are in it.
  const auto vcd = run_cli("fst2vcd", fst);
  EXPECT_EQ(vcd.status, 0) << vcd.err;
  EXPECT_NE(vcd.out.find("route_req_valid_i"), std::string::npos);
  EXPECT_NE(vcd.out.find("i_config"), std::string::npos);
  std::remove(fst.c_str());
}

TEST(ScTb, BadArgumentsExitTwoWithOneLine) {
  for (const char* args : {"--configs", "--configs 0", "--configs -1", "--vectors x", "--seed 0x10", "--frobnicate",
                           "--inject-error 0", "--configs 2 --vectors 3 --inject-error 7",
                           "--trace /nonexistent-dir/x.fst --configs 1 --vectors 1"}) {
    const auto r = run_cli(kBench, args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_EQ(r.err.rfind("hc_sc_tb: ", 0), 0u) << args << ": " << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << args << ": " << r.err;
  }
  const auto help = run_cli(kBench, "--help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--inject-error N"), std::string::npos);
  EXPECT_TRUE(help.err.empty()) << help.err;
  // The last response of the campaign can be corrupted, and is caught; one beyond it is refused.
  EXPECT_EQ(run_cli(kBench, "--seed 5 --configs 2 --vectors 3 --inject-error 6").status, 1);
  EXPECT_EQ(run_cli(kBench, "--configs 2 --vectors 3 --inject-error 7").err,
            "hc_sc_tb: --inject-error 7 is beyond the campaign's 6 responses (--configs x --vectors) (see --help)\n");
}

// A report that cannot be written fails the run, whatever the campaign found.
TEST(ScTb, AFullStandardOutputExitsTwo) {
  for (const char* args : {"--seed 1 --configs 2 --vectors 20", "--seed 1 --configs 2 --vectors 20 --json", "--help"}) {
    const auto r = run_cli(kBench, args, "/dev/full");
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_NE(r.err.find("hc_sc_tb: cannot write standard output\n"), std::string::npos) << args << ": " << r.err;
  }
}

}  // namespace
}  // namespace hc::sctb
