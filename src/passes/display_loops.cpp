// ===--- display_loops.cpp - loops in the shape PyTorch's emitter gives ----=== //
// `for i in range(n)` counts with the loop's own counter; other ranges call
// aten::__range_length / aten::__derive_index; a for-loop that breaks or
// continues becomes a while-loop with an explicit counter
// (CanonicalizeModifiedLoops). Used for `.graph` (display_graph.h) and `.code`.
#include <limits>
#include <optional>

#include "passes/display_graph.h"

namespace ts {
namespace {

const Symbol kRangeLength = Symbol::fromQualString("prim::RangeLength");
const Symbol kDeriveIndex = Symbol::fromQualString("prim::DeriveIndex");

std::optional<int64_t> intConstant(const Value* v) {
  const Node* n = v->node();
  if (n->kind() != prim::Constant || !v->type()->is(TypeKind::Int) || !n->hasAttribute(attr::value)) return {};
  const auto* i = std::get_if<int64_t>(n->attribute(attr::value));
  return i ? std::optional<int64_t>(*i) : std::nullopt;
}

bool isIntConstant(const Value* v, int64_t want) {
  std::optional<int64_t> i = intConstant(v);
  return i && *i == want;
}

bool isTrueConstant(const Value* v) {
  const Node* n = v->node();
  return n->kind() == prim::Constant && v->type()->is(TypeKind::Bool) && n->hasAttribute(attr::value) &&
         n->i(attr::value) == 1;
}

void simplifyRanges(Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) simplifyRanges(inner);
    // DeriveIndex(i, start, step) of a range(n) loop is i itself.
    bool plain = n->inputs().size() == 3 && isIntConstant(n->input(1), 0) && isIntConstant(n->input(2), 1);
    if (n->kind() == kRangeLength && isIntConstant(n->input(0), 0) && isIntConstant(n->input(2), 1)) {
      n->output()->replaceAllUsesWith(n->input(1));
      n->destroy();
    } else if (n->kind() == kDeriveIndex && plain) {
      // The loop counter is the loop variable: it takes the variable's name.
      Value* counter = n->input(0);
      counter->setDisplayName(n->output()->displayName());
      n->output()->replaceAllUsesWith(counter);
      n->destroy();
    } else if (n->kind() == kRangeLength) {
      replaceKind(n, Symbol::fromQualString("aten::__range_length"));
    } else if (n->kind() == kDeriveIndex) {
      replaceKind(n, Symbol::fromQualString("aten::__derive_index"));
    }
    n = next;
  }
}

/// Our loop counters carry the loop variable's name; PyTorch's are
/// anonymous unless they are the variable (simplifyRanges).
void unnameCounters(Block* b) {
  for (Node* n : *b) {
    if (n->kind() == prim::Loop) n->blocks()[0]->inputs()[0]->setDisplayName("");
    for (Block* inner : n->blocks()) unnameCounters(inner);
  }
}

Value* intConstantBefore(Node* where, int64_t v) {
  Node* c = where->owningGraph()->create(prim::Constant, {}, 1);
  c->setAttribute(attr::value, v);
  c->output()->setType(Type::int_());
  return c->insertBefore(where)->output();
}

/// Whether a loop with trip count `trip` runs at all, when that is known:
/// `trip` is a constant, or the length of a range of constants
/// (prim::RangeLength, before displayRanges renames it).
std::optional<bool> knownToRun(const Value* trip) {
  if (trip->node()->kind() != kRangeLength) {
    std::optional<int64_t> n = intConstant(trip);
    return n ? std::optional<bool>(*n > 0) : std::nullopt;
  }
  const Node* r = trip->node();
  auto start = intConstant(r->input(0)), stop = intConstant(r->input(1)), step = intConstant(r->input(2));
  if (!start || !stop || !step || *step == 0) return std::nullopt;  // a zero step raises when run
  return *step > 0 ? *start < *stop : *start > *stop;
}

Value* boolConstantBefore(Node* where, bool v) {
  Node* c = where->owningGraph()->create(prim::Constant, {}, 1);
  c->setAttribute(attr::value, int64_t{v});
  c->output()->setType(Type::bool_());
  return c->insertBefore(where)->output();
}

/// Creates `kind(a, b)` before `where`; its operator stays unresolved (the
/// display graph is printed, never run).
Value* binaryBefore(Node* where, const char* kind, Value* a, Value* b, TypePtr type) {
  Node* n = where->owningGraph()->create(Symbol::fromQualString(kind), {a, b}, 1);
  n->output()->setType(type);
  return n->insertBefore(where)->output();
}

void canonicalizeModifiedLoop(Node* loop) {
  Value* trip = loop->input(0);
  Block* body = loop->blocks()[0];
  bool always = isTrueConstant(loop->input(1)) && isTrueConstant(body->outputs()[0]);
  if (always || isIntConstant(trip, std::numeric_limits<int64_t>::max())) return;
  Value* zero = intConstantBefore(loop, 0);
  Value* one = intConstantBefore(loop, 1);
  Value* max_int = intConstantBefore(loop, std::numeric_limits<int64_t>::max());
  // PyTorch's constant propagation folds the first test of a constant count.
  std::optional<bool> runs = knownToRun(trip);
  Value* cond = runs ? boolConstantBefore(loop, *runs)
                      : binaryBefore(loop, "aten::gt", trip, zero, Type::bool_());
  loop->replaceInput(0, max_int);
  loop->replaceInput(1, cond);
  loop->addInput(zero);
  loop->addOutput()->setType(Type::int_());
  Value* iter = body->addInput()->setType(Type::int_());
  body->inputs()[0]->replaceAllUsesWith(iter);
  body->inputs()[0]->setDisplayName("");
  Node* end = body->returnNode();
  Value* next = binaryBefore(end, "aten::add", iter, one, Type::int_());
  Value* below = binaryBefore(end, "aten::lt", next, trip, Type::bool_());
  Value* go_on = binaryBefore(end, "aten::__and__", below, body->outputs()[0], Type::bool_());
  end->replaceInput(0, go_on);
  body->registerOutput(next);
}

void canonicalizeModifiedLoops(Block* b) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) canonicalizeModifiedLoops(inner);
    if (n->kind() == prim::Loop) canonicalizeModifiedLoop(n);
  }
}

}  // namespace

void displayRanges(Graph& g) {
  unnameCounters(g.block());
  simplifyRanges(g.block());
}

void canonicalizeModifiedLoops(Graph& g) { canonicalizeModifiedLoops(g.block()); }

}  // namespace ts
