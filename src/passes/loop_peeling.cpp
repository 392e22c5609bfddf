// ===--- loop_peeling.cpp - reuse loop-invariant values (Note [Loop peeling]) === //
//
// Note [Loop peeling]
// Hoisting `exp(-x)` out of `for i in range(n): y = y + exp(-x)` would run
// it before the loop even when n == 0, and ahead of anything the first
// iteration does before it, so an error (or a print) could change order.
// Instead the first iteration is peeled:
//
//   %c = aten::gt.int(%n, 0)
//   %y1, %inv = prim::If(%c)
//     block0: <body with i = 0, y = %y0>  -> (%y_next, %exp_neg_x)
//     block1: %u = prim::Uninitialized()  -> (%y0, %u)
//   %y = prim::Loop(%n - 1, true, %y1)
//     block0(%j, %y_cur): %i = %j + 1; <body, reading %inv instead of
//                                       recomputing exp(-x)> -> (true, ...)
//
// The peeled iteration runs exactly the original code; later iterations
// differ only in not recomputing values equal to what iteration 0 computed.
// That holds for pure nodes (effects.h) at the body's top level whose
// inputs come from outside the loop or from other such nodes, provided
// nothing in the loop may write to a tensor (a write to x would change
// exp(-x)). Loops with early exits or a condition are left alone.
#include <algorithm>

#include "ops/registry.h"
#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

bool isConstantTrue(const Value* v) {
  const Node* n = v->node();
  return n->kind() == prim::Constant && v->type()->is(TypeKind::Bool) && n->i(attr::value) != 0;
}

bool definedInside(const Value* v, const Block* body) {
  for (const Block* b = v->node()->owningBlock(); b; b = b->owningNode() ? b->owningNode()->owningBlock() : nullptr)
    if (b == body) return true;
  return false;
}

Value* intConstant(Graph& g, int64_t v) {
  Node* c = g.insertNode(g.create(prim::Constant, {}, 1));
  c->setAttribute(attr::value, v);
  return c->output()->setType(Type::int_());
}

Value* intOp(Graph& g, const char* name, Value* a, Value* b, TypePtr result) {
  const Operator* op = Registry::global().find(name);
  TS_CHECK(op, std::string("internal: missing operator ") + name);
  Node* n = g.insertNode(g.create(op->symbol, {a, b}, 1));
  n->op = op;
  n->schema_name = op->schema.overload;
  return n->output()->setType(result);
}

/// The body's top-level nodes that compute the same values in every
/// iteration, in order.
std::vector<Node*> invariantNodes(Node* loop) {
  Block* body = loop->blocks()[0];
  std::vector<Node*> out;
  std::vector<const Node*> chosen;
  auto invariantValue = [&](const Value* v) {
    if (!definedInside(v, body) || v->node()->kind() == prim::Constant) return true;
    return std::find(chosen.begin(), chosen.end(), v->node()) != chosen.end();
  };
  for (Node* n : *body) {
    // Constants stay where they are (code generation may read them); the
    // peeled copy has its own.
    if (n->kind() == prim::Constant || !isPure(n)) continue;
    bool ok = true;
    for (const Value* in : n->inputs()) ok = ok && invariantValue(in);
    if (!ok) continue;
    chosen.push_back(n);
    out.push_back(n);
  }
  return out;
}

bool worthPeeling(const std::vector<Node*>& invariant) {
  // Peeling copies the body; only tensor work repays that.
  for (const Node* n : invariant)
    if (n->output()->type()->is(TypeKind::Tensor)) return true;
  return false;
}

bool canPeel(const Node* loop) {
  if (!isConstantTrue(loop->input(1))) return false;
  const Block* body = loop->blocks()[0];
  if (!isConstantTrue(body->outputs()[0])) return false;
  for (const Node* n : *body)
    if (mayWriteTensors(n) || hasEarlyExit(n, true)) return false;
  return true;
}

/// The invariant values later iterations read (those only other invariant
/// nodes read go away with them).
std::vector<Value*> exportedValues(const std::vector<Node*>& invariant) {
  std::vector<Value*> out;
  for (Node* n : invariant)
    for (Value* v : n->outputs())
      for (const Use& u : v->uses())
        if (std::find(invariant.begin(), invariant.end(), u.user) == invariant.end()) {
          out.push_back(v);
          break;
        }
  return out;
}

void peel(Graph& g, Node* loop, const std::vector<Node*>& invariant) {
  Block* body = loop->blocks()[0];
  std::vector<Value*> exported = exportedValues(invariant);
  g.setInsertionPointBefore(loop);
  Value* zero = intConstant(g, 0);
  Value* runs = intOp(g, "aten::gt.int", loop->input(0), zero, Type::bool_());

  // The peeled first iteration.
  Node* first = g.insertNode(g.create(prim::If, {runs}, 0));
  first->setSourceRange(loop->sourceRange());
  Block* then_b = first->addBlock();
  Block* else_b = first->addBlock();
  ValueMap map;
  map[body->inputs()[0]] = zero;
  for (size_t i = 1; i < body->inputs().size(); ++i) map[body->inputs()[i]] = loop->input(i + 1);
  g.setInsertionPoint(then_b);
  for (Node* n : *body) cloneNode(n, g, map);
  auto mapped = [&](Value* v) {
    auto it = map.find(v);
    return it == map.end() ? v : it->second;
  };
  for (size_t i = 1; i < body->outputs().size(); ++i) then_b->registerOutput(mapped(body->outputs()[i]));
  for (Value* v : exported) then_b->registerOutput(mapped(v));
  g.setInsertionPoint(else_b);
  for (size_t i = 2; i < loop->inputs().size(); ++i) else_b->registerOutput(loop->input(i));
  for (Value* v : exported)
    else_b->registerOutput(g.insertNode(g.create(prim::Uninitialized, {}, 1))->output()->setType(v->type()));
  for (size_t i = 0; i < then_b->outputs().size(); ++i)
    first->addOutput()->setType(then_b->outputs()[i]->type());

  // The remaining iterations: n - 1 of them, reading the peeled values.
  g.setInsertionPointBefore(loop);
  Value* one = intConstant(g, 1);
  loop->replaceInput(0, intOp(g, "aten::sub.int", loop->input(0), one, Type::int_()));
  size_t carried = loop->inputs().size() - 2;
  for (size_t i = 0; i < carried; ++i) loop->replaceInput(i + 2, first->output(i));
  size_t k = carried;
  for (Value* v : exported) v->replaceAllUsesWith(first->output(k++));
  for (auto it = invariant.rbegin(); it != invariant.rend(); ++it) (*it)->destroy();
  Value* counter = body->inputs()[0];
  if (counter->hasUses()) {
    Node* head = body->paramNode()->next();
    g.setInsertionPointBefore(head);
    Value* index = intOp(g, "aten::add.int", counter, one, Type::int_());
    std::vector<Use> uses = counter->uses();
    for (const Use& u : uses)
      if (u.user != index->node()) u.user->replaceInput(u.offset, index);
  }
}

void peelBlock(Graph& g, Block* b) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) peelBlock(g, inner);
    if (n->kind() != prim::Loop || !canPeel(n)) continue;
    std::vector<Node*> invariant = invariantNodes(n);
    if (worthPeeling(invariant)) peel(g, n, invariant);
  }
}

}  // namespace

void peelLoopInvariants(Graph& g) {
  peelBlock(g, g.block());
  g.setInsertionPoint(g.block());
}

}  // namespace ts
