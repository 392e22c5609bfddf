// ===--- ignored_fn.cpp - @torch.jit.ignore / @torch.jit.unused in script -=== //
// A call from script code to an ignored function is a prim::PythonOp that
// runs the Python function at the Python level (arguments and result cross
// the boundary); an unused function's call raises PyTorch's error instead.
#include <tuple>

#include "compiler/python_op.h"
#include "compiler/raise_kind.h"
#include "ops/grad_hook.h"
#include "python/eval.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_state.h"

namespace ts::py {
namespace {

const char kUnusedMessage[] = "This Python function is annotated to be ignored and cannot be run";

/// Runs the Python function on script values.
struct PythonCallback : PythonOpCallable {
  PythonCallback(Interp& i, IValue f, TypePtr r, bool u) : in(i), fn(std::move(f)), ret(r), unused(u) {}
  void call(Stack& stack, size_t num_inputs) const override {
    if (unused) throw Error(kUnusedMessage);
    std::vector<IValue> args(num_inputs);
    for (size_t i = 0; i < num_inputs; ++i) args[i] = fromScript(in, stack[stack.size() - num_inputs + i]);
    stack.resize(stack.size() - num_inputs);
    Args a;
    a.pos = args.data();
    a.n = args.size();
    IValue result;
    GradTapeScope python_level(nullptr);  // Python-level ops record themselves (Note [Grad tape])
    try {
      result = py::call(in, fn, a);
    } catch (PyErr& e) {
      throw Error(pythonErrorText(e));
    }
    IValue converted;
    // pybind11 turns None into an undefined tensor for a Tensor result.
    if (result.isNone() && ret->is(TypeKind::Tensor)) {
      stack.push_back(result);
      return;
    }
    if (!toScript(in, result, ret, converted))
      throw Error(" expected value of type " + ret->schemaStr() + " for return value but instead got value of type " +
                  typeName(in, result) + ".\nValue: " + repr(in, result) +
                  "\nCast error details: Unable to cast Python instance to C++ type (#define "
                  "PYBIND11_DETAILED_ERROR_MESSAGES or compile in debug mode for details)");
    stack.push_back(std::move(converted));
  }

  /// PyTorch's text for a Python exception inside a PythonOp: `KeyError:
  /// 'nope'`, then `At:` and the Python frames, innermost first.
  std::string pythonErrorText(PyErr& e) const {
    std::string text = typeName(in, e.exc) + ": " + toStr(in, e.exc) + "\n\nAt:\n";
    if (auto* exc = asPyT<PyInstance>(e.exc))
      for (const PyInstance::TbEntry& t : exc->traceback)
        text += "  " + t.source->filename() + "(" + std::to_string(t.source->lineOf(t.start)) + "): " + t.func + "\n";
    for (Frame* f = in.top; f; f = f->back)
      if (f->stmt && f->stmt->source && f->code)
        text += "  " + f->stmt->source->filename() + "(" + std::to_string(f->stmt->line()) + "): " + f->code->name + "\n";
    return text;
  }
  Interp& in;
  IValue fn;
  TypePtr ret;
  bool unused;
};

struct IgnoredFunctionValue : SugaredValue {
  IgnoredFunctionValue(Interp& i, IValue f, const ast::FunctionDef* d, bool u, Value* s = nullptr)
      : in(i), fn(std::move(f)), def(d), unused(u), self(s) {}
  std::string kind() const override { return "function"; }

  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    // Parameters default to Tensor, as PyTorch types unannotated ones; a
    // `# type:` comment types them all.
    std::vector<TypePtr> comment_types;
    TypePtr comment_return = nullptr;
    if (def->type_comment)
      std::tie(comment_types, comment_return) = e.program().parseTypeComment(
          *def->type_comment, def->type_comment_range, e, def->params.size(), self != nullptr);
    for (const ast::Param& p : def->params)
      if (p.kind != ast::ParamKind::Positional) return callVarargs(e, loc, args, comment_return);
    std::vector<Value*> inputs;
    size_t next = 0;
    size_t index = 0;
    for (const ast::Param& p : def->params) {
      size_t comment_index = index++ - (self ? 1 : 0);
      if (self && inputs.empty()) {
        // A module's ignored method: self is the script module.
        inputs.push_back(self);
        continue;
      }
      TypePtr t = p.annotation                              ? e.parseTypeExpr(*p.annotation)
                  : comment_index < comment_types.size() ? comment_types[comment_index]
                                                          : Type::tensor();
      const NamedValue* arg = nullptr;
      if (next < args.size() && args[next].name.empty()) arg = &args[next++];
      for (const NamedValue& a : args)
        if (!arg && a.name == p.name) arg = &a;
      if (!arg) {
        if (p.default_value) e.fail("ignored function '" + def->name + "': pass '" + p.name + "' explicitly", loc);
        e.fail(def->name + "() is missing value for argument '" + p.name + "'", loc);
      }
      Value* v = arg->value->type()->isSubtypeOf(t) ? arg->value : e.tryConvert(arg->value, t, true, arg->range);
      if (!v)
        e.fail("Expected a value of type '" + t->str() + "' for argument '" + p.name + "' but instead found type '" +
                   arg->value->type()->str() + "'.",
               arg->range);
      inputs.push_back(v);
    }
    TypePtr ret = def->returns ? e.parseTypeExpr(*def->returns) : comment_return ? comment_return : Type::tensor();
    return emitCall(e, inputs, ret, loc);
  }

  /// A function with *args (or keyword-only parameters): as PyTorch's
  /// default signature, every argument passed is a Tensor (positionally).
  SugaredPtr callVarargs(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args, TypePtr comment_return) {
    std::vector<Value*> inputs;
    if (self) inputs.push_back(self);
    for (const NamedValue& a : args) {
      if (!a.name.empty()) e.fail("ignored function '" + def->name + "': keyword arguments are not supported", a.range);
      if (!a.value->type()->isSubtypeOf(Type::tensor()))
        e.fail("Expected a value of type 'Tensor' for argument '" + def->name + "' but instead found type '" +
                   a.value->type()->str() + "'.",
               a.range);
      inputs.push_back(a.value);
    }
    TypePtr ret = def->returns ? e.parseTypeExpr(*def->returns) : comment_return ? comment_return : Type::tensor();
    return emitCall(e, inputs, ret, loc);
  }

  /// The call: a prim::PythonOp, or for an @unused function what PyTorch's
  /// PythonValue::call emits for a dropped one (a raise, then an
  /// uninitialized result).
  SugaredPtr emitCall(Emitter& e, const std::vector<Value*>& inputs, TypePtr ret, const SourceRange& loc) {
    if (unused) {
      Node* r = e.insert(prim::RaiseException, {e.constant(IValue(std::string(kUnusedMessage)), loc)}, 0, loc);
      markUnclassedRaise(r);
      return std::make_shared<SimpleValue>(e.insert(prim::Uninitialized, {}, 1, loc)->output()->setType(ret));
    }
    auto callback = makeRef<PythonCallback>(in, fn, ret, unused);
    return std::make_shared<SimpleValue>(emitPythonOp(e, def->name, callback, inputs, ret, loc));
  }

  Interp& in;
  IValue fn;
  const ast::FunctionDef* def;
  bool unused;
  Value* self;
};

/// An `@torch.jit.ignore`d class: PyTorch leaves it a Python value, and a
/// call of a Python value first checks (annotations.check_fn) that its
/// source is a def, which a class statement is not.
struct IgnoredClassValue : SugaredValue {
  explicit IgnoredClassValue(std::string name) : name(std::move(name)) {}
  std::string kind() const override { return "python value"; }
  SugaredPtr call(Emitter&, const SourceRange& loc, std::vector<NamedValue>&) override {
    CompileError err("Cannot instantiate class '" + name + "' in a script function", loc);
    err.setFrontendClass(CompileError::FrontendClass::FrontendError);
    throw err;
  }
  std::string name;
};

/// A ScriptModule that is no submodule of the caller (a global): PyTorch's
/// toSugaredValue rejects it wherever script code names it.
struct ForeignScriptModuleValue : SugaredValue {
  std::string kind() const override { return "ScriptModule"; }
  [[noreturn]] static void reject(const SourceRange& loc) {
    throw CompileError("Cannot call a ScriptModule that is not a submodule of the caller", loc);
  }
  Value* asValue(Emitter&, const SourceRange& loc) override { reject(loc); }
  SugaredPtr attr(Emitter&, const SourceRange& loc, const std::string&) override { reject(loc); }
  SugaredPtr call(Emitter&, const SourceRange& loc, std::vector<NamedValue>&) override { reject(loc); }
};

}  // namespace

SugaredPtr foreignScriptModuleValue() { return std::make_shared<ForeignScriptModuleValue>(); }

SugaredPtr ignoredClassValue(const std::string& name) { return std::make_shared<IgnoredClassValue>(name); }

SugaredPtr ignoredFunctionValue(Interp& in, const IValue& fn, const ast::FunctionDef& def, bool unused) {
  return std::make_shared<IgnoredFunctionValue>(in, fn, &def, unused);
}

SugaredPtr ignoredMethodValue(Interp& in, const IValue& fn, const ast::FunctionDef& def, bool unused, Value* self) {
  return std::make_shared<IgnoredFunctionValue>(in, fn, &def, unused, self);
}

bool isUnusedError(const ScriptError& e) { return e.message() == kUnusedMessage; }

}  // namespace ts::py
