// ===--- reduce_minmax.cpp - float max/min reductions in ATen's lane order === //
// Note [ATen max/min lanes]: the maximum of floats is the same in any order
// except for which zero (0. or -0.) survives a tie, and which NaN; PyTorch
// prints the sign of a zero. PyTorch 1.13 (AVX2 build) reduces with 8-lane
// float vectors (4 for double) whose lane op is _mm256_max_ps(a, b), which
// returns b unless a > b, turned to NaN when either lane is NaN; the scalar
// op keeps a on a tie. amax/amin (binary_kernel_reduce_vec) run 4 vectors
// per step down a contiguous reduced run or across 4 vectors of contiguous
// output columns; max()/min() (reduce_all) run one vector over the buffer
// and fold its lanes with three shuffles. This file reproduces those orders
// with lane arrays that GCC vectorizes, in clones for AVX2 and baseline x86
// (picked at load time; both give the same bits).
#include "tensor/reduce_minmax.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

// The 32-byte vector helpers are always inlined, so no call passes them
// through the (baseline) ABI that -Wpsabi warns about.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace ts {
namespace {

#define TS_MM_INLINE __attribute__((always_inline)) inline

template <typename T, bool kMax>
struct MinMax {
  /// Lanes of one AVX2 register (ATen's Vectorized<T>::size()).
  static constexpr int64_t kL = 32 / static_cast<int64_t>(sizeof(T));
  /// Output columns per row-wise pass of outer(): a 16 KB stack accumulator
  /// stays in L1 while the rows stream past, and rows of up to 16 KB are read
  /// whole (shorter runs restart the hardware prefetcher every run).
  static constexpr int64_t kChunk = 16384 / static_cast<int64_t>(sizeof(T));
  /// One register as a GCC vector, so accumulators stay in registers (an
  /// array-of-lanes struct was spilled to the stack every step).
  typedef T Vec __attribute__((vector_size(32)));

  TS_MM_INLINE static T nan() { return std::numeric_limits<T>::quiet_NaN(); }

  /// ATen's scalar max_impl/min_impl: NaN wins, a tie keeps a.
  TS_MM_INLINE static T op(T a, T b) {
    if (a != a) return a;
    if (b != b) return b;
    return (kMax ? a < b : a > b) ? b : a;
  }
  /// ATen's maximum/minimum on one lane: max_ps/min_ps, then NaN if unordered.
  TS_MM_INLINE static T lane(T a, T b) {
    const T m = (kMax ? a > b : a < b) ? a : b;
    return __builtin_isunordered(a, b) ? nan() : m;
  }
  /// max_ps/min_ps alone: b when unordered (Note [Deferred NaN]).
  TS_MM_INLINE static T plain(T a, T b) { return (kMax ? a > b : a < b) ? a : b; }
  TS_MM_INLINE static Vec vop(Vec a, Vec b) {
    const Vec m = (kMax ? a > b : a < b) ? a : b;
    return ((a != a) | (b != b)) ? Vec{} + nan() : m;
  }
  TS_MM_INLINE static Vec load(const char* p) {
    Vec r;
    std::memcpy(&r, p, sizeof r);
    return r;
  }
  TS_MM_INLINE static void store(char* p, Vec v) { std::memcpy(p, &v, sizeof v); }

  /// out = op(out, in[i * stride]) for i in [begin, end) (ATen's basic_loop).
  TS_MM_INLINE static void basic(char* out, int64_t out_stride, const char* in, int64_t in_stride, int64_t begin,
                                 int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      T* o = reinterpret_cast<T*>(out + i * out_stride);
      *o = op(*o, *reinterpret_cast<const T*>(in + i * in_stride));
    }
  }

  /// ATen's vectorized_reduction: 4 vectors start at the first step's data,
  /// take the n - 1 later steps (stride bytes apart), then either fold into
  /// *out (reduce) or combine lane-wise with the 4 output vectors.
  TS_MM_INLINE static void fourVectors(char* out, const char* in, int64_t n, int64_t stride, bool reduce) {
    constexpr int64_t vb = kL * static_cast<int64_t>(sizeof(T));
    Vec acc[4];
    for (int j = 0; j < 4; ++j) acc[j] = load(in + j * vb);
    for (int64_t i = 1; i < n; ++i) {
      const char* p = in + stride * i;
      for (int j = 0; j < 4; ++j) acc[j] = vop(acc[j], load(p + j * vb));
    }
    if (reduce) {
      Vec a = vop(vop(acc[0], acc[1]), vop(acc[2], acc[3]));
      T r = a[0];
      for (int64_t j = 1; j < kL; ++j) r = op(r, a[j]);
      T* o = reinterpret_cast<T*>(out);
      *o = op(*o, r);
    } else {
      for (int j = 0; j < 4; ++j) store(out + j * vb, vop(acc[j], load(out + j * vb)));
    }
  }

  /// ATen's vectorized_inner_reduction over one contiguous run of size0.
  TS_MM_INLINE static void inner(char* out, const char* in, int64_t size0) {
    constexpr int64_t step = 4 * kL;
    const int64_t count = size0 / step;
    if (count > 0) fourVectors(out, in, count, step * static_cast<int64_t>(sizeof(T)), true);
    basic(out, 0, in, sizeof(T), count * step, size0);
  }

  /// ATen's vectorized_outer_reduction: size1 contiguous columns, size0 rows.
  /// ATen walks down 4-vector column strips; every column's sequence of ops
  /// (start at row 0, take rows 1.., then combine with the output) does not
  /// depend on the other columns, so this walks row by row over chunks of
  /// kChunk columns instead, reading memory in order.
  TS_MM_INLINE static void outer(char* out, const char* in, int64_t in_row_stride, int64_t size0, int64_t size1) {
    constexpr int64_t step = 4 * kL;
    T* o = reinterpret_cast<T*>(out);
    const int64_t nvec = size1 / step * step;
    for (int64_t c0 = 0; c0 < nvec; c0 += kChunk) {
      const int64_t nc = std::min(kChunk, nvec - c0);
      // Note [Deferred NaN]: lane() is max_ps/min_ps then NaN if either
      // operand is unordered, and once a lane is NaN it stays the canonical
      // NaN. So the chain runs as plain max/min (a > b ? a : b, vmaxps)
      // while `seen` remembers a NaN, and the lane becomes NaN at the end:
      // the same values, a quarter of the instructions.
      T acc[kChunk];
      int32_t seen[kChunk];
      const T* row0 = reinterpret_cast<const T*>(in) + c0;
      for (int64_t j = 0; j < nc; ++j) {
        acc[j] = row0[j];
        seen[j] = row0[j] != row0[j];
      }
      // Four rows per sweep: each column still takes its rows in order, but
      // the accumulator is loaded and stored once per four rows.
      int64_t i = 1;
      for (; i + 4 <= size0; i += 4) {
        const T* r0 = reinterpret_cast<const T*>(in + i * in_row_stride) + c0;
        const T* r1 = reinterpret_cast<const T*>(in + (i + 1) * in_row_stride) + c0;
        const T* r2 = reinterpret_cast<const T*>(in + (i + 2) * in_row_stride) + c0;
        const T* r3 = reinterpret_cast<const T*>(in + (i + 3) * in_row_stride) + c0;
        for (int64_t j = 0; j < nc; ++j) {
          acc[j] = plain(plain(plain(plain(acc[j], r0[j]), r1[j]), r2[j]), r3[j]);
          seen[j] |= __builtin_isunordered(r0[j], r1[j]) | __builtin_isunordered(r2[j], r3[j]);
        }
      }
      for (; i < size0; ++i) {
        const T* row = reinterpret_cast<const T*>(in + i * in_row_stride) + c0;
        for (int64_t j = 0; j < nc; ++j) {
          acc[j] = plain(acc[j], row[j]);
          seen[j] |= row[j] != row[j];
        }
      }
      for (int64_t j = 0; j < nc; ++j) o[c0 + j] = lane(seen[j] ? nan() : acc[j], o[c0 + j]);
    }
    // The remaining columns take the scalar op, row by row.
    for (int64_t i = 0; i < size0; ++i) {
      const T* row = reinterpret_cast<const T*>(in + i * in_row_stride);
      for (int64_t j = nvec; j < size1; ++j) o[j] = op(o[j], row[j]);
    }
  }

  TS_MM_INLINE static void loop2d(char** data, const int64_t* s, int64_t size0, int64_t size1) {
    constexpr int64_t es = static_cast<int64_t>(sizeof(T));
    if (s[0] == 0 && s[1] == es) {
      for (int64_t j = 0; j < size1; ++j) inner(data[0] + j * s[2], data[1] + j * s[3], size0);
    } else if (s[0] == 0 && s[2] == es && s[3] == es) {
      outer(data[0], data[1], s[1], size0, size1);
    } else {
      for (int64_t j = 0; j < size1; ++j) basic(data[0] + j * s[2], s[0], data[1] + j * s[3], s[1], 0, size0);
    }
  }

  /// ATen's reduce_all with the AVX2 lane fold (VecReduceAllSIMD).
  TS_MM_INLINE static T all(const T* x, int64_t n) {
    if (n < kL) {
      // vec_reduce_all's slow path over a zero-filled partial load.
      Vec acc{};
      for (int64_t i = 0; i < n; ++i) acc[i] = x[i];
      const Vec first = acc;
      for (int64_t i = 1; i < n; ++i) {
        Vec next{};
        next[0] = first[i];
        acc = vop(acc, next);
      }
      return acc[0];
    }
    Vec acc = load(reinterpret_cast<const char*>(x));
    int64_t d = kL;
    for (; d < n - n % kL; d += kL) acc = vop(acc, load(reinterpret_cast<const char*>(x + d)));
    if (n - d > 0) {
      Vec tail{};
      for (int64_t i = 0; i < n - d; ++i) tail[i] = x[d + i];
      const Vec merged = vop(acc, tail);
      for (int64_t i = 0; i < n - d; ++i) acc[i] = merged[i];
    }
    return foldLanes(acc);
  }

  /// Float: swap 128-bit halves, then 64-bit pairs, then neighbours,
  /// combining after each swap; lane 0 holds the result. Double has no SIMD
  /// fold in ATen: the generic one takes lanes 1..3 into lane 0 one at a
  /// time (the other lanes see zeros).
  TS_MM_INLINE static T foldLanes(Vec v) {
    if constexpr (kL == 8) {
      Vec s;
      for (int64_t i = 0; i < kL; ++i) s[i] = v[(i + 4) % kL];
      v = vop(v, s);
      // _mm256_shuffle_ps 0x4E: swap the 64-bit halves of each 128-bit lane.
      for (int64_t i = 0; i < kL; ++i) s[i] = v[(i & ~int64_t(3)) | ((i + 2) & 3)];
      v = vop(v, s);
      // _mm256_shuffle_ps 0xB1: swap neighbours.
      for (int64_t i = 0; i < kL; ++i) s[i] = v[i ^ 1];
      v = vop(v, s);
      return v[0];
    } else {
      return all4(v);
    }
  }

  TS_MM_INLINE static T all4(const Vec& v) {
    Vec acc = v;
    for (int64_t i = 1; i < kL; ++i) {
      Vec next{};
      next[0] = v[i];
      acc = vop(acc, next);
    }
    return acc[0];
  }
};

#define TS_MM_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#define TS_MM_ENTRIES(T, Name)                                                                               \
  TS_MM_CLONES void loop##Name##Max(char** d, const int64_t* s, int64_t a, int64_t b) {                     \
    MinMax<T, true>::loop2d(d, s, a, b);                                                                     \
  }                                                                                                          \
  TS_MM_CLONES void loop##Name##Min(char** d, const int64_t* s, int64_t a, int64_t b) {                     \
    MinMax<T, false>::loop2d(d, s, a, b);                                                                    \
  }                                                                                                          \
  TS_MM_CLONES T all##Name##Max(const T* x, int64_t n) { return MinMax<T, true>::all(x, n); }              \
  TS_MM_CLONES T all##Name##Min(const T* x, int64_t n) { return MinMax<T, false>::all(x, n); }
TS_MM_ENTRIES(float, Float)
TS_MM_ENTRIES(double, Double)
#undef TS_MM_ENTRIES
#undef TS_MM_CLONES

}  // namespace

bool laneMinMaxSupports(ScalarType t) { return t == ScalarType::Float || t == ScalarType::Double; }

void laneMinMaxInto(TensorIter& it, bool is_max) {
  using Loop = void (*)(char**, const int64_t*, int64_t, int64_t);
  const bool is_float = it.dtype(0) == ScalarType::Float;
  Loop loop = is_float ? (is_max ? loopFloatMax : loopFloatMin) : (is_max ? loopDoubleMax : loopDoubleMin);
  it.parallelForEach2d([loop](char** data, const int64_t* strides, int64_t size0, int64_t size1) {
    loop(data, strides, size0, size1);
  });
}

double laneMinMaxAll(const void* data, ScalarType t, int64_t n, bool is_max) {
  if (t == ScalarType::Float) {
    const float* x = static_cast<const float*>(data);
    return is_max ? allFloatMax(x, n) : allFloatMin(x, n);
  }
  const double* x = static_cast<const double*>(data);
  return is_max ? allDoubleMax(x, n) : allDoubleMin(x, n);
}

}  // namespace ts
