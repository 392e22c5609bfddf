// ===--- script_compiler.h - compiling script code for the Python level ---=== //
// The compiler's entry for Python-level code: a `def` or `class` given to
// torch.jit.script compiles into script Functions and ClassTypes, every free
// name resolved through the live values of its globals (resolver.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "compiler/program.h"
#include "compiler/resolver.h"

namespace ts {

/// One Python-level module namespace (its globals) as the compiler sees it.
/// Functions and classes defined there compile in its Program; their free
/// names resolve through its Resolver.
class ScriptNamespace {
 public:
  ScriptNamespace(std::unique_ptr<Program> program, std::unique_ptr<Resolver> resolver);
  /// Compiles `def` as a script function (cached by AST node; recursion is
  /// a CompileError as in PyTorch). Throws CompileError.
  Function* compileFunction(const ast::FunctionDef& def);
  /// The script class (or NamedTuple / Enum / interface) of `def`, compiled
  /// with its methods; cached.
  ClassInfo* compileClass(const ast::ClassDef& def);
  /// Method `name` of class `c` compiled with `self_type` as self (py-smod:
  /// a module type inferred from a live instance); nullptr if there is none.
  Function* compileMethod(ClassInfo& c, const std::string& name, const ClassType* self_type = nullptr);
  Program& program() { return *program_; }
  Resolver& resolver() { return *resolver_; }

 private:
  std::unique_ptr<Program> program_;
  std::unique_ptr<Resolver> resolver_;
};

/// Every namespace of one Python-level interpreter: they share the
/// compiler's per-run state (classes by type, stdlib Programs), owned by a
/// root Program that compiles nothing itself.
class ScriptSession {
 public:
  ScriptSession();
  ~ScriptSession();
  ScriptSession(const ScriptSession&) = delete;
  ScriptSession& operator=(const ScriptSession&) = delete;
  /// A new namespace for Python module `module_name` ("__main__" compiles
  /// under `__torch__`, as PyTorch mangles it), resolving through `r`.
  ScriptNamespace& addNamespace(const std::string& module_name, std::unique_ptr<Resolver> r);
  /// The root Program (the shared state).
  Program& root() { return *root_; }

 private:
  std::unique_ptr<Program> root_;
  std::vector<std::unique_ptr<ScriptNamespace>> namespaces_;
};

}  // namespace ts
