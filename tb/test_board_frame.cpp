// The host protocol without a board: CRC-8, SLIP framing, the stream decoder, the board's frame
// checks as the host models them, and the exact bytes of every request and reply.
#include <gtest/gtest.h>

#include <random>

#include "cpp_model/tests/seed.h"
#include "sim/host/errors.h"
#include "sim/host/frame.h"
#include "sim/host/messages.h"

namespace hc::host {
namespace {

TEST(BoardFrame, Crc8IsSmbusAndLeavesZeroAfterItself) {
  const Bytes check = {'1', '2', '3', '4', '5', '6', '7', '8', '9'};
  EXPECT_EQ(crc8(check), 0xF4);  // CRC-8/SMBUS check value
  EXPECT_EQ(crc8(Bytes{}), 0x00);
  EXPECT_EQ(crc8(Bytes{0x01}), 0x07);
  EXPECT_EQ(crc8(with_crc(check)), 0x00);
}

TEST(BoardFrame, EncodeStuffsEndAndEscInsideTheFrame) {
  EXPECT_EQ(encode_frame({kPing}), (Bytes{0xC0, 0x01, 0x07, 0xC0}));
  // Body 02 00 c0 db: End and Esc become Esc EscEnd and Esc EscEsc.
  const Bytes body = {0x02, 0x00, 0xC0, 0xDB};
  const uint8_t crc = crc8(body);
  EXPECT_EQ(encode_frame(body), (Bytes{0xC0, 0x02, 0x00, 0xDB, 0xDC, 0xDB, 0xDD, crc, 0xC0}));
  // A CRC equal to End is stuffed too: find a body whose CRC is 0xC0.
  for (int b = 0; b < 256; ++b) {
    const Bytes one = {kRead, static_cast<uint8_t>(b)};
    if (crc8(one) != kEnd) continue;
    EXPECT_EQ(encode_frame(one), (Bytes{0xC0, kRead, static_cast<uint8_t>(b), 0xDB, 0xDC, 0xC0}));
  }
}

TEST(BoardFrame, DecoderTakesBytesInAnyPiecesAndResynchronisesAtEnd) {
  std::mt19937_64 rng(testing::test_seed("BoardFrame.DecoderTakesBytesInAnyPiecesAndResynchronisesAtEnd"));
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<Bytes> bodies;
    Bytes stream = {0x11, 0xDB, 0x42};  // garbage with a bad escape before the first End
    for (int f = 0; f < 5; ++f) {
      Bytes body(1 + rng() % 20);
      for (auto& b : body) b = static_cast<uint8_t>(rng());
      bodies.push_back(body);
      Bytes frame = encode_frame(body);
      stream.insert(stream.end(), frame.begin(), frame.end());
      if (rng() % 2) stream.push_back(kEnd);  // empty frames are no frames
    }
    FrameDecoder d;
    for (size_t at = 0; at < stream.size();) {
      size_t n = std::min<size_t>(1 + rng() % 7, stream.size() - at);
      d.feed(stream.data() + at, n);
      at += n;
    }
    ASSERT_TRUE(d.has_frame());
    RawFrame garbage = d.pop();
    EXPECT_TRUE(garbage.bad_escape);
    EXPECT_FALSE(garbage.good());
    for (const Bytes& body : bodies) {
      ASSERT_TRUE(d.has_frame());
      RawFrame f = d.pop();
      EXPECT_TRUE(f.good());
      EXPECT_EQ(f.body(), body);
    }
    EXPECT_FALSE(d.has_frame());
    EXPECT_FALSE(d.in_frame());
  }
}

TEST(BoardFrame, DecoderReportsEscapeBeforeEndAsBadEscape) {
  FrameDecoder d;
  d.feed(Bytes{0xC0, 0x01, 0xDB, 0xC0});
  ASSERT_TRUE(d.has_frame());
  RawFrame f = d.pop();
  EXPECT_TRUE(f.bad_escape);
  EXPECT_EQ(f.bytes, (Bytes{0x01}));
}

TEST(BoardFrame, CheckRequestInTheBoardsOrder) {
  EXPECT_EQ(check_request(with_crc({kPing})), kErrNone);
  EXPECT_EQ(check_request(with_crc({kWrite, 0x0F, 0xFF, 0xFF})), kErrNone);
  EXPECT_EQ(check_request(with_crc({kRead, 0x0C})), kErrNone);
  EXPECT_EQ(check_request(with_crc({kRoute, 1, 2, 3, 4})), kErrNone);
  EXPECT_EQ(check_request(with_crc({kBcast, 0x87, 0xFF})), kErrNone);
  Bytes bad_crc = with_crc({kRead, 0x01});
  bad_crc.back() ^= 0x40;
  EXPECT_EQ(check_request(bad_crc), kErrCrc);
  EXPECT_EQ(check_request(with_crc({0x00})), kErrCommand);
  EXPECT_EQ(check_request(with_crc({0x85})), kErrCommand);  // a reply type is no command
  EXPECT_EQ(check_request(with_crc({kRead})), kErrLength);
  EXPECT_EQ(check_request(with_crc({kRoute, 1, 2, 3, 4, 5})), kErrLength);
  EXPECT_EQ(check_request(with_crc({kPing, 0, 0, 0, 0, 0, 0, 0, 0})), kErrLength);
  EXPECT_EQ(check_request(with_crc({kRead, 0x10})), kErrArgument);
  EXPECT_EQ(check_request(with_crc({kWrite, 0xF0, 0, 0})), kErrArgument);
  EXPECT_EQ(check_request(with_crc({kBcast, 0x08, 0x00})), kErrArgument);
  EXPECT_EQ(check_request(with_crc({kBcast, 0x40, 0x00})), kErrArgument);
  EXPECT_EQ(check_request(Bytes{0x00, 0x00}), kErrCommand);  // CRC of 00 is 00
}

TEST(BoardFrame, RequestBytes) {
  EXPECT_EQ(ping_request(), (Bytes{0x01}));
  EXPECT_EQ(write_request(rtl::kRegM, 0x927F), (Bytes{0x02, 0x01, 0x92, 0x7F}));
  EXPECT_EQ(read_request(rtl::kRegId), (Bytes{0x03, 0x0C}));
  EXPECT_EQ(route_request({0x0123, 0xFFFE}), (Bytes{0x04, 0x01, 0x23, 0xFF, 0xFE}));
  EXPECT_EQ(bcast_request({true, 0, 0, 0}), (Bytes{0x05, 0x80, 0x00}));
  EXPECT_EQ(bcast_request({false, 3, 2, 11}), (Bytes{0x05, 0x03, 0xB2}));
  EXPECT_THROW(read_request(16), RangeError);
  EXPECT_THROW(bcast_request({false, 8, 0, 0}), RangeError);
  EXPECT_THROW(bcast_request({false, 1, 16, 0}), RangeError);
}

TEST(BoardFrame, ReplyDecoding) {
  PingReply p = decode_ping({0x81, 0x01, 0x03, 0x10, 0x02});
  EXPECT_EQ(p.version, 1);
  EXPECT_TRUE(p.ready);
  EXPECT_TRUE(p.config_error);
  EXPECT_EQ(p.good_frames, 0x10);
  EXPECT_EQ(p.error_replies, 0x02);
  EXPECT_NO_THROW(decode_write({0x82}));
  EXPECT_EQ(decode_read({0x83, 0x48, 0x43}), 0x4843);
  EXPECT_EQ(decode_route({0x84, 0xA1}), (rtl::RouteResponse{rtl::kPort, 10}));
  EXPECT_EQ(decode_route({0x84, 0x00}), (rtl::RouteResponse{rtl::kArrived, 0}));
  // Broadcast: send ports 0 and 15; port 1 carries wd/wc but is not sent, so it reads 0.
  Bytes b = {0x85, 0x00, 0x80, 0x01, 0x31, 0x77};
  b.resize(4 + 16, 0x00);
  b[4 + 15] = 0x12;
  rtl::BcastResponse r = decode_bcast(b);
  EXPECT_FALSE(r.error);
  EXPECT_EQ(r.send, 0x8001);
  EXPECT_EQ(r.wd, (uint64_t{3} << 0) | (uint64_t{1} << 45));
  EXPECT_EQ(r.wc, (uint64_t{1} << 0) | (uint64_t{2} << 45));
  b[1] = 0x01;
  EXPECT_TRUE(decode_bcast(b).error);
}

TEST(BoardFrame, ErrorRepliesAndWrongRepliesThrowTypedErrors) {
  try {
    decode_read({0xFE, kErrCrc});
    FAIL() << "no BoardError";
  } catch (const BoardError& e) {
    EXPECT_EQ(e.code(), kErrCrc);
    EXPECT_NE(std::string(e.what()).find("crc"), std::string::npos);
  }
  EXPECT_THROW(decode_read({0x84, 0x00}), ProtocolError);        // another command's reply
  EXPECT_THROW(decode_read({0x83, 0x00}), ProtocolError);        // too short
  EXPECT_THROW(decode_route({0x84, 0x00, 0x00}), ProtocolError);  // too long
  EXPECT_EQ(error_code_of({0xFE, kErrOverrun}), kErrOverrun);
  EXPECT_EQ(error_code_of({0x83, 0x00, 0x01}), kErrNone);
  EXPECT_EQ(error_name(kErrTimeout), "timeout");
  EXPECT_EQ(error_name(0x42), "code 0x42");
}

}  // namespace
}  // namespace hc::host
