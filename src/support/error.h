// ===--- error.h - the exception every layer throws -----------------------=== //
// A ts::Error carries the Python exception class name it surfaces as
// ("RuntimeError", "IndexError", ...) and PyTorch's message text. Layers below
// the compiler know nothing of source ranges; the interpreter adds the
// TorchScript traceback as the error unwinds.
#pragma once

#include <stdexcept>
#include <string>

namespace ts {

/// The Python exception classes TorchScript programs can raise or observe.
enum class ErrorKind {
  RuntimeError,
  ValueError,
  IndexError,
  KeyError,
  TypeError,
  ZeroDivisionError,
  AssertionError,
  AttributeError,
  NotImplementedError,
  StopIteration,
  OverflowError,
  NameError,
  Exception,
};

/// Python name of an ErrorKind, e.g. "IndexError".
const char* errorKindName(ErrorKind kind);

class Error : public std::runtime_error {
 public:
  explicit Error(std::string msg, ErrorKind kind = ErrorKind::RuntimeError)
      : std::runtime_error(std::move(msg)), kind_(kind) {}
  ErrorKind kind() const { return kind_; }
  std::string message() const { return what(); }

 private:
  ErrorKind kind_;
};

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
