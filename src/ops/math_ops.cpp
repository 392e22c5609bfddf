// ===--- math_ops.cpp - the math module ----------------------------------=== //
// math.* as PyTorch registers it: each function has .int/.float (float
// result), often .complex, and a .Scalar overload that keeps the argument's
// kind; floor/ceil return ints.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "support/float_format.h"
#include "support/py_int.h"

namespace ts {
namespace {

using detail::binaryKernel;
using detail::Complex;
using detail::getAs;
using detail::unaryKernel;

using RealFn = double (*)(double);
using ComplexFn = Complex (*)(Complex);

// Registers `name.int`, `name.float`, `name.Scalar` and, if cf is given,
// `name.complex`. The Scalar overload gives complex for complex input and
// float otherwise.
void addUnary(Registry& r, const std::string& name, RealFn f, ComplexFn cf) {
  std::string n = "aten::" + name;
  r.add(n + ".int(int a) -> float", unaryKernel<double>(f));
  r.add(n + ".float(float a) -> float", unaryKernel<double>(f));
  if (cf) r.add(n + ".complex(complex a) -> complex", unaryKernel<Complex>(cf));
  r.add(n + ".Scalar(Scalar a) -> Scalar", [f, cf, name](Stack& s) {
    IValue& a = s.back();
    if (a.isComplex()) {
      TS_CHECK(cf != nullptr, "math." + name + "() does not support complex numbers");
      a = IValue(cf(a.toComplex()));
    } else {
      a = IValue(f(a.toNumber()));
    }
  });
}

/// float -> int for floor/ceil: NaN and infinities cannot become ints.
int64_t checkedToInt(double v) {
  TS_CHECK(std::isfinite(v), "Cannot convert float " + scriptFloatRepr(v) + " to integer");
  return pyFloatToInt(v);
}

void registerFloorCeil(Registry& r) {
  auto reg = [&r](const std::string& name, RealFn f) {
    std::string n = "aten::" + name;
    r.add(n + ".int(int a) -> int", unaryKernel<int64_t>([](int64_t a) { return a; }));
    r.add(n + ".float(float a) -> int",
          unaryKernel<double>([f](double a) { return checkedToInt(f(a)); }));
    r.add(n + ".Scalar(Scalar a) -> Scalar", [f](Stack& s) {
      IValue& a = s.back();
      if (a.isDouble()) a = IValue(checkedToInt(f(a.toDouble())));
      else a = IValue(getAs<int64_t>(a));
    });
  };
  reg("floor", [](double a) { return std::floor(a); });
  reg("ceil", [](double a) { return std::ceil(a); });
}

void registerUnaryFamilies(Registry& r) {
#define TS_COMPLEX_UNARY(fn)                                          \
  addUnary(r, #fn, [](double a) -> double { return std::fn(a); }, \
           [](Complex a) -> Complex { return std::fn(a); })
  TS_COMPLEX_UNARY(acos);
  TS_COMPLEX_UNARY(acosh);
  TS_COMPLEX_UNARY(asin);
  TS_COMPLEX_UNARY(asinh);
  TS_COMPLEX_UNARY(atan);
  TS_COMPLEX_UNARY(atanh);
  TS_COMPLEX_UNARY(cos);
  TS_COMPLEX_UNARY(cosh);
  TS_COMPLEX_UNARY(sin);
  TS_COMPLEX_UNARY(sinh);
  TS_COMPLEX_UNARY(tan);
  TS_COMPLEX_UNARY(tanh);
  TS_COMPLEX_UNARY(exp);
  TS_COMPLEX_UNARY(log);
  TS_COMPLEX_UNARY(log10);
  TS_COMPLEX_UNARY(sqrt);
#undef TS_COMPLEX_UNARY
#define TS_REAL_UNARY(name, expr) addUnary(r, name, [](double a) -> double { return expr; }, nullptr)
  TS_REAL_UNARY("degrees", a * (180.0 / M_PI));
  TS_REAL_UNARY("radians", a * (M_PI / 180.0));
  TS_REAL_UNARY("erf", std::erf(a));
  TS_REAL_UNARY("erfc", std::erfc(a));
  TS_REAL_UNARY("expm1", std::expm1(a));
  TS_REAL_UNARY("fabs", std::fabs(a));
  TS_REAL_UNARY("gamma", std::tgamma(a));
  TS_REAL_UNARY("lgamma", std::lgamma(a));
  TS_REAL_UNARY("log1p", std::log1p(a));
  // round() rounds halves to even, like Python 3 (std::nearbyint).
  TS_REAL_UNARY("round", std::nearbyint(a));
#undef TS_REAL_UNARY
  registerFloorCeil(r);
  r.add("aten::angle.int(int a) -> float", unaryKernel<double>([](double a) { return a < 0 ? M_PI : 0.0; }));
  r.add("aten::angle.float(float a) -> float",
        unaryKernel<double>([](double a) { return std::isnan(a) ? a : a < 0 ? M_PI : 0.0; }));
  r.add("aten::angle.complex(complex a) -> float", unaryKernel<Complex>([](Complex a) { return std::arg(a); }));
  r.add("aten::angle.Scalar(Scalar a) -> Scalar", unaryKernel<Complex>([](Complex a) { return std::arg(a); }));
}

void registerPredicates(Registry& r) {
  r.add("aten::isnan.float(float a) -> bool", unaryKernel<double>([](double a) { return std::isnan(a); }));
  r.add("aten::isinf.float(float a) -> bool", unaryKernel<double>([](double a) { return std::isinf(a); }));
  r.add("aten::isfinite.float(float a) -> bool", unaryKernel<double>([](double a) { return std::isfinite(a); }));
  r.add("aten::isnan.complex(complex a) -> bool", unaryKernel<Complex>([](Complex a) {
          return std::isnan(a.real()) || std::isnan(a.imag());
        }));
  r.add("aten::isinf.complex(complex a) -> bool", unaryKernel<Complex>([](Complex a) {
          return std::isinf(a.real()) || std::isinf(a.imag());
        }));
  r.add("aten::isfinite.complex(complex a) -> bool", unaryKernel<Complex>([](Complex a) {
          return std::isfinite(a.real()) && std::isfinite(a.imag());
        }));
}

// Binary float functions with .int/.float/.int_float/.float_int overloads
// and a Scalar overload spelled `scalar_overload` ("" for `name(Scalar a, ...)`).
void addBinaryReal(Registry& r, const std::string& name, const std::string& scalar_overload,
                   double (*f)(double, double)) {
  std::string n = "aten::" + name;
  for (const char* ov : {"int", "float", "int_float", "float_int"}) {
    std::string o = ov;
    std::string ta = o.substr(0, o.find('_'));
    std::string tb = o.find('_') == std::string::npos ? ta : o.substr(o.find('_') + 1);
    r.add(n + "." + o + "(" + ta + " a, " + tb + " b) -> float", binaryKernel<double, double>(f));
  }
  std::string so = scalar_overload.empty() ? "" : "." + scalar_overload;
  r.add(n + so + "(Scalar a, Scalar b) -> float", binaryKernel<double, double>(f));
}

void registerBinary(Registry& r) {
  addBinaryReal(r, "atan2", "Scalar_Scalar", [](double a, double b) { return std::atan2(a, b); });
  addBinaryReal(r, "copysign", "", [](double a, double b) { return std::copysign(a, b); });
  addBinaryReal(r, "fmod", "", [](double a, double b) { return std::fmod(a, b); });
  addBinaryReal(r, "mathremainder", "", [](double a, double b) { return std::remainder(a, b); });
  auto logb = [](double a, double b) { return std::log(a) / std::log(b); };
  for (const char* ov : {"int_int", "float_float", "int_float", "float_int"}) {
    std::string o = ov;
    std::string ta = o.substr(0, o.find('_')), tb = o.substr(o.find('_') + 1);
    r.add("aten::log." + o + "(" + ta + " a, " + tb + " b) -> float", binaryKernel<double, double>(logb));
  }
  auto clogb = [](Complex a, Complex b) { return std::log(a) / std::log(b); };
  for (const char* ov : {"complex_complex", "complex_float", "complex_int", "float_complex", "int_complex"}) {
    std::string o = ov;
    std::string ta = o.substr(0, o.find('_')), tb = o.substr(o.find('_') + 1);
    r.add("aten::log." + o + "(" + ta + " a, " + tb + " b) -> complex", binaryKernel<Complex, Complex>(clogb));
  }
  r.add("aten::log.Scalar_Scalar(Scalar a, Scalar b) -> float", binaryKernel<double, double>(logb));
  auto polar = [](double rho, double theta) { return Complex(rho * std::cos(theta), rho * std::sin(theta)); };
  for (const char* ov : {"int", "float", "int_float", "float_int"}) {
    std::string o = ov;
    std::string ta = o.substr(0, o.find('_'));
    std::string tb = o.find('_') == std::string::npos ? ta : o.substr(o.find('_') + 1);
    r.add("aten::polar." + o + "(" + ta + " a, " + tb + " b) -> complex", binaryKernel<double, double>(polar));
  }
  r.add("aten::polar.Scalar_Scalar(Scalar a, Scalar b) -> Scalar", binaryKernel<double, double>(polar));
}

int64_t gcd(int64_t a, int64_t b) {
  while (b != 0) {
    int64_t t = detail::truncRem(a, b);
    a = b;
    b = t;
  }
  return pyAbs(a);
}

int64_t factorial(int64_t n) {
  TS_CHECK(n >= 0, "factorial() not defined for negative values");
  // From 66! on, the product holds at least 64 factors of two, so the
  // int64-wrapped result PyTorch computes is 0; stop early instead of looping.
  if (n >= 66) return 0;
  int64_t result = 1;
  for (int64_t i = 2; i <= n; ++i) result = pyMul(result, i);
  return result;
}

void registerIntegerAndSplit(Registry& r) {
  r.add("aten::gcd.int(int a, int b) -> int", binaryKernel<int64_t, int64_t>(gcd));
  r.add("aten::factorial.int(int a) -> int", unaryKernel<int64_t>(factorial));
  r.add("aten::modf(float a) -> (float, float)", [](Stack& s) {
    double ipart = 0;
    double frac = std::modf(s.back().toNumber(), &ipart);
    s.back() = IValue(frac);
    s.emplace_back(ipart);
  });
  r.add("aten::frexp(float a) -> (float, int)", [](Stack& s) {
    int e = 0;
    double m = std::frexp(s.back().toNumber(), &e);
    s.back() = IValue(m);
    s.emplace_back(static_cast<int64_t>(e));
  });
  r.add("aten::ldexp(float x, int i) -> float", [](Stack& s) {
    int64_t i = getAs<int64_t>(s.back());
    s.pop_back();
    // Exponents past +-100000 already over/underflow every double.
    int e = static_cast<int>(std::max<int64_t>(-100000, std::min<int64_t>(100000, i)));
    s.back() = IValue(std::ldexp(s.back().toNumber(), e));
  });
}

}  // namespace

void registerMathOps(Registry& r) {
  registerUnaryFamilies(r);
  registerPredicates(r);
  registerBinary(r);
  registerIntegerAndSplit(r);
}

}  // namespace ts
