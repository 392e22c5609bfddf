// ===--- list_ops_test.cpp - list methods, operators and sorting ----------=== //
#include "op_test_util.h"
#include "runtime/printing.h"

namespace ts {
namespace {

using test::call1;
using test::callOp;
using test::errorOf;
using test::floatList;
using test::intList;
using test::strList;

std::string show(const IValue& v) { return scriptStr(v); }

TEST(ListOps, IndexingAndErrors) {
  IValue l = intList({10, 20, 30});
  EXPECT_EQ(call1("aten::__getitem__.t", {l, IValue(-3)}).toInt(), 10);
  EXPECT_EQ(errorOf([&] { call1("aten::__getitem__.t", {l, IValue(3)}); }), "list index out of range");
  EXPECT_EQ(errorOf([&] { call1("aten::__getitem__.t", {l, IValue(-4)}); }), "list index out of range");
  IValue same = call1("aten::_set_item.t", {l, IValue(1), IValue(99)});
  EXPECT_TRUE(same.isSameIdentity(l));
  EXPECT_EQ(show(l), "[10, 99, 30]");
  EXPECT_EQ(errorOf([&] { callOp("aten::_set_item.t", {l, IValue(5), IValue(1)}); }), "list index out of range");
  EXPECT_TRUE(callOp("aten::Delete.t", {l, IValue(0)}).empty());
  EXPECT_EQ(show(l), "[99, 30]");
  EXPECT_EQ(call1("aten::len.t", {l}).toInt(), 2);
}

TEST(ListOps, MutationMethods) {
  IValue l = intList({3, 1, 2});
  call1("aten::append.t", {l, IValue(4)});
  callOp("aten::extend.t", {l, intList({5, 6})});
  callOp("aten::insert.t", {l, IValue(0), IValue(0)});
  callOp("aten::insert.t", {l, IValue(-1), IValue(99)});
  callOp("aten::insert.t", {l, IValue(100), IValue(7)});
  EXPECT_EQ(show(l), "[0, 3, 1, 2, 4, 5, 99, 6, 7]");
  IValue m = intList({5, 2, 8, 2, 9, 1});
  EXPECT_EQ(call1("aten::pop.t", {m, IValue(-1)}).toInt(), 1);
  EXPECT_EQ(call1("aten::pop.t", {m, IValue(0)}).toInt(), 5);
  EXPECT_EQ(call1("aten::pop.t", {m, IValue(-2)}).toInt(), 2);
  callOp("aten::remove.int", {m, IValue(2)});
  EXPECT_EQ(show(m), "[8, 9]");
  EXPECT_EQ(errorOf([&] { callOp("aten::remove.int", {m, IValue(3)}); }), "list.remove(x): x not in list");
  EXPECT_EQ(errorOf([] { call1("aten::pop.t", {intList({}), IValue(-1)}); }), "pop from empty list");
  EXPECT_EQ(errorOf([] { call1("aten::pop.t", {intList({1}), IValue(10)}); }), "list index out of range");
  callOp("aten::extend.t", {m, m});
  EXPECT_EQ(show(m), "[8, 9, 8, 9]");
  callOp("aten::reverse.t", {m});
  EXPECT_EQ(show(m), "[9, 8, 9, 8]");
  callOp("aten::clear.t", {m});
  EXPECT_EQ(show(m), "[]");
}

TEST(ListOps, QueryMethods) {
  IValue l = strList({"a", "b", "a", "c"});
  EXPECT_EQ(call1("aten::index.list_str", {l, IValue("b")}).toInt(), 1);
  EXPECT_EQ(call1("aten::count.str", {l, IValue("a")}).toInt(), 2);
  EXPECT_EQ(errorOf([&] { call1("aten::index.list_str", {l, IValue("z")}); }), "'z' is not in list");
  EXPECT_EQ(errorOf([] { call1("aten::index.list_int", {intList({1}), IValue(3)}); }), "'3' is not in list");
  EXPECT_TRUE(call1("aten::__contains__.str_list", {l, IValue("c")}).toBool());
  EXPECT_FALSE(call1("aten::__contains__.int_list", {intList({1}), IValue(2)}).toBool());
  EXPECT_TRUE(call1("aten::eq.int_list", {intList({1, 2}), intList({1, 2})}).toBool());
  EXPECT_TRUE(call1("aten::ne.float_list", {floatList({1.0}), floatList({1.0, 2.0})}).toBool());
}

TEST(ListOps, BuildingNewLists) {
  IValue a = intList({1, 2});
  IValue cat = call1("aten::add.t", {a, intList({3})});
  EXPECT_EQ(show(cat), "[1, 2, 3]");
  EXPECT_EQ(show(a), "[1, 2]");
  EXPECT_EQ(show(call1("aten::mul.left_t", {a, IValue(2)})), "[1, 2, 1, 2]");
  EXPECT_EQ(show(call1("aten::mul.right_", {IValue(0), a})), "[]");
  EXPECT_EQ(show(call1("aten::mul.left_t", {a, IValue(-1)})), "[]");
  IValue copy = call1("aten::copy.t", {a});
  EXPECT_FALSE(copy.isSameIdentity(a));
  EXPECT_EQ(copy.toList()->elem_type, Type::int_());
  call1("aten::add_.t", {a, intList({5})});
  EXPECT_EQ(show(a), "[1, 2, 5]");
  call1("aten::mul_.t", {a, IValue(2)});
  EXPECT_EQ(show(a), "[1, 2, 5, 1, 2, 5]");
  EXPECT_EQ(show(call1("aten::slice.t", {intList({1, 2, 3, 4}), IValue(3), IValue(0), IValue(-1)})), "[4, 3, 2]");
  EXPECT_EQ(show(call1("aten::slice.t", {intList({1, 2, 3, 4}), IValue(), IValue(), IValue(2)})), "[1, 3]");
  EXPECT_EQ(errorOf([] { call1("aten::slice.t", {intList({1}), IValue(0), IValue(1), IValue(0)}); }),
            "List slice should have non-zero step");
}

TEST(ListOps, Sorting) {
  IValue l = floatList({2.5, -1.0, 3.0});
  callOp("aten::sort.float", {l, IValue(false)});
  EXPECT_EQ(show(l), "[-1., 2.5, 3.]");
  callOp("aten::sort.float", {l, IValue(true)});
  EXPECT_EQ(show(l), "[3., 2.5, -1.]");
  IValue s = strList({"pear", "Apple", "apple", "banana"});
  IValue sorted = call1("aten::sorted.str", {s});
  EXPECT_EQ(show(sorted), "[Apple, apple, banana, pear]");
  EXPECT_EQ(show(s), "[pear, Apple, apple, banana]");
  IValue tuples = makeList(Type::tuple({Type::int_(), Type::str_()}),
                           {makeTuple({IValue(2), IValue("a")}), makeTuple({IValue(1), IValue("b")}),
                            makeTuple({IValue(1), IValue("a")})});
  EXPECT_EQ(show(call1("aten::sorted.any", {tuples})), "[(1, a), (1, b), (2, a)]");
  IValue nan_list = floatList({1.0, std::nan(""), 0.0});
  callOp("aten::sort.float", {nan_list, IValue(false)});  // must not crash
  EXPECT_EQ(nan_list.toList()->items.size(), 3u);
}

}  // namespace
}  // namespace ts
