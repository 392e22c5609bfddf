// ===--- trace_fork.h - torch.jit.fork / wait while tracing ---------------=== //
// See Note [Traced forks] in trace_fork.cpp.
#pragma once

#include <functional>
#include <memory>

#include "compiler/codegen.h"
#include "ir/ir.h"
#include "python/interp.h"
#include "runtime/function.h"

namespace ts::py {

/// torch.jit's _trace_fork_begin/_abort/_end and _trace_wait, which the
/// Python-level fork and wait call while tracing.
void installTraceFork(Interp& in, PyModule& jit);
/// Replaces each traced fork's block (at any depth of `b`) by the function
/// `compile` makes of it; the fork then takes the values the block used.
void liftTracedForks(Block* b, const std::function<Ref<Function>(std::unique_ptr<Graph>)>& compile);
/// Kernels of a traced graph's prim::fork (with a lifted function) and
/// aten::wait; false for other nodes.
bool tracedForkKernel(const Node* n, BoundKernel& out);

}  // namespace ts::py
