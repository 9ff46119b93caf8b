#include "cpp_model/qstar/total_exchange.h"

#include <algorithm>
#include <bitset>

namespace hc::qstar {

namespace {

/// Which messages each processor holds: one bit per (processor, message).
class Knowledge {
 public:
  explicit Knowledge(int n) : words_((n + 63) / 64), bits_(static_cast<size_t>(n) * words_, 0) {}
  void set(int p, int m) { bits_[p * words_ + m / 64] |= uint64_t{1} << (m % 64); }
  bool has(int p, int m) const { return (bits_[p * words_ + m / 64] >> (m % 64)) & 1; }
  long count(int p) const {
    long c = 0;
    for (size_t w = 0; w < words_; ++w) c += static_cast<long>(std::bitset<64>(bits_[p * words_ + w]).count());
    return c;
  }

 private:
  size_t words_;
  std::vector<uint64_t> bits_;
};

}  // namespace

ExchangeResult total_exchange(const Network& q, ExchangePolicy policy) {
  const int n = q.n(), N = q.processors();
  ExchangeResult res;
  res.processors = N;
  Knowledge know(N);
  std::vector<int> dim(N);
  for (int p = 0; p < N; ++p) {
    know.set(p, p);
    dim[p] = q.dimension(p);
  }
  // by_dim[h][k]: the processor of dimension k on e_h (facts (i)-(iii) of sec. 4.4 make it unique).
  std::vector<std::vector<int>> by_dim(q.hyperlinks(), std::vector<int>(n, -1));
  for (int h = 0; h < q.hyperlinks(); ++h)
    for (int p : q.members(h)) {
      int& slot = by_dim[h][dim[p]];
      if (slot >= 0) res.violations.add("e_" + std::to_string(h) + " has two processors of one dimension");
      slot = p;
    }
  std::vector<std::vector<int>> batch(N);  // messages received in the previous step, in order, duplicates kept
  BusChecker bus(q);

  for (int t = 1; t < n; ++t) {  // collection: the dimension-t processor of every hyperlink, in step t
    bus.begin_step();
    for (int h = 0; h < q.hyperlinks(); ++h) {
      const int sender = by_dim[h][t], dim0 = by_dim[h][0];
      if (!bus.send(sender, h)) continue;  // a rejected transmission or reception delivers nothing
      ++res.transmissions;
      if (!bus.receive(dim0, h)) continue;
      know.set(dim0, sender);
      batch[dim0].push_back(sender);
    }
  }
  res.collect_steps = n - 1;

  for (int k = 0; k < n; ++k) {
    std::vector<int> senders;
    for (int p = 0; p < N; ++p)
      if (dim[p] == k) senders.push_back(p);
    std::vector<std::vector<int>> m(senders.size());  // M of each sender, in sending order
    size_t longest = 0;
    for (size_t s = 0; s < senders.size(); ++s) {
      const int p = senders[s];
      if (policy == ExchangePolicy::Sets) {
        for (int x = 0; x < N; ++x)
          if (know.has(p, x)) m[s].push_back(x);
      } else {
        m[s] = batch[p];
        if (policy == ExchangePolicy::Forward && k == 0) m[s].insert(m[s].begin(), p);
        if (policy == ExchangePolicy::Received) {
          std::sort(m[s].begin(), m[s].end());
          m[s].erase(std::unique(m[s].begin(), m[s].end()), m[s].end());
        }
      }
      longest = std::max(longest, m[s].size());
    }
    for (int p = 0; p < N; ++p) batch[p].clear();
    for (size_t j = 0; j < longest; ++j) {
      bus.begin_step();
      for (size_t s = 0; s < senders.size(); ++s) {
        if (j >= m[s].size()) continue;
        const int p = senders[s], message = m[s][j];
        for (int h : q.links(p)) {
          if (!bus.send(p, h)) continue;
          ++res.transmissions;
          for (int r : q.members(h)) {
            if (r == p || !bus.receive(r, h)) continue;
            know.set(r, message);
            if (policy != ExchangePolicy::Sets && dim[r] == k + 1) batch[r].push_back(message);
          }
        }
      }
    }
    res.iteration_steps.push_back(static_cast<int>(longest));
  }
  res.steps = bus.steps();
  res.max_send_ports = bus.max_send_ports();
  res.violations.merge(bus.violations());
  for (int p = 0; p < N; ++p) res.missing += N - know.count(p);
  return res;
}

}  // namespace hc::qstar
