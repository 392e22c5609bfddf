// ===--- memory_format.cpp - stride orders of the memory formats ----------=== //
#include "tensor/memory_format.h"

#include "tensor/ops_copy.h"

namespace ts {

namespace {

/// The dims from innermost to outermost for a format of rank `dim`.
std::vector<int64_t> innerToOuter(MemoryFormat format, size_t dim) {
  if (format == MemoryFormat::ChannelsLast) {
    TS_CHECK(dim == 4, "required rank 4 tensor to use channels_last format");
    return {1, 3, 2, 0};
  }
  if (format == MemoryFormat::ChannelsLast3d) {
    TS_CHECK(dim == 5, "required rank 5 tensor to use channels_last_3d format");
    return {1, 4, 3, 2, 0};
  }
  std::vector<int64_t> order(dim);
  for (size_t i = 0; i < dim; ++i) order[i] = static_cast<int64_t>(dim - 1 - i);
  return order;
}

bool isChannelsLastFormat(MemoryFormat f) {
  return f == MemoryFormat::ChannelsLast || f == MemoryFormat::ChannelsLast3d;
}

}  // namespace

MemoryFormat memoryFormatFromInt(int64_t v) {
  TS_CHECK(v >= 0 && v <= 3, "unknown memory format " + std::to_string(v));
  return static_cast<MemoryFormat>(v);
}

DimVector stridesForFormat(IntArrayRef sizes, MemoryFormat format) {
  if (!isChannelsLastFormat(format)) return contiguousStrides(sizes);
  DimVector strides(sizes.size());
  int64_t expected = 1;
  // c10's get_channels_last_strides_*: sizes of 0 or 1 are taken as they are.
  for (int64_t d : innerToOuter(format, sizes.size())) {
    strides[d] = expected;
    expected *= sizes[d];
  }
  return strides;
}

bool isContiguousAs(const Tensor& t, MemoryFormat format) {
  TS_CHECK(format != MemoryFormat::Preserve, "preserve memory format is unsupported by the contiguous operator");
  if (!isChannelsLastFormat(format)) return t.is_contiguous();
  size_t want = format == MemoryFormat::ChannelsLast ? 4 : 5;
  if (static_cast<size_t>(t.dim()) != want) return false;
  // c10::compute_channels_last_contiguous_*: size-1 dims may have any stride.
  int64_t expected = 1;
  for (int64_t d : innerToOuter(format, want)) {
    int64_t size = t.sizes()[d];
    if (size == 1) continue;
    if (t.strides()[d] != expected) return false;
    expected *= size;
  }
  return true;
}

Tensor emptyWithFormat(IntArrayRef sizes, ScalarType dtype, MemoryFormat format) {
  if (!isChannelsLastFormat(format)) return emptyTensor(sizes, dtype);
  return emptyStrided(sizes, stridesForFormat(sizes, format), dtype);
}

Tensor contiguousAs(const Tensor& t, MemoryFormat format) {
  if (isContiguousAs(t, format)) return t;
  if (!isChannelsLastFormat(format)) return contiguous(t);
  Tensor out = emptyWithFormat(t.sizes(), t.dtype(), format);
  copy_(out, t);
  return out;
}

Tensor cloneAs(const Tensor& t, MemoryFormat format) {
  if (format == MemoryFormat::Preserve) {
    format = suggestMemoryFormat(t);
    if (!isChannelsLastFormat(format)) return clone(t);  // clone keeps dense strides
  }
  if (!isChannelsLastFormat(format)) return t.is_contiguous() ? clone(t) : contiguous(t);
  Tensor out = emptyWithFormat(t.sizes(), t.dtype(), format);
  copy_(out, t);
  return out;
}

Tensor matchFormat(const Tensor& out, const Tensor* self, std::optional<int64_t> format) {
  MemoryFormat f = format ? memoryFormatFromInt(*format) : MemoryFormat::Preserve;
  if (f == MemoryFormat::Preserve) {
    if (!self || (out.is_same(*self))) return out;
    f = suggestMemoryFormat(*self);
    // Kernels already keep a dense source's strides; only channels-last
    // layouts they do not know need restoring.
    if (!isChannelsLastFormat(f)) return out;
  }
  if (self && out.is_same(*self)) return isContiguousAs(out, f) ? out : cloneAs(out, f);
  // A fresh result takes the format's exact strides (size-1 dims included).
  if (DimVector(out.strides()) == stridesForFormat(out.sizes(), f)) return out;
  return cloneAs(out, f);
}

namespace {

/// c10's is_channels_last_strides_2d_s4 / _3d_s5: the strides decrease
/// along the format's order from C outwards; ambiguous cases are NCHW.
bool stridesLikeChannelsLast(const Tensor& t, MemoryFormat format) {
  IntArrayRef sizes = t.sizes(), strides = t.strides();
  if (strides[1] == 0) return false;
  int64_t min = 0;
  for (int64_t d : innerToOuter(format, sizes.size())) {
    if (sizes[d] == 0 || strides[d] < min) return false;
    // N111 tensors with equal strides (contiguous, or sliced N11W) are NCHW.
    if (d == 0 && min == strides[1]) return false;
    min = strides[d];
    if (sizes[d] > 1) min *= sizes[d];
  }
  return true;
}

}  // namespace

MemoryFormat suggestMemoryFormat(const Tensor& t) {
  if (t.dim() == 4 && stridesLikeChannelsLast(t, MemoryFormat::ChannelsLast)) return MemoryFormat::ChannelsLast;
  if (t.dim() == 5 && stridesLikeChannelsLast(t, MemoryFormat::ChannelsLast3d)) return MemoryFormat::ChannelsLast3d;
  return MemoryFormat::Contiguous;
}

Tensor inFormat(const Tensor& out, MemoryFormat format) {
  if (!isChannelsLastFormat(format) || out.dim() != (format == MemoryFormat::ChannelsLast ? 4 : 5)) return out;
  DimVector strides = stridesForFormat(out.sizes(), format);
  if (DimVector(out.strides()) == strides) return out;
  Tensor result = emptyStrided(out.sizes(), strides, out.dtype());
  copy_(result, out);
  return result;
}

Tensor inFormatOf(const Tensor& out, const Tensor& input) { return inFormat(out, suggestMemoryFormat(input)); }

}  // namespace ts
