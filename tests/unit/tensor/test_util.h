// ===--- test_util.h - helpers for tensor unit tests ----------------------=== //
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tensor/ops.h"

namespace ts::test {

/// A tensor from values (as doubles) with a shape and dtype.
inline Tensor T(const std::vector<double>& v, std::vector<int64_t> shape = {},
                ScalarType dtype = ScalarType::Float) {
  if (shape.empty()) shape = {static_cast<int64_t>(v.size())};
  std::vector<Scalar> s;
  for (double x : v) s.emplace_back(x);
  Tensor d = tensorFromScalars(s, shape, ScalarType::Double);
  return d.to(dtype);
}
/// A 0-dim tensor.
inline Tensor S(double v, ScalarType dtype = ScalarType::Float) {
  return scalarTensor(Scalar(v), ScalarType::Double).to(dtype);
}
inline Tensor L(const std::vector<int64_t>& v, std::vector<int64_t> shape = {},
                ScalarType dtype = ScalarType::Long) {
  if (shape.empty()) shape = {static_cast<int64_t>(v.size())};
  std::vector<Scalar> s;
  for (int64_t x : v) s.emplace_back(x);
  return tensorFromScalars(s, shape, dtype);
}
inline Tensor B(const std::vector<bool>& v, std::vector<int64_t> shape = {}) {
  if (shape.empty()) shape = {static_cast<int64_t>(v.size())};
  std::vector<Scalar> s;
  for (bool x : v) s.emplace_back(x);
  return tensorFromScalars(s, shape, ScalarType::Bool);
}
/// Elements as doubles (row-major).
inline std::vector<double> vals(const Tensor& t) {
  Tensor d = t.to(ScalarType::Double).contiguous();
  const double* p = d.data_ptr<double>();
  return std::vector<double>(p, p + d.numel());
}
inline std::vector<int64_t> shape(const Tensor& t) { return t.sizes().vec(); }

/// Runs f and returns the ts::Error message ("" if nothing was thrown).
template <typename F>
std::string errorOf(F f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace ts::test
