// ===--- tensor_math_test.cpp - arithmetic, unary and reduction kernels ---=== //
#include <gtest/gtest.h>

#include "ops/registry.h"
#include "tensor/ops.h"

namespace ts::test {

IValue callT(const std::string& name, Stack args);
Stack callTensorOp(const std::string& name, Stack args);
std::string reprOf(const IValue& v);

namespace {

std::string errorOf(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e.message();
  }
  return "";
}
IValue ints(std::vector<int64_t> v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::int_(), std::move(items));
}
Tensor fl(std::vector<double> v) {
  std::vector<Scalar> s(v.begin(), v.end());
  return tensorFromScalars(s, {static_cast<int64_t>(v.size())}, ScalarType::Float);
}
const IValue kNone;

TEST(TensorArith, AddSubMulDiv) {
  Tensor a = arange(Scalar(3));
  EXPECT_EQ(reprOf(callT("aten::add.Tensor", {a, a, 2})), "tensor([0, 3, 6])");
  EXPECT_EQ(reprOf(callT("aten::add.Scalar", {a, 1.5, 1})), "tensor([1.5000, 2.5000, 3.5000])");
  EXPECT_EQ(reprOf(callT("aten::sub.Scalar", {a, 1, 1})), "tensor([-1,  0,  1])");
  EXPECT_EQ(reprOf(callT("aten::mul.Scalar", {a, 2})), "tensor([0, 2, 4])");
  EXPECT_EQ(reprOf(callT("aten::div.Scalar", {a, 2})), "tensor([0.0000, 0.5000, 1.0000])");
  EXPECT_EQ(reprOf(callT("aten::div.Scalar_mode", {a, 2, "floor"})), "tensor([0, 0, 1])");
  EXPECT_EQ(reprOf(callT("aten::floor_divide.Scalar", {fl({-3}), 2})), "tensor([-2.])");
  EXPECT_EQ(reprOf(callT("aten::remainder.Scalar", {fl({-2}), 2.0})), "tensor([-0.])");
  EXPECT_EQ(reprOf(callT("aten::pow.Tensor_Scalar", {a, 2})), "tensor([0, 1, 4])");
  EXPECT_EQ(reprOf(callT("aten::pow.Scalar", {2, a})), "tensor([1, 2, 4])");
  Tensor b = zeros({3}, ScalarType::Long);
  callT("aten::add_.Tensor", {b, a, 1});
  EXPECT_EQ(pythonRepr(b), "tensor([0, 1, 2])");
  EXPECT_NE(errorOf([&] { callT("aten::add_.Scalar", {b, 1.5, 1}); }), "");
  EXPECT_NE(errorOf([&] { callT("aten::add.Tensor", {zeros({2}), zeros({3}), 1}); }), "");
}

TEST(TensorArith, CompareBitwiseClampWhere) {
  Tensor a = arange(Scalar(3));
  EXPECT_EQ(reprOf(callT("aten::gt.Scalar", {a, 0})), "tensor([False,  True,  True])");
  EXPECT_EQ(reprOf(callT("aten::eq.Tensor", {a, a})), "tensor([True, True, True])");
  EXPECT_EQ(reprOf(callT("aten::__and__.Scalar", {a, 1})), "tensor([0, 1, 0])");
  EXPECT_EQ(reprOf(callT("aten::bitwise_xor.Scalar_Tensor", {3, a})), "tensor([3, 2, 1])");
  EXPECT_EQ(reprOf(callT("aten::clamp", {a, 1, kNone})), "tensor([1, 1, 2])");
  EXPECT_EQ(reprOf(callT("aten::clamp", {a, 0.5, kNone})), "tensor([0.5000, 1.0000, 2.0000])");
  EXPECT_EQ(errorOf([&] { callT("aten::clamp", {a, kNone, kNone}); }),
            "torch.clamp: At least one of 'min' or 'max' must not be None");
  EXPECT_EQ(reprOf(callT("aten::max.other", {a, full({3}, Scalar(1))})), "tensor([1, 1, 2])");
  Tensor cond = gt(a, Scalar(0));
  EXPECT_EQ(reprOf(callT("aten::where.ScalarOther", {cond, a, -1})), "tensor([-1,  1,  2])");
  IValue parts = callT("aten::where", {cond});
  ASSERT_EQ(parts.toList()->items.size(), 1u);
  EXPECT_EQ(reprOf(parts.toList()->items[0]), "tensor([1, 2])");
}

TEST(TensorUnary, MathAndRounding) {
  EXPECT_EQ(reprOf(callT("aten::exp", {zeros({1})})), "tensor([1.])");
  EXPECT_EQ(reprOf(callT("aten::sqrt", {full({1}, Scalar(4))})), "tensor([2.])");
  EXPECT_EQ(reprOf(callT("aten::neg", {arange(Scalar(2))})), "tensor([ 0, -1])");
  EXPECT_EQ(reprOf(callT("aten::round.decimals", {fl({1.2345}), 2})), "tensor([1.2300])");
  EXPECT_EQ(reprOf(callT("aten::sign", {fl({-2, 0, 3})})), "tensor([-1.,  0.,  1.])");
  EXPECT_EQ(reprOf(callT("aten::isnan", {fl({0})})), "tensor([False])");
  Tensor x = fl({-1, 2});
  callT("aten::relu_", {x});
  EXPECT_EQ(pythonRepr(x), "tensor([0., 2.])");
}

TEST(TensorReduce, SumMeanMax) {
  Tensor m = reshape(arange(Scalar(6)), {2, 3});
  EXPECT_EQ(reprOf(callT("aten::sum", {m, kNone})), "tensor(15)");
  EXPECT_EQ(reprOf(callT("aten::sum.dim_IntList", {m, ints({1}), false, kNone})), "tensor([ 3, 12])");
  EXPECT_EQ(reprOf(callT("aten::sum.dim_IntList", {m, kNone, true, kNone})), "tensor([[15]])");
  EXPECT_EQ(errorOf([&] { callT("aten::mean", {m, kNone}); }),
            "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: Long");
  Stack mx = callTensorOp("aten::max.dim", {m, 1, false});
  ASSERT_EQ(mx.size(), 2u);
  EXPECT_EQ(reprOf(mx[0]), "tensor([2, 5])");
  EXPECT_EQ(reprOf(mx[1]), "tensor([2, 2])");
  EXPECT_EQ(reprOf(callT("aten::argmax", {m, kNone, false})), "tensor(5)");
  EXPECT_EQ(reprOf(callT("aten::any", {m})), "tensor(True)");
}

TEST(TensorReduce, StatisticsAndScans) {
  Tensor v = fl({1, 2, 4});
  EXPECT_EQ(reprOf(callT("aten::std", {v, true})), "tensor(1.5275)");
  EXPECT_EQ(errorOf([] { callT("aten::std", {arange(Scalar(2)), true}); }), "std and var only support floating point and complex dtypes");
  EXPECT_EQ(reprOf(callT("aten::norm.Scalar", {v, 2})), "tensor(4.5826)");
  EXPECT_EQ(errorOf([] { callT("aten::norm.Scalar", {arange(Scalar(2)), 2}); }),
            "norm(): input dtype should be either floating point or complex. Got Long instead.");
  Tensor m = reshape(add(arange(Scalar(4)), Scalar(1)), {2, 2});
  EXPECT_EQ(reprOf(callT("aten::cumsum", {m, 1, kNone})), "tensor([[1, 3],\n        [3, 7]])");
  EXPECT_EQ(reprOf(callT("aten::cumprod", {m, 0, kNone})), "tensor([[1, 2],\n        [3, 8]])");
  Tensor s = reshape(fl({1, 5, 3, 2}), {2, 2});
  EXPECT_EQ(reprOf(callT("aten::softmax.int", {s, 1, kNone})), "tensor([[0.0180, 0.9820],\n        [0.7311, 0.2689]])");
  EXPECT_EQ(errorOf([] { callT("aten::softmax.int", {arange(Scalar(2)), 0, kNone}); }),
            "\"softmax_lastdim_kernel_impl\" not implemented for 'Long'");
  EXPECT_EQ(reprOf(callT("aten::logsumexp", {fl({1, 2, 3}), ints({0}), false})), "tensor(3.4076)");
  Stack tk = callTensorOp("aten::topk", {fl({3, 1, 2}), 2, -1, true, true});
  EXPECT_EQ(reprOf(tk[0]), "tensor([3., 2.])");
  EXPECT_EQ(reprOf(tk[1]), "tensor([0, 2])");
  Stack sorted = callTensorOp("aten::sort", {fl({3, NAN, 1}), -1, false});
  EXPECT_EQ(reprOf(sorted[0]), "tensor([1., 3., nan])");
  EXPECT_EQ(reprOf(sorted[1]), "tensor([2, 0, 1])");
}

}  // namespace
}  // namespace ts::test
