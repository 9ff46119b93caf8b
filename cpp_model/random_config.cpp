#include "cpp_model/random_config.h"

#include <vector>

namespace hc {

Hypercycle random_hypercycle(std::mt19937_64& rng, int max_dims, Node max_nodes) {
  std::uniform_int_distribution<int> dims(1, max_dims), radix(kMinRadix, kMaxRadix);
  for (;;) {
    int r = dims(rng);
    std::vector<int> m, rho;
    long n = 1;
    for (int i = 0; i < r; ++i) {
      m.push_back(radix(rng));
      rho.push_back(std::uniform_int_distribution<int>(1, m.back() / 2)(rng));
      n *= m.back();
    }
    if (n <= max_nodes && check_config(m, rho).empty()) return Hypercycle(m, rho);
  }
}

}  // namespace hc
