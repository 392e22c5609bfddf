// ===--- quantized_conv.cpp - statically quantized conv and linear --------=== //
#include "tensor/quantized_conv.h"

#include <algorithm>
#include <cmath>

#include "support/error.h"
#include "tensor/ops.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {
namespace {

/// Per output channel: the weight's zero point, the bias as int32 and the
/// requantization scale (Note [QNNPACK requantization]).
struct OutputChannels {
  std::vector<int32_t> w_zp, bias;
  std::vector<float> requant;
};

OutputChannels outputChannels(const Tensor& weight, const std::optional<Tensor>& bias, int64_t n_out, float in_scale,
                              double out_scale) {
  const Quantizer& wq = quantizerOf(weight, "quantized conv/linear weight");
  if (!wq.perTensor() && wq.axis != 0) throw Error("quantized: per-channel weights must be quantized along dim 0");
  Tensor b = bias ? bias->to(ScalarType::Float).contiguous() : Tensor();
  if (bias && (b.dim() != 1 || b.numel() != n_out)) throw Error("bias should be a vector (1D Tensor) of the output size");
  const double* ws = static_cast<const double*>(wq.scales.data_ptr());
  const int64_t* wz = static_cast<const int64_t*>(wq.zero_points.data_ptr());
  const float inverse_out = 1.0f / static_cast<float>(out_scale);
  OutputChannels out;
  for (int64_t c = 0; c < n_out; ++c) {
    const int64_t i = wq.perTensor() ? 0 : c;
    out.w_zp.push_back(static_cast<int32_t>(wz[i]));
    out.requant.push_back((static_cast<float>(ws[i]) * in_scale) * inverse_out);
    const double bias_scale = ws[i] * static_cast<double>(in_scale);
    out.bias.push_back(bias ? static_cast<int32_t>(quantizeVal(bias_scale, 0, static_cast<const float*>(b.data_ptr())[c],
                                                               INT32_MIN, INT32_MAX))
                            : 0);
  }
  return out;
}

/// round-to-nearest-even(acc * scale) + zp, clamped to [lo, 255].
inline uint8_t requantize(int32_t acc, float scale, int32_t zp, int32_t lo) {
  const float r = std::nearbyint(static_cast<float>(acc) * scale);
  const float y = std::min(std::max(r + static_cast<float>(zp), static_cast<float>(lo)), 255.0f);
  return static_cast<uint8_t>(y);
}

std::vector<int32_t> centered(const Tensor& x, int64_t zp) {
  Tensor c = intView(x).contiguous();
  const uint8_t* p = static_cast<const uint8_t*>(c.data_ptr());
  std::vector<int32_t> out(static_cast<size_t>(c.numel()));
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int32_t>(p[i]) - static_cast<int32_t>(zp);
  return out;
}

void checkActivation(const Tensor& x, const char* op) {
  if (x.dtype() != ScalarType::QUInt8) throw Error(std::string(op) + ": expected a quint8 input (QNNPACK)");
  if (!quantizerOf(x, op).perTensor()) throw Error(std::string(op) + ": expected a per-tensor quantized input");
}

}  // namespace

Tensor conv(const Tensor& x, const ConvParams& p, double out_scale, int64_t out_zp, bool relu) {
  checkActivation(x, "quantized::conv2d");
  if (p.transpose) throw Error("quantized::conv_transpose is not supported");
  const Tensor& w = p.weight;
  if (x.dim() != 4 || w.dim() != 4) throw Error("quantized::conv2d (qnnpack): expected a 4-D input and weight");
  if (p.stride.size() != 2 || p.padding.size() != 2 || p.dilation.size() != 2 || p.groups < 1)
    throw Error("quantized::conv2d: bad stride, padding or dilation");
  const int64_t N = x.sizes()[0], C = x.sizes()[1], H = x.sizes()[2], W = x.sizes()[3];
  const int64_t O = w.sizes()[0], Cg = w.sizes()[1], KH = w.sizes()[2], KW = w.sizes()[3], G = p.groups;
  if (C != Cg * G || O % G != 0) throw Error("quantized::conv2d: Input channel size of weight and bias must match.");
  const int64_t OH = (H + 2 * p.padding[0] - p.dilation[0] * (KH - 1) - 1) / p.stride[0] + 1;
  const int64_t OW = (W + 2 * p.padding[1] - p.dilation[1] * (KW - 1) - 1) / p.stride[1] + 1;
  if (OH <= 0 || OW <= 0) throw Error("quantized::conv2d: the output would be empty");
  const Quantizer& xq = quantizerOf(x, "quantized::conv2d");
  const float in_scale = static_cast<float>(xq.scale());
  OutputChannels oc = outputChannels(w, p.bias, O, in_scale, out_scale);
  std::vector<int32_t> xs = centered(x, xq.zeroPoint());
  Tensor wc = intView(w).contiguous();
  const int8_t* wp = static_cast<const int8_t*>(wc.data_ptr());
  Tensor y = emptyQuantized({N, O, OH, OW}, ScalarType::QUInt8, out_scale, out_zp);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const int32_t lo = relu ? static_cast<int32_t>(out_zp) : 0;
  std::vector<int32_t> acc(static_cast<size_t>(OH * OW));
  const int64_t Og = O / G;
  for (int64_t n = 0; n < N; ++n) {
    for (int64_t o = 0; o < O; ++o) {
      std::fill(acc.begin(), acc.end(), oc.bias[o]);
      const int64_t g = o / Og;
      for (int64_t ci = 0; ci < Cg; ++ci) {
        const int32_t* plane = xs.data() + ((n * C) + g * Cg + ci) * H * W;
        for (int64_t kh = 0; kh < KH; ++kh) {
          for (int64_t kw = 0; kw < KW; ++kw) {
            const int32_t wv = static_cast<int32_t>(wp[((o * Cg + ci) * KH + kh) * KW + kw]) - oc.w_zp[o];
            if (wv == 0) continue;
            for (int64_t oh = 0; oh < OH; ++oh) {
              const int64_t ih = oh * p.stride[0] - p.padding[0] + kh * p.dilation[0];
              if (ih < 0 || ih >= H) continue;
              int32_t* arow = acc.data() + oh * OW;
              const int32_t* xrow = plane + ih * W;
              for (int64_t ow = 0; ow < OW; ++ow) {
                const int64_t iw = ow * p.stride[1] - p.padding[1] + kw * p.dilation[1];
                if (iw >= 0 && iw < W) arow[ow] += wv * xrow[iw];
              }
            }
          }
        }
      }
      uint8_t* out = yp + (n * O + o) * OH * OW;
      for (int64_t i = 0; i < OH * OW; ++i)
        out[i] = requantize(acc[i], oc.requant[o], static_cast<int32_t>(out_zp), lo);
    }
  }
  return y;
}

Tensor linear(const Tensor& x, const Tensor& weight, const std::optional<Tensor>& bias, double out_scale,
              int64_t out_zp, bool relu) {
  checkActivation(x, "quantized::linear");
  if (x.dim() < 1 || weight.dim() != 2) throw Error("quantized::linear: expected a 2-D weight and an input");
  const int64_t N = weight.sizes()[0], K = weight.sizes()[1];
  if (x.sizes()[x.dim() - 1] != K) throw Error("quantized::linear: the input's last dimension must match the weight");
  const Quantizer& xq = quantizerOf(x, "quantized::linear");
  OutputChannels oc = outputChannels(weight, bias, N, static_cast<float>(xq.scale()), out_scale);
  std::vector<int32_t> xs = centered(x, xq.zeroPoint());
  const int64_t M = K == 0 ? 0 : static_cast<int64_t>(xs.size()) / K;
  Tensor wc = intView(weight).contiguous();
  const int8_t* wp = static_cast<const int8_t*>(wc.data_ptr());
  DimVector shape(x.sizes());
  shape[shape.size() - 1] = N;
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, out_scale, out_zp);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const int32_t lo = relu ? static_cast<int32_t>(out_zp) : 0;
  for (int64_t m = 0; m < M; ++m) {
    for (int64_t j = 0; j < N; ++j) {
      int32_t acc = oc.bias[j];
      const int8_t* row = wp + j * K;
      const int32_t* xr = xs.data() + m * K;
      for (int64_t k = 0; k < K; ++k) acc += xr[k] * (static_cast<int32_t>(row[k]) - oc.w_zp[j]);
      yp[m * N + j] = requantize(acc, oc.requant[j], static_cast<int32_t>(out_zp), lo);
    }
  }
  return y;
}

}  // namespace ts::quant
