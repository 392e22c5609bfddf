// ===--- quantized_linear.cpp - dynamically quantized linear layers -------=== //
#include "tensor/quantized_linear.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "support/error.h"
#include "tensor/ops.h"

namespace ts::quant {

QParams chooseQuantizationParams(float min, float max, int32_t qmin, int32_t qmax, bool reduce_range) {
  if (!(min <= max)) throw Error("In ChooseQuantizationParams, min should be less than or equal to max");
  if (reduce_range) {
    qmin /= 2;
    qmax /= 2;
  }
  min = std::min(min, 0.0f);
  max = std::max(max, 0.0f);
  // Double for the intermediate steps, as ATen does.
  double scale = (static_cast<double>(max) - min) / (qmax - qmin);
  if (static_cast<float>(scale) == 0.0f || std::isinf(1.0f / static_cast<float>(scale))) scale = 0.1;
  const float kSmallScale = 6.1e-5f;
  if (scale < kSmallScale) {
    const float original = static_cast<float>(scale);
    scale = kSmallScale;
    if (min == 0.0f) {
      max = kSmallScale * (qmax - qmin);
    } else if (max == 0.0f) {
      min = -kSmallScale * (qmax - qmin);
    } else {
      const float amplifier = kSmallScale / original;
      min *= amplifier;
      max *= amplifier;
    }
  }
  // The zero point from whichever end adds the smaller terms, then nudged
  // to an integer in range.
  const double from_min = qmin - min / scale, from_max = qmax - max / scale;
  const double err_min = std::abs(qmin) - std::abs(min / scale), err_max = std::abs(qmax) - std::abs(max / scale);
  const double initial = err_min < err_max ? from_min : from_max;
  QParams out;
  out.scale = scale;
  out.zero_point = initial < qmin   ? qmin
                   : initial > qmax ? qmax
                                    : static_cast<int32_t>(std::nearbyint(initial));
  return out;
}

namespace {

/// The activation as quint8 integers minus its zero point.
std::vector<int32_t> quantizeActivation(const float* x, int64_t n, const QParams& q, int32_t qmax) {
  const float inverse = static_cast<float>(1.0 / q.scale);
  std::vector<int32_t> out(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    float r = std::nearbyint(x[i] * inverse) + static_cast<float>(q.zero_point);
    r = std::min(std::max(r, 0.0f), static_cast<float>(qmax));
    out[static_cast<size_t>(i)] = static_cast<int32_t>(r) - q.zero_point;
  }
  return out;
}

}  // namespace

Tensor linearDynamic(const Tensor& x, const QuantizedWeight& w, const std::optional<Tensor>& bias, bool reduce_range,
                     bool relu) {
  if (x.dtype() != ScalarType::Float) throw Error("quantized::linear_dynamic (onednn): data type of input should be float.");
  if (x.dim() < 1 || w.ints.dim() != 2) throw Error("quantized::linear_dynamic: expected a 2-D weight and an input");
  const int64_t n_out = w.ints.sizes()[0], k = w.ints.sizes()[1];
  if (x.sizes()[x.dim() - 1] != k)
    throw Error("mat1 and mat2 shapes cannot be multiplied (" + std::to_string(x.numel() / std::max<int64_t>(k, 1)) +
                "x" + std::to_string(x.sizes()[x.dim() - 1]) + " and " + std::to_string(k) + "x" +
                std::to_string(n_out) + ")");
  const bool per_channel = w.axis >= 0;
  if (per_channel && w.axis != 0) throw Error("quantized::linear_dynamic: per-channel weights must be quantized along dim 0");
  if (bias && (bias->dim() != 1 || bias->sizes()[0] != n_out))
    throw Error("quantized::linear_dynamic: bias should be a vector (1D Tensor) of size " + std::to_string(n_out));
  Tensor xc = x.contiguous();
  const int64_t m = k == 0 ? 0 : xc.numel() / k;
  DimVector out_shape(x.sizes());
  out_shape[out_shape.size() - 1] = n_out;
  Tensor y = empty(out_shape, ScalarType::Float);
  if (y.numel() == 0) return y;
  const float* xp = static_cast<const float*>(xc.data_ptr());
  float lo = 0.0f, hi = 0.0f;
  if (xc.numel() > 0) {
    lo = *std::min_element(xp, xp + xc.numel());
    hi = *std::max_element(xp, xp + xc.numel());
  }
  const QParams q = chooseQuantizationParams(lo, hi, 0, 255, reduce_range);
  const std::vector<int32_t> xq = quantizeActivation(xp, xc.numel(), q, reduce_range ? 127 : 255);
  Tensor wc = w.ints.contiguous();
  const int8_t* wp = static_cast<const int8_t*>(wc.data_ptr());
  Tensor scales = w.scales.to(ScalarType::Double).contiguous(), zeros = w.zero_points.to(ScalarType::Long).contiguous();
  const double* ws = static_cast<const double*>(scales.data_ptr());
  const int64_t* wz = static_cast<const int64_t*>(zeros.data_ptr());
  Tensor bc = bias ? bias->to(ScalarType::Float).contiguous() : Tensor();
  const float* bp = bias ? static_cast<const float*>(bc.data_ptr()) : nullptr;
  float* yp = static_cast<float*>(y.data_ptr());
  for (int64_t j = 0; j < n_out; ++j) {
    const int64_t c = per_channel ? j : 0;
    const int32_t zero = static_cast<int32_t>(wz[c]);
    const float out_scale = static_cast<float>(q.scale) * static_cast<float>(ws[c]);
    const int8_t* row = wp + j * k;
    for (int64_t i = 0; i < m; ++i) {
      const int32_t* xr = xq.data() + i * k;
      int32_t acc = 0;
      for (int64_t t = 0; t < k; ++t) acc += xr[t] * (static_cast<int32_t>(row[t]) - zero);
      float v = static_cast<float>(acc) * out_scale;
      if (bp) v += bp[j];
      yp[i * n_out + j] = relu ? std::max(v, 0.0f) : v;
    }
  }
  return y;
}

}  // namespace ts::quant
