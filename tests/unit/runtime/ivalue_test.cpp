// ===--- ivalue_test.cpp - value representation and dict semantics -------=== //
#include <gtest/gtest.h>

#include "runtime/ivalue.h"
#include "tensor/generator.h"

namespace ts {
namespace {

TEST(IValue, PayloadsAndRefcounts) {
  IValue i(int64_t{7}), d(2.5), b(true), n;
  EXPECT_TRUE(i.isInt() && d.isDouble() && b.isBool() && n.isNone());
  IValue s(std::string("abc"));
  {
    IValue copy = s;
    EXPECT_EQ(s.toRefCounted()->useCount(), 2u);
  }
  EXPECT_EQ(s.toRefCounted()->useCount(), 1u);
  IValue moved = std::move(s);
  EXPECT_TRUE(s.isNone());
  EXPECT_EQ(moved.toStr(), "abc");
}

// A torch.Generator value: shared by reference, equal only to itself.
TEST(IValue, GeneratorIsAReferenceValue) {
  Ref<Generator> g = makeRef<Generator>(7);
  {
    IValue a(g);
    IValue b = a;
    EXPECT_TRUE(a.isGenerator());
    EXPECT_EQ(a.toGenerator(), g.get());
    EXPECT_EQ(g->useCount(), 3u);
    EXPECT_TRUE(valuesEqual(a, b));
    EXPECT_TRUE(a.isSameIdentity(b));
    EXPECT_FALSE(valuesEqual(a, IValue(makeRef<Generator>(7))));
    EXPECT_EQ(runtimeType(a), Type::generator());
    a.toGenerator()->manualSeed(9);
  }
  EXPECT_EQ(g->useCount(), 1u);
  EXPECT_EQ(g->initialSeed(), 9u);
}

TEST(IValue, DictKeepsInsertionOrderAndFindsKeys) {
  auto d = makeRef<DictObj>(Type::int_(), Type::str_());
  for (int64_t k = 20; k > 0; --k) d->insert(IValue(k), IValue(std::to_string(k)));
  EXPECT_EQ(d->size(), 20u);
  EXPECT_EQ(d->entries.front().first.toInt(), 20);
  EXPECT_EQ(d->find(IValue(int64_t{7})), 13);
  EXPECT_TRUE(d->erase(IValue(int64_t{7})));
  EXPECT_EQ(d->find(IValue(int64_t{7})), -1);
  EXPECT_EQ(d->find(IValue(int64_t{6})), 13);
  // 1.0 and 1 are the same key, as in Python.
  EXPECT_GE(d->find(IValue(1.0)), 0);
}

TEST(IValue, DictFindHintNeverReturnsAStaleIndex) {
  // Note [Dict find hint]: repeated finds of one key take the hint; after
  // an erase shifts the entries, or empties the dict, the hint points at
  // another key or past the end and must miss. Small (scanned) and indexed
  // dicts alike.
  for (int64_t n : {5, 40}) {
    auto d = makeRef<DictObj>(Type::str_(), Type::int_());
    for (int64_t k = 0; k < n; ++k) d->insert(IValue("k" + std::to_string(k)), IValue(k));
    const IValue last("k" + std::to_string(n - 1));
    EXPECT_EQ(d->find(last), n - 1);
    EXPECT_EQ(d->find(last), n - 1);  // the hint
    EXPECT_TRUE(d->erase(IValue(std::string("k0"))));
    EXPECT_EQ(d->find(last), n - 2);  // the hint (n - 1) is past the end now
    EXPECT_EQ(d->find(IValue(std::string("k1"))), 0);
    EXPECT_TRUE(d->erase(IValue(std::string("k1"))));
    EXPECT_EQ(d->find(IValue(std::string("k2"))), 0);  // hint 0 now holds k2: a hit, and right
    EXPECT_EQ(d->find(IValue(std::string("k1"))), -1);
    EXPECT_EQ(d->find(IValue(std::string("k3"))), 1);
    d->clear();
    EXPECT_EQ(d->find(IValue(std::string("k3"))), -1);
    d->insert(IValue(std::string("k9")), IValue(int64_t{9}));
    EXPECT_EQ(d->find(IValue(std::string("k3"))), -1);
    EXPECT_EQ(d->find(IValue(std::string("k9"))), 0);
  }
}

TEST(IValue, EqualityAndRuntimeTypes) {
  IValue a = makeList(Type::int_(), {IValue(int64_t{1}), IValue(int64_t{2})});
  IValue b = makeList(Type::int_(), {IValue(int64_t{1}), IValue(int64_t{2})});
  EXPECT_TRUE(valuesEqual(a, b));
  EXPECT_FALSE(a.isSameIdentity(b));
  EXPECT_EQ(runtimeType(a), Type::list(Type::int_()));
  EXPECT_TRUE(valueMatchesType(IValue(), Type::optional(Type::int_())));
  EXPECT_FALSE(valueMatchesType(IValue(1.5), Type::int_()));
}

}  // namespace
}  // namespace ts
