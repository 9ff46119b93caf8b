// hypercycle-rtl: the same JSON as hypercycle for route and broadcast, and the replay of vectors.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "cpp_model/tests/cli_run.h"

namespace {

using hc::testing::run_cli;

// Same status, same stdout, and the same error text apart from the program's name.
void expect_same(const std::string& args) {
  auto rtl = run_cli(HYPERCYCLE_RTL_BIN, args), model = run_cli(HYPERCYCLE_BIN, args);
  EXPECT_EQ(rtl.status, model.status) << args << "\n" << rtl.err;
  EXPECT_EQ(rtl.out, model.out) << args;
  EXPECT_EQ(rtl.err.substr(rtl.err.find(':') + 1), model.err.substr(model.err.find(':') + 1)) << args;
  EXPECT_TRUE(rtl.status != 0 || !rtl.out.empty()) << args;
}

TEST(RtlCli, SameJsonAsTheModel) {
  expect_same("broadcast --m 15,15,15,15 --rho 1,1,1,1 --origin 3.14.0.7 --json");
  expect_same("broadcast --m 6,5,4 --rho 3,2,1 --origin 17 --json");
  expect_same("route --m 4,5,3 --rho 2,2,1 --all --json");
  expect_same("route --m 8,6 --rho 2,3 --all --avail 0x0F0F --json");
  expect_same("route --m 15,15,15,15 --rho 1,1,1,1 --from 0 --to 7.7.7.7 --json");
  expect_same("route --m 5 --rho 2 --from 1 --to 3");
  expect_same("broadcast --m 5 --rho 1 --origin 9");  // bad input: same one-line error and status
}

TEST(RtlCli, NocSameJsonAsTheModel) {
  expect_same("noc --m 8,8 --rho 1,1 --rate 0.3 --cycles 300 --json");
  expect_same("noc --m 7,3 --rho 3,1 --rate 0.8 --len 3 --bcast-fraction 0.03 --cycles 300 --seed 11 --json");
  expect_same("noc --m 5,4,3 --rho 2,2,1 --rate 0.5 --len 2 --cycles 200 --warmup 50 --json");
  expect_same("noc --m 6,6 --rho 1,1 --rate 1 --len 8 --cycles 600 --no-dateline --watchdog 150 --json");
  expect_same("noc --m 5 --rho 2 --rate 0.4 --cycles 200");  // the text report too
}

TEST(RtlCli, NocTraceFilesAreIdentical) {
  const std::string a = ::testing::TempDir() + "hc_trace_rtl.jsonl", b = ::testing::TempDir() + "hc_trace_model.jsonl";
  const std::string args = " noc --m 4,4 --rho 2,1 --rate 0.4 --len 2 --bcast-fraction 0.05 --cycles 300 --trace ";
  ASSERT_EQ(run_cli(HYPERCYCLE_RTL_BIN, args + a).status, 0);
  ASSERT_EQ(run_cli(HYPERCYCLE_BIN, args + b).status, 0);
  const std::string rtl = hc::testing::slurp(a);
  EXPECT_FALSE(rtl.empty());
  EXPECT_EQ(rtl, hc::testing::slurp(b));
}

TEST(RtlCli, NocRefusesParametersTheSwitchWasNotBuiltWith) {
  auto r = run_cli(HYPERCYCLE_RTL_BIN, "noc --m 5 --rho 1 --vcs 4");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("the verilated switch was built with Dims=4 Vcs=2"), std::string::npos) << r.err;
}

TEST(RtlCli, ReplayAnswersEveryLineAndGoesOnAfterBadOnes) {
  const std::string input = "/tmp/hc_replay_" + std::to_string(getpid());
  std::ofstream(input) << R"({"op":"route","m":[5,4],"rho":[2,1],"cur":0,"dst":13,"avail":65535}
{"op":"route","m":[5,4],"rho":[2,1],"cur":0,"dst":13,"avail":0}
not json

{"op":"bcast","m":[5,4],"rho":[2,1],"origin":true}
{"op":"bcast","m":[5,4],"rho":[2,1],"wd":2,"wc":1,"in_port":4}
{"op":"bcast","m":[5,4],"rho":[2,1],"wd":3,"wc":1,"in_port":4}
{"op":"route","m":[5,4],"rho":[3,1],"cur":0,"dst":1}
{"op":"route","m":[5,4],"rho":[2,1],"cur":0,"dst":20}
{"op":"frob","m":[5,4],"rho":[2,1]}
{"op":"route","m":[5,4],"rho":[2,1],"cur":3,"dst":3}
)";
  auto r = run_cli(HYPERCYCLE_RTL_BIN, "replay < " + input);
  ASSERT_EQ(r.status, 0) << r.err;
  std::vector<nlohmann::json> lines;
  std::istringstream s(r.out);
  for (std::string l; std::getline(s, l);) lines.push_back(nlohmann::json::parse(l));
  ASSERT_EQ(lines.size(), 10u);
  // 0 -> 13 = (2,3) in G(4,5; 1,2): dimension 2 first, 2 clockwise in m = 4 with rho = 1: port +1 = 4.
  EXPECT_EQ(lines[0], (nlohmann::json{{"arrived", false}, {"port", 4}, {"wait", false}}));
  EXPECT_EQ(lines[1], (nlohmann::json{{"arrived", false}, {"port", 4}, {"wait", true}}));
  EXPECT_TRUE(lines[2].contains("error"));
  EXPECT_EQ(lines[3]["send"].size(), 6u);
  EXPECT_EQ(lines[4]["send"].size(), 4u);
  for (int i : {5, 6, 7, 8}) EXPECT_TRUE(lines[i].contains("error")) << i;
  EXPECT_EQ(lines[6]["error"], "line 8: invalid configuration: rho[1] must be 1..floor(m[1]/2)");
  EXPECT_EQ(lines[9], (nlohmann::json{{"arrived", true}, {"port", -1}, {"wait", false}}));
  std::remove(input.c_str());
}

TEST(RtlCli, ReplayNamesTheLineOfABadOneAndGoesOn) {
  const std::string input = "/tmp/hc_replay_bad_" + std::to_string(getpid());
  std::ofstream(input) << "\xff\n"
                          "\n"
                          R"({"op":"route","m":[5,4],"rho":[2,1],"cur":0,"dst":13,"avial":0}
{"op":"bcast","m":[5,4],"rho":[2,1],"origin":1}
{"op":"bcast","m":[5,4],"rho":[2,1],"origin":true,"wd":1}
{"op":"route","m":[5,4],
{"op":"route","m":[5,4],"rho":[2,1],"cur":0,"dst":13,"\u001b[2J":1}
{"op":"bcast","m":[5,4],"rho":[2,1],"origin":false,"wd":2,"wc":1,"in_port":4}
)" "{\"op\":\"route\",\"m\":[5,4],\"rho\":[2,1],\"cur\":0,\"dst\":\"\xc3\"}\n"
                          R"({"op":"route","m":[5,4],"rho":[2,1],"cur":3,"dst":3}
{"op":"route","m":[5,4],"rho":[2,1],"cur":0,"dst":1,"dst":13})";
  auto r = run_cli(HYPERCYCLE_RTL_BIN, "replay < " + input);
  std::remove(input.c_str());
  ASSERT_EQ(r.status, 0) << r.err;
  std::vector<nlohmann::json> lines;
  std::istringstream s(r.out);
  for (std::string l; std::getline(s, l);) lines.push_back(nlohmann::json::parse(l));
  ASSERT_EQ(lines.size(), 10u) << r.out;
  EXPECT_EQ(lines[0]["error"],
            "line 1: column 1: not JSON: syntax error while parsing value - invalid literal; last read: '\\xff'");
  EXPECT_EQ(lines[1]["error"], "line 3: unknown field \"avial\" in a route request");
  EXPECT_EQ(lines[2]["error"], "line 4: \"origin\" must be true or false");
  EXPECT_EQ(lines[3]["error"], "line 5: an \"origin\":true request takes no \"wd\", \"wc\" or \"in_port\"");
  EXPECT_EQ(lines[4]["error"].get<std::string>().rfind("line 6: column 25: not JSON: ", 0), 0u) << lines[4];
  EXPECT_EQ(lines[5]["error"], "line 7: unknown field \"\\x1b[2J\" in a route request");
  EXPECT_EQ(lines[6]["send"].size(), 4u);
  EXPECT_EQ(lines[7]["error"].get<std::string>().rfind("line 9: column ", 0), 0u) << lines[7];
  EXPECT_NE(lines[7]["error"].get<std::string>().find("ill-formed UTF-8 byte"), std::string::npos) << lines[7];
  EXPECT_EQ(lines[8], (nlohmann::json{{"arrived", true}, {"port", -1}, {"wait", false}}));
  EXPECT_EQ(lines[9]["error"], "line 11: field \"dst\" given twice");
}

TEST(RtlCli, FailedWriteToStdoutExitsTwo) {
  const std::string input = "/tmp/hc_replay_full_" + std::to_string(getpid());
  std::ofstream(input) << R"({"op":"bcast","m":[5],"rho":[1],"origin":true})" << "\n";
  for (const std::string& args : {std::string("route --m 5 --rho 2 --from 1 --to 3"), "replay < " + input}) {
    auto r = run_cli(HYPERCYCLE_RTL_BIN, args, "/dev/full");
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_EQ(r.err, "hypercycle-rtl: error: cannot write standard output\n") << args;
  }
  std::remove(input.c_str());
}

// HC_VERILATOR_ARGS passes Verilator's register-randomising plusargs on; a word Verilator would abort
// on, or ignore, is refused with one line before any model is made.
TEST(RtlCli, VerilatorArgsFromTheEnvironmentAreChecked) {
  const std::string route = "route --m 5 --rho 2 --from 1 --to 3";
  for (const char* env : {"+verilator+bogus", "+verilator+seed+abc", "+verilator+seed+0", "+verilator+seed+2147483648",
                          "+verilator+rand+reset+3", "+verilator+noassert", "garbage"}) {
    auto r = run_cli(std::string("HC_VERILATOR_ARGS='") + env + "' " + HYPERCYCLE_RTL_BIN, route);
    EXPECT_EQ(r.status, 2) << env;
    EXPECT_EQ(r.err.rfind(std::string("hypercycle-rtl: error: HC_VERILATOR_ARGS: '") + env + "' is not one of", 0), 0u)
        << env << ": " << r.err;
  }
  auto ok = run_cli(std::string("HC_VERILATOR_ARGS='+verilator+rand+reset+2 +verilator+seed+2147483647 +hc_any' ") +
                        HYPERCYCLE_RTL_BIN, route);
  EXPECT_EQ(ok.status, 0) << ok.err;
}

TEST(RtlCli, ReplayOfAnUnreadableInputExitsTwo) {
  auto r = run_cli(HYPERCYCLE_RTL_BIN, "replay --stats < /");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "hypercycle-rtl: error: cannot read standard input\n");
  EXPECT_EQ(r.out, "");
}

}  // namespace
