// ===--- nn_softmax.cpp - softmax over the last dim in one pass per row ---=== //
// Note [Softmax over the last dim]: PyTorch 1.13's _vec_softmax_lastdim
// (AVX2 build) computes each row as: m = reduce_all(maximum) over the row;
// out = exp(x - m) (SLEEF on every element); s = reduce_all(+) over out, one
// 8-lane (float) / 4-lane (double) accumulator, then folded across lanes;
// out *= 1 / s. log_softmax (_vec_log_softmax_lastdim) takes the same max
// and sum, then out = (x - m) - log(s). Composing amax, sub, exp, sum and div instead rounds the
// sum in another order and divides rather than multiplying by the
// reciprocal, which changed the last bit of most rows, and makes five
// passes with four temporaries. Rows are independent, so the split across
// threads cannot change any value.
#include "tensor/nn_softmax.h"

#include <cstring>
#include <limits>
#include <type_traits>

#include "tensor/ops_copy.h"
#include "tensor/parallel.h"
#include "tensor/reduce_minmax.h"
#include "tensor/vec_math.h"

namespace ts::nn {
namespace {

/// ATen's reduce_all with + for one row: lanes of kL accumulate whole
/// vectors; a partial last vector adds into its first lanes only; then the
/// lanes fold (float: the AVX2 shuffle fold; double: the generic fold).
template <typename T>
T reduceAllSum(const T* x, int64_t n) {
  constexpr int64_t kL = 32 / static_cast<int64_t>(sizeof(T));
  T acc[kL];
  if (n < kL) {
    // vec_reduce_all over a zero-filled partial load: lane 0 takes the
    // other lanes one at a time.
    T r = x[0];
    for (int64_t i = 1; i < n; ++i) r = r + x[i];
    return r;
  }
  for (int64_t i = 0; i < kL; ++i) acc[i] = x[i];
  int64_t d = kL;
  for (; d < n - n % kL; d += kL)
    for (int64_t i = 0; i < kL; ++i) acc[i] = acc[i] + x[d + i];
  for (int64_t i = 0; d + i < n; ++i) acc[i] = acc[i] + x[d + i];
  if constexpr (kL == 8) {
    T s[kL];
    for (int64_t i = 0; i < kL; ++i) s[i] = acc[(i + 4) % kL];  // swap 128-bit halves
    for (int64_t i = 0; i < kL; ++i) acc[i] = acc[i] + s[i];
    for (int64_t i = 0; i < kL; ++i) s[i] = acc[(i & ~int64_t(3)) | ((i + 2) & 3)];  // shuffle 0x4E
    for (int64_t i = 0; i < kL; ++i) acc[i] = acc[i] + s[i];
    return acc[0] + acc[1];  // shuffle 0xB1, lane 0
  } else {
    T r = acc[0];
    for (int64_t i = 1; i < kL; ++i) r = r + acc[i];
    return r;
  }
}

/// The row's maximum, or NaN when it holds one. Four independent vector
/// chains instead of laneMinMaxAll's single one (a latency-bound chain was
/// the costliest part of a 128-wide row): the maximum's value is the same
/// in any order; only which zero survives a +0/-0 tie may differ, and
/// exp(x - m) is the same for m = +0 and m = -0 (x - 0 and x + 0 differ
/// only for x = -0, and exp(+-0) = 1). So softmax uses it, log_softmax
/// (whose x - m is printed) does not. 16-byte vectors are native in both
/// clones (32-byte ones were scalarized in the baseline build).
template <typename T>
__attribute__((always_inline)) inline T rowMax(const T* x, int64_t n) {
  using I = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
  typedef T Vec __attribute__((vector_size(16)));
  typedef I IVec __attribute__((vector_size(16)));
  constexpr int64_t kL = 16 / static_cast<int64_t>(sizeof(T));
  T m = x[0];
  bool nan = x[0] != x[0];
  int64_t i = 0;
  if (n >= 4 * kL) {
    Vec acc[4];
    IVec seen = {};
    for (int j = 0; j < 4; ++j) {
      std::memcpy(&acc[j], x + j * kL, sizeof(Vec));
      seen |= acc[j] != acc[j];
    }
    for (i = 4 * kL; i + 4 * kL <= n; i += 4 * kL) {
      for (int j = 0; j < 4; ++j) {
        Vec v;
        std::memcpy(&v, x + i + j * kL, sizeof(Vec));
        seen |= v != v;
        acc[j] = acc[j] > v ? acc[j] : v;
      }
    }
    for (int j = 0; j < 4; ++j)
      for (int64_t l = 0; l < kL; ++l) m = m > acc[j][l] ? m : acc[j][l];
    for (int64_t l = 0; l < kL; ++l) nan |= seen[l] != 0;
  }
  for (; i < n; ++i) {
    nan |= x[i] != x[i];
    m = m > x[i] ? m : x[i];
  }
  return nan ? std::numeric_limits<T>::quiet_NaN() : m;
}

__attribute__((target_clones("arch=x86-64-v3", "default"))) float rowMaxFloat(const float* x, int64_t n) {
  return rowMax(x, n);
}
__attribute__((target_clones("arch=x86-64-v3", "default"))) double rowMaxDouble(const double* x, int64_t n) {
  return rowMax(x, n);
}

/// One row; log_softmax's sum is map_reduce_all's, the same order as
/// reduce_all over the exponentials, and its log goes through SLEEF.
template <typename T>
void softmaxRow(const T* x, T* out, int64_t n, ScalarType dtype, bool log) {
  T m;
  if (log) m = static_cast<T>(laneMinMaxAll(x, dtype, n, true));
  else if constexpr (std::is_same_v<T, float>) m = rowMaxFloat(x, n);
  else m = rowMaxDouble(x, n);
  for (int64_t i = 0; i < n; ++i) out[i] = x[i] - m;
  mathRun(MathFn::Exp, out, out, n);
  T s = reduceAllSum(out, n);
  if (log) {
    mathRun(MathFn::Log, &s, &s, 1);
    for (int64_t i = 0; i < n; ++i) out[i] = (x[i] - m) - s;
    return;
  }
  const T r = T(1) / s;
  for (int64_t i = 0; i < n; ++i) out[i] = out[i] * r;
}

template <typename T>
void softmaxRows(const Tensor& in, const Tensor& out, int64_t rows, int64_t n, bool log) {
  const T* x = in.data_ptr<T>();
  T* y = out.data_ptr<T>();
  const ScalarType dtype = in.dtype();
  // About kGrainSize operations per task at ~16 per element (ATen's grain).
  parallelFor(0, rows, std::max<int64_t>(kGrainSize / (16 * n), 1), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) softmaxRow(x + r * n, y + r * n, n, dtype, log);
  });
}

}  // namespace

Tensor softmaxLastDim(const Tensor& self, bool log) {
  Tensor in = contiguous(self);
  Tensor out = emptyTensor(in.sizes(), in.dtype());
  const int64_t n = in.size(in.dim() - 1);
  if (in.numel() == 0 || n == 0) return out;
  const int64_t rows = in.numel() / n;
  if (in.dtype() == ScalarType::Float) softmaxRows<float>(in, out, rows, n, log);
  else softmaxRows<double>(in, out, rows, n, log);
  return out;
}

}  // namespace ts::nn
