// ===--- str_ops_test.cpp - str methods and operators ---------------------=== //
#include "op_test_util.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;
using test::strList;

std::vector<std::string> strs(const IValue& list) {
  std::vector<std::string> out;
  for (const IValue& v : list.toList()->items) out.push_back(v.toStr());
  return out;
}

TEST(StrOps, SplitJoin) {
  EXPECT_EQ(strs(call1("aten::split.str", {IValue(" a  b "), IValue(), IValue(-1)})),
            (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(strs(call1("aten::split.str", {IValue("a,b,c"), IValue(","), IValue(1)})),
            (std::vector<std::string>{"a", "b,c"}));
  EXPECT_EQ(errorOf([] { call1("aten::split.str", {IValue("abc"), IValue(""), IValue(-1)}); }),
            "ValueError: empty separator");
  EXPECT_EQ(strs(call1("aten::rsplit", {IValue("a b c"), IValue(" "), IValue(1)})),
            (std::vector<std::string>{"a b", "c"}));
  EXPECT_EQ(strs(call1("aten::splitlines", {IValue("a\nb"), IValue(false)})), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(call1("aten::join", {IValue("-"), strList({"a", "b", "c"})}).toStr(), "a-b-c");
  Stack p = callOp("aten::partition", {IValue("k=v=w"), IValue("=")});
  ASSERT_EQ(p.size(), 3u);
  EXPECT_EQ(p[0].toStr(), "k");
  EXPECT_EQ(p[2].toStr(), "v=w");
  Stack rp = callOp("aten::rpartition", {IValue("k=v=w"), IValue("=")});
  EXPECT_EQ(rp[0].toStr(), "k=v");
}

TEST(StrOps, SearchAndReplace) {
  EXPECT_EQ(call1("aten::find", {IValue("hello"), IValue("l"), IValue(0), IValue(-1)}).toInt(), 2);
  EXPECT_EQ(call1("aten::rfind", {IValue("hello"), IValue("l"), IValue(0), IValue(-1)}).toInt(), 3);
  EXPECT_EQ(call1("aten::count", {IValue("banana"), IValue("a"), IValue(0), IValue(-1)}).toInt(), 3);
  EXPECT_TRUE(call1("aten::startswith", {IValue("hello"), IValue("he"), IValue(0), IValue(-1)}).toBool());
  EXPECT_TRUE(call1("aten::endswith", {IValue("hello"), IValue("lo"), IValue(0), IValue(-1)}).toBool());
  EXPECT_EQ(errorOf([] { call1("aten::index.str", {IValue("abc"), IValue("z"), IValue(0), IValue(-1)}); }),
            "ValueError: substring not found");
  EXPECT_EQ(call1("aten::replace", {IValue("aaa"), IValue("a"), IValue("b"), IValue(2)}).toStr(), "bba");
}

TEST(StrOps, CaseStripPad) {
  EXPECT_EQ(call1("aten::upper", {IValue("abC")}).toStr(), "ABC");
  EXPECT_EQ(call1("aten::lower", {IValue("AbC")}).toStr(), "abc");
  EXPECT_EQ(call1("aten::title", {IValue("hello world")}).toStr(), "Hello World");
  EXPECT_TRUE(call1("aten::isdigit", {IValue("123")}).toBool());
  EXPECT_FALSE(call1("aten::isalpha", {IValue("")}).toBool());
  EXPECT_EQ(call1("aten::strip", {IValue("  x \n"), IValue(" \n\t\f\v")}).toStr(), "x");
  EXPECT_EQ(call1("aten::lstrip", {IValue("xxy"), IValue("x")}).toStr(), "y");
  EXPECT_EQ(call1("aten::zfill", {IValue("-42"), IValue(5)}).toStr(), "00-42");
  EXPECT_EQ(call1("aten::rjust", {IValue("7"), IValue(3), IValue("0")}).toStr(), "007");
  EXPECT_EQ(call1("aten::ljust", {IValue("7"), IValue(3), IValue(" ")}).toStr(), "7  ");
  EXPECT_EQ(call1("aten::expandtabs", {IValue("a\tb"), IValue(4)}).toStr(), "a   b");
}

TEST(StrOps, IndexSliceConcat) {
  EXPECT_EQ(call1("aten::add.str", {IValue("ab"), IValue("cd")}).toStr(), "abcd");
  EXPECT_EQ(call1("aten::len.str", {IValue("hé")}).toInt(), 3);
  EXPECT_EQ(call1("aten::__getitem__.str", {IValue("abc"), IValue(-1)}).toStr(), "c");
  EXPECT_NE(errorOf([] { call1("aten::__getitem__.str", {IValue("abc"), IValue(3)}); }), "");
  EXPECT_EQ(call1("aten::slice.str", {IValue("abcdef"), IValue(1), IValue(), IValue(2)}).toStr(), "bdf");
  EXPECT_EQ(call1("aten::slice.str", {IValue("abc"), IValue(), IValue(), IValue(-1)}).toStr(), "cba");
  EXPECT_EQ(strs(call1("aten::list", {IValue("ab")})), (std::vector<std::string>{"a", "b"}));
}

TEST(StrOps, PercentFormat) {
  auto fmt = [](const char* f, IValue args) { return call1("aten::percentFormat", {IValue(f), args}).toStr(); };
  EXPECT_EQ(fmt("val: %s", IValue(2.0)), "val: 2.");
  EXPECT_EQ(fmt("%d %e %f %c %%", makeTuple({IValue(1.5), IValue(1.5), IValue(1.5), IValue(65)})),
            "1 1.500000e+00 1.500000 A %");
  EXPECT_EQ(errorOf([] { call1("aten::percentFormat", {IValue("%d %d"), makeTuple({IValue(1), IValue(2), IValue(3)})}); }),
            "Too many arguments for format string");
  EXPECT_EQ(errorOf([] { call1("aten::percentFormat", {IValue("%x"), IValue(1)}); }),
            "The specifier %x is not supported in TorchScript format strings");
  EXPECT_EQ(errorOf([] { call1("aten::percentFormat", {IValue("%"), IValue(1)}); }), "Incomplete format specifier");
  EXPECT_EQ(errorOf([] { call1("aten::percentFormat", {IValue("%d"), IValue("a")}); }),
            "%d requires a number for formatting, but got String");
}

}  // namespace
}  // namespace ts
