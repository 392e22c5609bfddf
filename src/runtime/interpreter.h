// ===--- interpreter.h - runs bytecode -----------------------------------=== //
#pragma once

#include <string>
#include <vector>

#include "runtime/function.h"

namespace ts {

/// An error raised while running script code, with the TorchScript traceback
/// collected as it unwound. `kind` is the Python exception class; `raised`
/// marks an explicit `raise` (printed as `builtins.ValueError: ...`).
class ScriptError : public Error {
 public:
  struct Frame {
    std::string function;
    SourceRange range;
    SourceRange extent;  ///< the function's source, which clips highlights
  };
  ScriptError(std::string msg, ErrorKind kind, bool raised)
      : Error(std::move(msg), kind), raised_(raised) {}
  bool raised() const { return raised_; }
  /// Innermost first.
  std::vector<Frame> frames;
  /// The kernel raised a ts::LinAlgError: Python-level callers see
  /// torch.linalg.LinAlgError, script code a RuntimeError (as in PyTorch).
  bool linalg_error = false;
  /// Raised by a prim::RaiseException without an exception class (Note
  /// [Unclassed raise]): its text reads `RuntimeError: msg`.
  bool unclassed = false;

 private:
  bool raised_;
};

/// Raised by a kernel that runs several nodes (a fusion group) to say which
/// one failed: the traceback highlights `range` instead of the call's own.
class LocatedError : public Error {
 public:
  LocatedError(const Error& e, SourceRange r) : Error(e.message(), e.kind()), range(std::move(r)) {}
  SourceRange range;
};

/// Runs `fn` with its inputs on the stack; on return the stack holds its
/// outputs instead. Errors propagate as ScriptError.
void runFunction(const Function& fn, Stack& stack);

}  // namespace ts
