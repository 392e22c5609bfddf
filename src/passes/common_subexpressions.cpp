// ===--- common_subexpressions.cpp - Note [CSE] ---------------------------=== //
//
// Note [CSE]
// A pure operator node whose inputs and outputs are all scalars (ints,
// floats, bools, strs, None: nothing can change them between the two
// evaluations) and whose operator and inputs equal those of a node that
// ran before it (same block or an enclosing one) reuses that node's output.
// This holds even for operators that can raise: had the first raised, the
// second would not run; as it did not, the second would not raise either.
// Tensors are left alone (an in-place write between the two would show).
#include <map>
#include <vector>

#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

using Key = std::pair<const void*, std::vector<const Value*>>;

bool candidate(const Node* n) {
  return n->op && n->kind() != prim::Constant && n->attributes().empty() && n->outputs().size() == 1 &&
         isPure(n) && hasOnlyScalarValues(n);
}

void cseBlock(Block* b, std::map<Key, Value*> seen) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) cseBlock(inner, seen);
    if (candidate(n)) {
      Key key{n->op, std::vector<const Value*>(n->inputs().begin(), n->inputs().end())};
      auto [it, fresh] = seen.emplace(key, n->output());
      if (!fresh && it->second->type()->str() == n->output()->type()->str()) {
        n->output()->replaceAllUsesWith(it->second);
        n->destroy();
      }
    }
    n = next;
  }
}

}  // namespace

void eliminateCommonSubexpressions(Graph& g) { cseBlock(g.block(), {}); }

}  // namespace ts
