// Latency statistics from a histogram: exact average, percentiles and maximum in bounded memory.
#pragma once

#include <cstdint>
#include <vector>

namespace hc::noc {

struct LatencySummary {
  int64_t count = 0;
  double avg = 0;
  int64_t p50 = 0, p90 = 0, p99 = 0, max = 0;
};

class LatencyHistogram {
 public:
  void add(int64_t clocks);
  /// Percentile p (0..100): the smallest latency that at least p% of the samples do not exceed.
  int64_t percentile(double p) const;
  LatencySummary summary() const;
  int64_t count() const { return count_; }

 private:
  std::vector<int64_t> bins_;  // bins_[l]: samples of latency l
  int64_t count_ = 0;
  double sum_ = 0;
};

}  // namespace hc::noc
