// ===--- nn_softmax_backward.cpp - softmax gradients in ATen's order ------=== //
//
// Note [Softmax backward order]
// PyTorch 1.13 runs two kernels. Along the last dimension
// (_vec_host_softmax_backward_lastdim) each row's sum is a vec::reduce_all
// (Note [ATen reduce_all lanes]) and the row is mapped with vector ops: for
// log_softmax dy - exp(y) * sum with SLEEF's exp and, built with FMA
// contraction, one rounding; for softmax (dy - sum) * y. Along another
// dimension (host_softmax_backward) the sum is accumulated in double element
// by element, and the result computed in double: no FMA, the C library's
// exp. ATEN_CPU_CAPABILITY=default runs the last-dimension kernel without FMA
// and with the C library's exp (mathRun picks it).
#include "tensor/nn_softmax_backward.h"

#include <cmath>
#include <vector>

#include "tensor/aten_lanes.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"
#include "tensor/vec_math.h"

namespace ts::nn {
namespace {

template <typename T>
void lastDimRow(const T* dy, const T* y, T* dx, int64_t n, bool log, std::vector<T>& scratch) {
  if (log) {
    const T sum = reduceAllLanes<T>(n, [&](int64_t j) { return dy[j]; }, [&](T acc, int64_t j) { return acc + dy[j]; });
    scratch.resize(static_cast<size_t>(n));
    mathRun(MathFn::Exp, y, scratch.data(), n);
    for (int64_t j = 0; j < n; ++j) dx[j] = atenMulAdd(-scratch[j], sum, dy[j]);
    return;
  }
  const T sum = reduceAllLanes<T>(
      n, [&](int64_t j) { return dy[j] * y[j]; },
      [&](T acc, int64_t j) { return atenMulAdd(dy[j], y[j], acc); });
  for (int64_t j = 0; j < n; ++j) dx[j] = (dy[j] - sum) * y[j];
}

template <typename T>
void otherDim(const T* dy, const T* y, T* dx, int64_t outer, int64_t dim, int64_t inner, bool log) {
  parallelFor(0, outer * inner, grainFor(dim), [&](int64_t i0, int64_t i1) {
    for (int64_t i = i0; i < i1; ++i) {
      const int64_t base = (i / inner) * dim * inner + i % inner;
      double sum = 0;
      for (int64_t d = 0; d < dim; ++d) {
        const int64_t k = base + d * inner;
        sum += log ? static_cast<double>(dy[k]) : static_cast<double>(dy[k] * y[k]);
      }
      for (int64_t d = 0; d < dim; ++d) {
        const int64_t k = base + d * inner;
        dx[k] = log ? static_cast<T>(dy[k] - static_cast<double>(std::exp(y[k])) * sum)
                    : static_cast<T>(y[k] * (dy[k] - sum));
      }
    }
  });
}

}  // namespace

Tensor softmaxBackwardData(const Tensor& grad_output, const Tensor& output, int64_t dim, bool log) {
  TS_CHECK(grad_output.sizes().vec() == output.sizes().vec(), "softmax_backward: grad_output and output shapes differ");
  const int64_t nd = std::max<int64_t>(output.dim(), 1);
  TS_CHECK(dim >= -nd && dim < nd, "Dimension out of range (expected to be in range of [" + std::to_string(-nd) +
                                       ", " + std::to_string(nd - 1) + "], but got " + std::to_string(dim) + ")");
  if (dim < 0) dim += nd;
  Tensor y = output.contiguous(), dy = grad_output.to(output.dtype()).contiguous();
  Tensor dx = emptyTensor(output.sizes(), output.dtype());
  if (output.numel() == 0) return dx;
  const int64_t size = output.dim() == 0 ? 1 : output.size(dim);
  int64_t inner = 1;
  for (int64_t d = dim + 1; d < output.dim(); ++d) inner *= output.size(d);
  const int64_t outer = output.numel() / (size * inner);
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* yp = static_cast<const T*>(y.data_ptr());
    const T* gp = static_cast<const T*>(dy.data_ptr());
    T* xp = static_cast<T*>(dx.data_ptr());
    if (output.dim() > 0 && dim != output.dim() - 1) return otherDim(gp, yp, xp, outer, size, inner, log);
    parallelFor(0, outer, grainFor(4 * size), [&](int64_t r0, int64_t r1) {
      std::vector<T> scratch;
      for (int64_t r = r0; r < r1; ++r) lastDimRow(gp + r * size, yp + r * size, xp + r * size, size, log, scratch);
    });
  };
  if (output.dtype() == ScalarType::Float) run(TypeTag<float>{});
  else if (output.dtype() == ScalarType::Double) run(TypeTag<double>{});
  else detail::throwNotImplemented(log ? "_log_softmax_backward_data" : "_softmax_backward_data", output.dtype());
  return dx;
}

}  // namespace ts::nn
