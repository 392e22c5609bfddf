// ===--- prim_print_ops_test.cpp - prim helpers and the print kernels -----=== //
#include <unistd.h>

#include <cstdio>

#include "op_test_util.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;

TEST(PrimOps, IdentityAndOptional) {
  IValue l = makeList(Type::int_());
  EXPECT_TRUE(call1("aten::__is__", {l, l}).toBool());
  EXPECT_FALSE(call1("aten::__is__", {l, makeList(Type::int_())}).toBool());
  EXPECT_TRUE(call1("aten::__is__", {IValue(), IValue()}).toBool());
  EXPECT_TRUE(call1("aten::__isnot__", {IValue(1), IValue()}).toBool());
  EXPECT_FALSE(call1("aten::__not__", {IValue(true)}).toBool());
  EXPECT_EQ(call1("aten::_unwrap_optional", {IValue(3)}).toInt(), 3);
  EXPECT_EQ(errorOf([] { call1("aten::_unwrap_optional", {IValue()}); }), "Unwrapping null optional");
}

TEST(PrimOps, RangesEnumsDevices) {
  EXPECT_EQ(call1("aten::__range_length", {IValue(2), IValue(8), IValue(2)}).toInt(), 3);
  EXPECT_EQ(call1("aten::__range_length", {IValue(8), IValue(2), IValue(-3)}).toInt(), 2);
  EXPECT_EQ(call1("aten::__range_length", {IValue(5), IValue(2), IValue(1)}).toInt(), 0);
  EXPECT_EQ(errorOf([] { call1("aten::__range_length", {IValue(0), IValue(1), IValue(0)}); }),
            "range() arg 3 must not be zero");
  EXPECT_EQ(call1("aten::__derive_index", {IValue(2), IValue(10), IValue(3)}).toInt(), 16);
  EnumType* color = EnumType::create("__torch__.Color2", Type::int_());
  IValue red(makeRef<EnumObj>(color, "RED", IValue(1)));
  EXPECT_EQ(call1("prim::EnumName", {red}).toStr(), "RED");
  EXPECT_EQ(call1("prim::EnumValue.int", {red}).toInt(), 1);
  EXPECT_TRUE(call1("aten::eq.enum", {red, red}).toBool());
  IValue dev = call1("aten::device", {IValue("cuda:1")});
  EXPECT_EQ(dev.toDevice().str(), "cuda:1");
  EXPECT_EQ(call1("prim::type", {dev}).toStr(), "cuda");
  EXPECT_EQ(call1("prim::index", {dev}).toInt(), 1);
  EXPECT_TRUE(call1("prim::index", {IValue(Device{})}).isNone());
  EXPECT_NE(errorOf([] { call1("aten::device", {IValue("tpu")}); }), "");
}

// Runs a print kernel with stdout redirected to a temporary file.
std::string capturePrint(const std::string& op, Stack args) {
  std::fflush(stdout);
  std::FILE* tmp = std::tmpfile();
  int saved = dup(fileno(stdout));
  dup2(fileno(tmp), fileno(stdout));
  Stack out = callOp(op, std::move(args));
  std::fflush(stdout);
  dup2(saved, fileno(stdout));
  close(saved);
  EXPECT_TRUE(out.empty());
  std::rewind(tmp);
  std::string text;
  for (int c; (c = std::fgetc(tmp)) != EOF;) text += static_cast<char>(c);
  std::fclose(tmp);
  return text;
}

TEST(PrintOps, ScriptFormat) {
  Stack args = {IValue(1.0), makeList(Type::str_(), {IValue("a")}), IValue("x"), IValue("")};
  EXPECT_EQ(capturePrint("prim::Print", args), "1. [a] x \n");
  EXPECT_EQ(capturePrint("prim::Print", {}), "\n");
}

}  // namespace
}  // namespace ts
