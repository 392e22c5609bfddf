// ===--- elementwise_extra_ops.cpp - the smaller elementwise operators ----=== //
// copysign, nextafter, logaddexp(2), ldexp, gcd/lcm, float_power, signbit,
// isreal, positive and frexp, with ATen's dtype rules and messages.
#include <cmath>
#include <numeric>
#include <string>

#include "ops/families.h"
#include "ops/float_map.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"

namespace ts {
namespace {

using detail::floatMap2;
using detail::HalfTypes;
using detail::kern;
using detail::toTensor;

/// ATen kernels dispatched on floating types only: `"name" not implemented for 'Long'`.
void requireFloating(ScalarType t, const char* name) {
  TS_CHECK(isFloatingType(t), std::string("\"") + name + "\" not implemented for '" + scalarTypeName(t) + "'");
}

Tensor logaddexp(const Tensor& a, const Tensor& b, bool base2) {
  requireFloating(resultType(a, b), base2 ? "logaddexp2_cpu" : "logaddexp_cpu");
  if (base2) {
    return floatMap2(a, b, "logaddexp2_cpu", [](auto x, auto y) {
      using T = decltype(x);
      if (std::isinf(x) && x == y) return x;
      T m = std::max(x, y);
      return m + std::log1p(std::exp2(-std::fabs(x - y))) / static_cast<T>(M_LN2);
    }, HalfTypes::BFloat16Only);
  }
  return floatMap2(a, b, "logaddexp_cpu", [](auto x, auto y) {
    if (std::isinf(x) && x == y) return x;
    auto m = std::max(x, y);
    return m + std::log1p(std::exp(-std::fabs(x - y)));
  }, HalfTypes::BFloat16Only);
}

Tensor nextafter(const Tensor& a, const Tensor& b) {
  requireFloating(resultType(a, b), "nextafter_cpu");
  return floatMap2(a, b, "nextafter_cpu", [](auto x, auto y) { return std::nextafter(x, y); },
                   HalfTypes::BFloat16Only);
}

Tensor copysign(const Tensor& a, const Tensor& b) {
  return floatMap2(a, b, "copysign_cpu", [](auto x, auto y) { return std::copysign(x, y); });
}

/// gcd (lcm=false) / lcm of integer tensors, with ATen's non-negative results.
Tensor gcdLcm(const Tensor& a, const Tensor& b, bool lcm) {
  ScalarType dt = resultType(a, b);
  const char* name = lcm ? "lcm_cpu" : "gcd_cpu";
  TS_CHECK(isIntegralType(dt, false), std::string("\"") + name + "\" not implemented for '" + scalarTypeName(dt) + "'");
  DimVector shape = inferSize(a.sizes(), b.sizes());
  Tensor x = contiguous(expand(a.to(ScalarType::Long), shape)), y = contiguous(expand(b.to(ScalarType::Long), shape));
  Tensor out = emptyTensor(shape, ScalarType::Long);
  const int64_t *p = x.data_ptr<int64_t>(), *q = y.data_ptr<int64_t>();
  int64_t* o = out.data_ptr<int64_t>();
  for (int64_t i = 0; i < out.numel(); ++i) {
    int64_t g = std::gcd(p[i], q[i]);
    o[i] = lcm ? (g == 0 ? 0 : std::abs(p[i] / g * q[i])) : g;
  }
  return out.to(dt);
}

/// float_power computes in double (complex double for complex operands).
ScalarType floatPowerDtype(ScalarType a, ScalarType b) {
  return isComplexType(a) || isComplexType(b) ? ScalarType::ComplexDouble : ScalarType::Double;
}
Tensor floatPower(const Tensor& a, const Tensor& b) {
  ScalarType dt = floatPowerDtype(a.dtype(), b.dtype());
  return pow(a.to(dt), b.to(dt));
}
Tensor floatPower(const Tensor& a, const Scalar& b) {
  ScalarType dt = floatPowerDtype(a.dtype(), b.isComplex() ? ScalarType::ComplexDouble : ScalarType::Double);
  return pow(a.to(dt), b);
}
Tensor floatPower(const Scalar& a, const Tensor& b) {
  ScalarType dt = floatPowerDtype(a.isComplex() ? ScalarType::ComplexDouble : ScalarType::Double, b.dtype());
  return pow(a, b.to(dt));
}
Tensor floatPowerInPlace(const Tensor& self, const Tensor& result) {
  TS_CHECK(self.dtype() == result.dtype(), std::string("the base given to float_power_ has dtype ") +
                                               scalarTypeName(self.dtype()) +
                                               " but the operation's result requires dtype " +
                                               scalarTypeName(result.dtype()));
  return copy_(self, result);
}

Tensor signbit(const Tensor& self) {
  TS_CHECK(!isComplexType(self.dtype()), "signbit is not implemented for complex tensors.");
  if (!isFloatingType(self.dtype())) return lt(self, Scalar(int64_t(0)));
  Tensor x = contiguous(self.to(ScalarType::Double));
  Tensor out = emptyTensor(self.sizes(), ScalarType::Bool);
  const double* p = x.data_ptr<double>();
  bool* o = out.data_ptr<bool>();
  for (int64_t i = 0; i < x.numel(); ++i) o[i] = std::signbit(p[i]);
  return withElementwiseLayout(out, {self});
}

/// frexp: mantissa in self's dtype and an int32 exponent, x = m * 2^e.
std::tuple<Tensor, Tensor> frexp(const Tensor& self) {
  TS_CHECK(isFloatingType(self.dtype()), "torch.frexp() only supports floating-point dtypes");
  Tensor x = contiguous(self.to(ScalarType::Double));
  Tensor m = emptyTensor(self.sizes(), ScalarType::Double), e = emptyTensor(self.sizes(), ScalarType::Int);
  const double* p = x.data_ptr<double>();
  double* mp = m.data_ptr<double>();
  int32_t* ep = e.data_ptr<int32_t>();
  for (int64_t i = 0; i < x.numel(); ++i) {
    int ex = 0;
    mp[i] = std::frexp(p[i], &ex);
    ep[i] = ex;
  }
  return {m.to(self.dtype()), e};
}

void addFloatBinaryOps(Registry& r) {
  r.add("aten::copysign.Tensor(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return copysign(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::copysign.Scalar(Tensor self, Scalar other) -> Tensor",
        kern<2>([](const IValue* a) { return copysign(toTensor(a[0]), detail::toWrappedScalar(a[1])); }));
  r.add("aten::nextafter(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return nextafter(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::logaddexp(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return logaddexp(toTensor(a[0]), toTensor(a[1]), false); }));
  r.add("aten::logaddexp2(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return logaddexp(toTensor(a[0]), toTensor(a[1]), true); }));
  // ATen: self * 2 ** other, so the result type is mul's with a float tensor.
  r.add("aten::ldexp.Tensor(Tensor self, Tensor other) -> Tensor", kern<2>([](const IValue* a) {
    return mul(toTensor(a[0]), pow(Scalar(2.0), toTensor(a[1])));
  }));
  r.add("aten::gcd(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return gcdLcm(toTensor(a[0]), toTensor(a[1]), false); }));
  r.add("aten::lcm(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return gcdLcm(toTensor(a[0]), toTensor(a[1]), true); }));
}

void addFloatPowerOps(Registry& r) {
  r.add("aten::float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor",
        kern<2>([](const IValue* a) { return floatPower(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::float_power.Scalar(Scalar self, Tensor exponent) -> Tensor",
        kern<2>([](const IValue* a) { return floatPower(detail::toScalar(a[0]), toTensor(a[1])); }));
  r.add("aten::float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
        kern<2>([](const IValue* a) { return floatPower(toTensor(a[0]), detail::toScalar(a[1])); }));
  r.add("aten::float_power_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)", kern<2>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return floatPowerInPlace(s, floatPower(s, detail::toScalar(a[1])));
  }));
  r.add("aten::float_power_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)", kern<2>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return floatPowerInPlace(s, floatPower(s, toTensor(a[1])));
  }));
}

void addPredicateOps(Registry& r) {
  r.add("aten::signbit(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return signbit(toTensor(a[0])); }));
  const Operator* imag = r.find("aten::imag");
  TS_CHECK(imag, "internal: isreal needs aten::imag");
  OpKernel imag_kernel = imag->kernel;
  r.add("aten::isreal(Tensor self) -> Tensor", kern<1>([imag_kernel](const IValue* a) {
    Tensor s = toTensor(a[0]);
    if (!isComplexType(s.dtype())) return ones_like(s, ScalarType::Bool);
    Stack st{IValue(s)};
    imag_kernel(st);
    return eq(st.back().toTensor(), Scalar(0.0));
  }));
  r.add("aten::positive(Tensor(a) self) -> Tensor(a)", kern<1>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    TS_CHECK(s.dtype() != ScalarType::Bool, "The `+` operator, on a bool tensor is not supported.");
    return s;
  }));
  r.add("aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)",
        kern<1>([](const IValue* a) { return frexp(toTensor(a[0])); }));
}

}  // namespace

void registerElementwiseExtraOps(Registry& r) {
  addFloatBinaryOps(r);
  addFloatPowerOps(r);
  addPredicateOps(r);
}

}  // namespace ts
