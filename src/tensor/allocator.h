// ===--- allocator.h - tensor buffer allocation with a large-block cache --=== //
// Big buffers from malloc come from fresh mmap'd pages that page-fault on
// first touch; reusing freed blocks of a similar size avoids that cost for the
// temporaries every elementwise op creates (like PyTorch's CPU caching).
#pragma once

#include <cstddef>

namespace ts {

/// Blocks at least this large go through the cache; smaller ones use malloc
/// directly (glibc already recycles them from its bins).
constexpr size_t kCacheMinBytes = 256 * 1024;
/// Upper bound on bytes held by one thread's cache, so idle memory stays bounded.
constexpr size_t kCacheMaxBytes = 512u * 1024 * 1024;

/// Allocates nbytes aligned to 64 bytes; never returns null: failure throws
/// PyTorch's RuntimeError "[enforce fail at alloc_cpu.cpp:75] err == 0.
/// DefaultCPUAllocator: can't allocate memory: you tried to allocate N bytes.
/// Error code 12 (Cannot allocate memory)". nbytes may be 0.
void* allocBuffer(size_t nbytes);
/// Frees a block from allocBuffer; nbytes must be the size it was allocated with.
void freeBuffer(void* p, size_t nbytes);
/// Releases every cached block of the calling thread.
void emptyBufferCache();

}  // namespace ts
