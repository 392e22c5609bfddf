// ===--- constant_pooling.cpp - one constant per value, at the top ---------=== //
// PyTorch's ConstantPooling, preceded by where its emitter puts numeric
// literals (materializeConstant: once per value, at the top of the graph).
#include <cstring>
#include <map>

#include "passes/display_graph.h"

namespace ts {
namespace {

/// Equal keys mean interchangeable constants. Boxed constants (tensors,
/// tuples, objects) are compared by identity: each keeps its own node.
std::string constantKey(const Node* n) {
  std::string key = n->output()->type()->str();
  for (const Attribute& a : n->attributes()) {
    key += "|" + a.name.unqualString() + "=";
    const AttributeValue& v = a.value;
    if (auto* i = std::get_if<int64_t>(&v)) {
      key += std::to_string(*i);
    } else if (auto* d = std::get_if<double>(&v)) {
      uint64_t bits;
      std::memcpy(&bits, d, sizeof bits);
      key += "f" + std::to_string(bits);
    } else if (auto* s = std::get_if<std::string>(&v)) {
      key += "s" + *s;
    } else if (auto* t = std::get_if<TypePtr>(&v)) {
      key += "t" + (*t)->str();
    } else {
      key += "@" + std::to_string(reinterpret_cast<uintptr_t>(&v));
    }
  }
  return key;
}

bool isNumericLiteral(const Node* n) {
  if (n->kind() != prim::Constant || n->outputs().size() != 1) return false;
  const TypePtr& t = n->output()->type();
  // Defaults of omitted arguments (no source range) stay where they are,
  // as do negated literals (`-1` folds in place, it is not a literal).
  const SourceRange& r = n->sourceRange();
  if (!r.valid() || r.text().substr(0, 1) == "-") return false;
  return (t->is(TypeKind::Int) || t->is(TypeKind::Float)) && n->hasAttribute(attr::value);
}

void moveToTop(Node* n) {
  Graph& g = *n->owningGraph();
  Node* first = *g.block()->begin();
  if (n == first) return;
  n->removeFromList();
  n->insertBefore(first);
}

/// Visits every node of `b` in order, nested blocks before the nodes after
/// their owner; `fn` may move or destroy the node it is given.
template <class Fn>
void forEachNode(Block* b, Fn& fn) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) forEachNode(inner, fn);
    fn(n);
    n = next;
  }
}

/// Replaces `n` by an equal constant seen before, or records it and moves
/// it to the top of the graph.
void pool(Node* n, std::map<std::string, Node*>& seen) {
  auto [it, fresh] = seen.emplace(constantKey(n), n);
  if (!fresh) {
    n->output()->replaceAllUsesWith(it->second->output());
    n->destroy();
    return;
  }
  moveToTop(n);
}

}  // namespace

void poolConstants(Graph& g) {
  std::map<std::string, Node*> seen;
  auto pool_constant = [&](Node* n) {
    if (n->kind() == prim::Constant && n->blocks().empty()) pool(n, seen);
  };
  forEachNode(g.block(), pool_constant);
}

/// Numeric literals first (PyTorch's emitter), then the pooling itself.
void placeNumericLiterals(Graph& g) {
  std::map<std::string, Node*> seen;
  auto place = [&](Node* n) {
    if (isNumericLiteral(n)) pool(n, seen);
  };
  forEachNode(g.block(), place);
}

}  // namespace ts
