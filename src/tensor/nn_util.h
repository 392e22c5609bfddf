// ===--- nn_util.h - helpers shared by the nn_*.cpp kernel files ---------=== //
// Internal to src/tensor/nn_*.cpp: floating-point dispatch over contiguous
// buffers, loss reductions, and small shape helpers.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "tensor/kernel_utils.h"
#include "tensor/ops.h"

namespace ts::nn_detail {

/// Calls g(TypeTag<T>{}) for Float/Double/Half/BFloat16 inputs; other dtypes
/// fail with ATen's `"name" not implemented for 'Long'` message.
template <typename G>
void dispatchFloat(ScalarType t, const char* name, G&& g) {
  dispatchFamily<Family::Floating>(t, name, std::forward<G>(g));
}

/// Calls g(TypeTag<float>) or g(TypeTag<double>); kernels with raw loops that
/// ATen only provides for these two dtypes use it.
template <typename G>
void dispatchFloatDouble(ScalarType t, const char* name, G&& g) {
  if (t == ScalarType::Float) return g(TypeTag<float>{});
  if (t == ScalarType::Double) return g(TypeTag<double>{});
  detail::throwNotImplemented(name, t);
}

/// Applies out[i] = f(in[i]) (computed in calc_t) to a floating tensor and
/// returns a new tensor of the same dtype laid out like `self`, as ATen's
/// TensorIterator lays out a unary op's result (a channels-last or
/// transposed input keeps its strides): `out` and `in` then share strides
/// and are dense, so one run over their memory maps every element.
template <typename F>
Tensor mapFloat(const Tensor& self, const char* name, F f) {
  Tensor out = empty_like(self);
  Tensor in = self;
  if (!self.strides().equals(out.strides())) {
    in = empty_like(self);
    copy_(in, self);
  }
  dispatchFloat(self.dtype(), name, [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    const T* src = static_cast<const T*>(in.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    const int64_t n = in.numel();
    for (int64_t i = 0; i < n; ++i) dst[i] = static_cast<T>(f(static_cast<C>(src[i])));
  });
  return out;
}

/// Reduction codes of ATen's loss functions (at::Reduction::Reduction).
enum Reduction : int64_t { kNone = 0, kMean = 1, kSum = 2 };

/// Applies a loss reduction to an elementwise loss tensor.
inline Tensor applyReduction(const Tensor& loss, int64_t reduction) {
  if (reduction == kMean) return mean(loss);
  if (reduction == kSum) return sum(loss);
  TS_CHECK(reduction == kNone, std::to_string(reduction) + " is not a valid value for reduction");
  return loss;
}

/// Expands a 1-element int list (int[2] given as one int) to n entries.
inline std::vector<int64_t> expandParam(const std::vector<int64_t>& v, size_t n, const char* what) {
  if (v.size() == n) return v;
  TS_CHECK(v.size() == 1, std::string("expected ") + what + " to be a single integer value or a list of " +
                              std::to_string(n) + " values to match the convolution dimensions, but got " +
                              what + "=" + shapeStr(v));
  return std::vector<int64_t>(n, v[0]);
}

/// The output positions [first, last) of a sliding window (out positions,
/// stride, padding) whose input position o * stride - pad + offset lies in
/// [0, size): the positions where one kernel tap reads real input.
inline std::pair<int64_t, int64_t> windowRange(int64_t out, int64_t stride, int64_t pad, int64_t offset,
                                               int64_t size) {
  const int64_t lo = pad - offset;         // needs o * stride >= lo
  const int64_t hi = size + pad - offset;  // needs o * stride < hi
  const int64_t first = std::min(lo <= 0 ? 0 : (lo + stride - 1) / stride, out);
  const int64_t last = hi <= 0 ? 0 : (hi + stride - 1) / stride;
  return {first, std::clamp(last, first, out)};
}

}  // namespace ts::nn_detail
