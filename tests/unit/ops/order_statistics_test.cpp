// ===--- order_statistics_test.cpp - quantile, topk ties, einsum zeros --=== //
// quantile/nanquantile interpolation modes, NaN handling, shapes and messages;
// which of tied values topk reports; einsum's signed zeros. Expected values
// printed by PyTorch 1.13.1.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "op_test_util.h"
#include "tensor/ops.h"

namespace ts::test {
namespace {

Tensor row(const std::vector<double>& v, ScalarType dt = ScalarType::Float) {
  Tensor t = emptyTensor({static_cast<int64_t>(v.size())}, ScalarType::Double);
  std::copy(v.begin(), v.end(), t.data_ptr<double>());
  return t.to(dt);
}

std::vector<double> values(const IValue& v) {
  Tensor d = contiguous(v.toTensor().to(ScalarType::Double));
  return std::vector<double>(d.data_ptr<double>(), d.data_ptr<double>() + d.numel());
}

IValue quantile(const char* op, Tensor self, IValue q, IValue dim, bool keepdim, const char* how) {
  return call1(op, {IValue(self), std::move(q), std::move(dim), IValue(keepdim), IValue(std::string(how))});
}

TEST(Quantile, InterpolationModesMatchPyTorch) {
  Tensor x = row({3, 0, 2, 1});
  Tensor q = row({0.125, 0.375, 0.625, 0.875});
  EXPECT_EQ(values(quantile("aten::quantile", x, q, IValue(), false, "nearest")), (std::vector<double>{0, 1, 2, 3}));
  EXPECT_EQ(values(quantile("aten::quantile", x, q, IValue(), false, "lower")), (std::vector<double>{0, 1, 1, 2}));
  EXPECT_EQ(values(quantile("aten::quantile", x, q, IValue(), false, "higher")), (std::vector<double>{1, 2, 2, 3}));
  EXPECT_EQ(values(quantile("aten::quantile", x, q, IValue(), false, "midpoint")),
            (std::vector<double>{0.5, 1.5, 1.5, 2.5}));
  EXPECT_EQ(values(quantile("aten::quantile", x, q, IValue(), false, "linear")),
            (std::vector<double>{0.375, 1.125, 1.875, 2.625}));
}

TEST(Quantile, NanPropagatesUnlessIgnored) {
  Tensor x = reshape(row({1, NAN, 2, 3, NAN, NAN}), {3, 2});
  std::vector<double> q = values(quantile("aten::quantile.scalar", x, IValue(0.5), IValue(int64_t{1}), false, "linear"));
  EXPECT_TRUE(std::isnan(q[0]) && q[1] == 2.5 && std::isnan(q[2]));
  std::vector<double> nq =
      values(quantile("aten::nanquantile.scalar", x, IValue(0.5), IValue(int64_t{1}), false, "linear"));
  EXPECT_TRUE(nq[0] == 1 && nq[1] == 2.5 && std::isnan(nq[2]));
}

TEST(Quantile, ShapesPutQuantilesFirst) {
  Tensor x = reshape(row({0, 1, 2, 3, 4, 5}), {2, 3});
  IValue r = quantile("aten::quantile", x, row({0.2, 0.7}), IValue(int64_t{0}), true, "linear");
  EXPECT_EQ(shapeStr(r.toTensor().sizes()), "[2, 1, 3]");
  IValue s = quantile("aten::quantile.scalar", x, IValue(0.5), IValue(), true, "linear");
  EXPECT_EQ(shapeStr(s.toTensor().sizes()), "[1, 1]");
  EXPECT_EQ(values(s), (std::vector<double>{2.5}));
}

TEST(Quantile, ErrorsUsePyTorchMessages) {
  Tensor x = row({0, 1});
  EXPECT_EQ(errorOf([&] { quantile("aten::quantile.scalar", x, IValue(1.5), IValue(), false, "linear"); }),
            "quantile() q must be in the range [0, 1] but got 1.5");
  EXPECT_EQ(errorOf([&] { quantile("aten::quantile.scalar", x.to(ScalarType::Long), IValue(0.5), IValue(), false, "linear"); }),
            "quantile() input tensor must be either float or double dtype");
  EXPECT_EQ(errorOf([&] { quantile("aten::quantile", x, IValue(row({0.5}, ScalarType::Double)), IValue(), false, "linear"); }),
            "quantile() q tensor must be same dtype as the input tensor");
  EXPECT_EQ(errorOf([&] { quantile("aten::quantile", x, IValue(row({1.5})), IValue(), false, "linear"); }),
            "quantile() q values must be in the range [0, 1]");
  EXPECT_EQ(errorOf([&] { quantile("aten::quantile.scalar", x, IValue(0.5), IValue(), false, "foo"); }),
            "quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got foo");
}

// Note [topk tie order] in tensor_math_kernels.cpp.
TEST(Topk, TiesFollowPyTorchsSelection) {
  Tensor x = row({3, 1, 2, 3, 1, 5, 0, 2});
  Stack out = callOp("aten::topk", {IValue(x), IValue(int64_t{3}), IValue(int64_t{-1}), IValue(true), IValue(true)});
  EXPECT_EQ(values(out[0]), (std::vector<double>{5, 3, 3}));
  EXPECT_EQ(values(out[1]), (std::vector<double>{5, 3, 0}));
  Tensor ties = row({2, 1, 2, 1, 2}).to(ScalarType::Long);
  out = callOp("aten::topk", {IValue(ties), IValue(int64_t{2}), IValue(int64_t{-1}), IValue(true), IValue(true)});
  EXPECT_EQ(values(out[1]), (std::vector<double>{2, 4}));
  EXPECT_EQ(errorOf([&] { callOp("aten::topk", {IValue(x.to(ScalarType::Bool)), IValue(int64_t{1}), IValue(int64_t{-1}),
                                                IValue(true), IValue(true)}); }),
            "\"topk_cpu\" not implemented for 'Bool'");
}

// Note [kthvalue selection] in tensor_math_kernels.cpp.
TEST(Kthvalue, TiesFollowPyTorchsQuickselect) {
  Tensor x = reshape(row({1, 3, 1, 3, 2, 5, 5, 5, 1, 1}), {2, 5});
  Stack out = callOp("aten::kthvalue", {IValue(x), IValue(int64_t{2}), IValue(int64_t{-1}), IValue(false)});
  EXPECT_EQ(values(out[0]), (std::vector<double>{1, 1}));
  EXPECT_EQ(values(out[1]), (std::vector<double>{0, 4}));
}

// Contractions over size-1 dims are products, not bmm: PyTorch prints -0.
TEST(Einsum, SizeOneContractionKeepsNegativeZero) {
  Tensor a = reshape(row({0, 1}), {2, 1}), b = reshape(row({-2, 3}), {1, 2});
  IValue r = call1("aten::einsum", {IValue(std::string("ij,jk->ik")), makeList(Type::tensor(), {IValue(a), IValue(b)}),
                                    IValue()});
  std::vector<double> v = values(r);
  EXPECT_TRUE(v[0] == 0 && std::signbit(v[0]));
  EXPECT_EQ(v, (std::vector<double>{0, 0, -2, 3}));
  EXPECT_EQ(errorOf([&] {
              call1("aten::einsum", {IValue(std::string("ij,jk")), makeList(Type::tensor(), {IValue(a)}), IValue()});
            }),
            "einsum(): fewer operands were provided than specified in the equation");
}

}  // namespace
}  // namespace ts::test
