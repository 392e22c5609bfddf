// ===--- resolver.h - what a free name of script code denotes -------------=== //
// Script code compiled for the Python level resolves its global names through
// the LIVE values of the function's globals, as PyTorch's resolution callback
// does: the layer above describes each value, the compiler never sees it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "compiler/sugared_value.h"
#include "runtime/ivalue.h"

namespace ts {

class Program;
struct ClassInfo;

/// Note [Script name resolution]: the description of one global value. The
/// compiler turns it into what the name means in script code: a module path
/// (`torch`, `math`, `typing.List`, `torch.nn.functional.relu`) goes through
/// the builtin-module machinery, a `def` or `class` compiles recursively in
/// the Program of its own globals (`owner`), a constant becomes an IR
/// constant, and `sugared` lets the layer above supply a value of its own
/// (an ignored Python function, a module instance).
struct Resolved {
  enum class Kind : uint8_t {
    Undefined,    ///< not bound: a Python builtin name, else `undefined value`
    Module,       ///< `path`: a builtin module or a member of one
    Function,     ///< `function` (compiled as script on use) in `owner`
    Compiled,     ///< `compiled`: an already scripted function
    Class,        ///< `cls` in `owner`: a script class, NamedTuple, Enum or interface
    NamedTuple,   ///< a namedtuple made by a call: `path` its name, `fields`
    Constant,     ///< `constant`: None, bool, int, float, str, or tuples of them
    Sugared,      ///< `sugared`, used as it is
    Unsupported,  ///< a Python value script code cannot use; `path` is its type name
  };
  Kind kind = Kind::Undefined;
  std::string path;
  const ast::FunctionDef* function = nullptr;
  const ast::ClassDef* cls = nullptr;
  Program* owner = nullptr;  ///< nullptr: the Program asking
  /// Function: its `@torch.jit._overload` stubs (Note [Function overloads]).
  std::vector<const ast::FunctionDef*> overloads;
  /// Class: an Enum subclass (its base may be another Enum class).
  bool is_enum = false;
  Function* compiled = nullptr;
  /// NamedTuple: each field's name and annotation as type-expression text
  /// (empty: Tensor, as for collections.namedtuple).
  std::vector<std::pair<std::string, std::string>> fields;
  /// Constant: the value. Unsupported: the value when it is a plain
  /// constant (a global int), which still serves as an evaluated default.
  IValue constant;
  SugaredPtr sugared;

  static Resolved module(std::string p) {
    Resolved r;
    r.kind = Kind::Module;
    r.path = std::move(p);
    return r;
  }
  static Resolved constantValue(IValue v) {
    Resolved r;
    r.kind = Kind::Constant;
    r.constant = std::move(v);
    return r;
  }
};

/// A default argument as Python evaluated it when the `def` ran.
struct LiveDefault {
  IValue value;       ///< converted to the parameter's type
  bool fits = false;  ///< false: the value has no such conversion
  /// "list", "dict" or "tuple" (holding one) when the value is mutable,
  /// which PyTorch rejects as a default whatever spelled it.
  std::string mutable_class;
};

/// The callback interface: one per Python-level namespace (module globals).
class Resolver {
 public:
  virtual ~Resolver() = default;
  /// What global `name` means now (Kind::Undefined when it is not bound).
  virtual Resolved resolve(const std::string& name) = 0;
  /// What attribute `name` of the loaded Python module `module` is (a module
  /// the compiler has no builtin table for: PyTorch's PythonModuleValue
  /// looks the attribute up live); Kind::Undefined when there is none.
  virtual Resolved resolveMember(const std::string& module, const std::string& name) { return {}; }
  /// `self.m` for an `@torch.jit.ignore`/`unused` method `def` of module
  /// class `c` (defined in this namespace): a callable that runs the Python
  /// method on `self`; nullptr when the layer above has none.
  virtual SugaredPtr ignoredMethod(ClassInfo& c, const ast::FunctionDef& def, Value* self) { return nullptr; }
  /// The default of parameter `index` of `def` as the Python function made
  /// by that def holds it, converted to `type`; false when this layer has
  /// not seen the function.
  virtual bool liveDefault(const ast::FunctionDef& def, size_t index, TypePtr type, LiveDefault& out) { return false; }
};

}  // namespace ts
