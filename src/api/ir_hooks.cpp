// ===--- ir_hooks.cpp - schema lookup for parsed IR ----------------------=== //
#include "api/ir_hooks.h"

#include <map>
#include <memory>

namespace ts {
namespace {

using VarEnv = std::map<std::string, TypePtr>;

bool hasTypeVar(TypePtr t) {
  if (t->is(TypeKind::Var)) return true;
  for (TypePtr c : t->contained())
    if (hasTypeVar(c)) return true;
  return false;
}

/// Does `actual` fit `formal`, binding type variables (`t`, `t[]`) on the way?
bool accepts(TypePtr formal, TypePtr actual, VarEnv& env) {
  if (formal->is(TypeKind::Var)) {
    auto [it, fresh] = env.emplace(formal->name(), actual);
    return fresh || actual->isSubtypeOf(it->second);
  }
  if (formal->is(TypeKind::List) && actual->is(TypeKind::List)) {
    // Lists are invariant: a Tensor[] is no Tensor?[] (PyTorch's hacked_twin
    // overloads exist for exactly that difference).
    if (hasTypeVar(formal->elem())) return accepts(formal->elem(), actual->elem(), env);
    return formal->elem() == actual->elem() ||
           (actual->elem()->isSubtypeOf(formal->elem()) && formal->elem()->isSubtypeOf(actual->elem()));
  }
  if (formal->is(TypeKind::Optional) && !actual->is(TypeKind::None)) {
    TypePtr inner = actual->is(TypeKind::Optional) ? actual->elem() : actual;
    return accepts(formal->elem(), inner, env);
  }
  if (formal->is(TypeKind::Dict) && actual->is(TypeKind::Dict))
    return accepts(formal->contained()[0], actual->contained()[0], env) &&
           accepts(formal->contained()[1], actual->contained()[1], env);
  if (formal->is(TypeKind::Tuple) && formal->name().empty() && actual->is(TypeKind::Tuple)) {
    if (formal->contained().size() != actual->contained().size()) return false;
    for (size_t i = 0; i < formal->contained().size(); ++i)
      if (!accepts(formal->contained()[i], actual->contained()[i], env)) return false;
    return true;
  }
  if (formal->is(TypeKind::Future) && actual->is(TypeKind::Future)) return accepts(formal->elem(), actual->elem(), env);
  return actual->isSubtypeOf(formal);
}

/// `formal` with its bound variables replaced; unbound ones stay.
TypePtr substitute(TypePtr t, const VarEnv& env) {
  if (t->is(TypeKind::Var)) {
    auto it = env.find(t->name());
    return it == env.end() ? t : it->second;
  }
  if (t->is(TypeKind::List)) return Type::list(substitute(t->elem(), env));
  if (t->is(TypeKind::Optional)) return Type::optional(substitute(t->elem(), env));
  if (t->is(TypeKind::Dict)) return Type::dict(substitute(t->contained()[0], env), substitute(t->contained()[1], env));
  if (t->is(TypeKind::Tuple) && t->name().empty()) {
    std::vector<TypePtr> items;
    for (TypePtr c : t->contained()) items.push_back(substitute(c, env));
    return Type::tuple(items);
  }
  return t;
}

bool matches(const FunctionSchema& s, const std::vector<TypePtr>& inputs, VarEnv& env) {
  if (s.is_vararg ? inputs.size() < s.arguments.size() : inputs.size() != s.arguments.size()) return false;
  for (size_t i = 0; i < s.arguments.size(); ++i)
    if (!accepts(s.arguments[i].type, inputs[i], env)) return false;
  return true;
}

}  // namespace

const Operator* matchOperator(Symbol kind, const std::vector<TypePtr>& inputs) {
  for (const Operator* op : Registry::global().lookup(kind)) {
    VarEnv env;
    if (matches(op->schema, inputs, env)) return op;
  }
  return nullptr;
}

IrParseHooks registryIrHooks() {
  IrParseHooks hooks;
  hooks.infer_outputs = [](Symbol kind, const std::vector<TypePtr>& inputs,
                           size_t num_outputs) -> std::optional<std::vector<TypePtr>> {
    for (const Operator* op : Registry::global().lookup(kind)) {
      VarEnv env;
      if (op->schema.returns.size() != num_outputs || !matches(op->schema, inputs, env)) continue;
      std::vector<TypePtr> out;
      for (const SchemaArgument& r : op->schema.returns) out.push_back(substitute(r.type, env));
      return out;
    }
    return std::nullopt;
  };
  return hooks;
}

IrParseHooks standaloneIrHooks() {
  IrParseHooks hooks = registryIrHooks();
  auto placeholders = std::make_shared<std::map<std::string, TypePtr>>();
  hooks.resolve_type = [placeholders](const std::string& name) -> TypePtr {
    auto it = placeholders->find(name);
    if (it == placeholders->end()) it = placeholders->emplace(name, ClassType::create(name, false)).first;
    return it->second;
  };
  return hooks;
}

}  // namespace ts
