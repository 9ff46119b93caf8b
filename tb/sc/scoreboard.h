// Checks every transaction the monitor reports against the golden model (sim/node/hw_reference.h): it
// keeps its own copy of the configuration registers from the writes it sees, predicts each
// response when its request is accepted, and compares responses in order and register reads as
// they happen. Counts vectors and mismatches and keeps the first mismatch in full.
#pragma once

#include <systemc>
#include <tlm>

#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "sim/node/hw_reference.h"
#include "tb/sc/transactions.h"

namespace hc::sctb {

/// One failed comparison, with everything needed to reproduce it by hand.
struct Mismatch {
  std::string kind;        ///< "route", "bcast", "register read" or "protocol"
  uint64_t vector = 0;     ///< 1-based number of the response (or register read) compared
  uint64_t cycle = 0;      ///< rising edge at which the response was taken
  uint64_t config = 0;     ///< 1-based number of the configuration in force
  rtl::HwConfig regs;      ///< the configuration registers as written
  std::string request, expected, actual;
};

struct ScoreStats {
  uint64_t route_vectors = 0;   ///< router responses compared
  uint64_t bcast_vectors = 0;   ///< broadcast responses compared
  uint64_t register_reads = 0;  ///< register reads compared
  uint64_t mismatches = 0;
  uint64_t configs = 0;          ///< configurations written (a run of register writes counts once)
  uint64_t min_latency = 0;      ///< clocks from a request's acceptance to its response being taken
  uint64_t max_latency = 0;
  std::optional<Mismatch> first;
  uint64_t vectors() const { return route_vectors + bcast_vectors; }
};

/// "r=.. m=.. rho=.. own=.. (RegDims=0x.. RegM=0x.. RegRho=0x.. RegAddr=0x..), valid G(..)" or
/// "..., invalid: RegError=0x..".
std::string describe_config(const rtl::HwConfig& c);

class Scoreboard : public sc_core::sc_module, public tlm::tlm_analysis_if<Observation> {
 public:
  explicit Scoreboard(sc_core::sc_module_name name);

  /// One transaction from the monitor.
  void write(const Observation& o) override;

  const ScoreStats& stats() const { return stats_; }
  /// Requests accepted and not yet answered.
  size_t outstanding() const { return route_.size() + bcast_.size(); }

 private:
  template <class Req, class Resp>
  struct Pending {
    Req request;
    Resp expected;
    rtl::HwConfig regs;  ///< the configuration the request was accepted under
    uint64_t config;
    uint64_t cycle;      ///< when it was accepted
  };

  void on(const Observation& o, const RegWrite& w);
  void on(const Observation& o, const RegRead& r);
  void on(const Observation& o, const rtl::RouteRequest& r);
  void on(const Observation& o, const rtl::RouteResponse& r);
  void on(const Observation& o, const rtl::BcastRequest& r);
  void on(const Observation& o, const rtl::BcastResponse& r);
  const rtl::HwView& view();
  /// The value a read of addr must return, or nothing when the reference does not define it.
  std::optional<uint16_t> expected_read(int addr, bool ready);
  void latency(uint64_t accepted, uint64_t taken);
  void mismatch(const char* kind, uint64_t vector, uint64_t cycle, uint64_t config, const rtl::HwConfig& regs,
                const std::string& request, const std::string& expected, const std::string& actual);

  rtl::HwConfig regs_;
  std::optional<rtl::HwView> view_;  ///< of regs_, built when first needed after a write
  bool writing_ = false;             ///< the last transaction was a register write
  bool timed_ = false;               ///< a latency has been measured
  std::deque<Pending<rtl::RouteRequest, rtl::RouteResponse>> route_;
  std::deque<Pending<rtl::BcastRequest, rtl::BcastResponse>> bcast_;
  ScoreStats stats_;
};

}  // namespace hc::sctb
