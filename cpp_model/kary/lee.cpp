#include "cpp_model/kary/lee.h"

#include <string>

#include "cpp_model/kary/cube.h"

namespace hc::kary {

namespace {

void check_tuple(const Digits& a, int k, const char* name) {
  check_radix(k);
  if (a.empty()) throw CubeError(std::string(name) + " must have at least one digit");
  for (int d : a)
    if (d < 0 || d >= k)
      throw CubeError(std::string(name) + " has digit " + std::to_string(d) + ", outside 0.." + std::to_string(k - 1));
}

}  // namespace

int lee_weight_digit(int a, int k) {
  check_tuple({a}, k, "the digit");
  return 2 * a <= k ? a : k - a;
}

int hamming_weight(const Digits& a, int k) {
  check_tuple(a, k, "the tuple");
  int w = 0;
  for (int d : a) w += d != 0;
  return w;
}

int lee_weight(const Digits& a, int k) {
  check_tuple(a, k, "the tuple");
  int w = 0;
  for (int d : a) w += 2 * d <= k ? d : k - d;
  return w;
}

Digits difference(const Digits& a, const Digits& b, int k) {
  check_tuple(a, k, "A");
  check_tuple(b, k, "B");
  if (a.size() != b.size())
    throw CubeError("A and B must have the same length, got " + std::to_string(a.size()) + " and " +
                    std::to_string(b.size()));
  Digits d(a.size());
  for (size_t i = 0; i < a.size(); ++i) d[i] = ((a[i] - b[i]) % k + k) % k;
  return d;
}

int hamming_distance(const Digits& a, const Digits& b, int k) { return hamming_weight(difference(a, b, k), k); }

int lee_distance(const Digits& a, const Digits& b, int k) { return lee_weight(difference(a, b, k), k); }

}  // namespace hc::kary
