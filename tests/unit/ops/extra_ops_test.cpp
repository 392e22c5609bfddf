// ===--- extra_ops_test.cpp - kernels script code cannot reach directly --=== //
// The registry's torch.special kernels against PyTorch 1.13's float64 values
// (special_golden.inc, from gen_special_golden.py), the losses only reachable
// as torch._C._nn.*, the *_forward operators and list-of-Scalar overloads
// that script code cannot call with a List[float].
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "op_test_util.h"
#include "tensor/ops.h"

namespace ts::test {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

struct UnaryGolden {
  const char* op;
  bool on_probabilities;  ///< input kP instead of kX
  std::vector<double> want;
};
struct BinaryGolden {
  const char* op;
  std::vector<double> a, b, want;
};

#include "special_golden.inc"

Tensor fromValues(const std::vector<double>& v, ScalarType dt = ScalarType::Double) {
  Tensor t = emptyTensor({static_cast<int64_t>(v.size())}, ScalarType::Double);
  std::copy(v.begin(), v.end(), t.data_ptr<double>());
  return t.to(dt);
}

std::vector<double> valuesOf(const Tensor& t) {
  Tensor d = contiguous(t.to(ScalarType::Double));
  return std::vector<double>(d.data_ptr<double>(), d.data_ptr<double>() + d.numel());
}

void expectMatches(const std::vector<double>& got, const std::vector<double>& want, double rtol,
                   const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < want.size(); ++i) {
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << what << " element " << i << " got " << got[i];
    } else if (std::isinf(want[i])) {
      EXPECT_EQ(got[i], want[i]) << what << " element " << i;
    } else {
      EXPECT_NEAR(got[i], want[i], rtol * std::max(1.0, std::fabs(want[i]))) << what << " element " << i;
    }
  }
}

TEST(SpecialOps, UnaryFunctionsMatchPyTorchInDouble) {
  for (const UnaryGolden& g : kUnaryGolden) {
    std::vector<double> in(g.on_probabilities ? std::begin(kP) : std::begin(kX),
                           g.on_probabilities ? std::end(kP) : std::end(kX));
    Tensor got = call1(g.op, {IValue(fromValues(in))}).toTensor();
    EXPECT_EQ(got.dtype(), ScalarType::Double) << g.op;
    expectMatches(valuesOf(got), g.want, 1e-9, g.op);
  }
}

TEST(SpecialOps, BinaryFunctionsMatchPyTorchInDouble) {
  for (const BinaryGolden& g : kBinaryGolden) {
    Tensor got = call1(g.op, {IValue(fromValues(g.a)), IValue(fromValues(g.b))}).toTensor();
    expectMatches(valuesOf(got), g.want, 1e-9, g.op);
  }
}

TEST(SpecialOps, IntegerInputsComputeInDefaultFloatAndViewsAreRead) {
  Tensor ints = fromValues({1, 2, 3, 4, 5, 6}, ScalarType::Long);
  Tensor got = call1("aten::special_i0e", {IValue(ints)}).toTensor();
  EXPECT_EQ(got.dtype(), ScalarType::Float);
  // A transposed (non-contiguous) view gives the values of its elements.
  Tensor m = reshape(fromValues({0.1, 0.2, 0.3, 0.4, 0.5, 0.6}), {2, 3});
  Tensor t = call1("aten::special_ndtr", {IValue(m.t())}).toTensor();
  Tensor c = call1("aten::special_ndtr", {IValue(contiguous(m.t()))}).toTensor();
  EXPECT_EQ(DimVector(t.sizes()), DimVector({3, 2}));
  expectMatches(valuesOf(t), valuesOf(c), 0, "ndtr transposed");
  Tensor empty = call1("aten::special_entr", {IValue(emptyTensor({0, 3}, ScalarType::Float))}).toTensor();
  EXPECT_EQ(DimVector(empty.sizes()), DimVector({0, 3}));
}

TEST(SpecialOps, PolynomialsBroadcastScalarDegrees) {
  Tensor x = fromValues({-1.0, -0.5, 0.3, 1.0, 2.0}, ScalarType::Float);
  // PyTorch 1.13: chebyshev_polynomial_t(x, 3) and legendre_polynomial_p(x, 3).
  Tensor t = call1("aten::special_chebyshev_polynomial_t.n_scalar", {IValue(x), IValue(int64_t(3))}).toTensor();
  expectMatches(valuesOf(t), {-1.0, 1.0, -0.792, 1.0, 26.0}, 1e-6, "chebyshev_t");
  Tensor p = call1("aten::special_legendre_polynomial_p.n_scalar", {IValue(x), IValue(int64_t(3))}).toTensor();
  expectMatches(valuesOf(p), {-1.0, 0.4375, -0.3825, 1.0, 17.0}, 1e-6, "legendre_p");
  Tensor h = call1("aten::special_hermite_polynomial_h.x_scalar", {IValue(2.0), IValue(fromValues({0, 1, 2, 3}))})
                 .toTensor();
  expectMatches(valuesOf(h), {1.0, 4.0, 14.0, 40.0}, 1e-12, "hermite_h");
}

TEST(SpecialOps, MarginLossesMatchPyTorch) {
  Tensor x = reshape(fromValues({0.1, 0.2, 0.4, 0.8, 0.5, -0.3, 0.2, 0.1}, ScalarType::Float), {2, 4});
  Tensor labels = reshape(fromValues({3, 0, -1, 1, 1, 2, -1, 0}, ScalarType::Long), {2, 4});
  Tensor ml = call1("aten::multilabel_margin_loss", {IValue(x), IValue(labels), IValue(int64_t(0))}).toTensor();
  expectMatches(valuesOf(ml), {0.85, 1.35}, 1e-6, "multilabel_margin_loss");
  Tensor mm = call1("aten::multi_margin_loss", {IValue(x), IValue(fromValues({3, 0}, ScalarType::Long)),
                                                IValue(int64_t(2)), IValue(0.5),
                                                IValue(fromValues({1, 2, 3, 4}, ScalarType::Float)), IValue(int64_t(1))})
                    .toTensor();
  expectMatches(valuesOf(mm), {0.0112500}, 1e-6, "multi_margin_loss");
  Tensor sm = call1("aten::soft_margin_loss", {IValue(x), IValue(sign(x)), IValue(int64_t(2))}).toTensor();
  expectMatches(valuesOf(sm), {4.3976}, 1e-4, "soft_margin_loss");
  EXPECT_EQ(errorOf([&] { call1("aten::multi_margin_loss", {IValue(x), IValue(fromValues({3, 0}, ScalarType::Long)),
                                                             IValue(int64_t(3)), IValue(1.0), IValue(), IValue(int64_t(1))}); }),
            "only p == 1 and p == 2 supported");
}

TEST(SpecialOps, ForwardOperatorsReturnSavedStatistics) {
  Tensor x = log(reshape(fromValues({0.1, 0.2, 0.7, 0.3, 0.3, 0.4}, ScalarType::Float), {2, 3}));
  Tensor t = fromValues({2, 0}, ScalarType::Long);
  // PyTorch 1.13: nll_loss_forward(x, t, None, 1, -100) = (0.7803, 2.); with weights [1, 2, 3],
  // reduction sum and ignore_index 2: (1.2040, 1.).
  Stack mean = callOp("aten::nll_loss_forward", {IValue(x), IValue(t), IValue(), IValue(int64_t(1)), IValue(int64_t(-100))});
  ASSERT_EQ(mean.size(), 2u);
  expectMatches(valuesOf(mean[0].toTensor()), {0.7803}, 1e-4, "nll mean");
  expectMatches(valuesOf(mean[1].toTensor()), {2.0}, 0, "nll total_weight");
  Stack ign = callOp("aten::nll_loss_forward", {IValue(x), IValue(t), IValue(fromValues({1, 2, 3}, ScalarType::Float)),
                                                IValue(int64_t(2)), IValue(int64_t(2))});
  expectMatches(valuesOf(ign[0].toTensor()), {1.2040}, 1e-4, "nll ignored");
  expectMatches(valuesOf(ign[1].toTensor()), {1.0}, 0, "nll ignored total_weight");
  Stack ls = callOp("aten::log_sigmoid_forward", {IValue(fromValues({-1.0, 0.0, 2.0}, ScalarType::Float))});
  expectMatches(valuesOf(ls[0].toTensor()), {-1.3133, -0.6931, -0.1269}, 1e-4, "log_sigmoid output");
  expectMatches(valuesOf(ls[1].toTensor()), {0.3679, 1.0, 0.1353}, 1e-4, "log_sigmoid buffer");
  Tensor row = reshape(fromValues({0.1, 0.2, 0.4, 0.8}, ScalarType::Float), {1, 4});
  Stack ml = callOp("aten::multilabel_margin_loss_forward",
                    {IValue(row), IValue(reshape(fromValues({3, 0, -1, 1}, ScalarType::Long), {1, 4})), IValue(int64_t(1))});
  expectMatches(valuesOf(ml[0].toTensor()), {0.85}, 1e-6, "multilabel output");
  expectMatches(valuesOf(ml[1].toTensor()), {1, 0, 0, 1}, 0, "multilabel is_target");
}

TEST(SpecialOps, GradientWithAListOfScalarSpacings) {
  Tensor y = reshape(fromValues({1, 2, 4, 7, 2, 3, 5, 11}, ScalarType::Float), {2, 4});
  // PyTorch 1.13: torch.gradient(y, spacing=[2.0], dim=[1], edge_order=2).
  Stack out = callOp("aten::gradient.scalarrayarray", {IValue(y), floatList({2.0}), intList({1}), IValue(int64_t(2))});
  ASSERT_EQ(out.size(), 1u);
  auto parts = out[0].toList()->items;
  ASSERT_EQ(parts.size(), 1u);
  expectMatches(valuesOf(parts[0].toTensor()), {0.25, 0.75, 1.25, 1.75, 0.25, 0.75, 2.0, 4.0}, 1e-6, "gradient");
  EXPECT_EQ(errorOf([&] {
              callOp("aten::gradient.scalarrayint", {IValue(y), floatList({1.0, 2.0, 3.0}), IValue(), IValue(int64_t(1))});
            }),
            "torch.gradient expected spacing to be unspecified, a scalar or a list of length 2 but got a list of length 3");
}

}  // namespace
}  // namespace ts::test
