// ===--- ops_test.cpp - elementwise, reduction, shape and matmul ops ------=== //
// Expected values captured from PyTorch 1.13.1.
#include "test_util.h"

namespace ts::test {
namespace {

using V = std::vector<double>;

TEST(Binary, BroadcastAndPromote) {
  Tensor a = arange(6).reshape({2, 3});
  Tensor b = T({0.5, 1.5, 2.5});
  Tensor c = add(a, b);
  EXPECT_EQ(c.dtype(), ScalarType::Float);
  EXPECT_EQ(vals(c), (V{0.5, 2.5, 4.5, 3.5, 5.5, 7.5}));
  EXPECT_EQ(add(a, Scalar(2.5)).dtype(), ScalarType::Float);
  EXPECT_EQ(add(a.to(ScalarType::Int), Scalar(int64_t(2))).dtype(), ScalarType::Int);
  EXPECT_EQ(vals(add(a, a, Scalar(int64_t(2)))), (V{0, 3, 6, 9, 12, 15}));
  EXPECT_EQ(vals(sub(b, Scalar(1.0), Scalar(2.0))), (V{-1.5, -0.5, 0.5}));
  EXPECT_EQ(vals(mul(L({1, 2}, {}, ScalarType::Char), Scalar(int64_t(100)))), (V{100, -56}));
  EXPECT_EQ(errorOf([] { add(ones({3}), ones({2, 4})); }),
            "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1");
  EXPECT_EQ(errorOf([] { add(ones({2, 3, 4}), ones({5, 4})); }),
            "The size of tensor a (3) must match the size of tensor b (5) at non-singleton dimension 1");
  EXPECT_EQ(errorOf([] { add(ones({3}), ones({3}), Scalar(true)); }),
            "Boolean alpha only supported for Boolean results.");
  EXPECT_EQ(errorOf([] { add(ones({3}, ScalarType::Long), ones({3}, ScalarType::Long), Scalar(0.5)); }),
            "For integral input tensors, argument alpha must not be a floating point number.");
  EXPECT_EQ(errorOf([] { sub(B({true}), B({true})); }),
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or "
            "`logical_xor()` operator instead.");
}

TEST(Binary, NonContiguousInputs) {
  Tensor x = arange(12.0).reshape({3, 4});
  Tensor xt = x.t();  // 4x3, strides (1, 4)
  Tensor r = add(xt, Scalar(1));
  EXPECT_EQ(r.strides().vec(), xt.strides().vec());  // output follows input layout
  EXPECT_EQ(vals(r), (V{1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12}));
  Tensor s = x.slice(1, 0, 4, 2);  // 3x2 strided
  EXPECT_EQ(vals(mul(s, s)), (V{0, 4, 16, 36, 64, 100}));
  Tensor e = ones({4, 1, 3}).expand({4, 2, 3}).permute({2, 1, 0});
  EXPECT_EQ(mul(e, Scalar(2)).strides().vec(), (std::vector<int64_t>{1, 3, 6}));
  EXPECT_EQ(vals(add(xt, ones({3, 4}).t())), vals(add(xt.contiguous(), Scalar(1))));
}

TEST(Binary, Division) {
  Tensor a = L({-7, -3, 3, 7}), b = L({2, -2, -2, 2});
  EXPECT_EQ(vals(div(a, b)), (V{-3.5, 1.5, -1.5, 3.5}));
  EXPECT_EQ(div(a, b).dtype(), ScalarType::Float);
  EXPECT_EQ(vals(div(a, b, "floor")), (V{-4, 1, -2, 3}));
  EXPECT_EQ(vals(div(a, b, "trunc")), (V{-3, 1, -1, 3}));
  EXPECT_EQ(vals(remainder(a, b)), (V{1, -1, -1, 1}));
  EXPECT_EQ(vals(fmod(a, b)), (V{-1, -1, 1, 1}));
  Tensor af = a.to(ScalarType::Float), bf = b.to(ScalarType::Float);
  EXPECT_EQ(vals(floor_divide(af, bf)), (V{-4, 1, -2, 3}));
  EXPECT_EQ(vals(remainder(af, bf)), (V{1, -1, -1, 1}));
  EXPECT_TRUE(std::signbit(vals(remainder(T({-2.0}), Scalar(2.0)))[0]));
  EXPECT_EQ(errorOf([&] { floor_divide(a, Scalar(int64_t(0))); }), "ZeroDivisionError");
  EXPECT_EQ(errorOf([&] { remainder(a, L({0, 1, 1, 1})); }), "ZeroDivisionError");
  EXPECT_EQ(errorOf([&] { div(a, b, "bad"); }),
            "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found 'bad'");
  EXPECT_EQ(vals(div(T({1, -1}), Scalar(0.0))), (V{INFINITY, -INFINITY}));
}

TEST(Binary, PowAndBitwise) {
  EXPECT_EQ(vals(pow(L({2, 3, -2}), L({3, -1, 2}))), (V{8, 0, 4}));
  EXPECT_EQ(vals(pow(T({1, 2, 3}), Scalar(2))), (V{1, 4, 9}));
  EXPECT_EQ(vals(pow(Scalar(2), L({0, 1, 10}))), (V{1, 2, 1024}));
  EXPECT_EQ(pow(Scalar(2.0), L({1})).dtype(), ScalarType::Float);
  EXPECT_EQ(errorOf([] { pow(L({2}), Scalar(int64_t(-1))); }),
            "Integers to negative integer powers are not allowed.");
  EXPECT_EQ(vals(bitwise_and(L({12, 10}), L({10, 6}))), (V{8, 2}));
  EXPECT_EQ(vals(bitwise_xor(B({true, false}), B({true, true}))), (V{0, 1}));
  EXPECT_EQ(errorOf([] { bitwise_and(ones({3}), ones({3})); }),
            "\"bitwise_and_cpu\" not implemented for 'Float'");
  EXPECT_EQ(vals(logical_and(T({1, 0, 2}), L({1, 1, 0}))), (V{1, 0, 0}));
  EXPECT_EQ(logical_or(T({1}), T({0})).dtype(), ScalarType::Bool);
}

TEST(Binary, ComparisonsAndMinMax) {
  Tensor a = T({1, 2, 3});
  EXPECT_EQ(vals(lt(a, Scalar(2))), (V{1, 0, 0}));
  EXPECT_EQ(lt(a, Scalar(2)).dtype(), ScalarType::Bool);
  EXPECT_EQ(vals(ge(L({1, 2, 3}), Scalar(2.5))), (V{0, 0, 1}));
  EXPECT_EQ(vals(eq(a, L({1, 5, 3}))), (V{1, 0, 1}));
  EXPECT_EQ(vals(ne(a, a)), (V{0, 0, 0}));
  auto mx = vals(maximum(T({1, NAN, 3}), T({2, 0, 1})));
  EXPECT_EQ(mx[0], 2);
  EXPECT_TRUE(std::isnan(mx[1]));
  EXPECT_EQ(vals(minimum(L({1, 5}), L({3, 2}))), (V{1, 2}));
  EXPECT_TRUE(equal(L({1, 2}), T({1, 2})));
  EXPECT_FALSE(equal(T({1, 2}), T({1, 2, 3})));
  EXPECT_TRUE(allclose(T({1, 2}), T({1.000001f, 2})));
  EXPECT_FALSE(allclose(T({1, NAN}), T({1, NAN})));
  EXPECT_TRUE(allclose(T({1, NAN}), T({1, NAN}), 1e-5, 1e-8, true));
}

TEST(InPlace, AliasingAndCasting) {
  Tensor x = arange(6.0).reshape({2, 3});
  Tensor view = x.select(0, 1);
  add_(view, Scalar(10));
  EXPECT_EQ(vals(x), (V{0, 1, 2, 13, 14, 15}));
  mul_(x, T({1, 2, 3}));
  EXPECT_EQ(vals(x), (V{0, 2, 6, 13, 28, 45}));
  Tensor i = L({1, 2, 3}, {}, ScalarType::Int);
  add_(i, L({1, 1, 1}));  // int64 result written back into int32
  EXPECT_EQ(i.dtype(), ScalarType::Int);
  EXPECT_EQ(vals(i), (V{2, 3, 4}));
  EXPECT_EQ(errorOf([] { add_(ones({3}), ones({2, 3})); }),
            "output with shape [3] doesn't match the broadcast shape [2, 3]");
  EXPECT_EQ(errorOf([] { add_(ones({3}, ScalarType::Long), Scalar(1.5)); }),
            "result type Float can't be cast to the desired output type Long");
  EXPECT_EQ(errorOf([] { add_(ones({3}).expand({2, 3}), Scalar(1)); }),
            "unsupported operation: more than one element of the written-to tensor refers to a "
            "single memory location. Please clone() the tensor before performing the operation.");
  Tensor y = arange(5.0);
  EXPECT_EQ(errorOf([&] { add_(y.slice(0, 1, std::nullopt), y.slice(0, 0, 4)); }),
            "unsupported operation: some elements of the input tensor and the written-to tensor "
            "refer to a single memory location. Please clone() the tensor before performing the operation.");
  add_(y, y);  // full overlap is fine
  EXPECT_EQ(vals(y), (V{0, 2, 4, 6, 8}));
  fill_(y.slice(0, 0, 5, 2), Scalar(-1));
  EXPECT_EQ(vals(y), (V{-1, 2, -1, 6, -1}));
}

TEST(Unary, Basics) {
  EXPECT_EQ(vals(neg(L({1, -2}))), (V{-1, 2}));
  EXPECT_EQ(errorOf([] { neg(B({true})); }),
            "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
            "invert a mask, use the `~` or `logical_not()` operator instead.");
  EXPECT_EQ(sqrt(L({1, 4})).dtype(), ScalarType::Float);
  EXPECT_EQ(vals(sqrt(L({1, 4}))), (V{1, 2}));
  EXPECT_EQ(vals(exp(T({0}))), (V{1}));
  EXPECT_EQ(vals(abs(L({-3, 3}, {}, ScalarType::Short))), (V{3, 3}));
  EXPECT_EQ(errorOf([] { abs(B({true})); }), "\"abs_cpu\" not implemented for 'Bool'");
  EXPECT_EQ(vals(sign(T({-2, 0, -0.0, NAN, 3}))), (V{-1, 0, 0, 0, 1}));
  EXPECT_FALSE(std::signbit(vals(sign(T({-0.0})))[0]));
  EXPECT_EQ(vals(round(T({0.5, 1.5, 2.5, -0.5}))), (V{0, 2, 2, -0.0}));
  EXPECT_EQ(floor(L({3})).dtype(), ScalarType::Long);
  EXPECT_EQ(vals(relu(T({-1, 2}))), (V{0, 2}));
  EXPECT_EQ(vals(sigmoid(T({0}))), (V{0.5}));
  EXPECT_EQ(vals(logical_not(T({0, 2}))), (V{1, 0}));
  EXPECT_EQ(vals(bitwise_not(L({0, 5}, {}, ScalarType::Byte))), (V{255, 250}));
  EXPECT_EQ(vals(reciprocal(L({2, 4}))), (V{0.5, 0.25}));
  EXPECT_EQ(clamp(L({1, 5}), Scalar(0.5), Scalar(2.5)).dtype(), ScalarType::Float);
  Tensor x = T({1, 4, 9});
  sqrt_(x);
  EXPECT_EQ(vals(x), (V{1, 2, 3}));
  EXPECT_EQ(errorOf([] { sqrt_(L({4})); }), "result type Float can't be cast to the desired output type Long");
}

TEST(Reduce, SumMeanProd) {
  Tensor x = arange(12.0).reshape({3, 4});
  EXPECT_EQ(vals(sum(x, {0})), (V{12, 15, 18, 21}));
  EXPECT_EQ(shape(sum(x, {1}, true)), (std::vector<int64_t>{3, 1}));
  EXPECT_EQ(vals(sum(x.t(), {0})), (V{6, 22, 38}));
  EXPECT_EQ(sum(x).item().toDouble(), 66);
  EXPECT_EQ(mean(x).item().toDouble(), 5.5);
  EXPECT_EQ(vals(prod(x, 1)), (V{0, 840, 7920}));
  EXPECT_EQ(sum(B({true, false, true})).dtype(), ScalarType::Long);
  EXPECT_EQ(sum(L({1, 2}, {}, ScalarType::Int)).dtype(), ScalarType::Long);
  EXPECT_EQ(sum(T({1, 2}, {}, ScalarType::Half)).dtype(), ScalarType::Half);
  EXPECT_EQ(vals(sum(zeros({2, 0}), {1})), (V{0, 0}));
  EXPECT_EQ(sum(S(5.0), {0}).item().toDouble(), 5.0);
  EXPECT_EQ(vals(sum(arange(24).reshape({2, 3, 4}), {0, 2})), (V{60, 92, 124}));
  EXPECT_EQ(errorOf([] { mean(L({1, 2})); }),
            "mean(): could not infer output dtype. Input dtype must be either a floating point or "
            "complex dtype. Got: Long");
  EXPECT_EQ(errorOf([] { sum(ones({3}), {0, 0}); }), "dim 0 appears multiple times in the list of dims");
  EXPECT_EQ(errorOf([] { sum(L({1, 2}), {2}); }),
            "Dimension out of range (expected to be in range of [-1, 0], but got 2)");
  // Large sums stay accurate (pairwise blocks).
  EXPECT_NEAR(sum(ones({1 << 22})).item().toDouble(), 4194304.0, 0.0);
}

TEST(Reduce, MaxMinArg) {
  Tensor x = arange(12.0).reshape({3, 4});
  auto [v, i] = max(x, 1);
  EXPECT_EQ(vals(v), (V{3, 7, 11}));
  EXPECT_EQ(vals(i), (V{3, 3, 3}));
  EXPECT_EQ(argmin(x).item().toLong(), 0);
  EXPECT_TRUE(std::isnan(max(T({1, NAN, 3})).item().toDouble()));
  auto [v2, i2] = max(T({1, NAN, 3, 2}, {2, 2}), 1);
  EXPECT_TRUE(std::isnan(vals(v2)[0]));
  EXPECT_EQ(vals(i2), (V{1, 0}));
  EXPECT_EQ(vals(argmax(L({1, 3, 3}))), (V{1}));
  EXPECT_EQ(shape(std::get<0>(min(x, 0, true))), (std::vector<int64_t>{1, 4}));
  EXPECT_EQ(vals(amax(x, {0})), (V{8, 9, 10, 11}));
  EXPECT_EQ(vals(amin(x.t(), {1})), (V{0, 1, 2, 3}));
  EXPECT_EQ(shape(argmax(ones({2, 3}), std::nullopt, true)), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(errorOf([] { max(ones({0})); }),
            "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
            "reduction dim with the 'dim' argument.");
  EXPECT_EQ(errorOf([] { argmax(ones({0})); }),
            "argmax(): Expected reduction dim to be specified for input.numel() == 0.");
  EXPECT_EQ(errorOf([] { max(ones({2, 0}), 1); }), "max(): Expected reduction dim 1 to have non-zero size.");
  EXPECT_EQ(errorOf([] { amax(ones({2, 0}), {1}); }), "amax(): Expected reduction dim 1 to have non-zero size.");
  EXPECT_EQ(all(L({1, 2}, {}, ScalarType::Byte)).dtype(), ScalarType::Byte);
  EXPECT_TRUE(any(T({0, 0.5})).item().toBool());
  EXPECT_FALSE(all(T({0, 0.5})).item().toBool());
  EXPECT_EQ(vals(all(B({true, false, true, true}, {2, 2}), 1)), (V{0, 1}));
}

TEST(Shape, CatStackWhere) {
  Tensor a = ones({2, 3}), b = zeros({2, 3}, ScalarType::Long);
  Tensor c = cat({a, b}, 1);
  EXPECT_EQ(shape(c), (std::vector<int64_t>{2, 6}));
  EXPECT_EQ(c.dtype(), ScalarType::Float);
  EXPECT_EQ(shape(cat({a, zeros({0})})), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(shape(stack({a, a}, 2)), (std::vector<int64_t>{2, 3, 2}));
  EXPECT_EQ(errorOf([&] { cat({a, ones({2, 4})}); }),
            "Sizes of tensors must match except in dimension 0. Expected size 3 but got size 4 for "
            "tensor number 1 in the list.");
  EXPECT_EQ(errorOf([] { cat({}); }), "torch.cat(): expected a non-empty list of Tensors");
  EXPECT_EQ(errorOf([&] { cat({a, ones({3})}); }), "Tensors must have same number of dimensions: got 2 and 1");
  EXPECT_EQ(errorOf([] { cat({ones({}), ones({})}); }),
            "zero-dimensional tensor (at position 0) cannot be concatenated");
  EXPECT_EQ(errorOf([&] { stack({a, ones({2, 4})}); }),
            "stack expects each tensor to be equal size, but got [2, 3] at entry 0 and [2, 4] at entry 1");
  Tensor w = where(B({true, false}), L({1, 2}), Scalar(2.5));
  EXPECT_EQ(w.dtype(), ScalarType::Float);
  EXPECT_EQ(vals(w), (V{1, 2.5}));
  EXPECT_EQ(where(B({true, false}), Scalar(int64_t(1)), Scalar(int64_t(0))).dtype(), ScalarType::Long);
  EXPECT_EQ(errorOf([] { where(ones({3}), ones({3}), ones({3})); }),
            "where expected condition to be a boolean tensor, but got a tensor with dtype Float");
}

TEST(Linalg, Matmul) {
  Tensor m = arange(6.0).reshape({2, 3});
  EXPECT_EQ(vals(matmul(m, arange(3.0))), (V{5, 14}));
  EXPECT_EQ(vals(matmul(arange(24.0).reshape({2, 3, 4}), arange(8.0).reshape({4, 2}))),
            (V{28, 34, 76, 98, 124, 162, 172, 226, 220, 290, 268, 354}));
  EXPECT_EQ(shape(matmul(arange(6.0).reshape({1, 2, 3}), arange(12.0).reshape({2, 1, 3, 2}))),
            (std::vector<int64_t>{2, 1, 2, 2}));
  EXPECT_EQ(vals(matmul(arange(3.0), arange(3.0))), (V{5}));
  EXPECT_EQ(vals(matmul(m.t(), m)), vals(mm(m.t().contiguous(), m)));
  EXPECT_EQ(errorOf([] { matmul(ones({2, 3}), ones({4, 2})); }),
            "mat1 and mat2 shapes cannot be multiplied (2x3 and 4x2)");
  EXPECT_EQ(errorOf([] { matmul(ones({3}), ones({4})); }),
            "inconsistent tensor size, expected tensor [3] and src [4] to have the same number of "
            "elements, but got 3 and 4 elements respectively");
  EXPECT_EQ(errorOf([] { matmul(ones({}), ones({3})); }),
            "both arguments to matmul need to be at least 1D, but they are 0D and 1D");
  EXPECT_EQ(errorOf([] { matmul(ones({2, 3}, ScalarType::Long), ones({3})); }),
            "expected scalar type Long but found Float");
}

TEST(Creation, DtypeInference) {
  EXPECT_EQ(full({2}, Scalar(int64_t(7))).dtype(), ScalarType::Long);
  EXPECT_EQ(full({2}, Scalar(1.5)).dtype(), ScalarType::Float);
  EXPECT_EQ(full({2}, Scalar(true)).dtype(), ScalarType::Bool);
  EXPECT_EQ(vals(full({2}, Scalar(1.5), ScalarType::Long)), (V{1, 1}));
  EXPECT_EQ(arange(5).dtype(), ScalarType::Long);
  EXPECT_EQ(vals(arange(0.5, 3)), (V{0.5, 1.5, 2.5}));
  EXPECT_EQ(vals(arange(10, 0, -3)), (V{10, 7, 4, 1}));
  EXPECT_EQ(arange(-1.5, 2.7, 0.3).numel(), 15);
  EXPECT_EQ(errorOf([] { arange(1, 4, 0.5, ScalarType::Long); }), "step must be nonzero");
  EXPECT_EQ(errorOf([] { arange(10, 0, 1); }), "upper bound and larger bound inconsistent with step sign");
  // ATen fills float aranges 8 lanes at a time from a rounded base.
  EXPECT_EQ(arange(0.0, 3.3, 0.1).data_ptr<float>()[9], 0.9000000357627869f);
  EXPECT_EQ(arange(0.0, 3.3, 0.1).data_ptr<float>()[32], 3.200000047683716f);
  EXPECT_EQ(vals(linspace(0, 1, 5, ScalarType::Long)), (V{0, 0, 0, 0, 1}));
  EXPECT_EQ(errorOf([] { zeros({-1}); }), "Trying to create tensor with negative dimension -1: [-1]");
  NestedList ragged(std::vector<NestedList>{NestedList(std::vector<NestedList>{Scalar(int64_t(1))}),
                                            NestedList(std::vector<NestedList>{Scalar(int64_t(2)), Scalar(int64_t(3))})});
  EXPECT_EQ(errorOf([&] { tensorFromData(ragged); }), "expected sequence of length 1 at dim 1 (got 2)");
  NestedList mixed(std::vector<NestedList>{Scalar(true), Scalar(int64_t(1))});
  EXPECT_EQ(tensorFromData(mixed).dtype(), ScalarType::Long);
  NestedList fl(std::vector<NestedList>{Scalar(true), Scalar(1.5)});
  EXPECT_EQ(tensorFromData(fl).dtype(), ScalarType::Float);
  NestedList empty2(std::vector<NestedList>{NestedList(std::vector<NestedList>{}), NestedList(std::vector<NestedList>{})});
  EXPECT_EQ(shape(tensorFromData(empty2)), (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(zeros_like(L({1, 2})).dtype(), ScalarType::Long);
  EXPECT_EQ(vals(full_like(T({1, 2}), Scalar(3))), (V{3, 3}));
}

}  // namespace
}  // namespace ts::test
