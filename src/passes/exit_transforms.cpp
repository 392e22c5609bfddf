// ===--- exit_transforms.cpp - returns, breaks, continues as block outputs -=== //
// Note [Exit transforms] (display_graph.h): the algorithm of PyTorch's
// frontend/exit_transforms.cpp on our IR, so `.graph` shows PyTorch's graph.
#include <algorithm>
#include <map>

#include "passes/display_graph.h"
#include "support/error.h"

namespace ts {
namespace {

const Symbol kReturnStmt = Symbol::fromQualString("prim::ReturnStmt");
const Symbol kBreakStmt = Symbol::fromQualString("prim::BreakStmt");
const Symbol kContinueStmt = Symbol::fromQualString("prim::ContinueStmt");

/// Whether a block WILL reach the exit, MIGHT, WONT, or always THROWS (then
/// the other branch of an If decides, and nothing after it needs a guard).
enum class ExitStatus { Will, Might, Wont, Throws };

/// The flag saying whether the exit was taken, and the values it carries.
struct ExitPair {
  Value* flag;
  std::vector<Value*> values;
};

Value* boolConstant(Graph& g, bool v, Node* before) {
  Node* n = g.create(prim::Constant, {}, 1);
  n->setAttribute(attr::value, int64_t{v});
  n->output()->setType(Type::bool_());
  return n->insertBefore(before)->output();
}

void moveBefore(Node* n, Node* where) {
  n->removeFromList();
  n->insertBefore(where);
}

void replaceBlockOutputs(Block* b, const std::vector<Value*>& outs) {
  b->returnNode()->removeAllInputs();
  for (Value* v : outs) b->registerOutput(v);
}

void addIfOutputs(Node* n, const std::vector<Value*>& then_outs, const std::vector<Value*>& else_outs) {
  for (size_t i = 0; i < then_outs.size(); ++i) {
    n->blocks()[0]->registerOutput(then_outs[i]);
    n->blocks()[1]->registerOutput(else_outs[i]);
    auto t = unifyTypes(then_outs[i]->type(), else_outs[i]->type(), /*default_to_union=*/true);
    n->addOutput()->setType(t ? *t : then_outs[i]->type());
  }
}

/// PyTorch's Ifs list the exit flag and values before their other outputs
/// (variables the branches assign, the outputs of guarded code); ours are
/// added last, so the first `count` outputs move to the end (as new values).
void moveFirstOutputsLast(Node* n, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    Value* old = n->output(0);
    Value* moved = n->addOutput()->setType(old->type());
    if (!old->debugName().empty()) moved->setDisplayName(old->displayName());
    old->replaceAllUsesWith(moved);
    n->eraseOutput(0);
    for (Block* b : n->blocks()) {
      std::vector<Value*> outs = b->outputs();
      std::rotate(outs.begin(), outs.begin() + 1, outs.end());
      replaceBlockOutputs(b, outs);
    }
  }
}

/// Loops too list the exit flag and values before the values they already
/// carried: the first `count` carried values move to the end.
void moveFirstCarriedLast(Node* loop, size_t count) {
  Block* body = loop->blocks()[0];
  for (size_t i = 0; i < count; ++i) {
    Value* old_in = body->inputs()[1];
    Value* new_in = body->addInput()->setType(old_in->type());
    if (!old_in->debugName().empty()) new_in->setDisplayName(old_in->displayName());
    old_in->replaceAllUsesWith(new_in);
    body->paramNode()->eraseOutput(1);
    Value* old_out = loop->output(0);
    Value* new_out = loop->addOutput()->setType(old_out->type());
    if (!old_out->debugName().empty()) new_out->setDisplayName(old_out->displayName());
    old_out->replaceAllUsesWith(new_out);
    loop->eraseOutput(0);
    loop->addInput(loop->input(2));
    loop->removeInput(2);
    std::vector<Value*> outs = body->outputs();
    std::rotate(outs.begin() + 1, outs.begin() + 2, outs.end());
    replaceBlockOutputs(body, outs);
  }
}

std::vector<Value*> lastOutputs(Node* n, size_t count) {
  return std::vector<Value*>(n->outputs().end() - static_cast<long>(count), n->outputs().end());
}

class ExitTransformer {
 public:
  ExitTransformer(Graph& g, Symbol exit_kind) : g_(g), exit_kind_(exit_kind) {
    // At the top, true first: the order constant pooling then reverses.
    Node* first = *g.block()->begin();
    true_ = boolConstant(g, true, first);
    false_ = boolConstant(g, false, first);
    throws_ = unitValue(Type::bool_());
  }

  void run() { transformExits(g_.block()); }

 private:
  ExitStatus status(const ExitPair& p) const {
    if (p.flag == true_) return ExitStatus::Will;
    if (p.flag == false_) return ExitStatus::Wont;
    if (p.flag == throws_) return ExitStatus::Throws;
    return ExitStatus::Might;
  }

  /// One prim::Uninitialized per type, at the top of the graph: the value an
  /// exit carries on the paths that do not take it (never read).
  Value* unitValue(const TypePtr& t) {
    auto it = units_.find(t->str());
    if (it != units_.end()) return it->second;
    Node* n = g_.create(prim::Uninitialized, {}, 1);
    n->output()->setType(t);
    n->insertAfter(g_.block()->paramNode());
    return units_[t->str()] = n->output();
  }

  std::vector<Value*> unitValuesLike(const std::vector<Value*>& vs) {
    std::vector<Value*> out;
    for (Value* v : vs) out.push_back(unitValue(v->type()));
    return out;
  }

  bool isTarget(Block* b) const {
    Node* owner = b->owningNode();
    if (exit_kind_ == kReturnStmt) return owner == nullptr;
    return owner && owner->kind() == prim::Loop;
  }

  ExitPair transformLoop(Node* loop) {
    Block* body = loop->blocks()[0];
    ExitPair p = transformExits(body);
    ExitStatus s = status(p);
    // The loop may not run at all, so a throwing body does not make it throw.
    if (s == ExitStatus::Wont || s == ExitStatus::Throws) return {false_, {}};
    size_t carried = loop->outputs().size();
    // Stop iterating once the exit is taken; carry its flag and values out.
    Node* stop = g_.create(prim::If, {p.flag}, 0);
    stop->insertBefore(body->returnNode());
    stop->addBlock()->registerOutput(false_);
    stop->addBlock()->registerOutput(body->outputs()[0]);
    Value* cond = stop->addOutput()->setType(Type::bool_());
    std::vector<Value*> outs = body->outputs();
    outs[0] = cond;
    replaceBlockOutputs(body, outs);
    loop->addInput(false_);
    body->addInput()->setType(Type::bool_());
    body->registerOutput(p.flag);
    Value* flag = loop->addOutput()->setType(Type::bool_());
    for (Value* v : p.values) {
      loop->addInput(unitValue(v->type()));
      loop->addOutput()->setType(v->type());
      body->addInput()->setType(v->type());
      body->registerOutput(v);
    }
    ExitPair result{flag, lastOutputs(loop, p.values.size())};
    moveFirstCarriedLast(loop, carried);
    return result;
  }

  static ExitStatus ifStatus(ExitStatus a, ExitStatus b) {
    if (a == ExitStatus::Throws) return b;
    if (b == ExitStatus::Throws) return a;
    if (a == ExitStatus::Wont && b == ExitStatus::Wont) return ExitStatus::Wont;
    if (a == ExitStatus::Will && b == ExitStatus::Will) return ExitStatus::Will;
    return ExitStatus::Might;
  }

  ExitPair transformIf(Node* n) {
    size_t existing = n->outputs().size();
    ExitPair then_p = transformExits(n->blocks()[0]);
    ExitPair else_p = transformExits(n->blocks()[1]);
    ExitStatus ts = status(then_p), es = status(else_p);
    ExitStatus s = ifStatus(ts, es);
    if (s == ExitStatus::Throws) return {throws_, {}};
    if (s == ExitStatus::Wont) return {false_, {}};
    if (ts == ExitStatus::Wont || ts == ExitStatus::Throws)
      then_p.values = unitValuesLike(else_p.values);
    else if (es == ExitStatus::Wont || es == ExitStatus::Throws)
      else_p.values = unitValuesLike(then_p.values);
    Value* flag = true_;
    if (s != ExitStatus::Will) {
      addIfOutputs(n, {then_p.flag}, {else_p.flag});
      flag = n->outputs().back();
    }
    addIfOutputs(n, then_p.values, else_p.values);
    ExitPair result{flag, lastOutputs(n, then_p.values.size())};
    moveFirstOutputsLast(n, existing);
    return result;
  }

  /// Moves `first` and the nodes after it into the else block of an If on
  /// the exit flag; the then block takes the exit.
  ExitPair guardBlockNodes(Block* b, const ExitPair& p, Node* first) {
    Node* guard = g_.create(prim::If, {p.flag}, 0);
    guard->insertBefore(first);
    Block* exit_block = guard->addBlock();
    Block* rest = guard->addBlock();
    for (Node* n = first; n != b->returnNode();) {
      Node* next = n->next();
      moveBefore(n, rest->returnNode());
      n = next;
    }
    std::vector<Value*> outs = b->outputs();
    for (Value* v : outs) {
      exit_block->registerOutput(unitValue(v->type()));
      rest->registerOutput(v);
      guard->addOutput()->setType(v->type());
    }
    replaceBlockOutputs(b, guard->outputs());
    g_.create(exit_kind_, p.values, 0)->insertBefore(exit_block->returnNode());
    return transformIf(guard);
  }

  /// Code after a certain exit never runs; values it defined that are still
  /// used (as block outputs) become uninitialized.
  void deleteFrom(Block* b, Node* first) {
    Node* stop = first->prev();
    for (Node* n = b->returnNode()->prev(); n != stop;) {
      Node* prev = n->prev();
      for (Value* o : n->outputs())
        if (o->hasUses()) o->replaceAllUsesWith(unitValue(o->type()));
      n->destroy();
      n = prev;
    }
  }

  ExitPair transformNode(Node* n, const ExitPair& current) {
    Symbol k = n->kind();
    if (k == prim::RaiseException) return {throws_, {}};
    if (k == exit_kind_) {
      ExitPair p{true_, n->inputs()};
      // A for-loop's `continue` goes on with the loop's own `true` (one
      // value in PyTorch's graph, so an If yielding it on both sides folds).
      if (k == kContinueStmt && target_ && isTrue(p.values[0]) && isTrue(target_->outputs()[0])) {
        Value* loop_true = target_->outputs()[0];
        // Ours is made at the end of the body; PyTorch's before the loop.
        if (loop_true->node()->owningBlock() == target_) moveBefore(loop_true->node(), target_->owningNode());
        p.values[0] = loop_true;
      }
      n->destroy();
      return p;
    }
    // Our `break` carries the loop's values; PyTorch's is a continuation
    // whose loop condition is false.
    if (k == kBreakStmt && exit_kind_ == kContinueStmt) {
      ExitPair p{true_, {false_}};
      p.values.insert(p.values.end(), n->inputs().begin(), n->inputs().end());
      n->destroy();
      return p;
    }
    if (k == prim::If) return transformIf(n);
    if (k == prim::Loop) return transformLoop(n);
    return current;
  }

  ExitPair transformExits(Block* b) {
    Block* outer_target = target_;
    if (isTarget(b)) target_ = b;
    ExitPair p = transformBlockNodes(b);
    target_ = outer_target;
    if (!isTarget(b)) return p;
    // The exit ends here: its values become the block's outputs.
    if (status(p) == ExitStatus::Might) {
      Node* pick = g_.create(prim::If, {p.flag}, 0);
      pick->insertBefore(b->returnNode());
      pick->addBlock();
      pick->addBlock();
      addIfOutputs(pick, p.values, b->outputs());
      replaceBlockOutputs(b, pick->outputs());
    } else if (status(p) == ExitStatus::Will) {
      replaceBlockOutputs(b, p.values);
    }
    return {false_, {}};
  }

  ExitPair transformBlockNodes(Block* b) {
    ExitPair p{false_, {}};
    for (Node* n = *b->begin(); n != b->returnNode();) {
      Node* next = n->next();
      p = transformNode(n, p);
      ExitStatus s = status(p);
      if (s == ExitStatus::Will || s == ExitStatus::Throws) {
        if (next != b->returnNode()) deleteFrom(b, next);
        break;
      }
      if (s == ExitStatus::Might) {
        if (next != b->returnNode()) p = guardBlockNodes(b, p, next);
        break;
      }
      n = next;
    }
    return p;
  }

  static bool isTrue(const Value* v) {
    const Node* c = v->node();
    return c->kind() == prim::Constant && v->type()->is(TypeKind::Bool) && c->hasAttribute(attr::value) &&
           c->i(attr::value) == 1;
  }

  Graph& g_;
  Symbol exit_kind_;
  Block* target_ = nullptr;  ///< the block the exits being transformed leave to
  Value* true_;
  Value* false_;
  Value* throws_;
  std::map<std::string, Value*> units_;
};

/// Our emitter makes the value of a final `return v` (or the None of
/// falling off the end) the graph output; PyTorch's ends in a ReturnStmt.
void outputToReturn(Graph& g) {
  Value* out = g.outputs().at(0);
  g.block()->returnNode()->removeAllInputs();
  bool placeholder = out->node()->kind() == prim::Uninitialized && out->node()->owningBlock() == g.block();
  if (!placeholder) g.create(kReturnStmt, {out}, 0)->insertBefore(g.block()->returnNode());
}

/// PyTorch's inlineConsecutiveIfs: `if c: return 1` followed by the guard
/// on its flag becomes one If whose branches hold the guard's branches.
bool mergeWithNextIf(Node* first) {
  Node* second = first->next();
  if (first->kind() != prim::If || second->kind() != prim::If || second->input(0)->node() != first) return false;
  size_t at = second->input(0)->offset();
  auto constBool = [](Value* v) -> int {
    Node* c = v->node();
    if (c->kind() != prim::Constant || !v->type()->is(TypeKind::Bool) || !c->hasAttribute(attr::value)) return -1;
    return c->i(attr::value) ? 1 : 0;
  };
  int then_v = constBool(first->blocks()[0]->outputs()[at]);
  int else_v = constBool(first->blocks()[1]->outputs()[at]);
  if (then_v < 0 || else_v < 0 || then_v == else_v) return false;
  Graph& g = *first->owningGraph();
  Block* saved_block = g.insertionBlock();
  Node* saved_point = g.insertionPoint();
  for (int i = 0; i < 2; ++i) {
    Block* into = first->blocks()[i];
    Block* from = second->blocks()[(i == 0 ? then_v : else_v) ? 0 : 1];
    ValueMap map;
    for (size_t j = 0; j < first->outputs().size(); ++j) map[first->output(j)] = into->outputs()[j];
    g.setInsertionPoint(into);
    for (Node* n : *from) cloneNode(n, g, map);
    for (Value* v : from->outputs()) into->registerOutput(map.count(v) ? map[v] : v);
  }
  g.setInsertionPoint(saved_block);
  if (saved_point) g.setInsertionPointBefore(saved_point);
  size_t old_outputs = first->outputs().size();
  for (Value* o : second->outputs()) {
    Value* merged = first->addOutput()->setType(o->type());
    if (!o->debugName().empty()) merged->setDisplayName(o->displayName());
    o->replaceAllUsesWith(merged);
  }
  second->destroy();
  // PyTorch lists the merged If's outputs first.
  moveFirstOutputsLast(first, old_outputs);
  return true;
}

void inlineConsecutiveIfs(Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    for (Block* inner : n->blocks()) inlineConsecutiveIfs(inner);
    if (!mergeWithNextIf(n)) n = n->next();
  }
}

/// A for-loop's condition `True` is made at the end of its body by our
/// emitter, before the loop by PyTorch's. Where it is matters here: code
/// after a loop that may exit is guarded by an If, and a lone constant after
/// the loop must not make one (`for i ...: for j ...: return` would get a
/// guard PyTorch's graph does not have).
void hoistLoopTrueConditions(Block* b) {
  for (Node* n : *b) {
    for (Block* inner : n->blocks()) hoistLoopTrueConditions(inner);
    if (n->kind() != prim::Loop) continue;
    Block* body = n->blocks()[0];
    Node* cond = body->outputs()[0]->node();
    if (cond->kind() == prim::Constant && cond->owningBlock() == body) moveBefore(cond, n);
  }
}

}  // namespace

void transformExits(Graph& g) {
  TypePtr return_type = g.outputs().at(0)->type();
  hoistLoopTrueConditions(g.block());
  outputToReturn(g);
  ExitTransformer(g, kContinueStmt).run();
  ExitTransformer(g, kReturnStmt).run();
  inlineConsecutiveIfs(g.block());
  // A function that always raises has no value to return.
  if (g.outputs().empty()) {
    Node* u = g.create(prim::Uninitialized, {}, 1);
    u->output()->setType(return_type);
    u->insertBefore(g.block()->returnNode());
    g.registerOutput(u->output());
  }
}

}  // namespace ts
