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
#include <cmath>
#include <map>
#include <set>

#include "compiler/codegen.h"
#include "compiler/emitter.h"
#include "compiler/node_kernels.h"
#include "compiler/program.h"
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
    rewriteBlock(g, g.block(), g.inputs()[0]);
    if (optimize_) foldConvBatchNorm(g, g.block());
    Program& p = program_;
    fn->code = generateCode(g, [&p](const Node* n, BoundKernel& k) { return nodeKernel(p, n, k); });
    return fn.get();
  }

  void rewriteBlock(Graph& g, Block* b, Value* self) {
    for (Node* n = *b->begin(); n != b->returnNode();) {
      Node* next = n->next();
      for (Block* sub : n->blocks()) rewriteBlock(g, sub, self);
      if (n->kind() == prim::GetAttr && n->input(0) == self) {
        const std::string& name = n->s(attr::name);
        if (kept_.count(name) && name != "training") {
          n->setAttribute(attr::index, int64_t{frozen_->attributeIndex(name)});
        } else {
          int slot = src_.type->attributeIndex(name);
          n->output()->replaceAllUsesWith(constantBefore(g, n, src_.slots.at(static_cast<size_t>(slot))));
          n->destroy();
        }
      } else if (n->kind() == prim::SetAttr && n->input(0) == self) {
        const std::string& name = n->s(attr::name);
        if (!kept_.count(name))
          throw Error("Freezing a module that assigns attribute '" + name + "' needs it in preserved_attrs");
        n->setAttribute(attr::index, int64_t{frozen_->attributeIndex(name)});
      } else if (n->kind() == prim::CallFunction && !n->inputs().empty() && n->input(0) == self) {
        n->callee = frozenMethod(n->s(attr::name));
      }
      n = next;
    }
  }

  Value* constantBefore(Graph& g, Node* n, const IValue& v) {
    g.setInsertionPointBefore(n);
    Emitter e(program_, Mode::Script, g, n->sourceRange());
    Value* c = e.constant(v, n->sourceRange());
    g.setInsertionPoint(g.block());
    return c;
  }

  /// The constant object a value holds, if it is one of class `python_name`.
  Object* constantModule(Value* v, const char* python_name) {
    if (v->node()->kind() != prim::Constant) return nullptr;
    IValue c = program_.opaqueConstant(v->node());
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

  static IValue foldedConv(const Object& conv, const Object& bn) {
    Tensor w = slotTensor(conv, "weight"), mean = slotTensor(bn, "running_mean"), var = slotTensor(bn, "running_var");
    Tensor gamma = slotTensor(bn, "weight"), beta = slotTensor(bn, "bias"), bias = slotTensor(conv, "bias");
    int eps_slot = bn.type->attributeIndex("eps");
    if (!w.defined() || !mean.defined() || !var.defined() || eps_slot < 0) return IValue();
    Tensor rstd = pow(add(var, bn.slots[static_cast<size_t>(eps_slot)].toDouble()), -0.5);
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
      throw Error("Attribute '" + name + "' does not exist", ErrorKind::AttributeError);
    }
  }
  Freezer f(program, *copy.toObject(), *info, optimize_numerics);
  return f.build(methods, kept);
}

}  // namespace ts
