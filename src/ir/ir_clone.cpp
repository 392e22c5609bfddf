// ===--- ir_clone.cpp - copying nodes and graphs --------------------------=== //
// Optimization passes work on a copy of a function's graph, so `.graph` and
// `.code` keep showing what the user wrote, as PyTorch's do.
#include "ir/ir.h"

namespace ts {

static Value* mapped(Value* v, const ValueMap& map) {
  auto it = map.find(v);
  return it == map.end() ? v : it->second;
}

static void copyValueInfo(const Value* from, Value* to) {
  to->setType(from->type());
  if (!from->debugName().empty()) to->setDisplayName(from->displayName());
}

static void cloneBlockInto(const Block* from, Block* to, Graph& g, ValueMap& map) {
  for (Value* in : from->inputs()) {
    Value* copy = to->addInput();
    copyValueInfo(in, copy);
    map[in] = copy;
  }
  Block* saved_block = g.insertionBlock();
  Node* saved_point = g.insertionPoint();
  g.setInsertionPoint(to);
  for (const Node* n : *from) cloneNode(n, g, map);
  for (Value* out : from->outputs()) to->registerOutput(mapped(out, map));
  g.setInsertionPointBefore(saved_point);
  (void)saved_block;
}

Node* cloneNode(const Node* n, Graph& g, ValueMap& map) {
  std::vector<Value*> inputs;
  for (Value* v : n->inputs()) inputs.push_back(mapped(v, map));
  Node* c = g.create(n->kind(), inputs, n->outputs().size());
  for (size_t i = 0; i < n->outputs().size(); ++i) {
    copyValueInfo(n->output(i), c->output(i));
    map[n->output(i)] = c->output(i);
  }
  for (const Attribute& a : n->attributes()) c->setAttribute(a.name, a.value);
  c->setSourceRange(n->sourceRange());
  c->op = n->op;
  c->callee = n->callee;
  c->schema_name = n->schema_name;
  c->origin = n->origin ? n->origin : n;
  g.insertNode(c);
  for (const Block* b : n->blocks()) cloneBlockInto(b, c->addBlock(), g, map);
  return c;
}

std::unique_ptr<Graph> cloneGraph(const Graph& g) {
  auto out = std::make_unique<Graph>();
  ValueMap map;
  for (Value* in : g.inputs()) {
    Value* copy = out->addInput();
    copyValueInfo(in, copy);
    map[in] = copy;
  }
  for (const Node* n : *g.block()) cloneNode(n, *out, map);
  for (Value* v : g.outputs()) out->registerOutput(mapped(v, map));
  return out;
}

}  // namespace ts
