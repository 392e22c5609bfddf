// ===--- gemm_beta.h - C = beta * C before a hand-written GEMM's sums ------=== //
// OpenBLAS scales C by beta before its kernels add A*B, and with beta 0 it
// stores zeros (a NaN in C does not survive); the kernels that reproduce its
// rounding (gemm_haswell.cpp, gemm_prescott.cpp) start the same way.
#pragma once

#include <algorithm>
#include <cstdint>

namespace ts {

inline void scaleByBeta(float* c, int64_t rows, int64_t cols, int64_t ldc, float beta) {
  for (int64_t r = 0; r < rows; ++r) {
    float* row = c + r * ldc;
    if (beta == 0.0f) std::fill(row, row + cols, 0.0f);
    else if (beta != 1.0f)
      for (int64_t j = 0; j < cols; ++j) row[j] *= beta;
  }
}

}  // namespace ts
