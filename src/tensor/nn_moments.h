// ===--- nn_moments.h - ATen's RowwiseMoments (layer/group norm stats) -----=== //
// Mean and biased variance of a row computed the way ATen's CPU kernels do:
// Welford updates over 8 float (4 double) lanes in chunks of 16 vectors,
// chunks merged pairwise through a cascade, lanes merged last, then a scalar
// tail, in ATen's operation order (no fused multiply-adds: measured against
// PyTorch 1.13), so the statistics match bit for bit.
// Internal to src/tensor/nn_*.cpp.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace ts::nn_detail {

/// Lanes of one AVX2 vector of T.
template <typename T> constexpr int64_t kMomentLanes = 32 / static_cast<int64_t>(sizeof(T));

/// One AVX2 vector's worth of T lanes as a GCC vector.
template <typename T> struct MomentVec;
template <> struct MomentVec<float> { typedef float type __attribute__((vector_size(32))); };
template <> struct MomentVec<double> { typedef double type __attribute__((vector_size(32))); };

/// Welford state of one lane (or of the merged row).
template <typename T>
struct Moments {
  int64_t count = 0;
  T mean = 0;
  T m2 = 0;
};

/// Merges b into a (Chan et al.), with ATen's operation order.
template <typename T>
void addMoments(int64_t count_b, T mean_b, T m2_b, Moments<T>& a) {
  const int64_t n = a.count + count_b;
  const T c = n == 0 ? T(0) : static_cast<T>(count_b) / static_cast<T>(n);
  const T delta = mean_b - a.mean;
  a.mean += c * delta;
  a.m2 += m2_b + delta * delta * c * static_cast<T>(a.count);
  a.count = n;
}

/// (mean, biased variance) of x[0..n).
template <typename T>
std::pair<T, T> rowwiseMoments(const T* x, int64_t n) {
  constexpr int64_t kLanes = kMomentLanes<T>;
  constexpr int64_t kChunk = 16;
  const int64_t nvec = n / kLanes;
  const int64_t chunks = (nvec + kChunk - 1) / kChunk;
  int64_t depth = 0;
  while ((int64_t(1) << depth) < chunks) ++depth;
  using Lanes = std::array<Moments<T>, kLanes>;
  // The cascade's levels: on the stack for rows up to 2^4 chunks (2048
  // floats), so short rows (layer norm's) allocate nothing.
  constexpr int64_t kLocalDepth = 4;
  const int64_t levels = depth > 0 ? depth : 1;
  Lanes local[kLocalDepth];
  std::vector<Lanes> heap(static_cast<size_t>(levels > kLocalDepth ? levels : 0));
  Lanes* stack = levels > kLocalDepth ? heap.data() : local;
  auto mergeLanes = [](const Lanes& from, Lanes& into) {
    for (int64_t l = 0; l < kLanes; ++l) {
      const Moments<T> f = from[l];
      Moments<T>& t = into[l];
      addMoments(f.count, f.mean, f.m2, t);
    }
  };
  for (int64_t i = 0; i < chunks; ++i) {
    const T* p = x + i * kChunk * kLanes;
    const int64_t m0 = std::min(kChunk, nvec - i * kChunk);
    // All lanes at once in a GCC vector (two SSE registers at the baseline
    // ISA): each lane runs ATen's Welford updates in its order; scalar code
    // over strided lanes was 4x slower than PyTorch's.
    using V = typename MomentVec<T>::type;
    V m1 = {}, m2 = {};
    for (int64_t j = 0; j < m0; ++j) {
      V v;
      __builtin_memcpy(&v, p + j * kLanes, sizeof v);
      const V delta = v - m1;
      m1 += delta * (T(1) / static_cast<T>(j + 1));
      m2 += delta * (v - m1);
    }
    Lanes chunk{};
    for (int64_t l = 0; l < kLanes; ++l) chunk[l] = Moments<T>{m0, m1[l], m2[l]};
    mergeLanes(chunk, stack[0]);
    int64_t mask = i + 1;
    for (int64_t j = 1; j < depth && (mask & 1) == 0; ++j) {
      mergeLanes(stack[j - 1], stack[j]);
      stack[j - 1] = Lanes{};
      mask >>= 1;
    }
  }
  for (int64_t i = 1; i < depth; ++i) mergeLanes(stack[i], stack[0]);
  Moments<T> row;
  for (int64_t i = nvec * kLanes; i < n; ++i) {
    const T delta = x[i] - row.mean;
    ++row.count;
    row.mean += delta / static_cast<T>(row.count);
    row.m2 += delta * (x[i] - row.mean);
  }
  for (int64_t l = 0; l < kLanes; ++l) addMoments(nvec, stack[0][l].mean, stack[0][l].m2, row);
  return {row.mean, row.m2 / static_cast<T>(n)};
}

}  // namespace ts::nn_detail
