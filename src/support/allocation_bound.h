// ===--- allocation_bound.h - fail absurd sizes before allocating -------=== //
#pragma once

#include <cstdint>
#include <new>

namespace ts {

// Note [Allocation bound]: a container whose size comes from the program
// (`[0] * n`, `s.center(n)`, `x.tensor_split(n)`) is sized up front, and a
// size past 1 TiB fails at once with the std::bad_alloc PyTorch's failed
// allocation gives (RuntimeError in script code, MemoryError at the Python
// level). Growing it item by item would instead eat the machine's memory
// before failing, and under ASan an allocation that large aborts the
// process rather than returning null.
constexpr uint64_t kMaxAllocationBytes = uint64_t(1) << 40;

/// Throws std::bad_alloc when `count` items of `item_bytes` each pass the bound.
inline void checkAllocationSize(uint64_t count, uint64_t item_bytes) {
  if (item_bytes != 0 && count >= kMaxAllocationBytes / item_bytes) throw std::bad_alloc();
}

}  // namespace ts
