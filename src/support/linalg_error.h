// ===--- linalg_error.h - torch.linalg.LinAlgError -----------------------=== //
// PyTorch raises torch.linalg.LinAlgError (torch._C._LinAlgError, a subclass
// of RuntimeError) when a LAPACK routine reports a singular or
// non-convergent input. Script code sees a RuntimeError, as in PyTorch (the
// interpreter rethrows every error as RuntimeError); the Python-level layer
// maps this class to torch.linalg.LinAlgError.
#pragma once

#include <string>

#include "support/error.h"

namespace ts {

class LinAlgError : public Error {
 public:
  explicit LinAlgError(std::string msg) : Error(std::move(msg), ErrorKind::RuntimeError) {}
};

}  // namespace ts
