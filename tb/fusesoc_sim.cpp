// Test bench of the FuseSoC sim target (hypercycle.core): a random comparison campaign of the
// verilated hc_node against the golden model, with bubbles and back-pressure.
// Usage: Vhc_node [CONFIGS [VECTORS_PER_CONFIG [SEED]]]   exit status 0: no mismatch.
#include <cstdio>
#include <cstdlib>

#include "sim/campaign.h"

int main(int argc, char** argv) {
  hc::rtl::CampaignOptions o;
  o.configs = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 50;
  o.vectors_per_config = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 1000;
  o.seed = argc > 3 ? std::strtoull(argv[3], nullptr, 0) : 1;
  const hc::rtl::CampaignResult r = hc::rtl::run_campaign(o);
  std::printf("%llu configurations, %llu vectors, %llu mismatches, %llu clocks (seed %llu)\n",
              static_cast<unsigned long long>(r.configs), static_cast<unsigned long long>(r.vectors),
              static_cast<unsigned long long>(r.mismatches), static_cast<unsigned long long>(r.cycles),
              static_cast<unsigned long long>(o.seed));
  if (r.mismatches) std::printf("first mismatch: %s\n", r.first_mismatch.c_str());
  return r.mismatches == 0 && r.vectors == o.configs * o.vectors_per_config ? 0 : 1;
}
