// ===--- checked_math_test.cpp - overflow-checked size arithmetic, allocator -=== //
// The helpers' overflow rules (c10's safe_multiply_u64 and storage-size
// semantics) and the allocator's failure and ASan-poisoning behaviour.
#include <cstdint>
#include <limits>

#include "tensor/allocator.h"
#include "tensor/checked_math.h"
#include "test_util.h"

#include "support/sanitizers.h"

#if defined(TS_ASAN)
#include <sanitizer/asan_interface.h>
#endif

namespace ts::test {
namespace {

constexpr int64_t k62 = int64_t{1} << 62;
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

TEST(CheckedMath, MulAndAddReportOverflowAndWrap) {
  int64_t r = 0;
  EXPECT_FALSE(mulOverflows(k62, 1, &r));
  EXPECT_EQ(r, k62);
  EXPECT_TRUE(mulOverflows(k62, 4, &r));
  EXPECT_EQ(r, 0);  // 2^64 wraps to 0: what made empty([2**62]) 64 bytes
  EXPECT_TRUE(mulOverflows(-1, kMin, &r));
  EXPECT_TRUE(addOverflows(kMax, 1, &r));
  EXPECT_EQ(r, kMin);
  EXPECT_FALSE(addOverflows(kMin, kMax, &r));
  EXPECT_EQ(r, -1);
  EXPECT_EQ(wrappingMul(k62, 2), kMin);
  EXPECT_EQ(wrappingAdd(kMax, 2), kMin + 1);
  EXPECT_EQ(checkedMul(3, 5, "x"), 15);
  EXPECT_EQ(errorOf([] { checkedMul(k62, 2, "numel"); }), "numel: integer multiplication overflow");
  EXPECT_EQ(errorOf([] { checkedAdd(kMax, 1, "cat"); }), "cat: integer addition overflow");
}

TEST(CheckedMath, SafeMultiplyFollowsC10) {
  uint64_t n = 0;
  EXPECT_FALSE(safeMultiplyU64(DimVector{k62, 3}, &n));
  EXPECT_EQ(n, uint64_t(3) << 62);
  // Overflow is sticky even when a later size is 0, and absent when 0 comes first.
  EXPECT_TRUE(safeMultiplyU64(DimVector{k62, k62, 0}, &n));
  EXPECT_FALSE(safeMultiplyU64(DimVector{0, k62, k62}, &n));
  EXPECT_EQ(n, 0u);
}

TEST(CheckedMath, NumelAndStorageBytes) {
  EXPECT_EQ(checkedNumel(DimVector{}), 1);
  EXPECT_EQ(checkedNumel(DimVector{k62, 1}), k62);
  EXPECT_EQ(checkedNumel(DimVector{kMax}), kMax);
  EXPECT_EQ(errorOf([] { checkedNumel(DimVector{k62, 2}); }), "numel: integer multiplication overflow");
  EXPECT_EQ(errorOf([] { checkedNumel(DimVector{-2}); }), "numel: integer multiplication overflow");
  EXPECT_EQ(storageNbytesContiguous(DimVector{2, 3}, 4), 24u);
  EXPECT_EQ(storageNbytesContiguous(DimVector{kMax}, 1), static_cast<size_t>(kMax));
  EXPECT_EQ(errorOf([] { storageNbytesContiguous(DimVector{k62 / 2}, 4); }),
            "Storage size calculation overflowed with sizes=[2305843009213693952]");
  EXPECT_EQ(errorOf([] { storageNbytesContiguous(DimVector{k62, 4}, 1); }),
            "Storage size calculation overflowed with sizes=[4611686018427387904, 4]");
  EXPECT_EQ(storageNbytes(DimVector{2, 3}, DimVector{3, 1}, 8), 48u);
  EXPECT_EQ(storageNbytes(DimVector{k62, 0}, DimVector{1, 1}, 8), 0u);
  EXPECT_EQ(storageNbytes(DimVector{k62}, DimVector{0}, 4), 4u);
  EXPECT_EQ(storageNbytes(DimVector{2}, DimVector{1}, 4, 3), 20u);
  EXPECT_EQ(errorOf([] { storageNbytes(DimVector{2}, DimVector{k62}, 4); }),
            "Storage size calculation overflowed with sizes=[2] and strides=[4611686018427387904]");
  EXPECT_EQ(errorOf([] { storageNbytes(DimVector{-2}, DimVector{1}, 4); }),
            "Storage size calculation overflowed with sizes=[-2] and strides=[1]");
  // An offset that would wrap the byte count (ATen lets 2**62 * 4 wrap to 0).
  EXPECT_EQ(errorOf([] { storageNbytes(DimVector{2}, DimVector{1}, 4, k62); }),
            "Storage size calculation overflowed with sizes=[2] and strides=[1]");
}

TEST(CheckedMath, WindowCountWrapsLikeATen) {
  bool o = false;
  EXPECT_EQ(windowCount(4, 0, 1, 2, 1, &o), 3);
  EXPECT_EQ(windowCount(5, 1, 1, 3, 2, &o), 3);
  EXPECT_FALSE(o);
  // conv1d(padding=2**62): 4 + 2**63 wraps, as in PyTorch's message.
  EXPECT_EQ(windowCount(4, k62, 1, 2, 1, &o), kMin + 4 - 2 + 1);
  EXPECT_TRUE(o);
  o = false;
  windowCount(4, 0, k62, 3, 1, &o);
  EXPECT_TRUE(o);
}

TEST(CheckedMath, SymIntRange) {
  checkSymIntRange(DimVector{-k62, kMax, 0});
  EXPECT_EQ(errorOf([] { checkSymIntRange(DimVector{1, -k62 - 1}); }),
            "IntArrayRef contains an int that cannot be represented as a SymInt: -4611686018427387905");
}

TEST(Allocator, FailureRaisesPyTorchsError) {
  // 2^62 bytes: more than any x86-64 address space, whatever the overcommit mode.
  EXPECT_EQ(errorOf([] { allocBuffer(size_t{1} << 62); }),
            "[enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't allocate memory: you "
            "tried to allocate 4611686018427387904 bytes. Error code 12 (Cannot allocate memory)");
  // Sizes near SIZE_MAX used to overflow the size-class rounding.
  EXPECT_NE(errorOf([] { allocBuffer(std::numeric_limits<size_t>::max() - 3); }), "");
}

TEST(Allocator, LargeBlocksAreHugePageAligned) {
  // Note [Huge pages]: 4 MB and up start on a 2 MiB boundary; smaller ones
  // keep the 64-byte alignment.
  emptyBufferCache();
  for (size_t n : {size_t{4} << 20, (size_t{16} << 20) + 12345}) {
    void* p = allocBuffer(n);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % (size_t{2} << 20), 0u) << n;
    static_cast<char*>(p)[n - 1] = 1;
    freeBuffer(p, n);
  }
  void* small = allocBuffer(1000);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(small) % 64, 0u);
  freeBuffer(small, 1000);
  emptyBufferCache();
}

TEST(Allocator, CachedAndSlackBytesArePoisonedUnderAsan) {
#if defined(TS_ASAN)
  emptyBufferCache();
  const size_t n = kCacheMinBytes + 100;
  char* p = static_cast<char*>(allocBuffer(n));
  EXPECT_FALSE(__asan_address_is_poisoned(p));
  EXPECT_FALSE(__asan_address_is_poisoned(p + n - 1));
  EXPECT_TRUE(__asan_address_is_poisoned(p + n));  // rounding slack
  freeBuffer(p, n);
  EXPECT_TRUE(__asan_address_is_poisoned(p));  // sitting in the cache
  char* q = static_cast<char*>(allocBuffer(n));
  ASSERT_EQ(q, p);  // recycled
  EXPECT_FALSE(__asan_address_is_poisoned(q + n - 1));
  EXPECT_TRUE(__asan_address_is_poisoned(q + n));
  freeBuffer(q, n);
  emptyBufferCache();
#else
  GTEST_SKIP() << "needs AddressSanitizer";
#endif
}

}  // namespace
}  // namespace ts::test
