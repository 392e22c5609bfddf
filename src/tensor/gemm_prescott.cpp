// ===--- gemm_prescott.cpp - float GEMM rounded as OpenBLAS's Prescott kernel //
// Note [Prescott GEMM]: OpenBLAS 0.3.21 does not know the CPU model of some
// AVX-512 virtual machines ("Intel(R) Xeon(R) Processor") and falls back to
// its Prescott (SSE3) kernels; PyTorch's float products there come from them
// and run at SSE speed (three quarters of model_transformer's time). Their
// order of operations, measured bit for bit against PyTorch 1.13.1 on this
// machine (random products, 1 and 2 OpenBLAS threads, plain and transposed
// operands, with and without a bias as C):
//  - C is first scaled by beta (set to 0 when beta is 0);
//  - K is cut into blocks: while more than 2 Q = 256 remain, a block of
//    Q = 128; then, if more than Q remain, two halves: (rest / 2 + 7) & ~7
//    in the one-thread driver (level3.c), (rest + 1) / 2 in the threaded
//    one (level3_thread.c, used above 65536 * 4 multiply-adds when OpenBLAS
//    has more than one thread);
//  - per block and output: acc = +0, then acc = acc + A(i, p) * B(p, j) in
//    p order, every product and sum rounded (SSE3 has no FMA); then
//    C = alpha * acc + C.
// The edge kernels for a row count or a column count off OpenBLAS's unroll
// order differently, so only even row counts and column counts that are
// multiples of 16 take this path (and one row, below), and a threaded call (whose split of
// columns among threads is not modelled) goes to OpenBLAS. Here the same
// operations run in AVX-512 registers: a 6 x 64 tile of accumulators per
// micro-kernel, each lane one output's chain.
//
// Note [One-row Prescott GEMM]: a single row (a batch-1 Linear; N = 1 in
// OpenBLAS's column-major terms) runs the kernel's one-column edge, which
// keeps two chains per output: within a K block, the products at even
// offsets below kb & ~7 add into acc0 and the odd ones into acc1, the last
// kb % 8 into acc0 in order; the block's sum is acc0 + acc1 (measured
// against cblas_sgemm for column counts that are multiples of 4; other
// counts end in further edge kernels). The products are the same, so only
// B needs a layout with outputs side by side: a transposed B (a Linear's
// weight) is transposed 16 x 16 in registers per panel of 16 outputs,
// where OpenBLAS packs it with SSE moves (most of model_mlp's time).
#include "tensor/gemm_prescott.h"

#include "tensor/gemm_beta.h"
#include "tensor/gemm_transpose.h"

#include <cblas.h>
#include <immintrin.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace ts {
namespace {

constexpr int64_t kQ = 128;
constexpr int kMaxRows = 6;
constexpr double kThreadedMnk = 65536.0 * 4;

bool prescottActive() {
  static const bool ok = [] {
    if (!__builtin_cpu_supports("avx512f")) return false;
    return std::string(openblas_get_corename()) == "Prescott";
  }();
  return ok;
}

bool threadedCall(int64_t rows, int64_t cols, int64_t k) {
  return openblas_get_num_threads() > 1 &&
         static_cast<double>(rows) * static_cast<double>(cols) * static_cast<double>(k) > kThreadedMnk;
}

/// The K blocks of the one-thread driver (level3.c; GEMM_UNROLL_M 8).
int64_t nextBlock(int64_t rest) {
  if (rest >= 2 * kQ) return kQ;
  if (rest > kQ) return (rest / 2 + 7) & ~int64_t(7);
  return rest;
}

/// One MR x 16 NV tile over one K block: ap is [kb][kMaxRows], bp rows are
/// ldbp floats apart. c = alpha * acc + c, multiply and add rounded apart.
template <int MR, int NV>
__attribute__((target("avx512f"), optimize("fp-contract=off"))) void tile(int64_t kb, const float* ap,
                                                                           const float* bp, int64_t ldbp,
                                                                           float alpha, float* c, int64_t ldc) {
  __m512 acc[MR][NV];
  for (int r = 0; r < MR; ++r)
    for (int v = 0; v < NV; ++v) acc[r][v] = _mm512_setzero_ps();
  for (int64_t p = 0; p < kb; ++p) {
    __m512 bv[NV];
    for (int v = 0; v < NV; ++v) bv[v] = _mm512_loadu_ps(bp + p * ldbp + 16 * v);
    for (int r = 0; r < MR; ++r) {
      const __m512 av = _mm512_set1_ps(ap[p * kMaxRows + r]);
      for (int v = 0; v < NV; ++v) acc[r][v] = _mm512_add_ps(acc[r][v], _mm512_mul_ps(av, bv[v]));
    }
  }
  const __m512 al = _mm512_set1_ps(alpha);
  for (int r = 0; r < MR; ++r) {
    for (int v = 0; v < NV; ++v) {
      float* out = c + r * ldc + 16 * v;
      _mm512_storeu_ps(out, _mm512_add_ps(_mm512_mul_ps(al, acc[r][v]), _mm512_loadu_ps(out)));
    }
  }
}

using Tile = void (*)(int64_t, const float*, const float*, int64_t, float, float*, int64_t);

template <int NV, int... Rs>
constexpr std::array<Tile, sizeof...(Rs)> tileTable(std::integer_sequence<int, Rs...>) {
  return {&tile<Rs + 1, NV>...};
}

Tile tileFor(int mr, int nv) {
  static constexpr auto t1 = tileTable<1>(std::make_integer_sequence<int, kMaxRows>());
  static constexpr auto t2 = tileTable<2>(std::make_integer_sequence<int, kMaxRows>());
  static constexpr auto t3 = tileTable<3>(std::make_integer_sequence<int, kMaxRows>());
  static constexpr auto t4 = tileTable<4>(std::make_integer_sequence<int, kMaxRows>());
  const auto& t = nv == 1 ? t1 : nv == 2 ? t2 : nv == 3 ? t3 : t4;
  return t[static_cast<size_t>(mr - 1)];
}

/// One K block of a single row for the outputs j0 .. j0 + nc (nc <= 16):
/// bp(p) points at B(k0 + p, j0 ..) (16 floats apart in a panel, ldb in B).
__attribute__((target("avx512f"), optimize("fp-contract=off"))) void oneRowBlock(
    int64_t kb, const float* ap, int64_t sa, const float* bp, int64_t ldbp, int nc, float alpha, float* c) {
  const __mmask16 cm = static_cast<__mmask16>((1u << nc) - 1u);
  const int64_t paired = kb & ~int64_t(7);
  __m512 acc0 = _mm512_setzero_ps(), acc1 = _mm512_setzero_ps();
  int64_t p = 0;
  for (; p < paired; p += 2) {
    acc0 = _mm512_add_ps(acc0, _mm512_mul_ps(_mm512_set1_ps(ap[p * sa]), _mm512_maskz_loadu_ps(cm, bp + p * ldbp)));
    acc1 = _mm512_add_ps(acc1, _mm512_mul_ps(_mm512_set1_ps(ap[(p + 1) * sa]),
                                             _mm512_maskz_loadu_ps(cm, bp + (p + 1) * ldbp)));
  }
  for (; p < kb; ++p)
    acc0 = _mm512_add_ps(acc0, _mm512_mul_ps(_mm512_set1_ps(ap[p * sa]), _mm512_maskz_loadu_ps(cm, bp + p * ldbp)));
  const __m512 sum = _mm512_add_ps(acc0, acc1);
  _mm512_mask_storeu_ps(c, cm, _mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(alpha), sum), _mm512_maskz_loadu_ps(cm, c)));
}

/// c[cols] += alpha * A B for one row (Note [One-row Prescott GEMM]); c is
/// already scaled by beta.
void oneRowGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t cols, int64_t k,
                float alpha, float* c) {
  const int64_t sa = ta ? lda : 1;
  std::vector<float> panel;
  for (int64_t k0 = 0; k0 < k;) {
    const int64_t kb = nextBlock(k - k0);
    for (int64_t j0 = 0; j0 < cols; j0 += 16) {
      const int nc = static_cast<int>(std::min<int64_t>(16, cols - j0));
      if (!tb) {
        oneRowBlock(kb, a + k0 * sa, sa, b + k0 * ldb + j0, ldb, nc, alpha, c + j0);
        continue;
      }
      panel.resize(static_cast<size_t>((kb + 15) / 16 * 256));
      for (int64_t p0 = 0; p0 < kb; p0 += 16)
        transpose16(b + j0 * ldb + k0 + p0, ldb, nc, static_cast<int>(std::min<int64_t>(16, kb - p0)),
                    panel.data() + p0 * 16);
      oneRowBlock(kb, a + k0 * sa, sa, panel.data(), 16, nc, alpha, c + j0);
    }
    k0 += kb;
  }
}

}  // namespace

bool prescottGemmMatches(int64_t rows, int64_t cols, int64_t k) {
  if (!prescottActive() || cols <= 0 || k <= 0 || threadedCall(rows, cols, k)) return false;
  if (rows == 1) return cols % 4 == 0;  // Note [One-row Prescott GEMM]
  return rows >= 2 && rows % 2 == 0 && cols % 16 == 0;
}

void prescottGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t rows,
                  int64_t cols, int64_t k, float alpha, float beta, float* c, int64_t ldc) {
  scaleByBeta(c, rows, cols, ldc, beta);
  if (rows == 1) return oneRowGemm(ta, a, lda, tb, b, ldb, cols, k, alpha, c);
  std::vector<float> bpack, apack(static_cast<size_t>(kQ * 2 * kMaxRows));
  for (int64_t k0 = 0; k0 < k;) {
    const int64_t kb = nextBlock(k - k0);
    // B's block as [kb][cols] rows.
    bpack.resize(static_cast<size_t>(kb * cols));
    if (!tb) {
      for (int64_t p = 0; p < kb; ++p)
        std::memcpy(bpack.data() + p * cols, b + (k0 + p) * ldb, static_cast<size_t>(cols) * sizeof(float));
    } else {
      // 16 rows of B^T at a time: 16 sequential read streams, 16-float writes.
      for (int64_t j0 = 0; j0 < cols; j0 += 16)
        for (int64_t p = 0; p < kb; ++p)
          for (int64_t j = 0; j < 16; ++j) bpack[static_cast<size_t>(p * cols + j0 + j)] = b[(j0 + j) * ldb + k0 + p];
    }
    apack.resize(static_cast<size_t>(kb * kMaxRows));
    for (int64_t i0 = 0; i0 < rows; i0 += kMaxRows) {
      const int mr = static_cast<int>(std::min<int64_t>(kMaxRows, rows - i0));
      for (int64_t p = 0; p < kb; ++p)
        for (int r = 0; r < mr; ++r)
          apack[static_cast<size_t>(p * kMaxRows + r)] = ta ? a[(k0 + p) * lda + i0 + r] : a[(i0 + r) * lda + k0 + p];
      for (int64_t j0 = 0; j0 < cols; j0 += 64) {
        const int nv = static_cast<int>(std::min<int64_t>(64, cols - j0) / 16);
        tileFor(mr, nv)(kb, apack.data(), bpack.data() + j0, cols, alpha, c + i0 * ldc + j0, ldc);
      }
    }
    k0 += kb;
  }
}

}  // namespace ts
