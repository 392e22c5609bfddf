// ===--- complex_math_test.cpp - unary math and max/min on complex tensors -=== //
// exp/sqrt/... of complex tensors against PyTorch 1.13.1's values; functions
// ATen has no complex kernel for raise its dtype error.
#include <gtest/gtest.h>

#include <complex>
#include <vector>

#include "test_util.h"

namespace ts::test {
namespace {

using C = std::complex<double>;

Tensor complexTensor(const std::vector<C>& v, ScalarType dt) {
  Tensor t = emptyTensor({static_cast<int64_t>(v.size())}, ScalarType::ComplexDouble);
  std::copy(v.begin(), v.end(), t.data_ptr<C>());
  return t.to(dt);
}

std::vector<C> complexValues(const Tensor& t) {
  Tensor d = contiguous(t.to(ScalarType::ComplexDouble));
  return std::vector<C>(d.data_ptr<C>(), d.data_ptr<C>() + d.numel());
}

void expectNear(const std::vector<C>& got, const std::vector<C>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_NEAR(got[i].real(), want[i].real(), 1e-6) << i;
    EXPECT_NEAR(got[i].imag(), want[i].imag(), 1e-6) << i;
  }
}

TEST(ComplexMath, ExpAndSqrtMatchPyTorch) {
  Tensor z = complexTensor({{1, 1}, {-2, 0.5}, {0, 3}, {0, 0}}, ScalarType::ComplexFloat);
  Tensor e = ts::exp(z);
  EXPECT_EQ(e.dtype(), ScalarType::ComplexFloat);
  expectNear(complexValues(e), {{1.4686939716339111, 2.2873551845550537},
                                {0.1187678799033165, 0.06488319486379623},
                                {-0.9899924993515015, 0.14112000167369843},
                                {1, 0}});
  expectNear(complexValues(ts::sqrt(z)), {{1.0986841917037964, 0.45508983731269836},
                                          {0.17543205618858337, 1.4250531196594238},
                                          {1.2247449159622192, 1.2247449159622192},
                                          {0, 0}});
  Tensor in_place = clone(z);
  exp_(in_place);
  EXPECT_EQ(complexValues(in_place), complexValues(e));
}

TEST(ComplexMath, UnsupportedFunctionsRaiseDtypeErrors) {
  Tensor z = complexTensor({{1, 1}}, ScalarType::ComplexFloat);
  EXPECT_EQ(errorOf([&] { ts::expm1(z); }), "\"expm1_vml_cpu\" not implemented for 'ComplexFloat'");
  EXPECT_EQ(errorOf([&] { ts::max(z); }), "\"max_all\" not implemented for 'ComplexFloat'");
}

}  // namespace
}  // namespace ts::test
