// A random comparison campaign of the verilated node against the golden model, one verilated node per
// hardware thread. Its size comes from HC_CAMPAIGN_VECTORS (default 200,000 in the test run;
// `make campaign` runs 10^7).
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <thread>

#include "cpp_model/tests/seed.h"
#include "sim/node/campaign.h"
#include "tb/vector_record.h"

namespace hc::rtl {
namespace {

TEST(RtlCampaign, RandomConfigurationsAndVectorsMatchTheModel) {
  CampaignOptions o;
  o.seed = testing::test_seed("RtlCampaign.RandomConfigurationsAndVectorsMatchTheModel");
  const char* env = std::getenv("HC_CAMPAIGN_VECTORS");
  const uint64_t total = env ? std::strtoull(env, nullptr, 0) : 200000;
  o.vectors_per_config = 2000;
  o.configs = std::max<uint64_t>(1, total / o.vectors_per_config);
  o.threads = std::max(1u, std::thread::hardware_concurrency());
  CampaignResult r = run_campaign(o, [&](const CampaignResult& p) {
    if (p.configs % 500 == 0)
      std::cout << "[ progress ] " << p.configs << "/" << o.configs << " configurations, " << p.vectors
                << " vectors, " << p.mismatches << " mismatches" << std::endl;
  });
  std::cout << "[ campaign ] " << r.configs << " configurations, " << r.vectors << " vectors, " << r.mismatches
            << " mismatches, " << r.cycles << " cycles on " << o.threads << " threads, " << static_cast<uint64_t>(static_cast<double>(r.vectors) / r.seconds)
            << " vectors/s" << std::endl;
  record_vectors(r.vectors, r.mismatches);
  EXPECT_EQ(r.mismatches, 0u) << r.first_mismatch;
  EXPECT_EQ(r.vectors, o.configs * o.vectors_per_config);
}

}  // namespace
}  // namespace hc::rtl
