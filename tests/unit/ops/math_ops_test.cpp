// ===--- math_ops_test.cpp - the math module ------------------------------=== //
#include <cmath>

#include "op_test_util.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;

TEST(MathOps, FloorCeilReturnInts) {
  IValue f = call1("aten::floor.float", {IValue(-2.5)});
  ASSERT_TRUE(f.isInt());
  EXPECT_EQ(f.toInt(), -3);
  EXPECT_EQ(call1("aten::ceil.float", {IValue(2.5)}).toInt(), 3);
  EXPECT_EQ(call1("aten::floor.int", {IValue(12)}).toInt(), 12);
  EXPECT_EQ(errorOf([] { call1("aten::floor.float", {IValue(std::nan(""))}); }),
            "Cannot convert float nan to integer");
  EXPECT_EQ(errorOf([] { call1("aten::ceil.float", {IValue(HUGE_VAL)}); }), "Cannot convert float inf to integer");
  EXPECT_TRUE(call1("aten::floor.Scalar", {IValue(2.5)}).isInt());
}

TEST(MathOps, UnaryFamilies) {
  EXPECT_EQ(call1("aten::sqrt.int", {IValue(144)}).toDouble(), 12.0);
  EXPECT_TRUE(std::isnan(call1("aten::sqrt.float", {IValue(-1.0)}).toDouble()));
  EXPECT_EQ(call1("aten::log.float", {IValue(0.0)}).toDouble(), -HUGE_VAL);
  EXPECT_EQ(call1("aten::log10.float", {IValue(100.0)}).toDouble(), 2.0);
  EXPECT_EQ(call1("aten::exp.float", {IValue(1.0)}).toDouble(), std::exp(1.0));
  EXPECT_EQ(call1("aten::degrees.float", {IValue(M_PI)}).toDouble(), 180.0);
  EXPECT_EQ(call1("aten::radians.float", {IValue(180.0)}).toDouble(), M_PI);
  EXPECT_EQ(call1("aten::fabs.int", {IValue(-3)}).toDouble(), 3.0);
  EXPECT_EQ(call1("aten::round.float", {IValue(2.5)}).toDouble(), 2.0);
  EXPECT_EQ(call1("aten::round.float", {IValue(3.5)}).toDouble(), 4.0);
  EXPECT_TRUE(std::signbit(call1("aten::round.float", {IValue(-0.5)}).toDouble()));
  EXPECT_NEAR(call1("aten::gamma.float", {IValue(0.5)}).toDouble(), 1.772453850905516, 1e-15);
  IValue c = call1("aten::sqrt.Scalar", {IValue(std::complex<double>(-4, 0))});
  ASSERT_TRUE(c.isComplex());
  EXPECT_NEAR(c.toComplex().imag(), 2.0, 1e-15);
  EXPECT_TRUE(call1("aten::sqrt.Scalar", {IValue(4)}).isDouble());
  EXPECT_NE(errorOf([] { call1("aten::erf.Scalar", {IValue(std::complex<double>(1, 1))}); }), "");
}

TEST(MathOps, BinaryAndIntegerFunctions) {
  EXPECT_EQ(call1("aten::log.float_float", {IValue(8.0), IValue(2.0)}).toDouble(), 3.0);
  EXPECT_TRUE(std::isinf(call1("aten::log.int_int", {IValue(8), IValue(1)}).toDouble()));
  EXPECT_EQ(call1("aten::fmod.float", {IValue(-7.5), IValue(2.0)}).toDouble(), -1.5);
  EXPECT_EQ(call1("aten::copysign.int_float", {IValue(1), IValue(-0.0)}).toDouble(), -1.0);
  EXPECT_EQ(call1("aten::atan2.float", {IValue(0.0), IValue(1.0)}).toDouble(), 0.0);
  EXPECT_EQ(call1("aten::gcd.int", {IValue(-12), IValue(18)}).toInt(), 6);
  EXPECT_EQ(call1("aten::gcd.int", {IValue(0), IValue(0)}).toInt(), 0);
  EXPECT_EQ(call1("aten::factorial.int", {IValue(12)}).toInt(), 479001600);
  EXPECT_EQ(call1("aten::factorial.int", {IValue(21)}).toInt(), -4249290049419214848LL);
  EXPECT_EQ(call1("aten::factorial.int", {IValue(int64_t(1) << 60)}).toInt(), 0);
  EXPECT_EQ(errorOf([] { call1("aten::factorial.int", {IValue(-1)}); }),
            "factorial() not defined for negative values");
  Stack m = callOp("aten::modf", {IValue(-7.5)});
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].toDouble(), -0.5);
  EXPECT_EQ(m[1].toDouble(), -7.0);
  Stack fr = callOp("aten::frexp", {IValue(0.5)});
  EXPECT_EQ(fr[0].toDouble(), 0.5);
  EXPECT_EQ(fr[1].toInt(), 0);
  EXPECT_EQ(call1("aten::ldexp", {IValue(0.5), IValue(3)}).toDouble(), 4.0);
  EXPECT_EQ(call1("aten::ldexp", {IValue(1.0), IValue(int64_t(1) << 40)}).toDouble(), HUGE_VAL);
}

TEST(MathOps, Predicates) {
  EXPECT_TRUE(call1("aten::isnan.float", {IValue(std::nan(""))}).toBool());
  EXPECT_TRUE(call1("aten::isinf.float", {IValue(-HUGE_VAL)}).toBool());
  EXPECT_FALSE(call1("aten::isfinite.float", {IValue(HUGE_VAL)}).toBool());
  EXPECT_TRUE(call1("aten::isnan.complex", {IValue(std::complex<double>(0, std::nan("")))}).toBool());
}

}  // namespace
}  // namespace ts
