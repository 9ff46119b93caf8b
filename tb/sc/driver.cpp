#include "tb/sc/driver.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "cpp_model/random_config.h"
#include "sim/node/hw_random.h"
#include "sim/node/hw_reference.h"

namespace hc::sctb {

namespace {

constexpr int kReadyTimeout = 1000;    // clocks from the last write until ready, at most
constexpr int kStallLimit = 10000;     // clocks without any handshake before the node is declared hung
constexpr int kLastRegister = rtl::kRegId;
// Chances that an idle request port offers its next request in a clock, one drawn per configuration.
constexpr std::array<double, 4> kValidChance = {1.0, 0.9, 0.6, 0.3};

}  // namespace

Driver::Driver(sc_core::sc_module_name name, const sc_core::sc_clock& clock, Wires& w, uint64_t seed,
               uint64_t configs, uint64_t vectors)
    : sc_core::sc_module(name), rng_(seed), configs_(configs), vectors_(vectors) {
  clk(clock);
  rst_n(w.rst_n);
  cfg_we(w.cfg_we);
  cfg_re(w.cfg_re);
  cfg_addr(w.cfg_addr);
  cfg_wdata(w.cfg_wdata);
  cfg_ready(w.cfg_ready);
  route_req_valid(w.route_req_valid);
  route_req_ready(w.route_req_ready);
  route_req_dst(w.route_req_dst);
  route_req_avail(w.route_req_avail);
  route_resp_valid(w.route_resp_valid);
  route_resp_ready(w.route_resp_ready);
  bcast_req_valid(w.bcast_req_valid);
  bcast_req_ready(w.bcast_req_ready);
  bcast_req_origin(w.bcast_req_origin);
  bcast_req_wd(w.bcast_req_wd);
  bcast_req_wc(w.bcast_req_wc);
  bcast_req_in_port(w.bcast_req_in_port);
  bcast_resp_valid(w.bcast_resp_valid);
  bcast_resp_ready(w.bcast_resp_ready);
  SC_CTHREAD(run, clk.pos());
}

// Every wait() returns just after a rising edge: reads give the values at that edge, and writes
// take effect for the next one.
void Driver::run() {
  reset();
  for (uint64_t i = 0; i < configs_ && stats_.hang.empty(); ++i) {
    const bool invalid = i % kInvalidEvery == kInvalidAt;
    regs_ = invalid ? draw_invalid() : draw_valid();
    rtl::HwView view(regs_);
    graph_ = view.graph;
    configure(regs_);
    if (!stats_.hang.empty()) break;
    read_registers();
    stream();
    ++stats_.configs;
    stats_.invalid_configs += invalid;
  }
  done_ = true;
  sc_core::sc_pause();
}

void Driver::reset() {
  rst_n.write(false);
  cfg_we.write(false);
  cfg_re.write(false);
  route_req_valid.write(false);
  bcast_req_valid.write(false);
  wait(2);
  rst_n.write(true);
  wait();
}

void Driver::hung(const std::string& what) {
  stats_.hang = what + " (configuration " + regs_.str() + ", at " + sc_core::sc_time_stamp().to_string() + ")";
}

rtl::HwConfig Driver::draw_valid() {
  const Hypercycle g = random_hypercycle(rng_);
  rtl::HwConfig c = rtl::random_placement(g, rng_);
  // Half the time, junk in the m and rho fields above r: the node must ignore it.
  if (rng_() % 2)
    for (int i = c.r; i < kMaxDims; ++i) {
      c.m[i] = static_cast<int>(rng_() % 16);
      c.rho[i] = static_cast<int>(rng_() % 16);
    }
  return c;
}

// One rule broken on purpose (or any combination, from random register values).
rtl::HwConfig Driver::draw_invalid() {
  for (;;) {
    rtl::HwConfig c = draw_valid();
    const int i = static_cast<int>(rng_() % static_cast<uint64_t>(c.r));
    switch (rng_() % 6) {
      case 0: c.r = std::array<int, 4>{0, 5, 6, 7}[rng_() % 4]; break;
      case 1: c.m[i] = static_cast<int>(rng_() % 2); break;
      case 2:  // 0, or floor(m/2) + 1 (at most 8) .. 15
        c.rho[i] = rng_() % 2 ? 0 : c.m[i] / 2 + 1 + static_cast<int>(rng_() % static_cast<uint64_t>(15 - c.m[i] / 2));
        break;
      case 3: {
        const int j = static_cast<int>(rng_() % kMaxDims);
        const int limit = j < c.r ? c.m[j] : 1;
        c.own[j] = limit + static_cast<int>(rng_() % static_cast<uint64_t>(16 - limit));
        break;
      }
      case 4:  // total degree above 16: three or four dimensions at their largest rho
        c.r = 3 + static_cast<int>(rng_() % 2);
        for (int d = 0; d < c.r; ++d) {
          c.m[d] = 9 + static_cast<int>(rng_() % 7);
          c.rho[d] = c.m[d] / 2;
          c.own[d] = static_cast<int>(rng_() % static_cast<uint64_t>(c.m[d]));
        }
        for (int d = c.r; d < kMaxDims; ++d) c.own[d] = 0;
        break;
      default: c = rtl::random_registers(rng_);
    }
    if (rtl::expected_error_bits(c) != 0) return c;
  }
}

// The four registers in random order, sometimes with a write to a read-only register among them;
// then wait for ready.
void Driver::configure(const rtl::HwConfig& c) {
  std::vector<std::pair<int, uint16_t>> writes = {{rtl::kRegDims, static_cast<uint16_t>(c.r & 7)},
                                                  {rtl::kRegM, pack_digits(c.m)},
                                                  {rtl::kRegRho, pack_digits(c.rho)},
                                                  {rtl::kRegAddr, pack_digits(c.own)}};
  if (rng_() % 10 == 0)
    writes.emplace_back(rtl::kRegStatus + static_cast<int>(rng_() % 12), static_cast<uint16_t>(rng_()));
  std::shuffle(writes.begin(), writes.end(), rng_);
  for (const auto& [addr, data] : writes) {
    cfg_we.write(true);
    cfg_addr.write(static_cast<uint32_t>(addr));
    cfg_wdata.write(data);
    wait();
  }
  cfg_we.write(false);
  int clocks = 0;
  do {
    wait();
    if (++clocks > kReadyTimeout) {
      hung("not ready " + std::to_string(kReadyTimeout) + " clocks after the configuration was written");
      return;
    }
  } while (!cfg_ready.read());
}

void Driver::read_registers() {
  cfg_re.write(true);
  for (int addr = 0; addr <= kLastRegister; ++addr) {
    cfg_addr.write(static_cast<uint32_t>(addr));
    wait();
  }
  cfg_re.write(false);
}

rtl::RouteRequest Driver::draw_route() {
  rtl::RouteRequest r;
  const uint64_t kind = rng_() % 100;
  if (!graph_ || kind < 5) {
    r.dst = static_cast<uint16_t>(rng_());  // any digits: mostly out of range
  } else if (kind < 15) {
    r.dst = pack_digits(regs_.own);  // arrived
  } else {
    const Node dst = std::uniform_int_distribution<Node>(0, graph_->nodes() - 1)(rng_);
    r.dst = pack_digits(digits_of(*graph_, dst));
  }
  const uint64_t avail = rng_() % 10;
  const auto bits = static_cast<uint16_t>(rng_());
  r.avail = avail < 2 ? 0xFFFF : avail < 4 ? static_cast<uint16_t>(bits & rng_() & rng_()) : avail < 5 ? 0 : bits;
  return r;
}

rtl::BcastRequest Driver::draw_bcast() {
  const auto junk = rng_();
  rtl::BcastRequest b{false, static_cast<int>(junk & 7), static_cast<int>((junk >> 3) & 15),
                      static_cast<int>((junk >> 7) & 15)};  // any message: mostly invalid
  const uint64_t kind = rng_() % 100;
  if (kind < 10) {
    b.origin = true;  // the other fields are ignored
  } else if (graph_ && kind < 92) {
    b.wd = 1 + static_cast<int>(rng_() % static_cast<uint64_t>(graph_->r()));
    const Dimension& d = graph_->dim(b.wd - 1);
    b.wc = 1 + static_cast<int>(rng_() % static_cast<uint64_t>(d.diameter));
    b.in_port = d.port_base + static_cast<int>(rng_() % static_cast<uint64_t>(d.degree));
  }
  return b;
}

void Driver::drive(const rtl::RouteRequest& r) {
  route_req_dst.write(r.dst);
  route_req_avail.write(r.avail);
}

void Driver::drive(const rtl::BcastRequest& b) {
  bcast_req_origin.write(b.origin);
  bcast_req_wd.write(static_cast<uint32_t>(b.wd & 7));
  bcast_req_wc.write(static_cast<uint32_t>(b.wc & 15));
  bcast_req_in_port.write(static_cast<uint32_t>(b.in_port & 15));
}

// Both request ports at once, each with its own bubbles; data changes only while valid is low or
// in the clock after acceptance. Returns when every accepted request has been answered.
void Driver::stream() {
  std::vector<rtl::RouteRequest> routes;
  std::vector<rtl::BcastRequest> bcasts;
  for (uint64_t v = 0; v < vectors_; ++v) {
    if (rng_() % 2) routes.push_back(draw_route());
    else bcasts.push_back(draw_bcast());
  }
  std::bernoulli_distribution offer(kValidChance[rng_() % kValidChance.size()]);
  size_t route_next = 0, bcast_next = 0, route_done = 0, bcast_done = 0;
  bool route_on = false, bcast_on = false;
  for (int idle = 0; route_done < routes.size() || bcast_done < bcasts.size();) {
    if (!route_on && route_next < routes.size() && offer(rng_)) drive(routes[route_next]), route_on = true;
    else if (!route_on && rng_() % 4 == 0) drive(draw_route());  // junk while valid is low
    if (!bcast_on && bcast_next < bcasts.size() && offer(rng_)) drive(bcasts[bcast_next]), bcast_on = true;
    else if (!bcast_on && rng_() % 4 == 0) drive(draw_bcast());
    route_req_valid.write(route_on);
    bcast_req_valid.write(bcast_on);
    wait();
    bool progress = false;
    if (route_on && route_req_ready.read()) ++route_next, route_on = false, progress = true;
    if (bcast_on && bcast_req_ready.read()) ++bcast_next, bcast_on = false, progress = true;
    if (route_resp_valid.read() && route_resp_ready.read()) ++route_done, progress = true;
    if (bcast_resp_valid.read() && bcast_resp_ready.read()) ++bcast_done, progress = true;
    idle = progress ? 0 : idle + 1;
    if (idle > kStallLimit) {
      hung("no handshake for " + std::to_string(kStallLimit) + " clocks with " +
           std::to_string(route_next - route_done) + " route and " + std::to_string(bcast_next - bcast_done) +
           " broadcast requests outstanding");
      break;
    }
  }
  route_req_valid.write(false);
  bcast_req_valid.write(false);
  stats_.route_requests += route_next;
  stats_.bcast_requests += bcast_next;
}

}  // namespace hc::sctb
