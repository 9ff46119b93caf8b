#include "cpp_model/kary/simulator.h"

namespace hc::kary {

namespace {

constexpr size_t kMaxViolationsKept = 8;
constexpr int64_t kMaxCopyBits = int64_t{1} << 28;

}  // namespace

std::string port_model_name(PortModel model) { return model == PortModel::OnePort ? "one-port" : "2n-port"; }

PortModel parse_port_model(const std::string& text) {
  if (text == "one" || text == "one-port") return PortModel::OnePort;
  if (text == "2n" || text == "2n-port") return PortModel::AllPort;
  throw CubeError("the port model must be 'one' or '2n', got '" + text + "'");
}

StepSimulator::StepSimulator(const Cube& cube, PortModel model, Holding holding, int64_t packets)
    : cube_(cube), model_(model), holding_(holding), packets_(packets) {
  if (packets < 1) throw CubeError("a simulation needs at least one packet, got " + std::to_string(packets));
  const auto nodes = static_cast<size_t>(cube.nodes());
  if (holding == Holding::Copy) {
    if (packets * cube.nodes() > kMaxCopyBits)
      throw CubeError("too many packets to track copies: " + std::to_string(packets) + " x " +
                      std::to_string(cube.nodes()) + " nodes");
    held_.assign(static_cast<size_t>(packets) * nodes, false);
  } else {
    location_.assign(static_cast<size_t>(packets), -1);
    packet_stamp_.assign(static_cast<size_t>(packets), 0);
  }
  link_stamp_.assign(static_cast<size_t>(cube.directed_links()), 0);
  send_stamp_.assign(nodes, 0);
  recv_stamp_.assign(nodes, 0);
}

void StepSimulator::originate(int64_t packet, Node at) {
  cube_.check_node(at, "the source");
  if (packet < 0 || packet >= packets_)
    throw CubeError("packet " + std::to_string(packet) + " is outside 0.." + std::to_string(packets_ - 1));
  if (holding_ == Holding::Copy)
    held_[static_cast<size_t>(at) * packets_ + packet] = true;
  else
    location_[packet] = at;
}

bool StepSimulator::holds(Node at, int64_t packet) const {
  if (at < 0 || at >= cube_.nodes() || packet < 0 || packet >= packets_) return false;
  if (holding_ == Holding::Copy) return held_[static_cast<size_t>(at) * packets_ + packet];
  return location_[packet] == at;
}

void StepSimulator::require(int64_t packet, Node at) {
  if (!holds(at, packet)) ++report_.unserved;
}

void StepSimulator::violate(const std::string& what) {
  if (report_.first_violations.size() < kMaxViolationsKept)
    report_.first_violations.push_back("step " + std::to_string(report_.steps) + ": " + what);
  ++report_.violations;
}

void StepSimulator::step(const std::vector<Transfer>& transfers) {
  const int now = ++report_.steps;
  std::vector<const Transfer*> valid;
  valid.reserve(transfers.size());
  auto name = [this](Node x) { return x >= 0 && x < cube_.nodes() ? cube_.format(x) : std::string("?"); };
  auto hop = [&name](const Transfer& t) {
    return "packet " + std::to_string(t.packet) + " " + name(t.from) + " -> " + name(t.to);
  };
  for (const Transfer& t : transfers) {
    const int64_t link = cube_.link(t.from, t.to);
    if (link < 0) {
      violate(hop(t) + " does not cross a link");
      continue;
    }
    if (!holds(t.from, t.packet)) {
      violate(hop(t) + ": the sender does not hold the packet");
      continue;
    }
    if (holding_ == Holding::Move && packet_stamp_[t.packet] == now) {
      violate(hop(t) + ": the packet is sent twice in one step");
      continue;
    }
    if (link_stamp_[link] == now) {
      violate(hop(t) + ": the link already carries a packet this step");
      continue;
    }
    if (model_ == PortModel::OnePort && send_stamp_[t.from] == now) {
      violate(hop(t) + ": one-port node sends twice in one step");
      continue;
    }
    if (model_ == PortModel::OnePort && recv_stamp_[t.to] == now) {
      violate(hop(t) + ": one-port node receives twice in one step");
      continue;
    }
    link_stamp_[link] = now;
    send_stamp_[t.from] = now;
    recv_stamp_[t.to] = now;
    if (holding_ == Holding::Move) packet_stamp_[t.packet] = now;
    valid.push_back(&t);
  }
  for (const Transfer* t : valid) {
    ++report_.transfers;
    if (holding_ == Holding::Copy) {
      const size_t bit = static_cast<size_t>(t->to) * packets_ + t->packet;
      if (held_[bit]) ++report_.duplicates;
      held_[bit] = true;
    } else {
      location_[t->packet] = t->to;
    }
  }
}

}  // namespace hc::kary
