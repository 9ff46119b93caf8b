// Errors of the path-based wormhole broadcast model of paper 002 (Latifi, Lee & Srimani).
#pragma once

#include "cpp_model/errors.h"

namespace hc::wormhole {

/// A cube dimension n, w-path length m, node, dimension or algorithm name the model does not support.
class ParamError : public Error {
 public:
  using Error::Error;
};

}  // namespace hc::wormhole
