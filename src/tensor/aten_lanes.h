// ===--- aten_lanes.h - ATen's vec::reduce_all summation order -----------=== //
// Note [ATen reduce_all lanes]: ATen's vec::reduce_all and map2_reduce_all
// (PyTorch 1.13, AVX2 build) sum a run in 32-byte vectors (8 floats or 4
// doubles) lane by lane, add the tail into the low lanes, then fold the
// lanes: for float under AVX2 by three shuffles (lanes 4 apart, then 2, then
// 1), otherwise in lane order. A run shorter than a vector is summed in
// order. Kernels that reduce this way (batch-norm and softmax backward) use
// this to get PyTorch's bits.
#pragma once

#include <cmath>
#include <cstdint>

#include "tensor/vec_math.h"

namespace ts {

/// vec::reduce_all / map2_reduce_all over 0..size with ATen's lanes (Note [ATen
/// reduce_all lanes]): term(j) is element j; add(acc, j) folds it into a lane, which for
/// a mapped product is the FMA GCC makes of `acc + map(x, y)`.
template <typename T, typename Term, typename Add>
T reduceAllLanes(int64_t size, const Term& term, const Add& add) {
  constexpr int64_t kLanes = 32 / sizeof(T);
  if (size <= 0) return T(0);
  if (size < kLanes) {
    T acc = term(0);
    for (int64_t j = 1; j < size; ++j) acc = acc + term(j);
    return acc;
  }
  T lanes[kLanes];
  for (int64_t i = 0; i < kLanes; ++i) lanes[i] = term(i);
  int64_t d = kLanes;
  for (; d < size - size % kLanes; d += kLanes)
    for (int64_t i = 0; i < kLanes; ++i) lanes[i] = add(lanes[i], d + i);
  for (int64_t i = 0; i < size - d; ++i) lanes[i] = add(lanes[i], d + i);
  if constexpr (kLanes == 8) {
    if (vecMathUsesAvx2())
      return ((lanes[0] + lanes[4]) + (lanes[2] + lanes[6])) + ((lanes[1] + lanes[5]) + (lanes[3] + lanes[7]));
  }
  T acc = lanes[0];
  for (int64_t i = 1; i < kLanes; ++i) acc = acc + lanes[i];
  return acc;
}

/// a * b + c as ATen's vector kernels round it: once (GCC contracts it into
/// an FMA in the AVX2 build), or twice in the DEFAULT build that
/// ATEN_CPU_CAPABILITY=default selects.
template <typename T>
T atenMulAdd(T a, T b, T c) {
  return vecMathUsesAvx2() ? std::fma(a, b, c) : a * b + c;
}

}  // namespace ts
