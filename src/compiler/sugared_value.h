// ===--- sugared_value.h - what a name or expression denotes -------------=== //
// Not every expression is a first-class Value: `torch`, `math.sqrt`, `len`,
// `x.append` or a script function are "sugared" until called or used. The
// emitter works with SugaredValues and lowers them to IR Values on demand.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "ir/ir.h"
#include "runtime/ivalue.h"

namespace ts {

class Emitter;
class Function;
class Program;
struct SugaredValue;
using SugaredPtr = std::shared_ptr<SugaredValue>;

/// A call argument: positional (name empty) or keyword.
struct NamedValue {
  std::string name;
  Value* value;
  SourceRange range;
  /// The object of a method call (`x` of `x.where(c, y)`): it binds to the
  /// schema's argument named `self`, wherever that is.
  bool is_self = false;
};

struct SugaredValue {
  virtual ~SugaredValue() = default;
  /// What this is, for messages ("builtin function", "module 'math'").
  virtual std::string kind() const = 0;
  virtual Value* asValue(Emitter& e, const SourceRange& loc);
  virtual SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name);
  virtual SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args);
  /// A special form that needs its arguments unevaluated (isinstance's
  /// types, `__new__`'s class) or the type its context expects (`hint`,
  /// from an annotation or return type; tolist's element type): the call's
  /// result, or nullptr to emit the arguments as values and use call().
  virtual SugaredPtr callSpecialForm(Emitter& e, const ast::Call& c, TypePtr hint) { return nullptr; }
  /// Where a call of this value is located (its node, its errors): PyTorch
  /// uses the callee's range, except for its special forms (zip, range, ...).
  virtual bool locatedAtWholeCall() const { return false; }
};

/// An ordinary IR value.
struct SimpleValue : SugaredValue {
  explicit SimpleValue(Value* v) : value(v) {}
  std::string kind() const override;
  Value* asValue(Emitter&, const SourceRange&) override { return value; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override;
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  Value* value;
};

/// `slice(start, stop, step)`: PyTorch's SliceValue, only usable as an
/// index (`x[slice(1, 5)]`, or through a name bound to it).
struct SliceValue : SugaredValue {
  SliceValue(Value* l, Value* h, Value* s) : lo(l), hi(h), step(s) {}
  std::string kind() const override { return "slice"; }
  Value *lo, *hi, *step;
};

/// What `print(...)` evaluates to: PyTorch's NoneValue, which a statement
/// may discard but no expression may use ("None cannot be used as a value").
struct NoneResultValue : SugaredValue {
  std::string kind() const override { return "None"; }
};

/// A builtin module or namespace: `torch`, `math`, `torch.nn.functional`,
/// `typing`, `torch.jit`.
struct ModuleValue : SugaredValue {
  explicit ModuleValue(std::string n) : name(std::move(n)) {}
  std::string kind() const override { return "module '" + name + "'"; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override;
  std::string name;
};

/// An operator family looked up in the registry (`aten::sqrt`), optionally
/// bound to a self argument (`x.append` -> aten::append(x, ...)).
struct BuiltinFunction : SugaredValue {
  BuiltinFunction(Symbol s, Value* self_arg = nullptr) : symbol(s), self(self_arg) {}
  std::string kind() const override { return "builtin"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  Symbol symbol;
  Value* self;
};

/// A Python builtin with custom lowering (len, range, print, isinstance ...).
struct PythonBuiltin : SugaredValue {
  explicit PythonBuiltin(std::string n) : name(std::move(n)) {}
  std::string kind() const override { return "builtin function '" + name + "'"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  SugaredPtr callSpecialForm(Emitter& e, const ast::Call& c, TypePtr hint) override;
  bool locatedAtWholeCall() const override;
  std::string name;
};

/// A compiled script function.
struct FunctionValue : SugaredValue {
  explicit FunctionValue(Function* f) : fn(f) {}
  std::string kind() const override { return "function"; }
  /// `f.schema`, `f.graph`, `f.name`.
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override;
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  Function* fn;
};

/// A `def` nested in serialized code (a fork's subgraph): calling it
/// emits its body inline (Note [Imported fork closures], emit_stmt.cpp).
struct ImportedClosure : SugaredValue {
  explicit ImportedClosure(const ast::FunctionDef& d) : def(d) {}
  std::string kind() const override { return "function"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  const ast::FunctionDef& def;
  bool emitting = false;  ///< inside its own body (a recursive closure is an error)
};

/// An undecorated Python function called from script code: compiled as
/// script on first call.
struct PythonFunctionValue : SugaredValue {
  PythonFunctionValue(const ast::FunctionDef* d, Program* p) : def(d), owner(p) {}
  std::string kind() const override { return "function"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  const ast::FunctionDef* def;
  Program* owner;  ///< whose globals the function's body sees
  /// `@torch.jit._overload` stubs of `def` (Note [Function overloads]): a
  /// call compiles def's body under each stub's signature and calls the
  /// first whose parameters the arguments match.
  std::vector<const ast::FunctionDef*> overloads;
};

/// An operator PyTorch defines by TorchScript source (torch._assert):
/// Note [Builtin source functions] in program.cpp.
struct BuiltinSourceValue : SugaredValue {
  explicit BuiltinSourceValue(std::vector<std::pair<const ast::FunctionDef*, Program*>> defs)
      : overloads(std::move(defs)) {}
  std::string kind() const override { return "builtin"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  std::vector<std::pair<const ast::FunctionDef*, Program*>> overloads;  ///< in matching order
};

/// A stdlib def marked `@_boolean_dispatch(arg_name, arg_index, default,
/// if_true, if_false)` (torch.unique, ...): a call compiles the def a
/// constant bool argument selects, as PyTorch's boolean_dispatch does.
struct BooleanDispatchValue : SugaredValue {
  BooleanDispatchValue(const ast::FunctionDef* d, const ast::Call* spec, Program* p) : def(d), dispatch(spec), owner(p) {}
  std::string kind() const override { return "function"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  const ast::FunctionDef* def;
  const ast::Call* dispatch;  ///< the decorator call
  Program* owner;
};

/// A value known only at compile time, e.g. `math.pi` or a type name used in
/// isinstance; `type_value` is set for types.
struct TypeValue : SugaredValue {
  explicit TypeValue(TypePtr t) : type(t) {}
  std::string kind() const override { return "type"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  TypePtr type;
};

struct ClassInfo;

/// A class name: calling it constructs an instance; attributes are static
/// methods.
struct ClassValue : SugaredValue {
  explicit ClassValue(ClassInfo* c) : info(c) {}
  std::string kind() const override { return "class"; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override;
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  ClassInfo* info;
};

/// `Cls.__new__(Cls)` in serialized code: an object whose `__init__` the
/// code calls next (`(obj).__init__(...)`), as PyTorch's printer writes
/// script-class construction.
struct ClassNewValue : SugaredValue {
  explicit ClassNewValue(ClassInfo* c) : info(c) {}
  std::string kind() const override { return "builtin function '__new__'"; }
  SugaredPtr callSpecialForm(Emitter& e, const ast::Call& c, TypePtr hint) override;
  ClassInfo* info;
};

/// A method bound to its object (`acc.deposit`).
struct MethodValue : SugaredValue {
  MethodValue(Value* s, Function* f) : self(s), fn(f) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  Value* self;
  Function* fn;
};

/// A method of an interface-typed value, dispatched at run time.
struct InterfaceMethodValue : SugaredValue {
  InterfaceMethodValue(Value* s, const InterfaceMethod* m) : self(s), method(m) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  Value* self;
  const InterfaceMethod* method;
};

/// `ValueError("bad")` outside a raise: PyTorch's ExceptionMessageValue,
/// which a name may hold but no expression may use.
struct ExceptionMessageValue : SugaredValue {
  std::string kind() const override { return "exception message"; }
};

/// Whether `name` is one of the Python exception classes script code raises.
bool isExceptionClassName(const std::string& name);

/// `super()` in a module's `__init__`: `super().__init__()` does nothing.
struct NoOpValue : SugaredValue {
  std::string kind() const override { return "super"; }
  SugaredPtr attr(Emitter&, const SourceRange&, const std::string&) override {
    return std::make_shared<NoOpValue>();
  }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
};

/// `x.tolist()`: prim::tolist, whose result type is the context's type hint
/// (as in PyTorch, where the element type is not known until run time).
struct ToListMethodValue : SugaredValue {
  explicit ToListMethodValue(Value* s) : self(s) {}
  std::string kind() const override { return "method"; }
  SugaredPtr callSpecialForm(Emitter& e, const ast::Call& c, TypePtr hint) override;
  Value* self;
};

/// `x.float()` and friends: aten::to with a fixed dtype.
struct CastMethodValue : SugaredValue {
  CastMethodValue(Value* s, int64_t t) : self(s), scalar_type(t) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  Value* self;
  int64_t scalar_type;
};

/// `torch.LongTensor(...)` and the other legacy constructors: `(*sizes)` is
/// aten::empty, `(data)` aten::tensor, both of the class's dtype.
struct LegacyTensorConstructor : SugaredValue {
  explicit LegacyTensorConstructor(int64_t t) : scalar_type(t) {}
  std::string kind() const override { return "builtin"; }
  bool locatedAtWholeCall() const override { return true; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override;
  int64_t scalar_type;
};

/// `range(...)`, iterable only.
struct RangeValue : SugaredValue {
  std::string kind() const override { return "range"; }
  Value* start = nullptr;
  Value* end = nullptr;
  Value* step = nullptr;
};

}  // namespace ts
