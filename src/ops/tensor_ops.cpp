// ===--- tensor_ops.cpp - registerTensorOps -------------------------------=== //
// Builds the kernel table of every tensor family, then adds each schema of
// tensor_schemas.cpp (PyTorch's order) with its kernel.
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts {
namespace detail {

KernelTable buildTensorKernelTable() {
  KernelTable k;
  addCreationKernels(k);
  addRandomKernels(k);
  addConvertKernels(k);
  addArithKernels(k);
  addUnaryKernels(k);
  addReduceKernels(k);
  addShapeKernels(k);
  addIndexKernels(k);
  addMoreKernels(k);
  addEinsumKernels(k);
  return k;
}

std::string schemaKey(const std::string& schema) { return schema.substr(0, schema.find('(')); }

}  // namespace detail

void registerTensorOps(Registry& r) {
  detail::KernelTable k = detail::buildTensorKernelTable();
  for (size_t i = 0; i < detail::kNumTensorSchemas; ++i) {
    std::string schema = detail::kTensorSchemas[i];
    auto it = k.find(detail::schemaKey(schema));
    TS_CHECK(it != k.end(), "internal: no kernel for tensor operator " + schema);
    r.add(schema, std::move(it->second));
  }
}

}  // namespace ts
