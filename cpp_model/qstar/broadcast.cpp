#include "cpp_model/qstar/broadcast.h"

#include <algorithm>

namespace hc::qstar {

namespace {

/// The label <x, x with bit `bit` flipped>, smaller end first; a bit beyond the label width gives a label that
/// is not a vertex, which the simulation reports.
Vertex flip(int x, int bit) {
  const int y = x ^ (1 << bit);
  return {std::min(x, y), std::max(x, y)};
}

/// Receivers <b, b^(i)> for i = 0 .. top with b < b^(i) (the upward hypercube edges at b).
void upward(int b, int top, std::vector<Vertex>& out) {
  for (int i = 0; i <= top; ++i)
    if (!((b >> i) & 1)) out.push_back({b, b | (1 << i)});
}

}  // namespace

std::vector<std::vector<LabeledTransmission>> broadcast_program(int n, BroadcastReading reading) {
  check_n(n);
  const bool literal = reading == BroadcastReading::Literal;
  std::vector<std::vector<LabeledTransmission>> program;
  for (int k = 1; k <= n - 1; ++k) {
    // for all <a,b> with a in 0^(n-k) 0 *^(k-1) and b in 0^(n-k) 1 *^(k-1): b = a + 2^(k-1), a < 2^(k-1)
    std::vector<LabeledTransmission> step;
    const int flip_bit = literal ? k + 1 : k;
    for (int a = 0; a < (1 << (k - 1)); ++a) {
      const int b = a + (1 << (k - 1));
      step.push_back({{a, b}, a, {flip(a, flip_bit)}});
      LabeledTransmission on_b{{a, b}, b, {flip(b, flip_bit)}};
      upward(b, k - 1, on_b.receivers);
      step.push_back(on_b);
    }
    program.push_back(step);
  }
  std::vector<LabeledTransmission> last;
  for (int a = 0; a < (1 << n); ++a)
    for (int k = 0; k < n; ++k) {
      if ((a >> k) & 1) continue;
      if (!literal && k != n - 1) continue;  // every processor <a,b>; in our reading only <a, a + 2^(n-1)>
      const int b = a | (1 << k);
      LabeledTransmission t{{a, b}, b, {}};
      upward(b, n - 1, t.receivers);
      if (!t.receivers.empty()) last.push_back(t);
    }
  program.push_back(last);
  return program;
}

BroadcastResult broadcast(const Network& q, const Vertex& source, BroadcastReading reading) {
  const CubeMap map = transform(q, source);
  BroadcastResult res;
  res.processors = q.processors();
  std::vector<char> informed(q.processors(), 0);
  informed[q.id(source)] = 1;
  BusChecker bus(q);
  for (const auto& program_step : broadcast_program(q.n(), reading)) {
    bus.begin_step();
    Step step;
    std::vector<int> fresh;
    std::vector<char> is_fresh(q.processors(), 0);
    for (const LabeledTransmission& lt : program_step) {
      Transmission t;
      if (!place(q, map, lt, bus.steps(), t, res.violations)) continue;
      if (!informed[t.sender]) {
        res.violations.add("step " + std::to_string(bus.steps()) + ": " + format(lt.sender) + " is to send on e_" +
                           std::to_string(lt.link) + " but does not hold the message");
        continue;
      }
      if (!bus.send(t.sender, t.link)) continue;  // a rejected transmission delivers nothing
      for (int r : t.receivers) {
        if (!bus.receive(r, t.link)) continue;
        if (informed[r] || is_fresh[r]) {
          ++res.duplicates;
        } else {
          is_fresh[r] = 1;
          fresh.push_back(r);
        }
      }
      step.push_back(std::move(t));
    }
    for (int r : fresh) informed[r] = 1;
    res.schedule.push_back(std::move(step));
  }
  res.steps = bus.steps();
  res.max_send_ports = bus.max_send_ports();
  res.violations.merge(bus.violations());
  res.served = static_cast<int>(std::count(informed.begin(), informed.end(), 1));
  return res;
}

}  // namespace hc::qstar
