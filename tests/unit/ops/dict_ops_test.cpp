// ===--- dict_ops_test.cpp - dict methods ---------------------------------=== //
#include "op_test_util.h"
#include "runtime/printing.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;
using test::strList;

IValue strIntDict(std::vector<std::pair<std::string, int64_t>> kv) {
  IValue d = makeDict(Type::str_(), Type::int_());
  for (auto& [k, v] : kv) d.toDict()->insert(IValue(k), IValue(v));
  return d;
}

std::string show(const IValue& v) { return scriptStr(v); }

TEST(DictOps, LookupAndKeyErrors) {
  IValue d = strIntDict({{"a", 1}, {"b", 2}});
  EXPECT_EQ(call1("aten::__getitem__.Dict_str", {d, IValue("b")}).toInt(), 2);
  EXPECT_EQ(errorOf([&] { call1("aten::__getitem__.Dict_str", {d, IValue("missing")}); }), "KeyError: missing");
  EXPECT_TRUE(call1("aten::get.str", {d, IValue("z")}).isNone());
  EXPECT_EQ(call1("aten::get.default_str", {d, IValue("z"), IValue(-1)}).toInt(), -1);
  EXPECT_TRUE(call1("aten::__contains__.str", {d, IValue("a")}).toBool());
  EXPECT_EQ(call1("aten::len.Dict_str", {d}).toInt(), 2);
  IValue di = makeDict(Type::int_(), Type::int_());
  EXPECT_EQ(errorOf([&] { call1("aten::__getitem__.Dict_int", {di, IValue(7)}); }), "KeyError: 7");
}

TEST(DictOps, Mutation) {
  IValue d = strIntDict({{"a", 1}, {"b", 2}});
  EXPECT_EQ(call1("aten::pop.Dict_str", {d, IValue("a")}).toInt(), 1);
  EXPECT_EQ(call1("aten::pop.Dict_default_str", {d, IValue("zz"), IValue(42)}).toInt(), 42);
  EXPECT_EQ(errorOf([&] { call1("aten::pop.Dict_str", {d, IValue("q")}); }), "KeyError: q");
  EXPECT_EQ(show(d), "{b: 2}");
  EXPECT_EQ(call1("aten::setdefault.str", {d, IValue("n"), IValue(7)}).toInt(), 7);
  EXPECT_EQ(call1("aten::setdefault.str", {d, IValue("b"), IValue(100)}).toInt(), 2);
  EXPECT_EQ(show(d), "{b: 2, n: 7}");
  callOp("aten::_set_item.str", {d, IValue("b"), IValue(5)});
  EXPECT_EQ(show(d), "{b: 5, n: 7}");
  callOp("aten::Delete.Dict_str", {d, IValue("b")});
  EXPECT_EQ(errorOf([&] { callOp("aten::Delete.Dict_str", {d, IValue("b")}); }), "KeyError: b");
  callOp("aten::update.str", {d, strIntDict({{"x", 1}, {"n", 8}})});
  EXPECT_EQ(show(d), "{n: 8, x: 1}");
  callOp("aten::update.str", {d, d});
  IValue item = call1("aten::popitem.str", {d});
  EXPECT_EQ(show(item), "(n, 8)");
  callOp("aten::clear.str", {d});
  EXPECT_EQ(errorOf([&] { call1("aten::popitem.str", {d}); }), "popitem(): dictionary is empty");
}

TEST(DictOps, ViewsCopiesAndConstructors) {
  IValue d = strIntDict({{"a", 1}, {"b", 2}});
  IValue keys = call1("aten::keys.str", {d});
  EXPECT_EQ(show(keys), "[a, b]");
  EXPECT_EQ(keys.toList()->elem_type, Type::str_());
  EXPECT_EQ(show(call1("aten::values.str", {d})), "[1, 2]");
  IValue items = call1("aten::items.str", {d});
  EXPECT_EQ(show(items), "[(a, 1), (b, 2)]");
  EXPECT_EQ(items.toList()->elem_type, Type::tuple({Type::str_(), Type::int_()}));
  IValue copy = call1("aten::copy.Dict_str", {d});
  callOp("aten::_set_item.str", {copy, IValue("c"), IValue(3)});
  EXPECT_EQ(call1("aten::len.Dict_str", {d}).toInt(), 2);
  IValue pairs = makeList(Type::tuple({Type::str_(), Type::int_()}),
                          {makeTuple({IValue("p"), IValue(1)}), makeTuple({IValue("q"), IValue(2)})});
  IValue built = call1("aten::dict.str", {pairs});
  EXPECT_EQ(show(built), "{p: 1, q: 2}");
  EXPECT_EQ(built.toDict()->value_type, Type::int_());
  IValue empty = call1("aten::dict", {});
  EXPECT_EQ(empty.toDict()->value_type, Type::tensor());
}

TEST(DictOps, OtherKeyTypes) {
  IValue d = makeDict(Type::float_(), Type::str_());
  callOp("aten::_set_item.float", {d, IValue(1.5), IValue("x")});
  EXPECT_EQ(call1("aten::__getitem__.Dict_float", {d, IValue(1.5)}).toStr(), "x");
  IValue b = makeDict(Type::bool_(), Type::int_());
  callOp("aten::_set_item.bool", {b, IValue(true), IValue(1)});
  EXPECT_EQ(errorOf([&] { call1("aten::__getitem__.Dict_bool", {b, IValue(false)}); }), "KeyError: False");
}

}  // namespace
}  // namespace ts
