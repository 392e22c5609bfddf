// ===--- load_options.h - caps on what loading a .pt file may allocate ---=== //
// Public: ts::LoadOptions for ts::load; the loader (serialization layer)
// uses the same struct as its LoadLimits (Note [Load limits]).
#pragma once

#include <cstdint>

namespace ts {
inline namespace api {  // Note [Public names] in value.h

/// Caps on what loading one `.pt` may allocate or build (Note [Load
/// limits]): a file from an untrusted source cannot exhaust memory or the
/// stack. The defaults are far above what any archive torch.jit.save writes;
/// raise them to load larger trusted files, lower them to refuse big ones
/// early. A file past a cap makes ts::load throw ts::Error naming the cap,
/// e.g. "... inflates to 41943222 bytes, more than the limit of 1048576 for
/// one record".
struct LoadOptions {
  /// Largest inflated size of one deflated record (code files; tensor data
  /// is stored uncompressed and bounded by the file's size).
  uint64_t max_inflated_record = uint64_t{256} << 20;
  /// Largest sum of the inflated sizes of all deflated records.
  uint64_t max_inflated_total = uint64_t{1} << 30;
  /// Deepest nesting of tuples, lists, dicts and objects in a pickle.
  uint32_t max_nesting_depth = 1000;
  /// Most tuples, lists, dicts and objects one pickle may build.
  uint64_t max_containers = uint64_t{1} << 22;
  /// Most containers a pickled value may hold once shared references are
  /// expanded (a few bytes of memo references can describe 2^60 paths).
  uint64_t max_expanded_containers = uint64_t{1} << 24;
};

}  // namespace api
}  // namespace ts
