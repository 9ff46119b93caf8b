#include "sim/host/campaign.h"

#include <chrono>
#include <optional>
#include <random>

#include "cpp_model/random_config.h"
#include "sim/node/hw_random.h"
#include "sim/node/hw_reference.h"

namespace hc::host {

namespace {

using rtl::BcastRequest;
using rtl::BcastResponse;
using rtl::HwConfig;
using rtl::HwView;
using rtl::RouteRequest;
using rtl::RouteResponse;

int uniform(std::mt19937_64& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

/// Any register values: r 0..7, every field 0..15. Not rtl::random_registers, which draws them
/// differently: that would change every campaign's configurations for a given seed.
HwConfig random_registers(std::mt19937_64& rng) {
  HwConfig c;
  c.r = uniform(rng, 0, 7);
  for (int i = 0; i < kMaxDims; ++i) c.m[i] = uniform(rng, 0, 15), c.rho[i] = uniform(rng, 0, 15), c.own[i] = uniform(rng, 0, 15);
  return c;
}

RouteRequest random_route(std::mt19937_64& rng, const HwView& v) {
  RouteRequest r;
  r.avail = uniform(rng, 0, 3) == 0 ? 0xFFFF : static_cast<uint16_t>(rng());
  if (v.graph && uniform(rng, 0, 9) != 0) {
    Node dst = std::uniform_int_distribution<Node>(0, v.graph->nodes() - 1)(rng);
    r.dst = pack_digits(digits_of(*v.graph, dst));
  } else {
    r.dst = static_cast<uint16_t>(rng());
  }
  return r;
}

BcastRequest random_bcast(std::mt19937_64& rng, const HwView& v) {
  BcastRequest b;
  b.origin = uniform(rng, 0, 9) == 0;
  if (v.graph && uniform(rng, 0, 3) != 0) {  // a message the node may really receive
    const Hypercycle& g = *v.graph;
    b.wd = uniform(rng, 1, g.r());
    b.wc = uniform(rng, 1, g.dim(b.wd - 1).diameter);
    b.in_port = uniform(rng, 0, g.degree() - 1);
  } else {
    b.wd = uniform(rng, 0, 7);
    b.wc = uniform(rng, 0, 15);
    b.in_port = uniform(rng, 0, 15);
  }
  return b;
}

class Checker {
 public:
  Checker(CampaignResult& result, const CampaignOptions& options) : result_(result), options_(options) {}
  void config(const HwConfig& c) { config_ = c.str(); }
  template <class T>
  void compare(const std::string& request, const T& expected, const T& got, const std::string& expected_text,
               const std::string& got_text) {
    if (expected == got) return;
    ++result_.mismatches;
    if (result_.failures.size() < static_cast<size_t>(options_.max_failures))
      result_.failures.push_back(config_ + ": " + request + ": expected " + expected_text + ", got " + got_text);
  }
  void reg(const std::string& what, uint16_t expected, uint16_t got) {
    ++result_.registers;
    compare(what, expected, got, rtl::hex16(expected), rtl::hex16(got));
  }

 private:
  CampaignResult& result_;
  const CampaignOptions& options_;
  std::string config_;
};

// Every register the golden model defines, in address order.
void check_registers(BoardClient& board, const HwView& v, Checker& check) {
  // The load phase is over long before a reply can arrive; wait anyway rather than assume it.
  for (int i = 0; i < 10 && !rtl::reg::status::ready.get(board.read(rtl::kRegStatus)); ++i) {
  }
  for (int addr = rtl::kRegDims; addr <= rtl::kRegId; ++addr) {
    const std::optional<uint16_t> want = rtl::expected_register(v, addr);
    if (!want) continue;
    // The status registers of a valid configuration are named by number in the mismatch report.
    const std::string name = v.graph && addr >= rtl::kRegStatus ? "register " + std::to_string(addr) : rtl::kRegNames[addr];
    check.reg("read " + name, *want, board.read(addr));
  }
}

}  // namespace

CampaignResult run_campaign(BoardClient& board, const CampaignOptions& options, std::ostream* log) {
  if (options.configs < 0 || options.vectors < 0) throw RangeError("configs and vectors must not be negative");
  const auto start = std::chrono::steady_clock::now();
  const uint64_t retries_before = board.retries();
  std::mt19937_64 rng(options.seed);
  CampaignResult result;
  Checker check(result, options);
  board.sync();
  board.ping();
  for (int n = 0; n < options.configs; ++n) {
    HwConfig c;
    if (n % 5 == 4) {
      c = random_registers(rng);
    } else {
      const Hypercycle g = random_hypercycle(rng);
      c = rtl::random_placement(g, rng);
    }
    const HwView v(c);
    check.config(c);
    board.configure(c);
    check_registers(board, v, check);
    for (int i = 0; i < options.vectors; ++i) {
      if (i % 2 == 0) {
        const RouteRequest r = random_route(rng, v);
        const RouteResponse expected = rtl::expected_route(v, r), got = board.route(r);
        check.compare("route " + r.str(), expected, got, expected.str(),
                      got.str());
      } else {
        const BcastRequest b = random_bcast(rng, v);
        const BcastResponse expected = rtl::expected_bcast(v, b), got = board.bcast(b);
        check.compare("broadcast " + b.str(), expected, got, expected.str(), got.str());
      }
      ++result.vectors;
    }
    ++result.configs;
    if (log)
      *log << "config " << n + 1 << "/" << options.configs << " " << c.str() << (v.graph ? "" : " (invalid)") << ": "
           << result.mismatches << " mismatches so far" << std::endl;
  }
  result.retries = board.retries() - retries_before;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace hc::host
