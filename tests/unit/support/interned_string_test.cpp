// ===--- interned_string_test.cpp - InternTable invariants ------------------=== //
#include "support/interned_string.h"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include "support/error.h"

namespace ts {
namespace {

TEST(InternTable, DenseStableIds) {
  InternTable t;
  EXPECT_EQ(t.size(), 0u);
  EXPECT_EQ(t.intern("aten::add"), 0u);
  EXPECT_EQ(t.intern("prim::If"), 1u);
  EXPECT_EQ(t.intern("aten::add"), 0u);
  EXPECT_EQ(t.intern(""), 2u);
  EXPECT_EQ(t.size(), 3u);
  EXPECT_EQ(t.str(1), "prim::If");
  EXPECT_EQ(t.str(2), "");
  EXPECT_EQ(t.lookup("prim::If"), 1u);
  EXPECT_EQ(t.lookup("missing"), std::nullopt);
  EXPECT_EQ(t.size(), 3u);
  EXPECT_THROW(t.str(3), Error);
}

TEST(InternTable, ReferencesSurviveGrowth) {
  InternTable t;
  const std::string& first = t.str(t.intern("first"));
  for (int i = 0; i < 10000; ++i) t.intern("name" + std::to_string(i));
  EXPECT_EQ(first, "first");
  EXPECT_EQ(t.lookup("name9999"), 10000u);
  std::string key = "embedded";
  key += '\0';
  key += "nul";
  uint32_t id = t.intern(key);
  EXPECT_EQ(t.str(id), key);
  EXPECT_EQ(t.lookup("embedded"), std::nullopt);
}

TEST(InternTable, ConcurrentInternAgrees) {
  InternTable t;
  constexpr int kThreads = 4, kNames = 500;
  std::vector<std::vector<uint32_t>> ids(kThreads);
  std::vector<std::thread> threads;
  for (int k = 0; k < kThreads; ++k)
    threads.emplace_back([&, k] {
      for (int i = 0; i < kNames; ++i) ids[k].push_back(t.intern("n" + std::to_string(i)));
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(t.size(), static_cast<size_t>(kNames));
  for (int k = 1; k < kThreads; ++k) EXPECT_EQ(ids[k], ids[0]);
  for (int i = 0; i < kNames; ++i) EXPECT_EQ(t.str(ids[0][i]), "n" + std::to_string(i));
}

}  // namespace
}  // namespace ts
