// ===--- module_types.h - script module types from instance descriptions --=== //
// torch.jit.script of a module instance describes the instance (its
// attributes with inferred types, submodule types, constants, attributes that
// failed to convert) and asks here for the script type: identical
// descriptions share one ClassType, as PyTorch's concrete module types do.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "compiler/program.h"

namespace ts {

/// What an instance of a module class looks like to torch.jit.script.
struct ModuleTypeSpec {
  ClassInfo* info = nullptr;  ///< the class (methods, annotations); null for containers
  std::string name;           ///< qualified name before mangling (`__torch__.Net`)
  std::string python_name;    ///< `Net`, for messages and `original_name`
  ModuleContainer container = ModuleContainer::None;
  std::vector<ScriptAttr> attrs;  ///< slots in order (parameters, buffers, plain, submodules)
  /// Attributes with no TorchScript type: name -> the hint script code
  /// reports on use (Note [Failed attributes]).
  std::vector<std::pair<std::string, std::string>> unconvertible;
  std::vector<std::pair<std::string, IValue>> constants;  ///< `Final` / `__constants__`
  /// Attributes holding functions: Note [Function attributes].
  std::vector<std::pair<std::string, Resolved>> functions;
  /// Which forward hooks and pre-hooks the instance has (types with
  /// different hooks differ, compiler/module_hooks.h).
  std::string hooks;
};

/// The script type for `spec`: reused when an identical spec was seen in
/// this session, else a new type (mangled `___torch_mangle_N` after the first
/// of its name) registered with its class and constants.
ClassType* scriptModuleType(ProgramShared& shared, const ModuleTypeSpec& spec);

/// Compiles `forward` and the `@torch.jit.export` methods of `info`'s class
/// for self type `t` (the methods they call are compiled on the way) and
/// records their signatures on `t`, so it can stand for a module interface.
/// Throws CompileError.
void compileModuleMethods(ClassInfo& info, ClassType* t);

/// Compiles one method of `t` and records its signature on the type, so the
/// type can stand where an interface is expected.
void compileAndRecord(ClassInfo& info, ClassType* t, const std::string& name);

/// `self.name` when `name` is an `@torch.jit.ignore`/`unused` method of
/// module class `info`: the Python method through the class's Resolver;
/// nullptr for compiled methods.
SugaredPtr ignoredModuleMethod(ClassInfo& info, const std::string& name, Value* self);

/// The first call of a Python function (`prim::PythonOp`, an ignored
/// function or method) in the compiled methods of `module` or its
/// submodules, or nullptr. PyTorch refuses to save such a module.
const Node* findPythonCall(ProgramShared& shared, const IValue& module);

/// The type of `info`'s class-level annotation of attribute `name` (from
/// the class or its module bases), or nullptr when it has none.
TypePtr annotatedAttributeType(ClassInfo& info, const std::string& name);

}  // namespace ts
