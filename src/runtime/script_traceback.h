// ===--- script_traceback.h - PyTorch's text for errors in script code ---=== //
#pragma once

#include <string>

#include "runtime/interpreter.h"

namespace ts {

/// What PyTorch's exception says for an error raised inside script code
/// (Note [TorchScript tracebacks]).
std::string scriptTracebackText(const ScriptError& e);

}  // namespace ts
