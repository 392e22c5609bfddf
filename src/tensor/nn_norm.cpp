// ===--- nn_norm.cpp - normalization kernels ------------------------------=== //
// Note [Normalization numerics]: ATen folds mean, inverse std, weight and
// bias into one scale and shift per channel (float math for float input)
// and then computes x * scale + shift. PyTorch's CPU kernels are built with
// FMA contraction, so every a * b + c there rounds once: we use std::fma at
// the same places so results match to the last bit.
#include "tensor/nn_norm.h"

#include <cmath>
#include <vector>

#include "tensor/nn_moments.h"
#include "tensor/nn_util.h"
#include "tensor/vec_fma.h"

namespace ts::nn {
namespace {

template <typename F>
void dispatchNorm(ScalarType t, const char* name, F&& f) {
  if (t == ScalarType::Float) return f(TypeTag<float>{});
  if (t == ScalarType::Double) return f(TypeTag<double>{});
  detail::throwNotImplemented(name, t);
}

/// An optional 1-D parameter read as T values (empty when undefined); one
/// conversion per call instead of a tensor select per channel.
template <typename T>
std::vector<T> paramValues(const Tensor& p) {
  if (!p.defined()) return {};
  Tensor d = p.to(ScalarType::Double).contiguous();
  const double* v = static_cast<const double*>(d.data_ptr());
  std::vector<T> out(static_cast<size_t>(d.numel()));
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<T>(v[i]);
  return out;
}

template <typename T>
T valueAt(const std::vector<T>& v, int64_t c, T fallback) {
  return v.empty() ? fallback : v[static_cast<size_t>(c)];
}

/// Mean (rounded to T) and the sum of squared deviations from it, summed in
/// double over `outer` runs of `inner` values (ATen's batch-norm statistics).
template <typename T>
std::pair<T, double> moments(const T* x, int64_t n, int64_t stride_outer, int64_t inner, int64_t outer) {
  double sum = 0;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) sum += static_cast<double>(x[o * stride_outer + i]);
  const T mean = static_cast<T>(sum / static_cast<double>(n));
  double sq = 0;
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      const T d = x[o * stride_outer + i] - mean;
      sq += static_cast<double>(d * d);
    }
  }
  return {mean, sq};
}

void checkChannelParam(const Tensor& p, int64_t c, const char* what) {
  if (!p.defined()) return;
  TS_CHECK(p.numel() == c, std::string("running_mean should contain ") + std::to_string(c) +
                               " elements not " + std::to_string(p.numel()));
  (void)what;
}

}  // namespace

Tensor batchNorm(const Tensor& input, const Tensor& weight, const Tensor& bias, const Tensor& running_mean,
                 const Tensor& running_var, bool training, double momentum, double eps) {
  TS_CHECK(input.dim() >= 2, "batch_norm: input must have at least 2 dimensions, got " + shapeStr(input.sizes()));
  const int64_t n = input.size(0), c = input.size(1), l = input.numel() / std::max<int64_t>(1, n * c);
  checkChannelParam(running_mean, c, "running_mean");
  checkChannelParam(running_var, c, "running_var");
  TS_CHECK(training || (running_mean.defined() && running_var.defined()),
           "running_mean and running_var must be defined in evaluation mode");
  Tensor x = input.contiguous();
  Tensor out = emptyTensor(input.sizes(), input.dtype());
  dispatchNorm(input.dtype(), "batch_norm", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    T* yp = static_cast<T*>(out.data_ptr());
    const std::vector<T> w = paramValues<T>(weight), bi = paramValues<T>(bias);
    const std::vector<T> rmean = training ? std::vector<T>() : paramValues<T>(running_mean);
    const std::vector<T> rvar = training ? std::vector<T>() : paramValues<T>(running_var);
    for (int64_t ch = 0; ch < c; ++ch) {
      T mean_v, invstd;
      if (training) {
        auto [m, sq_acc] = moments(xp + ch * l, n * l, c * l, l, n);
        mean_v = m;
        // ATen stores the sum of squares in the input's dtype before using it.
        const double sq = static_cast<double>(static_cast<T>(sq_acc));
        invstd = static_cast<T>(1.0 / std::sqrt(sq / static_cast<double>(n * l) + eps));
        // The running statistics are updated with the input's dtype arithmetic
        // (measured against PyTorch 1.13: float for float input).
        const T mom = static_cast<T>(momentum), keep = static_cast<T>(1 - momentum);
        if (running_mean.defined()) {
          Tensor rm = running_mean.select(0, ch);
          fill_(rm, Scalar(static_cast<double>(mom * m + keep * static_cast<T>(rm.item().toDouble()))));
        }
        if (running_var.defined()) {
          Tensor rv = running_var.select(0, ch);
          const T unbiased = n * l > 1 ? static_cast<T>(sq) / static_cast<T>(n * l - 1) : static_cast<T>(NAN);
          fill_(rv, Scalar(static_cast<double>(mom * unbiased + keep * static_cast<T>(rv.item().toDouble()))));
        }
      } else {
        mean_v = valueAt<T>(rmean, ch, T(0));
        invstd = T(1) / std::sqrt(valueAt<T>(rvar, ch, T(1)) + static_cast<T>(eps));
      }
      const T alpha = invstd * valueAt<T>(w, ch, T(1));
      const T beta = std::fma(-mean_v, alpha, valueAt<T>(bi, ch, T(0)));
      for (int64_t b = 0; b < n; ++b) fmaRun(xp + (b * c + ch) * l, yp + (b * c + ch) * l, l, alpha, beta);
    }
  });
  return out;
}

Tensor layerNorm(const Tensor& input, const std::vector<int64_t>& normalized_shape, const Tensor& weight,
                 const Tensor& bias, double eps) {
  const int64_t k = static_cast<int64_t>(normalized_shape.size());
  TS_CHECK(k >= 1, "Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, "
                   "but got normalized_shape = []");
  TS_CHECK(!weight.defined() || weight.sizes().vec() == normalized_shape,
           "Expected weight to be of same shape as normalized_shape, but got weight of shape " +
               shapeStr(weight.sizes()) + " and normalized_shape = " + shapeStr(normalized_shape));
  TS_CHECK(!bias.defined() || bias.sizes().vec() == normalized_shape,
           "Expected bias to be of same shape as normalized_shape, but got bias of shape " +
               shapeStr(bias.sizes()) + " and normalized_shape = " + shapeStr(normalized_shape));
  bool ok = input.dim() >= k;
  for (int64_t i = 0; ok && i < k; ++i) ok = input.size(input.dim() - k + i) == normalized_shape[i];
  if (!ok) {
    std::string expect = "[*";
    for (int64_t v : normalized_shape) expect += ", " + std::to_string(v);
    throw Error("Given normalized_shape=" + shapeStr(normalized_shape) + ", expected input with shape " + expect +
                "], but got input of size" + shapeStr(input.sizes()));
  }
  const int64_t cols = computeNumel(normalized_shape), rows = cols == 0 ? 0 : input.numel() / cols;
  Tensor x = input.contiguous();
  Tensor w = weight.defined() ? weight.contiguous() : weight, b = bias.defined() ? bias.contiguous() : bias;
  Tensor out = emptyTensor(input.sizes(), input.dtype());
  dispatchNorm(input.dtype(), "LayerNormKernelImpl", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    T* yp = static_cast<T*>(out.data_ptr());
    const T* wp = w.defined() ? static_cast<const T*>(w.data_ptr()) : nullptr;
    const T* bp = b.defined() ? static_cast<const T*>(b.data_ptr()) : nullptr;
    for (int64_t r = 0; r < rows; ++r) {
      auto [mean_v, var] = nn_detail::rowwiseMoments(xp + r * cols, cols);
      const T rstd = T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps));
      const T shift = -rstd * mean_v;
      for (int64_t j = 0; j < cols; ++j) {
        const T g = wp ? wp[j] : T(1), be = bp ? bp[j] : T(0);
        yp[r * cols + j] = std::fma(std::fma(xp[r * cols + j], rstd, shift), g, be);
      }
    }
  });
  return out;
}

Tensor groupNorm(const Tensor& input, int64_t groups, const Tensor& weight, const Tensor& bias, double eps) {
  TS_CHECK(input.dim() >= 2, "Expected at least 2 dimensions for input tensor but received " +
                                 std::to_string(input.dim()));
  const int64_t n = input.size(0), c = input.size(1);
  TS_CHECK(groups > 0 && c % groups == 0,
           "Expected number of channels in input to be divisible by num_groups, but got input of shape " +
               shapeStr(input.sizes()) + " and num_groups=" + std::to_string(groups));
  TS_CHECK(!weight.defined() || (weight.dim() == 1 && weight.numel() == c),
           "Expected weight to be a vector of size equal to the number of channels in input, but got weight of "
           "shape " + shapeStr(weight.sizes()) + " and input of shape " + shapeStr(input.sizes()));
  TS_CHECK(!bias.defined() || (bias.dim() == 1 && bias.numel() == c),
           "Expected bias to be a vector of size equal to the number of channels in input, but got bias of shape " +
               shapeStr(bias.sizes()) + " and input of shape " + shapeStr(input.sizes()));
  const int64_t hw = c == 0 || n == 0 ? 0 : input.numel() / (n * c), d = c / groups;
  Tensor x = input.contiguous();
  Tensor out = emptyTensor(input.sizes(), input.dtype());
  dispatchNorm(input.dtype(), "GroupNormKernelImpl", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    T* yp = static_cast<T*>(out.data_ptr());
    const std::vector<T> w = paramValues<T>(weight), bi = paramValues<T>(bias);
    for (int64_t i = 0; i < n * groups; ++i) {
      auto [mean_v, var] = nn_detail::rowwiseMoments(xp + i * d * hw, d * hw);
      const T rstd = T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps));
      if (!weight.defined() && !bias.defined()) {
        // ATen's plain path: (x - mean) * rstd, exact zero for x == mean.
        for (int64_t k = 0; k < d * hw; ++k) yp[i * d * hw + k] = (xp[i * d * hw + k] - mean_v) * rstd;
        continue;
      }
      for (int64_t j = 0; j < d; ++j) {
        const int64_t ch = (i % groups) * d + j;
        const T scale = rstd * valueAt<T>(w, ch, T(1));
        // Measured: the shift is not fused, the per-element transform is.
        const T shift = -scale * mean_v + valueAt<T>(bi, ch, T(0));
        fmaRun(xp + (i * d + j) * hw, yp + (i * d + j) * hw, hw, scale, shift);
      }
    }
  });
  return out;
}

Tensor instanceNorm(const Tensor& input, const Tensor& weight, const Tensor& bias, const Tensor& running_mean,
                    const Tensor& running_var, bool use_input_stats, double momentum, double eps) {
  TS_CHECK(input.dim() >= 2, "instance_norm: input must have at least 2 dimensions, got " +
                                 shapeStr(input.sizes()));
  const int64_t b = input.size(0), c = input.size(1);
  auto rep = [b](const Tensor& t) { return t.defined() ? t.contiguous().reshape({1, -1}).expand({b, t.numel()}).reshape({-1}).contiguous() : t; };
  DimVector shape(input.sizes());
  shape[0] = 1;
  shape[1] = b * c;
  Tensor rm = rep(running_mean), rv = rep(running_var);
  Tensor out = batchNorm(input.contiguous().view(shape), rep(weight), rep(bias), rm, rv, use_input_stats, momentum, eps);
  // The running statistics average the per-instance updates.
  if (running_mean.defined()) copy_(running_mean, mean(rm.view({b, c}), {0}, false));
  if (running_var.defined()) copy_(running_var, mean(rv.view({b, c}), {0}, false));
  return out.view(input.sizes());
}

}  // namespace ts::nn
