// ===--- engine.h - the compiler behind a ts::CompilationUnit ------------=== //
// Private to src/api. The public headers declare a ts::Value that is not
// the IR's, so no file may see both: this header speaks only runtime
// IValues and forward-declared compiler types, and engine.cpp (which
// includes the compiler) never includes the public value header.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "runtime/ivalue.h"

namespace ts {

class Program;
class Function;

namespace detail {

/// Checks and converts `args` against fn's schema (defaults fill missing
/// trailing arguments), runs fn, returns its result (a tuple if several);
/// script errors become ts::Error with the TorchScript traceback. Safe to
/// call from several threads (it only reads fn).
IValue callFunction(const Function* fn, std::vector<IValue> args);

class Engine {
 public:
  /// Parses `source` and compiles every top-level function; throws the
  /// compiler's errors (ts::Error subclasses).
  Engine(const std::string& source, const std::string& filename);
  ~Engine();

  /// A top-level function or `Class.method`; throws ts::Error if none.
  /// Safe from any thread: a lazy compile holds the Program's lock.
  const Function* function(const std::string& name);
  const std::vector<std::string>& functionNames() const { return names_; }
  /// Checks and converts `args` against fn's schema (defaults fill missing
  /// trailing arguments), runs it, returns its result (a tuple if several).
  IValue call(const Function* fn, std::vector<IValue> args) const;
  std::string schema(const Function* fn) const;
  std::string graph(const Function* fn) const;

 private:
  std::unique_ptr<Program> program_;
  std::vector<std::string> names_;
};

}  // namespace detail
}  // namespace ts
