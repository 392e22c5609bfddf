// ===--- forward_attributes.cpp - Note [Attribute forwarding] -------------=== //
//
// Note [Attribute forwarding]
// After inlining, `q = Point(a, b); p.dot(q)` stores q.x and reads it back
// a few nodes later. A prim::GetAttr of an attribute the same block just
// stored with prim::SetAttr on the same object value is replaced by the
// stored value, if nothing between them can write an attribute: only pure
// operators, constants, object creation and attribute access may lie
// between. A store to the same attribute name through another object value
// may alias, so it forgets what was known about that name. Reads are
// unobservable, so dropping one changes nothing else; once no read is left,
// dead-code elimination removes an object nobody else sees (Note [Dead code]).
#include <map>

#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

const Symbol kCreateObject = Symbol::fromQualString("prim::CreateObject");

bool keepsAttributes(const Node* n) {
  Symbol k = n->kind();
  return k == prim::Constant || k == prim::GetAttr || k == kCreateObject || (isPure(n) && n->blocks().empty());
}

void forwardBlock(Block* b) {
  std::map<std::pair<const Value*, std::string>, Value*> stored;
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) forwardBlock(inner);
    if (n->kind() == prim::SetAttr) {
      const std::string& name = n->s(attr::name);
      for (auto it = stored.begin(); it != stored.end();)
        it = it->first.second == name ? stored.erase(it) : std::next(it);
      stored[{n->input(0), name}] = n->input(1);
    } else if (n->kind() == prim::GetAttr) {
      auto it = stored.find({n->input(0), n->s(attr::name)});
      if (it != stored.end() && it->second->type()->str() == n->output()->type()->str()) {
        n->output()->replaceAllUsesWith(it->second);
        n->destroy();
      }
    } else if (!keepsAttributes(n)) {
      stored.clear();
    }
    n = next;
  }
}

}  // namespace

void forwardAttributes(Graph& g) { forwardBlock(g.block()); }

}  // namespace ts
