// ===--- variance_all.cpp - var/std reduced to one value ------------------=== //
// Note [Variance of everything]: when var/std reduce a float or double
// tensor to a single value, ATen (std_var_all_cpu) takes the mean in the
// input's dtype, then sums squared deviations in double, sequentially within
// each chunk of its parallel_reduce split (grain 32768, one chunk per
// thread), adding the chunks in order. Following it gives PyTorch's bits
// (checked on 300 random tensors of 1 to 40000 elements, both dtypes and
// corrections) and one pass without temporaries: a 10M-element std took
// 0.7 s through the general two-pass path, which converts to double and
// materializes the deviations.
#include <cfloat>
#include <cmath>
#include <vector>

#include "ops/tensor_arg_helpers.h"
#include "tensor/parallel.h"

namespace ts::detail {

namespace {

constexpr int64_t kGrain = 32768;  // at::internal::GRAIN_SIZE

template <typename T>
double sumSquaredDeviations(const T* x, int64_t n, double mean) {
  int64_t tasks = parallelTasks(0, n, kGrain);
  int64_t chunk = (n + tasks - 1) / tasks;
  std::vector<double> partial(static_cast<size_t>(tasks), 0.0);
  parallelFor(0, n, kGrain, [&](int64_t b, int64_t e) {
    double s = 0.0;
    for (int64_t i = b; i < e; ++i) {
      double d = static_cast<double>(x[i]) - mean;
      s += d * d;
    }
    partial[static_cast<size_t>(b / chunk)] = s;
  });
  double total = 0.0;
  for (double p : partial) total += p;
  return total;
}

/// The result's sizes: reduced dims dropped (or kept as 1).
DimVector reducedSizes(const Tensor& self, uint64_t mask, bool all, bool keepdim) {
  DimVector out;
  for (int64_t d = 0; d < self.dim(); ++d) {
    bool reduced = all || (mask >> d & 1);
    if (!reduced) out.push_back(self.size(d));
    else if (keepdim) out.push_back(1);
  }
  return out;
}

}  // namespace

std::optional<Tensor> varianceOfAll(const Tensor& self, IntArrayRef dims, int64_t correction, bool keepdim,
                                    bool take_sqrt) {
  ScalarType t = self.scalar_type();
  if ((t != ScalarType::Float && t != ScalarType::Double) || !self.is_contiguous() || self.numel() == 0)
    return std::nullopt;
  uint64_t mask = makeDimMask(dims, self.dim());
  bool all = dims.empty();
  for (int64_t d = 0; d < self.dim(); ++d)
    if (!(all || (mask >> d & 1)) && self.size(d) != 1) return std::nullopt;  // more than one output
  double m = mean(self, {}, false, std::nullopt).item().toDouble();
  double sum = t == ScalarType::Float ? sumSquaredDeviations(self.data_ptr<float>(), self.numel(), m)
                                      : sumSquaredDeviations(self.data_ptr<double>(), self.numel(), m);
  double var = sum / static_cast<double>(std::max<int64_t>(0, self.numel() - correction));
  double result = take_sqrt ? std::sqrt(var) : var;
  // ATen saturates to infinity before the float conversion.
  if (t == ScalarType::Float && std::isfinite(result) && std::abs(result) > FLT_MAX)
    result = std::copysign(INFINITY, result);
  return full(reducedSizes(self, mask, all, keepdim), Scalar(result), t);
}

}  // namespace ts::detail
