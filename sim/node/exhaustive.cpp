#include "sim/node/exhaustive.h"

#include <algorithm>
#include <array>

namespace hc::rtl {

VectorSet route_exhaustive(const HwView& v, std::mt19937_64& rng, int dim) {
  VectorSet s;
  auto add = [&](const RouteRequest& r) {
    s.routes.push_back(r);
    s.route_expected.push_back(expected_route(v, r));
    return s.route_expected.back();
  };
  const int r = v.regs.r;
  for (int digit = 0; digit < 16; ++digit) {
    std::array<int, kMaxDims> d = v.regs.own;
    for (int i = 0; i < dim; ++i) d[i] = static_cast<int>(rng() % static_cast<uint64_t>(std::max(1, v.regs.m[i])));
    d[dim] = digit;
    const uint16_t dst = pack_digits(d);
    const RouteResponse free = add({dst, 0xFFFF});
    if (free.status == kPort) add({dst, static_cast<uint16_t>(~(1u << free.port))});
    add({dst, static_cast<uint16_t>(rng())});
    if (r >= 1 && r < kMaxDims) {  // a digit 1..15 in a dimension above r
      const auto bad = static_cast<uint16_t>(1 + rng() % 15);
      const int above = r + static_cast<int>(rng() % (kMaxDims - r));
      add({static_cast<uint16_t>(dst | (bad << (kDigitBits * above))), 0xFFFF});
    }
  }
  return s;
}

std::vector<HwConfig> invalid_configs() {
  std::vector<HwConfig> bad;
  auto base = [] { return HwConfig::of(Hypercycle({5, 4}, {2, 1}), 7); };
  for (int r : {0, 5, 6, 7}) bad.push_back(base()), bad.back().r = r;
  for (int i = 0; i < 2; ++i)
    for (int m : {0, 1}) bad.push_back(base()), bad.back().m[i] = m;
  for (int i = 0; i < 2; ++i)
    for (int rho : {0, 3, 15}) bad.push_back(base()), bad.back().rho[i] = rho;
  bad.push_back(HwConfig::of(Hypercycle({15, 15}, {7, 1}), 0)), bad.back().rho[1] = 2;  // degree 14 + 4
  bad.push_back(HwConfig::of(Hypercycle({8, 8, 3}, {4, 4, 1}), 0)), bad.back().m[2] = 5, bad.back().rho[2] = 2;
  bad.push_back(base()), bad.back().own[0] = 5;
  bad.push_back(base()), bad.back().own[1] = 15;
  bad.push_back(base()), bad.back().own[3] = 1;  // above r
  return bad;
}

VectorSet bcast_every_input(const HwView& v) {
  VectorSet s;
  auto add = [&](const BcastRequest& r) {
    s.bcasts.push_back(r);
    s.bcast_expected.push_back(expected_bcast(v, r));
  };
  add({true, 0, 0, 0});
  for (int wd = 0; wd < 8; ++wd)
    for (int wc = 0; wc < 16; ++wc)
      for (int port = 0; port < 16; ++port) add({false, wd, wc, port});
  return s;
}

}  // namespace hc::rtl
