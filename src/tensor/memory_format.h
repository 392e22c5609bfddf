// ===--- memory_format.h - torch.channels_last and friends ----------------=== //
// A memory format names a stride order: contiguous (row-major), channels
// last (NHWC for a 4-d NCHW tensor, NDHWC for 5-d). Tensors carry no format
// tag; like PyTorch, a tensor "is" channels-last when its strides say so.
#pragma once

#include <optional>

#include "tensor/tensor.h"

namespace ts {

/// The values of torch.memory_format (the TorchScript int encoding).
enum class MemoryFormat : int64_t { Contiguous = 0, Preserve = 1, ChannelsLast = 2, ChannelsLast3d = 3 };

/// MemoryFormat from its int; RuntimeError for an unknown value.
MemoryFormat memoryFormatFromInt(int64_t v);
/// Strides of a dense tensor of `sizes` laid out in `format` (Contiguous or a
/// channels-last format; RuntimeError when the rank does not fit it).
DimVector stridesForFormat(IntArrayRef sizes, MemoryFormat format);
/// t.is_contiguous(memory_format=format) (Preserve is an error, as in PyTorch).
bool isContiguousAs(const Tensor& t, MemoryFormat format);
/// t.contiguous(memory_format=format): t itself when already laid out so.
Tensor contiguousAs(const Tensor& t, MemoryFormat format);
/// A new tensor with t's values laid out in `format` (never t itself);
/// Preserve keeps a channels-last layout (suggestMemoryFormat).
Tensor cloneAs(const Tensor& t, MemoryFormat format);
/// The layout an op's fresh result `out` made from `self` must have when the
/// caller asked for `format` (an int, or None for preserve): `out` itself,
/// or a channels-last copy of it. `out` may be `self` (no copy was needed
/// for the dtype), in which case a layout change copies.
Tensor matchFormat(const Tensor& out, const Tensor* self, std::optional<int64_t> format);
/// An uninitialized tensor of `sizes` laid out in `format` (Preserve = Contiguous).
Tensor emptyWithFormat(IntArrayRef sizes, ScalarType dtype, MemoryFormat format);
/// ATen's suggest_memory_format: channels-last when t's strides look
/// channels-last by c10's is_channels_last_strides_2d/3d heuristic (an
/// [N, C, 1, 1] tensor with strides [C, 1, C, C] does, though it is also
/// contiguous).
MemoryFormat suggestMemoryFormat(const Tensor& t);
/// Note [Kernel output layout]: ATen's CPU kernels for convolution, batch
/// and group norm, pooling and upsampling allocate their result in
/// `input.suggest_memory_format()`. Ours compute contiguously; this gives
/// `out` (a fresh result) the exact strides of `format` (a copy when a
/// channels-last format differs from its layout), or `out` unchanged.
Tensor inFormat(const Tensor& out, MemoryFormat format);
/// inFormat(out, suggestMemoryFormat(input)).
Tensor inFormatOf(const Tensor& out, const Tensor& input);

}  // namespace ts
