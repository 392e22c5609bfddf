// ===--- fuzz_fuel.h - a step budget for scripts run by the fuzz targets --=== //
// Fuzz builds (-DTS_FUZZ_FUEL, set by the TS_FUZZ CMake option) charge one
// unit per function call and per jump; a script that spends its budget gets
// a RuntimeError, so `while True: pass` ends instead of timing the fuzzer out.
#pragma once

#include <cstdint>
#include <limits>

#include "support/error.h"

namespace ts {

// Note [Fuzz fuel]
// A fuzzer must tell hangs (a bug) from programs that merely run long (a
// legitimate `for i in range(10**9)`). The interpreter cannot know, so the
// fuzz target gives each input a budget of interpreter steps: calls and
// jumps, which bound every loop and every recursion. Ordinary builds compile
// the charge away; the budget is per thread and unlimited until set.

/// Steps left on this thread (fuzz builds only).
inline int64_t& fuzzFuel() {
  thread_local int64_t fuel = std::numeric_limits<int64_t>::max();
  return fuel;
}

/// Charges one step; throws once the budget is spent.
inline void burnFuzzFuel() {
  if (--fuzzFuel() < 0) {
    fuzzFuel() = 0;
    throw Error("fuzz step budget exhausted");
  }
}

}  // namespace ts

#ifdef TS_FUZZ_FUEL
#define TS_BURN_FUZZ_FUEL() ::ts::burnFuzzFuel()
#else
#define TS_BURN_FUZZ_FUEL() ((void)0)
#endif
