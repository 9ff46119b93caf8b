// Nonredundant, time-optimal broadcast of paper 000: Algorithm 1 (one circulant, weights D, a+1, a)
// and Algorithm 2 (multidimensional weights (wd, wc)).
#pragma once

#include <array>
#include <cstdint>

#include "cpp_model/config.h"

namespace hc {

/// Weights carried by a broadcast message: wd the dimension (1-based), wc the count within it.
struct Weight {
  int wd = 0;
  int wc = 0;
};

/// One transmission: the message leaves on `port` carrying (wd, wc).
struct Send {
  uint8_t port = 0;
  uint8_t wd = 0;
  uint8_t wc = 0;
  bool operator==(const Send& o) const { return port == o.port && wd == o.wd && wc == o.wc; }
};

/// The transmissions of one node for one message, in ascending port order (at most one per port).
class SendList {
 public:
  void push(int port, int wd, int wc) {
    items_[size_++] = {static_cast<uint8_t>(port), static_cast<uint8_t>(wd), static_cast<uint8_t>(wc)};
  }
  int size() const { return size_; }
  const Send& operator[](int i) const { return items_[i]; }
  const Send* begin() const { return items_.data(); }
  const Send* end() const { return items_.data() + size_; }
  bool operator==(const SendList& o) const;
  bool operator!=(const SendList& o) const { return !(*this == o); }

 private:
  std::array<Send, kMaxPorts> items_{};
  int size_ = 0;
};

/// Algorithm 1 case 1 for dimension dim (0-based), appended to out: ports +1..+rho get (dim+1, D);
/// the first k counter-clockwise ports (-1..-k) get (dim+1, a+1), the others (dim+1, a); a weight of
/// 0 is not sent.
void append_origin_sends(const Hypercycle& g, int dim, SendList& out);

/// What the originating node sends (Algorithm 2 case 1): origin weights in every dimension.
SendList origin_sends(const Hypercycle& g);

/// Why weights (wd, wc) arriving on in_port are not a message a node can receive.
enum class MessageFault : uint8_t {
  None,       ///< a valid message
  Dimension,  ///< wd is not 1..r
  Count,      ///< wc is not 1..D_wd
  Port,       ///< in_port is not a port of dimension wd
};

/// The first rule the message breaks (None when valid); cheap, throws nothing.
MessageFault message_fault(const Hypercycle& g, Weight w, int in_port);

/// What a node sends on receiving (wd, wc) on its own port in_port (Algorithm 2 case 2). The message
/// travels away from the sender: arriving on a +o port it moves in the - direction and vice versa.
/// If wc > 1 it goes on as (wd, wc-1) over the port at offset rho_wd in that direction; every
/// dimension i < wd gets the origin weights. Throws MessageError, naming the rule, unless
/// message_fault is None.
SendList forward_sends(const Hypercycle& g, Weight w, int in_port);

/// Anything that decides the weights at a node: the model, or a device under test.
class BroadcastRule {
 public:
  virtual ~BroadcastRule() = default;
  virtual SendList origin() = 0;
  virtual SendList forward(Weight w, int in_port) = 0;
};

/// The golden model's weights as a BroadcastRule.
class ModelBroadcastRule : public BroadcastRule {
 public:
  explicit ModelBroadcastRule(const Hypercycle& g) : g_(g) {}
  SendList origin() override { return origin_sends(g_); }
  SendList forward(Weight w, int in_port) override { return forward_sends(g_, w, in_port); }

 private:
  const Hypercycle& g_;
};

}  // namespace hc
