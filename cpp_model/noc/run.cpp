#include "cpp_model/noc/run.h"

namespace hc::noc {

RunResult run_network(NocDut& dut, const Hypercycle& g, const NocParams& params, const RunSpec& spec,
                      const RunHooks& hooks) {
  params.check();
  spec.traffic.check(params.max_len);
  if (spec.cycles < 1 || spec.warmup < 0) throw Error("the measurement window must be at least one clock");
  if (spec.watchdog < kMinWatchdog)
    throw Error("the watchdog must be at least " + std::to_string(kMinWatchdog) +
                " clocks (a live network may pause that long between flits moving)");
  const Node n = g.nodes();
  const size_t ns = static_cast<size_t>(n);
  Sources sources(g, spec.traffic, params);
  DeliveryChecker checker(g, params);
  dut.set_no_dateline(spec.no_dateline);

  RunResult res;
  res.nodes = n;
  res.node_injected.assign(ns, 0);
  res.node_received.assign(ns, 0);
  const int64_t window_start = spec.warmup, window_end = spec.warmup + spec.cycles;
  LatencyHistogram latency, bcast_latency;
  int64_t window_flits_created = 0, window_flits_ejected = 0, hops_sum = 0;
  std::vector<Packet> created;
  std::vector<uint8_t> ready(ns, 1), accepted;
  std::vector<Ejection> ejected;
  std::vector<Delivery> done;
  int64_t idle = 0;
  int64_t measured_due = 0;  // deliveries of packets created in the window still to come
  auto measured = [&](const Packet& p) { return p.created >= window_start && p.created < window_end; };

  for (int64_t t = 0;; ++t) {
    if (t < window_end || (spec.drain_with_load && measured_due > 0)) {
      created.clear();
      sources.generate(t, created);
      for (const Packet& p : created) {
        checker.created(p);
        ++res.generated;
        ++(p.dst < 0 ? res.broadcast : res.unicast);
        if (measured(p)) {
          window_flits_created += p.len;
          measured_due += p.dst < 0 ? n - 1 : 1;
        }
      }
    }
    ejected.clear();
    dut.clock(sources.offers(), ready, accepted, ejected);
    res.clocks = t + 1;
    bool progress = dut.moved() || !ejected.empty();  // a flit forwarded, injected or ejected
    for (Node x = 0; x < n; ++x) {
      if (!accepted[static_cast<size_t>(x)]) continue;
      progress = true;
      if (sources.taken(x)) {
        ++res.injected;
        ++res.node_injected[static_cast<size_t>(x)];
      }
    }
    done.clear();
    for (const Ejection& e : ejected) {
      if (t >= window_start && t < window_end) ++window_flits_ejected;
      checker.ejected(e, t, done);
    }
    for (const Delivery& d : done) {
      ++res.receptions;
      ++res.node_received[static_cast<size_t>(d.node)];
      if (d.completes) ++res.delivered;
      const bool bcast = d.packet.dst < 0;
      if (measured(d.packet)) {
        --measured_due;
        (bcast ? bcast_latency : latency).add(d.eject - d.packet.created);
        if (!bcast) hops_sum += d.hops;
      }
      if (hooks.trace)
        hooks.trace({d.packet.id, d.packet.src, d.node, bcast ? Kind::Broadcast : Kind::Unicast, d.packet.created,
                     d.eject, d.hops});
    }
    if (hooks.progress && hooks.progress_every > 0 && (t + 1) % hooks.progress_every == 0)
      hooks.progress(t + 1, checker.outstanding());
    const int64_t outstanding = checker.outstanding();
    idle = progress || outstanding == 0 ? 0 : idle + 1;
    if (idle >= spec.watchdog) {
      res.deadlock = DeadlockReport{t, dut.blocked()};
      break;
    }
    if (t + 1 >= window_end && (spec.drain_with_load ? measured_due == 0 : outstanding == 0)) break;
    if (t + 1 >= window_end + spec.drain_limit) {
      res.drained = false;
      if (!spec.drain_with_load)
        checker.violate("the network did not drain within " + std::to_string(spec.drain_limit) + " clocks (" +
                        std::to_string(outstanding) + " deliveries due)");
      break;
    }
  }
  res.offered = static_cast<double>(window_flits_created) / static_cast<double>(n) / static_cast<double>(spec.cycles);
  res.accepted = static_cast<double>(window_flits_ejected) / static_cast<double>(n) / static_cast<double>(spec.cycles);
  res.latency = latency.summary();
  res.bcast_latency = bcast_latency.summary();
  res.hops = res.latency.count ? static_cast<double>(hops_sum) / static_cast<double>(res.latency.count) : 0.0;
  res.violations = checker.violations();
  res.violation_count = checker.violation_count();
  return res;
}

}  // namespace hc::noc
