// ===--- ops_creation.h - factory functions -------------------------------=== //
// torch.empty/zeros/ones/full/arange/linspace/tensor and the *_like forms,
// with PyTorch's dtype inference when no dtype is given.
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts {

Tensor empty(IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt);
Tensor zeros(IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt);
Tensor ones(IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt);
/// dtype defaults from the value: int -> int64, float -> float32, bool -> bool,
/// complex -> complex64.
Tensor full(IntArrayRef size, const Scalar& fill_value, std::optional<ScalarType> dtype = std::nullopt);
Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor full_like(const Tensor& self, const Scalar& fill_value,
                 std::optional<ScalarType> dtype = std::nullopt);
/// torch.scalar_tensor / torch.tensor(number): 0-dim.
Tensor scalar_tensor(const Scalar& s, std::optional<ScalarType> dtype = std::nullopt);

/// arange(end), arange(start, end), arange(start, end, step): int64 when all
/// arguments are ints, else float32 (reproduces ATen's length and values).
Tensor arange(const Scalar& end, std::optional<ScalarType> dtype = std::nullopt);
Tensor arange(const Scalar& start, const Scalar& end, std::optional<ScalarType> dtype = std::nullopt);
Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step,
              std::optional<ScalarType> dtype = std::nullopt);
Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps,
                std::optional<ScalarType> dtype = std::nullopt);
Tensor eye(int64_t n, std::optional<int64_t> m = std::nullopt,
           std::optional<ScalarType> dtype = std::nullopt);

/// A nested Python list of numbers (the argument of torch.tensor).
struct NestedList {
  bool is_leaf = true;
  Scalar value;
  std::vector<NestedList> items;

  NestedList() = default;
  NestedList(Scalar v) : value(v) {}
  NestedList(std::vector<NestedList> xs) : is_leaf(false), items(std::move(xs)) {}
};

/// torch.tensor(data, dtype): infers shape (ValueError on ragged lists) and
/// dtype (bool < int64 < float32 < complex64 over all leaves).
Tensor tensorFromData(const NestedList& data, std::optional<ScalarType> dtype = std::nullopt);
/// torch.tensor of a flat list with a given shape (fast path for the runtime).
Tensor tensorFromScalars(const std::vector<Scalar>& values, IntArrayRef shape,
                         std::optional<ScalarType> dtype = std::nullopt);

}  // namespace ts
