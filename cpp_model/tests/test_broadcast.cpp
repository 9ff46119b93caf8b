#include <gtest/gtest.h>

#include "cpp_model/broadcast.h"
#include "cpp_model/tests/reference.h"

namespace hc {
namespace {

std::vector<std::array<int, 3>> list(const SendList& s) {
  std::vector<std::array<int, 3>> out;
  for (const Send& x : s) out.push_back({x.port, x.wd, x.wc});
  return out;
}
using L = std::vector<std::array<int, 3>>;

TEST(Broadcast, OriginWeightsOfAlgorithm1) {
  // C_6<1,2>: D = 2, a = floor(5/2) - 2 = 0, k = 6 - 0 - 4 - 1 = 1. Ports +1,+2,-1,-2 = 0,1,2,3.
  EXPECT_EQ(list(origin_sends(Hypercycle({6}, {2}))), (L{{0, 1, 2}, {1, 1, 2}, {2, 1, 1}}));
  // C_10<1,2,3>: D = 2, a = 3 - 2 = 1, k = 10 - 3 - 6 - 1 = 0: all ccw ports get a = 1.
  EXPECT_EQ(list(origin_sends(Hypercycle({10}, {3}))), (L{{0, 1, 2}, {1, 1, 2}, {2, 1, 2}, {3, 1, 1}, {4, 1, 1}, {5, 1, 1}}));
  // C_11<1,2,3>: D = 2, a = 1, k = 1: -1 gets a+1 = 2.
  EXPECT_EQ(list(origin_sends(Hypercycle({11}, {3}))), (L{{0, 1, 2}, {1, 1, 2}, {2, 1, 2}, {3, 1, 2}, {4, 1, 1}, {5, 1, 1}}));
  // C_4<1,2>: 2 rho = m, no -2 port; D = 1, a = 0, k = 1.
  EXPECT_EQ(list(origin_sends(Hypercycle({4}, {2}))), (L{{0, 1, 1}, {1, 1, 1}, {2, 1, 1}}));
  // C_7<1>: D = 3, a = 3, k = 0.
  EXPECT_EQ(list(origin_sends(Hypercycle({7}, {1}))), (L{{0, 1, 3}, {1, 1, 3}}));
  // The paper's Fig. 5, G(5,4; 1,1): dimension 1 m = 4 (D 2, a 1, k 0), dimension 2 m = 5 (D 2, a 2, k 0).
  EXPECT_EQ(list(origin_sends(Hypercycle({4, 5}, {1, 1}))), (L{{0, 1, 2}, {1, 1, 1}, {2, 2, 2}, {3, 2, 2}}));
}

TEST(Broadcast, OtherNodesOfAlgorithm2) {
  Hypercycle g({5, 4, 6}, {1, 1, 2});  // ports: dim 1 0..1, dim 2 2..3, dim 3 4..7 (+1,+2,-1,-2)
  // (3, 2) arriving on +1 (port 4): travelling in the - direction, goes on over -2 (port 7) as (3, 1);
  // dimensions 1 and 2 get the origin weights.
  EXPECT_EQ(list(forward_sends(g, {3, 2}, 4)), (L{{0, 1, 2}, {1, 1, 2}, {2, 2, 2}, {3, 2, 1}, {7, 3, 1}}));
  // arriving on -2 (port 7): travelling +, goes on over +2 (port 5).
  EXPECT_EQ(list(forward_sends(g, {3, 2}, 7)), (L{{0, 1, 2}, {1, 1, 2}, {2, 2, 2}, {3, 2, 1}, {5, 3, 1}}));
  // wc = 1 stops in its dimension.
  EXPECT_EQ(list(forward_sends(g, {2, 1}, 3)), (L{{0, 1, 2}, {1, 1, 2}}));
  EXPECT_EQ(list(forward_sends(g, {1, 1}, 0)), L{});
  EXPECT_EQ(list(forward_sends(g, {1, 2}, 1)), (L{{0, 1, 1}}));
}

TEST(Broadcast, InvalidMessagesAreErrors) {
  Hypercycle g({5, 4}, {1, 1});
  EXPECT_EQ(message_fault(g, {0, 1}, 0), MessageFault::Dimension);
  EXPECT_EQ(message_fault(g, {3, 1}, 0), MessageFault::Dimension);
  EXPECT_EQ(message_fault(g, {1, 3}, 0), MessageFault::Count);
  EXPECT_EQ(message_fault(g, {2, 1}, 1), MessageFault::Port);
  EXPECT_EQ(message_fault(g, {2, 2}, 3), MessageFault::None);
  EXPECT_THROW(forward_sends(g, {0, 1}, 0), MessageError);
  EXPECT_THROW(forward_sends(g, {3, 1}, 0), MessageError);
  EXPECT_THROW(forward_sends(g, {1, 0}, 0), MessageError);
  EXPECT_THROW(forward_sends(g, {1, 3}, 0), MessageError);  // D_1 = 2
  EXPECT_NO_THROW(forward_sends(g, {2, 2}, 3));             // D_2 = 2 and port 3 is in dimension 2
  EXPECT_THROW(forward_sends(g, {2, 1}, 1), MessageError);  // port 1 is dimension 1
  EXPECT_THROW(forward_sends(g, {2, 1}, 4), MessageError);  // no port 4
  EXPECT_THROW(forward_sends(g, {2, 1}, -1), MessageError);
}

}  // namespace
}  // namespace hc
