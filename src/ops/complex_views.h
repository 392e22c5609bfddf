// ===--- complex_views.h - view_as_real / view_as_complex ----------------=== //
// Views sharing the storage, as in ATen (complex_ops.cpp). Internal to src/ops.
#pragma once

#include "tensor/tensor.h"

namespace ts::detail {

/// (..., 2) real view of a complex tensor.
Tensor viewAsReal(const Tensor& t);
/// Complex view of a Float/Double (..., 2) tensor with a unit last stride.
Tensor viewAsComplex(const Tensor& t);

}  // namespace ts::detail
