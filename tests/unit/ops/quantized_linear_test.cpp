// ===--- quantized_linear_test.cpp - dynamic quantized linear kernels -----=== //
// Quantization parameters and quantized::linear_dynamic against the values
// PyTorch 1.13 (its default x86 engine) gives for the same inputs.
#include <cmath>

#include "op_test_util.h"
#include "tensor/ops.h"
#include "tensor/quantized_linear.h"

namespace ts::test {
namespace {

TEST(QuantizationParams, MatchAtenChooseQuantizationParams) {
  // torch._choose_qparams_per_tensor(torch.tensor([lo, hi]), reduce_range)
  struct Case {
    float lo, hi;
    bool reduce;
    double scale;
    int32_t zero;
  } cases[] = {{-1.5f, 2.25f, false, 0.014705882352941176, 102}, {-1.5f, 2.25f, true, 0.02952755905511811, 51},
               {0.5f, 3.0f, true, 0.023622047244094488, 0},     {-4.0f, -1.0f, false, 0.01568627450980392, 255},
               {0.0f, 0.0f, false, 0.1, 0},                     {-1e-6f, 2e-6f, false, 6.0999998822808266e-05, 85}};
  for (const Case& c : cases) {
    quant::QParams q = quant::chooseQuantizationParams(c.lo, c.hi, 0, 255, c.reduce);
    EXPECT_DOUBLE_EQ(q.scale, c.scale) << c.lo << " " << c.hi;
    EXPECT_EQ(q.zero_point, c.zero) << c.lo << " " << c.hi;
  }
  EXPECT_THROW(quant::chooseQuantizationParams(1.0f, 0.0f, 0, 255, false), Error);
}

quant::QuantizedWeight weight() {
  // torch.quantize_per_tensor([[0.5, -1, 0.25], [1.5, 0, -0.75]], 0.0125, 0, torch.qint8)
  quant::QuantizedWeight w;
  w.ints = tensorFromScalars({40, -80, 20, 120, 0, -60}, {2, 3}, ScalarType::Char);
  w.scales = tensorFromScalars({0.0125}, {1}, ScalarType::Double);
  w.zero_points = tensorFromScalars({0}, {1}, ScalarType::Long);
  return w;
}

TEST(LinearDynamic, MatchesPyTorch) {
  Tensor x = tensorFromScalars({1.0, -2.0, 0.5, 0.3, 0.7, -1.1}, {2, 3}, ScalarType::Float);
  Tensor b = tensorFromScalars({0.1, -0.2}, {2}, ScalarType::Float);
  Tensor y = quant::linearDynamic(x, weight(), b, true, false);
  const float want[] = {2.7279531955718994f, 0.9161418676376343f, -0.7326772212982178f, 1.0933072566986084f};
  const float* got = static_cast<const float*>(y.contiguous().data_ptr());
  for (int i = 0; i < 4; ++i) EXPECT_NEAR(got[i], want[i], 1e-6) << i;
  // linear_relu_dynamic without reduce_range.
  Tensor r = quant::linearDynamic(x, weight(), b, false, true);
  const float want_relu[] = {2.72352933883667f, 0.9294117093086243f, 0.0f, 1.0882352590560913f};
  const float* got_relu = static_cast<const float*>(r.contiguous().data_ptr());
  for (int i = 0; i < 4; ++i) EXPECT_NEAR(got_relu[i], want_relu[i], 1e-6) << i;
}

TEST(LinearDynamic, ShapesAndErrors) {
  Tensor x = zeros({4, 2, 3}, ScalarType::Float);
  Tensor y = quant::linearDynamic(x, weight(), std::nullopt, true, false);
  EXPECT_EQ(y.sizes()[0], 4);
  EXPECT_EQ(y.sizes()[2], 2);
  EXPECT_THROW(quant::linearDynamic(zeros({2, 4}, ScalarType::Float), weight(), std::nullopt, true, false), Error);
  EXPECT_THROW(quant::linearDynamic(zeros({2, 3}, ScalarType::Double), weight(), std::nullopt, true, false), Error);
}

}  // namespace
}  // namespace ts::test
