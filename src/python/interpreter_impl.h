// ===--- interpreter_impl.h - running embedded Python-source modules ------=== //
// Standard-library modules written in Python (collections, functools, ...)
// are compiled and run by the evaluator itself into a module's namespace.
#pragma once

#include <string>

#include "python/interp.h"

namespace ts::py {

/// Runs `text` (Python source) with mod's dict as globals.
void runSourceModule(Interp& in, PyModule& mod, const std::string& name, const char* text);

}  // namespace ts::py
