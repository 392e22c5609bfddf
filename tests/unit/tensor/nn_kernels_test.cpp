// ===--- nn_kernels_test.cpp - torch.nn kernels (src/tensor/nn_*.h) -------=== //
// Expected values captured from PyTorch 1.13.1 (F.conv2d, F.max_pool2d, ...)
// on small dyadic inputs, so exact comparisons hold whatever the summation
// order; transcendental results compare within a few float ulps.
#include "tensor/nn_activation.h"
#include "tensor/nn_conv.h"
#include "tensor/nn_im2col.h"
#include "tensor/nn_loss.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_pool.h"
#include "tensor/nn_sample.h"
#include "tensor/nn_shape.h"
#include "test_util.h"

namespace ts::test {
namespace {

using V = std::vector<double>;

Tensor input4() { return sub(div(remainder(mul(arange(32.0), Scalar(5)), Scalar(9)), Scalar(4)), Scalar(1)).reshape({1, 2, 4, 4}); }
Tensor weight4() {
  return sub(div(remainder(mul(arange(36.0), Scalar(3)), Scalar(7)), Scalar(8)), Scalar(0.25)).reshape({2, 2, 3, 3});
}

void expectNear(const std::vector<double>& got, const std::vector<double>& want, double tol = 1e-6) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tol) << "at " << i;
}

TEST(NnConv, Conv2dPadded) {
  Tensor y = nn::conv(input4(), weight4(), T({0.5, -0.25}), {1}, {1}, {1}, 1, 2);
  EXPECT_EQ(shape(y), (std::vector<int64_t>{1, 2, 4, 4}));
  EXPECT_EQ(vals(y), (V{0.1875, 0.625, 0.03125, 0.875, -0.34375, 1.9375, -0.1875, 0.625, 0.75, -0.09375, 1.4375,
                        -0.03125, 0.875, -0.25, 1.1875, 0.0625, -0.84375, 0.4375, -0.65625, 0.125, 0.0, -1.3125,
                        1.46875, -1.5, 0.625, -1.71875, 1.34375, -1.21875, -0.78125, 0.125, -1.1875, 0.21875}));
}

TEST(NnConv, TransposedShapeAndSums) {
  Tensor y = nn::convTranspose(input4(), weight4(), T({0.5, -0.25}), {2}, {1}, {1}, 1, {1}, 2);
  EXPECT_EQ(shape(y), (std::vector<int64_t>{1, 2, 8, 8}));
  EXPECT_EQ(vals(sum(y, {2, 3})), (V{31.53125, -16.875}));
}

TEST(NnConv, ShapeErrors) {
  EXPECT_EQ(errorOf([] { nn::conv(ones({1, 2, 5, 5}), ones({4, 3, 3, 3}), Tensor(), {1}, {1}, {1}, 1, 2); }),
            "Given groups=1, weight of size [4, 3, 3, 3], expected input[1, 2, 5, 5] to have 3 channels, but got 2 "
            "channels instead");
  EXPECT_EQ(errorOf([] { nn::conv(ones({1, 3, 2, 2}), ones({4, 3, 3, 3}), Tensor(), {1}, {0}, {1}, 1, 2); }),
            "Calculated padded input size per channel: (2 x 2). Kernel size: (3 x 3). Kernel size can't be greater "
            "than actual input size");
  EXPECT_EQ(errorOf([] { nn::conv(ones({5, 5}), ones({4, 3, 3, 3}), Tensor(), {1}, {0}, {1}, 1, 2); }),
            "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: [5, 5]");
  EXPECT_EQ(errorOf([] { nn::convPadding(ones({1, 3, 5, 5}), ones({4, 3, 3, 3}), Tensor(), {2}, "same", {1}, 1, 2); }),
            "padding='same' is not supported for strided convolutions");
}

TEST(NnConv, Im2colMatchesUnfold) {
  Tensor cols = nn::im2col(arange(9.0).reshape({1, 1, 3, 3}), {2}, {1}, {0}, {1});
  EXPECT_EQ(vals(cols), (V{0, 1, 3, 4, 1, 2, 4, 5, 3, 4, 6, 7, 4, 5, 7, 8}));
  // Non-overlapping patches fold back to the image.
  Tensor img = arange(16.0).reshape({1, 1, 4, 4});
  Tensor back = nn::col2im(nn::im2col(img, {2}, {1}, {0}, {2}), {4, 4}, {2}, {1}, {0}, {2});
  EXPECT_EQ(vals(back), vals(img));
}

TEST(NnPool, MaxWithIndicesAndAvg) {
  auto [v, i] = nn::maxPoolWithIndices(input4(), {3}, {2}, {1}, {1}, false, 2);
  EXPECT_EQ(vals(v), (V{0.75, 1.0, 0.75, 1.0, 1.0, 0.75, 1.0, 1.0}));
  EXPECT_EQ(vals(i), (V{5, 7, 5, 7, 0, 7, 9, 9}));
  EXPECT_EQ(vals(nn::avgPool(input4(), {3}, {2}, {1}, false, false, std::nullopt, 2)),
            (V{-0.125, 0.25, -0.125, 0.0, 0.1875, 0.0, 0.0, 0.0}));
  expectNear(vals(nn::avgPool(input4(), {3}, {2}, {1}, false, true, std::nullopt, 2)),
             {-0.0555555559694767, 0.1666666716337204, -0.0833333358168602, 0.0, 0.0833333358168602, 0, 0, 0});
  EXPECT_EQ(vals(nn::adaptiveAvgPool(input4(), {3, 2}, 2)),
            (V{-0.125, 0.125, -0.1875, 0.0625, -0.25, 0.0, 0.1875, -0.125, 0.125, -0.1875, 0.0625, -0.25}));
}

TEST(NnNorm, BatchNormTrainingUpdatesRunningStats) {
  Tensor rm = zeros({2}), rv = ones({2});
  Tensor y = nn::batchNorm(input4(), Tensor(), Tensor(), rm, rv, true, 0.1, 1e-5);
  EXPECT_EQ(vals(y.select(0, 0).select(1, 0)),
            (V{-1.4779754877090454, 0.49265849590301514, -1.0838487148284912, 0.8867853283882141,
               1.5749857425689697, 0.047726839780807495, -1.47953200340271, 0.42954155802726746}));
  EXPECT_EQ(vals(rm), (V{-0.0062500000931322575, -0.0031250000465661287}));
  EXPECT_EQ(vals(rv), (V{0.9429166316986084, 0.94572913646698}));
}

TEST(NnNorm, LayerAndGroupNormBitExact) {
  Tensor ln = nn::layerNorm(input4(), {4}, T({1.0, 2.0, 0.5, -1.0}), T({0.0, 0.1, 0.2, 0.3}), 1e-5);
  EXPECT_EQ(vals(ln.select(0, 0).select(0, 0)),
            (V{-1.1766823530197144, 1.6689097881317139, -0.19222743809223175, -0.8766823410987854,
               -1.1766823530197144, 1.6689097881317139, -0.19222743809223175, -0.8766823410987854,
               0.727593183517456, -2.325310707092285, 0.8063276410102844, 1.0275931358337402, 0.727593183517456,
               -2.325310707092285, 0.8063276410102844, 1.0275931358337402}));
  Tensor gn = nn::groupNorm(input4(), 2, Tensor(), Tensor(), 1e-5);
  EXPECT_EQ(vals(gn.select(0, 0).select(0, 1).select(0, 0)),
            (V{1.5749856233596802, 0.0477268360555172, -1.4795318841934204, 0.42954152822494507}));
  EXPECT_EQ(errorOf([] { nn::groupNorm(ones({2, 4, 4}), 3, Tensor(), Tensor(), 1e-5); }),
            "Expected number of channels in input to be divisible by num_groups, but got input of shape [2, 4, 4] "
            "and num_groups=3");
}

TEST(NnLoss, CrossEntropyWithLabelSmoothing) {
  Tensor logits = input4().reshape({8, 4});
  Tensor target = L({0, 1, 2, 3, 3, 2, 1, 0});
  expectNear(vals(nn::crossEntropyLoss(logits, target, Tensor(), 1, -100, 0.2)), {1.454891324043274});
  EXPECT_EQ(errorOf([] { nn::nllLoss(ones({2, 3}), L({0, 5}), Tensor(), 1, -100); }), "Target 5 is out of bounds.");
}

TEST(NnActivation, Formulas) {
  Tensor x = T({-1.5, -0.25, 0.5, 2.0});
  expectNear(vals(nn::gelu(x)), {-0.10021086037158966, -0.10032343119382858, 0.3457311987876892, 1.9544999599456787});
  expectNear(vals(nn::gelu(x, "tanh")),
             {-0.10042843222618103, -0.10032464563846588, 0.3457140028476715, 1.9545977115631104});
  expectNear(vals(nn::elu(x, Scalar(0.5))), {-0.38843491673469543, -0.11059960722923279, 0.5, 2.0});
  expectNear(vals(nn::softplus(T({-1.5, -0.25, 0.5, 25.0}))),
             {0.20141328871250153, 0.575939416885376, 0.9740769863128662, 25.0});
  EXPECT_EQ(vals(nn::relu6(L({-3, 2, 9}))), (V{0, 2, 6}));
  EXPECT_EQ(nn::relu6(L({-3, 2, 9})).dtype(), ScalarType::Long);
  EXPECT_EQ(errorOf([] { nn::glu(ones({3}), 0); }), "Halving dimension must be even, but dimension 0 is size 3");
}

TEST(NnShape, PadInterpolateOneHot) {
  EXPECT_EQ(vals(nn::pad(arange(5.0).reshape({1, 1, 5}), {3, 2}, "reflect", std::nullopt)),
            (V{3, 2, 1, 0, 1, 2, 3, 4, 3, 2}));
  EXPECT_EQ(vals(nn::pad(arange(3.0).reshape({1, 3}), {-1, 2}, "constant", 7.0)), (V{1, 2, 7, 7}));
  EXPECT_EQ(errorOf([] { nn::pad(ones({1, 1, 2}), {3, 3}, "reflect", std::nullopt); }),
            "Argument #4: Padding size should be less than the corresponding input dimension, but got: padding (3, "
            "3) at dimension 2 of input [1, 1, 2]");
  Tensor x = arange(3.0).reshape({1, 1, 3});
  EXPECT_EQ(vals(nn::upsampleNearest(x, {7}, {std::nullopt})), (V{0, 0, 0, 1, 1, 2, 2}));
  expectNear(vals(nn::upsampleLinear(x, {5}, false, {std::nullopt})), {0.0, 0.40000003576278687, 1.0, 1.6000001430511475, 2.0}, 1e-7);
  EXPECT_EQ(vals(nn::oneHot(L({0, 2}), -1)), (V{1, 0, 0, 0, 0, 1}));
  EXPECT_EQ(errorOf([] { nn::oneHot(L({1, -1}), -1); }), "Class values must be non-negative.");
  EXPECT_EQ(errorOf([] { nn::embedding(ones({3, 2}), L({5})); }), "index out of range in self");
}

}  // namespace
}  // namespace ts::test
