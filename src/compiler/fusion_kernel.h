// ===--- fusion_kernel.h - the kernel of a prim::FusionGroup --------------=== //
#pragma once

#include <functional>

#include "ir/ir.h"
#include "ops/registry.h"
#include "runtime/code.h"

namespace ts {

/// How the enclosing function calls a member's operator (with autograd
/// bookkeeping where the operator has any), so members behave exactly as
/// they would unfused.
using MemberKernel = std::function<OpKernel(const Operator&)>;

/// Builds the kernel of a fusion group; see Note [Elementwise fusion].
void fusionGroupKernel(const Node* group, const MemberKernel& member_kernel, BoundKernel& out);

}  // namespace ts
