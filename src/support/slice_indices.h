// ===--- slice_indices.h - Python slice index adjustment --------------------=== //
// CPython's PySlice_Unpack + PySlice_AdjustIndices as PyTorch ports them;
// shared by str, list and tuple slicing.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

#include "support/error.h"

namespace ts {

/// The resolved form of `x[start:stop:step]` on a sequence: the first index,
/// the step and how many elements the slice selects.
struct SliceRange {
  int64_t start;
  int64_t step;
  int64_t length;
};

/// Resolves a slice against a sequence of `length` elements. A missing bound
/// is std::nullopt. step == 0 is a RuntimeError (PyTorch's message).
inline SliceRange adjustSlice(int64_t length, std::optional<int64_t> start_opt,
                              std::optional<int64_t> stop_opt, int64_t step) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  TS_CHECK(step != 0, "List slice should have non-zero step");
  TS_CHECK(step >= -kMax, "List slice step is out of bounds");
  // Like PyTorch, an explicit INT64_MAX bound means the same as a missing one.
  int64_t start = start_opt.value_or(kMax);
  int64_t stop = stop_opt.value_or(kMax);
  if (start == kMax) start = step < 0 ? kMax : 0;
  if (stop == kMax) stop = step < 0 ? kMin : kMax;
  auto clamp = [&](int64_t& i) {
    if (i < 0) {
      i += length;
      if (i < 0) i = step < 0 ? -1 : 0;
    } else if (i >= length) {
      i = step < 0 ? length - 1 : length;
    }
  };
  clamp(start);
  clamp(stop);
  int64_t n = 0;
  if (step < 0 && stop < start) n = (start - stop - 1) / (-step) + 1;
  if (step > 0 && start < stop) n = (stop - start - 1) / step + 1;
  return {start, step, n};
}

}  // namespace ts
