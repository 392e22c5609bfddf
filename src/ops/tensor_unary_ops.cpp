// ===--- tensor_unary_ops.cpp - elementwise unary tensor operators --------=== //
// exp/log/sin/..., rounding, sign, predicates (isnan, ...) and their in-place
// forms, bound from one table; aliases (negative, absolute, sgn, fix) share
// their kernels.
#include <cmath>

#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts::detail {
namespace {

using Unary = Tensor (*)(const Tensor&);

struct UnaryOp {
  const char* name;
  Unary fn;
  Unary inplace;
};

/// round(x, decimals): ATen scales by 10^decimals, rounds half to even, and
/// scales back (dividing first for negative decimals).
Tensor roundDecimals(const Tensor& self, int64_t decimals) {
  if (decimals == 0) return round(self);
  TS_CHECK(!isIntegralType(self.dtype(), true), "round_cpu not implemented for integer types with decimals");
  double ten_pow = std::pow(10.0, static_cast<double>(decimals < 0 ? -decimals : decimals));
  if (decimals > 0) return div(round(mul(self, Scalar(ten_pow))), Scalar(ten_pow));
  return mul(round(div(self, Scalar(ten_pow))), Scalar(ten_pow));
}

/// sgn of a real tensor is sign; of a complex one z / |z| (0 at 0).
Tensor sgn(const Tensor& self) {
  if (!self.is_complex()) return sign(self);
  Tensor mag = abs(self);
  return where(eq(mag, Scalar(0.0)), Scalar(0.0), div(self, mag));
}
Tensor sgn_(const Tensor& self) {
  if (!self.is_complex()) return sign_(self);
  copy_(self, sgn(self));
  return self;
}

}  // namespace

void addUnaryKernels(KernelTable& k) {
  const UnaryOp ops[] = {
      {"neg", &ts::neg, &ts::neg_},         {"negative", &ts::neg, &ts::neg_},
      {"abs", &ts::abs, &ts::abs_},         {"absolute", &ts::abs, &ts::abs_},
      {"exp", &ts::exp, &ts::exp_},         {"exp2", &ts::exp2, &ts::exp2_},
      {"expm1", &ts::expm1, &ts::expm1_},   {"log", &ts::log, &ts::log_},
      {"log2", &ts::log2, &ts::log2_},      {"log10", &ts::log10, &ts::log10_},
      {"log1p", &ts::log1p, &ts::log1p_},   {"sqrt", &ts::sqrt, &ts::sqrt_},
      {"rsqrt", &ts::rsqrt, &ts::rsqrt_},   {"sin", &ts::sin, &ts::sin_},
      {"cos", &ts::cos, &ts::cos_},         {"tan", &ts::tan, &ts::tan_},
      {"asin", &ts::asin, &ts::asin_},      {"acos", &ts::acos, &ts::acos_},
      {"atan", &ts::atan, &ts::atan_},      {"sinh", &ts::sinh, &ts::sinh_},
      {"cosh", &ts::cosh, &ts::cosh_},      {"tanh", &ts::tanh, &ts::tanh_},
      {"erf", &ts::erf, &ts::erf_},         {"sigmoid", &ts::sigmoid, &ts::sigmoid_},
      {"erfc", &ts::erfc, &ts::erfc_},      {"lgamma", &ts::lgamma, &ts::lgamma_},
      {"asinh", &ts::asinh, &ts::asinh_},   {"acosh", &ts::acosh, &ts::acosh_},
      {"atanh", &ts::atanh, &ts::atanh_},   {"erfinv", &ts::erfinv, &ts::erfinv_},
      {"relu", &ts::relu, &ts::relu_},      {"floor", &ts::floor, &ts::floor_},
      {"ceil", &ts::ceil, &ts::ceil_},      {"round", &ts::round, &ts::round_},
      {"trunc", &ts::trunc, &ts::trunc_},   {"fix", &ts::trunc, &ts::trunc_},
      {"frac", &ts::frac, &ts::frac_},      {"reciprocal", &ts::reciprocal, &ts::reciprocal_},
      {"sign", &ts::sign, &ts::sign_},      {"sgn", &sgn, &sgn_},
      {"square", &ts::square, &ts::square_}, {"bitwise_not", &ts::bitwise_not, &ts::bitwise_not_},
      {"logical_not", &ts::logical_not, &ts::logical_not_},
      {"isnan", &ts::isnan, nullptr},       {"isinf", &ts::isinf, nullptr},
      {"isfinite", &ts::isfinite, nullptr},
  };
  for (const UnaryOp& op : ops) {
    Unary f = op.fn;
    k[std::string("aten::") + op.name] = kern<1>([f](const IValue* a) { return f(toTensor(a[0])); });
    if (Unary fi = op.inplace) k[std::string("aten::") + op.name + "_"] = kern<1>([fi](const IValue* a) { return fi(toTensor(a[0])); });
  }
  k["aten::round.decimals"] = kern<2>([](const IValue* a) { return roundDecimals(toTensor(a[0]), toInt(a[1])); });
  k["aten::round_.decimals"] = kern<2>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return assignInPlace(s, roundDecimals(s, toInt(a[1])));
  });
  k["aten::isposinf"] = kern<1>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return logical_and(isinf(s), gt(s, Scalar(0)));
  });
  k["aten::isneginf"] = kern<1>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return logical_and(isinf(s), lt(s, Scalar(0)));
  });
}

}  // namespace ts::detail
