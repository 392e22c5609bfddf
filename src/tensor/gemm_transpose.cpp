// ===--- gemm_transpose.cpp - 16 x 16 float transposes in AVX-512 ---------=== //
#include "tensor/gemm_transpose.h"

#include <immintrin.h>

namespace ts {

// GCC 12 reports the deliberately undefined pass-through operand inside the
// unpack and shuffle intrinsics (`__Y`) as uninitialized; it is unused.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
__attribute__((target("avx512f"))) void transpose16(const float* src, int64_t ld, int nr, int nc, float* dst) {
  const __mmask16 cm = static_cast<__mmask16>((1u << nc) - 1u);
  __m512 r[16], t[16];
  for (int i = 0; i < 16; ++i) r[i] = i < nr ? _mm512_maskz_loadu_ps(cm, src + i * ld) : _mm512_setzero_ps();
  for (int i = 0; i < 16; i += 2) {
    t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 16; i += 4) {
    r[i] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[i]), _mm512_castps_pd(t[i + 2])));
    r[i + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[i]), _mm512_castps_pd(t[i + 2])));
    r[i + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[i + 1]), _mm512_castps_pd(t[i + 3])));
    r[i + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[i + 1]), _mm512_castps_pd(t[i + 3])));
  }
  // r[4q + m] holds, in 128-bit lane l, column 4l + m of rows 4q..4q+3.
  for (int m = 0; m < 4; ++m) {
    const __m512 a = _mm512_shuffle_f32x4(r[m], r[4 + m], 0x88), b = _mm512_shuffle_f32x4(r[m], r[4 + m], 0xdd);
    const __m512 c = _mm512_shuffle_f32x4(r[8 + m], r[12 + m], 0x88), d = _mm512_shuffle_f32x4(r[8 + m], r[12 + m], 0xdd);
    // a: lanes (col m, rows 0-3), (col 8+m, 0-3), (col m, 4-7), (col 8+m, 4-7); b: cols 4+m, 12+m.
    t[m] = _mm512_shuffle_f32x4(a, c, 0x88);        // column m
    t[8 + m] = _mm512_shuffle_f32x4(a, c, 0xdd);    // column 8 + m
    t[4 + m] = _mm512_shuffle_f32x4(b, d, 0x88);    // column 4 + m
    t[12 + m] = _mm512_shuffle_f32x4(b, d, 0xdd);   // column 12 + m
  }
  for (int i = 0; i < 16; ++i) _mm512_storeu_ps(dst + i * 16, t[i]);
}
#pragma GCC diagnostic pop

}  // namespace ts
