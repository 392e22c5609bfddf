// ===--- overload_order.h - the order PyTorch lists a builtin's overloads -=== //
// A failed builtin call lists every candidate with why it did not match, in
// the order PyTorch registered them, followed by the builtin functions
// PyTorch defines in TorchScript source for the same name (`add(float a,
// Tensor b) -> Tensor`, ...). The registration order is PyTorch's (data
// from scripts/gen_overload_order.py); ours registers in its own order.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "types/schema.h"

namespace ts {

/// Position of `name.overload` among PyTorch's overloads of `name`;
/// past every known one when PyTorch has no such overload.
size_t pytorchOverloadRank(const std::string& name, const std::string& overload);

/// How many of `name`'s overloads PyTorch skips while matching
/// (isBlockListedSchema: aten::view.dtype, aten::max/min.unary_out). They
/// print no reason, but count toward the "Arguments for call are not
/// valid" form of the error.
size_t pytorchBlockListedOverloads(const std::string& name);

/// The schemas of PyTorch's builtin functions named like operator `name`
/// (torch/csrc/jit/frontend/builtin_functions.cpp), in definition order;
/// they are tried after the operators.
const std::vector<FunctionSchema>& builtinFunctionSchemas(const std::string& name);

}  // namespace ts
