// ===--- nn_norm_backward.cpp - batch-norm gradients in ATen's order ------=== //
//
// Note [Batch-norm backward order]
// For [N, C, plane > 1] input PyTorch 1.13's CPU kernel
// (batch_norm_cpu_backward_contiguous_impl) reduces each (n, c) plane's dy
// and (x - mean) * dy with vec::reduce_all (Note [ATen reduce_all lanes]),
// adding the planes' results in double. [N, C] input goes through the
// channels-last kernel instead: rowSums. Then, in the input's dtype,
// k = dotp * invstd * invstd / N and dx = (dy - sum / N - (x - mean) * k)
// * invstd * w. GCC builds ATen's AVX2 kernels with FMA contraction, so
// `acc + a * b` and `c - a * b` round once there (atenMulAdd). A composite formula is the
// same mathematics but not the same bits, and Adam turns the rounding noise
// of a gradient that should be zero (a bias before a batch norm) into
// parameter steps of the learning rate's size.
#include "tensor/nn_norm_backward.h"

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>
#include <vector>

#include "tensor/aten_lanes.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

/// Channel ch's sum of dy and of (x - mean) * dy over [N, C, plane] input
/// (plane > 1): batch_norm_cpu_backward_contiguous_impl's reductions.
template <typename T>
std::pair<double, double> planeSums(const T* x, const T* dy, int64_t n, int64_t c, int64_t plane, int64_t ch,
                                    T mean) {
  double sum = 0, dotp = 0;
  for (int64_t b = 0; b < n; ++b) {
    const T* xr = x + (b * c + ch) * plane;
    const T* dyr = dy + (b * c + ch) * plane;
    sum += reduceAllLanes<T>(plane, [&](int64_t j) { return dyr[j]; }, [&](T acc, int64_t j) { return acc + dyr[j]; });
    dotp += reduceAllLanes<T>(
        plane, [&](int64_t j) { return (xr[j] - mean) * dyr[j]; },
        [&](T acc, int64_t j) { return atenMulAdd(xr[j] - mean, dyr[j], acc); });
  }
  return {sum, dotp};
}

/// The same for [N, C] input, which PyTorch runs through the channels-last
/// kernel: each of min(threads, N) threads sums its at::parallel_for chunk
/// of rows in T, and the partial sums are added in double.
template <typename T>
std::pair<double, double> rowSums(const T* x, const T* dy, int64_t n, int64_t c, int64_t ch, T mean, int64_t threads) {
  const int64_t tasks = std::max<int64_t>(1, std::min(threads, n));
  const int64_t chunk = (n + tasks - 1) / tasks;
  double sum = 0, dotp = 0;
  for (int64_t r0 = 0; r0 < n; r0 += chunk) {
    T s = 0, d = 0;
    for (int64_t r = r0; r < std::min(n, r0 + chunk); ++r) {
      s = s + dy[r * c + ch];
      d = atenMulAdd(x[r * c + ch] - mean, dy[r * c + ch], d);  // ATen's `dotp + (x - mean) * dy`
    }
    sum += static_cast<double>(s);
    dotp += static_cast<double>(d);
  }
  // The kernel keeps them in T.
  return {static_cast<T>(sum), static_cast<T>(dotp)};
}

template <typename T>
std::vector<T> channelValues(const Tensor& t) {
  if (!t.defined()) return {};
  Tensor c = t.to(std::is_same_v<T, float> ? ScalarType::Float : ScalarType::Double).contiguous();
  const T* p = static_cast<const T*>(c.data_ptr());
  return std::vector<T>(p, p + c.numel());
}

template <typename T>
void backwardChannels(const Tensor& dy_t, const Tensor& x_t, const Tensor& weight, const Tensor& mean_t,
                      const Tensor& var_t, bool train, double eps, Tensor& gx, Tensor& gw, Tensor& gb) {
  const int64_t n = x_t.size(0), c = x_t.size(1), plane = x_t.numel() / std::max<int64_t>(1, n * c);
  const int64_t count = n * plane;
  const T* x = static_cast<const T*>(x_t.data_ptr());
  const T* dy = static_cast<const T*>(dy_t.data_ptr());
  const std::vector<T> w = channelValues<T>(weight), mean_v = channelValues<T>(mean_t), var_v = channelValues<T>(var_t);
  T* dx = gx.defined() ? static_cast<T*>(gx.data_ptr()) : nullptr;
  T* dw = gw.defined() ? static_cast<T*>(gw.data_ptr()) : nullptr;
  T* db = gb.defined() ? static_cast<T*>(gb.data_ptr()) : nullptr;
  const int64_t threads = getNumThreads();
  parallelFor(0, c, grainFor(3 * count), [&](int64_t c0, int64_t c1) {
    for (int64_t ch = c0; ch < c1; ++ch) {
      const size_t i = static_cast<size_t>(ch);
      const T wc = w.empty() ? T(1) : w[i];
      const T mean = mean_v[i];
      // Training: var_v holds save_invstd; evaluation: the running variance.
      const T invstd = train ? var_v[i] : static_cast<T>(1 / std::sqrt(var_v[i] + eps));
      auto [sum, dotp] = plane == 1 ? rowSums(x, dy, n, c, ch, mean, threads) : planeSums(x, dy, n, c, plane, ch, mean);
      // [N, C]: T arithmetic on the T sums; planes: the double sums divided
      // and multiplied in double, then rounded.
      const bool rows = plane == 1;
      if (dx) {
        const T k = static_cast<T>(dotp) * invstd * invstd / static_cast<T>(count);
        const T grad_mean = rows ? static_cast<T>(sum) / static_cast<T>(count)
                                 : static_cast<T>(sum / static_cast<double>(count));
        for (int64_t b = 0; b < n; ++b) {
          const int64_t off = (b * c + ch) * plane;
          for (int64_t j = 0; j < plane; ++j) {
            if (train) {
              // ATen's (dy - grad_mean - (x - mean) * k), contracted by GCC.
              dx[off + j] = atenMulAdd(-(x[off + j] - mean), k, dy[off + j] - grad_mean) * invstd * wc;
            } else {
              dx[off + j] = dy[off + j] * invstd * wc;
            }
          }
        }
      }
      if (dw) dw[i] = rows ? static_cast<T>(dotp) * invstd : static_cast<T>(dotp * static_cast<double>(invstd));
      if (db) db[i] = static_cast<T>(sum);
    }
  });
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor> batchNormBackward(const Tensor& grad_out, const Tensor& input,
                                                     const Tensor& weight, const Tensor& running_mean,
                                                     const Tensor& running_var, const Tensor& save_mean,
                                                     const Tensor& save_invstd, bool train, double eps,
                                                     std::array<bool, 3> mask) {
  TS_CHECK(input.dim() >= 2, "batch_norm_backward: input must have at least 2 dimensions");
  TS_CHECK(grad_out.sizes().vec() == input.sizes().vec(), "batch_norm_backward: grad_out and input shapes differ");
  const Tensor& mean = train ? save_mean : running_mean;
  const Tensor& var = train ? save_invstd : running_var;
  TS_CHECK(mean.defined() && var.defined(), train ? "batch_norm_backward: save_mean and save_invstd are required"
                                                  : "batch_norm_backward: running_mean and running_var are required");
  const int64_t c = input.size(1);
  TS_CHECK(mean.numel() == c && var.numel() == c, "batch_norm_backward: statistics must have one value per channel");
  Tensor x = input.contiguous(), dy = grad_out.to(input.dtype()).contiguous();
  Tensor gx = mask[0] ? emptyTensor(input.sizes(), input.dtype()) : Tensor();
  Tensor gw = mask[1] ? emptyTensor({c}, input.dtype()) : Tensor();
  Tensor gb = mask[2] ? emptyTensor({c}, input.dtype()) : Tensor();
  if (input.dtype() == ScalarType::Float)
    backwardChannels<float>(dy, x, weight, mean, var, train, eps, gx, gw, gb);
  else if (input.dtype() == ScalarType::Double)
    backwardChannels<double>(dy, x, weight, mean, var, train, eps, gx, gw, gb);
  else
    detail::throwNotImplemented("batch_norm_backward", input.dtype());
  return {gx, gw, gb};
}

}  // namespace ts::nn
