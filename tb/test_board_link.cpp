// The board top end to end, without a board: the verilated hc_board_top behind a pseudo-terminal,
// driven by the real host driver. The campaign against the golden model, then everything a noisy
// line can do (garbage, truncated frames, bad CRCs, unknown commands, bytes split across writes,
// UART framing errors, frames sent too fast): every bad frame gets its error reply, changes
// nothing, and the next good frame runs.
#include <algorithm>
#include <random>
#include <vector>

#include "cpp_model/config.h"
#include "cpp_model/tests/seed.h"
#include "sim/host/campaign.h"
#include "sim/host/errors.h"
#include "sim/node/hw_reference.h"
#include "tb/board_fixture.h"

namespace hc::host {
namespace {

using rtl::HwConfig;

const HwConfig kConfig = HwConfig::of(Hypercycle({7, 12, 3}, {3, 2, 1}), 100);

/// Clocks the activity LED stays lit after a frame: 2^ceil(log2(ClkHz / 20)) (rtl/hc_board_top.sv).
constexpr uint64_t kActClocks = [] {
  uint64_t n = 1;
  while (n < PtyBoard::kClkHz / 20) n *= 2;
  return n;
}();

class BoardLink : public BoardFixture {
 protected:
  /// Writes kConfig and returns the ping after it.
  PingReply configure() {
    client_->configure(kConfig);
    return client_->ping();
  }
  /// The configuration registers still hold kConfig, and the node is ready.
  void expect_unchanged() {
    EXPECT_EQ(client_->read(rtl::kRegDims), kConfig.r);
    EXPECT_EQ(client_->read(rtl::kRegM), pack_digits(kConfig.m));
    EXPECT_EQ(client_->read(rtl::kRegRho), pack_digits(kConfig.rho));
    EXPECT_EQ(client_->read(rtl::kRegAddr), pack_digits(kConfig.own));
    EXPECT_EQ(client_->read(rtl::kRegStatus) & 0xB, 0x1);  // ready, no error, not busy
  }
  /// The board ran `good` frames and sent `errors` error replies since `before` (a ping, which
  /// counts itself as one good frame).
  void expect_counts(const PingReply& before, int good, int errors) {
    PingReply now = client_->ping();
    EXPECT_EQ(static_cast<uint8_t>(now.good_frames - before.good_frames), 1 + good);
    EXPECT_EQ(static_cast<uint8_t>(now.error_replies - before.error_replies), errors);
  }
  /// Sends `frames` pings back to back and waits until the board is quiescent; then reads every
  /// reply, each a good ping reply or an Overrun error. Returns, in order, whether each was an Overrun.
  std::vector<bool> ping_burst(int frames) {
    const Bytes frame = encode_frame(ping_request());
    Bytes stream;
    for (int i = 0; i < frames; ++i) stream.insert(stream.end(), frame.begin(), frame.end());
    send_back_to_back(stream);
    wait_for([&] { return board_->idle(); }, "the board to become quiescent");
    std::vector<bool> overrun;
    while (std::optional<RawFrame> f = client_->receive(100)) {
      EXPECT_TRUE(f->good()) << hex(f->bytes);
      const Bytes reply = f->body();
      overrun.push_back(error_code_of(reply) == kErrOverrun);
      if (!overrun.back()) decode_ping(reply);
    }
    return overrun;
  }
};

TEST_F(BoardLink, PowerUpStateAndLeds) {
  // The example of docs/host_protocol.md, byte for byte.
  send_back_to_back({0xC0, 0x01, 0x07, 0xC0});
  Bytes line;
  for (int i = 0; i < 100 && line.size() < 8; ++i) {
    Bytes got = port_->read(50);
    line.insert(line.end(), got.begin(), got.end());
  }
  EXPECT_EQ(line, (Bytes{0xC0, 0x81, 0x01, 0x03, 0x00, 0x00, 0x5E, 0xC0}));
  PingReply p = client_->ping();
  EXPECT_EQ(p.version, kVersion);
  EXPECT_TRUE(p.ready);
  EXPECT_TRUE(p.config_error);  // r = 0 after reset
  EXPECT_EQ(p.good_frames, 1);  // the ping above
  EXPECT_EQ(p.error_replies, 0);
  EXPECT_EQ(client_->read(rtl::kRegId), 0x4843);
  EXPECT_TRUE(board_->leds().err);
  EXPECT_FALSE(board_->leds().ok);
  EXPECT_TRUE(board_->leds().act);
  configure();
  EXPECT_TRUE(board_->leds().ok);
  EXPECT_FALSE(board_->leds().err);
  // The activity LED goes out 2^16 clocks (71 ms) after the last frame, in simulated clocks: once it
  // is out the board is quiescent and its time stands still, so the clock count it stops at is the
  // clock the LED went out (within one slice of the simulation loop).
  wait_for([&] { return !board_->leds().act; }, "the activity LED going out");
  const uint64_t lit = board_->cycles() - board_->last_in_cycle();
  EXPECT_GE(lit, kActClocks);
  EXPECT_LE(lit, kActClocks + 20 * PtyBoard::kClksPerBit) << "lit for " << lit << " clocks after the last byte";
  client_->write(rtl::kRegRho, 0x0009);  // rho_1 = 9 > m_1 / 2
  EXPECT_TRUE(board_->leds().err);
  EXPECT_FALSE(board_->leds().ok);
}

TEST_F(BoardLink, CampaignMatchesTheGoldenModel) {
  CampaignOptions o;
  o.configs = 6;  // the fifth is invalid
  o.vectors = 60;
  o.seed = testing::test_seed("BoardLink.CampaignMatchesTheGoldenModel");
  CampaignResult r = run_campaign(*client_, o);
  EXPECT_EQ(r.mismatches, 0u) << (r.failures.empty() ? "" : r.failures.front());
  EXPECT_EQ(r.configs, 6);
  EXPECT_EQ(r.vectors, 360u);
  EXPECT_EQ(r.retries, 0u);
  EXPECT_GT(r.registers, 6u * 7);
}

TEST_F(BoardLink, GarbageBeforeAFrameIsOneBadFrame) {
  PingReply before = configure();
  const Bytes garbage = {0x11, 0x22, 0x33};
  ASSERT_EQ(check_request(garbage), kErrCrc);
  Bytes stream = garbage;
  const Bytes read = encode_frame(read_request(rtl::kRegM));
  stream.insert(stream.end(), read.begin(), read.end());
  send_back_to_back(stream);
  expect_error(kErrCrc);
  EXPECT_EQ(decode_read(next_reply()), pack_digits(kConfig.m));
  expect_silence();
  expect_counts(before, 1, 1);
}

/// The line bytes of a frame (End, stuffed bytes, End) with `drop` bytes cut from its end.
Bytes cut_frame(const Bytes& body, size_t drop) {
  Bytes line = encode_frame(body);
  line.resize(line.size() - drop);
  return line;
}

TEST_F(BoardLink, TruncatedWriteIsEndedByTheNextFrameAndChangesNothing) {
  PingReply before = configure();
  const Bytes body = write_request(rtl::kRegM, 0x5555);
  Bytes stream = cut_frame(body, 3);  // End, command, address, one data byte
  const Bytes read = encode_frame(read_request(rtl::kRegM));
  stream.insert(stream.end(), read.begin(), read.end());
  send_back_to_back(stream);
  expect_error(check_request(Bytes(body.begin(), body.begin() + 3)));
  EXPECT_EQ(decode_read(next_reply()), pack_digits(kConfig.m));
  expect_silence();
  expect_counts(before, 1, 1);
  expect_unchanged();
}

TEST_F(BoardLink, TruncatedFrameTimesOutAfter1024BitTimes) {
  PingReply before = configure();
  for (const Bytes& body : {write_request(rtl::kRegAddr, 0x0000), route_request({0x0011, 0xFFFF})}) {
    const uint64_t start = board_->cycles();
    send_back_to_back(cut_frame(body, 2));
    expect_error(kErrTimeout);
    // In simulated clocks (the machine's load cannot change them): the reply comes no sooner than
    // 1024 bit times after the frame's last byte.
    const uint64_t last = board_->last_in_cycle();
    EXPECT_GT(last, start);
    EXPECT_GE(board_->cycles() - last, static_cast<uint64_t>(kTimeoutBits) * PtyBoard::kClksPerBit);
  }
  expect_silence();
  expect_counts(before, 0, 2);
  expect_unchanged();
}

TEST_F(BoardLink, BadCrcChangesNothingAndIssuesNoRequest) {
  PingReply before = configure();
  for (const Bytes& body : {write_request(rtl::kRegDims, 0x0001), write_request(rtl::kRegAddr, 0x0123),
                            route_request({0x0011, 0xFFFF}), bcast_request({true, 0, 0, 0}), ping_request()}) {
    Bytes frame = with_crc(body);
    frame.back() ^= 0x01;
    Bytes line{kEnd};
    const Bytes body_bytes = stuff(frame);
    line.insert(line.end(), body_bytes.begin(), body_bytes.end());
    line.push_back(kEnd);
    send_back_to_back(line);
    expect_error(kErrCrc);
  }
  expect_silence();
  expect_counts(before, 0, 5);
  expect_unchanged();
}

TEST_F(BoardLink, UnknownCommandWrongLengthBadArgumentAndBadEscape) {
  PingReply before = configure();
  const std::pair<Bytes, int> cases[] = {
      {{0x07}, kErrCommand},
      {{0x81}, kErrCommand},
      {{kRead}, kErrLength},
      {{kWrite, 0x01, 0x12}, kErrLength},
      {{kRoute, 0, 0, 0, 0, 0, 0, 0}, kErrLength},
      {{kRead, 0x10}, kErrArgument},
      {{kWrite, 0x21, 0x00, 0x07}, kErrArgument},
      {{kBcast, 0x48, 0x00}, kErrArgument},
  };
  for (const auto& [body, code] : cases) {
    ASSERT_EQ(check_request(with_crc(body)), code) << hex(body);
    send_back_to_back(encode_frame(body));
    expect_error(code);
  }
  // Esc must be followed by EscEnd or EscEsc; Esc before End is no better.
  send_back_to_back({kEnd, kPing, kEsc, 0x00, 0x07, kEnd});
  expect_error(kErrEscape);
  send_back_to_back({kEnd, kPing, 0x07, kEsc, kEnd});
  expect_error(kErrEscape);
  expect_silence();
  expect_counts(before, 0, 10);
  expect_unchanged();
}

TEST_F(BoardLink, BytesSplitAcrossWritesWithPausesMakeOneFrame) {
  PingReply before = configure();
  const uint16_t own = pack_digits(digits_of(Hypercycle({7, 12, 3}, {3, 2, 1}), 7));
  // A byte at a time, 2 ms (1,843 clocks) of simulated time apart (the frame times out after 1024 bit
  // times, 8.9 ms, without a byte): the board is held between bytes, so the gaps are exact however
  // busy the machine is.
  constexpr uint64_t kGap = PtyBoard::kClkHz / 500;
  board_->hold_at(0);
  uint64_t read = board_->bytes_read();
  for (uint8_t b : encode_frame(write_request(rtl::kRegAddr, own))) {
    client_->send_raw({b});
    ++read;
    wait_for([&] { return board_->bytes_read() == read; }, "the board reading the byte");
    const uint64_t until = board_->cycles() + kGap;
    board_->hold_at(until);
    wait_for([&] { return board_->cycles() == until; }, "the gap after the byte");
  }
  board_->release();
  decode_write(next_reply());
  EXPECT_EQ(client_->read(rtl::kRegAddr), own);
  client_->write(rtl::kRegAddr, pack_digits(kConfig.own));
  expect_counts(before, 3, 0);
  expect_unchanged();
}

TEST_F(BoardLink, UartFramingErrorSpoilsItsFrame) {
  PingReply before = configure();
  board_->inject_bad_stop_bit(0x02);
  send_back_to_back(encode_frame(read_request(rtl::kRegRho)));
  expect_error(kErrUart);
  EXPECT_EQ(decode_read(next_reply()), pack_digits(kConfig.rho));
  expect_silence();
  expect_counts(before, 1, 1);
  expect_unchanged();
}

// One frame runs while the next waits in the slot; a third that arrives meanwhile is dropped and
// answered by one Overrun error after the second's reply.
TEST_F(BoardLink, FramesSentTooFastAreDroppedWithAnOverrunError) {
  PingReply before = configure();
  const Bytes frame = encode_frame(bcast_request({true, 0, 0, 0}));
  Bytes stream;
  for (int i = 0; i < 3; ++i) stream.insert(stream.end(), frame.begin(), frame.end());
  send_back_to_back(stream);
  const rtl::BcastResponse expected = rtl::expected_bcast(rtl::HwView(kConfig), {true, 0, 0, 0});
  EXPECT_EQ(decode_bcast(next_reply()), expected);
  EXPECT_EQ(decode_bcast(next_reply()), expected);
  expect_error(kErrOverrun);
  expect_silence();
  expect_counts(before, 2, 1);
  expect_unchanged();
}

// A burst of 12 broadcast requests back to back on the line (the board held until it has read them
// all, so the line carries them without a gap however busy the machine is): every frame gets exactly
// one reply, in order, either its answer or Overrun, and the counters agree.
TEST_F(BoardLink, EveryFrameOfABurstGetsOneReplyInOrder) {
  std::mt19937_64 rng(testing::test_seed("BoardLink.EveryFrameOfABurstGetsOneReplyInOrder"));
  PingReply before = configure();
  const rtl::HwView view(kConfig);
  std::vector<rtl::BcastRequest> requests;
  Bytes stream;
  for (int i = 0; i < 12; ++i) {
    rtl::BcastRequest r{i % 4 == 0, 1 + static_cast<int>(rng() % 3), 1 + static_cast<int>(rng() % 3),
                        static_cast<int>(rng() % 12)};
    requests.push_back(r);
    const Bytes frame = encode_frame(bcast_request(r));
    stream.insert(stream.end(), frame.begin(), frame.end());
  }
  send_back_to_back(stream);
  int answered = 0, overruns = 0;
  for (const rtl::BcastRequest& r : requests) {
    const Bytes reply = next_reply();
    if (error_code_of(reply) == kErrOverrun) {
      ++overruns;
    } else {
      EXPECT_EQ(decode_bcast(reply), rtl::expected_bcast(view, r)) << "reply " << answered + overruns;
      ++answered;
    }
  }
  EXPECT_GE(overruns, 3) << "a burst this long must overrun the one-frame slot";
  EXPECT_GE(answered, 2);
  expect_silence();
  expect_counts(before, answered, overruns);
  expect_unchanged();
}

// Random line noise between frames, each segment closed by End: the board must answer exactly as
// the host's model of its receiver (FrameDecoder, check_request) predicts.
// A second error in a frame (another framing error, a bad escape) keeps the first one's code.
TEST_F(BoardLink, ASecondErrorInAFrameKeepsTheFirstCode) {
  PingReply before = configure();
  board_->inject_bad_stop_bit(0x02);
  board_->inject_bad_stop_bit(0x03);
  send_back_to_back({kEnd});
  expect_error(kErrUart);
  board_->inject_bad_stop_bit(0x02);
  send_back_to_back({kEsc, 0x00, kEnd});
  expect_error(kErrUart);
  expect_silence();
  expect_counts(before, 0, 2);
  expect_unchanged();
}

// Reply bytes equal to End or Esc are stuffed: a register holding C0 DB reads back as such.
TEST_F(BoardLink, ReplyBytesEqualToEndOrEscAreStuffed) {
  PingReply before = configure();
  client_->write(rtl::kRegM, 0xC0DB);
  send_back_to_back(encode_frame(read_request(rtl::kRegM)));
  EXPECT_EQ(decode_read(next_reply()), 0xC0DB);
  client_->write(rtl::kRegM, pack_digits(kConfig.m));
  expect_silence();
  expect_counts(before, 3, 0);
  expect_unchanged();
}

// 300 pings back to back: the bridge drops most of them while one waits in its slot, and every
// frame still gets exactly one reply, a ping reply or an Overrun error (docs/host_protocol.md).
TEST_F(BoardLink, ALongBurstGetsOneReplyPerFrame) {
  PingReply before = configure();
  constexpr int kFrames = 300;
  const std::vector<bool> overrun = ping_burst(kFrames);  // about 1.7 kB of replies
  const int overruns = static_cast<int>(std::count(overrun.begin(), overrun.end(), true));
  const int pings = static_cast<int>(overrun.size()) - overruns;
  EXPECT_EQ(pings + overruns, kFrames);
  EXPECT_GE(pings, 2);
  EXPECT_GE(overruns, 128) << "a burst this long must overrun far more than half its frames";
  expect_counts(before, pings, overruns % 256);  // the counters are mod 256
}

// A burst long enough that more than 255 dropped frames await their replies: an Overrun reply (5 line
// bytes) is longer than a ping's frame (4), so every wait drops more frames than the one before. The
// count saturates at 255 and the frames dropped beyond it get no reply, as docs/host_protocol.md says;
// every reply sent is good, the ping's counts show them, and the board runs on. The replies go on long
// after the activity timer of the last frame ran out: the activity LED stays lit while frames are
// being answered, which is also how the pseudo-terminal board knows it is not yet quiescent.
TEST_F(BoardLink, ABurstBeyond255DropsSaturatesTheOverrunReplies) {
  PingReply before = configure();
  constexpr int kFrames = 3000;
  const std::vector<bool> overrun = ping_burst(kFrames);
  const int overruns = static_cast<int>(std::count(overrun.begin(), overrun.end(), true));
  const int pings = static_cast<int>(overrun.size()) - overruns;
  int run = 0, longest = 0;
  for (bool o : overrun) longest = std::max(longest, run = o ? run + 1 : 0);
  EXPECT_LT(pings + overruns, kFrames) << "no frame was lost: the burst did not saturate the count";
  EXPECT_GE(longest, 255) << "the count of dropped frames never reached its saturation";
  expect_counts(before, pings, overruns % 256);
  expect_unchanged();
}

TEST_F(BoardLink, RandomNoiseIsAnsweredAsTheModelPredicts) {
  std::mt19937_64 rng(testing::test_seed("BoardLink.RandomNoiseIsAnsweredAsTheModelPredicts"));
  PingReply before = configure();
  std::array<uint16_t, 4> regs = {static_cast<uint16_t>(kConfig.r), pack_digits(kConfig.m), pack_digits(kConfig.rho),
                                  pack_digits(kConfig.own)};
  auto byte = [&rng] { return static_cast<uint8_t>(rng()); };
  auto random_request = [&]() -> Bytes {
    switch (rng() % 5) {
      case 0: return ping_request();
      case 1: return read_request(static_cast<int>(rng() % 16));
      case 2: return write_request(rtl::kRegAddr + static_cast<int>(rng() % 13), static_cast<uint16_t>(rng()));
      case 3: return route_request({static_cast<uint16_t>(rng()), static_cast<uint16_t>(rng())});
      default: return bcast_request({rng() % 2 == 0, static_cast<int>(rng() % 8), static_cast<int>(rng() % 16),
                                     static_cast<int>(rng() % 16)});
    }
  };
  int good = 0, errors = 0;
  for (int segment = 0; segment < 150; ++segment) {
    Bytes bytes;  // what goes between the two Ends
    switch (rng() % 4) {
      case 0:  // garbage, Esc included
        for (size_t n = 1 + rng() % 12; n > 0; --n) {
          uint8_t b = byte();
          bytes.push_back(b == kEnd ? static_cast<uint8_t>(kEsc) : b);
        }
        break;
      case 1: {  // a frame with one byte replaced
        Bytes f = with_crc(random_request());
        f[rng() % f.size()] ^= static_cast<uint8_t>(1 + rng() % 255);
        bytes = stuff(f);
        break;
      }
      case 2: {  // a frame cut short
        Bytes f = with_crc(random_request());
        f.resize(1 + rng() % (f.size() - 1));
        bytes = stuff(f);
        break;
      }
      default:
        bytes = stuff(with_crc(random_request()));
    }
    Bytes line;
    line.reserve(bytes.size() + 2);
    line.push_back(kEnd);
    line.insert(line.end(), bytes.begin(), bytes.end());
    line.push_back(kEnd);
    FrameDecoder model;
    model.feed(line);
    ASSERT_TRUE(model.has_frame());
    const RawFrame f = model.pop();
    const int code = f.bad_escape ? kErrEscape : check_request(f.bytes);
    send_back_to_back(line);
    const Bytes reply = next_reply();
    SCOPED_TRACE("segment " + std::to_string(segment) + " [" + hex(line) + "] reply [" + hex(reply) + "]");
    if (code != kErrNone) {
      EXPECT_EQ(error_code_of(reply), code);
      ++errors;
      continue;
    }
    ++good;
    ASSERT_FALSE(reply.empty());
    EXPECT_EQ(reply[0], f.bytes[0] | kReplyBit);
    if (f.bytes[0] == kWrite && f.bytes[1] < regs.size()) {
      regs[f.bytes[1]] = static_cast<uint16_t>(f.bytes[2] << 8 | f.bytes[3]);
    } else if (f.bytes[0] == kRead && f.bytes[1] < regs.size()) {
      EXPECT_EQ(decode_read(reply), f.bytes[1] == rtl::kRegDims ? regs[0] & 7 : regs[f.bytes[1]]);
    } else if (f.bytes[0] == kRead && f.bytes[1] == rtl::kRegId) {
      EXPECT_EQ(decode_read(reply), 0x4843);
    }
  }
  expect_silence();
  expect_counts(before, good, errors);
  EXPECT_EQ(client_->read(rtl::kRegDims), regs[0] & 7);
  for (int addr = 1; addr < 4; ++addr) EXPECT_EQ(client_->read(addr), regs[static_cast<size_t>(addr)]);
  EXPECT_GT(errors, 50);
  EXPECT_GT(good, 20);
}

}  // namespace
}  // namespace hc::host
