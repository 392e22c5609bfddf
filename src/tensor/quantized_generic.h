// ===--- quantized_generic.h - ATen's generic quantized CPU kernels -------=== //
// The quantized kernels PyTorch 1.13 runs where no engine provides one (on
// its oneDNN engine: add, the activations, adaptive pooling), with their
// rounding (Note [Vectorized dequantization]).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// Note [Vectorized dequantization]: ATen's elementwise quantized kernels
/// dequantize with AVX2 vectors as fma(scale, q, -zero_point * scale) (the
/// product rounded first) and the elements after the last whole pair of
/// vectors (64 quint8 values; per parallel chunk of ATen's grain) with the
/// exact (q - zero_point) * scale, rounded once; both quantize as
/// zero_point + rne(y * inverse_scale). We apply the same split so results
/// equal PyTorch's on the x86 machines its default engine runs on.
struct Dequantizer {
  float scale, premul;
  int64_t zero_point;
  Dequantizer(double s, int64_t zp);
  float vec(uint8_t q) const;
  float scalar(uint8_t q) const;
};

/// quantized::add(_relu) as ATen's qadd_kernel.
Tensor genericAdd(const Tensor& a, const Tensor& b, double scale, int64_t zero_point, bool relu);

/// y = f(dequant(x)) quantized with (scale, zero_point) as ATen's
/// dequantize/compute/quantize kernels do; `fma` says whether the vectorized
/// body dequantizes with the premultiplied zero point (Note [Vectorized
/// dequantization]) or exactly (qsigmoid), `inverse` is the body's
/// 1 / scale as the kernel computes it.
Tensor genericMap(const Tensor& x, double scale, int64_t zero_point, float inverse, bool fma,
                  const std::function<float(float, bool)>& f);

/// quantized::elu as ATen's qelu_kernel: x > 0 (x >= 0 off the vectorized
/// body) ? x * scale : expm1(x * input_scale) * alpha * scale.
Tensor genericElu(const Tensor& x, double out_scale, int64_t out_zp, float alpha, float scale, float input_scale);

/// quantized::add_scalar(_relu) as ATen's _add_scalar_out: c_q = rne(c /
/// s); when z - c_q fits the type the integers are kept and the zero point
/// becomes z - c_q, else the output's zero point is the type's bound, its
/// scale grown to cover the range and the integers requantized.
Tensor addScalar(const Tensor& x, double c, bool relu);
/// quantized::mul_scalar(_relu) as ATen's _mul_scalar_out: the integers are
/// kept (mirrored for c < 0, all zero for c = 0) and the scale multiplied
/// by |c|.
Tensor mulScalar(const Tensor& x, double c, bool relu);

/// adaptive_avg_pool2d of a quint8 NCHW tensor as ATen's generic kernel:
/// rne(sum * (1 / window size)), the input's quantizer out.
Tensor genericAdaptiveAvgPool2d(const Tensor& x, int64_t out_h, int64_t out_w);
/// The same over the last 2 or 3 dimensions (`out` has one size per
/// pooled dimension): adaptive_avg_pool3d of volumes.
Tensor genericAdaptiveAvgPool(const Tensor& x, const std::vector<int64_t>& out);

}  // namespace ts::quant
