// ===--- ops_binary.h - elementwise binary ops with broadcasting ---------=== //
// ATen names and argument order. Every op promotes its operands with
// torch.result_type rules; the Scalar overloads treat the number as a
// wrapped number. Trailing-underscore forms write into self.
#pragma once

#include <optional>
#include <string>

#include "tensor/tensor.h"

namespace ts {

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor add(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
Tensor add_(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor add_(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor sub(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
Tensor sub_(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor sub_(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
/// other - alpha * self.
Tensor rsub(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor rsub(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
Tensor mul(const Tensor& self, const Tensor& other);
Tensor mul(const Tensor& self, const Scalar& other);
Tensor mul_(const Tensor& self, const Tensor& other);
Tensor mul_(const Tensor& self, const Scalar& other);
/// rounding_mode: nullopt (true division), "trunc" or "floor".
Tensor div(const Tensor& self, const Tensor& other,
           const std::optional<std::string>& rounding_mode = std::nullopt);
Tensor div(const Tensor& self, const Scalar& other,
           const std::optional<std::string>& rounding_mode = std::nullopt);
Tensor div_(const Tensor& self, const Tensor& other,
            const std::optional<std::string>& rounding_mode = std::nullopt);
Tensor div_(const Tensor& self, const Scalar& other,
            const std::optional<std::string>& rounding_mode = std::nullopt);
Tensor floor_divide(const Tensor& self, const Tensor& other);
Tensor floor_divide(const Tensor& self, const Scalar& other);
Tensor floor_divide_(const Tensor& self, const Tensor& other);
Tensor remainder(const Tensor& self, const Tensor& other);
Tensor remainder(const Tensor& self, const Scalar& other);
Tensor remainder(const Scalar& self, const Tensor& other);
Tensor remainder_(const Tensor& self, const Tensor& other);
Tensor remainder_(const Tensor& self, const Scalar& other);
Tensor fmod(const Tensor& self, const Tensor& other);
Tensor fmod(const Tensor& self, const Scalar& other);
Tensor fmod_(const Tensor& self, const Tensor& other);
Tensor fmod_(const Tensor& self, const Scalar& other);
Tensor pow(const Tensor& self, const Tensor& exponent);
Tensor pow(const Tensor& self, const Scalar& exponent);
Tensor pow(const Scalar& self, const Tensor& exponent);
Tensor pow_(const Tensor& self, const Tensor& exponent);
Tensor pow_(const Tensor& self, const Scalar& exponent);
Tensor atan2(const Tensor& self, const Tensor& other);
Tensor hypot(const Tensor& self, const Tensor& other);
Tensor hypot_(const Tensor& self, const Tensor& other);

Tensor bitwise_and(const Tensor& self, const Tensor& other);
Tensor bitwise_and(const Tensor& self, const Scalar& other);
Tensor bitwise_or(const Tensor& self, const Tensor& other);
Tensor bitwise_or(const Tensor& self, const Scalar& other);
Tensor bitwise_xor(const Tensor& self, const Tensor& other);
Tensor bitwise_xor(const Tensor& self, const Scalar& other);
Tensor bitwise_and_(const Tensor& self, const Tensor& other);
Tensor bitwise_or_(const Tensor& self, const Tensor& other);
Tensor bitwise_xor_(const Tensor& self, const Tensor& other);
/// self << other (left) or self >> other on integer tensors (counts taken
/// modulo the promoted width, as PyTorch 1.13's scalar path on x86).
Tensor bitwise_shift(const Tensor& self, const Tensor& other, bool left);
Tensor bitwise_shift(const Tensor& self, const Scalar& other, bool left);
Tensor logical_and(const Tensor& self, const Tensor& other);
Tensor logical_or(const Tensor& self, const Tensor& other);
Tensor logical_xor(const Tensor& self, const Tensor& other);

/// Comparisons return bool tensors.
Tensor eq(const Tensor& self, const Tensor& other);
Tensor eq(const Tensor& self, const Scalar& other);
Tensor ne(const Tensor& self, const Tensor& other);
Tensor ne(const Tensor& self, const Scalar& other);
Tensor lt(const Tensor& self, const Tensor& other);
Tensor lt(const Tensor& self, const Scalar& other);
Tensor le(const Tensor& self, const Tensor& other);
Tensor le(const Tensor& self, const Scalar& other);
Tensor gt(const Tensor& self, const Tensor& other);
Tensor gt(const Tensor& self, const Scalar& other);
Tensor ge(const Tensor& self, const Tensor& other);
Tensor ge(const Tensor& self, const Scalar& other);

/// Elementwise max/min propagating NaN.
Tensor maximum(const Tensor& self, const Tensor& other);
Tensor minimum(const Tensor& self, const Tensor& other);

/// True when both have the same size and elements (dtypes may differ).
bool equal(const Tensor& self, const Tensor& other);
/// |a - b| <= atol + rtol * |b| everywhere (NaN equal only with equal_nan).
bool allclose(const Tensor& self, const Tensor& other, double rtol = 1e-05, double atol = 1e-08,
              bool equal_nan = false);
/// Elementwise form of allclose.
Tensor isclose(const Tensor& self, const Tensor& other, double rtol = 1e-05, double atol = 1e-08,
               bool equal_nan = false);

}  // namespace ts
