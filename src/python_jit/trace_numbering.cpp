// ===--- trace_numbering.cpp - PyTorch's value numbers in module traces --=== //
// Note [Module trace numbering] (trace_numbering.h). The passes of PyTorch
// 1.13's FixupTraceScopeBlocks, in the order they create values in the
// root graph: block `self` inputs, prim::GetAttr nodes, lifted block
// outputs, convertReturnsToTuples' tuples, then one prim::CallMethod output
// per call of the root block.
#include "python_jit/trace_numbering.h"

#include <algorithm>
#include <set>

#include "python_jit/trace_graph.h"
#include "runtime/function.h"

namespace ts::py {
namespace {

bool isCallUnpack(const Node* n, const LiftedCall& lifted) {
  return n->kind() == prim::TupleUnpack && !n->inputs().empty() && lifted(n->input(0)->node());
}

/// The distinct results of call `c` its caller uses (each one a lifted
/// block output in PyTorch).
unsigned usedResults(const Node* c) {
  for (const Use& u : c->output()->uses()) {
    if (u.user->kind() != prim::TupleUnpack) continue;
    unsigned used = 0;
    for (const Value* o : u.user->outputs()) used += o->hasUses();
    return used;
  }
  return c->output()->hasUses() ? 1 : 0;
}

/// Values convertReturnsToTuples makes for a block with `used` outputs: a
/// TupleConstruct, the node's tuple output and the unpacked items; a None
/// constant and output when there is none.
unsigned tupleValues(unsigned used) { return used > 1 ? 2 + used : used == 0 ? 2 : 0; }

const TraceCallStats& statsOf(const TraceNumbering& numbering, const Node* call) {
  static const TraceCallStats kNone{};
  auto it = numbering.calls.find(call->callee);
  return it == numbering.calls.end() ? kNone : it->second;
}

void addCall(TraceCallStats& total, const TraceCallStats& cs, unsigned used) {
  total.inner += cs.inner;
  total.blocks += cs.blocks;
  total.getattrs += cs.getattrs;
  total.lifts += cs.lifts + used;
  total.tuples += cs.tuples + tupleValues(used);
}

std::vector<Node*> nodesOf(Graph& g) {
  std::vector<Node*> out;
  for (Node* n : *g.block()) out.push_back(n);
  return out;
}

/// Names a GetAttr result and the GetAttrs it reads from, outermost first.
void nameChain(Value* v, NameTable& names, std::set<const Value*>& named) {
  Node* n = v->node();
  if (n->kind() != prim::GetAttr || !named.insert(v).second) return;
  nameChain(n->input(0), names, named);
  names.set(v, n->s(attr::name));
}

/// convertAttrReferencesToLocalGetAttrs' order: node by node, a call's
/// block before the call's own inputs.
void nameBlock(Graph& g, const TraceNumbering& numbering, NameTable& names, std::set<const Value*>& named) {
  for (Node* n : *g.block()) {
    if (n->kind() == prim::GetAttr) continue;
    if (n->kind() == prim::CallMethod && numbering.calls.count(n->callee))
      nameBlock(*static_cast<const Function*>(n->callee)->graph, numbering, names, named);
    for (Value* i : n->inputs()) nameChain(i, names, named);
  }
  for (Value* i : g.block()->returnNode()->inputs()) nameChain(i, names, named);
}

}  // namespace

TraceCallStats numberCallTrace(Graph& g, const LiftedCall& lifted, const TraceNumbering& numbering, bool nested) {
  TraceCallStats st;
  std::vector<Node*> nodes = nodesOf(g);
  // Block::cloneFrom: the block's `self`, then each node's outputs and the
  // values it captures from outside (new graph inputs); PyTorch's GetAttr
  // nodes sit at the top of the block. A copy numbers the inputs first.
  unsigned pos = 1;
  if (nested)
    for (size_t i = 1; i < g.inputs().size(); ++i) g.inputs()[i]->setUnique(pos++);
  for (Node* n : nodes)
    if (n->kind() == prim::GetAttr) {
      n->output()->setUnique(pos++);
      ++st.getattrs;
    }
  std::set<const Value*> inputs(g.inputs().begin() + 1, g.inputs().end()), captured;
  auto capture = [&](Value* v) {
    if (!nested && inputs.count(v) && captured.insert(v).second) v->setUnique(pos++);
  };
  const Value* result = g.outputs().empty() ? nullptr : g.outputs()[0];
  const Node* result_tuple = result && result->node()->kind() == prim::TupleConstruct ? result->node() : nullptr;
  std::vector<Node*> calls;
  for (Node* n : nodes) {
    if (n->kind() == prim::GetAttr) continue;
    for (Value* o : n->outputs()) o->setUnique(pos++);
    for (Value* i : n->inputs()) capture(i);
    if (lifted(n)) {
      calls.push_back(n);
      addCall(st, statsOf(numbering, n), usedResults(n));
    } else if (!isCallUnpack(n, lifted) && n != result_tuple) {
      // The block's result tuple is built by convertReturnsToTuples, not
      // while tracing.
      st.inner += static_cast<unsigned>(n->outputs().size());
    }
  }
  for (Value* v : g.block()->returnNode()->inputs()) capture(v);
  for (Node* c : calls) c->output()->setUnique(pos++);
  return st;
}

void numberRootTrace(Graph& g, const LiftedCall& lifted, TraceNumbering& numbering, NameTable& names) {
  // The tracer's values: self, a TracedAttr per attribute, the inputs, then
  // every value recorded, those of submodule blocks included.
  unsigned pos = 1 + numbering.attributes;
  for (size_t i = 1; i < g.inputs().size(); ++i) g.inputs()[i]->setUnique(pos++);
  TraceCallStats total;
  total.blocks = 0;
  std::vector<Node*> calls;
  for (Node* n : nodesOf(g)) {
    if (n->kind() == prim::GetAttr) {
      ++total.getattrs;
    } else if (lifted(n)) {
      const TraceCallStats& cs = statsOf(numbering, n);
      pos += cs.inner;
      total.blocks += cs.blocks;
      total.getattrs += cs.getattrs;
      total.lifts += cs.lifts + usedResults(n);
      calls.push_back(n);
    } else if (!isCallUnpack(n, lifted)) {
      for (Value* o : n->outputs()) o->setUnique(pos++);
    }
  }
  pos += total.blocks + total.getattrs + total.lifts;
  for (Node* c : calls) {
    pos += statsOf(numbering, c).tuples;
    unsigned used = usedResults(c);
    if (used == 1) continue;
    pos += 2;
    if (used == 0) continue;
    for (const Use& u : c->output()->uses())
      if (u.user->kind() == prim::TupleUnpack)
        for (Value* o : u.user->outputs())
          if (o->hasUses()) o->setUnique(pos++);
  }
  for (Node* c : calls) c->output()->setUnique(pos++);
  // Every block input is named "self" as it is added, so each earlier
  // holder is renamed: the root's self.1, then self.3, self.5, ...; the
  // last block keeps "self".
  const auto& selves = numbering.block_selves;
  g.inputs()[0]->setDisplayName(selves.empty() ? "self" : "self.1");
  for (size_t k = 0; k < selves.size(); ++k)
    selves[k]->setDisplayName(k + 1 < selves.size() ? "self." + std::to_string(2 * k + 3) : "self");
  // Attribute reads are named after their fields in the one graph all
  // blocks share, so a field read in several blocks is weight.1, weight.3,
  // ..., weight in the method graphs.
  std::set<const Value*> named;
  nameBlock(g, numbering, names, named);
}

}  // namespace ts::py
