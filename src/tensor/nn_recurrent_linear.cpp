// ===--- nn_recurrent_linear.cpp - the recurrent GEMM of RNN layers -------=== //
// Note [Recurrent GEMM]: an LSTM step multiplies h [batch, hidden] by the
// same w_hh^T [hidden, 4 * hidden] at every time step. With a small batch
// OpenBLAS spends most of such a call packing the megabyte weight (sgemm's
// incopy: 57% of model_lstm's time), then runs a kernel on it. Here the
// weight is transposed once per layer call and each step reads it in place:
// rows of 4, columns of 64 in 16 zmm accumulators, one FMA chain per output
// over k in order, then + bias.
//
// That is exactly what OpenBLAS's sgemm computes on SkylakeX-class CPUs (the
// kernel PyTorch's results here come from) when its normal path runs: K
// within one K block (GEMM_Q = 384) and not its "small matrix" kernel
// (sgemm_small_kernel_permit_skylakex.c: M*N*K <= 100^3, M*N <= 1200 and
// K >= 32 for a transposed A) nor gemv (batch 1). Only those cases take
// this path, so the LSTM programs print PyTorch's bits. It is taken only
// when OpenBLAS itself chose its SkylakeX kernels (openblas_get_corename):
// an AVX-512 CPU whose model OpenBLAS does not know runs its Prescott
// kernels, which order the sum differently, and so does PyTorch there.
#include "tensor/nn_recurrent_linear.h"

#include <cblas.h>
#include <immintrin.h>

#include <algorithm>
#include <string>

#include "tensor/gemm_prescott.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_linalg.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

/// OpenBLAS's SkylakeX sgemm K block: longer sums are split into blocks.
constexpr int64_t kMaxK = 384;
constexpr int64_t kColBlock = 64;

/// Rows [0, R) of out, columns [0, 16 NV) masked by `masks` (one per vector).
template <int R, int NV>
__attribute__((target("avx512f"))) void tile(const float* h, int64_t kdim, const float* wt, int64_t ld,
                                             const float* bias, float* out, const __mmask16* masks) {
  __m512 acc[R][NV];
  for (int r = 0; r < R; ++r)
    for (int v = 0; v < NV; ++v) acc[r][v] = _mm512_setzero_ps();
  for (int64_t k = 0; k < kdim; ++k) {
    __m512 x[NV];
    for (int v = 0; v < NV; ++v) x[v] = _mm512_maskz_loadu_ps(masks[v], wt + k * ld + 16 * v);
    for (int r = 0; r < R; ++r) {
      const __m512 b = _mm512_set1_ps(h[r * kdim + k]);
      for (int v = 0; v < NV; ++v) acc[r][v] = _mm512_fmadd_ps(b, x[v], acc[r][v]);
    }
  }
  for (int r = 0; r < R; ++r) {
    for (int v = 0; v < NV; ++v) {
      __m512 y = acc[r][v];
      if (bias != nullptr) y = _mm512_add_ps(_mm512_maskz_loadu_ps(masks[v], bias + 16 * v), y);
      _mm512_mask_storeu_ps(out + r * ld + 16 * v, masks[v], y);
    }
  }
}

using TileFn = void (*)(const float*, int64_t, const float*, int64_t, const float*, float*, const __mmask16*);

template <int NV>
TileFn tileFor(int64_t rows) {
  switch (rows) {
    case 1: return &tile<1, NV>;
    case 2: return &tile<2, NV>;
    case 3: return &tile<3, NV>;
    default: return &tile<4, NV>;
  }
}

/// Columns [c0, c1) (c1 - c0 <= kColBlock) of every row.
void columnBlock(const float* h, const float* wt, const float* bias, float* out, int64_t rows, int64_t kdim,
                 int64_t cols, int64_t c0, int64_t c1) {
  const int64_t width = c1 - c0, nv = (width + 15) / 16;
  __mmask16 masks[4];
  for (int64_t v = 0; v < nv; ++v) {
    const int64_t lanes = std::min<int64_t>(16, width - 16 * v);
    masks[v] = static_cast<__mmask16>((1u << lanes) - 1u);
  }
  for (int64_t r0 = 0; r0 < rows; r0 += 4) {
    const int64_t nr = std::min<int64_t>(4, rows - r0);
    const TileFn fn = nv == 1 ? tileFor<1>(nr) : nv == 2 ? tileFor<2>(nr) : nv == 3 ? tileFor<3>(nr) : tileFor<4>(nr);
    fn(h + r0 * kdim, kdim, wt + c0, cols, bias != nullptr ? bias + c0 : nullptr, out + r0 * cols + c0, masks);
  }
}

/// w [rows, cols] transposed into a new contiguous [cols, rows] tensor by
/// OpenBLAS's blocked copy (an element-wise strided copy reads a cache line
/// per element: 3x slower).
Tensor transposed(const Tensor& w_in) {
  Tensor w = w_in.contiguous();
  const int64_t rows = w.size(0), cols = w.size(1);
  Tensor wt = emptyTensor({cols, rows}, ScalarType::Float);
  cblas_somatcopy(CblasRowMajor, CblasTrans, static_cast<blasint>(rows), static_cast<blasint>(cols), 1.0f,
                  static_cast<const float*>(w.data_ptr()), static_cast<blasint>(cols), static_cast<float*>(wt.data_ptr()),
                  static_cast<blasint>(rows));
  return wt;
}

}  // namespace

bool recurrentGemmAvailable() {
  // The kernel OpenBLAS chose at load time, not the CPU's features: on a CPU
  // model it does not know (a virtual "Intel Xeon Processor" with AVX-512)
  // it falls back to its Prescott (SSE3) kernels, which round differently,
  // and PyTorch's results come from those.
  static const bool ok = [] {
    if (!__builtin_cpu_supports("avx512f")) return false;
    const std::string core = openblas_get_corename();
    return core == "SkylakeX" || core == "Cooperlake" || core == "SapphireRapids";
  }();
  return ok;
}

void recurrentGemm(const float* h, const float* wt, const float* bias, float* out, int64_t rows, int64_t kdim,
                   int64_t cols) {
  const int64_t blocks = (cols + kColBlock - 1) / kColBlock;
  // Splitting columns leaves every output's chain as it is: any thread count
  // gives the same bits.
  parallelFor(0, blocks, grainFor(rows * kdim * kColBlock), [&](int64_t b0, int64_t b1) {
    for (int64_t b = b0; b < b1; ++b)
      columnBlock(h, wt, bias, out, rows, kdim, cols, b * kColBlock, std::min(cols, (b + 1) * kColBlock));
  });
}

RecurrentLinear::RecurrentLinear(const Tensor& w, const Tensor& b, int64_t steps) : w_(w), b_(b) {
  const bool ok = steps > 1 && recurrentGemmAvailable() && w.dtype() == ScalarType::Float && w.dim() == 2 && w.size(1) > 0 &&
                  w.size(1) <= kMaxK && w.size(0) > 0 &&
                  (!b.defined() || (b.dtype() == ScalarType::Float && b.dim() == 1 && b.size(0) == w.size(0)));
  // Where OpenBLAS runs its Prescott kernels the product goes through
  // prescottGemm (Note [Prescott GEMM]); the weight transposed once here
  // spares it a transposed copy of the weight at every step.
  prescott_ = !ok && steps > 1 && w.dtype() == ScalarType::Float && w.dim() == 2 && w.size(0) > 0 &&
              w.size(1) > 0 && prescottGemmMatches(2, w.size(0), w.size(1)) &&
              (!b.defined() || (b.dtype() == ScalarType::Float && b.dim() == 1 && b.size(0) == w.size(0)));
  if (ok || prescott_) wt_ = transposed(w);
  if ((ok || prescott_) && b.defined()) b_ = contiguous(b);
}

Tensor RecurrentLinear::prescott(const Tensor& h) const {
  const int64_t rows = h.size(0), cols = w_.size(0), kdim = w_.size(1);
  Tensor hc = contiguous(h);
  Tensor out = emptyTensor({rows, cols}, ScalarType::Float);
  float* o = static_cast<float*>(out.data_ptr());
  // linear is addmm(bias, h, w^T): the bias rows are C (beta 1), else beta 0.
  if (b_.defined()) {
    const float* bp = static_cast<const float*>(b_.data_ptr());
    for (int64_t i = 0; i < rows; ++i) std::copy(bp, bp + cols, o + i * cols);
  }
  prescottGemm(false, static_cast<const float*>(hc.data_ptr()), kdim, false,
               static_cast<const float*>(wt_.data_ptr()), cols, rows, cols, kdim, 1.0f, b_.defined() ? 1.0f : 0.0f, o,
               cols);
  return out;
}

bool RecurrentLinear::fastFor(const Tensor& h) const {
  if (prescott_ || !wt_.defined() || h.dtype() != ScalarType::Float || h.dim() != 2 || h.size(1) != w_.size(1)) return false;
  const int64_t rows = h.size(0), cols = w_.size(0), kdim = w_.size(1);
  if (rows < 2) return false;  // OpenBLAS: gemv
  // OpenBLAS's small-matrix kernel (see the Note) sums in another order.
  const bool small = static_cast<double>(rows) * static_cast<double>(cols) * static_cast<double>(kdim) <= 1e6 &&
                     rows * cols <= 1200 && kdim >= 32;
  return !small;
}

Tensor RecurrentLinear::operator()(const Tensor& h) const {
  if (prescott_ && h.dtype() == ScalarType::Float && h.dim() == 2 && h.size(1) == w_.size(1) &&
      prescottGemmMatches(h.size(0), w_.size(0), w_.size(1)))
    return prescott(h);
  if (!fastFor(h)) return linear(h, w_, b_);
  Tensor hc = contiguous(h);
  Tensor out = emptyTensor({h.size(0), w_.size(0)}, ScalarType::Float);
  recurrentGemm(static_cast<const float*>(hc.data_ptr()), static_cast<const float*>(wt_.data_ptr()),
                b_.defined() ? static_cast<const float*>(b_.data_ptr()) : nullptr,
                static_cast<float*>(out.data_ptr()), h.size(0), w_.size(1), w_.size(0));
  return out;
}

}  // namespace ts::nn
