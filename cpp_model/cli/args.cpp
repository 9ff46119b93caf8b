#include "cpp_model/cli/args.h"

#include <cerrno>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>

namespace hc::cli {

namespace {

const Option* find_option(const std::vector<Option>& spec, const std::string& name) {
  for (const auto& o : spec)
    if (o.name == name) return &o;
  return nullptr;
}

template <typename T>
UsageError out_of_range(const std::string& what, T lo, T hi, const std::string& text) {
  std::ostringstream s;
  s << what << " must be between " << lo << " and " << hi << ", got " << text;
  return UsageError(s.str());
}

}  // namespace

Args::Args(const std::vector<Option>& spec, const std::vector<std::string>& words) {
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.size() < 3 || w.compare(0, 2, "--") != 0) throw UsageError("unexpected argument '" + w + "'");
    std::string name = w.substr(2), value;
    bool inline_value = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      inline_value = true;
    }
    const Option* o = find_option(spec, name);
    if (!o) throw UsageError("unknown option --" + name);
    if (values_.count(name)) throw UsageError("option --" + name + " given twice");
    if (o->value.empty()) {
      if (inline_value) throw UsageError("option --" + name + " takes no value");
    } else if (!inline_value) {
      if (i + 1 >= words.size()) throw UsageError("option --" + name + " needs a value " + o->value);
      value = words[++i];
    }
    values_[name] = value;
  }
}

std::string Args::str(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw UsageError("option --" + name + " is required");
  return it->second;
}

std::string Args::str(const std::string& name, const std::string& fallback) const {
  return has(name) ? str(name) : fallback;
}

long parse_integer(const std::string& text, long lo, long hi, const std::string& what) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const size_t first_digit = hex ? 2 : (text.compare(0, 1, "-") == 0 ? 1 : 0);
  if (first_digit == text.size() ||
      text.find_first_not_of(hex ? "0123456789abcdefABCDEF" : "0123456789", first_digit) != std::string::npos)
    throw UsageError(what + ": '" + text + "' is not an integer");
  errno = 0;
  const long v = std::strtol(text.c_str() + (hex ? 2 : 0), nullptr, hex ? 16 : 10);
  if (errno == ERANGE || v < lo || v > hi) throw out_of_range(what, lo, hi, text);
  return v;
}

std::vector<int> parse_int_list(const std::string& text, int lo, int hi, const std::string& what) {
  std::vector<int> out;
  std::stringstream s(text);
  for (std::string item; std::getline(s, item, ',');) out.push_back(static_cast<int>(parse_integer(item, lo, hi, what)));
  if (out.empty() || text.back() == ',') throw UsageError(what + ": '" + text + "' is not a list like 15,15,4");
  return out;
}

double parse_real(const std::string& text, double lo, double hi, const std::string& what) {
  const bool plain = text.find_first_of("0123456789.-") == 0 && text.find_first_not_of("0123456789.eE+-") == std::string::npos;
  char* end = nullptr;
  // A value too small for a double reads as 0 (strtod's underflow), one too large as infinity: both
  // are then judged by the range as any other number.
  const double v = plain ? std::strtod(text.c_str(), &end) : 0.0;
  if (!plain || end != text.c_str() + text.size()) throw UsageError(what + ": '" + text + "' is not a number");
  if (v < lo || v > hi) throw out_of_range(what, lo, hi, text);
  return v;
}

double Args::real(const std::string& name, double lo, double hi, double fallback) const {
  return has(name) ? parse_real(str(name), lo, hi, "--" + name) : fallback;
}

long Args::integer(const std::string& name, long lo, long hi) const {
  return parse_integer(str(name), lo, hi, "--" + name);
}

long Args::integer(const std::string& name, long lo, long hi, long fallback) const {
  return has(name) ? integer(name, lo, hi) : fallback;
}

std::vector<int> Args::int_list(const std::string& name, int lo, int hi) const {
  return parse_int_list(str(name), lo, hi, "--" + name);
}

void check_takes_no(const Args& args, const std::string& mode, const std::string& a, const std::string& b) {
  if (args.has(a) || args.has(b)) throw UsageError("--" + mode + " takes no --" + a + " or --" + b);
}

Option json_option(const std::string& help) { return {"json", "", help}; }

int emit(const Args& args, std::ostream& out, const nlohmann::json& j, int status, const std::function<void()>& text) {
  if (args.has("json"))
    out << j.dump() << "\n";
  else
    text();
  return status;
}

}  // namespace hc::cli
