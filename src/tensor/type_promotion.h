// ===--- type_promotion.h - torch.result_type -----------------------------=== //
// Operands fall into three priority tiers: n-dim tensors, 0-dim tensors and
// wrapped numbers (Python scalars). A lower tier only matters when it is of a
// higher category (bool < integral < floating < complex).
#pragma once

#include "tensor/scalar.h"
#include "tensor/tensor.h"

namespace ts {

/// Accumulates operands of one op, like c10's ResultTypeState.
struct ResultTypeState {
  ScalarType dim_result = ScalarType::Undefined;
  ScalarType zero_result = ScalarType::Undefined;
  ScalarType wrapped_result = ScalarType::Undefined;

  void update(const Tensor& t);
  void update(const Scalar& s);
  ScalarType result() const;
};

/// torch.result_type(a, b).
ScalarType resultType(const Tensor& a, const Tensor& b);
ScalarType resultType(const Tensor& a, const Scalar& b);
ScalarType resultType(const Scalar& a, const Tensor& b);
ScalarType resultType(const Scalar& a, const Scalar& b);
/// Result type of a list of tensors (undefined tensors are skipped).
ScalarType resultType(const Tensor* ts, int n);

}  // namespace ts
