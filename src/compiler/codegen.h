// ===--- codegen.h - IR graph to register bytecode ------------------------=== //
#pragma once

#include <functional>
#include <memory>

#include "ir/ir.h"
#include "runtime/code.h"

namespace ts {

/// Supplies kernels for node kinds that need program context (globals,
/// constants the IR cannot hold); returns false if it does not know `n`.
using NodeKernelFactory = std::function<bool(const Node* n, BoundKernel& out)>;

/// Lowers a graph to bytecode: a copy of `g` is optimized first
/// (passes/passes.h), so `g` itself stays as written for `.graph` and
/// `.code`. Values get registers; structured control flow becomes jumps
/// (see Note [Loop lowering] in codegen.cpp). `python_level`: the graph is
/// a Python-level operator call (src/python_torch), whose autograd nodes are
/// named as Python's bindings name them (ops/grad_hook.h).
std::unique_ptr<Code> generateCode(const Graph& g, const NodeKernelFactory& factory, bool python_level = false);

}  // namespace ts
