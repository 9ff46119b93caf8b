// Test bench of the FuseSoC sim target (hypercycle.core, docs/fusesoc.md): a random comparison campaign
// of the verilated hc_node against the golden model, with bubbles and back-pressure.
// Usage: Vhc_node [CONFIGS [VECTORS_PER_CONFIG [SEED]]]   (defaults 50 1000 1; CONFIGS and
// VECTORS_PER_CONFIG at least 1). Exit status 0: no mismatch; 1: a mismatch; 2: a bad argument (or a
// bad HC_VERILATOR_ARGS), or standard output cannot be written.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>

#include "cpp_model/errors.h"
#include "cpp_model/output_path.h"
#include "sim/node/campaign.h"

namespace {

/// `status` when standard output was written out, else 2.
int flushed(const char* program, int status) {
  if (hc::stdout_written()) return status;
  std::fprintf(stderr, "%s: cannot write standard output\n", program);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  static const char* const kNames[] = {"CONFIGS", "VECTORS_PER_CONFIG", "SEED"};
  uint64_t values[] = {50, 1000, 1};
  if (argc == 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
    std::printf("usage: %s [CONFIGS [VECTORS_PER_CONFIG [SEED]]]\n"
                "A random comparison campaign of the verilated hc_node against the golden model, with\n"
                "bubbles and back-pressure (defaults 50 1000 1). Exit status 0: no mismatch; 1: a\n"
                "mismatch; 2: a bad argument or HC_VERILATOR_ARGS, or standard output cannot be written.\n",
                argv[0]);
    return flushed(argv[0], 0);
  }
  if (argc > 4) {
    std::fprintf(stderr, "usage: %s [CONFIGS [VECTORS_PER_CONFIG [SEED]]]\n", argv[0]);
    return 2;
  }
  for (int i = 1; i < argc; ++i) {
    const std::optional<uint64_t> v = hc::rtl::parse_count(argv[i]);
    if (!v || (i < 3 && *v == 0)) {
      std::fprintf(stderr, "%s: %s must be a whole number%s, not '%s'\n", argv[0], kNames[i - 1],
                   i < 3 ? " of at least 1" : "", argv[i]);
      return 2;
    }
    values[i - 1] = *v;
  }
  hc::rtl::CampaignOptions o;
  o.configs = values[0];
  o.vectors_per_config = values[1];
  o.seed = values[2];
  hc::rtl::CampaignResult r;
  try {
    r = hc::rtl::run_campaign(o);
  } catch (const hc::Error& e) {
    std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
    return 2;
  }
  std::printf("%llu configurations, %llu vectors, %llu mismatches, %llu clocks (seed %llu)\n",
              static_cast<unsigned long long>(r.configs), static_cast<unsigned long long>(r.vectors),
              static_cast<unsigned long long>(r.mismatches), static_cast<unsigned long long>(r.cycles),
              static_cast<unsigned long long>(o.seed));
  if (r.mismatches) std::printf("first mismatch: %s\n", r.first_mismatch.c_str());
  return flushed(argv[0], r.mismatches == 0 && r.vectors == o.configs * o.vectors_per_config ? 0 : 1);
}
