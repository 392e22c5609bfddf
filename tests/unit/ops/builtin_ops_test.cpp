// ===--- builtin_ops_test.cpp - abs/min/max/sum/divmod/chr/hex/format ------=== //
#include <cmath>

#include "op_test_util.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;
using test::floatList;
using test::intList;
using test::strList;

TEST(BuiltinOps, AbsMinMax) {
  EXPECT_EQ(call1("prim::abs.int", {IValue(-7)}).toInt(), 7);
  EXPECT_EQ(call1("prim::abs.complex", {IValue(std::complex<double>(3, 4))}).toDouble(), 5.0);
  EXPECT_TRUE(call1("prim::abs.Scalar", {IValue(-2)}).isInt());
  EXPECT_EQ(call1("prim::min.int", {IValue(3), IValue(-4)}).toInt(), -4);
  EXPECT_EQ(call1("prim::max.int_float", {IValue(5), IValue(2.5)}).toDouble(), 5.0);
  // NaN on the left loses, on the right wins (PyTorch's `a < b ? a : b`).
  EXPECT_EQ(call1("prim::min.float", {IValue(std::nan("")), IValue(1.0)}).toDouble(), 1.0);
  EXPECT_TRUE(std::isnan(call1("prim::min.float", {IValue(1.0), IValue(std::nan(""))}).toDouble()));
  EXPECT_EQ(call1("prim::min.self_int", {intList({3, 1, 4})}).toInt(), 1);
  EXPECT_EQ(call1("prim::max.self_float", {floatList({2.5, -0.5, 9.0})}).toDouble(), 9.0);
  EXPECT_EQ(errorOf([] { call1("prim::min.self_int", {intList({})}); }), "min() arg is an empty sequence");
  EXPECT_EQ(errorOf([] { call1("prim::max.self_float", {floatList({})}); }), "max() arg is an empty sequence");
  IValue a = intList({1, 2, 3}), b = intList({1, 3});
  EXPECT_TRUE(call1("prim::min.int_list", {a, b}).isSameIdentity(a));
  EXPECT_TRUE(call1("prim::max.int_list", {a, b}).isSameIdentity(b));
  IValue c = intList({1, 2}), d = intList({1, 2, 0});
  EXPECT_TRUE(call1("prim::min.int_list", {c, d}).isSameIdentity(c));
}

TEST(BuiltinOps, SumAnyAll) {
  EXPECT_EQ(call1("aten::sum.int", {intList({1, 2, 3})}).toInt(), 6);
  EXPECT_EQ(call1("aten::sum.float", {floatList({0.5, 0.25})}).toDouble(), 0.75);
  EXPECT_EQ(call1("aten::sum.bool", {makeList(Type::bool_(), {IValue(true), IValue(true)})}).toInt(), 2);
  EXPECT_TRUE(call1("aten::all.int", {intList({})}).toBool());
  EXPECT_FALSE(call1("aten::any.int", {intList({0, 0})}).toBool());
  EXPECT_TRUE(call1("aten::any.str", {strList({"", "a"})}).toBool());
}

TEST(BuiltinOps, Divmod) {
  Stack q = callOp("aten::divmod.int", {IValue(-17), IValue(5)});
  EXPECT_EQ(q[0].toInt(), -4);
  EXPECT_EQ(q[1].toInt(), 3);
  Stack f = callOp("aten::divmod.float", {IValue(-7.5), IValue(2.0)});
  EXPECT_EQ(f[0].toDouble(), -4.0);
  EXPECT_EQ(f[1].toDouble(), 0.5);
  EXPECT_EQ(errorOf([] { callOp("aten::divmod.int", {IValue(1), IValue(0)}); }),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(errorOf([] { callOp("aten::divmod.float", {IValue(1.0), IValue(0.0)}); }),
            "ZeroDivisionError: float divmod()");
}

TEST(BuiltinOps, CharsAndRadix) {
  EXPECT_EQ(call1("aten::ord", {IValue("A")}).toInt(), 65);
  EXPECT_EQ(call1("aten::chr", {IValue(72)}).toStr(), "H");
  EXPECT_EQ(call1("aten::ord", {call1("aten::chr", {IValue(233)})}).toInt(), 233);
  EXPECT_EQ(errorOf([] { call1("aten::ord", {IValue("ab")}); }), "String for ord() must be 1 character, found 2");
  EXPECT_EQ(errorOf([] { call1("aten::ord", {IValue("")}); }), "String for ord() must be 1 character, found 0");
  EXPECT_EQ(errorOf([] { call1("aten::chr", {IValue(-1)}); }), "chr() arg not in range(0x110000), found -1");
  EXPECT_EQ(call1("aten::bin", {IValue(-5)}).toStr(), "-0b101");
  EXPECT_EQ(call1("aten::hex", {IValue(255)}).toStr(), "0xff");
  EXPECT_EQ(call1("aten::oct", {IValue(8)}).toStr(), "0o10");
  EXPECT_EQ(call1("aten::hex", {IValue(0)}).toStr(), "0x0");
  EXPECT_EQ(call1("aten::hex", {IValue(std::numeric_limits<int64_t>::min())}).toStr(), "-0x8000000000000000");
}

TEST(BuiltinOps, StrHashFormat) {
  EXPECT_EQ(call1("aten::str", {IValue(2.5)}).toStr(), "2.5");
  EXPECT_EQ(call1("aten::str", {IValue(1e10)}).toStr(), "10000000000.");
  EXPECT_EQ(call1("aten::str", {floatList({1.0})}).toStr(), "[1.]");
  EXPECT_EQ(call1("aten::hash.generic", {IValue(-5)}).toInt(), -5);
  EXPECT_EQ(call1("aten::hash.generic", {IValue(true)}).toInt(), 1);
  EXPECT_EQ(call1("aten::hash.generic", {IValue("abc")}).toInt(), call1("aten::hash.generic", {IValue("abc")}).toInt());
  EXPECT_EQ(call1("aten::format", {IValue("{} and {}"), IValue(1.5), IValue("x")}).toStr(), "1.5 and x");
  EXPECT_EQ(call1("aten::format", {IValue("{:.2f} {0}"), IValue(1.5)}).toStr(), "{:.2f} {0}");
  EXPECT_EQ(call1("aten::format", {IValue("{}{}"), IValue(1), IValue(2), IValue(3)}).toStr(), "12");
  EXPECT_EQ(call1("aten::format", {IValue("{}"), intList({1, 2})}).toStr(), "[1, 2]");
  EXPECT_EQ(errorOf([] { call1("aten::format", {IValue("a{}b{}c"), IValue(1)}); }),
            "Too few arguments for format string: a{}b{}c");
}

}  // namespace
}  // namespace ts
