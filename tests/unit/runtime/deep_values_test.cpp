// ===--- deep_values_test.cpp - dropping deeply nested values -------------=== //
// Note [Iterative destruction] (ivalue.h): values nested a million deep and
// long object chains are freed without recursion; shared elements survive;
// hostile dict keys cannot make inserting quadratic.
#include <gtest/gtest.h>

#include "runtime/ivalue.h"

namespace ts {
namespace {

constexpr int kDepth = 1000000;

TEST(DeepValues, NestedListsTuplesAndDictsAreFreedWithoutRecursion) {
  IValue list = makeList(Type::any());
  for (int i = 0; i < kDepth; ++i) list = makeList(Type::any(), {std::move(list), IValue(int64_t{i})});
  list = IValue();
  IValue tuple = makeTuple({});
  for (int i = 0; i < kDepth; ++i) tuple = makeTuple({std::move(tuple)});
  tuple = IValue();
  IValue dict = makeDict(Type::str_(), Type::any());
  for (int i = 0; i < kDepth; ++i) {
    IValue outer = makeDict(Type::str_(), Type::any());
    outer.toDict()->insert(IValue("k"), std::move(dict));
    dict = std::move(outer);
  }
  dict = IValue();
  // Mixed: list in tuple in dict value in tuple key ...
  IValue mixed = makeList(Type::any());
  for (int i = 0; i < kDepth; ++i) {
    if (i % 3 == 0) mixed = makeTuple({std::move(mixed)});
    if (i % 3 == 1) mixed = makeList(Type::any(), {std::move(mixed)});
    if (i % 3 == 2) {
      IValue d = makeDict(Type::any(), Type::any());
      d.toDict()->insert(IValue(int64_t{i}), std::move(mixed));
      mixed = std::move(d);
    }
  }
  mixed = IValue();
  SUCCEED();  // reaching here means no stack overflow
}

TEST(DeepValues, ObjectChainIsFreedWithoutRecursion) {
  ClassType* node = ClassType::create("__torch__.Node", false);
  node->addAttribute("next", Type::any());
  IValue head;
  for (int i = 0; i < kDepth; ++i) {
    IValue o(makeRef<Object>(node));
    o.toObject()->slot(0) = std::move(head);
    head = std::move(o);
  }
  head = IValue();
  SUCCEED();
}

TEST(DeepValues, SharedElementsSurviveTheirParent) {
  IValue shared = makeList(Type::int_(), {IValue(int64_t{1}), IValue(int64_t{2})});
  IValue inner = makeTuple({shared, IValue("x")});
  IValue outer = makeList(Type::any(), {makeTuple({inner}), makeTuple({shared})});
  IValue keep_inner = inner;
  outer = IValue();
  // Both still hold their elements: only containers whose last reference
  // was dropped are emptied.
  ASSERT_EQ(keep_inner.toTuple()->items.size(), 2u);
  EXPECT_EQ(keep_inner.toTuple()->items[1].toStr(), "x");
  ASSERT_EQ(shared.toList()->items.size(), 2u);
  EXPECT_EQ(shared.toRefCounted()->useCount(), 2u);  // `shared` and inner's element
}

// Int keys hash to themselves; multiples of the index size used to all
// start probing at slot 0, making 200k inserts take minutes.
TEST(DeepValues, CollidingIntKeysInsertInLinearTime) {
  IValue d = makeDict(Type::int_(), Type::int_());
  const int64_t n = 200000;
  for (int64_t i = 0; i < n; ++i) d.toDict()->insert(IValue(i << 24), IValue(i));
  ASSERT_EQ(d.toDict()->size(), static_cast<size_t>(n));
  EXPECT_EQ(d.toDict()->find(IValue((n - 1) << 24)), n - 1);
  EXPECT_EQ(d.toDict()->find(IValue(int64_t{5})), -1);
}

}  // namespace
}  // namespace ts
