// ===--- value_model_test.cpp - the Python level's values ------------------=== //
// BigInt promotion and normalization, dict keys of every hashable kind,
// CPython's set order, code-point strings, and identity/aliasing.
#include <gtest/gtest.h>

#include <sstream>

#include "python/bigint.h"
#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {
namespace {

struct PyTest : ::testing::Test {
  std::ostringstream out, err;
  Interp in{out, err};
  IValue big(const std::string& digits) { return bigFromString(in, digits, 10); }
};

TEST_F(PyTest, IntOverflowPromotesToBigIntAndBack) {
  IValue max(INT64_MAX);
  IValue sum = intBinary(in, BinOp::Add, max, IValue(int64_t{1}));
  ASSERT_TRUE(asPyT<BigInt>(sum) != nullptr);
  EXPECT_EQ(intToString(sum), "9223372036854775808");
  IValue back = intBinary(in, BinOp::Sub, sum, IValue(int64_t{1}));
  ASSERT_TRUE(back.isInt());
  EXPECT_EQ(back.toInt(), INT64_MAX);
  EXPECT_EQ(intToString(intBinary(in, BinOp::Pow, IValue(int64_t{2}), IValue(int64_t{70}))), "1180591620717411303424");
}

TEST_F(PyTest, FloorDivisionAndModuloFollowPythonSigns) {
  EXPECT_EQ(intBinary(in, BinOp::FloorDiv, IValue(int64_t{-7}), IValue(int64_t{2})).toInt(), -4);
  EXPECT_EQ(intBinary(in, BinOp::Mod, IValue(int64_t{-7}), IValue(int64_t{2})).toInt(), 1);
  EXPECT_EQ(intToString(intBinary(in, BinOp::Mod, intNegate(in, big("100000000000000000000")), IValue(int64_t{7}))), "5");
  EXPECT_THROW(intBinary(in, BinOp::FloorDiv, IValue(int64_t{1}), IValue(int64_t{0})), PyErr);
}

TEST_F(PyTest, IntHashMatchesCPython) {
  EXPECT_EQ(intHash(IValue(int64_t{-1})), -2);
  EXPECT_EQ(intHash(big("2305843009213693951")), 0);  // 2**61 - 1
  EXPECT_EQ(intHash(big("2305843009213693952")), 1);
  EXPECT_EQ(hashValue(in, IValue(1.0)), hashValue(in, IValue(int64_t{1})));
  EXPECT_EQ(hashValue(in, IValue(true)), 1);
}

TEST_F(PyTest, DictAcceptsEveryHashableKeyAndKeepsOrder) {
  Ref<PyDict> d = in.newDict();
  IValue tuple_key = in.newTuple({IValue(int64_t{1}), IValue("a")});
  Ref<PySet> fs = in.newSet(true);
  fs->add(in, IValue(int64_t{3}));
  d->set(in, tuple_key, IValue(int64_t{1}));
  d->set(in, box(fs.get()), IValue(int64_t{2}));
  d->set(in, IValue(), IValue(int64_t{3}));
  d->set(in, big("1180591620717411303424"), IValue(int64_t{4}));
  d->set(in, IValue(int64_t{1}), IValue(int64_t{5}));
  d->set(in, IValue(1.0), IValue(int64_t{6}));  // same key as 1
  EXPECT_EQ(d->size(), 5u);
  EXPECT_GE(d->find(in, in.newTuple({IValue(int64_t{1}), IValue("a")})), 0);
  EXPECT_GE(d->find(in, big("1180591620717411303424")), 0);
  EXPECT_EQ(d->entries[d->find(in, IValue(true))].value.toInt(), 6);
  EXPECT_TRUE(d->erase(in, IValue(), hashValue(in, IValue())));
  std::vector<int64_t> order;
  d->forEach([&](const IValue&, const IValue& v) { order.push_back(v.toInt()); });
  EXPECT_EQ(order, (std::vector<int64_t>{1, 2, 4, 6}));
  EXPECT_THROW(d->set(in, in.newList(), IValue()), PyErr);  // unhashable
}

TEST_F(PyTest, SetIterationOrderIsCPythons) {
  Ref<PySet> s = in.newSet();
  for (int64_t v : {0, 8, 16, 1, 9}) s->add(in, IValue(v));
  std::vector<int64_t> order;
  s->forEach([&](const IValue& k) { order.push_back(k.toInt()); });
  // CPython 3.11: adding 0, 8, 16, 1, 9 one by one resizes to 32 slots at
  // the fifth insertion -> {0, 1, 8, 9, 16}.
  EXPECT_EQ(order, (std::vector<int64_t>{0, 1, 8, 9, 16}));
  Ref<PySet> merged = in.newSet();
  merged->merge(in, *s);
  order.clear();
  merged->forEach([&](const IValue& k) { order.push_back(k.toInt()); });
  EXPECT_EQ(order, (std::vector<int64_t>{0, 1, 16, 8, 9}));  // set(s): merged into 16 slots
}

TEST_F(PyTest, StrIsIndexedByCodePoints) {
  IValue s("Grüße");
  EXPECT_EQ(length(in, s), 5);
  EXPECT_EQ(getItem(in, s, IValue(int64_t{2})).toStr(), "ü");
  EXPECT_EQ(getItem(in, s, IValue(int64_t{-1})).toStr(), "e");
  EXPECT_EQ(callAttr(in, IValue("straße"), "upper", {}).toStr(), "STRASSE");
  EXPECT_EQ(repr(in, IValue("it's")), "\"it's\"");
}

TEST_F(PyTest, ListsAliasAndTuplesCompare) {
  IValue a = in.newList({IValue(int64_t{1})});
  IValue b = a;
  callAttr(in, b, "append", {IValue(int64_t{2})});
  EXPECT_EQ(length(in, a), 2);
  EXPECT_TRUE(isSame(a, b));
  IValue t1 = in.newTuple({IValue(int64_t{1}), IValue(int64_t{2})});
  IValue t2 = in.newTuple({IValue(int64_t{1}), IValue(int64_t{3})});
  EXPECT_TRUE(compareBool(in, t1, t2, CmpOp::Lt));
  EXPECT_EQ(repr(in, in.newTuple({IValue(int64_t{1})})), "(1,)");
}

TEST_F(PyTest, ExceptionsAreInstancesOfTheHierarchy) {
  try {
    getItem(in, box(in.newDict().get()), IValue("k"));
    FAIL() << "no KeyError";
  } catch (PyErr& e) {
    EXPECT_TRUE(isInstance(in, e.exc, in.e.KeyError));
    EXPECT_TRUE(isInstance(in, e.exc, in.e.LookupError));
    EXPECT_FALSE(isInstance(in, e.exc, in.e.ValueError));
    EXPECT_EQ(toStr(in, e.exc), "'k'");
  }
}

}  // namespace
}  // namespace ts::py
