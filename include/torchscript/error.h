// ===--- error.h - the exception TorchScript raises ----------------------=== //
// Public: embedders catch ts::Error; the implementation throws the same class
// (src/support/error.h includes this header), so no exception is translated
// on its way out and the message is exactly PyTorch's.
#pragma once

#include <stdexcept>
#include <string>

#include "torchscript/export.h"

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
  RecursionError,  ///< nesting too deep to compile or run (Python's limit)
};

/// Python name of an ErrorKind, e.g. "IndexError".
TS_API const char* errorKindName(ErrorKind kind);

/// An error from compiling or running TorchScript: what() is PyTorch's
/// message text, kind() the Python exception class it surfaces as.
class TS_API Error : public std::runtime_error {
 public:
  explicit Error(std::string msg, ErrorKind kind = ErrorKind::RuntimeError)
      : std::runtime_error(std::move(msg)), kind_(kind) {}
  ErrorKind kind() const { return kind_; }
  std::string message() const { return what(); }

 private:
  ErrorKind kind_;
};

}  // namespace ts
