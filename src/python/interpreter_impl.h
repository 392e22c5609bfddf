// ===--- interpreter_impl.h - running embedded Python-source modules ------=== //
// Standard-library modules written in Python (collections, functools, ...)
// are compiled and run by the evaluator itself into a module's namespace.
#pragma once

#include <string>

#include "python/interp.h"

namespace ts::py {

/// Runs `text` (Python source) with mod's dict as globals.
void runSourceModule(Interp& in, PyModule& mod, const std::string& name, const char* text);

/// An exception as CPython's traceback module prints it: chained causes and
/// contexts, "Traceback (most recent call last):", the entries with 3.11
/// caret lines, then "Type: message".
std::string formatExceptionText(Interp& in, const IValue& exc);

/// traceback (Python source over formatExceptionText) and sys.exc_info.
void registerTracebackModule(Interp& in);
IValue sysExcInfo(Interp& in, Args& a, PyObject* self);

}  // namespace ts::py
