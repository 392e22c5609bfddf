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

}  // namespace
}  // namespace ts
