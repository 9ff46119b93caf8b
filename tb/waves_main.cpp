// main() of the GoogleTest harnesses of the RTL: with HC_TRACE_DIR set, every test writes the waveforms
// of the verilated models it simulates to HC_TRACE_DIR/<Suite>.<Test>.fst (a second simulation in the
// same test to <Suite>.<Test>-2.fst, ...); docs/waves.md. The folder is made when it does not exist.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>

#include "sim/waves.h"

namespace {

class WavesPerTest : public testing::EmptyTestEventListener {
 public:
  explicit WavesPerTest(std::string dir) : dir_(std::move(dir)) {}
  void OnTestStart(const testing::TestInfo& t) override {
    std::string name = std::string(t.test_suite_name()) + "." + t.name();
    for (char& c : name)
      if (c == '/') c = '_';  // parameterised tests
    hc::rtl::request_waves(dir_ + "/" + name + ".fst");
  }
  void OnTestEnd(const testing::TestInfo&) override { hc::rtl::stop_waves(); }

 private:
  std::string dir_;
};

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  if (const char* dir = std::getenv("HC_TRACE_DIR"); dir && *dir) {
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (!std::filesystem::is_directory(dir)) {
      std::cerr << "HC_TRACE_DIR: cannot make the folder '" << dir << "'\n";
      return 2;
    }
    testing::UnitTest::GetInstance()->listeners().Append(new WavesPerTest(dir));
  }
  return RUN_ALL_TESTS();
}
