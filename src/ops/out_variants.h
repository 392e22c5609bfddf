// ===--- out_variants.h - what out= overloads share with their callers ---=== //
#pragma once

#include <string>

#include "tensor/tensor.h"

namespace ts {

/// ATen's resize_output warning for an out= tensor of shape `had` resized to
/// `wanted` (the text without a "UserWarning: " prefix or a trailer).
std::string outputResizedWarning(IntArrayRef had, IntArrayRef wanted);

}  // namespace ts
