#include "cpp_model/noc/stats.h"

#include <cmath>

namespace hc::noc {

void LatencyHistogram::add(int64_t clocks) {
  if (clocks < 0) clocks = 0;
  if (static_cast<size_t>(clocks) >= bins_.size()) bins_.resize(static_cast<size_t>(clocks) + 1, 0);
  ++bins_[static_cast<size_t>(clocks)];
  ++count_;
  sum_ += static_cast<double>(clocks);
}

int64_t LatencyHistogram::percentile(double p) const {
  if (count_ == 0) return 0;
  const auto need = static_cast<int64_t>(std::ceil(p / 100.0 * static_cast<double>(count_)));
  int64_t seen = 0;
  for (size_t l = 0; l < bins_.size(); ++l) {
    seen += bins_[l];
    if (seen >= need && seen > 0) return static_cast<int64_t>(l);
  }
  return static_cast<int64_t>(bins_.size()) - 1;
}

LatencySummary LatencyHistogram::summary() const {
  LatencySummary s;
  s.count = count_;
  if (count_ == 0) return s;
  s.avg = sum_ / static_cast<double>(count_);
  s.p50 = percentile(50);
  s.p90 = percentile(90);
  s.p99 = percentile(99);
  s.max = static_cast<int64_t>(bins_.size()) - 1;
  return s;
}

}  // namespace hc::noc
