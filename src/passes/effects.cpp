// ===--- effects.cpp - what a node may do besides computing its outputs ---=== //
#include "passes/effects.h"

#include <algorithm>
#include <string_view>
#include <unordered_set>

#include "ops/registry.h"

namespace ts {
namespace {

Symbol primSym(const char* name) { return Symbol::fromQualString(std::string("prim::") + name); }

bool typeHasTensor(const TypePtr& t) {
  if (t->is(TypeKind::Tensor)) return true;
  for (const TypePtr& c : t->contained())
    if (typeHasTensor(c)) return true;
  return t->is(TypeKind::Optional) && typeHasTensor(t->elem());
}

/// Outputs that cannot be changed behind a value's back once made (tensors
/// are handled by mayWriteTensors over the region being optimized).
bool isValueLike(const TypePtr& t) {
  switch (t->kind()) {
    case TypeKind::Tensor: case TypeKind::Int: case TypeKind::Float: case TypeKind::Bool:
    case TypeKind::Str: case TypeKind::None: case TypeKind::Device: case TypeKind::Number:
      return true;
    case TypeKind::Optional: return isValueLike(t->elem());
    default: return false;
  }
}

/// Operators that draw random numbers or act on the world.
bool hasHiddenEffects(const std::string& name) {
  static const std::unordered_set<std::string_view> names = {
      "aten::rand", "aten::rand_like", "aten::randn", "aten::randn_like", "aten::randint", "aten::randint_like",
      "aten::randperm", "aten::bernoulli", "aten::multinomial", "aten::normal", "aten::poisson", "aten::dropout",
      "aten::feature_dropout", "aten::alpha_dropout", "aten::feature_alpha_dropout", "aten::rrelu",
      "aten::manual_seed", "aten::seed", "aten::initial_seed", "aten::get_rng_state", "aten::set_rng_state",
      "aten::warn", "aten::sleep", "aten::native_dropout", "aten::_standard_gamma", "aten::_sample_dirichlet", "aten::binomial",
      // Grad mode is run-time state: reading it twice may give two answers.
      "aten::is_grad_enabled", "aten::set_grad_enabled"};
  return names.count(name) > 0;
}

}  // namespace

bool isPure(const Node* n) {
  if (n->kind() == prim::Constant) return true;
  const Operator* op = nodeOperator(n);
  if (!op || n->callee || n->outputs().empty() || n->blocks().size() > 0) return false;
  if (hasHiddenEffects(op->schema.name)) return false;
  for (const SchemaArgument& a : op->schema.arguments)
    if (a.is_write) return false;
  for (const Value* v : n->outputs())
    if (!isValueLike(v->type())) return false;
  return true;
}

bool mayWriteTensors(const Node* n) {
  static const std::vector<Symbol> safe_prims = {
      prim::Constant, prim::If, prim::Loop, prim::ListConstruct, prim::ListUnpack, prim::TupleConstruct,
      prim::TupleUnpack, prim::TupleIndex, prim::DictConstruct, prim::RaiseException, prim::Uninitialized,
      prim::unchecked_cast, primSym("ReturnStmt"), primSym("BreakStmt"), primSym("ContinueStmt"), primSym("DeriveIndex"),
      primSym("RangeLength"), primSym("FusionGroup"), prim::isinstance, prim::GetAttr, prim::SetAttr};
  if (n->callee) return true;
  if (const Operator* op = nodeOperator(n)) {
    // Switching grad mode changes what later tensor results carry.
    if (op->schema.name == "aten::set_grad_enabled") return true;
    for (const SchemaArgument& a : op->schema.arguments)
      if (a.is_write && typeHasTensor(a.type)) return true;
  } else if (std::find(safe_prims.begin(), safe_prims.end(), n->kind()) == safe_prims.end()) {
    return true;
  }
  for (const Block* b : n->blocks())
    for (const Node* inner : *b)
      if (mayWriteTensors(inner)) return true;
  return false;
}

bool hasEarlyExit(const Node* n, bool count_nested_loop_exits) {
  Symbol k = n->kind();
  if (k == primSym("ReturnStmt")) return true;
  if (k == primSym("BreakStmt") || k == primSym("ContinueStmt")) return count_nested_loop_exits;
  // break/continue inside a nested loop leave only that loop.
  bool nested = count_nested_loop_exits && k != prim::Loop;
  for (const Block* b : n->blocks())
    for (const Node* inner : *b)
      if (hasEarlyExit(inner, nested)) return true;
  return false;
}

std::string operatorFullName(const Node* n) {
  const Operator* op = nodeOperator(n);
  if (!op) return "";
  return op->schema.name + (op->schema.overload.empty() ? "" : "." + op->schema.overload);
}

bool mayRaise(const Node* n) {
  static const std::vector<Symbol> safe_prims = {prim::Constant, prim::GetAttr, prim::SetAttr,
                                                 primSym("CreateObject"), prim::TupleConstruct};
  static const std::unordered_set<std::string> safe_ops = [] {
    std::unordered_set<std::string> ops = {"aten::__not__", "aten::__and__.bool", "aten::__or__.bool",
                                           "aten::Float.int", "aten::Float.bool",
                                           "aten::Bool.int", "aten::Bool.float", "aten::Int.bool",
                                           "aten::neg.int", "aten::neg.float", "aten::__is__", "aten::__isnot__"};
    for (const char* name : {"aten::add", "aten::sub", "aten::mul", "aten::lt", "aten::le", "aten::gt", "aten::ge",
                             "aten::eq", "aten::ne", "prim::min", "prim::max"})
      for (const char* overload : {".int", ".float", ".int_float", ".float_int"}) ops.insert(std::string(name) + overload);
    for (const char* name : {"aten::add", "aten::sub", "aten::mul"})
      for (const char* overload : {".complex", ".complex_float", ".float_complex", ".complex_int", ".int_complex"})
        ops.insert(std::string(name) + overload);
    for (const char* x : {"bool", "float", "int"})
      for (const char* y : {"bool", "float", "int"}) ops.insert(std::string("aten::Complex.") + x + "_" + y);
    return ops;
  }();
  if (!n->blocks().empty() || n->callee) return true;
  if (std::find(safe_prims.begin(), safe_prims.end(), n->kind()) != safe_prims.end()) return false;
  std::string name = operatorFullName(n);
  // float() of a complex Scalar raises; of an int or float it cannot.
  if (name == "aten::Float.Scalar")
    return !n->input(0)->type()->is(TypeKind::Int) && !n->input(0)->type()->is(TypeKind::Float);
  return safe_ops.count(name) == 0;
}

bool hasOnlyScalarValues(const Node* n) {
  auto scalar = [](const Value* v) {
    switch (v->type()->kind()) {
      case TypeKind::Int: case TypeKind::Float: case TypeKind::Bool: case TypeKind::Str: case TypeKind::None:
      case TypeKind::Complex:
        return true;
      default: return false;
    }
  };
  return std::all_of(n->inputs().begin(), n->inputs().end(), scalar) &&
         std::all_of(n->outputs().begin(), n->outputs().end(), scalar);
}

bool isFusibleElementwise(const Node* n) {
  static const std::unordered_set<std::string_view> ops = {
      "aten::add.Tensor", "aten::add.Scalar", "aten::sub.Tensor", "aten::sub.Scalar", "aten::rsub.Tensor",
      "aten::rsub.Scalar", "aten::mul.Tensor", "aten::mul.Scalar", "aten::div.Tensor", "aten::div.Scalar",
      "aten::neg", "aten::abs", "aten::exp", "aten::expm1", "aten::log", "aten::log1p", "aten::sqrt",
      "aten::rsqrt", "aten::reciprocal", "aten::square", "aten::sin", "aten::cos", "aten::tanh", "aten::sigmoid",
      "aten::relu", "aten::erf", "aten::floor", "aten::ceil", "aten::trunc", "aten::clamp",
      "aten::pow.Tensor_Scalar", "aten::pow.Tensor_Tensor", "aten::maximum", "aten::minimum", "aten::lerp.Scalar",
      "aten::where.self", "aten::where.ScalarOther", "aten::where.ScalarSelf"};
  const Operator* op = nodeOperator(n);
  if (!op || n->outputs().size() != 1 || !n->output()->type()->is(TypeKind::Tensor)) return false;
  std::string full = op->schema.name + (op->schema.overload.empty() ? "" : "." + op->schema.overload);
  return ops.count(full) > 0;
}

}  // namespace ts
