#include "tb/sc/options.h"

#include <random>

namespace hc::sctb {

namespace {

constexpr uint64_t kMaxCount = 100'000'000;  // configurations or vectors per configuration

uint64_t number(const std::string& flag, const std::string& text, uint64_t lo, uint64_t hi) {
  // Decimal digits only (std::stoull would accept "-1", "+3", " 7" and "0x10").
  if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(flag + " needs a decimal number, got '" + text + "'");
  uint64_t v = 0;
  try {
    v = std::stoull(text);
  } catch (const std::out_of_range&) {
    throw UsageError(flag + " " + text + " is out of range");
  }
  if (v < lo || v > hi)
    throw UsageError(flag + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", got " + text);
  return v;
}

}  // namespace

std::string usage() {
  return "Usage: hc_sc_tb [options]\n"
         "SystemC test bench of hc_node: random configurations (about 4 % invalid) are written through\n"
         "the register interface, every register is read back, and random router and broadcast requests\n"
         "are streamed with random bubbles and back-pressure. Every register read and response is compared\n"
         "with the golden model. Exit status: 0 all matched, 1 a mismatch or a hang, 2 bad arguments or\n"
         "standard output cannot be written.\n"
         "\n"
         "  --configs N        configurations in the campaign (default 1000)\n"
         "  --vectors N        requests per configuration, both streams together (default 1000)\n"
         "  --seed S           master seed (default: random; printed either way)\n"
         "  --trace FILE       write the node's waveforms (ports and internals, FST); slower\n"
         "  --json             print one JSON object on stdout instead of the text report\n"
         "  --inject-error N   corrupt the N-th response seen (at most configs x vectors), to show that a\n"
         "                     mismatch is caught\n"
         "  --help             this text\n";
}

Options parse_options(int argc, const char* const* argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--help" || arg == "-h") o.help = true;
    else if (arg == "--configs") o.configs = number(arg, value(), 1, kMaxCount);
    else if (arg == "--vectors") o.vectors = number(arg, value(), 1, kMaxCount);
    else if (arg == "--seed") o.seed = number(arg, value(), 0, UINT64_MAX), o.seed_given = true;
    else if (arg == "--trace") {
      o.trace = value();
      if (o.trace.empty()) throw UsageError("--trace needs a file name");
    } else if (arg == "--json") o.json = true;
    else if (arg == "--inject-error") o.inject_error = number(arg, value(), 1, UINT64_MAX);
    else throw UsageError("unknown argument '" + arg + "'");
  }
  if (o.inject_error > o.configs * o.vectors)  // both at most kMaxCount: the product fits
    throw UsageError("--inject-error " + std::to_string(o.inject_error) + " is beyond the campaign's " +
                     std::to_string(o.configs * o.vectors) + " responses (--configs x --vectors)");
  if (!o.seed_given) o.seed = (static_cast<uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
  return o;
}

}  // namespace hc::sctb
