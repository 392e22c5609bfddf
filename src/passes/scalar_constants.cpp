// ===--- scalar_constants.cpp - Note [Zero-dim tensor constants] ----------=== //
//
// Note [Zero-dim tensor constants]
// PyTorch 1.13's graph executor (profiling and legacy alike, unless
// torch.jit.optimized_execution(False)) rewrites `aten::add|sub|mul|div`
// whose `other` is a prim::Constant holding a 0-dim tensor into the Scalar
// overload on that tensor's value. Such constants are what tracing makes
// of Python numbers (`x * 1.5` records CONSTANTS.cN, a 0-dim double) and
// what freezing makes of 0-dim buffers. The rewrite changes type promotion:
// a Scalar promotes like a Python number (int32 * 1.5 is float32, a bool
// mask * 2.5 float32, float * (1+1j) complex64), a 0-dim tensor by its own
// dtype (float64, complex128). Only `other` is rewritten, and only these
// four operators (and their in-place forms): rsub, pow, remainder,
// floor_divide, div with a rounding mode and the rest keep the tensor, as
// they do in PyTorch. Loaded traced and frozen files give PyTorch's dtypes
// only with the same rewrite, so it runs even when the optimizing passes
// are off.
#include "ops/registry.h"
#include "passes/effects.h"
#include "passes/passes.h"
#include "runtime/value_constant.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

/// The Scalar overload replacing a Tensor one, or null.
const Operator* scalarOverload(const Node* n) {
  const Operator* op = nodeOperator(n);
  if (!op || op->schema.overload != "Tensor") return nullptr;
  // The aliases too: PyTorch normalizes them to these before optimizing.
  static const char* const kNames[] = {"aten::add",      "aten::sub",      "aten::mul",         "aten::div",
                                       "aten::add_",     "aten::sub_",     "aten::mul_",        "aten::div_",
                                       "aten::subtract", "aten::multiply", "aten::divide",      "aten::true_divide",
                                       "aten::subtract_", "aten::multiply_", "aten::divide_", "aten::true_divide_"};
  for (const char* name : kNames) {
    if (op->schema.name == name) return Registry::global().find(std::string(name) + ".Scalar");
  }
  return nullptr;
}

/// A 0-dim tensor constant's value as the number the Scalar overload takes.
bool zeroDimConstant(const Value* v, IValue& number, TypePtr& type) {
  const Node* c = v->node();
  if (c->kind() != prim::Constant) return false;
  IValue t = valueConstant(c);
  if (!t.isTensor()) return false;
  const Tensor& x = t.toTensor();
  if (!x.defined() || x.dim() != 0 || x.requires_grad()) return false;
  Scalar s = x.item();
  switch (s.tag()) {
    case Scalar::Tag::Int: number = IValue(s.toLong()); type = Type::int_(); return true;
    case Scalar::Tag::Double: number = IValue(s.toDouble()); type = Type::float_(); return true;
    case Scalar::Tag::Bool: number = IValue(s.toBool()); type = Type::bool_(); return true;
    case Scalar::Tag::Complex: number = IValue(s.toComplexDouble()); type = Type::complex(); return true;
  }
  return false;
}

Value* numberConstant(Graph& g, Node* before, const IValue& v, const TypePtr& type) {
  Node* c = g.create(prim::Constant, {}, 1);
  if (v.isInt()) c->setAttribute(attr::value, v.toInt());
  else if (v.isBool()) c->setAttribute(attr::value, int64_t{v.toBool()});
  else if (v.isDouble()) c->setAttribute(attr::value, v.toDouble());
  else setValueConstant(c, v);
  c->output()->setType(type);
  c->insertBefore(before);
  return c->output();
}

void rewriteBlock(Graph& g, Block* b) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) rewriteBlock(g, inner);
    if (n->inputs().size() < 2) continue;
    const Operator* scalar_op = scalarOverload(n);
    IValue number;
    TypePtr type;
    if (!scalar_op || !zeroDimConstant(n->input(1), number, type)) continue;
    n->replaceInput(1, numberConstant(g, n, number, type));
    n->op = scalar_op;
    n->schema_name = scalar_op->schema.overload;
  }
}

}  // namespace

void scalarizeTensorConstants(Graph& g) { rewriteBlock(g, g.block()); }

}  // namespace ts
