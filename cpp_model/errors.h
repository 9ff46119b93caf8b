// Typed exceptions of the golden model. Every public function that validates its input throws one
// of these with a message a user can act on.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace hc {

/// Base of every error the model reports.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// One broken configuration rule: which field, and the rule it breaks.
struct Violation {
  std::string field;  ///< e.g. "rho[2]" (dimension 2), "r", "degree"
  std::string rule;   ///< e.g. "must be between 1 and floor(m[2]/2) = 3, got 4"
};

/// A hypercycle configuration that breaks one or more rules; all of them are listed.
class ConfigError : public Error {
 public:
  explicit ConfigError(std::vector<Violation> violations);
  const std::vector<Violation>& violations() const { return violations_; }

 private:
  std::vector<Violation> violations_;
};

/// A node, digit, port or mask that does not exist in the configured hypercycle.
class RangeError : public Error {
 public:
  using Error::Error;
};

/// A broadcast message whose weights or arrival port are impossible (Algorithm 2 inputs).
class MessageError : public Error {
 public:
  using Error::Error;
};

}  // namespace hc
