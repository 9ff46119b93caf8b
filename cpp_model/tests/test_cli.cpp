// The hypercycle command: help everywhere, one-line errors with exit status 2, JSON shapes.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "cpp_model/noc/network_model.h"
#include "cpp_model/tests/cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using Result = hc::testing::CliResult;
using hc::testing::slurp;

Result run(const std::string& args) { return hc::testing::run_cli(HYPERCYCLE_BIN, args); }

nlohmann::json run_json(const std::string& args, int status = 0) {
  return hc::testing::run_json(HYPERCYCLE_BIN, args, status);
}

TEST(Cli, HelpEverywhere) {
  for (const char* c : {"--help", "info --help", "route --help", "broadcast --help", "deadlock --help"}) {
    Result r = run(c);
    EXPECT_EQ(r.status, 0) << c;
    EXPECT_EQ(r.out.rfind("usage: hypercycle", 0), 0u) << c;
  }
  EXPECT_NE(run("route --help").out.find("dimension 1 first"), std::string::npos);
  EXPECT_EQ(run("").status, 2);
}

TEST(Cli, BadInputIsOneLineAndStatus2) {
  hc::testing::expect_usage_error(
      HYPERCYCLE_BIN,
      {"info", "info --m 16 --rho 1", "info --m 5,5 --rho 1", "info --m 5 --rho 3", "info --m 5,x --rho 1,1",
       "info --m 5 --rho 1 --bogus", "info --m 5 --rho 1 --m 5", "info --m 15,15,15 --rho 7,7,7",
       "route --m 5 --rho 1 --from 0", "route --m 5 --rho 1 --from 0 --to 5",
       "route --m 5,4 --rho 1,1 --from 0 --to 1.2.3", "route --m 5 --rho 1 --from 0 --to 1 --avail 0x10000",
       "route --m 5 --rho 1 --from 0 --to 1 --avail -1", "route --m 5 --rho 1 --all --from 0",
       "broadcast --m 5 --rho 1 --origin 7", "broadcast --m 5 --rho 1 --dot /nonexistent/dir/x.dot",
       "deadlock --sweep --m 5 --rho 1", "frobnicate", "info stray"});
  EXPECT_EQ(run("info --m 5,4 --rho 3,3").err,
            "hypercycle: error: invalid hypercycle configuration: rho[1] must be between 1 and floor(m[1]/2) = 2, got "
            "3; rho[2] must be between 1 and floor(m[2]/2) = 2, got 3\n");
}

TEST(Cli, NumbersAreStrictAndOutOfRangeNamesTheRealRange) {
  hc::testing::expect_usage_error(
      HYPERCYCLE_BIN, {"info --m +5 --rho 1", "info --m 0x+5 --rho 1", "info --m 0x-5 --rho 1", "info --m 0x5,+4 --rho 1,1",
                       "route --m 5 --rho 1 --from 0 --to 1 --avail +7", "route --m 5 --rho 1 --from 0 --to 1 --avail 0x+7",
                       "route --m 5 --rho 1 --from 0 --to 1 --avail ' 7'", "noc --m 4 --rho 1 --rate +0.5",
                       "noc --m 4 --rho 1 --rate 0x1p-2", "noc --m 4 --rho 1 --rate inf"});
  EXPECT_EQ(run("info --m 2147483648 --rho 1").err, "hypercycle: error: --m must be between 2 and 15, got 2147483648\n");
  EXPECT_EQ(run("info --m 5,99999999999999999999 --rho 1,1").err,
            "hypercycle: error: --m must be between 2 and 15, got 99999999999999999999\n");
  EXPECT_EQ(run("info --m 5 --rho 4294967297").err, "hypercycle: error: --rho must be between 1 and 7, got 4294967297\n");
  EXPECT_EQ(run("noc sweep --m 4 --rho 1 --compare 4294967300:1").err,
            "hypercycle: error: --compare M must be between 2 and 15, got 4294967300\n");
  EXPECT_EQ(run("route --m 5 --rho 1 --from 0 --to 1 --avail 0x1ffffffffffffffff").err,
            "hypercycle: error: --avail must be between 0 and 65535, got 0x1ffffffffffffffff\n");
  EXPECT_EQ(run("info --m 0x5 --rho 1 --json").status, 0);
  EXPECT_EQ(run("noc --m 4 --rho 1 --rate 1e-1 --cycles 10 --json").status, 0);
}

TEST(Cli, UserInputInErrorsIsQuoted) {
  // A newline and an escape sequence in arguments: one line on stderr, the bytes written as escapes.
  hc::testing::expect_usage_error(HYPERCYCLE_BIN, {"info --m '5\n\x1b[31m' --rho 1", "'fro\nb'", "info '--m\x1b' 5",
                                                   "info --m 5 --rho 1 'stray\r\n'", "route --m 5 --rho 1 --to '\n'"});
  EXPECT_EQ(run("info --m '5\n\x1b[31m\\' --rho 1").err,
            "hypercycle: error: --m: '5\\n\\x1b[31m\\\\' is not an integer\n");
  EXPECT_EQ(run("'fro\x9b" "b'").err, "hypercycle: error: unknown command 'fro\\x9bb' (see hypercycle --help)\n");
  EXPECT_EQ(run("broadcast --m 5 --rho 1 --dot '/nonexistent/\tx'").err,
            "hypercycle: error: cannot write '/nonexistent/\\tx': its folder does not exist\n");
}

// A full standard output is an error (the files a command writes: WritesNothingButARegularFile).
TEST(Cli, FailedWritesExitTwoAndNameTheFile) {
  Result r;
  for (const char* args : {"info --m 5 --rho 1", "info --m 5 --rho 1 --json", "broadcast --m 5 --rho 1", "--help",
                           "route --help", "kary gray --k 3 --n 2"}) {
    r = hc::testing::run_cli(HYPERCYCLE_BIN, args, "/dev/full");
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_EQ(r.err, "hypercycle: error: cannot write standard output\n") << args;
  }
}

TEST(Cli, GroupWithoutItsCommandListsTheCommands) {
  // kary and wormhole are groups only; noc and qstar are commands that head a group.
  for (const char* group : {"kary", "wormhole", "noc", "qstar"}) {
    Result r = run(group);
    EXPECT_EQ(r.status, 2) << group;
    EXPECT_NE(r.err.find("usage: hypercycle " + std::string(group)), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("\n  " + std::string(group) + " "), std::string::npos) << r.err;
    EXPECT_GT(std::count(r.err.begin(), r.err.end(), '\n'), 3) << r.err;
  }
  EXPECT_EQ(run("noc").err.rfind("hypercycle: error: option --m is required\n", 0), 0u);
  EXPECT_NE(run("noc").err.find("\n  noc sweep "), std::string::npos);
  EXPECT_NE(run("qstar").err.find("\n  qstar route "), std::string::npos);
  EXPECT_EQ(run("kary bogus").err.rfind("hypercycle: error: unknown command 'kary bogus'\n", 0), 0u);
  Result help = run("noc --help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("\n  noc sweep "), std::string::npos) << help.out;
  // With options, a group's head is a command like any other: one line.
  hc::testing::expect_usage_error(HYPERCYCLE_BIN, {"noc --m 4", "qstar --n 99"});
}

TEST(Cli, InfoJson) {
  auto j = run_json("info --m 6,4 --rho 3,1");
  EXPECT_EQ(j["notation"], "G(4,6; 1,3)");
  EXPECT_EQ(j["nodes"], 24);
  EXPECT_EQ(j["degree"], 7);
  EXPECT_EQ(j["diameter"], 3);
  EXPECT_EQ(j["dimensions"][0]["ports"].size(), 5u);
  EXPECT_EQ(j["dimensions"][0]["ports"][4], (nlohmann::json{{"port", 4}, {"offset", -2}}));
  EXPECT_EQ(j["dimensions"][1]["a"], 1);
  EXPECT_EQ(j["dimensions"][1]["k"], 0);
}

TEST(Cli, RouteJson) {
  // G(5,7; 1,3): 0 -> (3,5): dimension 2 first, 3 ccw of 5 is 2 ccw: -1 twice (port 7); then 5 in dim 1
  // is 2 ccw: -2 (port 4).
  auto j = run_json("route --m 7,5 --rho 3,1 --from 0 --to 3.5");
  EXPECT_EQ(j["path"], (nlohmann::json{0, 28, 21, 26}));
  EXPECT_EQ(j["ports"], (nlohmann::json{7, 7, 4}));
  EXPECT_EQ(j["hops"], 3);
  EXPECT_EQ(j["distance"], 3);
  EXPECT_EQ(j["arrived"], true);
  auto w = run_json("route --m 7,5 --rho 3,1 --from 0 --to 26 --avail 0x7F");
  EXPECT_EQ(w["path"], (nlohmann::json{0}));
  EXPECT_EQ(w["arrived"], false);
  EXPECT_EQ(w["wait_port"], 7);
  auto all = run_json("route --m 4,3 --rho 2,1 --all");
  EXPECT_EQ(all["pairs"], 144);
  EXPECT_EQ(all["minimal"], 144);
}

TEST(Cli, BroadcastJsonAndDot) {
  const std::string dot = ::testing::TempDir() + "hypercycle_cli_" + std::to_string(getpid()) + ".dot";
  auto j = run_json("broadcast --m 5,4 --rho 2,1 --origin 1.3 --dot " + dot);
  EXPECT_EQ(j["nodes"], 20);
  EXPECT_EQ(j["steps"], 3);
  EXPECT_EQ(j["diameter"], 3);
  EXPECT_EQ(j["duplicates"], 0);
  EXPECT_EQ(j["unreached"], 0);
  ASSERT_EQ(j["arrival"].size(), 20u);
  EXPECT_EQ(j["arrival"][8], 0);  // 1.3 = 1*5 + 3
  std::string text = slurp(dot);
  EXPECT_EQ(std::count(text.begin(), text.end(), '>'), 19);  // one "->" per tree edge
  EXPECT_NE(text.find("[label=\"1.3\", style=bold]"), std::string::npos);
}

TEST(Cli, DeadlockJson) {
  auto j = run_json("deadlock --m 8,5 --rho 2,1", 1);  // cyclic: exit status 1
  EXPECT_EQ(j["cdg_acyclic"], false);
  EXPECT_EQ(j["paper_deadlock_free"], false);
  EXPECT_EQ(j["dimensions"][0]["cdg_acyclic"], true);
  EXPECT_EQ(j["dimensions"][1]["cdg_acyclic"], false);
  EXPECT_FALSE(j["cycle"].empty());
  auto s = run_json("deadlock --sweep");
  EXPECT_EQ(s["configs"].size(), 56u);
  EXPECT_TRUE(s["disagreements"].empty());
}

}  // namespace

namespace {

TEST(Cli, NocJsonCountsEveryPacketAndItsLatency) {
  auto j = run_json("noc --m 4,4 --rho 1,1 --rate 0.2 --cycles 300 --len 2 --seed 5");
  EXPECT_EQ(j["notation"], "G(4,4; 1,1)");
  EXPECT_EQ(j["ok"], true);
  EXPECT_EQ(j["packets"]["generated"], j["packets"]["delivered"]);
  EXPECT_EQ(j["packets"]["injected"], j["packets"]["generated"]);
  EXPECT_EQ(j["per_node"].size(), 16u);
  int64_t injected = 0;
  for (const auto& n : j["per_node"]) injected += n["injected"].get<int64_t>();
  EXPECT_EQ(injected, j["packets"]["injected"]);
  EXPECT_NEAR(j["offered"].get<double>(), 0.2, 0.05);
  EXPECT_GE(j["latency"]["p50"].get<int64_t>(), 2 + 1);  // at least one hop and the two-flit packet's tail
  EXPECT_TRUE(j["deadlock"].is_null());
  // The same seed gives the same run.
  EXPECT_EQ(run_json("noc --m 4,4 --rho 1,1 --rate 0.2 --cycles 300 --len 2 --seed 5"), j);
}

TEST(Cli, NocTraceHasALinePerDelivery) {
  const std::string path = ::testing::TempDir() + "hc_noc_trace.jsonl";
  auto j = run_json("noc --m 5 --rho 2 --rate 0.1 --cycles 200 --bcast-fraction 0.2 --trace " + path);
  std::istringstream lines(slurp(path));
  int64_t n = 0, bcast = 0;
  for (std::string line; std::getline(lines, line); ++n) {
    auto l = nlohmann::json::parse(line);
    EXPECT_GE(l["eject"].get<int64_t>(),
              l["inject"].get<int64_t>() + hc::noc::kZeroLoadClocks + hc::noc::kHopClocks * l["hops"].get<int64_t>());
    EXPECT_EQ(l["hops"].get<int>() == 0, l["src"] == l["dst"]);  // uniform traffic includes the source itself
    bcast += l["kind"] == "broadcast";
  }
  EXPECT_EQ(n, j["packets"]["receptions"].get<int64_t>());
  EXPECT_EQ(bcast, 4 * j["packets"]["broadcast"].get<int64_t>());
}

TEST(Cli, NocDeadlockWithoutDatelinesExitsOneAndNamesBlockedChannels) {
  auto j = hc::testing::run_json(HYPERCYCLE_BIN,
                                 "noc --m 6,6 --rho 1,1 --rate 1 --len 4 --max-len 4 --buf-depth 4 --cycles 2000 "
                                 "--no-dateline --watchdog 200",
                                 1);
  ASSERT_FALSE(j["deadlock"].is_null());
  EXPECT_FALSE(j["deadlock"]["blocked"].empty());
  EXPECT_EQ(j["ok"], false);
}

TEST(Cli, NocBadInputIsOneLineAndStatus2) {
  hc::testing::expect_usage_error(
      HYPERCYCLE_BIN, {"noc --m 4 --rho 1 --rate 0", "noc --m 4 --rho 1 --rate 1.5", "noc --m 4 --rho 1 --rate x",
                       "noc --m 4 --rho 1 --len 9", "noc --m 4 --rho 1 --traffic nonsense",
                       "noc --m 4 --rho 1 --vcs 1", "noc --m 4 --rho 1 --buf-depth 4",
                       "noc --m 4 --rho 1 --bcast-fraction 2", "noc --m 4 --rho 1 --cycles 0",
                       "noc --m 4 --rho 1 --trace /nonexistent/dir/t.jsonl", "deadlock --m 4 --rho 1 --no-dateline"});
}

TEST(Cli, NocSweepFindsSaturationAndDrawsIt) {
  const std::string plot = ::testing::TempDir() + "hc_sweep.svg";
  auto j = run_json("noc sweep --m 4,4 --rho 1,1 --compare 4,4:2,2 --warmup 100 --cycles 600 --plot " + plot);
  ASSERT_EQ(j["configs"].size(), 2u);
  for (const auto& c : j["configs"]) {
    EXPECT_GT(c["saturation"].get<double>(), 0.2);
    EXPECT_LE(c["saturation"].get<double>(), c["ideal"].get<double>());
    EXPECT_GE(c["points"].size(), 6u);
  }
  EXPECT_GT(j["configs"][1]["saturation"].get<double>(), j["configs"][0]["saturation"].get<double>());
  EXPECT_NE(slurp(plot).find("<svg"), std::string::npos);
  EXPECT_FALSE(std::ifstream(plot + ".json"));  // the data the script read went with its private copy
  std::remove(plot.c_str());
}

// --plot is checked before the sweep: a bad name is one line, status 2, no table and no file.
TEST(Cli, NocSweepChecksThePlotFirst) {
  const std::string dir = ::testing::TempDir() + "hc_plot_" + std::to_string(getpid());
  ASSERT_EQ(mkdir(dir.c_str(), 0700), 0);
  ASSERT_EQ(mkdir((dir + "/folder.svg").c_str(), 0700), 0);
  for (const std::string plot : {dir + "/out.txt", dir + "/folder.svg", dir, dir + "/missing/x.svg"}) {
    const auto r = hc::testing::run_cli(HYPERCYCLE_BIN, "noc sweep --m 4 --rho 1 --cycles 100000 --plot " + plot);
    EXPECT_EQ(r.status, 2) << plot;
    EXPECT_EQ(r.out, "") << plot;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
  const auto pdf = hc::testing::run_cli(HYPERCYCLE_BIN, "noc sweep --m 4 --rho 1 --warmup 50 --cycles 200 --plot " +
                                                           dir + "/out.pdf");
  EXPECT_EQ(pdf.status, 0) << pdf.err;
  EXPECT_NE(pdf.out.find("saturation"), std::string::npos);  // the table as without --plot
  EXPECT_EQ(slurp(dir + "/out.pdf").rfind("%PDF", 0), 0u);
  // Only the picture and the folder made above are there: no FILE.json.
  EXPECT_EQ(std::system(("test \"$(ls " + dir + " | tr '\\n' ' ')\" = 'folder.svg out.pdf '").c_str()), 0);
  std::system(("rm -rf " + dir).c_str());
}

// A plot that fails leaves the user's file as it was, and no staged copy behind (a private TMPDIR).
TEST(Cli, NocSweepFailedPlotKeepsTheOldFile) {
  const std::string dir = ::testing::TempDir() + "hc_plotfail_" + std::to_string(getpid());
  ASSERT_EQ(mkdir(dir.c_str(), 0700), 0);
  ASSERT_EQ(mkdir((dir + "/tmp").c_str(), 0700), 0);
  ASSERT_EQ(mkdir((dir + "/scripts").c_str(), 0700), 0);
  std::ofstream(dir + "/scripts/noc_plot.py") << "import sys\nsys.exit(1)\n";
  std::ofstream(dir + "/keep.svg") << "old";
  const auto r = hc::testing::run_cli("HC_SCRIPTS_DIR=" + dir + "/scripts TMPDIR=" + dir + "/tmp " HYPERCYCLE_BIN,
                                      "noc sweep --m 4 --rho 1 --warmup 50 --cycles 200 --plot " + dir + "/keep.svg");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("the plot failed"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(dir + "/keep.svg"), "old");
  EXPECT_EQ(std::system(("test -z \"$(ls -A " + dir + "/tmp)\"").c_str()), 0);
  std::system(("rm -rf " + dir).c_str());
}

// A file a command writes (--trace, --dot, ...) is refused unless it is new or a regular file: the
// FIFO and the folder stay as they were; a symbolic link stays a link to the file that gets the lines.
TEST(Cli, WritesNothingButARegularFile) {
  const std::string dir = ::testing::TempDir() + "hc_paths_" + std::to_string(getpid());
  ASSERT_EQ(mkdir(dir.c_str(), 0700), 0);
  ASSERT_EQ(mkfifo((dir + "/fifo").c_str(), 0600), 0);
  hc::testing::expect_usage_error(HYPERCYCLE_BIN, {"noc --m 4 --rho 1 --cycles 50 --trace " + dir + "/fifo",
                                                   "noc --m 4 --rho 1 --cycles 50 --trace " + dir,
                                                   "noc --m 4 --rho 1 --cycles 50 --trace ''",
                                                   "broadcast --m 5 --rho 1 --dot " + dir + "/fifo"});
  EXPECT_EQ(run("broadcast --m 5 --rho 1 --dot " + dir + "/fifo").err,
            "hypercycle: error: will not write '" + dir + "/fifo': it is a FIFO, not a regular file\n");
  struct stat st {};
  ASSERT_EQ(stat((dir + "/fifo").c_str(), &st), 0);
  EXPECT_TRUE(S_ISFIFO(st.st_mode));
  std::ofstream(dir + "/target.jsonl") << "old\n";
  ASSERT_EQ(symlink((dir + "/target.jsonl").c_str(), (dir + "/link.jsonl").c_str()), 0);
  run_json("noc --m 4 --rho 1 --rate 0.2 --cycles 50 --trace " + dir + "/link.jsonl");
  ASSERT_EQ(lstat((dir + "/link.jsonl").c_str(), &st), 0);
  EXPECT_TRUE(S_ISLNK(st.st_mode));
  EXPECT_NE(slurp(dir + "/target.jsonl").find("\"eject\""), std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}

// The watchdog counts injection and ejection as progress, and is at least a live network's longest
// pause: a full load of 8-flit packets at the shortest watchdog is no deadlock; a shorter one is refused.
TEST(Cli, NocWatchdogSeesNoDeadlockInALiveNetwork) {
  for (const char* g : {"--m 4,4 --rho 1,1", "--m 5 --rho 2", "--m 3,3,2 --rho 1,1,1"}) {
    auto j = run_json(std::string("noc ") + g + " --watchdog 16 --rate 1 --len 8 --cycles 400 --bcast-fraction 0.1");
    EXPECT_TRUE(j["deadlock"].is_null()) << g << ": " << j["deadlock"].dump();
    EXPECT_EQ(j["ok"], true) << g;
  }
  for (int k : {1, 6, 15}) {
    const auto r = hc::testing::run_cli(HYPERCYCLE_BIN, "noc --m 4,4 --rho 1,1 --rate 1 --len 8 --watchdog " +
                                                            std::to_string(k));
    EXPECT_EQ(r.status, 2) << k;
    EXPECT_NE(r.err.find("16"), std::string::npos) << r.err;
  }
}

TEST(Cli, NocPatternsAndLengths) {
  auto j = run_json("noc --m 8,8 --rho 1,1 --traffic transpose --len 1,4 --long-fraction 0.5 --cycles 300");
  EXPECT_EQ(j["traffic"]["long_len"], 4);
  EXPECT_EQ(j["ok"], true);
  auto h = run_json("noc --m 4,4 --rho 1,1 --traffic hotspot --hotspots 5 --hotspot-fraction 0.5 --cycles 300");
  EXPECT_GT(h["per_node"][5]["received"].get<int64_t>(), 4 * h["per_node"][6]["received"].get<int64_t>());
  hc::testing::expect_usage_error(HYPERCYCLE_BIN, {"noc --m 5,4 --rho 1,1 --traffic transpose",
                                                   "noc --m 4 --rho 1 --len 1,2,3", "noc --m 4 --rho 1 --len 1,9",
                                                   "noc sweep --m 4 --rho 1 --compare 8,8", "noc sweep --m 4 --rho 1 --rate 0.1",
                                                   "noc --m 4 --rho 1 --traffic hotspot --hotspots 7",
                                                   "noc --m 4 --rho 1 --hotspots 2", "noc --m 4 --rho 1 --hotspot-fraction 0.5",
                                                   "noc --m 4 --rho 1 --long-fraction 0.3", "noc --m 4 --rho 1 --len 2 --long-fraction 0.3",
                                                   "noc sweep --m 4 --rho 1 --compare ''"});
  // A rate too small for a double is refused in the words of --rate 0.
  const auto zero = hc::testing::run_cli(HYPERCYCLE_BIN, "noc --m 4 --rho 1 --rate 0");
  const auto tiny = hc::testing::run_cli(HYPERCYCLE_BIN, "noc --m 4 --rho 1 --rate 1e-400");
  EXPECT_EQ(zero.status, 2);
  EXPECT_EQ(tiny.status, 2);
  EXPECT_EQ(tiny.err, zero.err);
}

TEST(Cli, DeadlockVcJson) {
  auto j = run_json("deadlock --vc --m 8,8 --rho 1,1");
  EXPECT_EQ(j["acyclic"], true);
  EXPECT_EQ(j["channels"], 64 * 4 * 2);
  auto off = run_json("deadlock --vc --m 8,8 --rho 1,1 --no-dateline", 1);  // cyclic: exit status 1
  EXPECT_EQ(off["acyclic"], false);
  EXPECT_FALSE(off["cycle"].empty());
  auto sweep = run_json("deadlock --vc --sweep");
  EXPECT_EQ(sweep["configs"].size(), 56u);
  EXPECT_EQ(sweep["all_acyclic"], true);
}

}  // namespace
