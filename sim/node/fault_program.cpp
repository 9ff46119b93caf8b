#include "sim/node/fault_program.h"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "Vhc_node.h"
#include "cpp_model/address.h"
#include "cpp_model/config.h"
#include "cpp_model/random_config.h"
#include "cpp_model/tests/reference.h"
#include "sim/node/exhaustive.h"
#include "sim/node/hw_random.h"
#include "sim/node/stream_check.h"

namespace hc::rtl {

namespace {

constexpr size_t kChunk = 32;  // requests per stream between checks: a failing node stops early
constexpr double kBubbles = 0.7;  // chance per clock of a request or of a response being taken
constexpr int kMaxDegree = 2 * (kMaxRadix / 2);  // ports of one dimension: 2 rho <= m <= 15

// n route and n broadcast requests whose answers are not errors (an error would not tell a stale answer).
VectorSet answered(const HwView& v, std::mt19937_64& rng, size_t n) {
  VectorSet s;
  while (s.routes.size() < n || s.bcasts.size() < n) {
    const VectorSet d = draw_vectors(v, rng, 2);
    if (s.routes.size() < n && d.route_expected[0].status != kError) {
      s.routes.push_back(d.routes[0]);
      s.route_expected.push_back(d.route_expected[0]);
    }
    if (s.bcasts.size() < n && !d.bcast_expected[0].error) {
      s.bcasts.push_back(d.bcasts[0]);
      s.bcast_expected.push_back(d.bcast_expected[0]);
    }
  }
  return s;
}

// Writes c's registers from the last (the node's address) to the first (r, with random data in the
// bits above r's field, which the unit ignores): a write must change its own register only. Returns
// the clocks from the last write until ready.
int configure_reversed(RtlNode& node, const HwConfig& c, uint64_t seed) {
  std::mt19937_64 data(seed);
  node.write(kRegAddr, pack_digits(c.own));
  node.write(kRegRho, pack_digits(c.rho));
  node.write(kRegM, pack_digits(c.m));
  node.write(kRegDims, static_cast<uint16_t>((data() & ~uint64_t{7}) | static_cast<uint64_t>(c.r & 7)));
  return node.load_phase();
}

// Writes configuration c, then a read-only address (STATUS to the last, in turn; data from seed) in
// every clock until the unit is ready, at most DeriveSteps + 2 clocks. Returns the clocks from the last
// write of c until ready was seen.
int configure_writing_read_only(RtlNode& node, const HwConfig& c, uint64_t seed) {
  node.write_config(c);
  std::mt19937_64 data(seed);
  int ready = 0;
  for (; ready < kDeriveSteps + 2; ++ready) {
    node.eval();
    if (node.io().cfg_ready_o) break;
    node.write(kRegStatus + ready % (kRegCount - kRegStatus), static_cast<uint16_t>(data()));
  }
  return ready;
}

// The degree of G(m; rho), the model's sum of d_i, for any rho in 1..m/2 (a Hypercycle refuses more
// than kMaxPorts).
int degree_sum(const std::vector<int>& m, const std::vector<int>& rho) {
  int sum = 0;
  for (size_t d = 0; d < m.size(); ++d) sum += make_dimension(m[d], rho[d]).degree;
  return sum;
}

// A random circulant of m in min_m..15 and rho in 1..m/2 (m drawn first, then rho).
std::pair<int, int> random_circulant(std::mt19937_64& rng, int min_m) {
  const int m = min_m + static_cast<int>(rng() % static_cast<uint64_t>(16 - min_m));
  return {m, 1 + static_cast<int>(rng() % static_cast<uint64_t>(m / 2))};
}

// A circulant of degree d in 1..kMaxDegree: m = 2 rho = d + 1 for an odd d, else rho = d / 2 and m
// above 2 rho at random.
std::pair<int, int> circulant_of_degree(std::mt19937_64& rng, int d) {
  if (d % 2 == 1) return {d + 1, (d + 1) / 2};
  return {d + 1 + static_cast<int>(rng() % static_cast<uint64_t>(kMaxRadix - d)), d / 2};
}

// Route requests to every nonzero digit of every dimension above r, the other digits the node's own:
// each is an error, whatever m of that dimension holds.
VectorSet routes_above_r(const HwView& v) {
  VectorSet s;
  for (int dim = std::max(v.regs.r, 0); dim < kMaxDims; ++dim) {
    for (int digit = 1; digit <= kMaxRadix; ++digit) {
      std::array<int, kMaxDims> d = v.regs.own;
      d[static_cast<size_t>(dim)] = digit;
      const RouteRequest q{pack_digits(d), 0xFFFF};
      s.routes.push_back(q);
      s.route_expected.push_back(expected_route(v, q));
    }
  }
  return s;
}

template <class T>
std::vector<T> slice(const std::vector<T>& v, size_t from) {
  return std::vector<T>(v.begin() + static_cast<std::ptrdiff_t>(std::min(from, v.size())),
                        v.begin() + static_cast<std::ptrdiff_t>(std::min(from + kChunk, v.size())));
}

}  // namespace

FaultProgram::FaultProgram(const FaultProgramOptions& o) {
  std::mt19937_64 rng(o.seed);
  steps_.push_back({Kind::kReset, "reset", HwConfig{}, {}, 0, 1.0, 1.0});
  // Configuration c written and read back, then route and broadcast requests at random.
  auto configured = [&](const std::string& kind, int i, const HwConfig& c) {
    const std::string name = kind + " configuration " + std::to_string(i) + " (" + c.str() + ")";
    configure(name, c);
    stream(name, draw_vectors(HwView(c), rng, static_cast<uint64_t>(2 * o.random_vectors)), rng(), kBubbles);
  };
  for (int i = 0; i < o.random_configs; ++i) configured("random", i, draw_config(rng));
  // Configurations of three and four dimensions with 12 to 16 ports: the broadcast weights of the
  // high ports and dimensions, which the configurations above rarely reach. Their load phases see a
  // write to a read-only address (STATUS to the last) in every clock, which must change nothing.
  for (int i = 0; i < o.dense_configs; ++i) {
    Hypercycle g = random_hypercycle(rng);
    while (g.r() < 3 || g.degree() < 12) g = random_hypercycle(rng);
    const HwConfig c = random_placement(g, rng);
    const std::string name = "dense configuration " + std::to_string(i) + " (" + c.str() + ")";
    steps_.push_back({Kind::kReadOnlyWrites, name, c, {}, rng(), 1.0, 1.0});
    stream(name, draw_vectors(HwView(c), rng, static_cast<uint64_t>(2 * o.random_vectors)), rng(), kBubbles);
  }
  // Configurations of diameter 16 to 28 (TOTALS' diameter field at its high bit): three or four long
  // dimensions, rho 1 or 2.
  for (int i = 0; i < o.long_configs; ++i) {
    std::vector<int> m, rho;
    do {
      const int r = 3 + static_cast<int>(rng() % 2);
      m.assign(static_cast<size_t>(r), 0);
      rho.assign(static_cast<size_t>(r), 0);
      for (int d = 0; d < r; ++d) m[d] = 8 + static_cast<int>(rng() % 8), rho[d] = 1 + static_cast<int>(rng() % 4 == 0);
    } while (Hypercycle(m, rho).diameter() < 16);
    configured("long", i, random_placement(Hypercycle(m, rho), rng));
  }
  // The routing tables' ports at their edges: two dimensions with all 16 ports (port 15 is
  // dimension 2's last, in table 0), and three or four dimensions above two of m = 2 (dimension 3
  // starts at port 2, in table 1).
  for (int i = 0; i < o.edge_configs; ++i) {
    std::vector<int> m, rho;
    const bool wide = i % 2 == 0;
    do {
      const int r = wide ? 2 : 3 + static_cast<int>(rng() % 2);
      m.assign(static_cast<size_t>(r), 2);
      rho.assign(static_cast<size_t>(r), 1);
      for (int d = wide ? 0 : 2; d < r; ++d) std::tie(m[d], rho[d]) = random_circulant(rng, 2);
    } while (wide ? degree_sum(m, rho) != kMaxPorts : degree_sum(m, rho) > kMaxPorts);
    configured("edge", i, random_placement(Hypercycle(m, rho), rng));
  }
  // m and rho of the dimensions above r at random: the unit must not look them up (their derived
  // fields read 0, their digits must be 0, and they add no ports).
  for (int i = 0; i < o.unused_configs; ++i) {
    Hypercycle g = random_hypercycle(rng, kMaxDims - 1);
    HwConfig c = random_placement(g, rng);
    for (int d = g.r(); d < kMaxDims; ++d) {
      c.m[static_cast<size_t>(d)] = static_cast<int>(rng() % 16);
      c.rho[static_cast<size_t>(d)] = static_cast<int>(rng() % 16);
    }
    const std::string name = "unused dimensions " + std::to_string(i) + " (" + c.str() + ")";
    if (i % 2 == 0) {
      configure(name, c);
    } else {
      steps_.push_back({Kind::kReversedWrites, name + ", written last register first", c, {}, rng(), 1.0, 1.0});
    }
    stream(name, draw_vectors(HwView(c), rng, static_cast<uint64_t>(2 * o.random_vectors)), rng(), kBubbles);
    stream(name + ", digits above r", routes_above_r(HwView(c)), rng(), 1.0);
  }
  // Every pair of odd degrees below dimension 3 (2 rho = m in dimensions 1 and 2: the degrees
  // m - 1), so that the adder of dimension 3's port base sees every carry; dimension 3 at random in
  // the ports left.
  for (int m1 = 2; m1 <= 14; m1 += 2) {
    for (int m2 = 2; m1 + m2 <= 16; m2 += 2) {
      std::vector<int> m{m1, m2, 0}, rho{m1 / 2, m2 / 2, 0};
      do {
        std::tie(m[2], rho[2]) = random_circulant(rng, 2);
      } while (degree_sum(m, rho) > kMaxPorts);
      configured("odd degrees below dimension 3", m1 * 16 + m2, random_placement(Hypercycle(m, rho), rng));
    }
  }
  // Each dimension at its lowest port: dimensions below it of m = 2 (one port each), so port r - 1 is
  // dimension r's first (the port table's high dimension bits at low ports); every broadcast input.
  for (int r : {3, 4}) {
    std::vector<int> m(static_cast<size_t>(r), 2), rho(static_cast<size_t>(r), 1);
    do {
      std::tie(m.back(), rho.back()) = random_circulant(rng, 3);
    } while (degree_sum(m, rho) > kMaxPorts);
    const HwConfig c = random_placement(Hypercycle(m, rho), rng);
    const std::string name = "broadcast at the lowest ports (" + c.str() + ")";
    configure(name, c);
    stream(name, bcast_every_input(HwView(c)), rng(), 1.0);
  }
  // Every class of invalid configuration, then random register values (mostly invalid): RegError,
  // and errors for every request. invalid_configs() breaks the rules of m and rho in dimensions 1 and
  // 2; here in every dimension, from a 4-dimensional G(2,2,2,2; 1,1,1,1): m 0 and 1, rho 0 and 15,
  // and for every m the smallest rho above m / 2 (each dimension's range check at its bound).
  std::vector<HwConfig> bad = invalid_configs();
  for (int i = 0; i < kMaxDims; ++i) {
    auto base = [&] { return HwConfig::of(Hypercycle({2, 2, 2, 2}, {1, 1, 1, 1}), static_cast<Node>(rng() % 16)); };
    for (int m : {0, 1}) bad.push_back(base()), bad.back().m[i] = m;
    for (int rho : {0, 15}) bad.push_back(base()), bad.back().rho[i] = rho;
    for (int m = 2; m <= 15; ++m) bad.push_back(base()), bad.back().m[i] = m, bad.back().rho[i] = m / 2 + 1;
  }
  // Four valid dimensions of every total degree 17..56 (degrees split at random): the degree rule
  // over the whole range of the sum.
  for (int sum = kMaxPorts + 1; sum <= kMaxDims * kMaxDegree; ++sum) {
    std::array<int, kMaxDims> degree{};
    do {
      int rest = sum;
      for (int d = 0; d + 1 < kMaxDims; ++d) rest -= degree[d] = 1 + static_cast<int>(rng() % static_cast<uint64_t>(kMaxDegree));
      degree.back() = rest;
    } while (degree.back() < 1 || degree.back() > kMaxDegree);
    HwConfig c;
    c.r = kMaxDims;
    for (int d = 0; d < kMaxDims; ++d) {
      std::tie(c.m[d], c.rho[d]) = circulant_of_degree(rng, degree[d]);
      c.own[d] = static_cast<int>(rng() % static_cast<uint64_t>(c.m[d]));
    }
    bad.push_back(c);
  }
  for (int i = 0; i < o.invalid_configs; ++i) bad.push_back(random_registers(rng));
  for (size_t i = 0; i < bad.size(); ++i) {
    const std::string name = "invalid configuration " + std::to_string(i) + " (" + bad[i].str() + ")";
    configure(name, bad[i]);
    stream(name, draw_vectors(HwView(bad[i]), rng, 16), rng(), kBubbles);
  }
  {
    const HwConfig c = random_placement(Hypercycle({7, 12, 3}, {3, 2, 1}), rng);
    const std::string name = "burst (" + c.str() + ")";
    configure(name, c);
    VectorSet v = draw_vectors(HwView(c), rng, static_cast<uint64_t>(2 * o.burst_vectors));
    steps_.push_back({Kind::kBurst, name, c, std::move(v), 0, 1.0, 1.0});
  }
  // A configuration write while the pipelines are full: flowing, released by the write clock, and
  // stalled through it: the answers still being computed come back as errors.
  for (WriteClock when : kWriteClocks) {
    const HwConfig c = random_placement(random_hypercycle(rng), rng);
    const std::string name = std::string("write in flight, ") + to_string(when) + " (" + c.str() + ")";
    configure(name, c);
    steps_.push_back({Kind::kWriteInFlight, name, c, answered(HwView(c), rng, kNodeLatency + 1), 0, 1.0, 1.0, when});
  }
  if (!o.exhaustive) return;
  // Every circulant in every dimension (the dimensions below it G(2; 1), at random digits), every own
  // digit: every routing-table entry of every dimension, in both tables.
  for (int dim = 0; dim < kMaxDims; ++dim) {
    for (auto [m, rho] : testing::all_circulants()) {
      std::vector<int> ms(static_cast<size_t>(dim), 2), rhos(static_cast<size_t>(dim), 1);
      ms.push_back(m);
      rhos.push_back(rho);
      if (!check_config(ms, rhos).empty()) continue;  // above 16 ports
      const Hypercycle g(ms, rhos);
      for (int own = 0; own < m; ++own) {
        Digits digits{};
        for (int i = 0; i < dim; ++i) digits[static_cast<size_t>(i)] = static_cast<uint8_t>(rng() % 2);
        digits[static_cast<size_t>(dim)] = static_cast<uint8_t>(own);
        const HwConfig c = HwConfig::of(g, node_of(g, digits));
        const std::string name = "route exhaustive, dimension " + std::to_string(dim + 1) + " (" + c.str() + ")";
        configure(name, c);
        stream(name, route_exhaustive(HwView(c), rng, dim), rng(), 1.0);
      }
    }
  }
  for (auto [m, rho] : testing::all_circulants()) {
    const HwConfig c = HwConfig::of(Hypercycle({m}, {rho}), 0);
    const std::string name = "broadcast exhaustive (" + c.str() + ")";
    configure(name, c);
    stream(name, bcast_every_input(HwView(c)), rng(), 1.0);
  }
}

void FaultProgram::configure(const std::string& name, const HwConfig& c) {
  steps_.push_back({Kind::kConfigure, name, c, {}, 0, 1.0, 1.0});
}

void FaultProgram::stream(const std::string& name, VectorSet&& v, uint64_t seed, double p) {
  steps_.push_back({Kind::kStream, name, HwConfig{}, std::move(v), seed, p, p});
}

uint64_t FaultProgram::vectors() const {
  uint64_t n = 0;
  for (const Step& s : steps_) n += s.vectors.routes.size() + s.vectors.bcasts.size();
  return n;
}

std::optional<std::string> FaultProgram::check_registers(const HwView& v, RtlNode& node) {
  if (node.io().cfg_error_o != !v.graph) return "cfg_error_o is " + std::to_string(node.io().cfg_error_o);
  for (int addr = 0; addr < 16; ++addr) {
    const std::optional<uint16_t> want = expected_register(v, addr);
    const uint16_t got = node.read(addr);
    if (want && got != *want)
      return "register " + std::to_string(addr) + ": expected " + hex16(*want) + ", got " + hex16(got);
  }
  return std::nullopt;
}

std::optional<std::string> FaultProgram::check(const Step& s, RtlNode& node) const {
  std::optional<std::string> problem;
  switch (s.kind) {
    case Kind::kReset:
    case Kind::kConfigure:
    case Kind::kReadOnlyWrites:
    case Kind::kReversedWrites: {
      const int ready = s.kind == Kind::kReset            ? node.load_phase()
                        : s.kind == Kind::kConfigure      ? node.configure(s.config)
                        : s.kind == Kind::kReversedWrites ? configure_reversed(node, s.config, s.seed)
                                                          : configure_writing_read_only(node, s.config, s.seed);
      if (ready != kDeriveSteps)
        problem = std::string(s.kind == Kind::kReadOnlyWrites ? "with read-only writes, " : "") + "ready " +
                  std::to_string(ready) + " clocks after the last write, not " + std::to_string(kDeriveSteps);
      else
        problem = check_registers(HwView(s.config), node);
      break;
    }
    case Kind::kStream: {
      StreamChecker checker(node, s.seed, s.p_valid, s.p_ready);
      const VectorSet& v = s.vectors;
      for (size_t i = 0; !problem && i < std::max(v.routes.size(), v.bcasts.size()); i += kChunk) {
        checker.add_routes(slice(v.routes, i), slice(v.route_expected, i));
        checker.add_bcasts(slice(v.bcasts, i), slice(v.bcast_expected, i));
        checker.run();
        if (checker.stats().mismatches) problem = checker.stats().first_mismatch;
      }
      break;
    }
    case Kind::kWriteInFlight:
      problem = check_write_in_flight(node, s.config, s.vectors.routes, s.vectors.bcasts, s.write_clock);
      break;
    case Kind::kBurst: {
      StreamChecker checker(node, 0, 1.0, 1.0);
      VectorSet v = s.vectors;
      const uint64_t n = std::max(v.routes.size(), v.bcasts.size());
      checker.add_routes(std::move(v.routes), std::move(v.route_expected));
      checker.add_bcasts(std::move(v.bcasts), std::move(v.bcast_expected));
      checker.run();
      const StreamStats& st = checker.stats();
      if (st.mismatches)
        problem = st.first_mismatch;
      else if (st.max_latency != kNodeLatency || st.cycles != n + kNodeLatency)
        problem = std::to_string(n) + " requests per stream took " + std::to_string(st.cycles) +
                  " clocks, the slowest answered " + std::to_string(st.max_latency) + " clocks after acceptance";
      break;
    }
  }
  return problem;
}

ProgramRun FaultProgram::run(RtlNode& node) const {
  ProgramRun r;
  const uint64_t start = node.cycles();
  for (size_t i = 0; i < steps_.size(); ++i) {
    std::optional<std::string> problem;
    try {
      problem = check(steps_[i], node);
    } catch (const std::exception& e) {  // a node that hangs or answers without a request
      problem = e.what();
    }
    if (problem) {
      r.detection = Detection{i, steps_[i].name + ": " + *problem};
      break;
    }
  }
  r.clocks = node.cycles() - start;
  return r;
}

}  // namespace hc::rtl
