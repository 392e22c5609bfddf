// ===--- hoist_invariants.cpp - Note [Loop-invariant code motion] ---------=== //
//
// Note [Loop-invariant code motion]
// Inside a prim::Loop body, a constant, or a pure scalar operator that
// cannot raise (mayRaise) whose inputs are all defined outside the loop,
// moves in front of the loop. Such a node computes the same value on every
// iteration, has no effect and no error to reorder, so computing it once
// (even when the loop runs zero times) is unobservable. Everything else
// (raising, tensor or container operators) is left to loop peeling (Note
// [Loop peeling]), which keeps errors in their place.
#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

bool definedOutside(const Value* v, const Node* loop) {
  for (const Block* b = v->node()->owningBlock(); b; b = b->owningNode() ? b->owningNode()->owningBlock() : nullptr)
    if (b->owningNode() == loop) return false;
  return true;
}

bool hoistable(const Node* n, const Node* loop) {
  if (n->kind() != prim::Constant && (!n->op || mayRaise(n) || !isPure(n) || !hasOnlyScalarValues(n))) return false;
  for (const Value* v : n->inputs())
    if (!definedOutside(v, loop)) return false;
  return true;
}

void hoistBlock(Block* b) {
  for (Node* n : *b)
    for (Block* inner : n->blocks()) hoistBlock(inner);
  for (Node* loop = *b->begin(); loop != b->returnNode(); loop = loop->next()) {
    if (loop->kind() != prim::Loop) continue;
    Block* body = loop->blocks()[0];
    for (Node* n = *body->begin(); n != body->returnNode();) {
      Node* next = n->next();
      if (hoistable(n, loop)) {
        n->removeFromList();
        n->insertBefore(loop);
      }
      n = next;
    }
  }
}

}  // namespace

void hoistLoopInvariants(Graph& g) { hoistBlock(g.block()); }

}  // namespace ts
