// ===--- with_exits.h - __exit__ calls owed when an exception unwinds ----=== //
// Note [With exits on exceptions]: a `with obj:` body that raises still runs
// obj.__exit__(None, None, None) before the exception propagates, as
// PyTorch's interpreter does for its prim::Enter/prim::Exit pairs (the
// exception always propagates: the exit's result does not suppress it). The
// compiler brackets each object with-body by prim::WithPush (before
// __enter__ runs: an __enter__ that raises is exited too, as there) and prim::WithPop (before the normal-path __exit__);
// the pushes wait here, per thread, tagged with the frame (its scratch
// stack) that made them, and a frame that unwinds runs its own, innermost
// first.
#pragma once

#include <vector>

#include "runtime/ivalue.h"

namespace ts {

class Function;

struct PendingExit {
  IValue context;
  const Function* exit = nullptr;
  const void* frame = nullptr;
};

/// This thread's pending exits, innermost last.
std::vector<PendingExit>& pendingExits();

/// Pops and runs the exits `frame` pushed. An exit that raises replaces the
/// exception being unwound (as in Python); the remaining exits still run and
/// the last such exception is rethrown at the end.
void unwindWithExits(const void* frame);

}  // namespace ts
