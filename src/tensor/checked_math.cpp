// ===--- checked_math.cpp - overflow-checked size arithmetic ---------------=== //
// Messages are PyTorch 1.13's (c10/core/TensorImpl.h, aten/src/ATen/EmptyTensor.cpp).
#include "tensor/checked_math.h"

#include <limits>
#include <string>

#include "support/error.h"

namespace ts {

namespace {
constexpr uint64_t kStorageMax = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());

std::string listStr(IntArrayRef v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(v[i]);
  }
  return s + "]";
}
}  // namespace

int64_t checkedMul(int64_t a, int64_t b, const char* what) {
  int64_t r;
  if (mulOverflows(a, b, &r)) throw Error(std::string(what) + ": integer multiplication overflow");
  return r;
}

int64_t checkedAdd(int64_t a, int64_t b, const char* what) {
  int64_t r;
  if (addOverflows(a, b, &r)) throw Error(std::string(what) + ": integer addition overflow");
  return r;
}

bool safeMultiplyU64(IntArrayRef sizes, uint64_t* out) {
  bool overflow = false;
  uint64_t result = 1;
  for (int64_t s : sizes) overflow |= __builtin_mul_overflow(result, s, &result);
  *out = result;
  return overflow;
}

int64_t checkedNumel(IntArrayRef sizes) {
  uint64_t n = 1;
  bool overflow = safeMultiplyU64(sizes, &n);
  if (overflow || n > kStorageMax) throw Error("numel: integer multiplication overflow");
  return static_cast<int64_t>(n);
}

size_t storageNbytesContiguous(IntArrayRef sizes, size_t itemsize) {
  uint64_t n = 1;
  bool overflow = safeMultiplyU64(sizes, &n);
  overflow |= __builtin_mul_overflow(n, static_cast<uint64_t>(itemsize), &n);
  if (overflow || n > kStorageMax) {
    throw Error("Storage size calculation overflowed with sizes=" + listStr(sizes));
  }
  return static_cast<size_t>(n);
}

size_t storageNbytes(IntArrayRef sizes, IntArrayRef strides, size_t itemsize,
                     int64_t storage_offset) {
  for (int64_t s : sizes) {
    if (s == 0) return 0;
  }
  // Note [Storage extent]: unlike c10 (which wraps), a negative offset or
  // stride counts as overflow: the extent must be a real byte count.
  uint64_t size = 0;
  bool overflow = storage_offset < 0 ||
                  __builtin_add_overflow(static_cast<uint64_t>(storage_offset), uint64_t{1}, &size);
  for (size_t i = 0; i < sizes.size(); ++i) {
    uint64_t strided;
    overflow |= __builtin_mul_overflow(strides[i], sizes[i] - 1, &strided);
    overflow |= __builtin_add_overflow(size, strided, &size);
  }
  overflow |= __builtin_mul_overflow(size, static_cast<uint64_t>(itemsize), &size);
  if (overflow || size > kStorageMax) {
    throw Error("Storage size calculation overflowed with sizes=" + listStr(sizes) +
                " and strides=" + listStr(strides));
  }
  return static_cast<size_t>(size);
}

int64_t windowCount(int64_t size, int64_t pad, int64_t dil, int64_t k, int64_t stride, bool* overflowed) {
  int64_t twice_pad, padded, span, extent, diff;
  bool o = mulOverflows(pad, 2, &twice_pad);
  o |= addOverflows(size, twice_pad, &padded);
  o |= mulOverflows(dil, k - 1, &span);
  o |= addOverflows(span, 1, &extent);
  o |= __builtin_sub_overflow(padded, extent, &diff);
  *overflowed |= o;
  return wrappingAdd(diff / stride, 1);
}

void checkSymIntRange(IntArrayRef sizes) {
  constexpr int64_t kMinRepresentable = -(int64_t{1} << 62);
  for (int64_t s : sizes) {
    if (s < kMinRepresentable) {
      throw Error("IntArrayRef contains an int that cannot be represented as a SymInt: " +
                  std::to_string(s));
    }
  }
}

}  // namespace ts
