#include "cpp_model/config.h"

#include <sstream>

namespace hc {

namespace {

std::string indexed(const char* name, size_t i) { return std::string(name) + "[" + std::to_string(i + 1) + "]"; }

}  // namespace

ConfigError::ConfigError(std::vector<Violation> violations)
    : Error([&] {
        std::string msg = "invalid hypercycle configuration:";
        for (const auto& v : violations) msg += " " + v.field + " " + v.rule + ";";
        msg.pop_back();
        return msg;
      }()),
      violations_(std::move(violations)) {}

std::vector<Violation> check_config(const std::vector<int>& m, const std::vector<int>& rho) {
  std::vector<Violation> out;
  if (m.empty() || m.size() > static_cast<size_t>(kMaxDims))
    out.push_back({"r", "(the number of m values) must be between 1 and " + std::to_string(kMaxDims) +
                            ", got " + std::to_string(m.size())});
  if (rho.size() != m.size())
    out.push_back({"rho", "must have one value per dimension (" + std::to_string(m.size()) + "), got " +
                              std::to_string(rho.size())});
  int degree = 0;
  bool degree_known = rho.size() == m.size();
  for (size_t i = 0; i < m.size(); ++i) {
    bool m_ok = m[i] >= kMinRadix && m[i] <= kMaxRadix;
    if (!m_ok)
      out.push_back({indexed("m", i), "must be between " + std::to_string(kMinRadix) + " and " +
                                          std::to_string(kMaxRadix) + ", got " + std::to_string(m[i])});
    if (i >= rho.size()) continue;
    int hi = m_ok ? m[i] / 2 : 0;
    if (m_ok && (rho[i] < 1 || rho[i] > hi)) {
      out.push_back({indexed("rho", i), "must be between 1 and floor(m[" + std::to_string(i + 1) + "]/2) = " +
                                            std::to_string(hi) + ", got " + std::to_string(rho[i])});
    } else if (!m_ok && rho[i] < 1) {
      out.push_back({indexed("rho", i), "must be at least 1, got " + std::to_string(rho[i])});
    }
    if (m_ok && rho[i] >= 1 && rho[i] <= hi)
      degree += make_dimension(m[i], rho[i]).degree;
    else
      degree_known = false;
  }
  if (degree_known && degree > kMaxPorts)
    out.push_back({"degree", "(sum of 2 rho_i, less one where 2 rho_i = m_i) must be at most " +
                                 std::to_string(kMaxPorts) + ", got " + std::to_string(degree)});
  return out;
}

Dimension make_dimension(int m, int rho) {
  Dimension d;
  d.m = m;
  d.rho = rho;
  d.degree = 2 * rho == m ? 2 * rho - 1 : 2 * rho;
  d.diameter = (m / 2 + rho - 1) / rho;
  d.a = (m - 1) / rho - d.diameter;
  d.k = m - d.a * rho - d.diameter * rho - 1;
  d.recip = (uint64_t{1} << 32) / static_cast<uint64_t>(m) + 1;
  return d;
}

Hypercycle::Hypercycle(const std::vector<int>& m, const std::vector<int>& rho) {
  auto violations = check_config(m, rho);
  if (!violations.empty()) throw ConfigError(std::move(violations));
  r_ = static_cast<int>(m.size());
  nodes_ = 1;
  for (int i = 0; i < r_; ++i) {
    Dimension d = make_dimension(m[i], rho[i]);
    d.port_base = degree_;
    d.weight = nodes_;
    dims_[i] = d;
    nodes_ *= d.m;
    degree_ += d.degree;
    diameter_ += d.diameter;
  }
}

std::vector<int> Hypercycle::m() const {
  std::vector<int> v;
  for (int i = 0; i < r_; ++i) v.push_back(dims_[i].m);
  return v;
}

std::vector<int> Hypercycle::rho() const {
  std::vector<int> v;
  for (int i = 0; i < r_; ++i) v.push_back(dims_[i].rho);
  return v;
}

std::string Hypercycle::notation() const {
  std::ostringstream s;
  s << "G(";
  for (int i = r_ - 1; i >= 0; --i) s << dims_[i].m << (i ? "," : "; ");
  for (int i = r_ - 1; i >= 0; --i) s << dims_[i].rho << (i ? "," : ")");
  return s.str();
}

}  // namespace hc
