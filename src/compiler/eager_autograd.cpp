// ===--- eager_autograd.cpp - Python-level autograd attributes -------------=== //
#include "compiler/eager_autograd.h"

#include "compiler/emitter.h"
#include "ops/autograd_ops.h"

namespace ts {
namespace {

const Symbol kGradFn = Symbol::fromQualString("prim::EagerGradFn");
const Symbol kGradFnName = Symbol::fromQualString("prim::GradFnName");
const Symbol kRequiresGrad = Symbol::fromQualString("prim::PythonRequiresGrad_");
const Symbol kSetRequiresGrad = Symbol::fromQualString("prim::PythonSetRequiresGrad");

/// A grad_fn as Python-level code sees it: prints as
/// `<MulBackward0 object at 0x...>`.
struct GradFnNode : CapsuleObj {
  explicit GradFnNode(const char* n) : name(n) {}
  std::string className() const override { return name; }
  const char* name;
};

// Nodes written by hand in torch/csrc/autograd (not generated from
// derivatives.yaml) report their C++ namespace in name().
std::string qualifiedNodeName(const std::string& name) {
  if (name == "CopySlices" || name == "CopyBackwards" || name == "NotImplemented") return "torch::autograd::" + name;
  return name;
}

struct GradFnNameMethod : SugaredValue {
  explicit GradFnNameMethod(Value* g) : grad_fn(g) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    if (!args.empty()) e.fail("name() takes no arguments", loc);
    Node* n = e.insert(kGradFnName, {grad_fn}, 1, loc);
    return std::make_shared<SimpleValue>(n->output()->setType(Type::str_()));
  }
  Value* grad_fn;
};

}  // namespace

Value* emitEagerGradFn(Emitter& e, Value* tensor, const SourceRange& loc) {
  Node* n = e.insert(kGradFn, {tensor}, 1, loc);
  return n->output()->setType(Type::optional(Type::capsule()));
}

SugaredPtr gradFnNameMethod(Value* grad_fn) { return std::make_shared<GradFnNameMethod>(grad_fn); }

Value* emitPythonRequiresGrad(Emitter& e, Value* self, std::vector<NamedValue>& args, const SourceRange& loc) {
  // Tensor.requires_grad_'s arguments are aten::requires_grad_'s.
  const Operator* op = Registry::global().find("aten::requires_grad_");
  std::vector<NamedValue> all{{"", self, loc}};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<Value*> inputs = e.matchArguments(op->schema, all, loc);
  Node* n = e.insert(kRequiresGrad, inputs, 1, loc);
  return n->output()->setType(Type::tensor());
}

void emitPythonSetRequiresGrad(Emitter& e, Value* self, Value* v, const SourceRange& loc) {
  if (!v->type()->is(TypeKind::Bool)) e.fail("requires_grad must be a bool", loc);
  e.insert(kSetRequiresGrad, {self, v}, 0, loc);
}

bool eagerAutogradNodeKernel(const Node* n, BoundKernel& out) {
  Symbol k = n->kind();
  if (k == kGradFn) {
    out.fn = [](Stack& s) {
      const char* fn = pop(s).toTensor().grad_fn();
      push(s, fn ? IValue(Ref<CapsuleObj>(new GradFnNode(fn))) : IValue());
    };
  } else if (k == kGradFnName) {
    out.fn = [](Stack& s) {
      IValue v = pop(s);
      TS_CHECK(!v.isNone(), "'NoneType' object has no attribute 'name'", ErrorKind::AttributeError);
      push(s, IValue(qualifiedNodeName(v.toCapsule()->className())));
    };
  } else if (k == kRequiresGrad) {
    out.fn = [](Stack& s) {
      bool requires_grad = pop(s).toBool();
      setRequiresGradChecked(s.back().toTensor(), requires_grad,
                             "only Tensors of floating point dtype can require gradients");
    };
  } else if (k == kSetRequiresGrad) {
    out.fn = [](Stack& s) {
      bool requires_grad = pop(s).toBool();
      setRequiresGradChecked(pop(s).toTensor(), requires_grad,
                             "only Tensors of floating point and complex dtype can require gradients");
    };
  } else {
    return false;
  }
  out.name = k.qualString();
  return true;
}

}  // namespace ts
