// Runs a command-line program for the CLI tests and collects its exit status, stdout and stderr.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

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

/// Runs "program args" through the shell; output goes to files unique to this process.
inline CliResult run_cli(const std::string& program, const std::string& args) {
  const std::string stem = ::testing::TempDir() + "hc_cli_" + std::to_string(getpid());
  const std::string out = stem + ".out", err = stem + ".err";
  const int rc = std::system((program + " " + args + " >" + out + " 2>" + err).c_str());
  return {WEXITSTATUS(rc), slurp(out), slurp(err)};
}

}  // namespace hc::testing
