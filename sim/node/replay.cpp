#include "sim/node/replay.h"

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "cpp_model/cli/printable.h"
#include "cpp_model/errors.h"
#include "sim/node/hw_reference.h"
#include "sim/node/rtl_node.h"

namespace hc::rtl {

namespace {

using nlohmann::json;

// A request the hardware cannot be asked: the answer is an error naming the reason.
class BadRequest : public Error {
 public:
  using Error::Error;
};

int field(const json& j, const char* name, int lo, int hi) {
  if (!j.contains(name)) throw BadRequest(std::string("missing \"") + name + "\"");
  const json& v = j.at(name);
  if (!v.is_number_integer()) throw BadRequest(std::string("\"") + name + "\" must be an integer");
  const int64_t x = v.get<int64_t>();
  if (x < lo || x > hi)
    throw BadRequest(std::string("\"") + name + "\" must be " + std::to_string(lo) + ".." + std::to_string(hi));
  return static_cast<int>(x);
}

// true or false; `fallback` when absent.
bool flag(const json& j, const char* name, bool fallback) {
  if (!j.contains(name)) return fallback;
  if (!j.at(name).is_boolean()) throw BadRequest(std::string("\"") + name + "\" must be true or false");
  return j.at(name).get<bool>();
}

// Refuses a field the request does not take: a misspelt name must not be ignored.
void check_fields(const json& j, const std::string& op, const std::vector<std::string>& allowed) {
  for (const auto& item : j.items()) {
    bool known = false;
    for (const auto& a : allowed) known = known || item.key() == a;
    if (!known) throw BadRequest("unknown field \"" + item.key() + "\" in a " + op + " request");
  }
}

// The configuration registers from "m" and "rho" (dimension 1 first); the own address is set later.
HwConfig registers(const json& j) {
  for (const char* name : {"m", "rho"})
    if (!j.contains(name) || !j.at(name).is_array()) throw BadRequest(std::string("\"") + name + "\" must be a list");
  const json &m = j.at("m"), &rho = j.at("rho");
  if (m.size() > static_cast<size_t>(kMaxDims) || rho.size() != m.size())
    throw BadRequest("\"m\" and \"rho\" must have the same length, 1..4");
  HwConfig c;
  c.r = static_cast<int>(m.size());
  for (size_t i = 0; i < m.size(); ++i) {
    if (!m[i].is_number_integer() || !rho[i].is_number_integer() || m[i].get<int64_t>() < 0 ||
        m[i].get<int64_t>() > 15 || rho[i].get<int64_t>() < 0 || rho[i].get<int64_t>() > 15)
      throw BadRequest("m and rho values must be integers 0..15 (4-bit registers)");
    c.m[i] = m[i].get<int>();
    c.rho[i] = rho[i].get<int>();
  }
  return c;
}

// Mixed-radix digits of node x, dimension 1 first; x must be below the product of the m_i.
std::array<int, kMaxDims> digits(const HwConfig& c, int x, const char* name) {
  int64_t n = 1;
  for (int i = 0; i < c.r; ++i) n *= std::max(c.m[i], 1);
  if (x < 0 || x >= n) throw BadRequest(std::string("\"") + name + "\" must be a node index 0.." + std::to_string(n - 1));
  std::array<int, kMaxDims> d{};
  for (int i = 0; i < c.r; ++i) {
    d[i] = x % c.m[i];
    x /= c.m[i];
  }
  return d;
}

class Replayer {
 public:
  json answer(const json& j) {
    if (!j.is_object() || !j.contains("op") || !j.at("op").is_string())
      throw BadRequest("a request is an object with \"op\": \"route\" or \"bcast\"");
    const std::string op = j.at("op").get<std::string>();
    if (op == "route") {
      check_fields(j, op, {"op", "m", "rho", "cur", "dst", "avail"});
      HwConfig c = registers(j);
      const int cur = field(j, "cur", 0, 1 << 20), dst = field(j, "dst", 0, 1 << 20);
      const int avail = j.contains("avail") ? field(j, "avail", 0, 0xFFFF) : 0xFFFF;
      bool valid_radix = true;
      for (int i = 0; i < c.r; ++i) valid_radix = valid_radix && c.m[i] > 0;
      if (valid_radix) c.own = digits(c, cur, "cur");
      configure(c);
      RouteResponse r = node_.route({pack_digits(digits(c, dst, "dst")), static_cast<uint16_t>(avail)});
      if (r.status == kError) throw Error("the router answered error");
      return {{"arrived", r.status == kArrived}, {"port", r.status == kArrived ? -1 : r.port}, {"wait", r.status == kWait}};
    }
    if (op == "bcast") {
      check_fields(j, op, {"op", "m", "rho", "origin", "wd", "wc", "in_port"});
      const HwConfig c = registers(j);
      BcastRequest q{flag(j, "origin", false), 0, 0, 0};
      if (q.origin && (j.contains("wd") || j.contains("wc") || j.contains("in_port")))
        throw BadRequest("an \"origin\":true request takes no \"wd\", \"wc\" or \"in_port\"");
      if (!q.origin) {
        q.wd = field(j, "wd", 0, 7);
        q.wc = field(j, "wc", 0, 15);
        q.in_port = field(j, "in_port", 0, 15);
      }
      configure(c);
      BcastResponse r = node_.bcast(q);
      if (r.error) throw Error("invalid message: the broadcast unit answered error to " + q.str());
      json send = json::array();
      for (const Send& s : decode_sends(r)) send.push_back({{"port", s.port}, {"wd", s.wd}, {"wc", s.wc}});
      return {{"send", send}};
    }
    throw BadRequest("unknown op \"" + op + "\" (route or bcast)");
  }

 private:
  // Writes the registers unless they hold these values already; an invalid configuration is an error.
  void configure(const HwConfig& c) {
    if (!configured_ || c.r != last_.r || c.m != last_.m || c.rho != last_.rho || c.own != last_.own) {
      node_.configure(c);
      last_ = c;
      configured_ = true;
    }
    if (uint16_t bits = node_.read(kRegError))
      throw Error("invalid configuration: " + error_bits_text(bits));
  }

  RtlNode node_;
  HwConfig last_;
  bool configured_ = false;
};

// The request on one line; BadRequest naming the column where it stops being JSON.
json parse(const std::string& line) {
  // JSON leaves a name given twice in an object to the reader (nlohmann keeps the last): refused in a
  // request's own fields (the keys at depth 1), so that a request means one thing (a nested object is
  // refused as a field).
  std::set<std::string> names;
  std::string twice;
  auto check = [&](int depth, json::parse_event_t event, json& parsed) {
    if (event == json::parse_event_t::key && depth == 1 && !names.insert(parsed.get<std::string>()).second &&
        twice.empty())
      twice = parsed.get<std::string>();
    return true;
  };
  try {
    json j = json::parse(line, check);
    if (!twice.empty()) throw BadRequest("field \"" + twice + "\" given twice");
    return j;
  } catch (const json::parse_error& e) {
    // e.what() is "[json.exception.parse_error.101] parse error at line 1, column 7: REASON".
    const std::string what = e.what();
    const size_t colon = what.find(": ");
    throw BadRequest("column " + std::to_string(e.byte) + ": not JSON: " +
                     (colon == std::string::npos ? what : what.substr(colon + 2)));
  }
}

}  // namespace

ReplayStats replay(std::istream& in, std::ostream& out) {
  Replayer r;
  ReplayStats stats;
  uint64_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    json answer;
    try {
      answer = r.answer(parse(line));
    } catch (const std::exception& e) {
      answer = {{"error", cli::printable("line " + std::to_string(number) + ": " + e.what())}};
    }
    stats.errors += answer.contains("error");
    ++stats.lines;
    out << answer.dump() << std::endl;
  }
  return stats;
}

}  // namespace hc::rtl
