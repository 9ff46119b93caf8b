#include "cpp_model/qstar/bus.h"

#include <algorithm>

namespace hc::qstar {

void Violations::add(const std::string& what) {
  ++count;
  if (first.size() < kListed) first.push_back(what);
}

void Violations::merge(const Violations& other) {
  for (const std::string& what : other.first)
    if (first.size() < kListed) first.push_back(what);
  count += other.count;
}

BusChecker::BusChecker(const Network& q)
    : q_(q),
      labels_(q.processors()),
      link_step_(q.hyperlinks(), 0),
      link_sender_(q.hyperlinks(), -1),
      send_step_(2 * q.processors(), 0),
      recv_step_(2 * q.processors(), 0) {
  for (int p = 0; p < q.processors(); ++p) labels_[p] = q.vertex(p);
}

void BusChecker::begin_step() { ++step_; }

std::string BusChecker::at() const { return "step " + std::to_string(step_) + ": "; }

int BusChecker::port(int processor, int link) const {
  if (processor < 0 || processor >= static_cast<int>(labels_.size())) q_.vertex(processor);  // throws
  const Vertex& v = labels_[processor];
  return link == v.l ? 0 : link == v.u ? 1 : -1;
}

bool BusChecker::send(int sender, int link) {
  if (step_ == 0) throw Error("BusChecker::send before begin_step");
  const int p = port(sender, link);
  if (p < 0) {
    violations_.add(at() + format(q_.vertex(sender)) + " sends on e_" + std::to_string(link) + ", not one of its hyperlinks");
    return false;
  }
  if (link_step_[link] == step_) {
    violations_.add(at() + "e_" + std::to_string(link) + " has two senders, " + format(q_.vertex(link_sender_[link])) +
                    " and " + format(q_.vertex(sender)));
    return false;
  }
  if (recv_step_[2 * sender + p] == step_) {
    violations_.add(at() + format(q_.vertex(sender)) + " sends and receives on e_" + std::to_string(link));
    return false;
  }
  link_step_[link] = step_;
  link_sender_[link] = sender;
  send_step_[2 * sender + p] = step_;
  max_send_ports_ = std::max(max_send_ports_, (send_step_[2 * sender] == step_) + (send_step_[2 * sender + 1] == step_));
  return true;
}

bool BusChecker::receive(int receiver, int link) {
  const int p = port(receiver, link);
  if (p < 0) {
    violations_.add(at() + format(q_.vertex(receiver)) + " is not on e_" + std::to_string(link) + " and cannot receive on it");
    return false;
  }
  if (link_step_[link] != step_) {
    violations_.add(at() + format(q_.vertex(receiver)) + " receives on e_" + std::to_string(link) + ", which has no sender");
    return false;
  }
  if (send_step_[2 * receiver + p] == step_) {
    violations_.add(at() + format(q_.vertex(receiver)) + " sends and receives on e_" + std::to_string(link));
    return false;
  }
  recv_step_[2 * receiver + p] = step_;
  return true;
}

bool BusChecker::transmit(const Transmission& t) {
  if (!send(t.sender, t.link)) return false;
  bool ok = true;
  for (int r : t.receivers) ok = receive(r, t.link) && ok;
  return ok;
}

bool place(const Network& q, const CubeMap& map, const LabeledTransmission& t, int step, Transmission& out,
           Violations& v) {
  const std::string at = "step " + std::to_string(step) + ": ";
  if (!q.contains(t.sender)) {
    v.add(at + "the sender " + format(t.sender) + " is not a vertex");
    return false;
  }
  if (t.link != t.sender.l && t.link != t.sender.u) {
    v.add(at + format(t.sender) + " is not on e_" + std::to_string(t.link));
    return false;
  }
  out.sender = q.id(map.invert(t.sender));
  out.link = map.invert(t.link);
  out.receivers.clear();
  for (const Vertex& r : t.receivers) {
    if (q.contains(r))
      out.receivers.push_back(q.id(map.invert(r)));
    else
      v.add(at + format(t.sender) + " sends to " + format(r) + ", which is not a vertex of Q_" + std::to_string(q.n()) + "*");
  }
  return true;
}

}  // namespace hc::qstar
