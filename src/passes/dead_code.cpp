// ===--- dead_code.cpp - Note [Dead code] ---------------------------------=== //
//
// Note [Dead code]
// A node goes when nothing uses its outputs and running it can neither
// raise (mayRaise) nor do anything besides computing them: an unused
// `x // y` stays, since TorchScript programs rely on its ZeroDivisionError.
// An object made by prim::CreateObject whose only uses are stores into its
// own attributes is invisible to everything else (no read, no call, no
// container holds it), so it and its stores go too (stores cannot raise).
// Nodes are visited last to first so chains of dead values go in one walk.
#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

const Symbol kCreateObject = Symbol::fromQualString("prim::CreateObject");

bool isDead(const Node* n) {
  for (const Value* v : n->outputs())
    if (v->hasUses()) return false;
  if (mayRaise(n)) return false;
  Symbol k = n->kind();
  return k == prim::Constant || k == prim::GetAttr || k == kCreateObject || k == prim::TupleConstruct || isPure(n);
}

/// True (and the object and its stores removed) if `n` makes an object
/// only ever written to.
bool removeWriteOnlyObject(Node* n) {
  if (n->kind() != kCreateObject) return false;
  for (const Use& u : n->output()->uses())
    if (u.user->kind() != prim::SetAttr || u.offset != 0) return false;
  while (n->output()->hasUses()) n->output()->uses().back().user->destroy();
  n->destroy();
  return true;
}

void eliminateInBlock(Block* b) {
  for (Node* n = b->returnNode()->prev(); n != b->paramNode();) {
    Node* prev = n->prev();
    for (Block* inner : n->blocks()) eliminateInBlock(inner);
    // A write-only object's stores come after it, so `prev` survives.
    if (isDead(n))
      n->destroy();
    else
      removeWriteOnlyObject(n);
    n = prev;
  }
}

}  // namespace

void eliminateDeadCode(Graph& g) { eliminateInBlock(g.block()); }

}  // namespace ts
