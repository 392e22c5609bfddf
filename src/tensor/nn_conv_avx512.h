// ===--- nn_conv_avx512.h - float convolution GEMM with fused patch packing === //
// See Note [Convolution GEMM] in nn_conv_avx512.cpp. Used by nn_conv.cpp for
// float convolutions when the CPU has AVX-512; everything else goes through
// im2col + OpenBLAS.
#pragma once

#include <cstdint>

#include "tensor/nn_im2col.h"

namespace ts::nn {

/// Whether convGemmAvx512 can run on this CPU (AVX-512F).
bool convGemmAvx512Available();

/// out[m, p] = sum_k w[m, k] * patches(img)[k, p] (+ bias[m] when bias is
/// not null) for m < rows and p < g.colCols(); w is [rows, g.colRows()]
/// contiguous, img is [g.channels, g.height, g.width] contiguous and out
/// rows are g.colCols() floats apart. Each output is one FMA chain over k
/// in order, plus the bias at the end.
void convGemmAvx512(const float* w, int64_t rows, const float* img, const Window2d& g, const float* bias,
                    float* out);

}  // namespace ts::nn
