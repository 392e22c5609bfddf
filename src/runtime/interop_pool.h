// ===--- interop_pool.h - the inter-op thread pool behind torch.jit.fork --=== //
// One process-wide pool, as PyTorch's: its size is fixed by
// torch.set_num_interop_threads before the first fork, never after.
#pragma once

#include <cstdint>
#include <functional>

namespace ts {

/// torch.get_num_interop_threads(): the size set, else the default (the
/// machine's cores / 2, at least 1: PyTorch 1.13's default on 2-vCPU hosts).
int64_t interopThreads();

/// torch.set_num_interop_threads(n): a RuntimeError when n < 1, or when the
/// size was already set or the pool has started (PyTorch aborts the process
/// there; we raise instead).
void setInteropThreads(int64_t n);

/// Queues `task` on the pool (starting it on first use). Tasks must not
/// throw; they run in FIFO order on some worker.
void launchInterop(std::function<void()> task);

/// Whether this thread is running a script-mode forked call (on a worker or
/// inline in a wait). The Python level is single-threaded, so calling back
/// into it from a fork is refused in every such call, whichever thread runs it.
bool inForkedTask();

/// Marks the running call as a forked one for its scope.
class ForkedTaskScope {
 public:
  ForkedTaskScope();
  ~ForkedTaskScope();
  ForkedTaskScope(const ForkedTaskScope&) = delete;
  ForkedTaskScope& operator=(const ForkedTaskScope&) = delete;

 private:
  bool prev_;
};

}  // namespace ts
