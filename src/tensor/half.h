// ===--- half.h - IEEE half and bfloat16 storage types --------------------=== //
// Half and BFloat16 are 16-bit storage types; arithmetic happens in float
// (like c10's opmath), so each struct only converts to and from float.
#pragma once

#include <cstdint>
#include <cstring>

namespace ts {

namespace detail {
inline uint32_t floatBits(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
inline float bitsFloat(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }

/// Float -> IEEE binary16 with round-to-nearest-even (same result as c10).
inline uint16_t floatToHalfBits(float f) {
  uint32_t x = floatBits(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t abs = x & 0x7fffffffu;
  if (abs >= 0x7f800000u) {  // inf or nan
    return static_cast<uint16_t>(sign | (abs > 0x7f800000u ? 0x7e00u : 0x7c00u));
  }
  if (abs >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // overflow
  if (abs < 0x38800000u) {  // subnormal half (or zero): let the FPU round
    float v = bitsFloat(abs) + 0.5f;  // 0.5 = 2^-1 aligns the ulp 2^-24 at bit 0
    return static_cast<uint16_t>(sign | (floatBits(v) - 0x3f000000u));
  }
  uint32_t mant_odd = (abs >> 13) & 1u;
  abs += 0xc8000fffu + mant_odd;  // rebias exponent (-112 << 23) and round
  return static_cast<uint16_t>(sign | (abs >> 13));
}

inline float halfBitsToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0x1f) return bitsFloat(sign | 0x7f800000u | (mant << 13));
  if (exp == 0) {
    float v = static_cast<float>(mant) * 5.9604644775390625e-08f;  // 2^-24
    return sign ? -v : v;
  }
  return bitsFloat(sign | ((exp + 112) << 23) | (mant << 13));
}

inline uint16_t floatToBFloat16Bits(float f) {
  uint32_t x = floatBits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return 0x7fc0;  // canonical nan
  uint32_t rounding_bias = 0x7fffu + ((x >> 16) & 1u);
  return static_cast<uint16_t>((x + rounding_bias) >> 16);
}
}  // namespace detail

/// IEEE 754 binary16 value (torch.float16).
struct Half {
  uint16_t x = 0;
  Half() = default;
  Half(float f) : x(detail::floatToHalfBits(f)) {}
  static Half fromBits(uint16_t b) { Half h; h.x = b; return h; }
  operator float() const { return detail::halfBitsToFloat(x); }
};

/// Brain float 16: the top half of a float32 (torch.bfloat16).
struct BFloat16 {
  uint16_t x = 0;
  BFloat16() = default;
  BFloat16(float f) : x(detail::floatToBFloat16Bits(f)) {}
  static BFloat16 fromBits(uint16_t b) { BFloat16 h; h.x = b; return h; }
  operator float() const { return detail::bitsFloat(static_cast<uint32_t>(x) << 16); }
};

}  // namespace ts
