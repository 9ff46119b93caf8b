// Runs a command-line program for the CLI tests and collects its exit status, stdout and stderr.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace hc::testing {

struct CliResult {
  int status;
  std::string out, err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

/// Runs "program args" through the shell; output goes to files unique to this process, or stdout to
/// `stdout_path` when one is given (e.g. /dev/full; `out` is then empty).
inline CliResult run_cli(const std::string& program, const std::string& args, const std::string& stdout_path = "") {
  const std::string stem = ::testing::TempDir() + "hc_cli_" + std::to_string(getpid());
  const std::string out = stdout_path.empty() ? stem + ".out" : stdout_path, err = stem + ".err";
  const int rc = std::system((program + " " + args + " >" + out + " 2>" + err).c_str());
  CliResult r{WEXITSTATUS(rc), stdout_path.empty() ? slurp(out) : "", slurp(err)};
  if (stdout_path.empty()) std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

/// Runs "program args --json", expects exit status `status` and returns stdout parsed as JSON.
inline nlohmann::json run_json(const std::string& program, const std::string& args, int status = 0) {
  const CliResult r = run_cli(program, args + " --json");
  EXPECT_EQ(r.status, status) << args << "\n" << r.err;
  return nlohmann::json::parse(r.out);
}

/// Expects each command line to be refused with exit status 2 and one line "NAME: error: ..." on stderr,
/// NAME being the program's file name.
inline void expect_usage_error(const std::string& program, const std::vector<std::string>& args) {
  const std::string prefix = program.substr(program.rfind('/') + 1) + ": error: ";
  for (const std::string& a : args) {
    const CliResult r = run_cli(program, a);
    EXPECT_EQ(r.status, 2) << a;
    EXPECT_EQ(r.err.rfind(prefix, 0), 0u) << a << ": " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << a << ": " << r.err;
  }
}

}  // namespace hc::testing
