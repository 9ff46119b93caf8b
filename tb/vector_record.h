// The vectors a test compared with the model and the mismatches among them, as properties of the test
// (they appear in --gtest_output=json): scripts/gatesim.py adds them up per netlist.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "sim/node/stream_check.h"

namespace hc::rtl {

inline void record_vectors(uint64_t vectors, uint64_t mismatches) {
  ::testing::Test::RecordProperty("vectors", std::to_string(vectors));
  ::testing::Test::RecordProperty("mismatches", std::to_string(mismatches));
}

/// Records a checker's totals when it goes out of scope, also when an assertion ends the test early.
class VectorRecord {
 public:
  explicit VectorRecord(const StreamChecker& s) : s_(s) {}
  ~VectorRecord() {
    const StreamStats& t = s_.stats();
    record_vectors(t.route_vectors + t.bcast_vectors, t.mismatches);
  }
  VectorRecord(const VectorRecord&) = delete;
  VectorRecord& operator=(const VectorRecord&) = delete;

 private:
  const StreamChecker& s_;
};

}  // namespace hc::rtl
