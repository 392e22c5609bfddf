// ===--- cpu_flags.h - per-thread floating-point modes of the CPU --------=== //
#pragma once

namespace ts {

/// torch.set_flush_denormal: with `on`, the calling thread's SSE unit flushes
/// denormal results to zero and reads denormal inputs as zero (MXCSR FTZ and
/// DAZ), as ATen sets them. Returns false where the CPU has no such mode.
bool setFlushDenormal(bool on);

}  // namespace ts
