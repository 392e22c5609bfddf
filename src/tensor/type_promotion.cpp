// ===--- type_promotion.cpp - ResultTypeState -----------------------------=== //
// Transcribed from ATen's TypeProperties.cpp (update_result_type_state and
// combine_categories) and checked against torch.result_type.
#include "tensor/type_promotion.h"

namespace ts {

namespace {

ScalarType promoteSkipUndefined(ScalarType a, ScalarType b) {
  if (a == ScalarType::Undefined) return b;
  if (b == ScalarType::Undefined) return a;
  return promoteTypes(a, b);
}

ScalarType combineCategories(ScalarType higher, ScalarType lower) {
  if (isComplexType(higher)) return higher;
  if (isComplexType(lower)) {
    // Keep the value type of a floating `higher`: float + complex128 scalar -> complex64.
    if (isFloatingType(higher)) return toComplexType(higher);
    return lower;
  }
  if (isFloatingType(higher)) return higher;
  if (higher == ScalarType::Bool || isFloatingType(lower)) {
    return promoteSkipUndefined(higher, lower);
  }
  if (higher != ScalarType::Undefined) return higher;
  return lower;
}

void updateWith(ResultTypeState& st, ScalarType current, int64_t dim, bool wrapped) {
  if (wrapped) {
    // A Python float/complex counts as the default dtype, not as double.
    if (isComplexType(current)) {
      current = defaultComplexType();
    } else if (isFloatingType(current)) {
      current = defaultFloatType();
    }
  }
  if (dim > 0) {
    st.dim_result = promoteSkipUndefined(st.dim_result, current);
  } else if (wrapped) {
    st.wrapped_result = promoteSkipUndefined(st.wrapped_result, current);
  } else {
    st.zero_result = promoteSkipUndefined(st.zero_result, current);
  }
}

}  // namespace

void ResultTypeState::update(const Tensor& t) {
  if (!t.defined()) return;
  updateWith(*this, t.dtype(), t.dim(), t.is_wrapped_number());
}

void ResultTypeState::update(const Scalar& s) { updateWith(*this, s.type(), 0, true); }

ScalarType ResultTypeState::result() const {
  return combineCategories(dim_result, combineCategories(zero_result, wrapped_result));
}

ScalarType resultType(const Tensor& a, const Tensor& b) {
  ResultTypeState st;
  st.update(a);
  st.update(b);
  return st.result();
}

ScalarType resultType(const Tensor& a, const Scalar& b) {
  ResultTypeState st;
  st.update(a);
  st.update(b);
  return st.result();
}

ScalarType resultType(const Scalar& a, const Tensor& b) { return resultType(b, a); }

ScalarType resultType(const Scalar& a, const Scalar& b) {
  ResultTypeState st;
  st.update(a);
  st.update(b);
  return st.result();
}

ScalarType resultType(const Tensor* ts, int n) {
  ResultTypeState st;
  for (int i = 0; i < n; ++i) st.update(ts[i]);
  return st.result();
}

}  // namespace ts
