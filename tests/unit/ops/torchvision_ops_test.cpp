// ===--- torchvision_ops_test.cpp - roi pooling, deform_conv2d, unpool ---=== //
// Values checked here are small hand-computable cases; the .pt zoo
// (tests/data/pt, roi_pooling_*, deformable_*, many_layers_*) checks the
// same kernels against torchvision's outputs. Hostile arguments (NaN or
// huge boxes, bad indices, wrong shapes) must give errors, never UB.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "op_test_util.h"
#include "tensor/nn_conv.h"
#include "tensor/ops.h"

namespace ts::test {
namespace {

Tensor values(std::vector<float> v, std::vector<int64_t> shape) {
  Tensor t = emptyTensor({static_cast<int64_t>(v.size())}, ScalarType::Float);
  std::copy(v.begin(), v.end(), t.data_ptr<float>());
  return t.reshape(shape);
}

/// [1, C, 4, 4] with element i = i.
Tensor ramp(int64_t c) { return arange(16 * c, ScalarType::Float).reshape({1, c, 4, 4}); }

std::vector<float> flat(const Tensor& t) {
  Tensor c = contiguous(t);
  return std::vector<float>(c.data_ptr<float>(), c.data_ptr<float>() + c.numel());
}

TEST(TorchvisionOps, RoiPoolTakesTheMaxOfEachBin) {
  Stack out = callOp("torchvision::roi_pool", {ramp(1), values({0, 0, 0, 3, 3}, {1, 5}), 1.0, int64_t(2), int64_t(2)});
  // Bins of the 4x4 box: rows/cols {0,1} and {2,3}.
  EXPECT_EQ(flat(out[0].toTensor()), (std::vector<float>{5, 7, 13, 15}));
  EXPECT_EQ(out[1].toTensor().dtype(), ScalarType::Int);
}

TEST(TorchvisionOps, PsRoiPoolAveragesOneChannelPerCell) {
  // 4 channels for a 2x2 output: cell (y, x) reads channel 2y + x.
  Stack out = callOp("torchvision::ps_roi_pool", {ramp(4), values({0, 0, 0, 2, 2}, {1, 5}), 1.0, int64_t(2), int64_t(2)});
  // roi 2x2 -> 1x1 bins: cell (0,0) of channel 0 is element (0,0) = 0;
  // (0,1) of channel 1 is (0,1) = 17; (1,0) of channel 2: (1,0) = 36; (1,1) of 3: (1,1) = 53.
  EXPECT_EQ(flat(out[0].toTensor()), (std::vector<float>{0, 17, 36, 53}));
}

TEST(TorchvisionOps, PsRoiAlignOfAConstantMapIsTheConstant) {
  Tensor ones = add(zeros({1, 4, 5, 5}, ScalarType::Float), Scalar(3.0));
  Stack out = callOp("torchvision::ps_roi_align",
                     {ones, values({0, 0.5f, 0.5f, 3.5f, 3.5f}, {1, 5}), 1.0, int64_t(2), int64_t(2), int64_t(2)});
  for (float v : flat(out[0].toTensor())) EXPECT_FLOAT_EQ(v, 3.0f);
}

TEST(TorchvisionOps, HostileRoisGiveErrorsOrValuesNeverUb) {
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  // NaN and infinite corners are clamped before any int conversion.
  for (float bad : {nan, inf, -inf, 3e30f}) {
    Tensor rois = values({0, bad, 0, bad, 3}, {1, 5});
    EXPECT_NO_THROW(callOp("torchvision::roi_pool", {ramp(1), rois, 1.0, int64_t(2), int64_t(2)}));
    EXPECT_NO_THROW(callOp("torchvision::ps_roi_pool", {ramp(4), rois, 1.0, int64_t(2), int64_t(2)}));
  }
  EXPECT_EQ(errorOf([] {
              callOp("torchvision::roi_pool", {ramp(1), values({3, 0, 0, 1, 1}, {1, 5}), 1.0, int64_t(2), int64_t(2)});
            }),
            "roi_pool: roi batch index out of range");
  EXPECT_EQ(errorOf([] {
              callOp("torchvision::ps_roi_align", {ramp(4), values({0, 0, 0, 3e30f, 3e30f}, {1, 5}), 1.0, int64_t(2),
                                                   int64_t(2), int64_t(-1)});
            }),
            "ps_roi_align: roi too large for its sampling grid");
  EXPECT_EQ(errorOf([] {
              callOp("torchvision::ps_roi_pool", {ramp(3), values({0, 0, 0, 1, 1}, {1, 5}), 1.0, int64_t(2), int64_t(2)});
            }),
            "input channels must be a multiple of pooling height * pooling width");
}

TEST(TorchvisionOps, DeformConvWithZeroOffsetsIsConvolution) {
  Tensor x = sin(mul(arange(2 * 4 * 5 * 5, ScalarType::Float).reshape({2, 4, 5, 5}), Scalar(0.1)));
  Tensor w = cos(mul(arange(6 * 2 * 3 * 3, ScalarType::Float).reshape({6, 2, 3, 3}), Scalar(0.37)));
  Tensor b = values({0.1f, -0.2f, 0.3f, 0, 0.5f, -0.6f}, {6});
  Tensor offset = zeros({2, 18, 5, 5}, ScalarType::Float), mask = zeros({2, 0}, ScalarType::Float);
  Tensor got = call1("torchvision::deform_conv2d", {x, w, offset, mask, b, int64_t(1), int64_t(1), int64_t(1),
                                                    int64_t(1), int64_t(1), int64_t(1), int64_t(2), int64_t(1), false})
                   .toTensor();
  Tensor want = nn::conv(x, w, b, {1, 1}, {1, 1}, {1, 1}, 2, 2);
  std::vector<float> g = flat(got), e = flat(want);
  ASSERT_EQ(g.size(), e.size());
  for (size_t i = 0; i < g.size(); ++i) EXPECT_NEAR(g[i], e[i], 1e-4) << i;
}

TEST(TorchvisionOps, DeformConvChecksShapes) {
  Tensor x = zeros({1, 2, 4, 4}, ScalarType::Float), w = zeros({2, 2, 3, 3}, ScalarType::Float);
  Tensor b = zeros({2}, ScalarType::Float), mask = zeros({1, 0}, ScalarType::Float);
  auto run = [&](Tensor offset) {
    return errorOf([&] {
      callOp("torchvision::deform_conv2d", {x, w, offset, mask, b, int64_t(1), int64_t(1), int64_t(0), int64_t(0),
                                            int64_t(1), int64_t(1), int64_t(1), int64_t(1), false});
    });
  };
  EXPECT_EQ(run(zeros({1, 17, 2, 2}, ScalarType::Float)), "offset.shape[1] is not valid: got: 17 expected: 18");
  EXPECT_EQ(run(zeros({1, 18, 3, 2}, ScalarType::Float)),
            "offset output dims: (3, 2) - computed output dims: (2, 2)");
  EXPECT_EQ(run(zeros({1, 18, 2, 2}, ScalarType::Float)), "");
}

TEST(SavedCodeOps, MaxUnpoolScattersAndChecksIndices) {
  Tensor v = values({1, 2}, {1, 1, 1, 2});
  Tensor idx = mul(arange(2, ScalarType::Long), Scalar(int64_t(5))).reshape({1, 1, 1, 2});
  Tensor out = call1("aten::max_unpool2d", {v, idx, intList({2, 4})}).toTensor();
  EXPECT_EQ(flat(out), (std::vector<float>{1, 0, 0, 0, 0, 2, 0, 0}));
  Tensor bad = add(idx, Scalar(int64_t(90)));
  EXPECT_EQ(errorOf([&] { callOp("aten::max_unpool2d", {v, bad, intList({2, 4})}); }),
            "Found an invalid max index: 90 (output volumes are of size 2x4");
}

TEST(SavedCodeOps, AffineGridIdentityIsTheBaseGrid) {
  Tensor theta = values({1, 0, 0, 0, 1, 0}, {1, 2, 3});
  Tensor grid = call1("aten::affine_grid_generator", {theta, intList({1, 1, 2, 3}), true}).toTensor();
  EXPECT_EQ(grid.sizes().vec(), (std::vector<int64_t>{1, 2, 3, 2}));
  // (x, y) over x in {-1, 0, 1}, y in {-1, 1}.
  EXPECT_EQ(flat(grid), (std::vector<float>{-1, -1, 0, -1, 1, -1, -1, 1, 0, 1, 1, 1}));
}

TEST(SavedCodeOps, GridSampler3dOfNonFiniteGridIsZero) {
  Tensor input = add(zeros({1, 1, 2, 2, 2}, ScalarType::Float), Scalar(5.0));
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  // Trilinear at the centre of a constant volume; NaN and infinite points read nothing.
  Tensor grid = values({0, 0, 0, nan, 0, 0, inf, -inf, 0}, {1, 1, 1, 3, 3});
  Tensor out = call1("aten::grid_sampler", {input, grid, int64_t(0), int64_t(0), false}).toTensor();
  EXPECT_EQ(flat(out), (std::vector<float>{5, 0, 0}));
  EXPECT_EQ(errorOf([&] { callOp("aten::grid_sampler_3d", {input, grid, int64_t(2), int64_t(0), false}); }),
            "grid_sampler(): bicubic interpolation only supports 4D input");
}

TEST(PrepackedOps, RejectAnArgumentThatIsNoContext) {
  EXPECT_EQ(errorOf([] { callOp("prepacked::linear_clamp_run", {zeros({1, 2}, ScalarType::Float), IValue(int64_t(1))}); }),
            "prepacked: expected a __torch__.torch.classes.xnnpack.LinearOpContext argument");
}

}  // namespace
}  // namespace ts::test
