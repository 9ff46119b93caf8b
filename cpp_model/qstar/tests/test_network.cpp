#include <gtest/gtest.h>

#include <set>

#include "cpp_model/qstar/network.h"

namespace hc::qstar {
namespace {

TEST(QstarNetwork, SizesOfDefinition1ByEnumeration) {
  for (int n = kMinN; n <= kMaxN; ++n) {
    Network q(n);
    int pairs = 0;  // every (l, u) with l < u < 2^n at Hamming distance 1
    for (int l = 0; l < (1 << n); ++l)
      for (int u = l + 1; u < (1 << n); ++u) pairs += hamming(l, u) == 1;
    EXPECT_EQ(q.processors(), pairs) << n;
    EXPECT_EQ(q.processors(), n << (n - 1)) << n;  // N_n = n 2^(n-1)
    EXPECT_EQ(q.hyperlinks(), 1 << n);
    std::set<std::pair<int, int>> seen;
    for (int p = 0; p < q.processors(); ++p) {
      const Vertex v = q.vertex(p);
      ASSERT_TRUE(q.contains(v)) << format(v);
      ASSERT_EQ(q.id(v), p) << format(v);
      seen.insert({v.l, v.u});
    }
    EXPECT_EQ(static_cast<int>(seen.size()), q.processors());
  }
  EXPECT_EQ(processor_count(10), 5120);  // sec. 3: Q_10* has 5,120 processors on 1,024 hyperlinks of 10
  EXPECT_EQ(Network(10).hyperlinks(), 1024);
  EXPECT_EQ(Network(10).members(0).size(), 10u);
}

TEST(QstarNetwork, RejectsSizesOutsideTheRange) {
  EXPECT_THROW(Network(1), SizeError);
  EXPECT_THROW(Network(kMaxN + 1), SizeError);
  EXPECT_THROW(Network(-3), SizeError);
}

// Example 1 as printed: the rows of A in their order, and the matrix. Row <4,6> carries a third 1 (under e_1).
const char* const kExample1Rows[] = {"<0,1>", "<0,2>", "<1,3>", "<2,3>", "<0,4>", "<1,5>",
                                     "<2,6>", "<3,7>", "<4,5>", "<4,6>", "<5,7>", "<6,7>"};
const int kExample1A[12][8] = {{1, 1, 0, 0, 0, 0, 0, 0}, {1, 0, 1, 0, 0, 0, 0, 0}, {0, 1, 0, 1, 0, 0, 0, 0},
                               {0, 0, 1, 1, 0, 0, 0, 0}, {1, 0, 0, 0, 1, 0, 0, 0}, {0, 1, 0, 0, 0, 1, 0, 0},
                               {0, 0, 1, 0, 0, 0, 1, 0}, {0, 0, 0, 1, 0, 0, 0, 1}, {0, 0, 0, 0, 1, 1, 0, 0},
                               {0, 1, 0, 0, 1, 0, 1, 0}, {0, 0, 0, 0, 0, 1, 0, 1}, {0, 0, 0, 0, 0, 0, 1, 1}};
// A^T as printed: 13 entries a row under 12 column labels.
const int kExample1AT[8][13] = {{1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0},
                                {0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0}, {0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0},
                                {0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0},
                                {0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0}, {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1}};

TEST(QstarNetwork, Example1IncidenceMatrixDiffersOnlyInRow46) {
  Network q(3);
  const auto a = q.incidence();
  std::vector<std::string> differences;
  for (int p = 0; p < 12; ++p) {
    EXPECT_EQ(format(q.vertex(p)), kExample1Rows[p]);  // the paper's row order is ours
    for (int h = 0; h < 8; ++h)
      if (a[p][h] != kExample1A[p][h]) differences.push_back(format(q.vertex(p)) + " e_" + std::to_string(h));
  }
  EXPECT_EQ(differences, std::vector<std::string>{"<4,6> e_1"});
  for (int p = 0; p < 12; ++p) {
    int ones = 0;
    for (int h = 0; h < 8; ++h) ones += a[p][h];
    EXPECT_EQ(ones, 2) << p;  // every processor on exactly two hyperlinks
  }
}

TEST(QstarNetwork, Example1TransposeHasAStray13thColumn) {
  Network q(3);
  const auto a = q.incidence();
  for (int v = 0; v < 8; ++v) {
    for (int p = 0; p < 12; ++p) EXPECT_EQ(kExample1AT[v][p], a[p][v]) << "v_" << v << " " << format(q.vertex(p));
    EXPECT_EQ(kExample1AT[v][12], v == 7 ? 1 : 0) << v;  // the 13th entry: no column label, no edge
  }
}

TEST(QstarNetwork, RecursiveRowOrder) {
  for (int n = 3; n <= kMaxN; ++n) {
    Network q(n), lower(n - 1);
    const int half = lower.processors(), top = 1 << (n - 1);
    for (int p = 0; p < half; ++p) {
      ASSERT_EQ(q.vertex(p), lower.vertex(p));
      const Vertex up = lower.vertex(p);
      ASSERT_EQ(q.vertex(half + top + p), (Vertex{up.l + top, up.u + top}));
    }
    for (int z = 0; z < top; ++z) ASSERT_EQ(q.vertex(half + z), (Vertex{z, z + top}));
  }
}

TEST(QstarNetwork, DimensionFactsOfSection44) {
  for (int n = kMinN; n <= kMaxN; ++n) {
    Network q(n);
    std::vector<int> per_dim(n, 0);
    for (int p = 0; p < q.processors(); ++p) ++per_dim[q.dimension(p)];
    EXPECT_EQ(per_dim, std::vector<int>(n, 1 << (n - 1))) << "(i) 2^(n-1) processors of each dimension";
    for (int h = 0; h < q.hyperlinks(); ++h) {
      std::vector<int> on(n, 0);
      for (int p : q.members(h)) {
        ASSERT_TRUE(q.attached(p, h));
        ++on[q.dimension(p)];
      }
      ASSERT_EQ(on, std::vector<int>(n, 1)) << "(ii), (iii): one processor of each dimension on e_" << h;
    }
  }
}

TEST(QstarNetwork, ParsesAndValidatesLabels) {
  Network q(3);
  EXPECT_EQ(parse_vertex("<0,4>"), (Vertex{0, 4}));
  EXPECT_EQ(parse_vertex("2,6"), (Vertex{2, 6}));
  EXPECT_EQ(parse_vertex("<0x4,0x6>"), (Vertex{4, 6}));
  for (const char* bad : {"", "<>", "0", "<0,1", "0,1,2", " 0,1", "0, 1", "a,b", "<-1,0>", "0,99999999999"})
    EXPECT_THROW(parse_vertex(bad), VertexError) << bad;
  EXPECT_EQ(q.id({4, 6}), 9);
  try {
    q.id({6, 4});
    FAIL();
  } catch (const VertexError& e) {
    EXPECT_STREQ(e.what(), "<6,4> is not a vertex of Q_3*: l must be less than u (did you mean <4,6>?)");
  }
  EXPECT_THROW(q.id({0, 3}), VertexError);  // two bits apart
  EXPECT_THROW(q.id({0, 8}), VertexError);  // beyond 3 bits
  EXPECT_THROW(q.vertex(12), VertexError);
  EXPECT_THROW(q.members(8), VertexError);
  EXPECT_FALSE(q.contains({3, 3}));
}

}  // namespace
}  // namespace hc::qstar
