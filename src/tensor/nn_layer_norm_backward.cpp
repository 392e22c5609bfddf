// ===--- nn_layer_norm_backward.cpp - layer-norm gradients in ATen's order -=== //
//
// Note [Layer-norm backward order]
// PyTorch 1.13's CPU kernel (LayerNormBackwardKernelImplInternal), per row i
// of N elements with a = rstd[i], all in the input's dtype:
//   ds = sum dy*x*gamma, db = sum dy*gamma   (vec::map*_reduce_all lanes)
//   b  = (db * mean - ds) * a * a * a / N,  c = -b * mean - db * a / N
//   dx = a * dy * gamma + b * x + c     (AVX2: fma(b, x, a * dy * gamma) + c)
// dgamma and dbeta accumulate dy * (a * x - a * mean) and dy row by row
// into one buffer per at::parallel_for chunk of rows; the buffers are then
// added in chunk order. GCC contracts the AVX2 build's `p + q * r` into
// FMAs (atenMulAdd); the DEFAULT build rounds each step. The composite
// formula is the same mathematics, not the same bits, and a training loop
// (lr 5 with gradient clipping, as the PyTorch word-language-model tutorial)
// drifts at the third decimal within a few steps.
#include <cmath>
#include <vector>

#include "tensor/aten_lanes.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

template <typename T>
struct LayerNormGrads {
  const T* dy;
  const T* x;
  const T* mean;
  const T* rstd;
  const T* gamma;  ///< null: no weight
  T* dx;           ///< null: not wanted
  int64_t rows, cols;
};

/// dX of row i.
template <typename T>
void rowGradient(const LayerNormGrads<T>& g, int64_t i) {
  const T* dy = g.dy + i * g.cols;
  const T* x = g.x + i * g.cols;
  const T* w = g.gamma;
  T ds, db;
  if (w) {
    ds = reduceAllLanes<T>(g.cols, [&](int64_t j) { return dy[j] * x[j] * w[j]; },
                           [&](T acc, int64_t j) { return atenMulAdd(dy[j] * x[j], w[j], acc); });
    db = reduceAllLanes<T>(g.cols, [&](int64_t j) { return dy[j] * w[j]; },
                           [&](T acc, int64_t j) { return atenMulAdd(dy[j], w[j], acc); });
  } else {
    ds = reduceAllLanes<T>(g.cols, [&](int64_t j) { return dy[j] * x[j]; },
                           [&](T acc, int64_t j) { return atenMulAdd(dy[j], x[j], acc); });
    db = reduceAllLanes<T>(g.cols, [&](int64_t j) { return dy[j]; }, [&](T acc, int64_t j) { return acc + dy[j]; });
  }
  const T scale = T(1) / static_cast<T>(g.cols);
  const T a = g.rstd[i], m = g.mean[i];
  const T b = atenMulAdd(db, m, -ds) * a * a * a * scale;
  const T c = atenMulAdd(-b, m, -(db * a * scale));
  T* dx = g.dx + i * g.cols;
  for (int64_t j = 0; j < g.cols; ++j) {
    const T ady = w ? a * dy[j] : a;
    const T wj = w ? w[j] : dy[j];
    dx[j] = atenMulAdd(b, x[j], ady * wj) + c;  // GCC fuses the second product (checked bit for bit)
  }
}

/// Rows [r0, r1) into one chunk's dgamma/dbeta buffers (null: not wanted).
template <typename T>
void accumulateParams(const LayerNormGrads<T>& g, int64_t r0, int64_t r1, T* dgamma, T* dbeta) {
  for (int64_t i = r0; i < r1; ++i) {
    const T* dy = g.dy + i * g.cols;
    const T* x = g.x + i * g.cols;
    const T a = g.rstd[i], b = -a * g.mean[i];
    for (int64_t j = 0; dgamma && j < g.cols; ++j) dgamma[j] = atenMulAdd(dy[j], atenMulAdd(a, x[j], b), dgamma[j]);
    for (int64_t j = 0; dbeta && j < g.cols; ++j) dbeta[j] = dbeta[j] + dy[j];
  }
}

template <typename T>
void runBackward(const LayerNormGrads<T>& g, T* dgamma, T* dbeta) {
  // at::parallel_for(0, rows, 1): min(threads, rows) chunks of ceil(rows / chunks).
  const int64_t threads = getNumThreads();
  const int64_t tasks = std::max<int64_t>(1, std::min(threads, g.rows));
  const int64_t chunk = g.rows == 0 ? 1 : (g.rows + tasks - 1) / tasks;
  std::vector<T> gbuf(dgamma ? static_cast<size_t>(tasks * g.cols) : 0, T(0));
  std::vector<T> bbuf(dbeta ? static_cast<size_t>(tasks * g.cols) : 0, T(0));
  parallelFor(0, tasks, 1, [&](int64_t t0, int64_t t1) {
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t r0 = t * chunk, r1 = std::min(g.rows, r0 + chunk);
      accumulateParams(g, r0, r1, dgamma ? gbuf.data() + t * g.cols : nullptr,
                       dbeta ? bbuf.data() + t * g.cols : nullptr);
      for (int64_t i = r0; g.dx && i < r1; ++i) rowGradient(g, i);
    }
  });
  for (int64_t j = 0; j < g.cols; ++j) {
    T gv = 0, bv = 0;
    for (int64_t t = 0; t < tasks; ++t) {
      if (dgamma) gv = gv + gbuf[static_cast<size_t>(t * g.cols + j)];
      if (dbeta) bv = bv + bbuf[static_cast<size_t>(t * g.cols + j)];
    }
    if (dgamma) dgamma[j] = gv;
    if (dbeta) dbeta[j] = bv;
  }
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor> layerNormBackward(const Tensor& grad_out, const Tensor& input,
                                                     const std::vector<int64_t>& normalized_shape, const Tensor& mean,
                                                     const Tensor& rstd, const Tensor& weight,
                                                     const std::array<bool, 3>& mask) {
  TS_CHECK(input.dtype() == ScalarType::Float || input.dtype() == ScalarType::Double,
           std::string("\"LayerNormBackwardKernelImpl\" not implemented for '") + scalarTypeName(input.dtype()) + "'");
  TS_CHECK(grad_out.sizes().vec() == input.sizes().vec(), "layer_norm_backward: grad_out and input sizes differ");
  const int64_t cols = computeNumel(normalized_shape), rows = cols == 0 ? 0 : input.numel() / cols;
  TS_CHECK(mean.numel() == rows && rstd.numel() == rows, "layer_norm_backward: mean and rstd need one value per row");
  TS_CHECK(!weight.defined() || weight.numel() == cols, "layer_norm_backward: weight does not match normalized_shape");
  Tensor x = input.contiguous(), dy = grad_out.to(input.dtype()).contiguous();
  Tensor m = mean.to(input.dtype()).contiguous(), r = rstd.to(input.dtype()).contiguous();
  Tensor w = weight.defined() ? weight.to(input.dtype()).contiguous() : weight;
  Tensor dx = mask[0] ? emptyTensor(input.sizes(), input.dtype()) : Tensor();
  Tensor dw = mask[1] && weight.defined() ? emptyTensor(weight.sizes(), input.dtype()) : Tensor();
  Tensor db = mask[2] && weight.defined() ? emptyTensor(weight.sizes(), input.dtype())
              : mask[2] ? emptyTensor(normalized_shape, input.dtype()) : Tensor();
  auto run = [&](auto zero) {
    using T = decltype(zero);
    LayerNormGrads<T> g{static_cast<const T*>(dy.data_ptr()), static_cast<const T*>(x.data_ptr()),
                        static_cast<const T*>(m.data_ptr()), static_cast<const T*>(r.data_ptr()),
                        w.defined() ? static_cast<const T*>(w.data_ptr()) : nullptr,
                        dx.defined() ? static_cast<T*>(dx.data_ptr()) : nullptr, rows, cols};
    runBackward(g, dw.defined() ? static_cast<T*>(dw.data_ptr()) : nullptr,
                db.defined() ? static_cast<T*>(db.data_ptr()) : nullptr);
  };
  if (input.dtype() == ScalarType::Float) run(float(0));
  else run(double(0));
  return {dx, dw, db};
}

}  // namespace ts::nn
