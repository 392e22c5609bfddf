// ===--- trace_display.cpp - what `.graph` of a trace prints --------------=== //
// Note [Traced function calls]: PyTorch's tracer records a call of a
// scripted function as `%f : Function = prim::Constant[name="f"]()` and
// `prim::CallFunction(%f, args...)`. Our calls name their callee instead
// (the interpreter needs no Function value); the trace keeps the constant
// as an unused node, so it holds the number PyTorch gives it, and `.graph`
// prints the two as PyTorch does.
#include "python_jit/trace_display.h"

namespace ts::py {
namespace {

/// The type of a first-class function value (printed `Function`); only
/// these display constants have it.
struct FunctionValueType : Type {
  FunctionValueType() : Type(TypeKind::Function, {}) {}
};

TypePtr functionType() {
  static const FunctionValueType t;
  return &t;
}

/// Gives the unnamed values of `copy` the numbers of their originals in `g`
/// (a clone numbers its values afresh), and the nodes their scopes.
void keepNumbers(const Block* from, Block* to) {
  for (size_t i = 0; i < from->inputs().size(); ++i)
    if (from->inputs()[i]->debugName().empty()) to->inputs()[i]->setDisplayName(std::to_string(from->inputs()[i]->unique()));
  auto f = from->begin();
  auto t = to->begin();
  for (; f != from->end() && t != to->end(); ++f, ++t) {
    (*t)->scope = (*f)->scope;  // a clone does not copy module-trace scopes
    for (size_t i = 0; i < (*f)->outputs().size(); ++i)
      if ((*f)->output(i)->debugName().empty()) (*t)->output(i)->setDisplayName(std::to_string((*f)->output(i)->unique()));
    for (size_t b = 0; b < (*f)->blocks().size(); ++b) keepNumbers((*f)->blocks()[b], (*t)->blocks()[b]);
  }
}

/// The unused Function constant recorded for call `n` (the nearest one
/// before it naming its callee), or null.
Node* functionConstantOf(Node* n) {
  const std::string& name = n->s(attr::name);
  for (Node* p = n->prev(); p && p != n->owningBlock()->paramNode(); p = p->prev()) {
    if (p->kind() == prim::Constant && p->outputs().size() == 1 && p->output()->type()->is(TypeKind::Function) &&
        !p->output()->hasUses() && p->hasAttribute(attr::name) && p->s(attr::name) == name)
      return p;
  }
  return nullptr;
}

void spellFunctionCalls(Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) spellFunctionCalls(inner);
    Node* fc = n->kind() == prim::CallFunction && n->hasAttribute(attr::name) ? functionConstantOf(n) : nullptr;
    if (fc) {
      std::vector<Value*> inputs{fc->output()};
      inputs.insert(inputs.end(), n->inputs().begin(), n->inputs().end());
      Node* r = n->owningGraph()->create(prim::CallFunction, inputs, n->outputs().size());
      for (size_t i = 0; i < n->outputs().size(); ++i) {
        r->output(i)->setType(n->output(i)->type());
        r->output(i)->setDisplayName(n->output(i)->displayName());
        n->output(i)->replaceAllUsesWith(r->output(i));
      }
      r->setSourceRange(n->sourceRange());
      r->insertBefore(n);
      n->destroy();
    }
    n = next;
  }
}

}  // namespace

Node* recordFunctionConstant(Graph& g, const std::string& name) {
  Node* c = g.create(prim::Constant, {}, 1);
  c->setAttribute(attr::name, name);
  c->output()->setType(functionType());
  return g.insertNode(c);
}

bool isFunctionConstant(const Node* n) {
  return n->kind() == prim::Constant && n->outputs().size() == 1 && n->output()->type()->is(TypeKind::Function);
}

std::string printTracedGraph(const Graph& g) {
  std::unique_ptr<Graph> copy = cloneGraph(g);
  keepNumbers(g.block(), copy->block());
  spellFunctionCalls(copy->block());
  return printGraph(*copy);
}

}  // namespace ts::py
