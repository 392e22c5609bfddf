// ===--- allocator.cpp - size-bucketed per-thread cache of large blocks ---=== //
// Note [Buffer cache]: the cache is thread_local, the one piece of mutable
// process state in this layer; it is a resource like malloc's own arenas and
// holds no semantic state. Blocks freed on another thread join that thread's
// cache. Sizes are rounded up to 1/8-octave classes so a block fits requests
// of nearly the same size.
// Note [Poisoned blocks]: under AddressSanitizer a block is poisoned while it
// sits in the cache, and the slack between the requested and the rounded size
// is poisoned while it is in use, so an overflow into either is reported
// although the memory still belongs to a live malloc block.
#include "tensor/allocator.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <sys/mman.h>

#include "support/error.h"

#include "support/sanitizers.h"

#if defined(TS_ASAN)
#include <sanitizer/asan_interface.h>
#define TS_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define TS_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
// ASan aborts on requests above its 1 TiB limit instead of failing them.
#define TS_MAX_ALLOC_BYTES (size_t{1} << 40)
#else
#define TS_MAX_ALLOC_BYTES (size_t{1} << 63)  // beyond any address space
#define TS_POISON(p, n) ((void)(p), (void)(n))
#define TS_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace ts {

namespace {

constexpr size_t kAlign = 64;

// Note [Huge pages]: blocks of at least kHugeMinBytes are 2 MiB aligned and
// advised for transparent huge pages. A memory-bound kernel streaming a
// 16 MB tensor otherwise crosses a 4 KiB page every 64 cache lines, where
// the hardware prefetcher stops and the TLB misses (reduction_large: three
// passes over 16 MB). Where THP is off ("never") the advice does nothing.
constexpr size_t kHugeMinBytes = size_t{4} << 20;
constexpr size_t kHugePage = size_t{2} << 20;

// Sizes above this are not rounded (nor cached): the rounding could overflow,
// and no allocator can satisfy them anyway.
constexpr size_t kMaxRoundedBytes = size_t{1} << 60;

size_t roundSize(size_t n) {
  if (n > kMaxRoundedBytes) return n;
  if (n < kCacheMinBytes) return (n + kAlign - 1) / kAlign * kAlign;
  // Round up to a multiple of 1/8 of the highest power of two below n.
  size_t p = 1;
  while ((p << 1) <= n) p <<= 1;
  size_t step = p / 8;
  return (n + step - 1) / step * step;
}

struct Block {
  size_t size;
  void* ptr;
};

class BlockCache {
 public:
  ~BlockCache() { clear(); }
  void* take(size_t size) {
    for (size_t i = blocks_.size(); i-- > 0;) {
      if (blocks_[i].size == size) {
        void* p = blocks_[i].ptr;
        blocks_[i] = blocks_.back();
        blocks_.pop_back();
        bytes_ -= size;
        TS_UNPOISON(p, size);
        return p;
      }
    }
    return nullptr;
  }
  bool put(void* p, size_t size) {
    if (size > kCacheMaxBytes / 4) return false;
    while (bytes_ + size > kCacheMaxBytes && !blocks_.empty()) {
      release(blocks_.front());
      bytes_ -= blocks_.front().size;
      blocks_.erase(blocks_.begin());
    }
    TS_POISON(p, size);
    blocks_.push_back({size, p});
    bytes_ += size;
    return true;
  }
  void clear() {
    for (auto& b : blocks_) release(b);
    blocks_.clear();
    bytes_ = 0;
  }

 private:
  static void release(const Block& b) {
    TS_UNPOISON(b.ptr, b.size);
    std::free(b.ptr);
  }
  std::vector<Block> blocks_;
  size_t bytes_ = 0;
};

BlockCache& cache() {
  thread_local BlockCache c;
  return c;
}

}  // namespace

// Allocation failure raises PyTorch's posix_memalign message (alloc_cpu.cpp);
// it never aborts, whatever the size.
void* allocBuffer(size_t nbytes) {
  size_t size = roundSize(nbytes == 0 ? 1 : nbytes);
  void* p = nullptr;
  if (size >= kCacheMinBytes) p = cache().take(size);
  if (!p) {
    const size_t align = size >= kHugeMinBytes ? kHugePage : kAlign;
    int err = size > TS_MAX_ALLOC_BYTES ? ENOMEM : posix_memalign(&p, align, size);
    if (err == 0 && p && align == kHugePage) (void)madvise(p, size, MADV_HUGEPAGE);
    if (err != 0 || !p) {
      if (err == 0) err = ENOMEM;
      throw Error("[enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't "
                  "allocate memory: you tried to allocate " + std::to_string(nbytes) +
                  " bytes. Error code " + std::to_string(err) + " (" + std::strerror(err) + ")");
    }
  }
  TS_POISON(static_cast<char*>(p) + nbytes, size - nbytes);
  return p;
}

void freeBuffer(void* p, size_t nbytes) {
  if (!p) return;
  size_t size = roundSize(nbytes == 0 ? 1 : nbytes);
  TS_UNPOISON(p, size);
  if (size >= kCacheMinBytes && cache().put(p, size)) return;
  std::free(p);
}

void emptyBufferCache() { cache().clear(); }

}  // namespace ts
