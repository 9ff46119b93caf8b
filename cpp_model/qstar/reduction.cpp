#include "cpp_model/qstar/reduction.h"

#include <bitset>

namespace hc::qstar {

namespace {

int bits(int x, int i) { return (x >> (i - 1)) & 3; }  ///< the two bits x_i x_(i-1)
int flip2(int x, int i) { return x ^ (1 << i) ^ (1 << (i - 1)); }  ///< (x^(i))^(i-1)

/// A partial sum: its value and the processors whose values it contains.
struct Partial {
  int64_t value = 0;
  std::vector<uint64_t> who;
};

/// a := a + b, counting contributors already in a.
long add_into(Partial& a, const Partial& b) {
  long twice = 0;
  for (size_t w = 0; w < a.who.size(); ++w) {
    twice += static_cast<long>(std::bitset<64>(a.who[w] & b.who[w]).count());
    a.who[w] |= b.who[w];
  }
  a.value += b.value;
  return twice;
}

}  // namespace

std::vector<std::vector<LabeledTransmission>> reduction_program(int n) {
  check_n(n);
  std::vector<std::vector<LabeledTransmission>> program;
  for (int i = 1; i <= n - 1; ++i) {  // phase 1
    std::vector<LabeledTransmission> step;
    for (int a = 0; a < (1 << n); ++a)
      for (int k = 0; k < n; ++k) {
        if ((a >> k) & 1) continue;
        const int b = a | (1 << k);
        if (bits(a, i) == 0 && bits(b, i) == 1) step.push_back({{a, b}, a, {{a, flip2(b, i)}}});
        if (bits(a, i) == 2 && bits(b, i) == 3) step.push_back({{a, b}, b, {{flip2(a, i), b}}});
      }
    program.push_back(step);
  }
  for (int i = n - 1; i >= 1; --i) {  // phase 2
    std::vector<LabeledTransmission> step;
    for (int a = 0; a < (1 << n); ++a)
      for (int k = 0; k < n; ++k) {
        if ((a >> k) & 1) continue;
        const int b = a | (1 << k);
        // a = 0^(n-i-1) 0 0 *^(i-1), b = 0^(n-i-1) 1 0 *^(i-1); a = 0^(n-i-1) 0 1 *^(i-1), b = 0^(n-i-1) 1 1 *^(i-1)
        if ((a >> (i - 1)) == 0 && (b >> (i - 1)) == 2) step.push_back({{a, b}, a, {{a, flip2(b, i)}}});
        if ((a >> (i - 1)) == 1 && (b >> (i - 1)) == 3) step.push_back({{a, b}, a, {{flip2(b, i), a}}});
      }
    program.push_back(step);
  }
  return program;
}

ReductionResult reduction(const Network& q, const Vertex& root, const std::vector<int64_t>& values) {
  if (static_cast<int>(values.size()) != q.processors())
    throw SizeError("REDUCTION needs one value per processor (" + std::to_string(q.processors()) + "), got " +
                    std::to_string(values.size()));
  const CubeMap map = transform(q, root);
  ReductionResult res;
  res.processors = q.processors();
  const size_t words = (q.processors() + 63) / 64;
  std::vector<Partial> a(q.processors());
  for (int p = 0; p < q.processors(); ++p) {
    a[p] = {values[p], std::vector<uint64_t>(words, 0)};
    a[p].who[p / 64] |= uint64_t{1} << (p % 64);
    res.expected += values[p];
  }
  BusChecker bus(q);
  const auto program = reduction_program(q.n());
  for (size_t s = 0; s < program.size(); ++s) {
    const bool phase1 = static_cast<int>(s) < q.n() - 1;
    bus.begin_step();
    Step step;
    std::vector<std::vector<Partial>> got(q.processors());
    for (const LabeledTransmission& lt : program[s]) {
      Transmission t;
      if (!place(q, map, lt, bus.steps(), t, res.violations)) continue;
      if (!bus.send(t.sender, t.link)) continue;  // a rejected transmission delivers nothing
      for (int r : t.receivers)
        if (bus.receive(r, t.link)) got[r].push_back(a[t.sender]);
      step.push_back(std::move(t));
    }
    for (int p = 0; p < q.processors(); ++p) {
      if (got[p].empty()) continue;
      if (phase1 || got[p].size() != 2) {
        if (!phase1)
          res.violations.add("step " + std::to_string(bus.steps()) + ": " + format(q.vertex(p)) + " received " +
                             std::to_string(got[p].size()) + " values; phase 2 expects two");
        for (const Partial& b : got[p]) res.double_counted += add_into(a[p], b);
      } else {  // "store one value in A and the other in B, and perform A := A + B"
        a[p] = got[p][0];
        res.double_counted += add_into(a[p], got[p][1]);
      }
    }
    res.schedule.push_back(std::move(step));
  }
  res.steps = bus.steps();
  res.phase1_steps = q.n() - 1;
  res.max_send_ports = bus.max_send_ports();
  res.violations.merge(bus.violations());
  const Partial& final_sum = a[q.id(root)];
  res.result = final_sum.value;
  for (uint64_t w : final_sum.who) res.counted += static_cast<int>(std::bitset<64>(w).count());
  return res;
}

}  // namespace hc::qstar
