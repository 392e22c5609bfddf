// ===--- vec_math.cpp - float32 exp/sigmoid rounded like PyTorch's SLEEF path === //
// Note [SLEEF expf]: SLEEF 3.5's expf_u10: q = rint(x / ln 2); s = x - q * ln2
// in two FMA steps (hi/lo parts of ln 2); a degree-6 polynomial in s by
// Horner FMAs; 1 + (s*s*u + s); scale by 2^q in two halves; flush below -104
// and overflow above 104. The AVX2+FMA version runs when the CPU has it (as
// PyTorch's dispatch does); the scalar version uses std::fma with the same
// steps, so both give identical bits.
#include "tensor/vec_math.h"

#include <cmath>
#include <cstring>
#include <limits>

#include <immintrin.h>

namespace ts {
namespace {

constexpr float kRLn2 = 1.442695040888963407359924681001892137426645954152985934135449406931f;
constexpr float kL2U = 0.693145751953125f;
constexpr float kL2L = 1.428606765330187045e-06f;
constexpr float kC0 = 0.000198527617612853646278381f;
constexpr float kC1 = 0.00139304355252534151077271f;
constexpr float kC2 = 0.00833336077630519866943359f;
constexpr float kC3 = 0.0416664853692054748535156f;
constexpr float kC4 = 0.166666671633720397949219f;
constexpr float kC5 = 0.5f;

float pow2i(int32_t q) {
  uint32_t bits = static_cast<uint32_t>(q + 0x7f) << 23;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

/// One lane of SLEEF's expf_u10 (scalar twin of expBlock8).
float sleefExpfImpl(float d) {
  float qf = std::nearbyint(d * kRLn2);
  // cvtps_epi32 gives INT_MIN for NaN and out-of-range values.
  int32_t q = (qf >= -2147483648.0f && qf < 2147483648.0f) ? static_cast<int32_t>(qf) : INT32_MIN;
  float qv = static_cast<float>(q);
  float s = std::fma(qv, -kL2U, d);
  s = std::fma(qv, -kL2L, s);
  float u = kC0;
  u = std::fma(u, s, kC1);
  u = std::fma(u, s, kC2);
  u = std::fma(u, s, kC3);
  u = std::fma(u, s, kC4);
  u = std::fma(u, s, kC5);
  u = 1.0f + std::fma(s * s, u, s);
  int32_t h = q >> 1;
  u = u * pow2i(h) * pow2i(q - h);
  if (d < -104.0f) u = 0.0f;
  if (104.0f < d) u = std::numeric_limits<float>::infinity();
  return u;
}

#define TS_AVX2 __attribute__((target("avx2,fma"), always_inline)) inline

TS_AVX2 __m256 pow2Block8(__m256i e) {
  return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(e, _mm256_set1_epi32(0x7f)), 23));
}

TS_AVX2 __m256 expBlock8(__m256 d) {
  __m256i q = _mm256_cvtps_epi32(_mm256_mul_ps(d, _mm256_set1_ps(kRLn2)));
  __m256 qv = _mm256_cvtepi32_ps(q);
  __m256 s = _mm256_fmadd_ps(qv, _mm256_set1_ps(-kL2U), d);
  s = _mm256_fmadd_ps(qv, _mm256_set1_ps(-kL2L), s);
  __m256 u = _mm256_set1_ps(kC0);
  u = _mm256_fmadd_ps(u, s, _mm256_set1_ps(kC1));
  u = _mm256_fmadd_ps(u, s, _mm256_set1_ps(kC2));
  u = _mm256_fmadd_ps(u, s, _mm256_set1_ps(kC3));
  u = _mm256_fmadd_ps(u, s, _mm256_set1_ps(kC4));
  u = _mm256_fmadd_ps(u, s, _mm256_set1_ps(kC5));
  u = _mm256_add_ps(_mm256_set1_ps(1.0f), _mm256_fmadd_ps(_mm256_mul_ps(s, s), u, s));
  __m256i h = _mm256_srai_epi32(q, 1);
  u = _mm256_mul_ps(_mm256_mul_ps(u, pow2Block8(h)), pow2Block8(_mm256_sub_epi32(q, h)));
  __m256 low = _mm256_cmp_ps(d, _mm256_set1_ps(-104.0f), _CMP_LT_OQ);
  u = _mm256_andnot_ps(low, u);
  __m256 high = _mm256_cmp_ps(_mm256_set1_ps(104.0f), d, _CMP_LT_OQ);
  return _mm256_blendv_ps(u, _mm256_set1_ps(std::numeric_limits<float>::infinity()), high);
}

bool haveAvx2Fma() {
  static const bool ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return ok;
}

/// exp over whole 8-lane registers; returns how many elements it did.
__attribute__((target("avx2,fma"))) int64_t expBlocksAvx2(const float* in, float* out, int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) _mm256_storeu_ps(out + i, expBlock8(_mm256_loadu_ps(in + i)));
  return i;
}

/// sigmoid in pairs of registers (cpu_kernel_vec's unroll); returns the count done.
__attribute__((target("avx2,fma"))) int64_t sigmoidBlocksAvx2(const float* in, float* out, int64_t n) {
  // Vectorized<float> sigmoid: ((0 - x).exp() + 1).reciprocal().
  const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    for (int64_t k = 0; k < 16; k += 8) {
      __m256 e = expBlock8(_mm256_sub_ps(zero, _mm256_loadu_ps(in + i + k)));
      _mm256_storeu_ps(out + i + k, _mm256_div_ps(one, _mm256_add_ps(e, one)));
    }
  }
  return i;
}

}  // namespace

float sleefExpf(float d) { return sleefExpfImpl(d); }

// vml::vexp: every element goes through SLEEF, the last partial register too.
void expFloatRun(const float* in, float* out, int64_t n) {
  int64_t i = haveAvx2Fma() ? expBlocksAvx2(in, out, n) : 0;
  for (; i < n; ++i) out[i] = sleefExpfImpl(in[i]);
}

// cpu_kernel_vec: blocks of 16 through SLEEF, the tail through std::exp.
void sigmoidFloatRun(const float* in, float* out, int64_t n) {
  int64_t i = 0;
  if (haveAvx2Fma()) {
    i = sigmoidBlocksAvx2(in, out, n);
  } else {
    for (int64_t end = n / 16 * 16; i < end; ++i) out[i] = 1.0f / (sleefExpfImpl(0.0f - in[i]) + 1.0f);
  }
  for (; i < n; ++i) out[i] = 1.0f / (1.0f + std::exp(-in[i]));
}

}  // namespace ts
