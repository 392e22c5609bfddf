// ===--- last_use.cpp - which operand reads are a value's last ------------=== //
//
// Note [Last uses]
// Nodes are numbered in the order the bytecode runs them: a node, then the
// nodes of its blocks, then each block's return. A value's use with the
// highest number is its last use, and may move the value, unless:
//  - the use is inside a loop that does not also contain the definition
//    (the next iteration reads the value again);
//  - the same node reads the value again at a later input (only the last
//    of those reads moves).
// A loop body's first input is the iteration counter the loop increments
// in place: never moved. Uses by block returns, loops and ifs are register
// copies the code generator emits itself; they are never moves, but they count as uses, so
// a loop-carried value the body passes on unchanged is never moved away.
#include "compiler/last_use.h"

#include <unordered_map>
#include <vector>

namespace ts {
namespace {

struct Numbering {
  std::unordered_map<const Node*, size_t> order;
  std::unordered_map<const Node*, std::vector<const Node*>> loops;  ///< enclosing loops, outermost first
  size_t next = 0;

  void block(const Block* b, std::vector<const Node*>& enclosing) {
    order[b->paramNode()] = next++;
    loops[b->paramNode()] = enclosing;
    for (const Node* n : *b) {
      order[n] = next++;
      loops[n] = enclosing;
      if (n->kind() == prim::Loop) enclosing.push_back(n);
      for (const Block* inner : n->blocks()) block(inner, enclosing);
      if (n->kind() == prim::Loop) enclosing.pop_back();
    }
    order[b->returnNode()] = next++;
    loops[b->returnNode()] = enclosing;
  }
};

void collectValues(const Block* b, std::vector<const Value*>& out) {
  for (const Value* v : b->inputs()) out.push_back(v);
  for (const Node* n : *b) {
    for (const Value* v : n->outputs()) out.push_back(v);
    for (const Block* inner : n->blocks()) collectValues(inner, out);
  }
}

}  // namespace

LastUses computeLastUses(const Graph& g) {
  Numbering num;
  std::vector<const Node*> enclosing;
  num.block(g.block(), enclosing);
  std::vector<const Value*> values;
  collectValues(g.block(), values);
  LastUses out;
  for (const Value* v : values) {
    // A loop's iteration counter lives in a register the loop itself
    // increments and tests.
    const Node* def = v->node();
    if (def->kind() == prim::Param && def->owningBlock()->owningNode() &&
        def->owningBlock()->owningNode()->kind() == prim::Loop && v->offset() == 0)
      continue;
    const Use* last = nullptr;
    for (const Use& u : v->uses()) {
      if (!last || num.order.at(u.user) > num.order.at(last->user) ||
          (u.user == last->user && u.offset > last->offset))
        last = &u;
    }
    if (!last) continue;
    const Node* user = last->user;
    if (user->kind() == prim::Return || user->kind() == prim::Loop || user->kind() == prim::If) continue;
    const std::vector<const Node*>& at_use = num.loops.at(user);
    const std::vector<const Node*>& at_def = num.loops.at(v->node());
    // Every loop around the use must also be around the definition.
    if (at_use.size() > at_def.size() || !std::equal(at_use.begin(), at_use.end(), at_def.begin())) continue;
    out.moves.insert({user, last->offset});
  }
  return out;
}

}  // namespace ts
