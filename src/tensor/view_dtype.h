// ===--- view_dtype.h - Tensor.view(dtype) --------------------------------=== //
// Python's `x.view(torch.int32)`: PyTorch 1.13 keeps aten::view.dtype out of
// TorchScript (script `x.view(3)` is a shape), so only the Python level
// calls it.
#pragma once

#include "tensor/tensor.h"

namespace ts {

/// The same bytes read as `dtype` (ATen's view_dtype); a different element
/// size rescales the last dim, which must have stride 1.
Tensor viewDtype(const Tensor& t, ScalarType dtype);

}  // namespace ts
