// ===--- crc32.cpp - CRC-32 by carry-less multiplication -----------------=== //
// Loading a .pt checks the CRC of every tensor record, as PyTorch's reader
// does; with Debian 12's zlib (1.2.13, no SIMD CRC) that was a third of
// resnet18's load time. zlib-ng is not packaged for bookworm, so the folding
// algorithm of Intel's "Fast CRC Computation for Generic Polynomials Using
// PCLMULQDQ" is written here; zlib still does short buffers and the tail.
#include "serialization/crc32.h"

#include <zlib.h>

#include <algorithm>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace ts {

namespace {

uint32_t zlibCrc(uint32_t crc, const unsigned char* p, size_t n) {
  while (n > 0) {
    uInt chunk = static_cast<uInt>(std::min<size_t>(n, 0x40000000));
    crc = static_cast<uint32_t>(crc32(crc, p, chunk));
    p += chunk;
    n -= chunk;
  }
  return crc;
}

#if defined(__x86_64__)

// Note [CRC folding constants]
// For the bit-reflected polynomial 0x104C11DB7: x^(k) mod P for the fold
// distances 512±32 (R1/R2), 128±32 (R3/R4) and 64 (R5), then P' and
// floor(x^64 / P)' for the final Barrett reduction, all bit-reflected.
// These are the published values (also in Linux's crc32-pclmul_asm.S); the
// unit test checks the result against zlib on many lengths.
__attribute__((target("pclmul,sse4.1"))) __m128i foldInto(__m128i acc, __m128i k, __m128i data) {
  __m128i lo = _mm_clmulepi64_si128(acc, k, 0x00);
  __m128i hi = _mm_clmulepi64_si128(acc, k, 0x11);
  return _mm_xor_si128(_mm_xor_si128(lo, hi), data);
}

/// The raw (pre- and post-inverted by the caller) CRC state over `n` bytes,
/// n >= 64 and a multiple of 16.
__attribute__((target("pclmul,sse4.1"))) uint32_t foldCrc(uint32_t state, const unsigned char* p, size_t n) {
  auto load = [](const unsigned char* q) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(q)); };
  const __m128i k12 = _mm_set_epi64x(0x1c6e41596, 0x154442bd4);
  const __m128i k34 = _mm_set_epi64x(0x0ccaa009e, 0x1751997d0);
  const __m128i k5 = _mm_set_epi64x(0, 0x163cd6124);
  const __m128i poly = _mm_set_epi64x(0x1F7011641, 0x1DB710641);
  const __m128i mask32 = _mm_set_epi32(0, 0, 0, -1);
  __m128i x1 = _mm_xor_si128(load(p), _mm_cvtsi32_si128(static_cast<int>(state)));
  __m128i x2 = load(p + 16), x3 = load(p + 32), x4 = load(p + 48);
  p += 64;
  n -= 64;
  for (; n >= 64; p += 64, n -= 64) {
    x1 = foldInto(x1, k12, load(p));
    x2 = foldInto(x2, k12, load(p + 16));
    x3 = foldInto(x3, k12, load(p + 32));
    x4 = foldInto(x4, k12, load(p + 48));
  }
  x1 = foldInto(foldInto(foldInto(x1, k34, x2), k34, x3), k34, x4);
  for (; n >= 16; p += 16, n -= 16) x1 = foldInto(x1, k34, load(p));
  // 128 -> 64 bits (appending 32 zero bits), then 64 -> 32 by Barrett.
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), _mm_clmulepi64_si128(k34, x1, 0x01));
  __m128i t = _mm_clmulepi64_si128(_mm_and_si128(x1, mask32), k5, 0x00);
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 4), t);
  t = _mm_clmulepi64_si128(_mm_and_si128(x1, mask32), poly, 0x10);
  t = _mm_clmulepi64_si128(_mm_and_si128(t, mask32), poly, 0x00);
  return static_cast<uint32_t>(_mm_extract_epi32(_mm_xor_si128(x1, t), 1));
}

bool hasClmul() {
  static const bool yes = __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
  return yes;
}

#endif

}  // namespace

uint32_t crc32Update(uint32_t crc, const void* data, size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
#if defined(__x86_64__)
  if (size >= 64 && hasClmul()) {
    size_t body = size & ~size_t{15};
    crc = ~foldCrc(~crc, p, body);
    p += body;
    size -= body;
  }
#endif
  return zlibCrc(crc, p, size);
}

}  // namespace ts
