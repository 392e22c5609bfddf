// ===--- display_graph.cpp - the graph `.graph` shows ---------------------=== //
// The cleanup PyTorch runs on a freshly emitted graph (ir_emitter.cpp's
// ConvertToSSA and runCleanupPasses), applied to a copy of ours; the copy is
// only printed, the emitted graph is what runs.
#include "passes/display_graph.h"

#include <algorithm>
#include <map>

#include "passes/effects.h"
#include "support/error.h"
#include "ops/registry.h"
#include "runtime/function.h"
#include "runtime/value_constant.h"

namespace ts {
namespace {

Symbol primSym(const char* name) { return Symbol::fromQualString(std::string("prim::") + name); }

bool blocksHaveEffects(const Node* n);

/// Nodes that compute their outputs and nothing else (they may raise; like
/// PyTorch's dead code elimination, `.graph` drops them when unused).
bool isSideEffectFree(const Node* n) {
  static const std::vector<Symbol> free_prims = {
      prim::Constant, prim::ListConstruct, prim::TupleConstruct, prim::DictConstruct, prim::TupleUnpack,
      prim::ListUnpack, prim::TupleIndex, prim::TupleSlice, prim::Uninitialized, prim::unchecked_cast,
      prim::GetAttr, prim::isinstance, prim::NumToTensor, prim::EnumValue, prim::EnumName,
      prim::unchecked_unwrap_optional, primSym("DeriveIndex"), primSym("RangeLength"), prim::If, prim::Loop};
  if (n->kind() == prim::If || n->kind() == prim::Loop) return !blocksHaveEffects(n);
  if (n->callee || n->outputs().empty()) return false;
  if (const Operator* op = nodeOperator(n)) {
    if (op->schema.name == "aten::warn") return false;
    return std::none_of(op->schema.arguments.begin(), op->schema.arguments.end(),
                        [](const SchemaArgument& a) { return a.is_write; });
  }
  return std::find(free_prims.begin(), free_prims.end(), n->kind()) != free_prims.end();
}

/// Control flow without outputs still counts when its blocks do something.
bool blocksHaveEffects(const Node* n) {
  for (const Block* b : n->blocks())
    for (const Node* inner : *b)
      if (!isSideEffectFree(inner)) return true;
  return false;
}

/// An If output that both branches give the same value is that value
/// (PyTorch's constant propagation, removeExtraIfOutputs).
bool dropUnusedIfOutputs(Node* n) {
  bool changed = false;
  for (size_t i = n->outputs().size(); i-- > 0;) {
    Value* then_v = n->blocks()[0]->outputs()[i];
    if (then_v == n->blocks()[1]->outputs()[i] && n->output(i)->hasUses()) n->output(i)->replaceAllUsesWith(then_v);
    if (n->output(i)->hasUses()) continue;
    for (Block* b : n->blocks()) b->returnNode()->removeInput(i);
    n->eraseOutput(i);
    changed = true;
  }
  return changed;
}

/// Loop-carried values that nothing reads after the loop or in its body.
bool dropUnusedLoopOutputs(Node* n) {
  bool changed = false;
  Block* body = n->blocks()[0];
  for (size_t i = n->outputs().size(); i-- > 0;) {
    const auto& uses = body->inputs()[i + 1]->uses();
    bool only_carried = std::all_of(uses.begin(), uses.end(), [&](const Use& u) {
      return u.user == body->returnNode() && u.offset == i + 1;
    });
    if (n->output(i)->hasUses() || !only_carried) continue;
    body->returnNode()->removeInput(i + 1);
    body->paramNode()->eraseOutput(i + 1);
    n->removeInput(i + 2);
    n->eraseOutput(i);
    changed = true;
  }
  return changed;
}

bool anyOutputUsed(const Node* n) {
  return std::any_of(n->outputs().begin(), n->outputs().end(), [](const Value* v) { return v->hasUses(); });
}

/// Whether `u` only writes into its container argument: an operator whose
/// one written argument is that container and whose result nothing reads
/// (`l.append(x)`, `d[k] = v`).
bool onlyWritesInto(const Use& u) {
  const Operator* op = nodeOperator(u.user);
  if (!op || u.offset != 0 || anyOutputUsed(u.user)) return false;
  const auto& args = op->schema.arguments;
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].is_write != (i == 0)) return false;
  return true;
}

/// A list or dict built here that is only ever written to is invisible to
/// everything else, so PyTorch's alias-aware dead code elimination drops it
/// with its writes (`m = []; m.append(x)` with `m` never read).
bool removeWriteOnlyContainer(Node* n) {
  if (n->kind() != prim::ListConstruct && n->kind() != prim::DictConstruct) return false;
  const auto& uses = n->output()->uses();
  if (uses.empty() || !std::all_of(uses.begin(), uses.end(), onlyWritesInto)) return false;
  while (n->output()->hasUses()) n->output()->uses().back().user->destroy();
  n->destroy();
  return true;
}

bool sweep(Block* b) {
  bool changed = false;
  for (Node* n = b->returnNode()->prev(); n != b->paramNode();) {
    Node* prev = n->prev();
    if (n->kind() == prim::If) changed |= dropUnusedIfOutputs(n);
    if (n->kind() == prim::Loop) changed |= dropUnusedLoopOutputs(n);
    for (Block* inner : n->blocks()) changed |= sweep(inner);
    if (isSideEffectFree(n) && !anyOutputUsed(n)) {
      n->destroy();
      changed = true;
    } else if (removeWriteOnlyContainer(n)) {
      changed = true;
    }
    n = prev;
  }
  return changed;
}

/// The value of constant `v` when it is an int, float, bool, str or None.
bool immutableConstant(const Value* v, IValue& out) {
  const Node* c = v->node();
  if (c->kind() != prim::Constant) return false;
  const AttributeValue* a = c->attribute(attr::value);
  switch (v->type()->kind()) {
    case TypeKind::None: out = IValue(); return true;
    case TypeKind::Bool: if (!a || !std::holds_alternative<int64_t>(*a)) return false; out = IValue(std::get<int64_t>(*a) != 0); return true;
    case TypeKind::Int: if (!a || !std::holds_alternative<int64_t>(*a)) return false; out = IValue(std::get<int64_t>(*a)); return true;
    case TypeKind::Float: if (!a || !std::holds_alternative<double>(*a)) return false; out = IValue(std::get<double>(*a)); return true;
    case TypeKind::Str: if (!a || !std::holds_alternative<std::string>(*a)) return false; out = IValue(std::get<std::string>(*a)); return true;
    default: return false;
  }
}

/// The bool an If's condition `c` always has: a constant, or a pure aten
/// operator on int/float/bool/str/None constants (`self.mode == "sum"` on a
/// module constant), which PyTorch's constant propagation folds.
bool constantCondition(const Node* c, bool& out) {
  IValue v;
  if (immutableConstant(c->output(0), v)) {
    if (!v.isBool()) return false;
    out = v.toBool();
    return true;
  }
  const Operator* op = nodeOperator(c);
  if (!op || op->schema.is_vararg || c->kind().ns() != "aten" || c->outputs().size() != 1 || !c->blocks().empty() ||
      !isPure(c) || c->inputs().size() != op->schema.arguments.size())
    return false;
  Stack stack;
  for (const Value* in : c->inputs()) {
    if (!immutableConstant(in, v)) return false;
    stack.push_back(v);
  }
  try {
    op->kernel(stack);
  } catch (const std::exception&) {
    return false;  // it raises at run time
  }
  if (stack.size() != 1 || !stack[0].isBool()) return false;
  out = stack[0].toBool();
  return true;
}

}  // namespace

/// A constant node for int/float/bool/str/None `v`, or nullptr.
static Node* scalarConstant(Graph& g, const IValue& v, const TypePtr& type) {
  Node* c = g.create(prim::Constant, {}, 1);
  if (v.isInt()) c->setAttribute(attr::value, v.toInt());
  else if (v.isBool()) c->setAttribute(attr::value, int64_t{v.toBool()});
  else if (v.isDouble()) c->setAttribute(attr::value, v.toDouble());
  else if (v.isStr()) c->setAttribute(attr::value, v.toStr());
  else if (!v.isNone()) {
    c->destroy();
    return nullptr;
  }
  c->output()->setType(type);
  return c;
}

/// `t[k]` of a constant tuple `t` and constant `k` is its scalar item, as
/// PyTorch's constant propagation folds it (`self.dims[0]` of a Final tuple).
static void foldConstantTupleIndex(Graph& g, Node* n) {
  Node* src = n->input(0)->node();
  IValue t = src->kind() == prim::Constant ? valueConstant(src) : IValue();
  IValue k;
  if (!t.isTuple() || !immutableConstant(n->input(1), k) || !k.isInt()) return;
  int64_t size = static_cast<int64_t>(t.toTuple()->items.size()), i = k.toInt();
  if (i < 0) i += size;
  if (i < 0 || i >= size) return;
  Node* c = scalarConstant(g, t.toTuple()->items[static_cast<size_t>(i)], n->output()->type());
  if (!c) return;
  c->setSourceRange(n->sourceRange());
  c->insertBefore(n);
  n->output()->replaceAllUsesWith(c->output());
}

void lowerSimpleTuples(Block* b) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) lowerSimpleTuples(inner);
    if (n->kind() != prim::TupleIndex && n->kind() != prim::TupleUnpack) continue;
    Node* construct = n->input(0)->node();
    if (construct->kind() != prim::TupleConstruct) continue;
    const auto& items = construct->inputs();
    if (n->kind() == prim::TupleUnpack) {
      if (items.size() != n->outputs().size()) continue;
      for (size_t i = 0; i < items.size(); ++i) n->output(i)->replaceAllUsesWith(items[i]);
      continue;
    }
    IValue k;
    if (!immutableConstant(n->input(1), k) || !k.isInt()) continue;
    int64_t size = static_cast<int64_t>(items.size()), i = k.toInt();
    if (i < 0) i += size;
    if (i >= 0 && i < size) n->output()->replaceAllUsesWith(items[static_cast<size_t>(i)]);
  }
}

/// Unpacking a constant tuple of scalars gives constants: PyTorch's
/// constant propagation folds it (`F.pad(x, self.padding)` with a module's
/// constant tuple prints `[1, 1, 1, 1]`).
void foldConstantTupleUnpacks(Graph& g, Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) foldConstantTupleUnpacks(g, inner);
    if (n->kind() == prim::TupleIndex) foldConstantTupleIndex(g, n);
    Node* src = n->kind() == prim::TupleUnpack ? n->input(0)->node() : nullptr;
    IValue t = src && src->kind() == prim::Constant ? valueConstant(src) : IValue();
    if (t.isTuple() && t.toTuple()->items.size() == n->outputs().size()) {
      std::vector<Node*> made;
      for (size_t i = 0; i < n->outputs().size(); ++i) {
        Node* c = scalarConstant(g, t.toTuple()->items[i], n->output(i)->type());
        if (!c) break;
        c->setSourceRange(src->sourceRange());
        made.push_back(c);
      }
      if (made.size() == n->outputs().size()) {
        for (size_t i = 0; i < made.size(); ++i) {
          made[i]->insertBefore(n);
          n->output(i)->replaceAllUsesWith(made[i]->output());
        }
        n->destroy();
      } else {
        for (Node* c : made) c->destroy();
      }
    }
    n = next;
  }
}

/// An If on a constant runs one branch: PyTorch's constant propagation
/// inlines it (exit transforms leave such Ifs behind).
void foldConstantIfs(Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) foldConstantIfs(inner);
    bool cond = false;
    if (n->kind() == prim::If && constantCondition(n->input(0)->node(), cond)) {
      Block* taken = n->blocks()[cond ? 0 : 1];
      for (Node* m = *taken->begin(); m != taken->returnNode();) {
        Node* after = m->next();
        m->removeFromList();
        m->insertBefore(n);
        m = after;
      }
      for (size_t i = 0; i < n->outputs().size(); ++i) n->output(i)->replaceAllUsesWith(taken->outputs()[i]);
      n->destroy();
    }
    n = next;
  }
}

namespace {

/// PyTorch creates these nodes without a source range, so they print no
/// `# file:line:col` comment.
bool printsWithoutSource(Symbol k) {
  return k == prim::ListConstruct || k == prim::DictConstruct || k == prim::TupleConstruct ||
         k == prim::unchecked_cast || k == prim::GetAttr || k == prim::SetAttr || k == prim::ListUnpack ||
         k == prim::TupleUnpack || k == primSym("Enter") || k == primSym("Exit");
}

void clearSourceRanges(Block* b) {
  for (Node* n : *b) {
    if (printsWithoutSource(n->kind())) n->setSourceRange(SourceRange());
    if (n->kind() == prim::ListConstruct) n->removeAttribute(attr::types);
    for (Block* inner : n->blocks()) clearSourceRanges(inner);
  }
}

/// `self.mode` reads print as `%mode = prim::GetAttr[name="mode"](%self)`;
/// of several reads of one attribute the last is `%mode`, the earlier ones
/// `%mode.1`, `%mode.2`, ... (PyTorch renames a name's previous holder).
std::string nameBase(const std::string& name);

void nameAttributeReads(Block* b, std::map<std::string, std::vector<Value*>>& reads) {
  for (Node* n : *b) {
    if (n->kind() == prim::SetAttr) n->removeAttribute(attr::index);
    if (n->kind() == prim::GetAttr) {
      n->removeAttribute(attr::index);
      // The emitter names a read after its attribute (Note [GetAttr names]).
      const std::string& name = n->s(attr::name);
      const std::string debug = nameBase(n->output()->debugName());
      if (debug.empty() || debug == name || debug == "_" + name) reads[name].push_back(n->output());
    }
    for (Block* inner : n->blocks()) nameAttributeReads(inner, reads);
  }
}

/// Attribute text printed verbatim (`[int, str]`).
struct AttributeText : OpaqueConstant {
  explicit AttributeText(std::string t) : text(std::move(t)) {}
  std::string str() const override { return text; }
  std::string text;
};

Value* strConstantBefore(Node* where, const std::string& s) {
  Node* c = where->owningGraph()->create(prim::Constant, {}, 1);
  if (s.empty()) {
    c->output()->setType(Type::none());
  } else {
    c->setAttribute(attr::value, s);
    c->output()->setType(Type::str_());
  }
  return c->insertBefore(where)->output();
}

/// Ours: `RaiseException[value=kind](%msg)`. PyTorch's: the message and
/// the class name (`"builtins.ValueError"`); an assert's message carries its
/// class and the class input is None.
void spellRaise(Node* n) {
  if (!n->hasAttribute(attr::value) || n->inputs().size() != 1) return;
  auto kind = static_cast<ErrorKind>(n->i(attr::value));
  n->removeAttribute(attr::value);
  Node* msg = n->input(0)->node();
  bool const_msg = msg->kind() == prim::Constant && msg->hasAttribute(attr::value) && n->input(0)->uses().size() == 1;
  if (kind == ErrorKind::AssertionError && const_msg) {
    Node* text = strConstantBefore(n, "AssertionError: " + msg->s(attr::value))->node();
    n->replaceInput(0, text->output());
    msg->destroy();
    n->addInput(strConstantBefore(n, ""));
    return;
  }
  std::string name = errorKindName(kind);
  Node* cls = strConstantBefore(n, "builtins." + name)->node();
  n->addInput(cls->output());
  // PyTorch's class-name constant points at the class in `raise Name(...)`.
  const SourceRange& r = n->sourceRange();
  if (!r.valid()) return;
  size_t at = r.source->text().find(name, r.start);
  if (at != std::string::npos && at < r.end) cls->setSourceRange(SourceRange(r.source, at, at + name.size()));
}

/// Our spellings of nodes PyTorch spells otherwise.
/// Note [With exits on exceptions]: our with-item is prim::WithPush and an
/// __enter__ call, its exit prim::WithPop and an __exit__(None, None, None)
/// call; PyTorch's graph shows `prim::Enter(%obj)` (the __enter__ result) and
/// `prim::Exit(%obj)` (typed Tensor, as its emitter leaves it). Returns the
/// node after the rewritten pair.
Node* spellWithItem(Node* marker) {
  bool enter = marker->kind() == primSym("WithPush");
  Node* call = marker->next();
  while (call->kind() == prim::Constant) call = call->next();
  const auto* fn = static_cast<const Function*>(call->callee);
  Value* obj = marker->inputs().empty() ? nullptr : marker->input(0);
  if (!fn || fn->name != (enter ? "__enter__" : "__exit__") || call->inputs().empty() ||
      (obj && call->input(0) != obj) || call->outputs().size() != 1) {
    Node* next = marker->next();
    marker->destroy();
    return next;
  }
  Graph& g = *call->owningGraph();
  Node* r = g.create(primSym(enter ? "Enter" : "Exit"), {call->input(0)}, 1);
  r->output()->setType(enter ? call->output()->type() : Type::tensor());
  if (!call->output()->debugName().empty()) r->output()->setDisplayName(call->output()->displayName());
  call->output()->replaceAllUsesWith(r->output());
  r->insertBefore(call);
  call->destroy();
  marker->destroy();
  return r->next();
}

void spellLikePyTorch(Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    Node* next = n->next();
    for (Block* inner : n->blocks()) spellLikePyTorch(inner);
    if (n->kind() == primSym("WithPush") || n->kind() == primSym("WithPop")) {
      n = spellWithItem(n);
      continue;
    }
    if (n->kind() == prim::RaiseException) spellRaise(n);
    if (n->kind() == prim::isinstance && n->hasAttribute(attr::types)) {
      TypePtr t = n->ty(attr::types);
      std::string text;
      for (const TypePtr& m : t->is(TypeKind::Union) ? t->contained() : std::vector<TypePtr>{t})
        text += (text.empty() ? "" : ", ") + m->schemaStr();
      n->setAttribute(attr::types, Ref<OpaqueConstant>(makeRef<AttributeText>("[" + text + "]")));
      n->setSourceRange(SourceRange());
    }
    bool on_object = !n->inputs().empty() && (n->input(0)->type()->is(TypeKind::Class) ||
                                              n->input(0)->type()->is(TypeKind::Interface));
    if (n->kind() == prim::CallFunction && n->hasAttribute(attr::name) && on_object)
      replaceKind(n, prim::CallMethod);
    n = next;
  }
}

std::string nameBase(const std::string& name) {
  size_t dot = name.rfind('.');
  if (dot == std::string::npos || dot + 1 == name.size()) return name;
  bool digits = std::all_of(name.begin() + static_cast<long>(dot) + 1, name.end(), [](char c) { return c >= '0' && c <= '9'; });
  return digits ? name.substr(0, dot) : name;
}

/// Visits If/Loop outputs after those of the nodes in their blocks: the
/// order PyTorch's SSA conversion names them in.
void lastControlFlowValues(Block* b, std::map<std::string, Value*>& last, std::map<std::string, bool>& taken) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) lastControlFlowValues(inner, last, taken);
    for (Value* v : n->outputs()) {
      if (v->debugName().empty()) continue;
      if (nameBase(v->debugName()) == v->debugName()) taken[v->debugName()] = true;
      if (n->kind() == prim::If || n->kind() == prim::Loop) last[nameBase(v->debugName())] = v;
    }
  }
}

/// Note [Display names]: PyTorch names a variable's values through loads
/// and stores; a value taking a name renames its previous holder `x.N`.
/// Its SSA conversion names If/Loop outputs last, so the last such output
/// of a variable keeps the plain name (`%x : int = prim::If`). The other
/// values keep our numbering, which differs from PyTorch's.
void plainNamesForMergedValues(Graph& g) {
  std::map<std::string, Value*> last;
  std::map<std::string, bool> taken;
  for (Value* in : g.inputs())
    if (!in->debugName().empty()) taken[in->debugName()] = true;
  lastControlFlowValues(g.block(), last, taken);
  for (auto& [base, v] : last)
    if (!taken[base]) v->setDisplayName(base);
}

void renameForDisplay(Graph& g) {
  plainNamesForMergedValues(g);
  if (!g.inputs().empty() && g.inputs()[0]->debugName().rfind("self.", 0) == 0) g.inputs()[0]->setDisplayName("self");
  std::map<std::string, std::vector<Value*>> reads;
  nameAttributeReads(g.block(), reads);
  for (auto& [name, values] : reads)
    for (size_t i = 0; i < values.size(); ++i)
      values[i]->setDisplayName(i + 1 == values.size() ? name : name + "." + std::to_string(i + 1));
  clearSourceRanges(g.block());
}

}  // namespace

Node* replaceKind(Node* n, Symbol kind) {
  Graph& g = *n->owningGraph();
  Node* r = g.create(kind, n->inputs(), n->outputs().size());
  for (size_t i = 0; i < n->outputs().size(); ++i) {
    r->output(i)->setType(n->output(i)->type());
    if (!n->output(i)->debugName().empty()) r->output(i)->setDisplayName(n->output(i)->displayName());
    n->output(i)->replaceAllUsesWith(r->output(i));
  }
  for (const Attribute& a : n->attributes()) r->setAttribute(a.name, a.value);
  r->setSourceRange(n->sourceRange());
  r->op = n->op;
  r->callee = n->callee;
  r->insertBefore(n);
  n->destroy();
  return r;
}

void eliminateDisplayDeadCode(Graph& g) {
  while (sweep(g.block())) {
  }
}

std::unique_ptr<Graph> displayGraph(const Graph& g) {
  std::unique_ptr<Graph> copy = cloneGraph(g);
  spellLikePyTorch(copy->block());
  displayRanges(*copy);
  placeNumericLiterals(*copy);
  transformExits(*copy);
  canonicalizeModifiedLoops(*copy);
  foldConstantIfs(copy->block());
  lowerSimpleTuples(copy->block());
  foldConstantTupleUnpacks(*copy, copy->block());
  eliminateDisplayDeadCode(*copy);
  poolConstants(*copy);
  renameForDisplay(*copy);
  return copy;
}

std::string printScriptGraph(const Graph& g) { return printGraph(*displayGraph(g)); }

}  // namespace ts
