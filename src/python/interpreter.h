// ===--- interpreter.h - entry point of the Python level ------------------=== //
// Runs a whole Python file with Python's semantics (the dynamic evaluator of
// this layer) and reports an uncaught exception as CPython 3.11 does.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace ts::py {

class Interp;

/// Runs `source` as the `__main__` module. Output goes to `out`; an uncaught
/// exception prints Python's traceback to `err`. Returns the process exit
/// status (0, 1 for an uncaught exception or syntax error, or SystemExit's code).
/// `install` runs on the new Interp before the module does (the layers above
/// register `torch` and its submodules there).
int runPythonModule(const std::string& source, const std::string& filename, std::ostream& out, std::ostream& err,
                    const std::function<void(Interp&)>& install = {});

/// runPythonModule for a process's main program: the same, except that the
/// Interp's memory is left to the operating system at exit (Note [Exit
/// without teardown]). Call it once, just before the process ends.
int runPythonMain(const std::string& source, const std::string& filename, std::ostream& out, std::ostream& err,
                  const std::function<void(Interp&)>& install = {});

}  // namespace ts::py
