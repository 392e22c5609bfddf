// ===--- compare_ops.cpp - ==, !=, <, <=, >, >= on scalars and strings ---=== //
// Comparisons of numbers (with int/float mixing), strings, bools, complex
// numbers, devices and enum values. List equality lives in list_ops.cpp.
#include <string>
#include <type_traits>

#include "ops/families.h"
#include "ops/op_helpers.h"

namespace ts {
namespace {

using detail::binaryKernel;
using detail::Complex;
using detail::getAs;

enum class Cmp { Eq, Ne, Lt, Le, Gt, Ge };

template <class T>
bool compareOrdered(Cmp c, const T& a, const T& b);

template <class T>
bool compare(Cmp c, const T& a, const T& b) {
  if constexpr (std::is_same_v<T, Complex>) {
    // Only ==/!= are registered for complex numbers.
    return c == Cmp::Eq ? a == b : a != b;
  } else {
    return compareOrdered(c, a, b);
  }
}

template <class T>
bool compareOrdered(Cmp c, const T& a, const T& b) {
  switch (c) {
    case Cmp::Eq: return a == b;
    case Cmp::Ne: return a != b;
    case Cmp::Lt: return a < b;
    case Cmp::Le: return a <= b;
    case Cmp::Gt: return a > b;
    case Cmp::Ge: return a >= b;
  }
  return false;
}

template <class T>
OpKernel cmpKernel(Cmp c) {
  return [c](Stack& s) {
    T b = getAs<T>(s.back());
    s.pop_back();
    IValue& a = s.back();
    a = IValue(compare<T>(c, getAs<T>(a), b));
  };
}

OpKernel strCmpKernel(Cmp c) {
  return [c](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    a = IValue(compare<std::string>(c, a.toStr(), b.toStr()));
  };
}

// Scalar comparisons: ints compare exactly, complex only for ==/!=.
OpKernel scalarCmpKernel(Cmp c) {
  return [c](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    if (a.isComplex() || b.isComplex()) {
      TS_CHECK(c == Cmp::Eq || c == Cmp::Ne, "'<' and '>' are not supported for complex numbers");
      bool eq = a.toComplex() == b.toComplex();
      a = IValue(c == Cmp::Eq ? eq : !eq);
    } else if (a.isDouble() || b.isDouble()) {
      a = IValue(compare<double>(c, a.toNumber(), b.toNumber()));
    } else {
      a = IValue(compare<int64_t>(c, getAs<int64_t>(a), getAs<int64_t>(b)));
    }
  };
}

void addOrdered(Registry& r, const char* name, Cmp c) {
  std::string n = std::string("aten::") + name;
  r.add(n + ".int(int a, int b) -> bool", cmpKernel<int64_t>(c));
  r.add(n + ".float(float a, float b) -> bool", cmpKernel<double>(c));
  r.add(n + ".int_float(int a, float b) -> bool", cmpKernel<double>(c));
  r.add(n + ".float_int(float a, int b) -> bool", cmpKernel<double>(c));
  r.add(n + "(Scalar a, Scalar b) -> bool", scalarCmpKernel(c));
  r.add(n + ".str(str a, str b) -> bool", strCmpKernel(c));
}

void addEquality(Registry& r, const char* name, Cmp c) {
  addOrdered(r, name, c);
  std::string n = std::string("aten::") + name;
  r.add(n + ".bool(bool a, bool b) -> bool", cmpKernel<bool>(c));
  r.add(n + ".complex(complex a, complex b) -> bool", cmpKernel<Complex>(c));
  r.add(n + ".complex_float(complex a, float b) -> bool", cmpKernel<Complex>(c));
  r.add(n + ".float_complex(float a, complex b) -> bool", cmpKernel<Complex>(c));
  bool want_eq = c == Cmp::Eq;
  r.add(n + ".device(Device a, Device b) -> bool", [want_eq](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    a = IValue((a.toDevice() == b.toDevice()) == want_eq);
  });
  r.add(n + ".enum(AnyEnumType a, AnyEnumType b) -> bool", [want_eq](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    a = IValue(valuesEqual(a, b) == want_eq);
  });
}

}  // namespace

void registerCompareOps(Registry& r) {
  addEquality(r, "eq", Cmp::Eq);
  addEquality(r, "ne", Cmp::Ne);
  addOrdered(r, "lt", Cmp::Lt);
  addOrdered(r, "le", Cmp::Le);
  addOrdered(r, "gt", Cmp::Gt);
  addOrdered(r, "ge", Cmp::Ge);
}

}  // namespace ts
