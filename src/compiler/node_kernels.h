// ===--- node_kernels.h - kernels for prim nodes with node-specific data --=== //
#pragma once

#include "ir/ir.h"
#include "runtime/code.h"

namespace ts {

class Program;

/// Builds the kernel of a node that is not a registry operator (list and
/// tuple construction with their types, global loads and stores, range
/// arithmetic, isinstance, opaque constants). False if `n` is unknown.
bool nodeKernel(Program& program, const Node* n, BoundKernel& out);
/// `sort`/`sorted` of a List[C] of a script class, by C's __lt__
/// (object_sort.cpp); false if `n` is not one.
bool isObjectListSort(const Node* n);
bool objectSortKernel(Program& program, const Node* n, BoundKernel& out);
/// Kernels of the nn.Module nodes (modules.cpp); false if `n` is not one.
bool moduleNodeKernel(Program& program, const Node* n, BoundKernel& out);

}  // namespace ts
