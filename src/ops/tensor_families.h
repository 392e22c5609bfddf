// ===--- tensor_families.h - the tensor operator families ----------------=== //
// registerTensorOps binds every tensor kernel (tensor_*_ops.cpp) to its
// PyTorch 1.13 schema string (tensor_schemas.cpp), in PyTorch's order.
#pragma once

#include <cstddef>
#include <mutex>

#include "tensor/generator.h"

namespace ts {

class Registry;

/// Registers all tensor operators: creation, conversions, arithmetic, unary
/// math, reductions, shape/view/indexing, linear algebra and random ops.
/// Overloads of one name are added in the order PyTorch 1.13 lists them.
void registerTensorOps(Registry& r);

/// The process-wide default CPU generator (torch.default_generator), which
/// torch.manual_seed reseeds. Lock defaultGeneratorMutex() around any use.
Generator& defaultGenerator();
std::mutex& defaultGeneratorMutex();

namespace detail {

/// Every schema string the tensor families bind, in PyTorch 1.13's order.
extern const char* const kTensorSchemas[];
extern const size_t kNumTensorSchemas;

}  // namespace detail
}  // namespace ts
