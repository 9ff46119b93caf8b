#include "sim/host/board_client.h"

#include <algorithm>
#include <chrono>

#include "sim/host/errors.h"

namespace hc::host {

namespace {

using Clock = std::chrono::steady_clock;

int ms_left(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left > 0 ? static_cast<int>(left) : 0;
}

}  // namespace

BoardClient::BoardClient(ByteLink& link, ClientOptions options) : link_(link), options_(options) {
  if (options_.attempts < 1 || options_.timeout_ms < 1 || options_.quiet_ms < 1)
    throw RangeError("client options: attempts, timeout and quiet time must be at least 1");
}

std::optional<RawFrame> BoardClient::receive(int timeout_ms) {
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (!decoder_.has_frame()) {
    const int left = ms_left(deadline);
    if (left == 0) return std::nullopt;
    decoder_.feed(link_.read(left));
  }
  return decoder_.pop();
}

int BoardClient::drain() {
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(options_.timeout_ms);
  int frames = 0;
  size_t seen = 0;
  Bytes first;  // the first bytes seen, for the message
  while (true) {
    Bytes got = link_.read(options_.quiet_ms);
    if (got.empty()) break;
    seen += got.size();
    first.insert(first.end(), got.begin(), got.begin() + static_cast<long>(std::min(got.size(), 16 - first.size())));
    decoder_.feed(got);
    while (decoder_.has_frame()) decoder_.pop(), ++frames;
    if (ms_left(deadline) == 0)
      throw LinkError("the line never went quiet for " + std::to_string(options_.quiet_ms) + " ms within " +
                      std::to_string(options_.timeout_ms) + " ms: " + std::to_string(seen) + " bytes seen, the first [" +
                      hex(first) + "] (a wrong device or bit rate, or a board that keeps sending?)");
  }
  frames += decoder_.in_frame() ? 1 : 0;
  decoder_.clear();
  return frames;
}

void BoardClient::sync() {
  link_.write({kEnd});
  drain();
}

template <class T>
T BoardClient::transact(const Bytes& body, const std::function<T(const Bytes&)>& decode) {
  const Bytes frame = encode_frame(body);
  ++requests_;
  for (int attempt = 1;; ++attempt) {
    const bool last = attempt >= options_.attempts;
    try {
      link_.write(frame);
      std::optional<RawFrame> reply = receive(options_.timeout_ms);
      if (!reply)
        throw ReplyTimeout("no reply within " + std::to_string(options_.timeout_ms) + " ms to [" + hex(body) + "]" +
                           (attempt > 1 ? " after " + std::to_string(attempt) + " attempts" : ""));
      if (!reply->good()) throw ProtocolError("corrupt reply [" + hex(reply->bytes) + "] to [" + hex(body) + "]");
      return decode(reply->body());
    } catch (const ReplyTimeout&) {
      if (last) throw;
    } catch (const BoardError&) {
      if (last) throw;
    } catch (const ProtocolError&) {
      if (last) throw;
    }
    ++retries_;
    drain();
  }
}

PingReply BoardClient::ping() { return transact<PingReply>(ping_request(), decode_ping); }

void BoardClient::write(int addr, uint16_t data) {
  transact<int>(write_request(addr, data), [](const Bytes& b) { return decode_write(b), 0; });
}

uint16_t BoardClient::read(int addr) { return transact<uint16_t>(read_request(addr), decode_read); }

rtl::RouteResponse BoardClient::route(const rtl::RouteRequest& r) {
  return transact<rtl::RouteResponse>(route_request(r), decode_route);
}

rtl::BcastResponse BoardClient::bcast(const rtl::BcastRequest& r) {
  return transact<rtl::BcastResponse>(bcast_request(r), decode_bcast);
}

void BoardClient::net_write(int addr, uint32_t data) {
  transact<int>(net_write_request(addr, data), [](const Bytes& b) { return decode_net_write(b), 0; });
}

uint32_t BoardClient::net_read(int node, int addr) {
  return transact<uint32_t>(net_read_request(node, addr), decode_net_read);
}

void BoardClient::configure(const rtl::HwConfig& c) {
  write(rtl::kRegDims, static_cast<uint16_t>(c.r & 7));
  write(rtl::kRegM, pack_digits(c.m));
  write(rtl::kRegRho, pack_digits(c.rho));
  write(rtl::kRegAddr, pack_digits(c.own));
}

}  // namespace hc::host
