// ===--- py_int_test.cpp - int/float arithmetic with TorchScript semantics ---=== //
// Expected values come from torch.jit.script functions run on PyTorch 1.13.
#include "support/py_int.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "support/py_float.h"
#include "support/slice_indices.h"

namespace ts {
namespace {

constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr double kInf = std::numeric_limits<double>::infinity();

void expectError(void (*fn)(), ErrorKind kind, const std::string& msg) {
  try {
    fn();
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), kind);
    EXPECT_EQ(e.message(), msg);
  }
}

TEST(PyInt, FloorDivAndMod) {
  EXPECT_EQ(pyFloorDiv(7, 2), 3);
  EXPECT_EQ(pyFloorDiv(-7, 2), -4);
  EXPECT_EQ(pyFloorDiv(7, -2), -4);
  EXPECT_EQ(pyFloorDiv(-7, -2), 3);
  EXPECT_EQ(pyFloorDiv(0, 5), 0);
  EXPECT_EQ(pyFloorDiv(-6, 3), -2);
  EXPECT_EQ(pyFloorDiv(kMin, 1), kMin);
  EXPECT_EQ(pyMod(7, 2), 1);
  EXPECT_EQ(pyMod(-7, 2), 1);
  EXPECT_EQ(pyMod(7, -2), -1);
  EXPECT_EQ(pyMod(-7, -2), -1);
  EXPECT_EQ(pyMod(0, 5), 0);
  EXPECT_EQ(pyMod(-6, 3), 0);
  EXPECT_EQ(pyMod(kMin, 3), 1);
  EXPECT_EQ(pyMod(kMax, -2), -1);
  EXPECT_EQ(pyDivmod(-7, 2), std::make_pair(int64_t{-4}, int64_t{1}));
  EXPECT_EQ(pyDivmod(7, -2), std::make_pair(int64_t{-4}, int64_t{-1}));
  EXPECT_EQ(pyDivmod(kMin, 1), std::make_pair(kMin, int64_t{0}));
}

TEST(PyInt, OverflowWrapsInsteadOfTrapping) {
  // PyTorch dies with SIGFPE here; we wrap like the rest of int64 arithmetic.
  EXPECT_EQ(pyFloorDiv(kMin, -1), kMin);
  EXPECT_EQ(pyMod(kMin, -1), 0);
  EXPECT_EQ(pyAdd(kMax, 1), kMin);
  EXPECT_EQ(pySub(kMin, 1), kMax);
  EXPECT_EQ(pyMul(kMax, 2), -2);
  EXPECT_EQ(pyNeg(kMin), kMin);
  EXPECT_EQ(pyAbs(kMin), kMin);
  EXPECT_EQ(pyAbs(-5), 5);
}

TEST(PyInt, ZeroDivisors) {
  expectError([] { pyFloorDiv(7, 0); }, ErrorKind::RuntimeError, "division by 0");
  expectError([] { pyFloorDiv(0, 0); }, ErrorKind::RuntimeError, "division by 0");
  expectError([] { pyMod(7, 0); }, ErrorKind::ZeroDivisionError, "integer modulo by zero");
  expectError([] { pyDivmod(7, 0); }, ErrorKind::RuntimeError,
              "ZeroDivisionError: integer division or modulo by zero");
  expectError([] { pyFloatDivmod(7.0, 0.0); }, ErrorKind::RuntimeError,
              "ZeroDivisionError: float divmod()");
  expectError([] { pyFloatDivmod(1.0, -0.0); }, ErrorKind::RuntimeError,
              "ZeroDivisionError: float divmod()");
  EXPECT_EQ(pyTrueDiv(7, 0), kInf);
  EXPECT_TRUE(std::isnan(pyTrueDiv(0, 0)));
  EXPECT_EQ(pyTrueDiv(-7, 2), -3.5);
}

TEST(PyInt, Pow) {
  EXPECT_EQ(pyPow(2, 3), 8.0);
  EXPECT_EQ(pyPow(2, -1), 0.5);
  EXPECT_EQ(pyPow(-2, 3), -8.0);
  EXPECT_EQ(pyPow(0, 0), 1.0);
  EXPECT_EQ(pyPow(2, 64), 18446744073709551616.0);
  EXPECT_EQ(pyPow(10, 20), 1e20);
  EXPECT_TRUE(std::isnan(pyPow(-8.0, 1.0 / 3)));
  EXPECT_TRUE(std::isnan(pyPow(-2.0, 0.5)));
  EXPECT_EQ(pyPow(std::nan(""), 0.0), 1.0);
  EXPECT_EQ(pyPow(1.0, std::nan("")), 1.0);
  expectError([] { pyPow(0, -1); }, ErrorKind::RuntimeError,
              "0.0 cannot be raised to a negative power");
  expectError([] { pyPow(-0.0, -1.0); }, ErrorKind::RuntimeError,
              "0.0 cannot be raised to a negative power");
}

TEST(PyInt, ShiftsMaskTheCount) {
  const int64_t cases[][4] = {// a, b, a << b, a >> b
                              {1, 63, kMin, 0},
                              {1, 64, 1, 1},
                              {1, 65, 2, 0},
                              {1, -1, kMin, 0},
                              {-1, 70, -64, -1},
                              {5, 0, 5, 5},
                              {-16, 2, -64, -4},
                              {-1, 64, -1, -1},
                              {8, 100, 549755813888, 0},
                              {-8, 100, -549755813888, -1}};
  for (const auto& c : cases) {
    EXPECT_EQ(pyShiftLeft(c[0], c[1]), c[2]) << c[0] << " << " << c[1];
    EXPECT_EQ(pyShiftRight(c[0], c[1]), c[3]) << c[0] << " >> " << c[1];
  }
}

TEST(PyInt, FloatToInt) {
  EXPECT_EQ(pyFloatToInt(1.9), 1);
  EXPECT_EQ(pyFloatToInt(-1.9), -1);
  EXPECT_EQ(pyFloatToInt(-0.0), 0);
  EXPECT_EQ(pyFloatToInt(1e19), kMin);
  EXPECT_EQ(pyFloatToInt(-1e19), kMin);
  EXPECT_EQ(pyFloatToInt(std::nan("")), kMin);
  EXPECT_EQ(pyFloatToInt(kInf), kMin);
  EXPECT_EQ(pyFloatToInt(9223372036854775808.0), kMin);
  EXPECT_EQ(pyFloatToInt(-9223372036854775808.0), kMin);
  EXPECT_EQ(pyFloatToInt(9223372036854774784.0), 9223372036854774784);
  EXPECT_EQ(pythonIntToString(kMin), "-9223372036854775808");
  EXPECT_EQ(pythonIntToString(42), "42");
}

TEST(PyFloat, FloorDivModDivmod) {
  struct Case {
    double a, b, floordiv, mod, div_q, div_r;
  };
  const double nan = std::nan("");
  const Case cases[] = {
      {7.5, 2.0, 3.0, 1.5, 3.0, 1.5},      {-7.5, 2.0, -4.0, 0.5, -4.0, 0.5},
      {7.5, -2.0, -4.0, -0.5, -4.0, -0.5}, {kInf, 2.0, kInf, nan, nan, nan},
      {2.0, kInf, 0.0, nan, 0.0, 2.0},     {-2.0, kInf, -0.0, nan, nan, kInf},
      {-0.0, 1.0, -0.0, 0.0, 0.0, -0.0},
  };
  auto same = [](double x, double y) {
    return (std::isnan(x) && std::isnan(y)) || (x == y && std::signbit(x) == std::signbit(y));
  };
  for (const Case& c : cases) {
    EXPECT_PRED2(same, pyFloatFloorDiv(c.a, c.b), c.floordiv) << c.a << " // " << c.b;
    EXPECT_PRED2(same, pyFloatMod(c.a, c.b), c.mod) << c.a << " % " << c.b;
    auto [q, r] = pyFloatDivmod(c.a, c.b);
    EXPECT_PRED2(same, q, c.div_q) << "divmod " << c.a << ", " << c.b;
    EXPECT_PRED2(same, r, c.div_r) << "divmod " << c.a << ", " << c.b;
  }
  // Division by zero is not an error for // and %.
  EXPECT_EQ(pyFloatFloorDiv(7.0, 0.0), kInf);
  EXPECT_EQ(pyFloatFloorDiv(-7.0, 0.0), -kInf);
  EXPECT_EQ(pyFloatFloorDiv(1.0, -0.0), -kInf);
  EXPECT_TRUE(std::isnan(pyFloatFloorDiv(0.0, 0.0)));
  EXPECT_TRUE(std::isnan(pyFloatMod(7.0, 0.0)));
  EXPECT_TRUE(std::isnan(pyFloatMod(-7.0, 0.0)));
}

TEST(SliceIndices, AdjustLikeCPython) {
  auto check = [](int64_t len, std::optional<int64_t> a, std::optional<int64_t> b, int64_t step,
                  int64_t start, int64_t count) {
    SliceRange r = adjustSlice(len, a, b, step);
    EXPECT_EQ(r.start, start) << len << " [" << a.value_or(-999) << ":" << b.value_or(-999) << ":"
                              << step << "]";
    EXPECT_EQ(r.length, count) << len << " [" << a.value_or(-999) << ":" << b.value_or(-999) << ":"
                               << step << "]";
  };
  check(7, std::nullopt, std::nullopt, 1, 0, 7);
  check(7, std::nullopt, std::nullopt, -1, 6, 7);
  check(7, 1, 3, 1, 1, 2);
  check(7, -3, std::nullopt, 1, 4, 3);
  check(7, std::nullopt, -3, 1, 0, 4);
  check(7, -2, std::nullopt, -2, 5, 3);
  check(7, 5, 2, 1, 5, 0);
  check(7, 100, -100, -1, 6, 7);
  check(0, std::nullopt, std::nullopt, -1, -1, 0);
  check(7, kMax, std::nullopt, -1, 6, 7);  // explicit INT64_MAX acts as None
  check(7, std::nullopt, kMin, -1, 6, 7);
  check(7, std::nullopt, std::nullopt, kMax, 0, 1);
  EXPECT_THROW(adjustSlice(3, std::nullopt, std::nullopt, 0), Error);
  EXPECT_THROW(adjustSlice(3, std::nullopt, std::nullopt, kMin), Error);
}

}  // namespace
}  // namespace ts

namespace ts {
namespace {

TEST(PyInt, HexOctBin) {
  // From PyTorch 1.13's hex()/oct()/bin() in script.
  EXPECT_EQ(pythonIntHex(0), "0x0");
  EXPECT_EQ(pythonIntOct(0), "0o0");
  EXPECT_EQ(pythonIntBin(0), "0b0");
  EXPECT_EQ(pythonIntHex(255), "0xff");
  EXPECT_EQ(pythonIntOct(255), "0o377");
  EXPECT_EQ(pythonIntBin(255), "0b11111111");
  EXPECT_EQ(pythonIntHex(-255), "-0xff");
  EXPECT_EQ(pythonIntOct(-255), "-0o377");
  EXPECT_EQ(pythonIntBin(-255), "-0b11111111");
  EXPECT_EQ(pythonIntHex(kMax), "0x7fffffffffffffff");
  EXPECT_EQ(pythonIntOct(kMax), "0o777777777777777777777");
  EXPECT_EQ(pythonIntBin(kMax), "0b" + std::string(63, '1'));
  EXPECT_EQ(pythonIntHex(kMin), "-0x8000000000000000");
  EXPECT_EQ(pythonIntOct(kMin), "-0o1000000000000000000000");
  EXPECT_EQ(pythonIntBin(kMin), "-0b1" + std::string(63, '0'));
}

}  // namespace
}  // namespace ts
