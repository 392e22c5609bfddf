// ===--- allocator.cpp - size-bucketed per-thread cache of large blocks ---=== //
// Note [Buffer cache]: the cache is thread_local, the one piece of mutable
// process state in this layer; it is a resource like malloc's own arenas and
// holds no semantic state. Blocks freed on another thread join that thread's
// cache. Sizes are rounded up to 1/8-octave classes so a block fits requests
// of nearly the same size.
#include "tensor/allocator.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "support/error.h"

namespace ts {

namespace {

constexpr size_t kAlign = 64;

size_t roundSize(size_t n) {
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
        return p;
      }
    }
    return nullptr;
  }
  bool put(void* p, size_t size) {
    if (size > kCacheMaxBytes / 4) return false;
    while (bytes_ + size > kCacheMaxBytes && !blocks_.empty()) {
      std::free(blocks_.front().ptr);
      bytes_ -= blocks_.front().size;
      blocks_.erase(blocks_.begin());
    }
    blocks_.push_back({size, p});
    bytes_ += size;
    return true;
  }
  void clear() {
    for (auto& b : blocks_) std::free(b.ptr);
    blocks_.clear();
    bytes_ = 0;
  }

 private:
  std::vector<Block> blocks_;
  size_t bytes_ = 0;
};

BlockCache& cache() {
  thread_local BlockCache c;
  return c;
}

}  // namespace

void* allocBuffer(size_t nbytes) {
  size_t size = roundSize(nbytes == 0 ? 1 : nbytes);
  if (size >= kCacheMinBytes) {
    if (void* p = cache().take(size)) return p;
  }
  void* p = std::aligned_alloc(kAlign, size);
  if (!p) {
    throw Error("[enforce fail at alloc_cpu.cpp:73] . DefaultCPUAllocator: not enough memory: "
                "you tried to allocate " + std::to_string(nbytes) + " bytes.");
  }
  return p;
}

void freeBuffer(void* p, size_t nbytes) {
  if (!p) return;
  size_t size = roundSize(nbytes == 0 ? 1 : nbytes);
  if (size >= kCacheMinBytes && cache().put(p, size)) return;
  std::free(p);
}

void emptyBufferCache() { cache().clear(); }

}  // namespace ts
