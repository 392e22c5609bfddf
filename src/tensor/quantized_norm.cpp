// ===--- quantized_norm.cpp - quantized batch, layer, group, instance norm -=== //
#include "tensor/quantized_norm.h"

#include <algorithm>
#include <cmath>

#include "support/error.h"
#include "tensor/ops.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {
namespace {

/// A float vector of `n` values from an optional tensor (`fill` if absent).
std::vector<float> floats(const Tensor& t, int64_t n, float fill, const char* what) {
  if (!t.defined()) return std::vector<float>(static_cast<size_t>(n), fill);
  if (t.numel() != n) throw Error(std::string("Expect ") + what + " size to match");
  Tensor c = t.to(ScalarType::Float).contiguous();
  const float* p = static_cast<const float*>(c.data_ptr());
  return std::vector<float>(p, p + n);
}

inline uint8_t clampByte(int64_t v) { return static_cast<uint8_t>(std::min<int64_t>(std::max<int64_t>(v, 0), 255)); }

/// ATen's quantize_val / Vectorized<quint8>::quantize: y_zp + rne(y * inv).
inline uint8_t quantizeTo(float y, float inverse, int64_t zp) {
  return clampByte(zp + static_cast<int64_t>(std::nearbyint(y * inverse)));
}

}  // namespace

Tensor batchNorm(const Tensor& x, const Tensor& weight, const Tensor& bias, const Tensor& mean, const Tensor& var,
                 double eps, double out_scale, int64_t out_zp, bool relu) {
  const Quantizer& q = perTensorQuint8(x, "quantized::batch_norm");
  if (x.dim() < 2 || x.dim() > 5) throw Error("quantized::batch_norm: expected a 2-D to 5-D input");
  const int64_t C = x.sizes()[1];
  std::vector<float> w = floats(weight, C, 1.0f, "weight"), b = floats(bias, C, 0.0f, "bias");
  std::vector<float> mu = floats(mean, C, 0.0f, "mean"), v = floats(var, C, 1.0f, "var");
  // compute_fused_params, with its float/double mix.
  std::vector<float> alpha(static_cast<size_t>(C)), beta(static_cast<size_t>(C));
  for (size_t c = 0; c < alpha.size(); ++c) {
    const float inv_sigma = static_cast<float>(1.0 / std::sqrt(v[c] + static_cast<float>(eps)));
    alpha[c] = static_cast<float>(inv_sigma * w[c] * (q.scale() / out_scale));
    beta[c] = static_cast<float>((b[c] - mu[c] * inv_sigma * w[c]) / out_scale);
  }
  Tensor ints = intView(x).contiguous();
  const int64_t inner = C > 0 ? ints.numel() / std::max<int64_t>(x.sizes()[0] * C, 1) : 0;
  Tensor y = emptyQuantized(x.sizes(), ScalarType::QUInt8, out_scale, out_zp);
  const uint8_t* xp = static_cast<const uint8_t*>(ints.data_ptr());
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const float in_zp = static_cast<float>(q.zeroPoint());
  for (int64_t i = 0; i < ints.numel(); ++i) {
    const size_t c = static_cast<size_t>((i / std::max<int64_t>(inner, 1)) % C);
    int64_t r = out_zp + static_cast<int64_t>(std::nearbyint(std::fma(alpha[c], xp[i] - in_zp, beta[c])));
    if (relu) r = std::max(r, out_zp);
    yp[i] = clampByte(r);
  }
  return y;
}

namespace {

/// quantized_normalize_kernel: M groups of N contiguous elements; the
/// affine parameters are per element of a group, or per channel when
/// `per_channel` (channels * groups of N / channels_per_group elements).
struct NormalizeSpec {
  int64_t M, N;
  bool per_channel;
  int64_t channels, groups;
};

Tensor normalize(const Tensor& x, const NormalizeSpec& s, const std::vector<float>& gamma,
                 const std::vector<float>& beta, double eps, double out_scale, int64_t out_zp, const char* op) {
  const Quantizer& q = perTensorQuint8(x, op);
  Tensor ints = intView(x).contiguous();
  Tensor y = emptyQuantized(x.sizes(), ScalarType::QUInt8, out_scale, out_zp);
  const uint8_t* xp = static_cast<const uint8_t*>(ints.data_ptr());
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const float x_scale = static_cast<float>(q.scale()), x_zp = static_cast<float>(q.zeroPoint());
  const float inverse = 1.0f / static_cast<float>(out_scale);
  const int64_t per_group = s.per_channel ? s.channels / s.groups : 1;
  const int64_t per_channel = s.N / per_group;
  for (int64_t i = 0; i < s.M; ++i) {
    const uint8_t* g = xp + i * s.N;
    int64_t sum = 0, sum_sq = 0;
    for (int64_t j = 0; j < s.N; ++j) sum += g[j], sum_sq += static_cast<int64_t>(g[j]) * g[j];
    const float n = static_cast<float>(s.N);
    const float mean_shifted = static_cast<float>(sum) / n;
    const float mean = mean_shifted - x_zp;
    const float var = std::max(std::fma(-mean_shifted, mean_shifted, static_cast<float>(sum_sq) / n), 0.0f);
    const float inv_std = static_cast<float>(x_scale / std::sqrt(static_cast<double>(var * x_scale * x_scale) + eps));
    for (int64_t j = 0; j < s.N; ++j) {
      const float centered = static_cast<float>(g[j]) - x_zp - mean;
      float v;
      if (s.per_channel) {
        const size_t c = static_cast<size_t>((i * per_group + j / per_channel) % s.channels);
        v = std::fma(centered, inv_std * gamma[c], beta[c]);
      } else {
        v = std::fma(centered * inv_std, gamma[static_cast<size_t>(j)], beta[static_cast<size_t>(j)]);
      }
      yp[i * s.N + j] = quantizeTo(v, inverse, out_zp);
    }
  }
  return y;
}

}  // namespace

Tensor layerNorm(const Tensor& x, const std::vector<int64_t>& normalized_shape, const Tensor& weight,
                 const Tensor& bias, double eps, double out_scale, int64_t out_zp) {
  const int64_t k = static_cast<int64_t>(normalized_shape.size());
  if (k == 0 || k > x.dim()) throw Error("quantized::layer_norm: bad normalized_shape");
  int64_t N = 1;
  for (int64_t d = 0; d < k; ++d) {
    if (x.sizes()[x.dim() - k + d] != normalized_shape[static_cast<size_t>(d)])
      throw Error("quantized::layer_norm: normalized_shape does not match the input's trailing dimensions");
    N *= normalized_shape[static_cast<size_t>(d)];
  }
  const int64_t M = N > 0 ? x.numel() / N : 0;
  return normalize(x, {M, N, false, 1, 1}, floats(weight, N, 1.0f, "weight"), floats(bias, N, 0.0f, "bias"), eps,
                   out_scale, out_zp, "quantized::layer_norm");
}

Tensor groupNorm(const Tensor& x, int64_t groups, const Tensor& weight, const Tensor& bias, double eps,
                 double out_scale, int64_t out_zp) {
  if (x.dim() < 2) throw Error("quantized::group_norm: expected an input of at least 2 dimensions");
  const int64_t batches = x.sizes()[0], C = x.sizes()[1];
  if (groups <= 0 || C % groups != 0) throw Error("quantized::group_norm: channels must be divisible by num_groups");
  const int64_t per_batch = batches > 0 ? x.numel() / batches : 0;
  return normalize(x, {batches * groups, per_batch / groups, true, C, groups}, floats(weight, C, 1.0f, "weight"),
                   floats(bias, C, 0.0f, "bias"), eps, out_scale, out_zp, "quantized::group_norm");
}

Tensor instanceNorm(const Tensor& x, const Tensor& weight, const Tensor& bias, double eps, double out_scale,
                    int64_t out_zp) {
  if (x.dim() < 2) throw Error("quantized::instance_norm: expected an input of at least 2 dimensions");
  return groupNorm(x, x.sizes()[1], weight, bias, eps, out_scale, out_zp);
}

}  // namespace ts::quant
