// ===--- number_ops.cpp - arithmetic on int, float, complex and Scalar ---=== //
// TorchScript arithmetic: ints wrap like int64, `/` is true division, `//`
// and `%` round like Python, `**` on ints gives a float. Also bit ops and the
// int()/float()/bool()/complex() conversions.
#include <cmath>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "support/py_float.h"
#include "support/py_int.h"
#include "support/py_string.h"

namespace ts {
namespace {

using detail::binaryKernel;
using detail::Complex;
using detail::getAs;
using detail::unaryKernel;

// PyTorch's float remainder is fmod(b + fmod(a, b), b): it gives `0 % -7.5
// == -0.0` and `-2.0 % inf == nan`, which a - b*floor(a/b) does not.
double floatRemainder(double a, double b) { return std::fmod(b + std::fmod(a, b), b); }

// int ** int where the result must stay an int (aten::pow.int_to_int):
// exponentiation by squaring, wrapping like int64.
int64_t intPowInt(int64_t a, int64_t b) {
  if (b < 0) {
    TS_CHECK(a != 0, "0.0 cannot be raised to a negative power");
    if (a == 1) return 1;
    if (a == -1) return (b % 2 == 0) ? 1 : -1;
    return 0;
  }
  int64_t result = 1;
  while (b > 0) {
    if (b & 1) result = pyMul(result, a);
    a = pyMul(a, a);
    b >>= 1;
  }
  return result;
}

// Generic Scalar op: int op when both are ints (bools count as ints),
// complex when either is complex, float otherwise.
template <class FI, class FF, class FC>
OpKernel scalarBinary(FI fi, FF ff, FC fc) {
  return [fi, ff, fc](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    if (!a.isDouble() && !a.isComplex() && !b.isDouble() && !b.isComplex()) {
      a = IValue(fi(getAs<int64_t>(a), getAs<int64_t>(b)));
    } else if (a.isComplex() || b.isComplex()) {
      a = IValue(fc(a.toComplex(), b.toComplex()));
    } else {
      a = IValue(ff(a.toNumber(), b.toNumber()));
    }
  };
}

[[noreturn]] Complex noComplex(const char* op) {
  throw Error(std::string("Unsupported operator for complex numbers: ") + op);
}

// Registers name.int / .float / .int_float / .float_int and, when with_complex,
// the five complex overloads, plus the Scalar overload `name(Scalar a, Scalar b)`.
template <class FI, class FF, class FC>
void addArith(Registry& r, const std::string& name, FI fi, FF ff, FC fc, bool with_complex) {
  using R = decltype(fi(int64_t(), int64_t()));
  const std::string ri = std::is_same_v<R, double> ? "float" : "int";
  r.add("aten::" + name + ".int(int a, int b) -> " + ri, binaryKernel<int64_t, int64_t>(fi));
  r.add("aten::" + name + ".float(float a, float b) -> float", binaryKernel<double, double>(ff));
  r.add("aten::" + name + ".int_float(int a, float b) -> float", binaryKernel<double, double>(ff));
  r.add("aten::" + name + ".float_int(float a, int b) -> float", binaryKernel<double, double>(ff));
  if (with_complex) {
    for (const char* ov : {"complex", "complex_float", "complex_int", "float_complex", "int_complex"}) {
      std::string o = ov;
      std::string ta = o == "complex" ? "complex" : o.substr(0, o.find('_'));
      std::string tb = o == "complex" ? "complex" : o.substr(o.find('_') + 1);
      r.add("aten::" + name + "." + o + "(" + ta + " a, " + tb + " b) -> complex",
            binaryKernel<Complex, Complex>(fc));
    }
  }
  r.add("aten::" + name + "(Scalar a, Scalar b) -> Scalar", scalarBinary(fi, ff, fc));
}

void registerArithmetic(Registry& r) {
  addArith(r, "add", pyAdd, [](double a, double b) { return a + b; },
           [](Complex a, Complex b) { return a + b; }, true);
  addArith(r, "sub", pySub, [](double a, double b) { return a - b; },
           [](Complex a, Complex b) { return a - b; }, true);
  addArith(r, "mul", pyMul, [](double a, double b) { return a * b; },
           [](Complex a, Complex b) { return a * b; }, true);
  addArith(r, "floordiv", pyFloorDiv, pyFloatFloorDiv,
           [](Complex, Complex) -> Complex { noComplex("floordiv"); }, false);
  addArith(r, "remainder", pyMod, floatRemainder,
           [](Complex, Complex) -> Complex { noComplex("remainder"); }, false);

  // Division always gives a float (or complex).
  r.add("aten::div.int(int a, int b) -> float", binaryKernel<int64_t, int64_t>(pyTrueDiv));
  r.add("aten::div.float(float a, float b) -> float",
        binaryKernel<double, double>([](double a, double b) { return a / b; }));
  r.add("aten::div.complex(complex a, complex b) -> complex",
        binaryKernel<Complex, Complex>([](Complex a, Complex b) { return a / b; }));
  r.add("aten::div(Scalar a, Scalar b) -> float", [](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    if (a.isComplex() || b.isComplex()) {
      a = IValue(a.toComplex() / b.toComplex());
    } else {
      a = IValue(a.toNumber() / b.toNumber());
    }
  });
  r.add("aten::__round_to_zero_floordiv.int(int a, int b) -> int",
        binaryKernel<int64_t, int64_t>([](int64_t a, int64_t b) {
          TS_CHECK(b != 0, "division by 0");
          return detail::truncDiv(a, b);
        }));
}

void registerPow(Registry& r) {
  auto fpow = [](double a, double b) { return pyPow(a, b); };
  auto cpow = [](Complex a, Complex b) { return std::pow(a, b); };
  r.add("aten::pow.int(int a, int b) -> float", binaryKernel<double, double>(fpow));
  r.add("aten::pow.float(float a, float b) -> float", binaryKernel<double, double>(fpow));
  r.add("aten::pow.int_float(int a, float b) -> float", binaryKernel<double, double>(fpow));
  r.add("aten::pow.float_int(float a, int b) -> float", binaryKernel<double, double>(fpow));
  r.add("aten::pow.complex(complex a, complex b) -> complex", binaryKernel<Complex, Complex>(cpow));
  r.add("aten::pow.complex_float(complex a, float b) -> complex", binaryKernel<Complex, Complex>(cpow));
  r.add("aten::pow.float_complex(float a, complex b) -> complex", binaryKernel<Complex, Complex>(cpow));
  r.add("aten::pow.int_to_int(int a, int b) -> int", binaryKernel<int64_t, int64_t>(intPowInt));
  r.add("aten::pow.Scalar_Scalar(Scalar a, Scalar b) -> float", [fpow, cpow](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    if (a.isComplex() || b.isComplex()) {
      a = IValue(cpow(a.toComplex(), b.toComplex()));
    } else {
      a = IValue(fpow(a.toNumber(), b.toNumber()));
    }
  });
}

void registerNegAndBits(Registry& r) {
  r.add("aten::neg.int(int a) -> int", unaryKernel<int64_t>(pyNeg));
  r.add("aten::neg.float(float a) -> float", unaryKernel<double>([](double a) { return -a; }));
  r.add("aten::neg.complex(complex a) -> complex", unaryKernel<Complex>([](Complex a) { return -a; }));
  r.add("aten::neg.Scalar(Scalar a) -> Scalar", [](Stack& s) {
    IValue& a = s.back();
    if (a.isComplex()) a = IValue(-a.toComplex());
    else if (a.isDouble()) a = IValue(-a.toDouble());
    else a = IValue(pyNeg(getAs<int64_t>(a)));
  });
  r.add("aten::__and__.int(int a, int b) -> int",
        binaryKernel<int64_t, int64_t>([](int64_t a, int64_t b) { return a & b; }));
  r.add("aten::__or__.int(int a, int b) -> int",
        binaryKernel<int64_t, int64_t>([](int64_t a, int64_t b) { return a | b; }));
  r.add("aten::__xor__.int(int a, int b) -> int",
        binaryKernel<int64_t, int64_t>([](int64_t a, int64_t b) { return a ^ b; }));
  r.add("aten::__and__.bool(bool a, bool b) -> bool",
        binaryKernel<bool, bool>([](bool a, bool b) { return a && b; }));
  r.add("aten::__or__.bool(bool a, bool b) -> bool",
        binaryKernel<bool, bool>([](bool a, bool b) { return a || b; }));
  r.add("aten::__xor__.bool(bool a, bool b) -> bool",
        binaryKernel<bool, bool>([](bool a, bool b) { return a != b; }));
  r.add("aten::__lshift__.int(int a, int b) -> int", binaryKernel<int64_t, int64_t>(pyShiftLeft));
  r.add("aten::__rshift__.int(int a, int b) -> int", binaryKernel<int64_t, int64_t>(pyShiftRight));
}

int64_t scalarToInt(const IValue& v) {
  if (v.isDouble()) return pyFloatToInt(v.toDouble());
  TS_CHECK(!v.isComplex(), "Cannot convert a complex number to int");
  return getAs<int64_t>(v);
}

void registerConversions(Registry& r) {
  r.add("aten::Int.Scalar(Scalar a) -> int", unaryKernel<IValue>(scalarToInt));
  r.add("aten::Int.bool(bool a) -> int", unaryKernel<int64_t>([](int64_t a) { return a; }));
  r.add("aten::Int.float(float a) -> int", unaryKernel<double>(pyFloatToInt));
  r.add("aten::Int.str(str a) -> int",
        unaryKernel<IValue>([](const IValue& a) { return parseScriptInt(a.toStr()); }));
  auto to_float = [](double a) { return a; };
  r.add("aten::Float.Scalar(Scalar a) -> float", [](Stack& s) {
    IValue& a = s.back();
    TS_CHECK(!a.isComplex(), "Cannot convert a complex number to float");
    a = IValue(a.toNumber());
  });
  r.add("aten::Float.bool(bool a) -> float", unaryKernel<double>(to_float));
  r.add("aten::Float.int(int a) -> float", unaryKernel<double>(to_float));
  r.add("aten::Float.str(str a) -> float",
        unaryKernel<IValue>([](const IValue& a) { return parseScriptFloat(a.toStr()); }));
  r.add("aten::Bool.float(float a) -> bool", unaryKernel<double>([](double a) { return a != 0.0; }));
  r.add("aten::Bool.int(int a) -> bool", unaryKernel<int64_t>([](int64_t a) { return a != 0; }));
  r.add("aten::Complex.Scalar(Scalar a) -> complex",
        unaryKernel<Complex>([](Complex a) { return a; }));
  const char* kinds[] = {"bool", "float", "int"};
  auto make = [](double x, double y) { return Complex(x, y); };
  for (const char* x : kinds) {
    for (const char* y : kinds) {
      r.add(std::string("aten::Complex.") + x + "_" + y + "(" + x + " x, " + y + " y) -> complex",
            binaryKernel<double, double>(make));
    }
  }
}

}  // namespace

void registerNumberOps(Registry& r) {
  registerArithmetic(r);
  registerPow(r);
  registerNegAndBits(r);
  registerConversions(r);
}

}  // namespace ts
