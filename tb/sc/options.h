// Command line of hc_sc_tb.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace hc::sctb {

struct Options {
  uint64_t configs = 1000;   ///< configurations in the campaign
  uint64_t vectors = 1000;   ///< requests per configuration, both streams together
  uint64_t seed = 0;         ///< master seed; every module's generator is derived from it
  bool seed_given = false;
  std::string trace;         ///< FST file, empty for none
  bool json = false;         ///< one JSON object on stdout instead of the text report
  uint64_t inject_error = 0; ///< corrupt this response (1-based), 0 for none
  bool help = false;
};

/// A command line that cannot be run; the message says why in one line.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Parses argv; throws UsageError. Draws a random seed unless --seed is given.
Options parse_options(int argc, const char* const* argv);

/// The --help text.
std::string usage();

}  // namespace hc::sctb
