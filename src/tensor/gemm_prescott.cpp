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
// multiples of 16 take this path, and a threaded call (whose split of
// columns among threads is not modelled) goes to OpenBLAS. Here the same
// operations run in AVX-512 registers: a 6 x 64 tile of accumulators per
// micro-kernel, each lane one output's chain.
#include "tensor/gemm_prescott.h"

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

}  // namespace

bool prescottGemmMatches(int64_t rows, int64_t cols, int64_t k) {
  return prescottActive() && rows >= 2 && rows % 2 == 0 && cols % 16 == 0 && cols > 0 && k > 0 &&
         !threadedCall(rows, cols, k);
}

void prescottGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t rows,
                  int64_t cols, int64_t k, float alpha, float beta, float* c, int64_t ldc) {
  for (int64_t i = 0; i < rows; ++i) {
    float* ci = c + i * ldc;
    if (beta == 0.0f) std::fill(ci, ci + cols, 0.0f);
    else if (beta != 1.0f)
      for (int64_t j = 0; j < cols; ++j) ci[j] *= beta;
  }
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
