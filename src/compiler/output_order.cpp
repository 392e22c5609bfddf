// ===--- output_order.cpp - If/Loop outputs in first-read order -----------=== //
// Note [Control-flow output order] (output_order.h).
#include "compiler/output_order.h"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ts {
namespace {

/// Program-order position of every node (a block's return after its nodes).
void numberNodes(Block* b, std::unordered_map<const Node*, size_t>& pos) {
  for (Node* n : *b) {
    pos[n] = pos.size();
    for (Block* inner : n->blocks()) numberNodes(inner, pos);
  }
  pos[b->returnNode()] = pos.size();
}

/// Where v is first read: (node position, input index), as the reads of
/// one node's inputs happen left to right.
std::pair<size_t, size_t> firstUse(const Value* v, const std::unordered_map<const Node*, size_t>& pos) {
  std::pair<size_t, size_t> best{std::numeric_limits<size_t>::max(), 0};
  for (const Use& u : v->uses()) {
    auto it = pos.find(u.user);
    if (it != pos.end()) best = std::min(best, std::make_pair(it->second, u.offset));
  }
  return best;
}

/// Replaces n's outputs [from, end) by fresh ones in `order` (indices
/// relative to `from`), keeping names, numbers and types.
void permuteOutputs(Node* n, size_t from, const std::vector<size_t>& order) {
  std::vector<Value*> old(n->outputs().begin() + static_cast<std::ptrdiff_t>(from), n->outputs().end());
  for (size_t k : order) {
    Value* o = old[k];
    Value* fresh = n->addOutput()->setType(o->type());
    fresh->setUnique(o->unique());
    if (!o->debugName().empty()) fresh->setDisplayName(o->debugName());
    o->replaceAllUsesWith(fresh);
  }
  for (size_t i = 0; i < old.size(); ++i) n->eraseOutput(from);
}

/// Reorders n's inputs [from, end) to `order` (relative to `from`).
void permuteInputs(Node* n, size_t from, const std::vector<size_t>& order) {
  std::vector<Value*> all = n->inputs();
  for (size_t i = 0; i < order.size(); ++i) n->replaceInput(from + i, all[from + order[i]]);
}

const Symbol kBreakStmt = Symbol::fromQualString("prim::BreakStmt");
const Symbol kContinueStmt = Symbol::fromQualString("prim::ContinueStmt");

/// A break/continue of the loop owning `b` carries the loop's variables as
/// its last inputs, in the loop's order.
void permuteExits(Block* b, const std::vector<size_t>& order) {
  for (Node* n : *b) {
    if (n->kind() == kBreakStmt || n->kind() == kContinueStmt) permuteInputs(n, n->inputs().size() - order.size(), order);
    if (n->kind() == prim::Loop) continue;  // its exits are its own
    for (Block* inner : n->blocks()) permuteExits(inner, order);
  }
}

void reorder(Node* n, const std::unordered_map<const Node*, size_t>& pos) {
  bool loop = n->kind() == prim::Loop;
  if ((!loop && n->kind() != prim::If) || n->outputs().size() < 2) return;
  std::vector<size_t> order(n->outputs().size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::vector<std::pair<size_t, size_t>> first(order.size());
  for (size_t i = 0; i < order.size(); ++i) first[i] = firstUse(n->output(i), pos);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return first[a] < first[b]; });
  if (std::is_sorted(order.begin(), order.end())) return;
  permuteOutputs(n, 0, order);
  if (loop) {
    Block* body = n->blocks()[0];
    permuteInputs(n, 2, order);
    permuteOutputs(body->paramNode(), 1, order);
    permuteInputs(body->returnNode(), 1, order);
    permuteExits(body, order);
  } else {
    for (Block* b : n->blocks()) permuteInputs(b->returnNode(), 0, order);
  }
}

void reorderAll(Block* b, const std::unordered_map<const Node*, size_t>& pos) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) reorderAll(inner, pos);
    reorder(n, pos);
  }
}

}  // namespace

void orderControlFlowOutputs(Graph& g) {
  std::unordered_map<const Node*, size_t> pos;
  numberNodes(g.block(), pos);
  reorderAll(g.block(), pos);
}

}  // namespace ts
