// ===--- ops_unary.h - elementwise unary ops ------------------------------=== //
// Floating functions (exp, log, sqrt, ...) promote integer and bool inputs to
// the default float dtype, as ATen's unary float ops do. In-place forms keep
// self's dtype and reject results that cannot be cast back.
#pragma once

#include <optional>

#include "tensor/tensor.h"

namespace ts {

#define TS_UNARY_DECL(name)                 \
  Tensor name(const Tensor& self);          \
  Tensor name##_(const Tensor& self);

TS_UNARY_DECL(neg)
TS_UNARY_DECL(abs)
TS_UNARY_DECL(exp)
TS_UNARY_DECL(exp2)
TS_UNARY_DECL(expm1)
TS_UNARY_DECL(log)
TS_UNARY_DECL(log2)
TS_UNARY_DECL(log10)
TS_UNARY_DECL(log1p)
TS_UNARY_DECL(sqrt)
TS_UNARY_DECL(rsqrt)
TS_UNARY_DECL(sin)
TS_UNARY_DECL(cos)
TS_UNARY_DECL(tan)
TS_UNARY_DECL(asin)
TS_UNARY_DECL(acos)
TS_UNARY_DECL(atan)
TS_UNARY_DECL(sinh)
TS_UNARY_DECL(cosh)
TS_UNARY_DECL(tanh)
TS_UNARY_DECL(erf)
TS_UNARY_DECL(erfc)
TS_UNARY_DECL(lgamma)
TS_UNARY_DECL(asinh)
TS_UNARY_DECL(erfinv)
TS_UNARY_DECL(acosh)
TS_UNARY_DECL(atanh)
TS_UNARY_DECL(sigmoid)
TS_UNARY_DECL(relu)
TS_UNARY_DECL(floor)
TS_UNARY_DECL(ceil)
TS_UNARY_DECL(round)
TS_UNARY_DECL(trunc)
TS_UNARY_DECL(frac)
TS_UNARY_DECL(reciprocal)
TS_UNARY_DECL(sign)
TS_UNARY_DECL(square)
TS_UNARY_DECL(bitwise_not)
TS_UNARY_DECL(logical_not)
#undef TS_UNARY_DECL

/// Python `-x`/`~x` aliases.
inline Tensor negative(const Tensor& self) { return neg(self); }
/// clamp(min, max); either bound optional. Float bounds on int tensors give float.
Tensor clamp(const Tensor& self, const std::optional<Scalar>& min,
             const std::optional<Scalar>& max = std::nullopt);
Tensor clamp_(const Tensor& self, const std::optional<Scalar>& min,
              const std::optional<Scalar>& max = std::nullopt);
Tensor clamp_min(const Tensor& self, const Scalar& min);
Tensor clamp_max(const Tensor& self, const Scalar& max);
/// Elementwise tests.
Tensor isnan(const Tensor& self);
Tensor isinf(const Tensor& self);
Tensor isfinite(const Tensor& self);

}  // namespace ts
