// ===--- threads.h - the intra-op thread count for embedders -------------=== //
// Kernels split large tensors across a pool of threads (torch.set_num_threads
// in script code and at the Python level sets the same count).
#pragma once

#include "torchscript/export.h"

namespace ts {
inline namespace api {  // Note [Public names] in value.h

/// Threads one kernel may use: by default half the hardware threads (as
/// PyTorch 1.13), or
/// OMP_NUM_THREADS when set. Process-wide, like torch.get_num_threads().
TS_API int get_num_threads();
/// Sets the count for every later kernel; throws ts::Error (RuntimeError)
/// unless n > 0. Embedders that run one model per core from several threads
/// call set_num_threads(1) and set OPENBLAS_NUM_THREADS=1 in the
/// environment: as in PyTorch, OpenBLAS keeps the thread count it read
/// from there (or the number of logical CPUs) when it loaded.
TS_API void set_num_threads(int n);

}  // namespace api
}  // namespace ts
