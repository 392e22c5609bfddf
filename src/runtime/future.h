// ===--- future.h - the value of torch.jit.fork: a result or an error -----=== //
// Note [Fork runs at fork]: a forked call runs to completion when the fork
// executes; its result or its exception waits in the Future until wait.
#pragma once

#include <exception>

#include "runtime/ivalue.h"

namespace ts {

/// A completed `Future[T]`: exactly one of value and error is set.
struct FutureObj : RefCounted {
  IValue value;
  /// The exception the forked call raised, re-raised by every wait.
  std::exception_ptr error;
};

}  // namespace ts
