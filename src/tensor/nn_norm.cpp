// ===--- nn_norm.cpp - normalization kernels ------------------------------=== //
// Note [Normalization numerics]: ATen folds mean, inverse std, weight and
// bias into one scale and shift per channel (float math for float input)
// and then computes x * scale + shift. PyTorch's CPU kernels are built with
// FMA contraction, so every a * b + c there rounds once: we use std::fma at
// the same places so results match to the last bit.
#include "tensor/nn_norm.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

#include "tensor/aten_lanes.h"
#include "tensor/nn_moments.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"
#include "tensor/memory_format.h"
#include "tensor/vec_fma.h"

namespace ts::nn {
namespace {

/// Note [BFloat16 norms]: PyTorch 1.13's CPU batch, layer and group norms
/// take BFloat16 input (not Half) and compute in float, rounding the
/// result once; we run the float kernel on a float copy the same way.
bool viaFloat(const Tensor& input) { return input.dtype() == ScalarType::BFloat16; }

Tensor toFloat(const Tensor& t) { return t.defined() ? t.to(ScalarType::Float) : t; }

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

/// ATen's batch-norm statistics of [N, C] input (the channels-last kernel in
/// PyTorch 1.13): with more rows than threads, each thread sums its chunk of
/// rows in T (at::parallel_for's split) and the partial sums are added in
/// double; otherwise the rows are summed in double. The chunks accumulate
/// squared deviations with an FMA, as GCC contracts ATen's vector
/// `y + (x - mean) * (x - mean)` (see Note [Normalization numerics]).
template <typename T>
std::pair<T, T> rowMoments(const T* x, int64_t n, int64_t c, int64_t ch, int64_t threads) {
  auto sumRows = [&](auto&& add) {
    double total = 0;
    if (n <= threads) {
      for (int64_t r = 0; r < n; ++r) total += static_cast<double>(add(T(0), x[r * c + ch]));
      return total;
    }
    const int64_t chunk = (n + threads - 1) / threads;
    for (int64_t r0 = 0; r0 < n; r0 += chunk) {
      T part = 0;
      for (int64_t r = r0; r < std::min(n, r0 + chunk); ++r) part = add(part, x[r * c + ch]);
      total += static_cast<double>(part);
    }
    return total;
  };
  const T mean = static_cast<T>(sumRows([](T acc, T v) { return acc + v; }) / static_cast<double>(n));
  const T var_sum = static_cast<T>(sumRows([mean](T acc, T v) { return atenMulAdd(v - mean, v - mean, acc); }));
  return {mean, var_sum};
}

template <typename T>
struct ChannelStats {
  T mean, var_sum, invstd;
};

/// Channel ch's training statistics as ATen's batch_norm_cpu_update_stats_
/// template has them: mean, the sum of squared deviations (in T), and
/// 1 / sqrt(var_sum / count + eps) with the division in T.
template <typename T>
ChannelStats<T> channelStats(const T* x, int64_t n, int64_t c, int64_t l, int64_t ch, double eps, int64_t threads) {
  ChannelStats<T> s{};
  if (l == 1) {
    std::tie(s.mean, s.var_sum) = rowMoments(x, n, c, ch, threads);
  } else {
    auto [m, sq] = moments(x + ch * l, n * l, c * l, l, n);
    s.mean = m;
    s.var_sum = static_cast<T>(sq);
  }
  const T var = s.var_sum / static_cast<T>(n * l);
  s.invstd = static_cast<T>(1 / std::sqrt(static_cast<double>(var) + eps));
  return s;
}

/// The running statistics are updated with the input's dtype arithmetic
/// (measured against PyTorch 1.13: float for float input); `count` values
/// per channel gave mean m and sum of squared deviations sq.
template <typename T>
void updateRunningStats(const Tensor& running_mean, const Tensor& running_var, const std::vector<T>& m,
                        const std::vector<double>& sq, int64_t count, double momentum) {
  const T mom = static_cast<T>(momentum), keep = static_cast<T>(1 - momentum);
  for (size_t ch = 0; ch < m.size(); ++ch) {
    const int64_t c = static_cast<int64_t>(ch);
    if (running_mean.defined()) {
      Tensor rm = running_mean.select(0, c);
      fill_(rm, Scalar(static_cast<double>(mom * m[ch] + keep * static_cast<T>(rm.item().toDouble()))));
    }
    if (running_var.defined()) {
      Tensor rv = running_var.select(0, c);
      const T unbiased = count > 1 ? static_cast<T>(sq[ch]) / static_cast<T>(count - 1) : static_cast<T>(NAN);
      fill_(rv, Scalar(static_cast<double>(mom * unbiased + keep * static_cast<T>(rv.item().toDouble()))));
    }
  }
}

/// Normalizes group row i (d channels of hw values) of a group norm.
template <typename T>
void groupNormRow(const T* xp, T* yp, int64_t i, int64_t groups, int64_t d, int64_t hw, const std::vector<T>& w,
                  const std::vector<T>& bi, double eps, bool affine) {
  auto [mean_v, var] = nn_detail::rowwiseMoments(xp + i * d * hw, d * hw);
  const T rstd = T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps));
  if (!affine) {
    // ATen's plain path: (x - mean) * rstd, exact zero for x == mean.
    for (int64_t k = 0; k < d * hw; ++k) yp[i * d * hw + k] = (xp[i * d * hw + k] - mean_v) * rstd;
    return;
  }
  for (int64_t j = 0; j < d; ++j) {
    const int64_t ch = (i % groups) * d + j;
    const T scale = rstd * valueAt<T>(w, ch, T(1));
    // Measured: the shift is not fused, the per-element transform is.
    const T shift = -scale * mean_v + valueAt<T>(bi, ch, T(0));
    fmaRun(xp + (i * d + j) * hw, yp + (i * d + j) * hw, hw, scale, shift);
  }
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
  if (viaFloat(input))  // Note [BFloat16 norms]; the running statistics are updated in place as they are
    return batchNorm(toFloat(input), weight, bias, running_mean, running_var, training, momentum, eps)
        .to(input.dtype());
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
    // Per channel: mean, inverse std, and (training) the sum of squares.
    std::vector<T> mean_v(static_cast<size_t>(c)), invstd(static_cast<size_t>(c));
    std::vector<double> sq(training ? static_cast<size_t>(c) : 0);
    const int64_t threads = getNumThreads();
    parallelFor(0, c, grainFor(training ? 2 * n * l : 1), [&](int64_t c0, int64_t c1) {
      for (int64_t ch = c0; ch < c1; ++ch) {
        const size_t i = static_cast<size_t>(ch);
        if (training) {
          const ChannelStats<T> st = channelStats(xp, n, c, l, ch, eps, threads);
          mean_v[i] = st.mean;
          sq[i] = static_cast<double>(st.var_sum);
          invstd[i] = st.invstd;
        } else {
          mean_v[i] = valueAt<T>(rmean, ch, T(0));
          invstd[i] = T(1) / std::sqrt(valueAt<T>(rvar, ch, T(1)) + static_cast<T>(eps));
        }
      }
    });
    if (training) updateRunningStats<T>(running_mean, running_var, mean_v, sq, n * l, momentum);
    std::vector<T> alpha(static_cast<size_t>(c)), beta(static_cast<size_t>(c));
    for (int64_t ch = 0; ch < c; ++ch) {
      const size_t i = static_cast<size_t>(ch);
      alpha[i] = invstd[i] * valueAt<T>(w, ch, T(1));
      beta[i] = std::fma(-mean_v[i], alpha[i], valueAt<T>(bi, ch, T(0)));
    }
    // Every (batch, channel) run is independent.
    parallelForBalanced(0, n * c, grainFor(l), [&](int64_t i0, int64_t i1) {
      for (int64_t i = i0; i < i1; ++i) {
        const size_t ch = static_cast<size_t>(i % c);
        fmaRun(xp + i * l, yp + i * l, l, alpha[ch], beta[ch]);
      }
    });
  });
  return inFormatOf(out, input);  // Note [Kernel output layout]
}

std::pair<Tensor, Tensor> batchNormSaveStats(const Tensor& input, double eps) {
  TS_CHECK(input.dim() >= 2, "batch_norm: input must have at least 2 dimensions, got " + shapeStr(input.sizes()));
  const int64_t n = input.size(0), c = input.size(1), l = input.numel() / std::max<int64_t>(1, n * c);
  Tensor x = input.contiguous();
  Tensor mean = emptyTensor({c}, input.dtype()), invstd = emptyTensor({c}, input.dtype());
  dispatchNorm(input.dtype(), "batch_norm", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    T* mp = static_cast<T*>(mean.data_ptr());
    T* ip = static_cast<T*>(invstd.data_ptr());
    const int64_t threads = getNumThreads();
    for (int64_t ch = 0; ch < c; ++ch) {
      const ChannelStats<T> st = channelStats(xp, n, c, l, ch, eps, threads);
      mp[ch] = st.mean;
      ip[ch] = st.invstd;
    }
  });
  return {mean, invstd};
}

Tensor layerNorm(const Tensor& input, const std::vector<int64_t>& normalized_shape, const Tensor& weight,
                 const Tensor& bias, double eps) {
  return std::get<0>(nativeLayerNorm(input, normalized_shape, weight, bias, eps));
}

std::tuple<Tensor, Tensor, Tensor> nativeLayerNorm(const Tensor& input, const std::vector<int64_t>& normalized_shape,
                                                   const Tensor& weight, const Tensor& bias, double eps) {
  if (viaFloat(input)) {  // Note [BFloat16 norms]
    auto [y, m, r] = nativeLayerNorm(toFloat(input), normalized_shape, toFloat(weight), toFloat(bias), eps);
    return {y.to(input.dtype()), m.to(input.dtype()), r.to(input.dtype())};
  }
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
  std::vector<int64_t> stat_shape(input.sizes().begin(), input.sizes().end() - k);
  stat_shape.resize(static_cast<size_t>(input.dim()), 1);
  Tensor mean = emptyTensor(stat_shape, input.dtype()), rstd_out = emptyTensor(stat_shape, input.dtype());
  dispatchNorm(input.dtype(), "LayerNormKernelImpl", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    T* yp = static_cast<T*>(out.data_ptr());
    T* mp = static_cast<T*>(mean.data_ptr());
    T* rp = static_cast<T*>(rstd_out.data_ptr());
    const T* wp = w.defined() ? static_cast<const T*>(w.data_ptr()) : nullptr;
    const T* bp = b.defined() ? static_cast<const T*>(b.data_ptr()) : nullptr;
    // Rows are independent: each keeps its own statistics' order.
    parallelFor(0, rows, grainFor(3 * cols), [&](int64_t r0, int64_t r1) {
      for (int64_t r = r0; r < r1; ++r) {
        auto [mean_v, var] = nn_detail::rowwiseMoments(xp + r * cols, cols);
        const T rstd = T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps));
        const T shift = -rstd * mean_v;
        affineRun(xp + r * cols, yp + r * cols, cols, rstd, shift, wp, bp);
        mp[r] = mean_v;
        rp[r] = rstd;
      }
    });
  });
  return {out, mean, rstd_out};
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
  if (viaFloat(input))  // Note [BFloat16 norms]
    return groupNorm(toFloat(input), groups, weight, bias, eps).to(input.dtype());
  const int64_t hw = c == 0 || n == 0 ? 0 : input.numel() / (n * c), d = c / groups;
  Tensor x = input.contiguous();
  Tensor out = emptyTensor(input.sizes(), input.dtype());
  dispatchNorm(input.dtype(), "GroupNormKernelImpl", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    T* yp = static_cast<T*>(out.data_ptr());
    const std::vector<T> w = paramValues<T>(weight), bi = paramValues<T>(bias);
    const bool affine = weight.defined() || bias.defined();
    parallelFor(0, n * groups, grainFor(3 * d * hw), [&](int64_t i0, int64_t i1) {
      for (int64_t i = i0; i < i1; ++i) groupNormRow(xp, yp, i, groups, d, hw, w, bi, eps, affine);
    });
  });
  return inFormatOf(out, input);  // Note [Kernel output layout]
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
