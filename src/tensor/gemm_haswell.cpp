// ===--- gemm_haswell.cpp - one-row float GEMM rounded as OpenBLAS's Haswell kernel //
// Note [One-row Haswell GEMM]: a batch-1 Linear is a one-row GEMM, which
// OpenBLAS 0.3.21 runs by packing the whole weight and then multiplying
// (most of model_mlp's time: the packing copy alone is half of it). Its
// Haswell kernels' order of operations for one row, measured bit for bit
// against cblas_sgemm here (2,000 random products, 1 to 600 columns, K up
// to 2,000, plain and transposed operands, random alpha and beta, NaNs in C):
//  - C is first scaled by beta (set to 0 when beta is 0);
//  - K is cut into blocks: while at least 2 Q = 640 remain, a block of
//    Q = 320; then, if more than Q remain, (rest / 2 + 7) & ~7 (level3.c's
//    one-thread driver, GEMM_UNROLL_M 8);
//  - per block and output: acc = +0, then acc = fma(A(0, p), B(p, j), acc)
//    in p order; then C = fma(acc, alpha, C).
// Every output keeps one chain, so each vector lane here is one output, and
// the weight is read once, 16 x 16 blocks transposed in registers. A call
// OpenBLAS would thread (above 65536 * 4 multiply-adds with more than one
// OpenBLAS thread) splits K otherwise and stays with OpenBLAS.
//
// Note [Few-row Haswell GEMM]: 2 to 11 rows (a batch of a few through a
// Linear, an LSTM step) pack the weight as one row does, and the kernel
// sums some outputs in two chains. Measured the same way (rows 2-11,
// columns to 3,000, K to 1,500, both layouts, alpha and beta):
//  - the columns are cut into blocks like K (320, or halves of 321-639);
//    in a block, its first (len / 8) * 8 columns are the "8-column" part;
//  - in the first column block, rows 0 .. rows - rows % 4 (4-row panels);
//    in later blocks, rows 0-3 when there are 4 to 7 rows, none otherwise
//    (OpenBLAS passes 8 rows there as one 8-row panel, summed in one chain);
//  - those rows, against the 8-column part, sum a K block in two chains:
//    even p and odd p below (kb / 8) * 8, the rest of p in the even chain,
//    then acc = even + odd; every other output keeps the one-chain order.
// Twelve rows and more start with a 12-row panel, whose order depends on
// the column count in a way not pinned down: they stay with OpenBLAS.
#include "tensor/gemm_haswell.h"

#include <cblas.h>
#include <immintrin.h>

#include <algorithm>
#include <string>

#include "tensor/gemm_beta.h"
#include "tensor/gemm_transpose.h"

namespace ts {
namespace {

constexpr int64_t kQ = 320;
constexpr int kChains = 4;  // 16-output vectors in flight, to cover the FMA latency
constexpr int64_t kMaxRows = 11;

bool haswellActive() {
  static const bool ok = [] {
    if (!__builtin_cpu_supports("avx512f")) return false;
    return std::string(openblas_get_corename()) == "Haswell";
  }();
  return ok;
}

/// The K blocks of the one-thread driver (level3.c; GEMM_UNROLL_M 8).
int64_t nextBlock(int64_t rest) {
  if (rest >= 2 * kQ) return kQ;
  if (rest > kQ) return (rest / 2 + 7) & ~int64_t(7);
  return rest;
}

__mmask16 lanes(int64_t n) { return static_cast<__mmask16>((1u << std::min<int64_t>(16, n)) - 1u); }

/// Up to kChains x 16 outputs from j0 over one K block [k0, k0 + kb):
/// acc = fma chains in p order, then c = fma(acc, alpha, c).
__attribute__((target("avx512f"))) void rowBlock(bool tb, const float* a, int64_t sa, const float* b, int64_t ldb,
                                                 int64_t j0, int64_t nc, int64_t k0, int64_t kb, float alpha,
                                                 float* c) {
  const int nv = static_cast<int>((nc + 15) / 16);
  __m512 acc[kChains];
  for (int v = 0; v < kChains; ++v) acc[v] = _mm512_setzero_ps();
  alignas(64) float panel[kChains][16 * 16];
  for (int64_t p0 = 0; p0 < kb; p0 += 16) {
    const int kc = static_cast<int>(std::min<int64_t>(16, kb - p0));
    if (tb)
      for (int v = 0; v < nv; ++v)
        transpose16(b + (j0 + 16 * v) * ldb + k0 + p0, ldb, static_cast<int>(std::min<int64_t>(16, nc - 16 * v)), kc,
                    panel[v]);
    for (int p = 0; p < kc; ++p) {
      const __m512 av = _mm512_set1_ps(a[(k0 + p0 + p) * sa]);
      for (int v = 0; v < nv; ++v) {
        const __m512 bv = tb ? _mm512_load_ps(panel[v] + p * 16)
                             : _mm512_maskz_loadu_ps(lanes(nc - 16 * v), b + (k0 + p0 + p) * ldb + j0 + 16 * v);
        acc[v] = _mm512_fmadd_ps(av, bv, acc[v]);
      }
    }
  }
  const __m512 al = _mm512_set1_ps(alpha);
  for (int v = 0; v < nv; ++v) {
    const __mmask16 m = lanes(nc - 16 * v);
    float* out = c + j0 + 16 * v;
    _mm512_mask_storeu_ps(out, m, _mm512_fmadd_ps(acc[v], al, _mm512_maskz_loadu_ps(m, out)));
  }
}

void oneRowGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t cols, int64_t k,
                float alpha, float* c) {
  const int64_t sa = ta ? lda : 1;
  for (int64_t j0 = 0; j0 < cols; j0 += 16 * kChains) {
    const int64_t nc = std::min<int64_t>(16 * kChains, cols - j0);
    for (int64_t k0 = 0; k0 < k;) {
      const int64_t kb = nextBlock(k - k0);
      rowBlock(tb, a, sa, b, ldb, j0, nc, k0, kb, alpha, c);
      k0 += kb;
    }
  }
}

struct FewRows {
  const float* a;
  int64_t row_stride, k_stride;  // A(r, p) = a[r * row_stride + p * k_stride]
  bool tb;
  const float* b;
  int64_t ldb;
  int64_t rows;
  float alpha;
  float* c;
  int64_t ldc;
};

/// acc[r] = fma(A(r, p), bv, acc[r]) for rows [R0, R1); R0, R1 are constants
/// so the accumulators stay in registers.
template <int R0, int R1>
__attribute__((target("avx512f"), always_inline)) inline void fmaRows(__m512* acc, const float* ap, int64_t rs,
                                                                       __m512 bv) {
#pragma GCC unroll 16
  for (int r = R0; r < R1; ++r) acc[r] = _mm512_fmadd_ps(_mm512_set1_ps(ap[r * rs]), bv, acc[r]);
}

/// Up to 16 columns from j0 of all R rows over the K block [k0, k0 + kb):
/// rows below TWO in two chains, the others in one (Note [Few-row Haswell
/// GEMM]); then c = fma(acc, alpha, c). The weight panel is read (and for
/// a transposed weight, transposed) once for all rows. R and TWO are
/// template arguments so that every accumulator lives in a register.
template <int R, int TWO>
__attribute__((target("avx512f"))) void fewRowBlock(const FewRows& g, int64_t j0, int64_t nc, int64_t k0,
                                                    int64_t kb) {
  __m512 even[R], odd[TWO > 0 ? TWO : 1];
  for (int r = 0; r < R; ++r) even[r] = _mm512_setzero_ps();
  for (int r = 0; r < TWO; ++r) odd[r] = _mm512_setzero_ps();
  const int64_t paired = kb / 8 * 8;
  const __mmask16 m = lanes(nc);
  alignas(64) float panel[16 * 16];
  for (int64_t p0 = 0; p0 < kb; p0 += 16) {
    const int kc = static_cast<int>(std::min<int64_t>(16, kb - p0));
    if (g.tb) transpose16(g.b + j0 * g.ldb + k0 + p0, g.ldb, static_cast<int>(nc), kc, panel);
    for (int p = 0; p < kc; ++p) {
      const int64_t q = p0 + p;
      const __m512 bv = g.tb ? _mm512_load_ps(panel + p * 16) : _mm512_maskz_loadu_ps(m, g.b + (k0 + q) * g.ldb + j0);
      const float* ap = g.a + (k0 + q) * g.k_stride;
      if (TWO > 0 && q < paired && (q & 1)) {
        fmaRows<0, TWO>(odd, ap, g.row_stride, bv);
        fmaRows<TWO, R>(even, ap, g.row_stride, bv);
      } else {
        fmaRows<0, R>(even, ap, g.row_stride, bv);
      }
    }
  }
  const __m512 al = _mm512_set1_ps(g.alpha);
  for (int r = 0; r < R; ++r) {
    const __m512 acc = r < TWO ? _mm512_add_ps(even[r], odd[r < TWO ? r : 0]) : even[r];
    float* out = g.c + r * g.ldc + j0;
    _mm512_mask_storeu_ps(out, m, _mm512_fmadd_ps(acc, al, _mm512_maskz_loadu_ps(m, out)));
  }
}

using FewRowBlockFn = void (*)(const FewRows&, int64_t, int64_t, int64_t, int64_t);

template <int R>
FewRowBlockFn fewRowBlockFor(int64_t two_rows) {
  if constexpr (R >= 8) {
    if (two_rows == 8) return fewRowBlock<R, 8>;
  }
  if constexpr (R >= 4) {
    if (two_rows == 4) return fewRowBlock<R, 4>;
  }
  return fewRowBlock<R, 0>;
}

/// The block kernel for `rows` rows of which the first `two_rows` (0, 4 or
/// 8: rows - rows % 4 or 4) sum in two chains.
FewRowBlockFn fewRowBlockFn(int64_t rows, int64_t two_rows) {
  switch (rows) {
    case 2: return fewRowBlockFor<2>(two_rows);
    case 3: return fewRowBlockFor<3>(two_rows);
    case 4: return fewRowBlockFor<4>(two_rows);
    case 5: return fewRowBlockFor<5>(two_rows);
    case 6: return fewRowBlockFor<6>(two_rows);
    case 7: return fewRowBlockFor<7>(two_rows);
    case 8: return fewRowBlockFor<8>(two_rows);
    case 9: return fewRowBlockFor<9>(two_rows);
    case 10: return fewRowBlockFor<10>(two_rows);
    default: return fewRowBlockFor<11>(two_rows);
  }
}

/// Columns [j0, j1) of every row over one K block, 16 at a time.
void fewRowColumns(const FewRows& g, int64_t two_rows, int64_t j0, int64_t j1, int64_t k0, int64_t kb) {
  const FewRowBlockFn block = fewRowBlockFn(g.rows, two_rows);
  for (int64_t j = j0; j < j1; j += 16) block(g, j, std::min<int64_t>(16, j1 - j), k0, kb);
}

void fewRowGemm(const FewRows& g, int64_t cols, int64_t k) {
  for (int64_t k0 = 0; k0 < k;) {
    const int64_t kb = nextBlock(k - k0);
    bool first = true;
    for (int64_t j0 = 0; j0 < cols; first = false) {
      const int64_t len = nextBlock(cols - j0), eight_end = j0 + len / 8 * 8;
      const int64_t two_rows = first ? g.rows - g.rows % 4 : (g.rows >= 4 && g.rows < 8 ? 4 : 0);
      fewRowColumns(g, two_rows, j0, eight_end, k0, kb);
      fewRowColumns(g, 0, eight_end, j0 + len, k0, kb);
      j0 += len;
    }
    k0 += kb;
  }
}

}  // namespace

bool haswellGemmMatches(int64_t rows, int64_t cols, int64_t k) {
  if (rows < 1 || rows > kMaxRows || cols <= 0 || k <= 0 || !haswellActive()) return false;
  const double products = static_cast<double>(rows) * static_cast<double>(cols) * static_cast<double>(k);
  const bool threaded = openblas_get_num_threads() > 1 && products > 65536.0 * 4;
  return !threaded;
}

void haswellGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t rows,
                 int64_t cols, int64_t k, float alpha, float beta, float* c, int64_t ldc) {
  scaleByBeta(c, rows, cols, ldc, beta);
  if (rows == 1) return oneRowGemm(ta, a, lda, tb, b, ldb, cols, k, alpha, c);
  const int64_t row_stride = ta ? 1 : lda, k_stride = ta ? lda : 1;
  fewRowGemm(FewRows{a, row_stride, k_stride, tb, b, ldb, rows, alpha, c, ldc}, cols, k);
}

}  // namespace ts
