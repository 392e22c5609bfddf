// ===--- ref_test.cpp - intrusive refcount invariants ---------------------=== //
#include "support/ref.h"

#include <gtest/gtest.h>

namespace ts {
namespace {

struct Counted : RefCounted {
  explicit Counted(int* deaths) : deaths_(deaths) {}
  ~Counted() override { ++*deaths_; }
  int* deaths_;
};

TEST(Ref, DeletesWhenLastReferenceGoes) {
  int deaths = 0;
  {
    Ref<Counted> a = makeRef<Counted>(&deaths);
    EXPECT_EQ(a->useCount(), 1u);
    Ref<Counted> b = a;
    EXPECT_EQ(a->useCount(), 2u);
    Ref<Counted> c = std::move(b);
    EXPECT_EQ(a->useCount(), 2u);
    EXPECT_FALSE(b);
  }
  EXPECT_EQ(deaths, 1);
}

// Note [Refcount mode]: counting is the same in both modes, and a thread
// start makes the mode shared for good.
TEST(Ref, SingleThreadModeCountsLikeSharedMode) {
  useSingleThreadRefcounts();
  int deaths = 0;
  {
    Ref<Counted> a = makeRef<Counted>(&deaths);
    Ref<Counted> b = a;
    EXPECT_EQ(a->useCount(), 2u);
    b = nullptr;
    EXPECT_EQ(a->useCount(), 1u);
    EXPECT_EQ(deaths, 0);
    shareRefcounts();  // mid-life switch, as when a pool starts
    EXPECT_TRUE(refcountsShared());
    Ref<Counted> c = a;
    EXPECT_EQ(a->useCount(), 2u);
  }
  EXPECT_EQ(deaths, 1);
}

}  // namespace
}  // namespace ts
