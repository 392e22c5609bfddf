// ===--- gemm_transpose.h - 16 x 16 float transposes in AVX-512 -----------=== //
// The GEMMs that reproduce OpenBLAS's rounding (gemm_prescott.cpp,
// gemm_haswell.cpp) keep one output's chain per vector lane, so a
// transposed operand (a Linear's weight) is turned 16 x 16 at a time.
#pragma once

#include <cstdint>

namespace ts {

/// The 16 x 16 block at src (rows ld floats apart; rows >= nr and columns
/// >= nc read as 0) transposed into dst[16][16]. Needs AVX-512F.
void transpose16(const float* src, int64_t ld, int nr, int nc, float* dst);

}  // namespace ts
