// ===--- compilation_unit.h - compile TorchScript source, call functions --=== //
// Public: ts::compile turns TorchScript source (the `def`s, classes and
// imports of a .py file) into a CompilationUnit; its functions are called
// with ts::Value arguments. Everything behind it is hidden (pimpl), so the
// embedder needs only include/.
//
//   ts::CompilationUnit cu = ts::compile("def add(a: int, b: int) -> int:\n"
//                                        "    return a + b\n");
//   int64_t r = cu.function("add")({2, 3}).toInt();  // 5
//
// Threading: once ts::compile has returned, every const member of
// CompilationUnit and ScriptFunction (function(), hasFunction(),
// functionNames(), schema(), graph(), calls) may be used from any number
// of threads at once, with results identical to one thread's. A lookup that
// compiles lazily (`Class.method`) and an interface call's first dispatch
// take the unit's lock; calls otherwise run without one. Values are shared,
// not copied: a list, dict, object or tensor passed to calls on two threads
// is mutated by both, so guard such a value yourself (as in Python).
// Destroying a unit (the last copy of it and of its ScriptFunctions) while
// another thread uses it is a data race. Errors raised by a script are
// thrown as ts::Error on the calling thread and leave the unit usable.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "torchscript/error.h"
#include "torchscript/value.h"

namespace ts {
inline namespace api {  // Note [Public names] in value.h

struct UnitImpl;

/// A compiled script function of a CompilationUnit (valid while the unit
/// lives).
class TS_API ScriptFunction {
 public:
  const std::string& name() const { return name_; }
  /// PyTorch's schema string, e.g. `add(int a, int b) -> int`.
  std::string schema() const;
  /// Calls the function. Arguments are checked against the schema (missing
  /// ones take their defaults); throws ts::Error with PyTorch's message on
  /// a bad argument or when the script raises.
  Value operator()(const std::vector<Value>& args) const;
  /// The optimized IR graph, in PyTorch's text format (`f.graph`).
  std::string graph() const;

 private:
  friend class CompilationUnit;
  ScriptFunction(std::shared_ptr<UnitImpl> unit, const void* fn, std::string name)
      : unit_(std::move(unit)), fn_(fn), name_(std::move(name)) {}
  std::shared_ptr<UnitImpl> unit_;
  const void* fn_;
  std::string name_;
};

class TS_API CompilationUnit {
 public:
  /// The function `name`, or `Class.method` of a script class (called with
  /// the object, e.g. one a function returned, as its first argument);
  /// throws ts::Error if there is none.
  ScriptFunction function(const std::string& name) const;
  /// Whether `name` names a function defined at the top of the source.
  bool hasFunction(const std::string& name) const;
  /// Names of the top-level functions, in source order.
  std::vector<std::string> functionNames() const;

 private:
  friend CompilationUnit compile(const std::string&, const std::string&);
  explicit CompilationUnit(std::shared_ptr<UnitImpl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<UnitImpl> impl_;
};

/// Compiles every top-level function of `source` (errors are ts::Error
/// with PyTorch's message and source highlight). `filename` appears in
/// error messages and graph source comments.
TS_API CompilationUnit compile(const std::string& source, const std::string& filename = "<string>");
/// Reads and compiles a .py file.
TS_API CompilationUnit compileFile(const std::string& path);

}  // namespace api
}  // namespace ts
