// ===--- fuse_elementwise.cpp - Note [Elementwise fusion] -----------------=== //
//
// Note [Elementwise fusion]
// `y = torch.clamp(y + torch.exp(-x) * 0.5 + x * x, 0.0, 100.0)` makes six
// passes over memory, each writing a temporary as large as x. A run of
// consecutive elementwise nodes (constants between them do not interrupt
// it) becomes one prim::FusionGroup whose block holds the run; values used
// after the run are the group's outputs. The group sits where the run's
// last node was: its members are pure and nothing but constants ran
// between them, so errors happen in the same order.
//
// The kernel (compiler/fusion_kernel.cpp) runs the members' own kernels on
// cache-sized chunks of its inputs when they are contiguous floating-point
// tensors of one shape, and on the whole inputs otherwise, so results are
// bit for bit those of the unfused nodes.
#include <algorithm>

#include "passes/effects.h"
#include "passes/passes.h"

namespace ts {
namespace {

const Symbol kFusionGroup = Symbol::fromQualString("prim::FusionGroup");

bool usedOnlyBy(const Value* v, const std::vector<Node*>& group) {
  for (const Use& u : v->uses())
    if (std::find(group.begin(), group.end(), u.user) == group.end()) return false;
  return true;
}

/// Replaces `group` (in program order, all in one block) by a FusionGroup
/// node placed where the last member was.
void formGroup(Graph& g, const std::vector<Node*>& group) {
  auto member = [&](const Node* n) { return std::find(group.begin(), group.end(), n) != group.end(); };
  std::vector<Value*> inputs, outputs;
  for (Node* n : group) {
    for (Value* v : n->inputs())
      if (!member(v->node()) && std::find(inputs.begin(), inputs.end(), v) == inputs.end()) inputs.push_back(v);
    for (Value* v : n->outputs())
      if (!usedOnlyBy(v, group)) outputs.push_back(v);
  }
  Node* last = group.back();
  Node* fused = g.create(kFusionGroup, inputs, 0);
  fused->setSourceRange(last->sourceRange());
  fused->insertAfter(last);
  Block* body = fused->addBlock();
  ValueMap map;
  for (Value* in : inputs) map[in] = body->addInput()->setType(in->type());
  g.setInsertionPoint(body);
  for (Node* n : group) cloneNode(n, g, map);
  for (Value* out : outputs) {
    body->registerOutput(map.at(out));
    out->replaceAllUsesWith(fused->addOutput()->setType(out->type()));
  }
  for (auto it = group.rbegin(); it != group.rend(); ++it) (*it)->destroy();
}

void fuseBlock(Graph& g, Block* b) {
  for (Node* n : *b)
    for (Block* inner : n->blocks()) fuseBlock(g, inner);
  Node* n = b->returnNode()->prev();
  while (n != b->paramNode()) {
    if (!isFusibleElementwise(n)) {
      n = n->prev();
      continue;
    }
    std::vector<Node*> group{n};
    Node* cursor = n->prev();
    for (; cursor != b->paramNode(); cursor = cursor->prev()) {
      if (cursor->kind() == prim::Constant) continue;
      if (!isFusibleElementwise(cursor)) break;
      group.insert(group.begin(), cursor);
    }
    if (group.size() >= 2) formGroup(g, group);
    n = cursor;
  }
}

}  // namespace

void fuseElementwise(Graph& g) {
  fuseBlock(g, g.block());
  g.setInsertionPoint(g.block());
}

}  // namespace ts
