// ===--- ignored_fn.cpp - @torch.jit.ignore / @torch.jit.unused in script -=== //
// A call from script code to an ignored function is a prim::PythonOp that
// runs the Python function at the Python level (arguments and result cross
// the boundary); an unused function's call raises PyTorch's error instead.
#include "compiler/python_op.h"
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
    IValue result = py::call(in, fn, a);
    IValue converted;
    if (!toScript(in, result, ret, converted))
      throw Error("Expected a value of type '" + ret->str() + "' but the ignored function returned '" +
                  typeName(in, result) + "'");
    stack.push_back(std::move(converted));
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
    // Parameters default to Tensor, as PyTorch types unannotated ones.
    std::vector<Value*> inputs;
    size_t next = 0;
    for (const ast::Param& p : def->params) {
      if (self && inputs.empty()) {
        // A module's ignored method: self is the script module.
        inputs.push_back(self);
        continue;
      }
      if (p.kind != ast::ParamKind::Positional) e.fail("ignored functions with *args or keyword-only parameters are not supported", loc);
      TypePtr t = p.annotation ? e.parseTypeExpr(*p.annotation) : Type::tensor();
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
    TypePtr ret = def->returns ? e.parseTypeExpr(*def->returns) : Type::tensor();
    auto callback = makeRef<PythonCallback>(in, fn, ret, unused);
    return std::make_shared<SimpleValue>(emitPythonOp(e, def->name, callback, inputs, ret, loc));
  }

  Interp& in;
  IValue fn;
  const ast::FunctionDef* def;
  bool unused;
  Value* self;
};

}  // namespace

SugaredPtr ignoredFunctionValue(Interp& in, const IValue& fn, const ast::FunctionDef& def, bool unused) {
  return std::make_shared<IgnoredFunctionValue>(in, fn, &def, unused);
}

SugaredPtr ignoredMethodValue(Interp& in, const IValue& fn, const ast::FunctionDef& def, bool unused, Value* self) {
  return std::make_shared<IgnoredFunctionValue>(in, fn, &def, unused, self);
}

bool isUnusedError(const ScriptError& e) { return e.message() == kUnusedMessage; }

}  // namespace ts::py
