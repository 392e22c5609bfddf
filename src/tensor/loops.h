// ===--- loops.h - inner loops run by TensorIter --------------------------=== //
// Each kernel gets a contiguous fast path (plain loop over __restrict
// pointers that GCC vectorizes), a scalar-operand path and a strided
// fallback. Include only from kernel .cpp files.
#pragma once

#include <cstdint>

#include "tensor/tensor_iterator.h"

namespace ts {

#define TS_RESTRICT __restrict__

/// out = op(a) elementwise. out_t/in_t are storage types.
template <typename out_t, typename in_t, typename Op>
void unaryKernel(TensorIter& it, Op op) {
  it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
    if (s[0] == sizeof(out_t) && s[1] == sizeof(in_t)) {
      out_t* TS_RESTRICT o = reinterpret_cast<out_t*>(data[0]);
      const in_t* TS_RESTRICT a = reinterpret_cast<const in_t*>(data[1]);
#pragma GCC ivdep
      for (int64_t i = 0; i < n; ++i) o[i] = op(a[i]);
    } else {
      char* o = data[0];
      const char* a = data[1];
      for (int64_t i = 0; i < n; ++i) {
        *reinterpret_cast<out_t*>(o + i * s[0]) = op(*reinterpret_cast<const in_t*>(a + i * s[1]));
      }
    }
  });
}

/// out = op(a, b) elementwise with broadcasting.
template <typename out_t, typename a_t, typename b_t, typename Op>
void binaryKernel(TensorIter& it, Op op) {
  it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
    constexpr int64_t so = sizeof(out_t), sa = sizeof(a_t), sb = sizeof(b_t);
    if (s[0] == so && s[1] == sa && s[2] == sb) {
      out_t* TS_RESTRICT o = reinterpret_cast<out_t*>(data[0]);
      const a_t* TS_RESTRICT a = reinterpret_cast<const a_t*>(data[1]);
      const b_t* TS_RESTRICT b = reinterpret_cast<const b_t*>(data[2]);
#pragma GCC ivdep
      for (int64_t i = 0; i < n; ++i) o[i] = op(a[i], b[i]);
    } else if (s[0] == so && s[1] == sa && s[2] == 0) {
      out_t* TS_RESTRICT o = reinterpret_cast<out_t*>(data[0]);
      const a_t* TS_RESTRICT a = reinterpret_cast<const a_t*>(data[1]);
      const b_t b = *reinterpret_cast<const b_t*>(data[2]);
#pragma GCC ivdep
      for (int64_t i = 0; i < n; ++i) o[i] = op(a[i], b);
    } else if (s[0] == so && s[1] == 0 && s[2] == sb) {
      out_t* TS_RESTRICT o = reinterpret_cast<out_t*>(data[0]);
      const a_t a = *reinterpret_cast<const a_t*>(data[1]);
      const b_t* TS_RESTRICT b = reinterpret_cast<const b_t*>(data[2]);
#pragma GCC ivdep
      for (int64_t i = 0; i < n; ++i) o[i] = op(a, b[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) {
        *reinterpret_cast<out_t*>(data[0] + i * s[0]) =
            op(*reinterpret_cast<const a_t*>(data[1] + i * s[1]),
               *reinterpret_cast<const b_t*>(data[2] + i * s[2]));
      }
    }
  });
}

/// out = op(a, b, c) elementwise (where, lerp-like ops); strided only.
template <typename out_t, typename a_t, typename b_t, typename c_t, typename Op>
void ternaryKernel(TensorIter& it, Op op) {
  it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
    if (s[0] == sizeof(out_t) && s[1] == sizeof(a_t) && s[2] == sizeof(b_t) &&
        s[3] == sizeof(c_t)) {
      out_t* TS_RESTRICT o = reinterpret_cast<out_t*>(data[0]);
      const a_t* TS_RESTRICT a = reinterpret_cast<const a_t*>(data[1]);
      const b_t* TS_RESTRICT b = reinterpret_cast<const b_t*>(data[2]);
      const c_t* TS_RESTRICT c = reinterpret_cast<const c_t*>(data[3]);
      for (int64_t i = 0; i < n; ++i) o[i] = op(a[i], b[i], c[i]);
      return;
    }
    for (int64_t i = 0; i < n; ++i) {
      *reinterpret_cast<out_t*>(data[0] + i * s[0]) =
          op(*reinterpret_cast<const a_t*>(data[1] + i * s[1]),
             *reinterpret_cast<const b_t*>(data[2] + i * s[2]),
             *reinterpret_cast<const c_t*>(data[3] + i * s[3]));
    }
  });
}

}  // namespace ts
