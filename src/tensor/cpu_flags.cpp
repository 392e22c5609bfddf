// ===--- cpu_flags.cpp - per-thread floating-point modes of the CPU ------=== //
#include "tensor/cpu_flags.h"

#if defined(__SSE__) || defined(__x86_64__)
#include <xmmintrin.h>
#endif

namespace ts {

bool setFlushDenormal(bool on) {
#if defined(__SSE__) || defined(__x86_64__)
  constexpr unsigned kFlushToZero = 0x8000, kDenormalsAreZero = 0x0040;
  unsigned csr = _mm_getcsr();
  _mm_setcsr(on ? (csr | kFlushToZero | kDenormalsAreZero) : (csr & ~(kFlushToZero | kDenormalsAreZero)));
  return true;
#else
  return false;
#endif
}

}  // namespace ts
