// Seeds for random tests: printed so that a failing run can be repeated with HC_SEED=<seed>.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

namespace hc::testing {

/// HC_SEED from the environment if set, otherwise a fresh random seed; printed either way.
inline uint64_t test_seed(const std::string& what) {
  uint64_t seed;
  if (const char* s = std::getenv("HC_SEED"))
    seed = std::strtoull(s, nullptr, 0);
  else
    seed = (static_cast<uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
  std::cout << "[ seed     ] " << what << ": " << seed << " (rerun with HC_SEED=" << seed << ")" << std::endl;
  return seed;
}

}  // namespace hc::testing
