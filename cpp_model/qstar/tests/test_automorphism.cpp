#include <gtest/gtest.h>

#include "cpp_model/qstar/automorphism.h"

namespace hc::qstar {
namespace {

TEST(QstarAutomorphism, CubeMapInvertsAndSendsTheSourceTo01) {
  for (int n = kMinN; n <= 6; ++n) {
    Network q(n);
    for (int p = 0; p < q.processors(); ++p) {
      const Vertex s = q.vertex(p);
      const CubeMap map = transform(q, s);
      EXPECT_EQ(map.apply(s), (Vertex{0, 1}));
      for (int x = 0; x < (1 << n); ++x) ASSERT_EQ(map.invert(map.apply(x)), x);
      const RelabelCheck c = check_relabeling(q, relabel(q, map), s);
      ASSERT_TRUE(c.ok()) << format(s) << ": " << c.first_problem;
    }
  }
  Network q(3);
  EXPECT_EQ(transform(q, {2, 6}).mask, 2);
  EXPECT_EQ(transform(q, {2, 6}).bit, 2);
  EXPECT_EQ(transform(q, {2, 6}).apply(Vertex{2, 3}), (Vertex{0, 4}));  // 2 -> 0; 3 -> 1 -> 4 (bits 0, 2 swapped)
  EXPECT_EQ(transform(q, {2, 6}).invert(Vertex{0, 4}), (Vertex{2, 3}));
  EXPECT_THROW(transform(q, {2, 5}), VertexError);
}

TEST(QstarAutomorphism, PrintedTransformWorksOnlyFrom01) {
  for (int n = kMinN; n <= 6; ++n) {
    Network q(n);
    int works = 0;
    for (int p = 0; p < q.processors(); ++p) {
      const Vertex s = q.vertex(p);
      const RelabelCheck c = check_relabeling(q, transform_as_printed(q, s), s);
      works += c.ok();
      if (p != 0) {
        EXPECT_FALSE(c.automorphism()) << format(s);
      }
    }
    EXPECT_EQ(works, 1) << n;  // <0,1>, where it is the identity
  }
  Network q(3);
  const auto labels = transform_as_printed(q, {0, 2});
  EXPECT_EQ(labels[q.id({0, 1})], (Vertex{0, 2}));  // <0,1> -> <l,u>
  EXPECT_EQ(labels[q.id({0, 2})], (Vertex{0, 2}));  // a = 0: <min(l,b), max(l,b)>: the same label again
  EXPECT_EQ(labels[q.id({0, 4})], (Vertex{0, 4}));
  const RelabelCheck c = check_relabeling(q, labels, {0, 2});
  EXPECT_FALSE(c.source_becomes_01);  // the source itself keeps <0,2>
  EXPECT_GT(c.collisions, 0);
  const auto from26 = transform_as_printed(q, {2, 6});
  EXPECT_EQ(from26[q.id({0, 4})], (Vertex{2, 4}));  // not a vertex: 2 and 4 differ in two bits
  EXPECT_EQ(from26[q.id({2, 6})], (Vertex{0, 6}));  // a = l: <0,b>, not <0,1>
  EXPECT_GT(check_relabeling(q, from26, {2, 6}).not_vertices, 0);
}

TEST(QstarAutomorphism, Fact1) {
  for (int n = kMinN; n <= 7; ++n) {
    Network q(n);
    const Fact1 f = check_fact1(q);
    EXPECT_EQ(f.min_degree, 2);
    EXPECT_EQ(f.max_degree, 2);
    EXPECT_EQ(f.min_rank, n);
    EXPECT_EQ(f.max_rank, n);
    EXPECT_EQ(f.max_shared, 1);
    EXPECT_TRUE(f.vertex_symmetric);
    EXPECT_TRUE(f.hyperedge_symmetric);
    EXPECT_TRUE(f.holds(n));
  }
}

TEST(QstarAutomorphism, CheckRejectsNonAutomorphisms) {
  Network q(3);
  Relabeling swap_two = relabel(q, CubeMap{0, 0});  // the identity ...
  std::swap(swap_two[q.id({0, 1})], swap_two[q.id({6, 7})]);  // ... with two far processors exchanged
  const RelabelCheck c = check_relabeling(q, swap_two, {0, 1});
  EXPECT_EQ(c.not_vertices, 0);
  EXPECT_EQ(c.collisions, 0);
  EXPECT_GT(c.broken_hyperlinks, 0);
  EXPECT_FALSE(c.ok());
}

}  // namespace
}  // namespace hc::qstar
