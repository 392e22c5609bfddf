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

/// `seen` holds the nodes of the enclosing blocks; what this block adds is
/// taken out again at its end (a copy per block was quadratic in the
/// nesting depth: 20,000 early returns nest 20,000 blocks).
void cseBlock(Block* b, std::map<Key, Value*>& seen) {
  std::vector<std::map<Key, Value*>::iterator> added;
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) cseBlock(inner, seen);
    if (candidate(n)) {
      Key key{n->op, std::vector<const Value*>(n->inputs().begin(), n->inputs().end())};
      auto [it, fresh] = seen.emplace(std::move(key), n->output());
      if (fresh) {
        added.push_back(it);
      } else if (it->second->type()->str() == n->output()->type()->str()) {
        n->output()->replaceAllUsesWith(it->second);
        n->destroy();
      }
    }
    n = next;
  }
  for (auto it : added) seen.erase(it);
}

}  // namespace

void eliminateCommonSubexpressions(Graph& g) {
  std::map<Key, Value*> seen;
  cseBlock(g.block(), seen);
}

}  // namespace ts
