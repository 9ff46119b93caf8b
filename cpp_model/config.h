// Hypercycle configuration G(m_r..m_1; rho_r..rho_1) and everything derived from it alone.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cpp_model/errors.h"

namespace hc {

/// Limits of the programmable hardware (paper 000 sec. 4.1, paper 003 sec. 4).
inline constexpr int kMaxDims = 4;
inline constexpr int kMinRadix = 2;
inline constexpr int kMaxRadix = 15;
inline constexpr int kMaxPorts = 16;

using Node = int32_t;  ///< node index, 0 .. N-1

/// One dimension: the circulant C_m<1..rho> and its constants.
struct Dimension {
  int m = 0;          ///< nodes in this dimension (digit base)
  int rho = 0;        ///< links reach +-1 .. +-rho
  int degree = 0;     ///< d_i = 2 rho, or 2 rho - 1 when 2 rho = m (eq. 2)
  int diameter = 0;   ///< D_i = ceil(floor(m/2) / rho) (eq. 3)
  int a = 0;          ///< floor((m-1)/rho) - D (eq. 6)
  int k = 0;          ///< m - a rho - D rho - 1 (eq. 6)
  int port_base = 0;  ///< global number of this dimension's local port 0
  Node weight = 0;    ///< place value of the digit: m_{i-1} x .. x m_1
  uint64_t recip = 0; ///< floor(2^32 / m) + 1: exact x / m as (x * recip) >> 32 for x < 2^16
};

/// A validated hypercycle. Dimension i (1-based in the papers) is dims()[i-1].
class Hypercycle {
 public:
  /// m and rho list dimension 1 first. Throws ConfigError listing every rule broken:
  /// r = 1..4, m_i = 2..15, rho_i = 1..floor(m_i/2), total degree <= 16.
  Hypercycle(const std::vector<int>& m, const std::vector<int>& rho);

  int r() const { return r_; }
  const Dimension& dim(int i) const { return dims_[i]; }  ///< i = 0 .. r-1 (dimension i+1)
  Node nodes() const { return nodes_; }                   ///< N = m_1 x .. x m_r
  int degree() const { return degree_; }                  ///< sum of d_i
  int diameter() const { return diameter_; }              ///< sum of D_i (eq. 4)
  std::vector<int> m() const;
  std::vector<int> rho() const;

  /// "G(m_r,..,m_1; rho_r,..,rho_1)", the papers' notation (highest dimension first).
  std::string notation() const;

 private:
  int r_ = 0;
  std::array<Dimension, kMaxDims> dims_{};
  Node nodes_ = 0;
  int degree_ = 0;
  int diameter_ = 0;
};

/// The rules a configuration breaks (empty when valid); the constructor throws with these.
std::vector<Violation> check_config(const std::vector<int>& m, const std::vector<int>& rho);

/// Constants of one circulant C_m<1..rho>, assuming 2 <= m and 1 <= rho <= m/2.
Dimension make_dimension(int m, int rho);

}  // namespace hc
