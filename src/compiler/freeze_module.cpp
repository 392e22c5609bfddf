// ===--- freeze_module.cpp - torch.jit.freeze and optimize_for_inference --=== //
// Note [Freezing]: the module objects are copied (tensors stay shared, as
// in PyTorch, where in-place changes to the original reach the frozen
// module's constants); each kept method's graph is cloned with `self` retyped to a new class that holds only the preserved
// attributes. Every other `prim::GetAttr` of self becomes a constant holding
// the copy's value (submodules become constant objects whose own methods
// run unchanged), `self.training` included, so training-only branches test a
// constant. Calls of self's other methods are redirected to their frozen
// versions. optimize_numerics then folds Conv2d -> BatchNorm2d pairs.
#include "compiler/freeze_module.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "compiler/codegen.h"
#include "compiler/emitter.h"
#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "ops/registry.h"
#include "passes/display_graph.h"
#include "runtime/deep_copy.h"
#include "runtime/function.h"
#include "tensor/ops_binary.h"

namespace ts {

void Program::registerClassType(const Type* t, ClassInfo* c) { shared_->class_by_type[t] = c; }

namespace {

/// A copy of the module tree: module objects are copied, everything else
/// (tensors included) is shared, as by PyTorch's Module.clone before
/// freezing, so in-place changes to the original's tensors are seen.
IValue cloneModules(const IValue& v, std::map<const Object*, IValue>& done) {
  if (!v.isObject() || !v.toObject()->type->isModule()) return v;
  const Object* o = v.toObject();
  if (auto it = done.find(o); it != done.end()) return it->second;
  Ref<Object> copy = makeRef<Object>(o->type);
  IValue out(copy);
  done[o] = out;
  for (size_t i = 0; i < o->slots.size(); ++i) copy->slots[i] = cloneModules(o->slots[i], done);
  return out;
}

class Freezer {
 public:
  Freezer(Program& p, Object& src, ClassInfo& info, bool optimize)
      : program_(p), src_(src), info_(info), optimize_(optimize) {}

  /// Builds the frozen type with `kept` attributes and its object.
  IValue build(const std::vector<std::string>& methods, const std::set<std::string>& kept) {
    const ClassType* t = src_.type;
    frozen_ = ClassType::create(t->name(), true);
    frozen_->scripted = true;
    frozen_->python_name = t->python_name;
    for (size_t i = 0; i < t->attributes().size(); ++i) {
      const std::string& name = t->attributes()[i].name;
      if (kept.count(name)) frozen_->addAttribute(name, t->attributes()[i].type, t->attributeKind(static_cast<int>(i)));
    }
    kept_ = kept;
    program_.registerClassType(frozen_, &info_);
    Ref<Object> obj = makeRef<Object>(frozen_);
    for (size_t i = 0; i < frozen_->attributes().size(); ++i)
      obj->slots[i] = src_.slots[static_cast<size_t>(t->attributeIndex(frozen_->attributes()[i].name))];
    for (const std::string& m : methods) frozenMethod(m);
    return IValue(obj);
  }

 private:
  /// The frozen version of self's method `name` (compiled once).
  Function* frozenMethod(const std::string& name) {
    auto key = std::make_pair(static_cast<const Type*>(frozen_), name);
    if (auto it = info_.methods.find(key); it != info_.methods.end()) return it->second.get();
    Function* orig = program_.compileMethod(info_, name, src_.type);
    if (!orig) throw Error("method '" + name + "' does not exist", ErrorKind::AttributeError);
    Ref<Function> fn = makeRef<Function>();
    info_.methods[key] = fn;
    fn->name = orig->name;
    fn->qualified_name = orig->qualified_name;
    fn->schema = orig->schema;
    fn->schema.arguments.at(0).type = frozen_;
    fn->source_extent = orig->source_extent;
    fn->graph = cloneGraph(*orig->graph);
    Graph& g = *fn->graph;
    g.inputs()[0]->setType(frozen_);
    // With optimize, Conv2d and BatchNorm2d calls stay calls until the
    // folding has paired them; then everything is inlined.
    bool outer_keep = keep_fold_calls_;
    keep_fold_calls_ = optimize_;
    rewriteBlock(g, g.block(), g.inputs()[0]);
    if (optimize_) {
      foldConvBatchNorm(g, g.block());
      keep_fold_calls_ = false;
      rewriteBlock(g, g.block(), g.inputs()[0]);
    }
    keep_fold_calls_ = outer_keep;
    removeDeadReads(g.block());
    checkSelfUses(g.inputs()[0], name);
    Program& p = program_;
    fn->code = generateCode(g, [&p](const Node* n, BoundKernel& k) { return nodeKernel(p, n, k); });
    return fn.get();
  }

  void rewriteBlock(Graph& g, Block* b, Value* self) {
    for (Node* n = *b->begin(); n != b->returnNode();) {
      Node* next = n->next();
      if (n->kind() == prim::If && n->input(0)->node()->kind() == prim::Constant) {
        next = inlineBranch(g, n);
      } else if (n->kind() == prim::GetAttr && n->input(0) == self) {
        const std::string& name = n->s(attr::name);
        if (kept_.count(name) && name != "training") {
          n->setAttribute(attr::index, int64_t{frozen_->attributeIndex(name)});
        } else {
          int slot = src_.type->attributeIndex(name);
          checkInterfaceAttribute(name, static_cast<size_t>(slot));
          n->output()->replaceAllUsesWith(constantBefore(g, n, src_.slots.at(static_cast<size_t>(slot))));
          n->destroy();
        }
      } else if (n->kind() == prim::GetAttr && constantObject(n->input(0))) {
        const Object* o = constantObject(n->input(0));
        n->output()->replaceAllUsesWith(constantBefore(g, n, o->slots.at(static_cast<size_t>(n->i(attr::index)))));
        n->destroy();
      } else if (n->kind() == prim::TupleUnpack && n->input(0)->node()->kind() == prim::Constant) {
        foldTupleUnpack(g, n);
      } else if (n->kind() == prim::unchecked_cast && n->input(0)->node()->kind() == prim::Constant) {
        n->output()->replaceAllUsesWith(n->input(0));  // the constant's own type is the more precise
        n->destroy();
      } else if (n->kind() == prim::isinstance && knownConstant(n->input(0))) {
        bool is = valueMatchesType(*knownConstant(n->input(0)), n->ty(attr::types));
        n->output()->replaceAllUsesWith(constantBefore(g, n, IValue(is)));
        n->destroy();
      } else if (isEvalDropout(n)) {
        n->output()->replaceAllUsesWith(n->input(0));  // PyTorch's freezing drops them (remove_dropout)
        n->destroy();
      } else if (n->kind() == prim::ListConstruct && n->output()->type() == Type::list(Type::int_())) {
        foldIntList(g, n);
      } else if (n->kind() == prim::SetAttr && n->input(0) == self) {
        const std::string& name = n->s(attr::name);
        if (!kept_.count(name) && isInterfaceSlot(src_.type->attributeIndex(name)))
          throw Error("failed to freeze interface attribute '" + name + "'");
        if (!kept_.count(name))
          throw Error("Freezing a module that assigns attribute '" + name + "' needs it in preserved_attrs");
        n->setAttribute(attr::index, int64_t{frozen_->attributeIndex(name)});
      } else if (n->kind() == prim::CallFunction && !n->inputs().empty() && n->input(0) == self) {
        n->callee = frozenMethod(n->s(attr::name));
      } else if (n->kind() == prim::CallFunction && !n->inputs().empty() && inlinable(n)) {
        next = inlineCall(g, n);
      } else {
        for (Block* sub : n->blocks()) rewriteBlock(g, sub, self);
      }
      n = next;
    }
  }

  bool isInterfaceSlot(int slot) const {
    return slot >= 0 && src_.type->attributes()[static_cast<size_t>(slot)].type->is(TypeKind::Interface);
  }

  /// Note [Frozen interfaces]: an interface attribute becomes its module as a
  /// constant, so calls through it are calls of that module's methods. As in
  /// PyTorch (freezeInterfaces), that fails when those methods change the
  /// module's state (assign its attributes, write its tensors in place):
  /// PyTorch would have to keep the attribute and cannot give it a concrete type.
  void checkInterfaceAttribute(const std::string& name, size_t slot) {
    if (!isInterfaceSlot(static_cast<int>(slot)) || !src_.slots.at(slot).isObject()) return;
    Object* target = src_.slots[slot].toObject();
    ClassInfo* info = program_.classInfo(target->type);
    if (!info) return;
    const auto* iface = static_cast<const InterfaceType*>(src_.type->attributes()[slot].type);
    for (const InterfaceMethod& m : iface->methods) {
      Function* fn = program_.compileMethod(*info, m.name, target->type);
      if (fn && fn->graph && writesSelf(*fn->graph))
        throw Error("failed to freeze interface attribute '" + name + "'");
    }
  }

  /// Whether a method assigns an attribute of self or writes in place to a
  /// tensor attribute of self (or a view of one).
  static bool writesSelf(const Graph& g) {
    std::set<const Value*> state;
    return writesState(g.block(), g.inputs()[0], state);
  }

  static bool writesState(const Block* b, const Value* self, std::set<const Value*>& state) {
    for (const Node* n : *b) {
      if (n->kind() == prim::SetAttr && n->input(0) == self) return true;
      if (n->kind() == prim::GetAttr && n->input(0) == self && n->output()->type()->is(TypeKind::Tensor))
        state.insert(n->output());
      bool reads_state = !n->inputs().empty() && state.count(n->input(0));
      std::string op = n->kind().unqualString();
      if (reads_state && op.size() > 1 && op.back() == '_' && op[op.size() - 2] != '_') return true;
      if (reads_state && isView(op))
        for (const Value* out : n->outputs()) state.insert(out);
      for (const Block* sub : n->blocks())
        if (writesState(sub, self, state)) return true;
    }
    return false;
  }

  static bool isView(const std::string& op) {
    static const std::set<std::string> views{"select", "slice", "view", "reshape", "narrow", "expand",
                                             "t", "transpose", "permute", "squeeze", "unsqueeze",
                                             "__getitem__", "as_strided", "diagonal", "unfold"};
    return views.count(op) != 0;
  }

  /// A dropout whose `train` argument is the constant False: the identity.
  static bool isEvalDropout(const Node* n) {
    static const std::set<std::string> kDropouts = {"aten::dropout", "aten::dropout_", "aten::feature_dropout",
                                                    "aten::feature_dropout_"};
    if (n->kind().ns() != "aten" || !kDropouts.count(n->kind().qualString()) || n->inputs().size() != 3) return false;
    const Node* train = n->input(2)->node();
    return train->kind() == prim::Constant && n->input(2)->type()->is(TypeKind::Bool) && train->i(attr::value) == 0;
  }

  /// `a, b = <constant tuple>` (a module's kernel_size, ...): each output
  /// becomes a constant of its own.
  void foldTupleUnpack(Graph& g, Node* n) {
    IValue t = constantValue(n->input(0));
    if (!t.isTuple() || t.toTuple()->items.size() != n->outputs().size()) return;
    for (size_t i = 0; i < n->outputs().size(); ++i)
      n->output(i)->replaceAllUsesWith(constantBefore(g, n, t.toTuple()->items[i]));
    n->destroy();
  }

  /// `[1, 1]` built from constants becomes one constant list, as PyTorch's
  /// constant propagation makes it (the printer then drops default args).
  void foldIntList(Graph& g, Node* n) {
    // A shared constant must never be written: only operators that read
    // their list arguments may use it (not append, not a return).
    static const std::set<std::string> kWriters = {"aten::append", "aten::insert", "aten::extend", "aten::pop",
                                                   "aten::clear", "aten::remove", "aten::reverse", "aten::sort",
                                                   "aten::_set_item", "aten::__setitem__", "aten::add_"};
    for (const Use& u : n->output()->uses()) {
      const auto* op = static_cast<const Operator*>(u.user->op);
      if (!op || kWriters.count(op->schema.name) || op->schema.name.back() == '_') return;
    }
    std::vector<IValue> items;
    for (Value* v : n->inputs()) {
      if (v->node()->kind() != prim::Constant || !v->type()->is(TypeKind::Int)) return;
      items.push_back(IValue(v->node()->i(attr::value)));
    }
    n->output()->replaceAllUsesWith(constantBefore(g, n, makeList(Type::int_(), std::move(items))));
    n->destroy();
  }

  /// The value of a prim::Constant (None when it is not one we can read).
  IValue constantValue(Value* v) {
    Node* c = v->node();
    if (c->kind() != prim::Constant) return IValue();
    if (v->type()->is(TypeKind::Tuple)) return valueConstant(c);
    return IValue();
  }

  /// The value of a constant whose value the IR holds: a scalar or an
  /// opaque constant (lists, tuples, objects).
  static std::optional<IValue> knownConstant(const Value* v) {
    const Node* c = v->node();
    if (c->kind() != prim::Constant) return std::nullopt;
    const AttributeValue* a = c->attribute(attr::value);
    if (a && std::holds_alternative<Ref<OpaqueConstant>>(*a)) return valueConstant(c);
    switch (v->type()->kind()) {
      case TypeKind::None: case TypeKind::Bool: case TypeKind::Int: case TypeKind::Float: case TypeKind::Str:
        return scalarConstant(c);
      default:
        return std::nullopt;
    }
  }

  /// The module object a constant holds, or nullptr.
  const Object* constantObject(Value* v) {
    if (v->node()->kind() != prim::Constant || !v->type()->is(TypeKind::Class)) return nullptr;
    IValue c = valueConstant(v->node());
    return c.isObject() && c.toObject()->type->isModule() ? c.toObject() : nullptr;
  }

  /// A call whose graph can be copied in, as PyTorch's Inline does before
  /// freezing: a free function (F.relu), or a method of a constant
  /// submodule (not yet the calls conv-bn folding pairs up).
  bool inlinable(const Node* n) {
    const auto* fn = static_cast<const Function*>(n->callee);
    if (!fn || !fn->graph) return false;
    if (!takesModule(*fn->graph)) return true;
    const Object* o = constantObject(n->input(0));
    if (!o) return false;
    return !keep_fold_calls_ || (o->type->python_name != "Conv2d" && o->type->python_name != "BatchNorm2d");
  }

  static bool takesModule(const Graph& g) {
    if (g.inputs().empty() || !g.inputs()[0]->type()->is(TypeKind::Class)) return false;
    return static_cast<const ClassType*>(g.inputs()[0]->type())->isModule();
  }

  /// Copies the callee's graph in place of call `n`; returns the first
  /// copied node, so the copy is rewritten in turn (nested submodules).
  Node* inlineCall(Graph& g, Node* n) {
    // The stored graph keeps early returns as prim::ReturnStmt, which the
    // code generator turns into jumps out of the function; copied in as they
    // are they would return from the caller. The copy inlined is the one
    // with its returns made block outputs, as `.graph` shows it.
    std::unique_ptr<Graph> structured = cloneGraph(*static_cast<const Function*>(n->callee)->graph);
    transformExits(*structured);
    const Graph& callee = *structured;
    g.setInsertionPointBefore(n);
    Node* before = n->prev();
    ValueMap map;
    for (size_t i = 0; i < callee.inputs().size() && i < n->inputs().size(); ++i) map[callee.inputs()[i]] = n->input(i);
    for (const Node* c : *callee.block()) cloneNode(c, g, map);
    Value* result = map.count(callee.outputs()[0]) ? map[callee.outputs()[0]] : callee.outputs()[0];
    // As PyTorch's inliner: the result takes the name the call's output had
    // (`input = module(input)` prints as `input0 = ...`).
    if (!n->output()->debugName().empty()) result->setDebugName(n->output()->debugName());
    n->output()->replaceAllUsesWith(result);
    n->destroy();
    g.setInsertionPoint(g.block());
    return before->next();
  }

  /// `if <constant>:` keeps the taken branch's nodes in place of the If.
  Node* inlineBranch(Graph& g, Node* n) {
    bool taken = n->input(0)->node()->i(attr::value) != 0;
    const Block* b = n->blocks()[taken ? 0 : 1];
    g.setInsertionPointBefore(n);
    Node* before = n->prev();
    ValueMap map;
    for (const Node* c : *b) cloneNode(c, g, map);
    for (size_t i = 0; i < n->outputs().size(); ++i) {
      Value* v = b->outputs()[i];
      n->output(i)->replaceAllUsesWith(map.count(v) ? map[v] : v);
    }
    n->destroy();
    g.setInsertionPoint(g.block());
    return before->next();
  }

  /// Every remaining use of self must be one the frozen class serves: its
  /// kept attributes and frozen methods. Code compiled for the original
  /// class (a fork of a method, self passed as a value) would misread it.
  void checkSelfUses(Value* self, const std::string& method) {
    for (const Use& u : self->uses()) {
      Symbol k = u.user->kind();
      bool served = k == prim::GetAttr || k == prim::SetAttr ||
                    (k == prim::CallFunction && u.offset == 0 && frozenFunction(u.user->callee));
      if (!served)
        throw Error("torch.jit.freeze: method '" + method + "' uses self as a value (" + k.qualString() +
                    "), which freezing does not support yet");
    }
  }

  bool frozenFunction(const void* callee) const {
    for (const auto& [key, fn] : info_.methods)
      if (key.first == frozen_ && fn.get() == callee) return true;
    return false;
  }

  /// Drops constants and attribute reads nothing uses any more.
  static void removeDeadReads(Block* b) {
    for (Node* n = b->returnNode()->prev(); n != b->paramNode();) {
      Node* prev = n->prev();
      for (Block* sub : n->blocks()) removeDeadReads(sub);
      bool dead = (n->kind() == prim::Constant || n->kind() == prim::GetAttr) && !n->output()->hasUses();
      if (dead) n->destroy();
      n = prev;
    }
  }

  Value* constantBefore(Graph& g, Node* n, const IValue& v) {
    g.setInsertionPointBefore(n);
    Emitter e(program_, g, n->sourceRange());
    // PyTorch's freezing detaches tensors that require grad (overrideGradient):
    // a frozen module's outputs are not in any backward graph.
    bool grad = v.isTensor() && v.toTensor().requires_grad();
    Value* c = e.constant(grad ? IValue(v.toTensor().detach()) : v, n->sourceRange());
    g.setInsertionPoint(g.block());
    return c;
  }

  /// The constant object a value holds, if it is one of class `python_name`.
  Object* constantModule(Value* v, const char* python_name) {
    if (v->node()->kind() != prim::Constant) return nullptr;
    IValue c = valueConstant(v->node());
    if (!c.isObject() || c.toObject()->type->python_name != python_name) return nullptr;
    return c.toObject();
  }

  static Tensor slotTensor(const Object& o, const std::string& name) {
    int i = o.type->attributeIndex(name);
    return i < 0 || !o.slots[static_cast<size_t>(i)].isTensor() ? Tensor() : o.slots[static_cast<size_t>(i)].toTensor();
  }

  // Note [Conv-BatchNorm folding]: bn(conv(x)) with an eval-mode BatchNorm
  // equals conv'(x) where conv' has weight w * g / sqrt(var + eps) per output
  // channel and bias (b - mean) * g / sqrt(var + eps) + beta (PyTorch's
  // fuse_conv_bn_weights); the BatchNorm call disappears.
  void foldConvBatchNorm(Graph& g, Block* b) {
    for (Node* n = *b->begin(); n != b->returnNode();) {
      Node* next = n->next();
      for (Block* sub : n->blocks()) foldConvBatchNorm(g, sub);
      Object* bn = nullptr;
      Object* conv = nullptr;
      if (n->kind() == prim::CallFunction && n->inputs().size() == 2 &&
          (bn = constantModule(n->input(0), "BatchNorm2d")) && n->input(1)->uses().size() == 1 &&
          n->input(1)->node()->kind() == prim::CallFunction && n->input(1)->node()->inputs().size() == 2 &&
          (conv = constantModule(n->input(1)->node()->input(0), "Conv2d"))) {
        Node* conv_call = n->input(1)->node();
        IValue folded = foldedConv(*conv, *bn);
        if (!folded.isNone()) {
          conv_call->replaceInput(0, constantBefore(g, conv_call, folded));
          n->output()->replaceAllUsesWith(conv_call->output());
          n->destroy();
        }
      }
      n = next;
    }
  }

  /// A module's attribute `name`, or its `__constants__` value of that name.
  IValue attributeOrConstant(const Object& o, const std::string& name) {
    int slot = o.type->attributeIndex(name);
    if (slot >= 0) return o.slots[static_cast<size_t>(slot)];
    const auto& consts = program_.sharedState().module_constants;
    auto it = consts.find({o.type, name});
    return it == consts.end() ? IValue() : it->second;
  }

  IValue foldedConv(const Object& conv, const Object& bn) {
    Tensor w = slotTensor(conv, "weight"), mean = slotTensor(bn, "running_mean"), var = slotTensor(bn, "running_var");
    Tensor gamma = slotTensor(bn, "weight"), beta = slotTensor(bn, "bias"), bias = slotTensor(conv, "bias");
    IValue eps = attributeOrConstant(bn, "eps");
    if (!w.defined() || !mean.defined() || !var.defined() || !eps.isDouble()) return IValue();
    Tensor rstd = pow(add(var, eps.toDouble()), -0.5);
    Tensor scale = gamma.defined() ? mul(gamma, rstd) : rstd;
    if (!bias.defined()) bias = sub(mean, mean);
    Tensor new_bias = mul(sub(bias, mean), scale);
    if (beta.defined()) new_bias = add(new_bias, beta);
    std::vector<int64_t> shape(w.sizes().size(), 1);
    shape[0] = -1;
    IValue copy = deepCopy(IValue(Ref<Object>(const_cast<Object*>(&conv))));
    Object* o = copy.toObject();
    o->slots[static_cast<size_t>(o->type->attributeIndex("weight"))] = IValue(mul(w, scale.reshape(shape)));
    o->slots[static_cast<size_t>(o->type->attributeIndex("bias"))] = IValue(new_bias);
    return copy;
  }

  Program& program_;
  Object& src_;
  ClassInfo& info_;
  bool optimize_;
  bool keep_fold_calls_ = false;
  ClassType* frozen_ = nullptr;
  std::set<std::string> kept_;
};

}  // namespace

IValue freezeModule(Program& program, const IValue& module, const std::vector<std::string>& preserved,
                    bool optimize_numerics) {
  if (!module.isObject() || !module.toObject()->type->isModule() || !module.toObject()->type->scripted)
    throw Error("Freezing expects a ScriptModule as input. Please use torch.jit.script or torch.jit.trace to script "
                "your 'nn.Module'.");
  const Object& m = *module.toObject();
  int training = m.type->attributeIndex("training");
  if (training >= 0 && m.slots[static_cast<size_t>(training)].isBool() && m.slots[static_cast<size_t>(training)].toBool())
    throw Error("Freezing is currently only implemented for modules in eval mode. Please call .eval() on your module "
                "before freezing.");
  ClassInfo* info = program.classInfo(m.type);
  if (!info) throw Error("Freezing expects a ScriptModule as input");
  std::map<const Object*, IValue> done;
  IValue copy = cloneModules(module, done);
  std::vector<std::string> methods{"forward"};
  std::set<std::string> kept{"training"};
  for (const std::string& name : preserved) {
    if (m.type->attributeIndex(name) >= 0) {
      kept.insert(name);
    } else if (info->method_defs.count(name)) {
      if (std::find(methods.begin(), methods.end(), name) == methods.end()) methods.push_back(name);
    } else {
      throw Error("Unknown name: " + name);
    }
  }
  Freezer f(program, *copy.toObject(), *info, optimize_numerics);
  return f.build(methods, kept);
}

}  // namespace ts
