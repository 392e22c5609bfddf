// ===--- error.h - the exception every layer throws -----------------------=== //
// A ts::Error carries the Python exception class name it surfaces as
// ("RuntimeError", "IndexError", ...) and PyTorch's message text. Layers below
// the compiler know nothing of source ranges; the interpreter adds the
// TorchScript traceback as the error unwinds.
#pragma once

#include <string>

#include "torchscript/error.h"  // ts::Error and ErrorKind are public API

namespace ts {

/// Throws ts::Error(msg, kind) if cond is false. Use for user-facing checks
/// (bad shapes, bad arguments), never for internal invariants.
#define TS_CHECK(cond, ...)                             \
  do {                                                  \
    if (!(cond)) ::ts::detail::throwCheck(__VA_ARGS__); \
  } while (0)

namespace detail {
[[noreturn]] void throwCheck(const std::string& msg,
                             ErrorKind kind = ErrorKind::RuntimeError);
}  // namespace detail

}  // namespace ts
