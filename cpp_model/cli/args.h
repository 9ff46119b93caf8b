// Command-line options: a declared option set per command, parsed strictly.
#pragma once

#include <functional>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "cpp_model/errors.h"

namespace hc::cli {

/// A bad command line: unknown option, missing or malformed value.
class UsageError : public Error {
 public:
  using Error::Error;
};

/// A declared option. An empty `value` makes it a flag.
struct Option {
  std::string name;   ///< without the leading "--"
  std::string value;  ///< placeholder shown in help, e.g. "LIST"; empty for flags
  std::string help;
};

/// Parsed options of one command: "--name value", "--name=value" or "--flag".
class Args {
 public:
  Args(const std::vector<Option>& spec, const std::vector<std::string>& words);

  bool has(const std::string& name) const { return values_.count(name) != 0; }
  std::string str(const std::string& name) const;  ///< throws UsageError when absent
  std::string str(const std::string& name, const std::string& fallback) const;
  long integer(const std::string& name, long lo, long hi) const;
  long integer(const std::string& name, long lo, long hi, long fallback) const;
  std::vector<int> int_list(const std::string& name, int lo, int hi) const;  ///< "15,15,4", each in lo..hi
  double real(const std::string& name, double lo, double hi, double fallback) const;  ///< "0.25"

 private:
  std::map<std::string, std::string> values_;
};

/// Parses an integer in decimal (optionally negative), or hexadecimal with 0x, in lo..hi; `what` names
/// it in errors. No sign other than a leading '-' of a decimal, no spaces.
long parse_integer(const std::string& text, long lo, long hi, const std::string& what);

/// Parses a comma-separated list of integers ("15,15,4"), each in lo..hi; `what` names it in errors.
std::vector<int> parse_int_list(const std::string& text, int lo, int hi, const std::string& what);

/// Parses a decimal number (e.g. 0.25, -1, 1e-3; no leading '+') in lo..hi; `what` names it in errors.
double parse_real(const std::string& text, double lo, double hi, const std::string& what);

/// Throws UsageError "--mode takes no --a or --b" when either of the two is given with --mode.
void check_takes_no(const Args& args, const std::string& mode, const std::string& a, const std::string& b);

/// The --json flag.
Option json_option(const std::string& help = "print JSON instead of text");

/// Prints j as JSON with --json, otherwise runs `text`; returns `status`.
int emit(const Args& args, std::ostream& out, const nlohmann::json& j, int status, const std::function<void()>& text);

}  // namespace hc::cli
