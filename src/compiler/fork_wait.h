// ===--- fork_wait.h - torch.jit.fork and torch.jit.wait ------------------=== //
// The emitter's special forms for fork/wait and the kernels of their nodes.
#pragma once

#include <string>

#include "compiler/sugared_value.h"
#include "frontend/ast.h"
#include "runtime/code.h"

namespace ts {

class Emitter;
class Program;

/// `torch.jit.fork(fn, *args)` / `torch.jit.wait(fut)` (and the `_fork` /
/// `_wait` spellings); nullptr when `builtin` is neither.
SugaredPtr emitForkWait(Emitter& e, const std::string& builtin, const ast::Call& call);

/// `fut.wait()` on a Future (aten::wait, like torch.jit.wait(fut)); nullptr
/// for other names.
SugaredPtr futureMethod(Value* fut, const std::string& name);

/// A forked block as a graph of its own: its inputs are the values `body`
/// uses but does not define (`captures`, in first-use order).
std::unique_ptr<Graph> extractForkBody(const Block* body, std::vector<Value*>& captures);
/// Kernels of prim::fork and aten::wait; false for other nodes.
bool forkWaitNodeKernel(Program& program, const Node* n, BoundKernel& out);

}  // namespace ts
