// ===--- float_map.h - elementwise floating functions over whole tensors --=== //
// Applies a scalar function to every element (or broadcast pair) of tensors
// in float or double, with ATen's float-op dtype rules: integer and bool
// inputs give the default float dtype, half types compute in float.
// Internal to src/ops/ (special_ops.cpp, elementwise_extra_ops.cpp). Results
// take the layout ATen's TensorIterator gives (Note [Composite elementwise layout]).
#pragma once

#include <string>

#include "tensor/ops.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"
#include "tensor/type_promotion.h"

namespace ts::detail {

/// ATen's `"name" not implemented for 'ComplexFloat'`.
inline void rejectComplex(ScalarType t, const char* name) {
  TS_CHECK(!isComplexType(t), std::string("\"") + name + "\" not implemented for '" + scalarTypeName(t) + "'");
}

/// The reduced-precision dtypes an ATen kernel is compiled for (1.13 leaves
/// Half, and for many special functions BFloat16, out).
enum class HalfTypes { Both, BFloat16Only, None };

/// ATen's `"name" not implemented for 'Half'` for a dtype the kernel lacks.
inline void checkHalfTypes(ScalarType t, const char* name, HalfTypes h) {
  const bool missing = (t == ScalarType::Half && h != HalfTypes::Both) || (t == ScalarType::BFloat16 && h == HalfTypes::None);
  TS_CHECK(!missing, std::string("\"") + name + "\" not implemented for '" + scalarTypeName(t) + "'");
}

/// The dtype of a floating result: floating inputs keep theirs, the rest
/// take the default float dtype.
inline ScalarType floatResult(ScalarType t) { return isFloatingType(t) ? t : defaultFloatType(); }

/// out[i] = f(in[i]) computed in float (float, half types) or double.
template <class F>
Tensor floatMap1(const Tensor& self, const char* name, F f, HalfTypes halves = HalfTypes::Both) {
  rejectComplex(self.dtype(), name);
  ScalarType dt = floatResult(self.dtype());
  checkHalfTypes(dt, name, halves);
  ScalarType ct = dt == ScalarType::Double ? ScalarType::Double : ScalarType::Float;
  Tensor in = contiguous(self.to(ct));
  Tensor out = emptyTensor(self.sizes(), ct);
  const int64_t n = in.numel();
  if (ct == ScalarType::Double) {
    const double* p = in.data_ptr<double>();
    double* o = out.data_ptr<double>();
    for (int64_t i = 0; i < n; ++i) o[i] = f(p[i]);
  } else {
    const float* p = in.data_ptr<float>();
    float* o = out.data_ptr<float>();
    for (int64_t i = 0; i < n; ++i) o[i] = f(p[i]);
  }
  return withElementwiseLayout(out.to(dt), {self});
}

/// out = f(a, b) over the broadcast shape, in the promoted floating dtype.
template <class F>
Tensor floatMap2(const Tensor& a, const Tensor& b, const char* name, F f, HalfTypes halves = HalfTypes::Both) {
  ScalarType common = resultType(a, b);
  rejectComplex(common, name);
  ScalarType dt = floatResult(common);
  checkHalfTypes(dt, name, halves);
  ScalarType ct = dt == ScalarType::Double ? ScalarType::Double : ScalarType::Float;
  DimVector shape = inferSize(a.sizes(), b.sizes());
  Tensor x = contiguous(expand(a.to(ct), shape)), y = contiguous(expand(b.to(ct), shape));
  Tensor out = emptyTensor(shape, ct);
  const int64_t n = out.numel();
  if (ct == ScalarType::Double) {
    const double *p = x.data_ptr<double>(), *q = y.data_ptr<double>();
    double* o = out.data_ptr<double>();
    for (int64_t i = 0; i < n; ++i) o[i] = f(p[i], q[i]);
  } else {
    const float *p = x.data_ptr<float>(), *q = y.data_ptr<float>();
    float* o = out.data_ptr<float>();
    for (int64_t i = 0; i < n; ++i) o[i] = f(p[i], q[i]);
  }
  return withElementwiseLayout(out.to(dt), {a, b});
}

}  // namespace ts::detail
