// ===--- grad_hook_test.cpp - grad_fn recording around kernels -----------=== //
// Note [Recording grad_fn]: kernels bound through withAutograd, as the
// compiler binds them. Expected node names come from PyTorch 1.13.1.
#include "ops/autograd_ops.h"
#include "ops/grad_hook.h"
#include "ops/grad_rules.h"
#include "op_test_util.h"
#include "tensor/grad_mode.h"
#include "tensor/ops.h"

namespace ts::test {
namespace {

/// Runs `name` as compiled code does; `python`: a Python-level call site.
Stack callRecorded(const std::string& name, Stack args, bool python = false) {
  const Operator* op = Registry::global().find(name);
  if (!op) throw std::runtime_error("no operator " + name);
  if (!op->grad) throw std::runtime_error(name + " has no grad rule");
  withAutograd(*op, op->kernel, python)(args);
  return args;
}
Tensor call1Recorded(const std::string& name, Stack args, bool python = false) {
  Stack out = callRecorded(name, std::move(args), python);
  return out.at(0).toTensor();
}

Tensor leaf(std::vector<int64_t> size = {3}) {
  Tensor t = ones(size);
  t.set_requires_grad(true);
  return t;
}

const char* nodeOf(const Tensor& t) { return t.grad_fn() ? t.grad_fn() : "(leaf)"; }

TEST(GradHook, ResultsOfRequiresGradInputsGetTheNode) {
  Tensor w = leaf();
  Tensor y = call1Recorded("aten::mul.Tensor", {w, ones({3})});
  EXPECT_TRUE(y.requires_grad());
  EXPECT_FALSE(y.is_leaf());
  EXPECT_STREQ(nodeOf(y), "MulBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::mul.Scalar", {w, IValue(2.0)})), "MulBackward1");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::sum", {w, IValue()})), "SumBackward0");
  // Either operand: `plain * w` records too.
  EXPECT_STREQ(nodeOf(call1Recorded("aten::add.Tensor", {ones({3}), w, IValue(int64_t{1})})), "AddBackward0");
}

TEST(GradHook, PythonLevelCallsUsePythonsOverloads) {
  Tensor w = leaf();
  EXPECT_STREQ(nodeOf(call1Recorded("aten::mul.Scalar", {w, IValue(2.0)}, true)), "MulBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::pow.Scalar", {IValue(2.0), w}, true)), "PowBackward1");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::pow.Scalar", {IValue(2.0), w})), "PowBackward2");
}

TEST(GradHook, NothingRecordedWithoutGradModeOrGradInputs) {
  Tensor w = leaf();
  {
    GradModeGuard off(false);
    Tensor y = call1Recorded("aten::mul.Tensor", {w, w});
    EXPECT_FALSE(y.requires_grad());
    EXPECT_TRUE(y.is_leaf());
  }
  Tensor z = call1Recorded("aten::mul.Tensor", {ones({3}), ones({3})});
  EXPECT_FALSE(z.requires_grad());
  // Operators without a rule are not differentiable.
  EXPECT_EQ(Registry::global().find("aten::argmax")->grad, nullptr);
  EXPECT_EQ(Registry::global().find("aten::zeros_like")->grad, nullptr);
}

TEST(GradHook, IntegerResultsNeverRequireGrad) {
  Tensor w = leaf({2, 3});
  Stack out = callRecorded("aten::max.dim", {w, IValue(int64_t{1}), IValue(false)});
  EXPECT_STREQ(nodeOf(out[0].toTensor()), "MaxBackward0");
  EXPECT_FALSE(out[1].toTensor().requires_grad());
}

TEST(GradHook, AnInputReturnedUnchangedKeepsItsState) {
  Tensor w = leaf();
  Tensor c = call1Recorded("aten::contiguous", {w, IValue(int64_t{0})});
  EXPECT_TRUE(c.is_same(w));
  EXPECT_TRUE(c.is_leaf());
  Tensor d = call1Recorded("aten::dropout", {w, IValue(0.5), IValue(false)});
  EXPECT_TRUE(d.is_same(w));
  EXPECT_TRUE(d.is_leaf());
}

TEST(GradHook, DeadTemporaryIsNotMistakenForAnInput) {
  // The elementwise kernels write into a dead temporary first argument
  // (Note [Reusing dead temporaries]); never when the other operand requires grad.
  Tensor w = leaf();
  Stack args;
  args.emplace_back(ones({3}));
  args.emplace_back(w);
  Tensor y = callRecorded("aten::mul.Tensor", std::move(args)).at(0).toTensor();
  EXPECT_STREQ(nodeOf(y), "MulBackward0");
}

TEST(GradHook, NodesThatDependOnArguments) {
  Tensor m = leaf({2, 2}), v = leaf({2}), b3 = leaf({2, 2, 2});
  EXPECT_STREQ(nodeOf(call1Recorded("aten::matmul", {m, m})), "MmBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::matmul", {m, v})), "MvBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::matmul", {v, v})), "DotBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::matmul", {v, m})), "SqueezeBackward3");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::matmul", {b3, m})), "UnsafeViewBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::linear", {m, m, v})), "AddmmBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::linear", {m, m, IValue()})), "MmBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::linear", {b3, m, v})), "ViewBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::reshape", {m, intList({4})})), "ReshapeAliasBackward0");
  Tensor transposed = ones({2, 3}).t();  // not viewable as [6]: reshape copies
  transposed.set_requires_grad(true);
  EXPECT_STREQ(nodeOf(call1Recorded("aten::reshape", {transposed, intList({6})})), "UnsafeViewBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::einsum", {IValue("ij,jk->ik"), makeList(Type::tensor(), {m, m}),
                                                     IValue()})),
               "ViewBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::einsum", {IValue("ij->j"), makeList(Type::tensor(), {m}), IValue()})),
               "SumBackward1");
  Tensor labels = zeros({2}, ScalarType::Long);
  auto crossEntropy = [&](const Tensor& target, int64_t reduction, double smoothing) {
    return nodeOf(call1Recorded("aten::cross_entropy_loss", {m, target, IValue(), IValue(reduction),
                                                             IValue(int64_t{-100}), IValue(smoothing)}));
  };
  EXPECT_STREQ(crossEntropy(labels, 1, 0.0), "NllLossBackward0");
  EXPECT_STREQ(crossEntropy(labels, 1, 0.1), "AddBackward0");
  EXPECT_STREQ(crossEntropy(ones({2, 2}), 1, 0.0), "DivBackward1");
  EXPECT_STREQ(crossEntropy(ones({2, 2}), 2, 0.0), "NegBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::bilinear", {m, m, leaf({3, 2, 2}), IValue()})), "ReshapeAliasBackward0");
  EXPECT_STREQ(nodeOf(call1Recorded("aten::bilinear", {m, m, leaf({3, 2, 2}), leaf()})), "AddBackward0");
}

TEST(GradHook, ListResultsEachGetTheNode) {
  Tensor m = leaf({2, 2});
  IValue parts = callRecorded("aten::unbind.int", {m, IValue(int64_t{0})}).at(0);
  for (const IValue& p : parts.toList()->items) {
    EXPECT_STREQ(nodeOf(p.toTensor()), "UnbindBackward0");
    EXPECT_EQ(p.toTensor().impl()->viewBase(), m.impl());
  }
}

TEST(GradHook, InplaceOnLeavesThatRequireGradFails) {
  Tensor w = leaf();
  EXPECT_EQ(errorOf([&] { callRecorded("aten::add_.Scalar", {w, IValue(1.0), IValue(int64_t{1})}); }),
            "a leaf Variable that requires grad is being used in an in-place operation.");
  Tensor view = call1Recorded("aten::select.int", {w, IValue(int64_t{0}), IValue(int64_t{0})});
  EXPECT_EQ(errorOf([&] { callRecorded("aten::fill_.Scalar", {view, IValue(2.0)}); }),
            "a view of a leaf Variable that requires grad is being used in an in-place operation.");
  // Under no_grad the write happens and records nothing.
  GradModeGuard off(false);
  callRecorded("aten::add_.Scalar", {w, IValue(1.0), IValue(int64_t{1})});
  EXPECT_TRUE(w.is_leaf());
  EXPECT_EQ(w.data_ptr<float>()[0], 2.0f);
}

TEST(GradHook, InplaceRenamesTheNode) {
  Tensor y = call1Recorded("aten::mul.Scalar", {leaf(), IValue(2.0)});
  callRecorded("aten::add_.Scalar", {y, IValue(1.0), IValue(int64_t{1})});
  EXPECT_STREQ(nodeOf(y), "AddBackward1");
  // A plain tensor written from one that requires grad starts requiring it.
  Tensor a = zeros({3});
  callRecorded("aten::copy_", {a, leaf(), IValue(false)});
  EXPECT_STREQ(nodeOf(a), "CopyBackwards");
  EXPECT_TRUE(a.requires_grad());
}

TEST(GradHook, InplaceOnAViewMarksItsBase) {
  // `a[1] = w[0]`: select of a plain tensor, then copy_ from a grad input.
  Tensor a = zeros({3});
  Tensor view = call1Recorded("aten::select.int", {a, IValue(int64_t{0}), IValue(int64_t{1})});
  EXPECT_EQ(view.impl()->viewBase(), a.impl());
  EXPECT_FALSE(view.requires_grad());
  Tensor src = call1Recorded("aten::select.int", {leaf(), IValue(int64_t{0}), IValue(int64_t{0})});
  callRecorded("aten::copy_", {view, src, IValue(false)});
  EXPECT_STREQ(nodeOf(a), "CopySlices");
  EXPECT_STREQ(nodeOf(view), "AsStridedBackward0");
  EXPECT_TRUE(a.requires_grad());
  // A view of a view records the root.
  Tensor vv = call1Recorded("aten::slice.Tensor", {call1Recorded("aten::t", {zeros({2, 2})}), IValue(int64_t{0}),
                                                   IValue(), IValue(), IValue(int64_t{1})});
  ASSERT_NE(vv.impl()->viewBase(), nullptr);
  EXPECT_EQ(vv.impl()->viewBase()->viewBase(), nullptr);
}

TEST(GradHook, EveryRuleBelongsToAnOperatorWithTensorArguments) {
  size_t rules = 0;
  for (const Operator* op : Registry::global().all()) {
    if (!op->grad) continue;
    ++rules;
    bool tensor_arg = false;
    for (const SchemaArgument& a : op->schema.arguments) {
      TypePtr t = a.type->is(TypeKind::Optional) ? a.type->elem() : a.type;
      if (t->is(TypeKind::List)) t = t->elem()->is(TypeKind::Optional) ? t->elem()->elem() : t->elem();
      tensor_arg = tensor_arg || t->is(TypeKind::Tensor);
    }
    EXPECT_TRUE(tensor_arg) << op->schema.str();
    EXPECT_TRUE(op->grad->name || op->grad->pick) << op->schema.str();
  }
  EXPECT_GT(rules, 400u);
}

TEST(RequiresGrad, LeavesOnlyAndDifferentiableDtypes) {
  Tensor i = zeros({2}, ScalarType::Long);
  EXPECT_EQ(errorOf([&] { setRequiresGradChecked(i, true, kRequiresGradDtypeError); }),
            "Only Tensors of floating point and complex dtype can require gradients");
  setRequiresGradChecked(i, false, kRequiresGradDtypeError);
  Tensor y = call1Recorded("aten::mul.Scalar", {leaf(), IValue(2.0)});
  setRequiresGradChecked(y, true, kRequiresGradDtypeError);  // a no-op
  EXPECT_EQ(errorOf([&] { setRequiresGradChecked(y, false, kRequiresGradDtypeError); }),
            "you can only change requires_grad flags of leaf variables. If you want to use a computed variable "
            "in a subgraph that doesn't require differentiation use var_no_grad = var.detach().");
  detachInplace(y);
  EXPECT_TRUE(y.is_leaf());
  EXPECT_FALSE(y.requires_grad());
}

TEST(GradModeOps, SetAndQuery) {
  EXPECT_TRUE(call1("aten::is_grad_enabled", {}).toBool());
  callOp("aten::set_grad_enabled", {IValue(false)});
  EXPECT_FALSE(call1("aten::is_grad_enabled", {}).toBool());
  callOp("aten::set_grad_enabled", {IValue(true)});
  EXPECT_TRUE(isGradEnabled());
}

}  // namespace
}  // namespace ts::test
