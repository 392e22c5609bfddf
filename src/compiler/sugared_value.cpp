// ===--- sugared_value.cpp - attribute access and calls on sugared values -=== //
#include "compiler/sugared_value.h"

#include <algorithm>
#include <optional>

#include "compiler/emitter.h"
#include "compiler/program.h"

namespace ts {

static Symbol aten(const std::string& name) { return Symbol::fromQualString("aten::" + name); }

Value* SugaredValue::asValue(Emitter& e, const SourceRange& loc) {
  e.fail(kind() + " cannot be used as a value", loc);
}

SugaredPtr SugaredValue::attr(Emitter& e, const SourceRange& loc, const std::string& name) {
  e.fail("attribute lookup is not defined on " + kind(), loc);
}

SugaredPtr SugaredValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>&) {
  e.fail("cannot call a " + kind(), loc);
}

// ---- SimpleValue ------------------------------------------------------------ //

static bool mentionsTypeVar(TypePtr t) {
  if (t->is(TypeKind::Var)) return true;
  return std::any_of(t->contained().begin(), t->contained().end(), mentionsTypeVar);
}

std::string SimpleValue::kind() const { return "value of type '" + value->type()->str() + "'"; }

SugaredPtr SimpleValue::attr(Emitter& e, const SourceRange& loc, const std::string& name) {
  TypePtr t = value->type();
  // NamedTuples, and the anonymous named tuples of operator returns.
  if (const auto* nt = dynamic_cast<const NamedTupleType*>(t)) {
    int i = nt->fieldIndex(name);
    if (i >= 0) {
      Node* n = e.insert(prim::TupleIndex, {value, e.constant(IValue(int64_t{i}), loc)}, 1, loc);
      n->output()->setType(t->contained()[i]);
      return std::make_shared<SimpleValue>(n->output());
    }
  }
  if (SugaredPtr special = e.program().typeAttribute(e, value, name, loc)) return special;
  // Everything else is a method: `xs.append(1)` calls aten::append(xs, 1).
  // As PyTorch's BuiltinFunction::tryCreate: an operator is a method of the
  // value when an overload takes it as its `self` argument (`aten::add.int`
  // takes `a`, so `(1).add(1)` is no method call).
  Symbol method = aten(name);
  bool is_method = false;
  for (const Operator* op : Registry::global().lookup(method)) {
    const auto& params = op->schema.arguments;
    // `self` may sit anywhere: aten::where.self(Tensor condition, Tensor self, ...).
    auto at = std::find_if(params.begin(), params.end(), [](const auto& p) { return p.name == "self"; });
    if (at == params.end()) continue;
    TypePtr self = at->type;
    is_method = is_method || mentionsTypeVar(self) || t->isSubtypeOf(self) || self->is(TypeKind::AnyList) ||
                self->is(TypeKind::AnyTuple) || self->is(TypeKind::AnyClass) || self->is(TypeKind::AnyEnum);
  }
  if (!is_method) e.fail("'" + e.typeRepr(value) + "' object has no attribute or method '" + name + "'.", loc);
  return std::make_shared<BuiltinFunction>(method, value);
}

SugaredPtr SimpleValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  return e.program().callValue(e, value, args, loc);
}

// ---- ModuleValue ------------------------------------------------------------ //

SugaredPtr ModuleValue::attr(Emitter& e, const SourceRange& loc, const std::string& field) {
  return e.program().moduleAttribute(e, name, field, loc);
}

// ---- calls ------------------------------------------------------------------- //

SugaredPtr BuiltinFunction::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  std::vector<NamedValue> all;
  if (self) all.push_back({"", self, loc, true});
  all.insert(all.end(), args.begin(), args.end());
  return std::make_shared<SimpleValue>(e.emitBuiltinCall(symbol, all, loc));
}

SugaredPtr PythonBuiltin::callSpecialForm(Emitter& e, const ast::Call& c, TypePtr) {
  return e.program().callWithAst(e, name, c);
}

bool PythonBuiltin::locatedAtWholeCall() const {
  static const char* const kSpecialForms[] = {"tuple", "getattr", "hasattr", "isinstance", "list",
                                              "dict",  "range",   "zip",     "enumerate"};
  for (const char* f : kSpecialForms)
    if (name == f) return true;
  return false;
}

SugaredPtr PythonBuiltin::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  return e.program().callBuiltin(e, name, args, loc);
}

SugaredPtr FunctionValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  return std::make_shared<SimpleValue>(e.emitFunctionCall(fn, args, loc));
}

SugaredPtr FunctionValue::attr(Emitter& e, const SourceRange& loc, const std::string& name) {
  e.fail("'function' object has no attribute '" + name + "'", loc);
}

SugaredPtr PythonFunctionValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  if (!overloads.empty()) {
    if (std::find(overloads.begin(), overloads.end(), def) != overloads.end())
      // PyTorch's Python side raises this while resolving the name: no source.
      throw Error("Implementation for the function \"" + owner->qualifiedPrefix() + "." + def->name +
                  "\" is missing. Please make sure a definition is provided and defined after all overload "
                  "declarations.");
    for (bool allow : {false, true})  // exact matches first, as PyTorch's matchSchemas
      for (size_t i = 0; i < overloads.size(); ++i)
        if (Value* r = e.tryEmitFunctionCall(owner->compileOverload(*def, *overloads[i], i), args, loc, allow))
          return std::make_shared<SimpleValue>(r);
    e.fail("Could not match any of the overloads of function '" + def->name + "'", loc);
  }
  Function* fn = owner->compileScript(*def);
  return std::make_shared<SimpleValue>(e.emitFunctionCall(fn, args, loc));
}

SugaredPtr BuiltinSourceValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  std::vector<Function*> fns;
  for (const auto& [def, program] : overloads) fns.push_back(program->compileScript(*def));
  Value* call = e.emitOverloadedFunctionCall(fns, args, loc);
  return std::make_shared<SimpleValue>(e.inlineFunctionCall(call->node()));
}

SugaredPtr BooleanDispatchValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  const auto& spec = dispatch->args;
  auto literal = [&](size_t i) -> const ast::Expr& {
    if (spec.size() != 5) e.fail("internal: _boolean_dispatch expects 5 arguments", dispatch->range);
    return *spec[i];
  };
  const std::string& arg_name = literal(0).as<ast::StringLiteral>()->value;
  size_t arg_index = static_cast<size_t>(literal(1).as<ast::IntLiteral>()->value);
  bool flag = literal(2).as<ast::BoolLiteral>()->value;
  // As PyTorch: the positional slot first, then the keyword, else the default.
  const Value* chosen = nullptr;
  std::string where;
  if (arg_index < args.size() && args[arg_index].name.empty()) {
    chosen = args[arg_index].value;
    where = "Argument for boolean dispatch at position " + std::to_string(arg_index) + " was not constant";
  }
  for (const NamedValue& a : args)
    if (!chosen && a.name == arg_name) {
      chosen = a.value;
      where = "Keyword argument '" + arg_name + "' for boolean dispatch at position was not constant";
    }
  if (chosen) {
    std::optional<IValue> known;
    if (chosen->node()->kind() == prim::Constant && chosen->type()->is(TypeKind::Bool))
      known = IValue(chosen->node()->i(attr::value) != 0);
    if (!known || !known->isBool()) e.fail(where, loc);
    flag = known->toBool();
  }
  const std::string& target = literal(flag ? 3 : 4).as<ast::StringLiteral>()->value;
  SugaredPtr fn = owner->stdlibAttribute(owner->stdlibModuleName(), target, e);
  if (!fn) e.fail("internal: no function " + target + " for boolean dispatch", dispatch->range);
  return fn->call(e, loc, args);
}

SugaredPtr NoOpValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>&) {
  return std::make_shared<SimpleValue>(e.noneValue(loc));
}

SugaredPtr TypeValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  return e.program().callType(e, type, args, loc);
}

}  // namespace ts
