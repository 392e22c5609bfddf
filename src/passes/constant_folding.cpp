// ===--- constant_folding.cpp - Note [Constant folding] -------------------=== //
//
// Note [Constant folding]
// A scalar operator whose inputs are all int/float/bool/complex constants and that
// cannot raise (mayRaise: no division, no conversion that can fail) is run
// once at compile time by its own kernel, so the folded value is exactly
// the one the program would compute; the node becomes a prim::Constant.
// Anything that can raise stays, so `1 // 0` still raises where it stood,
// and nothing with side effects is run (mayRaise admits only pure scalar
// operators besides object/attribute nodes, which are skipped here).
// Complex numbers fold as PyTorch's cleanup passes fold them: the printer
// writes 1j as `0.+1.j`, which reads back as aten::add(0., 1j), and a
// loaded or re-saved function must show the single constant again.
#include "ops/registry.h"
#include "passes/effects.h"
#include "passes/passes.h"
#include "runtime/value_constant.h"

namespace ts {
namespace {

bool constantOf(const Value* v, IValue& out) {
  const Node* c = v->node();
  if (c->kind() != prim::Constant || !c->hasAttribute(attr::value)) return false;
  const AttributeValue& a = *c->attribute(attr::value);
  switch (v->type()->kind()) {
    case TypeKind::Int: out = IValue(std::get<int64_t>(a)); return true;
    case TypeKind::Bool: out = IValue(std::get<int64_t>(a) != 0); return true;
    case TypeKind::Float: out = IValue(std::get<double>(a)); return true;
    case TypeKind::Complex: out = valueConstant(c); return out.isComplex();
    default: return false;
  }
}

Node* makeConstant(Graph& g, const IValue& v, const TypePtr& type) {
  Node* c = g.create(prim::Constant, {}, 1);
  if (v.isInt()) c->setAttribute(attr::value, v.toInt());
  if (v.isBool()) c->setAttribute(attr::value, int64_t{v.toBool()});
  if (v.isDouble()) c->setAttribute(attr::value, v.toDouble());
  if (v.isComplex()) setValueConstant(c, v);
  c->output()->setType(type);
  return c;
}

bool tryFold(Graph& g, Node* n) {
  const Operator* op = nodeOperator(n);
  if (!op || n->outputs().size() != 1 || mayRaise(n) || !isPure(n) || !hasOnlyScalarValues(n)) return false;
  TypeKind out = n->output()->type()->kind();
  if (out != TypeKind::Int && out != TypeKind::Float && out != TypeKind::Bool && out != TypeKind::Complex) return false;
  Stack stack;
  for (const Value* v : n->inputs()) {
    IValue c;
    if (!constantOf(v, c)) return false;
    stack.push_back(c);
  }
  op->kernel(stack);
  if (stack.size() != 1 || !(stack[0].isInt() || stack[0].isDouble() || stack[0].isBool() ||
                              stack[0].isComplex()))
    return false;
  if (stack[0].isBool() != (out == TypeKind::Bool) || stack[0].isDouble() != (out == TypeKind::Float) ||
      stack[0].isComplex() != (out == TypeKind::Complex))
    return false;
  replaceByScalarConstant(g, n, stack[0]);
  return true;
}

void foldBlock(Graph& g, Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) foldBlock(g, inner);
    tryFold(g, n);
    n = next;
  }
}

}  // namespace

void foldConstants(Graph& g) { foldBlock(g, g.block()); }

void replaceByScalarConstant(Graph& g, Node* n, const IValue& v) {
  Node* c = makeConstant(g, v, n->output()->type());
  c->setSourceRange(n->sourceRange());
  c->insertBefore(n);
  n->output()->replaceAllUsesWith(c->output());
  n->destroy();
}

}  // namespace ts
