// ===--- number_ops_test.cpp - arithmetic, comparisons, conversions -------=== //
#include <cmath>
#include <limits>

#include "op_test_util.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;

TEST(NumberOps, IntArithmeticWrapsAndRoundsLikePython) {
  EXPECT_EQ(call1("aten::add.int", {IValue(2), IValue(3)}).toInt(), 5);
  EXPECT_EQ(call1("aten::add.int", {IValue(std::numeric_limits<int64_t>::max()), IValue(1)}).toInt(),
            std::numeric_limits<int64_t>::min());
  EXPECT_EQ(call1("aten::sub.int", {IValue(2), IValue(3)}).toInt(), -1);
  EXPECT_EQ(call1("aten::mul.int", {IValue(-4), IValue(3)}).toInt(), -12);
  EXPECT_EQ(call1("aten::floordiv.int", {IValue(-7), IValue(2)}).toInt(), -4);
  EXPECT_EQ(call1("aten::remainder.int", {IValue(-7), IValue(3)}).toInt(), 2);
  EXPECT_EQ(call1("aten::remainder.int", {IValue(7), IValue(-3)}).toInt(), -2);
  IValue q = call1("aten::div.int", {IValue(7), IValue(2)});
  ASSERT_TRUE(q.isDouble());
  EXPECT_EQ(q.toDouble(), 3.5);
  EXPECT_TRUE(std::isinf(call1("aten::div.int", {IValue(1), IValue(0)}).toDouble()));
}

TEST(NumberOps, DivisionByZeroErrors) {
  EXPECT_EQ(errorOf([] { call1("aten::floordiv.int", {IValue(1), IValue(0)}); }), "division by 0");
  try {
    call1("aten::remainder.int", {IValue(1), IValue(0)});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::ZeroDivisionError);
  }
  EXPECT_EQ(errorOf([] { call1("aten::floordiv.int", {IValue(std::numeric_limits<int64_t>::min()), IValue(-1)}); }),
            "");
  // Floats give inf / nan instead.
  EXPECT_TRUE(std::isinf(call1("aten::floordiv.float", {IValue(1.0), IValue(0.0)}).toDouble()));
  EXPECT_TRUE(std::isnan(call1("aten::remainder.float", {IValue(1.0), IValue(0.0)}).toDouble()));
}

TEST(NumberOps, FloatRemainderMatchesPyTorchSigns) {
  EXPECT_EQ(call1("aten::remainder.float", {IValue(7.5), IValue(2.0)}).toDouble(), 1.5);
  IValue z = call1("aten::remainder.int_float", {IValue(0), IValue(-7.5)});
  EXPECT_EQ(z.toDouble(), 0.0);
  EXPECT_TRUE(std::signbit(z.toDouble()));
  EXPECT_EQ(call1("aten::floordiv.float_int", {IValue(7.5), IValue(2)}).toDouble(), 3.0);
}

TEST(NumberOps, PowReturnsFloatForInts) {
  IValue p = call1("aten::pow.int", {IValue(2), IValue(3)});
  ASSERT_TRUE(p.isDouble());
  EXPECT_EQ(p.toDouble(), 8.0);
  EXPECT_EQ(call1("aten::pow.int", {IValue(2), IValue(-1)}).toDouble(), 0.5);
  EXPECT_EQ(errorOf([] { call1("aten::pow.int", {IValue(0), IValue(-1)}); }),
            "0.0 cannot be raised to a negative power");
  EXPECT_EQ(call1("aten::pow.int_to_int", {IValue(3), IValue(4)}).toInt(), 81);
  EXPECT_EQ(call1("aten::pow.int_to_int", {IValue(-1), IValue(-3)}).toInt(), -1);
  EXPECT_TRUE(call1("aten::pow.Scalar_Scalar", {IValue(2), IValue(2)}).isDouble());
}

TEST(NumberOps, ScalarOverloadsKeepTheKind) {
  IValue i = call1("aten::add", {IValue(2), IValue(3)});
  ASSERT_TRUE(i.isInt());
  EXPECT_EQ(i.toInt(), 5);
  IValue f = call1("aten::add", {IValue(2), IValue(0.5)});
  ASSERT_TRUE(f.isDouble());
  EXPECT_EQ(f.toDouble(), 2.5);
  IValue c = call1("aten::mul", {IValue(std::complex<double>(0, 1)), IValue(2)});
  ASSERT_TRUE(c.isComplex());
  EXPECT_EQ(c.toComplex(), std::complex<double>(0, 2));
  EXPECT_TRUE(call1("aten::div", {IValue(4), IValue(2)}).isDouble());
  EXPECT_EQ(call1("aten::floordiv", {IValue(-7), IValue(2)}).toInt(), -4);
  EXPECT_EQ(call1("aten::neg.Scalar", {IValue(2.5)}).toDouble(), -2.5);
}

TEST(NumberOps, ComplexArithmetic) {
  std::complex<double> a(1, 2), b(3, -1);
  EXPECT_EQ(call1("aten::add.complex", {IValue(a), IValue(b)}).toComplex(), a + b);
  EXPECT_EQ(call1("aten::mul.complex", {IValue(a), IValue(b)}).toComplex(), a * b);
  EXPECT_EQ(call1("aten::sub.complex_int", {IValue(a), IValue(1)}).toComplex(), std::complex<double>(0, 2));
  EXPECT_EQ(call1("aten::mul.int_complex", {IValue(2), IValue(a)}).toComplex(), std::complex<double>(2, 4));
  EXPECT_EQ(call1("aten::neg.complex", {IValue(a)}).toComplex(), -a);
}

TEST(NumberOps, BitOps) {
  EXPECT_EQ(call1("aten::__and__.int", {IValue(5), IValue(3)}).toInt(), 1);
  EXPECT_EQ(call1("aten::__or__.int", {IValue(5), IValue(2)}).toInt(), 7);
  EXPECT_EQ(call1("aten::__xor__.int", {IValue(5), IValue(1)}).toInt(), 4);
  EXPECT_EQ(call1("aten::__lshift__.int", {IValue(5), IValue(2)}).toInt(), 20);
  EXPECT_EQ(call1("aten::__rshift__.int", {IValue(-8), IValue(1)}).toInt(), -4);
  EXPECT_EQ(call1("aten::__xor__.bool", {IValue(true), IValue(false)}).toBool(), true);
  EXPECT_EQ(call1("aten::__and__.bool", {IValue(true), IValue(false)}).toBool(), false);
}

TEST(NumberOps, Conversions) {
  EXPECT_EQ(call1("aten::Int.float", {IValue(-2.5)}).toInt(), -2);
  EXPECT_EQ(call1("aten::Int.float", {IValue(std::nan(""))}).toInt(), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(call1("aten::Int.str", {IValue("-7")}).toInt(), -7);
  EXPECT_NE(errorOf([] { call1("aten::Int.str", {IValue(" 7 ")}); }), "");
  EXPECT_EQ(call1("aten::Int.bool", {IValue(true)}).toInt(), 1);
  EXPECT_EQ(call1("aten::Float.str", {IValue("2e3")}).toDouble(), 2000.0);
  EXPECT_EQ(call1("aten::Float.int", {IValue(3)}).toDouble(), 3.0);
  EXPECT_EQ(call1("aten::Bool.float", {IValue(0.0)}).toBool(), false);
  EXPECT_EQ(call1("aten::Bool.int", {IValue(2)}).toBool(), true);
  EXPECT_EQ(call1("aten::Complex.int_float", {IValue(1), IValue(2.5)}).toComplex(), std::complex<double>(1, 2.5));
  EXPECT_EQ(call1("aten::Int.Scalar", {IValue(3.9)}).toInt(), 3);
  EXPECT_TRUE(call1("aten::Float.Scalar", {IValue(3)}).isDouble());
}

TEST(CompareOps, NumbersStringsAndMixed) {
  EXPECT_TRUE(call1("aten::lt.int", {IValue(1), IValue(2)}).toBool());
  EXPECT_TRUE(call1("aten::le.int_float", {IValue(2), IValue(2.0)}).toBool());
  EXPECT_FALSE(call1("aten::eq.float", {IValue(std::nan("")), IValue(std::nan(""))}).toBool());
  EXPECT_TRUE(call1("aten::ne.float", {IValue(std::nan("")), IValue(std::nan(""))}).toBool());
  EXPECT_TRUE(call1("aten::gt.str", {IValue("b"), IValue("a")}).toBool());
  EXPECT_TRUE(call1("aten::eq.str", {IValue("a"), IValue("a")}).toBool());
  EXPECT_TRUE(call1("aten::eq", {IValue(1), IValue(1.0)}).toBool());
  EXPECT_TRUE(call1("aten::ge", {IValue(3), IValue(2)}).toBool());
  EXPECT_TRUE(call1("aten::eq.bool", {IValue(true), IValue(true)}).toBool());
  EXPECT_TRUE(call1("aten::eq.complex_float", {IValue(std::complex<double>(2, 0)), IValue(2.0)}).toBool());
  EXPECT_TRUE(call1("aten::eq.device", {IValue(Device{}), IValue(Device{})}).toBool());
  EXPECT_NE(errorOf([] { call1("aten::lt", {IValue(std::complex<double>(1, 1)), IValue(1)}); }), "");
}

}  // namespace
}  // namespace ts
