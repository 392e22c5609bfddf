// ===--- ops_reduce.h - reductions over all elements or a list of dims ----=== //
// dtype rules follow ATen: sum/prod of bool and integer tensors give int64,
// half/bfloat16 accumulate in float; mean needs a floating or complex input;
// all/any give bool (uint8 for uint8 input).
#pragma once

#include <optional>
#include <tuple>

#include "tensor/tensor.h"

namespace ts {

Tensor sum(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
/// dims empty = all dims (aten::sum.dim_IntList with dim=[]).
Tensor sum(const Tensor& self, IntArrayRef dim, bool keepdim = false,
           std::optional<ScalarType> dtype = std::nullopt);
Tensor mean(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor mean(const Tensor& self, IntArrayRef dim, bool keepdim = false,
            std::optional<ScalarType> dtype = std::nullopt);
Tensor prod(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor prod(const Tensor& self, int64_t dim, bool keepdim = false,
            std::optional<ScalarType> dtype = std::nullopt);

/// Whole-tensor max/min (NaN propagates).
Tensor max(const Tensor& self);
Tensor min(const Tensor& self);
/// (values, indices) along dim; ties give the first index, NaN wins.
std::tuple<Tensor, Tensor> max(const Tensor& self, int64_t dim, bool keepdim = false);
std::tuple<Tensor, Tensor> min(const Tensor& self, int64_t dim, bool keepdim = false);
Tensor amax(const Tensor& self, IntArrayRef dim = {}, bool keepdim = false);
Tensor amin(const Tensor& self, IntArrayRef dim = {}, bool keepdim = false);
Tensor argmax(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
Tensor argmin(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);

Tensor all(const Tensor& self);
Tensor all(const Tensor& self, int64_t dim, bool keepdim = false);
Tensor any(const Tensor& self);
Tensor any(const Tensor& self, int64_t dim, bool keepdim = false);

/// Bitmask of reduced dims; checks range and duplicates like ATen's make_dim_mask.
uint64_t makeDimMask(IntArrayRef dims, int64_t ndim);

}  // namespace ts
