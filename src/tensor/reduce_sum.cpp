// ===--- reduce_sum.cpp - floating-point sum in ATen's summation order ----=== //
// Note [ATen cascade sum]: PyTorch 1.13 sums floating tensors with a cascade
// of partial sums over 8-lane (AVX2) vectors with 4-way interleaving. Float
// addition is not associative, so printing `x.sum()` like PyTorch means
// adding in exactly that order. This file reproduces the order, and above
// 32768 elements ATen's split across threads (Note [Two-pass sum]). The
// lane loops are plain arrays that GCC vectorizes.
#include "tensor/reduce_sum.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <type_traits>
#include <vector>

#include "tensor/half.h"
#include "tensor/kernel_utils.h"
#include "tensor/parallel.h"

namespace ts {
namespace {

// Everything below is inlined into the per-dtype entry points, which GCC
// clones for AVX2 (wider registers, same IEEE adds in the same order).
#define TS_INLINE __attribute__((always_inline)) inline

/// Width of one AVX2 register in elements of T (ATen's Vectorized<T>::size()).
template <typename T> constexpr int64_t kVecSize = 32 / static_cast<int64_t>(sizeof(T));

/// L accumulator lanes that add lane-wise (a Vectorized<acc_t> stand-in).
template <typename A, int64_t L>
struct Lanes {
  A v[L];
  Lanes& operator+=(const Lanes& o) {
    for (int64_t i = 0; i < L; ++i) v[i] += o.v[i];
    return *this;
  }
};

template <typename T> bool isNan(T v) { return std::isnan(static_cast<float>(v)); }
template <> bool isNan(double v) { return std::isnan(v); }

/// Loads for the inner (contiguous reduced dim) vector path: one full
/// register of S reduced pairwise into the accumulator lanes.
template <typename S, typename A, bool kNan>
struct InnerVecLoad {
  static constexpr int64_t kL = kVecSize<A>;
  using T = Lanes<A, kL>;
  static constexpr int64_t memsize() { return 32; }
  TS_INLINE static T load(const char* data, int64_t stride, int64_t index) {
    const S* p = reinterpret_cast<const S*>(data + index * stride);
    T r;
    if constexpr (std::is_same_v<S, A>) {
      for (int64_t i = 0; i < kL; ++i) r.v[i] = (kNan && isNan(p[i])) ? A(0) : p[i];
    } else if constexpr (std::is_same_v<S, BFloat16>) {
      // ATen widens a bf16 register into two float halves and adds them.
      for (int64_t i = 0; i < kL; ++i) r.v[i] = static_cast<A>(p[i]) + static_cast<A>(p[i + kL]);
    } else {
      constexpr int64_t vstride = kVecSize<S> / kL;
      for (int64_t i = 0; i < kL; ++i) {
        A acc = 0;
        for (int64_t k = 0; k < vstride; ++k) {
          S b = p[i * vstride + k];
          acc = (kNan && isNan(b)) ? acc : acc + static_cast<A>(b);
        }
        r.v[i] = acc;
      }
    }
    return r;
  }
};

/// Loads for the outer (contiguous kept dim) vector path: kL consecutive
/// elements widened to the accumulator type.
template <typename S, typename A, bool kNan>
struct OuterVecLoad {
  static constexpr int64_t kL = kVecSize<A>;
  using T = Lanes<A, kL>;
  static constexpr int64_t memsize() { return static_cast<int64_t>(sizeof(S)) * kL; }
  TS_INLINE static T load(const char* data, int64_t stride, int64_t index) {
    const S* p = reinterpret_cast<const S*>(data + index * stride);
    T r;
    for (int64_t i = 0; i < kL; ++i) {
      A x = static_cast<A>(p[i]);
      r.v[i] = (kNan && x != x) ? A(0) : x;
    }
    return r;
  }
};

template <typename S, typename A, bool kNan>
struct ScalarLoad {
  using T = A;
  static constexpr int64_t memsize() { return static_cast<int64_t>(sizeof(S)); }
  TS_INLINE static A load(const char* data, int64_t stride, int64_t index) {
    A x = static_cast<A>(*reinterpret_cast<const S*>(data + index * stride));
    return (kNan && x != x) ? A(0) : x;
  }
};

template <typename T> T zeroValue() {
  if constexpr (std::is_arithmetic_v<T>) {
    return T(0);
  } else {
    T r;
    for (auto& x : r.v) x = 0;
    return r;
  }
}

/// Sums nrows interleaved columns at once with a 4-level cascade whose
/// level size grows with the row count (ATen's multi_row_sum).
template <typename Load, int64_t nrows>
TS_INLINE std::array<typename Load::T, nrows> multiRowSum(const char* in, int64_t row_stride, int64_t col_stride,
                                                int64_t size) {
  using T = typename Load::T;
  constexpr int64_t kLevels = 4;
  int64_t ceil_log2 = size <= 2 ? 1 : 64 - __builtin_clzll(static_cast<uint64_t>(size - 1));
  const int64_t level_power = std::max<int64_t>(4, ceil_log2 / kLevels);
  const int64_t level_step = int64_t(1) << level_power;
  const int64_t level_mask = level_step - 1;
  T acc[kLevels][nrows];
  for (auto& lvl : acc)
    for (auto& a : lvl) a = zeroValue<T>();
  int64_t i = 0;
  for (; i + level_step <= size;) {
    for (int64_t j = 0; j < level_step; ++j, ++i) {
      const char* base = in + i * row_stride;
      for (int64_t k = 0; k < nrows; ++k) acc[0][k] += Load::load(base, col_stride, k);
    }
    for (int64_t j = 1; j < kLevels; ++j) {
      for (int64_t k = 0; k < nrows; ++k) {
        acc[j][k] += acc[j - 1][k];
        acc[j - 1][k] = zeroValue<T>();
      }
      if ((i & (level_mask << (j * level_power))) != 0) break;
    }
  }
  for (; i < size; ++i) {
    const char* base = in + i * row_stride;
    for (int64_t k = 0; k < nrows; ++k) acc[0][k] += Load::load(base, col_stride, k);
  }
  for (int64_t j = 1; j < kLevels; ++j)
    for (int64_t k = 0; k < nrows; ++k) acc[0][k] += acc[j][k];
  std::array<T, nrows> ret;
  for (int64_t k = 0; k < nrows; ++k) ret[k] = acc[0][k];
  return ret;
}

/// One row: 4-way interleaved partial sums, the tail, then the partials.
template <typename Load>
TS_INLINE typename Load::T rowSum(const char* in, int64_t stride, int64_t size) {
  constexpr int64_t kIlp = 4;
  const int64_t size_ilp = size / kIlp;
  auto partial = multiRowSum<Load, kIlp>(in, stride * kIlp, stride, size_ilp);
  for (int64_t i = size_ilp * kIlp; i < size; ++i) partial[0] += Load::load(in, stride, i);
  for (int64_t k = 1; k < kIlp; ++k) partial[0] += partial[k];
  return partial[0];
}

/// The output accumulates in its own dtype (ATen's CastStoreAccumulate):
/// a half output rounds the partial sum to half before adding it.
template <typename S, typename A>
TS_INLINE void storeAdd(char* out, int64_t stride, int64_t index, A value) {
  S* p = reinterpret_cast<S*>(out + index * stride);
  *p = static_cast<S>(static_cast<A>(*p) + static_cast<A>(static_cast<S>(value)));
}

template <typename S, typename A, bool kNan>
struct SumLoops {
  using VA = Lanes<A, kVecSize<A>>;

  TS_INLINE static void storeLanes(char* out, int64_t stride, int64_t index, const VA& v) {
    for (int64_t k = 0; k < kVecSize<A>; ++k) storeAdd<S, A>(out + index * stride, stride, k, v.v[k]);
  }

  TS_INLINE static void vectorizedInner(char** data, int64_t outer_stride, int64_t out_stride, int64_t size0,
                              int64_t size1) {
    using VL = InnerVecLoad<S, A, kNan>;
    constexpr int64_t vec_numel = VL::memsize() / static_cast<int64_t>(sizeof(S));
    const int64_t vec_size = size0 / vec_numel;
    for (int64_t j = 0; j < size1; ++j) {
      const char* row = data[1] + j * outer_stride;
      VA vacc = rowSum<VL>(row, VL::memsize(), vec_size);
      A final_acc = 0;
      for (int64_t k = vec_size * vec_numel; k < size0; ++k)
        final_acc += ScalarLoad<S, A, kNan>::load(row, sizeof(S), k);
      for (int64_t k = 0; k < kVecSize<A>; ++k) final_acc += vacc.v[k];
      storeAdd<S, A>(data[0], out_stride, j, final_acc);
    }
  }

  TS_INLINE static void vectorizedOuter(char** data, int64_t inner_stride, int64_t out_stride, int64_t size0,
                              int64_t size1) {
    using VL = OuterVecLoad<S, A, kNan>;
    constexpr int64_t kL = kVecSize<A>, nrows = 4;
    int64_t j = 0;
    for (; j + nrows * kL <= size1; j += nrows * kL) {
      const char* row = data[1] + j * static_cast<int64_t>(sizeof(S));
      auto sums = multiRowSum<VL, nrows>(row, inner_stride, VL::memsize(), size0);
      for (int64_t i = 0; i < nrows; ++i) storeLanes(data[0], out_stride, j + i * kL, sums[i]);
    }
    for (; j + kL <= size1; j += kL) {
      const char* row = data[1] + j * static_cast<int64_t>(sizeof(S));
      storeLanes(data[0], out_stride, j, rowSum<VL>(row, inner_stride, size0));
    }
    for (; j < size1; ++j) {
      const char* row = data[1] + j * static_cast<int64_t>(sizeof(S));
      storeAdd<S, A>(data[0], out_stride, j, rowSum<ScalarLoad<S, A, kNan>>(row, inner_stride, size0));
    }
  }

  TS_INLINE static void scalarInner(char** data, const int64_t* in_strides, int64_t out_stride, int64_t size0,
                          int64_t size1) {
    for (int64_t j = 0; j < size1; ++j) {
      const char* row = data[1] + j * in_strides[1];
      storeAdd<S, A>(data[0], out_stride, j, rowSum<ScalarLoad<S, A, kNan>>(row, in_strides[0], size0));
    }
  }

  TS_INLINE static void scalarOuter(char** data, const int64_t* in_strides, int64_t out_stride, int64_t size0,
                          int64_t size1) {
    using SL = ScalarLoad<S, A, kNan>;
    int64_t j = 0;
    for (; j + 3 < size1; j += 4) {
      const char* row = data[1] + j * in_strides[1];
      auto sums = multiRowSum<SL, 4>(row, in_strides[0], in_strides[1], size0);
      for (int64_t k = 0; k < 4; ++k) storeAdd<S, A>(data[0], out_stride, j + k, sums[k]);
    }
    for (; j < size1; ++j) {
      const char* row = data[1] + j * in_strides[1];
      storeAdd<S, A>(data[0], out_stride, j, rowSum<SL>(row, in_strides[0], size0));
    }
  }

  /// Not a reduction over dim 0 or 1: out += in elementwise, in S precision.
  TS_INLINE static void elementwise(char** data, const int64_t* strides, int64_t size0, int64_t size1) {
    for (int64_t j = 0; j < size1; ++j) {
      char* o = data[0] + j * strides[2];
      const char* in = data[1] + j * strides[3];
      for (int64_t i = 0; i < size0; ++i) {
        S* po = reinterpret_cast<S*>(o + i * strides[0]);
        S b = *reinterpret_cast<const S*>(in + i * strides[1]);
        A a_val = static_cast<A>(*po), b_val = static_cast<A>(b);
        if (kNan) {
          a_val = a_val != a_val ? A(0) : a_val;
          b_val = b_val != b_val ? A(0) : b_val;
        }
        *po = static_cast<S>(a_val + b_val);
      }
    }
  }

  TS_INLINE static void loop2d(char** data, const int64_t* strides, int64_t size0, int64_t size1) {
    int64_t in_strides[2] = {strides[1], strides[3]};
    int64_t out_strides[2] = {strides[0], strides[2]};
    if (out_strides[0] != 0 && out_strides[1] == 0) {
      std::swap(in_strides[0], in_strides[1]);
      std::swap(out_strides[0], out_strides[1]);
      std::swap(size0, size1);
    }
    if (out_strides[0] != 0 && out_strides[1] != 0) {
      int64_t st[4] = {out_strides[0], in_strides[0], out_strides[1], in_strides[1]};
      elementwise(data, st, size0, size1);
      return;
    }
    const int64_t out_stride = out_strides[1];
    constexpr int64_t es = static_cast<int64_t>(sizeof(S));
    if (in_strides[0] == es && size0 >= kVecSize<S>) {
      vectorizedInner(data, in_strides[1], out_stride, size0, size1);
    } else if (in_strides[1] == es && size1 >= kVecSize<S>) {
      vectorizedOuter(data, in_strides[0], out_stride, size0, size1);
    } else if (in_strides[0] < in_strides[1]) {
      scalarInner(data, in_strides, out_stride, size0, size1);
    } else {
      scalarOuter(data, in_strides, out_stride, size0, size1);
    }
  }
};

using Loop2d = void (*)(char**, const int64_t*, int64_t, int64_t);

#define TS_SUM_ENTRY(fn, S, NAN)                                                      \
  __attribute__((target_clones("avx2", "default"))) void fn(char** data, const int64_t* strides, \
                                                            int64_t size0, int64_t size1) {     \
    using A = std::conditional_t<std::is_same_v<S, double>, double, float>;          \
    SumLoops<S, A, NAN>::loop2d(data, strides, size0, size1);                          \
  }
TS_SUM_ENTRY(sumFloat, float, false)
TS_SUM_ENTRY(sumDouble, double, false)
TS_SUM_ENTRY(sumHalf, Half, false)
TS_SUM_ENTRY(sumBFloat16, BFloat16, false)
TS_SUM_ENTRY(nansumFloat, float, true)
TS_SUM_ENTRY(nansumDouble, double, true)
TS_SUM_ENTRY(nansumHalf, Half, true)
TS_SUM_ENTRY(nansumBFloat16, BFloat16, true)
#undef TS_SUM_ENTRY

/// Note [Two-pass sum]: ATen sums a tensor into one element on several
/// threads in two passes: each task of parallelFor(0, numel, kGrainSize)
/// sums its chunk into its own slot of a buffer of getNumThreads() copies
/// of the output, then the buffer is summed into the output with the same
/// loop. Doing the same makes x.sum() print PyTorch's digits at the same
/// thread count. Only one-dim iterations (contiguous or uniformly strided
/// inputs) take this path; others are summed on one thread.
bool twoPassSum(TensorIter& it, Loop2d loop) {
  // One dim whose output stride is 0: every element adds into one output.
  if (it.ndim() != 1 || it.strideBytes(0, 0) != 0 || it.numel() < kGrainSize) return false;
  if (parallelTasks(0, it.numel(), kGrainSize) <= 1) return false;
  const int64_t es = static_cast<int64_t>(it.tensor(0).element_size());
  const int64_t slots = getNumThreads();
  char* out = static_cast<char*>(it.tensor(0).data_ptr());
  char* in = static_cast<char*>(it.tensor(1).data_ptr());
  const int64_t in_stride = it.strideBytes(1, 0);
  std::vector<char> buffer(static_cast<size_t>(slots * es));
  for (int64_t t = 0; t < slots; ++t) std::memcpy(buffer.data() + t * es, out, static_cast<size_t>(es));
  parallelFor(0, it.numel(), kGrainSize, [&](int64_t b, int64_t e) {
    char* data[2] = {buffer.data() + getThreadNum() * es, in + b * in_stride};
    const int64_t strides[4] = {0, in_stride, 0, 0};
    loop(data, strides, e - b, 1);
  });
  char* data[2] = {out, buffer.data()};
  const int64_t strides[4] = {0, es, 0, 0};
  loop(data, strides, slots, 1);
  return true;
}

void runCascade(TensorIter& it, Loop2d loop) {
  if (twoPassSum(it, loop)) return;
  it.parallelForEach2d([loop](char** data, const int64_t* strides, int64_t size0, int64_t size1) {
    loop(data, strides, size0, size1);
  });
}

}  // namespace

bool cascadeSumSupports(ScalarType t) {
  return t == ScalarType::Float || t == ScalarType::Double || t == ScalarType::Half ||
         t == ScalarType::BFloat16;
}

void cascadeSum(TensorIter& it, bool ignore_nan) {
  switch (it.dtype(0)) {
    case ScalarType::Float: return runCascade(it, ignore_nan ? nansumFloat : sumFloat);
    case ScalarType::Double: return runCascade(it, ignore_nan ? nansumDouble : sumDouble);
    case ScalarType::Half: return runCascade(it, ignore_nan ? nansumHalf : sumHalf);
    case ScalarType::BFloat16: return runCascade(it, ignore_nan ? nansumBFloat16 : sumBFloat16);
    default: throw Error(std::string("cascadeSum: unsupported dtype ") + scalarTypeName(it.dtype(0)));
  }
}

}  // namespace ts
