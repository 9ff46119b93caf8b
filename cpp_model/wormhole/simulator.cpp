#include "cpp_model/wormhole/simulator.h"

namespace hc::wormhole {

namespace {

std::string node_text(Node x) { return "node " + std::to_string(x); }

}  // namespace

const char* rule_name(Rule rule) {
  switch (rule) {
    case Rule::NodeRange:
      return "node_range";
    case Rule::DimensionRange:
      return "dimension_range";
    case Rule::EmptyPath:
      return "empty_path";
    case Rule::TooLong:
      return "too_long";
    case Rule::SenderUninformed:
      return "sender_uninformed";
    case Rule::SenderBusy:
      return "sender_busy";
    case Rule::ReceiverBusy:
      return "receiver_busy";
    case Rule::ChannelShared:
      return "channel_shared";
  }
  return "unknown";
}

int64_t SimReport::total_breaches() const {
  int64_t total = 0;
  for (int64_t b : breaches) total += b;
  return total;
}

Simulator::Simulator(int n, int m, Node source) {
  check_params(n, m);
  const size_t nodes = size_t{1} << n;
  if (source >= nodes)
    throw ParamError("source " + std::to_string(source) + " is not a node of Q_" + std::to_string(n) + " (0.." +
                     std::to_string(nodes - 1) + ")");
  report_.n = n;
  report_.m = m;
  report_.source = source;
  report_.nodes = static_cast<int64_t>(nodes);
  report_.informed = 1;
  informed_at_.assign(nodes, kNever);
  informed_at_[source] = 0;
  sent_in_.assign(nodes, 0);
  received_in_.assign(nodes, 0);
  received_from_.assign(nodes, 0);
  channel_used_.assign(nodes * static_cast<size_t>(n), 0);
  if (report_.all_informed()) report_.completion_step = 0;
}

void Simulator::breach(Rule rule, const std::string& detail) {
  ++report_.breaches[static_cast<size_t>(rule)];
  if (report_.first_breaches.size() < kMaxReportedBreaches)
    report_.first_breaches.push_back({report_.steps, rule, detail});
}

void Simulator::step(const StepPaths& paths) {
  if (report_.steps >= kMaxSteps) throw ParamError("a simulation runs at most " + std::to_string(kMaxSteps) + " steps");
  const auto stamp = static_cast<uint8_t>(++report_.steps);
  const int n = report_.n, m = report_.m;
  const Node nodes = static_cast<Node>(report_.nodes);
  StepStats st;
  for (size_t i = 0; i < paths.size(); ++i) {
    Node x = paths.source(i);
    const int len = paths.length(i);
    ++st.paths;
    st.links += len;
    if (len > st.max_length) st.max_length = len;
    const Node from = x;
    auto who = [&] { return "path " + std::to_string(i) + " from " + node_text(from); };
    if (x >= nodes) {
      breach(Rule::NodeRange, who() + " starts outside Q_" + std::to_string(n));
      continue;
    }
    if (len == 0) breach(Rule::EmptyPath, who() + " has no link");
    if (len > m)
      breach(Rule::TooLong, who() + " has " + std::to_string(len) + " links, more than m = " + std::to_string(m));
    if (informed_at_[x] == kNever || informed_at_[x] >= stamp)
      breach(Rule::SenderUninformed, who() + ": the source does not hold the message yet");
    if (sent_in_[x] == stamp) breach(Rule::SenderBusy, who() + ": the source already started a path in this step");
    sent_in_[x] = stamp;
    for (int j = 0; j < len; ++j) {
      const int d = paths.dim(i, j);
      if (d >= n) {
        breach(Rule::DimensionRange,
               who() + " crosses dimension " + std::to_string(d) + ", which Q_" + std::to_string(n) + " does not have");
        break;
      }
      const size_t channel = static_cast<size_t>(x) * static_cast<size_t>(n) + static_cast<size_t>(d);
      if (channel_used_[channel] == stamp)
        breach(Rule::ChannelShared, who() + " reuses the link " + node_text(x) + " -> " +
                                        node_text(x ^ (Node{1} << d)) + " taken by another path of this step");
      channel_used_[channel] = stamp;
      x ^= Node{1} << d;
      if (received_in_[x] == stamp && received_from_[x] != i)
        breach(Rule::ReceiverBusy, who() + ": " + node_text(x) + " already receives from another path in this step");
      received_in_[x] = stamp;
      received_from_[x] = static_cast<uint32_t>(i);
      if (informed_at_[x] == kNever) {
        informed_at_[x] = stamp;
        ++st.newly_informed;
      } else {
        ++report_.redundant_receptions;
      }
    }
  }
  report_.informed += st.newly_informed;
  st.informed = report_.informed;
  if (st.max_length > report_.max_path_length) report_.max_path_length = st.max_length;
  report_.per_step.push_back(st);
  if (report_.completion_step < 0 && report_.all_informed()) report_.completion_step = report_.steps;
}

}  // namespace hc::wormhole
