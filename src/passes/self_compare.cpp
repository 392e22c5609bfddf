// ===--- self_compare.cpp - Note [Self comparison] ------------------------=== //
//
// Note [Self comparison]
// PyTorch's non-tensor peephole (PeepholeOptimizeNonTensor) replaces
// `aten::eq(v, v)` by True and `aten::ne(v, v)` by False when both inputs are
// the same Value of an immutable type that cannot raise on comparison:
// bool, int, float, None, or a List/Dict of those. This is observable: a NaN
// float compared with itself (`x == x`) is True in compiled code, so the
// pass is part of the semantics, not just an optimization. It runs after
// CSE, as PyTorch's does, so `x * y == x * y` folds too.
#include "ops/registry.h"
#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

bool immutableScalar(const TypePtr& t) {
  switch (t->kind()) {
    case TypeKind::Bool: case TypeKind::Int: case TypeKind::Float: case TypeKind::None: return true;
    default: return false;
  }
}

bool foldableType(const TypePtr& t) {
  if (t->is(TypeKind::List)) return immutableScalar(t->elem());
  if (t->is(TypeKind::Dict)) return immutableScalar(t->contained()[0]) && immutableScalar(t->contained()[1]);
  return immutableScalar(t);
}

bool tryFoldSelfCompare(Graph& g, Node* n) {
  const Operator* op = nodeOperator(n);
  if (!op || n->inputs().size() != 2 || n->outputs().size() != 1 || n->input(0) != n->input(1)) return false;
  bool is_eq = op->schema.name == "aten::eq";
  if (!is_eq && op->schema.name != "aten::ne") return false;
  if (!n->output()->type()->is(TypeKind::Bool) || !foldableType(n->input(0)->type())) return false;
  replaceByScalarConstant(g, n, IValue(is_eq));
  return true;
}

void foldBlock(Graph& g, Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) foldBlock(g, inner);
    tryFoldSelfCompare(g, n);
    n = next;
  }
}

}  // namespace

void foldSelfComparisons(Graph& g) { foldBlock(g, g.block()); }

}  // namespace ts
