// ===--- small_vector_test.cpp - SmallVector invariants ---------------------=== //
#include "support/small_vector.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace ts {
namespace {

TEST(SmallVector, StaysInlineUpToN) {
  SmallVector<int64_t, 4> v;
  EXPECT_TRUE(v.empty());
  EXPECT_EQ(v.capacity(), 4u);
  for (int64_t i = 0; i < 4; ++i) v.push_back(i);
  EXPECT_TRUE(v.isInline());
  v.push_back(4);
  EXPECT_FALSE(v.isInline());
  ASSERT_EQ(v.size(), 5u);
  for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(v[i], i);
  EXPECT_EQ(v.front(), 0);
  EXPECT_EQ(v.back(), 4);
  v.pop_back();
  EXPECT_EQ(v.size(), 4u);
}

TEST(SmallVector, ConstructAssignCompare) {
  SmallVector<int, 2> a{1, 2, 3};
  SmallVector<int, 2> b(3, 7);
  EXPECT_EQ(b, (SmallVector<int, 2>{7, 7, 7}));
  EXPECT_NE(a, b);
  EXPECT_TRUE(a < b);
  std::vector<int> src{4, 5};
  SmallVector<int, 2> c(src.begin(), src.end());
  EXPECT_EQ(c, (SmallVector<int, 2>{4, 5}));
  b = a;
  EXPECT_EQ(b, a);
  b = {9};
  EXPECT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0], 9);
  auto sp = a.span();
  EXPECT_EQ(sp.size(), 3u);
  EXPECT_EQ(sp[2], 3);
}

TEST(SmallVector, MoveStealsHeapAndMovesInline) {
  SmallVector<std::string, 2> heap{"a", "b", "c"};
  const std::string* data = heap.data();
  SmallVector<std::string, 2> moved(std::move(heap));
  EXPECT_EQ(moved.data(), data);  // heap buffer stolen
  EXPECT_TRUE(heap.empty());
  EXPECT_TRUE(heap.isInline());
  heap.push_back("reuse");
  EXPECT_EQ(heap[0], "reuse");

  SmallVector<std::string, 4> small{"x", "y"};
  SmallVector<std::string, 4> other;
  other = std::move(small);
  EXPECT_EQ(other, (SmallVector<std::string, 4>{"x", "y"}));
  EXPECT_TRUE(other.isInline());
  EXPECT_TRUE(small.empty());
  other = std::move(other);  // self-move keeps the value
  EXPECT_EQ(other.size(), 2u);
}

TEST(SmallVector, InsertEraseResize) {
  SmallVector<int, 3> v{1, 2, 4};
  v.insert(v.begin() + 2, 3);
  EXPECT_EQ(v, (SmallVector<int, 3>{1, 2, 3, 4}));
  v.insert(v.begin(), 0);
  v.insert(v.end(), 5);
  EXPECT_EQ(v, (SmallVector<int, 3>{0, 1, 2, 3, 4, 5}));
  auto it = v.erase(v.begin() + 1);
  EXPECT_EQ(*it, 2);
  v.erase(v.begin(), v.begin() + 2);
  EXPECT_EQ(v, (SmallVector<int, 3>{3, 4, 5}));
  v.resize(5);
  EXPECT_EQ(v, (SmallVector<int, 3>{3, 4, 5, 0, 0}));
  v.resize(1);
  EXPECT_EQ(v, (SmallVector<int, 3>{3}));
  v.resize(3, 8);
  EXPECT_EQ(v, (SmallVector<int, 3>{3, 8, 8}));
  v.assign(2, 1);
  EXPECT_EQ(v, (SmallVector<int, 3>{1, 1}));
  v.clear();
  EXPECT_TRUE(v.empty());
}

TEST(SmallVector, PushBackOfOwnElementWhileGrowing) {
  SmallVector<std::string, 1> v{"self"};
  v.push_back(v[0]);  // reference into the buffer that grows
  v.emplace_back(v[1]);
  EXPECT_EQ(v, (SmallVector<std::string, 1>{"self", "self", "self"}));
}

TEST(SmallVector, DestroysEveryElementOnce) {
  auto token = std::make_shared<int>(0);
  {
    SmallVector<std::shared_ptr<int>, 2> v;
    for (int i = 0; i < 10; ++i) v.push_back(token);
    EXPECT_EQ(token.use_count(), 11);
    v.erase(v.begin(), v.begin() + 3);
    EXPECT_EQ(token.use_count(), 8);
    SmallVector<std::shared_ptr<int>, 2> copy = v;
    EXPECT_EQ(token.use_count(), 15);
  }
  EXPECT_EQ(token.use_count(), 1);
}

TEST(SmallVector, AtChecksBounds) {
  SmallVector<int, 2> v{1};
  EXPECT_EQ(v.at(0), 1);
  try {
    v.at(1);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::IndexError);
  }
}

TEST(SmallVector, ZeroInlineCapacityAndOverAligned) {
  SmallVector<int, 0> z;
  z.push_back(1);
  z.push_back(2);
  EXPECT_EQ(z, (SmallVector<int, 0>{1, 2}));
  struct alignas(64) Wide {
    int v;
  };
  SmallVector<Wide, 1> w;
  for (int i = 0; i < 5; ++i) w.push_back(Wide{i});
  EXPECT_EQ(reinterpret_cast<uintptr_t>(w.data()) % 64, 0u);
  EXPECT_EQ(w[4].v, 4);
}

}  // namespace
}  // namespace ts
