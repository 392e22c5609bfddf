// ===--- scalar_type_test.cpp - dtype numbering, promotion, half types ----=== //
#include "test_util.h"

namespace ts::test {
namespace {

TEST(ScalarType, NumberingMatchesC10) {
  EXPECT_EQ(static_cast<int>(ScalarType::Byte), 0);
  EXPECT_EQ(static_cast<int>(ScalarType::Long), 4);
  EXPECT_EQ(static_cast<int>(ScalarType::Float), 6);
  EXPECT_EQ(static_cast<int>(ScalarType::Bool), 11);
  EXPECT_EQ(static_cast<int>(ScalarType::BFloat16), 15);
  EXPECT_EQ(dtypeName(ScalarType::Float), "torch.float32");
  EXPECT_EQ(dtypeName(ScalarType::ComplexHalf), "torch.complex32");
  EXPECT_EQ(elementSize(ScalarType::ComplexDouble), 16u);
  EXPECT_TRUE(isFloatingType(ScalarType::BFloat16));
  EXPECT_FALSE(isIntegralType(ScalarType::Bool, false));
  EXPECT_TRUE(isIntegralType(ScalarType::Bool, true));
}

TEST(ScalarType, PromoteTable) {
  // Rows captured from torch.promote_types (see scalar_type.cpp).
  using S = ScalarType;
  EXPECT_EQ(promoteTypes(S::Byte, S::Char), S::Short);
  EXPECT_EQ(promoteTypes(S::Bool, S::Byte), S::Byte);
  EXPECT_EQ(promoteTypes(S::Half, S::BFloat16), S::Float);
  EXPECT_EQ(promoteTypes(S::Long, S::Half), S::Half);
  EXPECT_EQ(promoteTypes(S::ComplexHalf, S::Float), S::ComplexFloat);
  EXPECT_EQ(promoteTypes(S::BFloat16, S::ComplexFloat), S::ComplexFloat);
  EXPECT_EQ(promoteTypes(S::Double, S::ComplexFloat), S::ComplexDouble);
  EXPECT_EQ(promoteTypes(S::QInt8, S::QInt8), S::QInt8);
  EXPECT_EQ(errorOf([] { promoteTypes(S::QInt8, S::Float); }),
            "promoteTypes with quantized numbers is not handled yet; figure out what the correct "
            "rules should be, offending types: QInt8 Float");
  for (int a = 0; a < 12; ++a) {
    for (int b = 0; b < 12; ++b) {
      EXPECT_EQ(promoteTypes(S(a), S(b)), promoteTypes(S(b), S(a)));
    }
  }
}

TEST(ScalarType, ResultType) {
  Tensor i32 = L({1}, {}, ScalarType::Int), f64 = T({1}, {1}, ScalarType::Double);
  Tensor u8 = L({1}, {}, ScalarType::Byte);
  EXPECT_EQ(resultType(i32, Scalar(2.5)), ScalarType::Float);
  EXPECT_EQ(resultType(i32, Scalar(int64_t(2))), ScalarType::Int);
  EXPECT_EQ(resultType(u8, Scalar(true)), ScalarType::Byte);
  EXPECT_EQ(resultType(B({true}), Scalar(int64_t(3))), ScalarType::Long);
  EXPECT_EQ(resultType(i32, S(1.0, ScalarType::Double)), ScalarType::Double);
  EXPECT_EQ(resultType(T({1}), S(1.0, ScalarType::Double)), ScalarType::Float);
  EXPECT_EQ(resultType(i32, L({1}, {1}, ScalarType::Long).reshape({})), ScalarType::Int);
  EXPECT_EQ(resultType(f64, Scalar(std::complex<double>(1, 1))), ScalarType::ComplexDouble);
  EXPECT_EQ(resultType(T({1}), Scalar(std::complex<double>(1, 1))), ScalarType::ComplexFloat);
  EXPECT_EQ(resultType(i32, Scalar(std::complex<double>(1, 1))), ScalarType::ComplexFloat);
  EXPECT_EQ(resultType(Scalar(int64_t(1)), Scalar(2.0)), ScalarType::Float);
  EXPECT_EQ(resultType(wrappedScalarTensor(Scalar(2.0)), i32), ScalarType::Float);
}

TEST(ScalarType, HalfConversions) {
  EXPECT_EQ(Half(1.0f).x, 0x3c00);
  EXPECT_EQ(Half(65504.0f).x, 0x7bff);
  EXPECT_EQ(Half(65520.0f).x, 0x7c00);
  EXPECT_EQ(float(Half(0.1f)), 0.0999755859375f);
  EXPECT_EQ(float(Half::fromBits(0x0001)), 5.9604644775390625e-08f);
  EXPECT_EQ(Half(5.9604644775390625e-08f).x, 0x0001);
  EXPECT_EQ(Half(2.98023223876953125e-08f).x, 0x0000);  // tie rounds to even
  EXPECT_TRUE(std::isnan(float(Half(NAN))));
  EXPECT_EQ(BFloat16(1.0f).x, 0x3f80);
  EXPECT_EQ(float(BFloat16(0.1f)), 0.10009765625f);
}

TEST(Scalar, Basics) {
  EXPECT_EQ(Scalar(int64_t(3)).type(), ScalarType::Long);
  EXPECT_EQ(Scalar(3.5).type(), ScalarType::Double);
  EXPECT_EQ(Scalar(true).type(), ScalarType::Bool);
  EXPECT_EQ(Scalar(3.9).toLong(), 3);
  EXPECT_EQ((-Scalar(int64_t(2))).toLong(), -2);
  EXPECT_EQ(Scalar(int64_t(2)).to<Half>().x, Half(2.0f).x);
}

}  // namespace
}  // namespace ts::test
