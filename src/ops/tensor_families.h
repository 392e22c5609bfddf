// ===--- tensor_families.h - the tensor operator families ----------------=== //
// registerTensorOps binds every tensor kernel (tensor_*_ops.cpp) to its
// PyTorch 1.13 schema string (tensor_schemas.cpp), in PyTorch's order.
#pragma once

#include <cstddef>

namespace ts {

class Registry;
class Tensor;

/// Registers all tensor operators: creation, conversions, arithmetic, unary
/// math, reductions, shape/view/indexing, linear algebra and random ops.
/// Overloads of one name are added in the order PyTorch 1.13 lists them.
void registerTensorOps(Registry& r);

namespace detail {

/// Every schema string the tensor families bind, in PyTorch 1.13's order.
extern const char* const kTensorSchemas[];
extern const size_t kNumTensorSchemas;
/// A fresh conjugated copy of a complex tensor; a real one as is (or copied
/// with `copy_real`). complex_ops.cpp.
Tensor conjugate(const Tensor& t, bool copy_real);

}  // namespace detail
}  // namespace ts
