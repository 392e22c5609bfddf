// ===--- load_limits.h - resource caps for reading untrusted .pt files ----=== //
// Note [Load limits]: a `.pt` file or pickle may come from anyone, so every
// amount of memory or work it can ask for is capped. The caps are far above
// what any archive torch.jit.save writes; an embedder that loads larger
// trusted files raises them.
#pragma once

#include <cstdint>

namespace ts {

/// Caps on what loading one archive may allocate or build.
struct LoadLimits {
  /// Largest inflated size of one deflated record (PyTorch deflates only
  /// code files; tensor data is stored uncompressed and bounded by the file).
  uint64_t max_inflated_record = uint64_t{256} << 20;
  /// Largest sum of the declared inflated sizes of all deflated records.
  uint64_t max_inflated_total = uint64_t{1} << 30;
  /// Deepest nesting of tuples, lists, dicts and objects in a pickle. The
  /// runtime walks values recursively (printing, ==, type inference), so a
  /// loaded value is never deeper than Python's default recursion limit.
  uint32_t max_nesting_depth = 1000;
  /// Most tuples, lists, dicts and objects one pickle may build: each costs
  /// about a hundred bytes for one byte of pickle.
  uint64_t max_containers = uint64_t{1} << 22;
  /// Most containers a pickled value may hold once references to shared
  /// containers are expanded: a few hundred bytes of memo references can
  /// describe 2^60 paths, which every recursive walk would follow.
  uint64_t max_expanded_containers = uint64_t{1} << 24;
};

}  // namespace ts
