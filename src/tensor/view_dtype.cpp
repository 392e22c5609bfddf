// ===--- view_dtype.cpp - Tensor.view(dtype) ------------------------------=== //
#include "tensor/view_dtype.h"

#include <string>

namespace ts {
namespace {

Tensor reinterpretAs(const Tensor& t, ScalarType dtype, DimVector sizes, DimVector strides, int64_t offset) {
  return Tensor(makeRef<TensorImpl>(t.storage(), dtype, std::move(sizes), std::move(strides), offset));
}

}  // namespace

/// x.view(dtype): the same bytes read as `dtype` (ATen's view_dtype); a
/// different element size rescales the last dim, which must be dense.
Tensor viewDtype(const Tensor& t, ScalarType dtype) {
  if (t.dtype() == dtype) return t;
  const int64_t from = static_cast<int64_t>(t.element_size()), to = static_cast<int64_t>(elementSize(dtype));
  const std::string what = std::string(" to view ") + scalarTypeName(t.dtype()) + " as " + scalarTypeName(dtype) +
                           " (different element sizes)";
  DimVector sizes(t.sizes()), strides(t.strides());
  if (from == to) return reinterpretAs(t, dtype, sizes, strides, t.storage_offset());
  TS_CHECK(t.dim() != 0, "self.dim() cannot be 0" + what);
  const size_t last = sizes.size() - 1;
  if (from > to) {
    const int64_t ratio = from / to;
    TS_CHECK(t.stride(-1) == 1, "self.stride(-1) must be 1" + what + ", but got " + std::to_string(t.stride(-1)));
    for (size_t i = 0; i < last; ++i) strides[i] *= ratio;
    sizes[last] *= ratio;
    return reinterpretAs(t, dtype, sizes, strides, t.storage_offset() * ratio);
  }
  const int64_t ratio = to / from;
  const std::string by = " must be divisible by " + std::to_string(ratio);
  TS_CHECK(t.size(-1) % ratio == 0, "self.size(-1)" + by + what + ", but got " + std::to_string(t.size(-1)));
  TS_CHECK(t.storage_offset() % ratio == 0,
           "self.storage_offset()" + by + what + ", but got " + std::to_string(t.storage_offset()));
  TS_CHECK(t.stride(-1) == 1, "self.stride(-1) must be 1" + what + ", but got " + std::to_string(t.stride(-1)));
  for (size_t i = 0; i < last; ++i) {
    TS_CHECK(strides[i] % ratio == 0,
             "self.stride(" + std::to_string(i) + ")" + by + what + ", but got " + std::to_string(strides[i]));
    strides[i] /= ratio;
  }
  sizes[last] /= ratio;
  return reinterpretAs(t, dtype, sizes, strides, t.storage_offset() / ratio);
}

}  // namespace ts
