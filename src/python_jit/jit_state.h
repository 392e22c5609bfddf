// ===--- jit_state.h - torch.jit's per-interpreter state (internal) -------=== //
// One ScriptSession per Interp: a ScriptNamespace (compiler Program +
// Resolver) for each Python module whose code is scripted, the Python
// classes of script class and NamedTuple types, and torch.jit's own types.
#pragma once

#include <functional>
#include <memory>
#include <unordered_map>

#include "compiler/script_compiler.h"
#include "ops/grad_hook.h"
#include "python/interp.h"
#include "runtime/interpreter.h"

namespace ts::py {

struct JitState {
  explicit JitState(Interp& in);
  Interp& in;
  ScriptSession session;
  /// Namespaces by the globals dict they resolve through.
  std::unordered_map<const PyDict*, ScriptNamespace*> namespaces;
  /// The Python class of each class statement script code has used.
  std::unordered_map<const ast::ClassDef*, IValue> class_defs;
  /// Namedtuple classes made by a call (no class statement), by name.
  std::unordered_map<std::string, IValue> class_defs_by_name;
  PyType* script_function = nullptr;  ///< torch.jit.ScriptFunction
  PyType* jit_error = nullptr;        ///< torch.jit.Error
  PyType* frontend_error = nullptr;       ///< torch.jit.frontend.FrontendError
  PyType* not_supported_error = nullptr;  ///< torch.jit.frontend.NotSupportedError
  PyType* unsupported_node_error = nullptr;  ///< torch.jit.frontend.UnsupportedNodeError
  /// The grad tape of calls into script code (script_grad_tape.h).
  std::unique_ptr<GradTape> grad_tape;
  /// torch.jit.script of a module instance (jit_module.h).
  std::function<IValue(Interp&, const IValue&)> script_instance;
  /// Describes a global value the resolver does not know (an nn.Module
  /// instance, a ScriptModule); false leaves it unsupported.
  std::function<bool(Interp&, const IValue&, Resolved&)> describe_value;

  /// The state of `in` (made by install, from installJit).
  static JitState& of(Interp& in);
  static JitState& install(Interp& in);
  /// The namespace whose free names resolve through `globals`.
  ScriptNamespace& namespaceFor(const Ref<PyDict>& globals);
  /// The namespace `fn`'s body compiles in: its globals', or one of its own
  /// when it closes over variables of enclosing functions.
  ScriptNamespace& namespaceFor(PyFunction& fn);
  /// Namespaces of closures, by function (the resolver keeps it alive).
  std::unordered_map<const PyFunction*, ScriptNamespace*> closure_namespaces;
  /// The Python functions whose defs script code compiles, by def (their
  /// evaluated default arguments become the schema's defaults).
  std::unordered_map<const ast::FunctionDef*, IValue> live_functions;
  /// CompilationUnit sources compiled from their script-dialect AST (the
  /// compiled functions point into them).
  std::vector<std::unique_ptr<ast::Module>> unit_sources;
  /// Records `fn` in live_functions when it has a def.
  void noteFunction(const IValue& fn);
  /// Compiles Python function `fn` (a `def`) as script; raises RuntimeError
  /// with the compiler's message as PyTorch does.
  Function* compileFunction(PyFunction& fn);
  /// Compiles Python class `cls` (a `class` statement) as a script class.
  ClassInfo* compileClass(PyType& cls);
  /// What function value `v` (a def, a builtin such as torch.sigmoid, a
  /// ScriptFunction) means in script code; Kind::Undefined for other values.
  Resolved describeFunction(const IValue& v);
};

/// What script code calls for an `@torch.jit.ignore` (or `unused`) function.
SugaredPtr ignoredFunctionValue(Interp& in, const IValue& fn, const ast::FunctionDef& def, bool unused);
/// A global ScriptModule named in script code (an error wherever used).
SugaredPtr foreignScriptModuleValue();
/// The same for an ignored class (calling it is a FrontendError).
SugaredPtr ignoredClassValue(const std::string& name);
/// The same for a module's ignored method bound to script value `self`.
SugaredPtr ignoredMethodValue(Interp& in, const IValue& fn, const ast::FunctionDef& def, bool unused, Value* self);
/// Whether `e` is the error of a call to an unused function (torch.jit.Error).
bool isUnusedError(const ScriptError& e);

/// Whether some base of `t` is enum.Enum.
bool isEnumClass(const PyType& t);
/// The globals a class's methods see (its module's namespace).
/// Calls f with each value of the class dict and each @script_method the
/// class keeps aside (a ScriptModule subclass).
void forEachClassFunction(Interp& in, PyType& cls, const std::function<void(const IValue&)>& f);
Ref<PyDict> classGlobals(Interp& in, PyType& cls);
/// Raises the compiler's error as PyTorch's RuntimeError.
[[noreturn]] void raiseCompileError(Interp& in, const Error& e);

}  // namespace ts::py
