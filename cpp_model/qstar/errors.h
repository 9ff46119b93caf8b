// Typed exceptions of the Q_n* model (paper 004). All derive from hc::Error, so the CLI reports them
// as one line with exit status 2.
#pragma once

#include "cpp_model/errors.h"

namespace hc::qstar {

/// A dimension n outside the supported range, or an operation not offered at that size.
class SizeError : public Error {
 public:
  using Error::Error;
};

/// A label <l,u> that is not a vertex of Q_n*, a hyperlink index outside 0 .. 2^n - 1, or an option value
/// that names neither.
class VertexError : public Error {
 public:
  using Error::Error;
};

}  // namespace hc::qstar
