// ===--- checked_math.h - overflow-checked size, stride and byte arithmetic -=== //
// Every size, stride, numel, storage offset and byte count goes through these
// helpers, so a huge or hostile shape raises PyTorch's error instead of
// wrapping into a small buffer that kernels then write past.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tensor/dim_vector.h"

namespace ts {

/// *out = a * b; true when the exact product does not fit (then *out is the
/// product modulo 2^64, as the hardware gives it).
inline bool mulOverflows(int64_t a, int64_t b, int64_t* out) {
  return __builtin_mul_overflow(a, b, out);
}
/// *out = a + b; true when the exact sum does not fit (*out wraps).
inline bool addOverflows(int64_t a, int64_t b, int64_t* out) {
  return __builtin_add_overflow(a, b, out);
}
/// a * b modulo 2^64: what ATen's unchecked int64 arithmetic yields on x86-64.
/// Used only where PyTorch's error message shows the wrapped value; the
/// result then goes through the checked creation path.
inline int64_t wrappingMul(int64_t a, int64_t b) {
  int64_t r;
  __builtin_mul_overflow(a, b, &r);
  return r;
}
/// a + b modulo 2^64 (see wrappingMul).
inline int64_t wrappingAdd(int64_t a, int64_t b) {
  int64_t r;
  __builtin_add_overflow(a, b, &r);
  return r;
}
/// a * b; throws RuntimeError(what + ": integer multiplication overflow") on overflow.
int64_t checkedMul(int64_t a, int64_t b, const char* what);
/// a + b; throws RuntimeError(what + ": integer addition overflow") on overflow.
int64_t checkedAdd(int64_t a, int64_t b, const char* what);

/// c10::safe_multiply_u64: the product of sizes as unsigned 64-bit, true when
/// any step overflows (so [2^62, 2^62, 0] overflows but [0, 2^62, 2^62] does not).
bool safeMultiplyU64(IntArrayRef sizes, uint64_t* out);
/// Number of elements of sizes (all >= 0); throws PyTorch's
/// "numel: integer multiplication overflow" when it exceeds int64.
int64_t checkedNumel(IntArrayRef sizes);
/// Bytes of a contiguous tensor of sizes (all >= 0) and itemsize; throws
/// "Storage size calculation overflowed with sizes=[...]" beyond INT64_MAX.
size_t storageNbytesContiguous(IntArrayRef sizes, size_t itemsize);
/// Bytes a strided tensor spans from its storage offset: (offset + 1 +
/// sum((size-1)*stride)) * itemsize, 0 when any size is 0; throws "Storage
/// size calculation overflowed with sizes=[...] and strides=[...]".
size_t storageNbytes(IntArrayRef sizes, IntArrayRef strides, size_t itemsize,
                     int64_t storage_offset = 0);
/// Sliding-window count (size + 2*pad - (dil*(k-1)+1)) / stride + 1 (stride
/// > 0) in ATen's wrapping int64 arithmetic, so size errors show PyTorch's
/// wrapped values; *overflowed is set when any step wrapped, and callers must
/// refuse such a count after PyTorch's own checks.
int64_t windowCount(int64_t size, int64_t pad, int64_t dil, int64_t k, int64_t stride, bool* overflowed);
/// c10::SymInt's range check (values below -2^62 are reserved): throws
/// "IntArrayRef contains an int that cannot be represented as a SymInt: N".
void checkSymIntRange(IntArrayRef sizes);

}  // namespace ts
