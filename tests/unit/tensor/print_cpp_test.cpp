// ===--- print_cpp_test.cpp - TorchScript (operator<<) tensor printing ----=== //
// Expected strings are PyTorch 1.13.1 stdout of torch.jit.script'ed prints
// (conformance tensor_print/script_print_*.out).
#include "test_util.h"

namespace ts::test {
namespace {

std::string P(const Tensor& t) { return cppPrint(t); }

TEST(PrintCpp, Basic) {
  EXPECT_EQ(P(L({1, 2, 3})), " 1\n 2\n 3\n[ CPULongType{3} ]");
  EXPECT_EQ(P(L({-5, 10, 200})), "  -5\n  10\n 200\n[ CPULongType{3} ]");
  EXPECT_EQ(P(T({1.5, -2.25, 3.0})), " 1.5000\n-2.2500\n 3.0000\n[ CPUFloatType{3} ]");
  EXPECT_EQ(P(T({1.0, 2.0})), " 1\n 2\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({0.5, 1.5}, {}, ScalarType::Double)), " 0.5000\n 1.5000\n[ CPUDoubleType{2} ]");
  EXPECT_EQ(P(B({true, false, true})), " 1\n 0\n 1\n[ CPUBoolType{3} ]");
  EXPECT_EQ(P(L({1, 2, 3, 4}, {2, 2})), " 1  2\n 3  4\n[ CPULongType{2,2} ]");
  EXPECT_EQ(P(T({0.5, -1.0, 10.25, 3.0}, {2, 2})),
            "  0.5000  -1.0000\n 10.2500   3.0000\n[ CPUFloatType{2,2} ]");
  EXPECT_EQ(P(scalar_tensor(Scalar(int64_t(7)))), "7\n[ CPULongType{} ]");
  EXPECT_EQ(P(S(2.5)), "2.5\n[ CPUFloatType{} ]");
  EXPECT_EQ(P(S(-3.0)), "-3\n[ CPUFloatType{} ]");
  EXPECT_EQ(P(S(4.0, ScalarType::Double)), "4\n[ CPUDoubleType{} ]");
  EXPECT_EQ(P(scalar_tensor(Scalar(true))), "1\n[ CPUBoolType{} ]");
  EXPECT_EQ(P(L({1, 2}, {}, ScalarType::Int)), " 1\n 2\n[ CPUIntType{2} ]");
  EXPECT_EQ(P(L({1, 2}, {}, ScalarType::Char)), " 1\n 2\n[ CPUCharType{2} ]");
  EXPECT_EQ(P(T({1.5, 2.0}, {}, ScalarType::Half)), " 1.5000\n 2.0000\n[ CPUHalfType{2} ]");
  EXPECT_EQ(P(T({1.5, 2.0}, {}, ScalarType::BFloat16)), " 1.5000\n 2.0000\n[ CPUBFloat16Type{2} ]");
  EXPECT_EQ(P(T({1, 2, 3, 4, 5, 6.5}, {2, 3})),
            " 1.0000  2.0000  3.0000\n 4.0000  5.0000  6.5000\n[ CPUFloatType{2,3} ]");
}

TEST(PrintCpp, MultiDim) {
  EXPECT_EQ(P(arange(24).reshape({2, 3, 4})),
            "(1,.,.) = \n   0   1   2   3\n   4   5   6   7\n   8   9  10  11\n\n"
            "(2,.,.) = \n  12  13  14  15\n  16  17  18  19\n  20  21  22  23\n"
            "[ CPULongType{2,3,4} ]");
  EXPECT_EQ(P(div(arange(16.0).reshape({2, 2, 2, 2}), Scalar(2))),
            "(1,1,.,.) = \n  0.0000  0.5000\n  1.0000  1.5000\n\n"
            "(2,1,.,.) = \n  4.0000  4.5000\n  5.0000  5.5000\n\n"
            "(1,2,.,.) = \n  2.0000  2.5000\n  3.0000  3.5000\n\n"
            "(2,2,.,.) = \n  6.0000  6.5000\n  7.0000  7.5000\n"
            "[ CPUFloatType{2,2,2,2} ]");
  EXPECT_EQ(P(gt(arange(3).reshape({3, 1, 1}), Scalar(0))),
            "(1,.,.) = \n  0\n\n(2,.,.) = \n  1\n\n(3,.,.) = \n  1\n[ CPUBoolType{3,1,1} ]");
  EXPECT_EQ(P(zeros({0, 3})), "[ CPUFloatType{0,3} ]");
  EXPECT_EQ(P(zeros({0})), "[ CPUFloatType{0} ]");
  EXPECT_EQ(P(zeros({2, 0}, ScalarType::Long)), "[ CPULongType{2,0} ]");
  EXPECT_EQ(P(ones({1, 1})), " 1\n[ CPUFloatType{1,1} ]");
}

TEST(PrintCpp, Columns) {
  EXPECT_EQ(P(mul(arange(30).reshape({2, 15}), Scalar(1000))),
            "Columns 1 to 11     0   1000   2000   3000   4000   5000   6000   7000   8000   9000  10000\n"
            " 15000  16000  17000  18000  19000  20000  21000  22000  23000  24000  25000\n"
            "\n"
            "Columns 12 to 15 11000  12000  13000  14000\n"
            " 26000  27000  28000  29000\n"
            "[ CPULongType{2,15} ]");
  EXPECT_EQ(P(div(arange(24.0).reshape({2, 12}), Scalar(3))),
            "Columns 1 to 10 0.0000  0.3333  0.6667  1.0000  1.3333  1.6667  2.0000  2.3333  2.6667  3.0000\n"
            " 4.0000  4.3333  4.6667  5.0000  5.3333  5.6667  6.0000  6.3333  6.6667  7.0000\n"
            "\n"
            "Columns 11 to 12 3.3333  3.6667\n"
            " 7.3333  7.6667\n"
            "[ CPUFloatType{2,12} ]");
  EXPECT_EQ(P(sub(arange(5), Scalar(2))), "-2\n-1\n 0\n 1\n 2\n[ CPULongType{5} ]");
}

TEST(PrintCpp, Scales) {
  EXPECT_EQ(P(T({100.5, 200.25})), " 100.5000\n 200.2500\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({1000.5, 2.25})), " 1000.5000\n    2.2500\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({12345.5, 2.25})), " 12345.5000\n     2.2500\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({0.001, 0.002})), "0.001 *\n 1.0000\n 2.0000\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({0.0001, 0.5})), " 0.0001\n 0.5000\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({0.015, 0.025, 0.5})), " 0.0150\n 0.0250\n 0.5000\n[ CPUFloatType{3} ]");
  EXPECT_EQ(P(T({5e6, 1.5})), " 5.0000e+06\n 1.5000e+00\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({1e20, 1e-20})), " 1.0000e+20\n 1.0000e-20\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({123.0, -4567.0})), " 123\n-4567\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({1.5, 200000.0, 3.0, 4.0}, {2, 2})),
            " 1.5000e+00  2.0000e+05\n 3.0000e+00  4.0000e+00\n[ CPUFloatType{2,2} ]");
  EXPECT_EQ(P(T({0.001, 0.002, 0.003, 0.0045}, {2, 2})),
            "0.001 *\n 1.0000  2.0000\n  3.0000  4.5000\n[ CPUFloatType{2,2} ]");
  EXPECT_EQ(P(div(S(1.0), Scalar(3))), "0.333333\n[ CPUFloatType{} ]");
  EXPECT_EQ(P(S(1e-10)), "1e-10\n[ CPUFloatType{} ]");
  EXPECT_EQ(P(S(123456789.0)), "1.23457e+08\n[ CPUFloatType{} ]");
  EXPECT_EQ(P(S(0.1, ScalarType::Double)), "0.1\n[ CPUDoubleType{} ]");
  EXPECT_EQ(P(mul(div(S(2.0), Scalar(3)), Scalar(1e6))), "666667\n[ CPUFloatType{} ]");
}

TEST(PrintCpp, Special) {
  double nan = std::nan(""), inf = INFINITY;
  EXPECT_EQ(P(T({1.5, nan, inf})), " 1.5000\n    nan\n    inf\n[ CPUFloatType{3} ]");
  EXPECT_EQ(P(T({1.0, -inf, 2.0})), " 1\n-inf\n 2\n[ CPUFloatType{3} ]");
  EXPECT_EQ(P(neg(zeros({2}))), "-0\n-0\n[ CPUFloatType{2} ]");
  EXPECT_EQ(P(T({-0.0, -0.0, 0.5, 0.5})), "-0.0000\n-0.0000\n 0.5000\n 0.5000\n[ CPUFloatType{4} ]");
  EXPECT_EQ(P(L({-128, 0, 127}, {}, ScalarType::Char)), "-128\n   0\n 127\n[ CPUCharType{3} ]");
  EXPECT_EQ(P(L({INT64_MAX, -1})), " 9.2234e+18\n-1.0000e+00\n[ CPULongType{2} ]");
  EXPECT_EQ(P(T({0.1, 0.2, 0.3}, {}, ScalarType::Half)), " 0.1000\n 0.2000\n 0.3000\n[ CPUHalfType{3} ]");
}

}  // namespace
}  // namespace ts::test
