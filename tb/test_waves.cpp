// Waveforms on demand: hypercycle-rtl --waves, hc_sc_tb --trace and HC_TRACE_DIR write FST files that
// GTKWave's fst2vcd reads back with the RTL's signals in them, nothing is written without them, nothing
// but a regular file is ever written, and the GTKWave save files (sim/gtkwave/) show signals that the
// waves have.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cpp_model/tests/cli_run.h"

namespace hc::rtl {
namespace {

namespace fs = std::filesystem;
using hc::testing::run_cli;

// A fresh folder of this test process.
fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(::testing::TempDir()) / ("hc_waves_" + std::to_string(getpid()) + "_" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// The VCD text of an FST file.
std::string as_vcd(const fs::path& fst) {
  const auto r = run_cli("fst2vcd", fst.string());
  EXPECT_EQ(r.status, 0) << fst << ": " << r.err;
  return r.out;
}

// Every signal of a VCD by its full name as GTKWave shows it: scope.scope.name[msb:lsb].
std::set<std::string> signal_names(const std::string& vcd) {
  std::set<std::string> names;
  std::vector<std::string> scopes;
  std::istringstream in(vcd);
  for (std::string word; in >> word;) {
    if (word == "$scope") {
      std::string kind, name;
      in >> kind >> name;
      scopes.push_back(name);
    } else if (word == "$upscope") {
      scopes.pop_back();
    } else if (word == "$var") {
      std::string kind, width, id, name, range;
      in >> kind >> width >> id >> name >> range;
      std::string full;
      for (const std::string& scope : scopes) full += scope + ".";
      names.insert(full + name + (range == "$end" ? "" : range));
    } else if (word == "$enddefinitions") {
      break;
    }
  }
  return names;
}

// The signals a GTKWave save file shows (its lines that are not comments, flags, group names or options).
std::vector<std::string> save_file_signals(const std::string& path) {
  std::vector<std::string> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '[' && line[0] != '@' && line[0] != '-') out.push_back(line);
  return out;
}

TEST(Waves, RouteWritesTheNodesWaveforms) {
  const fs::path dir = scratch("route");
  const auto r = run_cli(HYPERCYCLE_RTL_BIN, "route --m 5,3 --rho 2,1 --from 0 --to 2.4 --waves " +
                                                 (dir / "route.fst").string());
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string vcd = as_vcd(dir / "route.fst");
  EXPECT_NE(vcd.find("route_req_valid_i"), std::string::npos);
  EXPECT_NE(vcd.find("i_router"), std::string::npos);
  EXPECT_NE(vcd.find("#1\n"), std::string::npos);  // values after the first rising edge
  const std::set<std::string> names = signal_names(vcd);
  const std::vector<std::string> shown = save_file_signals(HC_SOURCE_DIR "/sim/gtkwave/hc_node.gtkw");
  EXPECT_GT(shown.size(), 30u);
  for (const std::string& s : shown) EXPECT_TRUE(names.count(s)) << "hc_node.gtkw shows " << s << ", not in the waves";
  fs::remove_all(dir);
}

TEST(Waves, NocWritesEverySwitchInOneFile) {
  const fs::path dir = scratch("noc");
  const auto r = run_cli(HYPERCYCLE_RTL_BIN, "noc --m 2,2 --rho 1,1 --rate 0.3 --cycles 40 --waves " +
                                                 (dir / "noc.fst").string());
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string vcd = as_vcd(dir / "noc.fst");
  for (const char* scope : {"$scope module sw0 ", "$scope module sw3 "})
    EXPECT_NE(vcd.find(scope), std::string::npos) << scope;
  EXPECT_NE(vcd.find("inj_valid_i"), std::string::npos);
  EXPECT_NE(vcd.find("#79\n"), std::string::npos);  // 40 clocks: half clocks 0..79
  const std::set<std::string> names = signal_names(vcd);
  const std::vector<std::string> shown = save_file_signals(HC_SOURCE_DIR "/sim/gtkwave/hc_switch.gtkw");
  EXPECT_GT(shown.size(), 15u);
  for (const std::string& s : shown) EXPECT_TRUE(names.count(s)) << "hc_switch.gtkw shows " << s << ", not in the waves";
  fs::remove_all(dir);
}

TEST(Waves, UnwritableFileIsAnError) {
  const auto r = run_cli(HYPERCYCLE_RTL_BIN, "broadcast --m 4 --rho 1 --waves /nonexistent-dir/x.fst");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("/nonexistent-dir/x.fst"), std::string::npos) << r.err;
}

// A path that exists and is not a regular file is refused with one line and status 2, before any
// simulation, and left as it was; a symbolic link stays a link, its target gets the waves. The device
// node, the FIFO and the link are private to the test's folder.
TEST(Waves, WritesNothingButARegularFile) {
  const fs::path dir = scratch("paths");
  ASSERT_EQ(mkfifo((dir / "fifo").c_str(), 0600), 0);
  fs::create_directories(dir / "folder.fst");
  std::vector<fs::path> refused = {dir / "fifo", dir / "folder.fst"};
  if (getuid() == 0 && mknod((dir / "null").c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0)
    refused.push_back(dir / "null");  // a private /dev/null: only root may make one
  for (const std::string command : {"noc --m 2,2 --rho 1,1 --rate 0.3 --cycles 40",
                                    "noc sweep --m 2 --rho 1 --warmup 10 --cycles 40",
                                    "route --m 4 --rho 1 --from 0 --to 2"}) {
    for (const fs::path& p : refused) {
      const auto r = run_cli(HYPERCYCLE_RTL_BIN, command + " --waves " + p.string());
      EXPECT_EQ(r.status, 2) << command << " " << p;
      EXPECT_EQ(r.out, "") << command << " " << p;
      EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
      EXPECT_NE(r.err.find("not a regular file"), std::string::npos) << r.err;
    }
    const auto empty = run_cli(HYPERCYCLE_RTL_BIN, command + " --waves ''");
    EXPECT_EQ(empty.status, 2) << command;
    EXPECT_NE(empty.err.find("--waves needs a file name"), std::string::npos) << empty.err;
  }
  EXPECT_TRUE(fs::is_fifo(dir / "fifo"));
  EXPECT_TRUE(fs::is_directory(dir / "folder.fst"));
  if (refused.size() == 3) {
    EXPECT_TRUE(fs::is_character_file(dir / "null"));
  }
  // Nothing else appeared (no -2, -3, ... beside a refused path).
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), static_cast<long>(refused.size()));

  // A link to a file: the link stays, the file it names holds the waves.
  std::ofstream(dir / "target.fst") << "old";
  fs::create_symlink(dir / "target.fst", dir / "link.fst");
  const auto r = run_cli(HYPERCYCLE_RTL_BIN, "noc --m 2,2 --rho 1,1 --rate 0.3 --cycles 40 --waves " +
                                                 (dir / "link.fst").string());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(dir / "link.fst"));
  EXPECT_NE(as_vcd(dir / "target.fst").find("inj_valid_i"), std::string::npos);
  fs::remove_all(dir);
}

// A run stopped by a signal leaves the user's file as it was and no staged copy behind: the waves are
// written to a private copy (in a private TMPDIR here) that the signal removes. The signal is sent once
// the copy's file exists, so the run is under way and its folder listed; its 20 M clocks outlast any
// machine's wait. The wait has no time limit of its own: the run ending first fails the test.
TEST(Waves, AStoppedRunKeepsTheOldFile) {
  const fs::path dir = scratch("stopped");
  fs::create_directories(dir / "tmp");
  std::ofstream(dir / "old.fst") << "old";
  // The child's arguments and environment are made before the fork: it only redirects and executes.
  const std::string tmpdir = "TMPDIR=" + (dir / "tmp").string(), waves = (dir / "old.fst").string();
  std::vector<char*> env;
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "TMPDIR=", 7) != 0) env.push_back(*e);
  env.push_back(const_cast<char*>(tmpdir.c_str()));
  env.push_back(nullptr);
  const char* argv[] = {HYPERCYCLE_RTL_BIN, "noc", "--m", "2,2", "--rho", "1,1", "--rate", "0.3",
                        "--cycles", "20000000", "--waves", waves.c_str(), nullptr};
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    execve(HYPERCYCLE_RTL_BIN, const_cast<char* const*>(argv), env.data());
    _exit(127);
  }
  auto staged = [&] {
    for (const auto& e : fs::directory_iterator(dir / "tmp"))
      if (fs::exists(e.path() / "old.fst")) return true;
    return false;
  };
  int status = 0;
  bool ended = false;
  while (!staged() && !(ended = waitpid(pid, &status, WNOHANG) == pid)) usleep(10000);
  if (ended) FAIL() << "the run ended before its waves were opened: status " << status;
  ASSERT_EQ(kill(pid, SIGTERM), 0);
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << status;
  std::ifstream in(dir / "old.fst");
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), "old");
  EXPECT_TRUE(fs::is_empty(dir / "tmp"));
  fs::remove_all(dir);
}

TEST(Waves, ScTbTraceWritesNothingButARegularFile) {
  const fs::path dir = scratch("sc");
  ASSERT_EQ(mkfifo((dir / "fifo").c_str(), 0600), 0);
  const auto r = run_cli(HC_SC_TB_BIN, "--configs 1 --vectors 10 --trace " + (dir / "fifo").string());
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind("hc_sc_tb: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("not a regular file"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_fifo(dir / "fifo"));
  fs::remove_all(dir);
}

TEST(Waves, TraceDirWritesOneFilePerTestAndNothingWithoutIt) {
  const fs::path dir = scratch("harness");
  const std::string filter = " --gtest_filter=RtlConfig.ResetStateIsAnInvalidConfiguration:RtlConfig.LoadPhaseWithinItsTarget";
  auto r = run_cli("HC_TRACE_DIR=" + dir.string() + " " + HC_HARNESS_BIN, filter);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  // The first test simulates a node, the second nothing.
  EXPECT_TRUE(fs::exists(dir / "RtlConfig.ResetStateIsAnInvalidConfiguration.fst"));
  EXPECT_FALSE(fs::exists(dir / "RtlConfig.LoadPhaseWithinItsTarget.fst"));
  EXPECT_NE(as_vcd(dir / "RtlConfig.ResetStateIsAnInvalidConfiguration.fst").find("cfg_ready_o"), std::string::npos);
  fs::remove_all(dir);
  fs::create_directories(dir);
  r = run_cli(HC_HARNESS_BIN, filter);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(fs::is_empty(dir));
  // A folder that does not exist yet is made.
  r = run_cli("HC_TRACE_DIR=" + (dir / "new" / "deeper").string() + " " + HC_HARNESS_BIN,
              " --gtest_filter=RtlConfig.ResetStateIsAnInvalidConfiguration");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(dir / "new" / "deeper" / "RtlConfig.ResetStateIsAnInvalidConfiguration.fst"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace hc::rtl
