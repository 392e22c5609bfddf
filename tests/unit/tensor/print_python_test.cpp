// ===--- print_python_test.cpp - Python repr against captured PyTorch -----=== //
// Expected strings come from /usr/bin/python3 with torch 1.13.1 (the
// conformance corpus tensor_print/*.out and extra captures).
#include "test_util.h"

namespace ts::test {
namespace {

std::string R(const Tensor& t) { return pythonRepr(t); }

TEST(PrintPython, DtypeSuffix) {
  Tensor x = T({1, 2, 3});
  EXPECT_EQ(R(x.to(ScalarType::Int)), "tensor([1, 2, 3], dtype=torch.int32)");
  EXPECT_EQ(R(x.to(ScalarType::Byte)), "tensor([1, 2, 3], dtype=torch.uint8)");
  EXPECT_EQ(R(x.to(ScalarType::Long)), "tensor([1, 2, 3])");
  EXPECT_EQ(R(x.to(ScalarType::Double)), "tensor([1., 2., 3.], dtype=torch.float64)");
  EXPECT_EQ(R(x.to(ScalarType::Half)), "tensor([1., 2., 3.], dtype=torch.float16)");
  EXPECT_EQ(R(x.to(ScalarType::BFloat16)), "tensor([1., 2., 3.], dtype=torch.bfloat16)");
  EXPECT_EQ(R(x), "tensor([1., 2., 3.])");
  EXPECT_EQ(R(x.to(ScalarType::Bool)), "tensor([True, True, True])");
  Tensor m = T({0.5, -1.25, 100.0, 3.0}, {2, 2});
  EXPECT_EQ(R(m.to(ScalarType::Int)), "tensor([[  0,  -1],\n        [100,   3]], dtype=torch.int32)");
  EXPECT_EQ(R(m.to(ScalarType::Long).to(ScalarType::Byte)),
            "tensor([[  0, 255],\n        [100,   3]], dtype=torch.uint8)");
  EXPECT_EQ(R(m.to(ScalarType::Double)),
            "tensor([[  0.5000,  -1.2500],\n        [100.0000,   3.0000]], dtype=torch.float64)");
  EXPECT_EQ(R(S(3, ScalarType::Int)), "tensor(3, dtype=torch.int32)");
  EXPECT_EQ(R(S(2.5, ScalarType::Double)), "tensor(2.5000, dtype=torch.float64)");
  EXPECT_EQ(R(zeros({0}, ScalarType::Int)), "tensor([], dtype=torch.int32)");
  EXPECT_EQ(R(zeros({2, 0}, ScalarType::Char)), "tensor([], size=(2, 0), dtype=torch.int8)");
  EXPECT_EQ(R(zeros({0}, ScalarType::Long)), "tensor([], dtype=torch.int64)");
  EXPECT_EQ(R(zeros({0, 3})), "tensor([], size=(0, 3))");
  EXPECT_EQ(R(zeros({1, 0, 1})), "tensor([], size=(1, 0, 1))");
}

TEST(PrintPython, IntegralFloats) {
  EXPECT_EQ(R(T({1, 2})), "tensor([1., 2.])");
  EXPECT_EQ(R(T({-1, 0, 100})), "tensor([ -1.,   0., 100.])");
  EXPECT_EQ(R(T({0, 0})), "tensor([0., 0.])");
  EXPECT_EQ(R(T({10, 999, -1000})), "tensor([   10.,   999., -1000.])");
  EXPECT_EQ(R(T({1, 1000})), "tensor([   1., 1000.])");
  EXPECT_EQ(R(T({1, 1001})), "tensor([1.0000e+00, 1.0010e+03])");
  EXPECT_EQ(R(T({1e8, 5e7})), "tensor([100000000.,  50000000.])");
  EXPECT_EQ(R(T({2e8, 1e8})), "tensor([2.0000e+08, 1.0000e+08])");
  EXPECT_EQ(R(T({65504.0, 1.0}, {}, ScalarType::Half)),
            "tensor([6.5504e+04, 1.0000e+00], dtype=torch.float16)");
}

TEST(PrintPython, Precision) {
  EXPECT_EQ(R(T({1.0 / 3.0, 2.0 / 3.0})), "tensor([0.3333, 0.6667])");
  EXPECT_EQ(R(T({-0.1, 0.2, -0.3})), "tensor([-0.1000,  0.2000, -0.3000])");
  EXPECT_EQ(R(T({0.12345, 0.99999})), "tensor([0.1235, 1.0000])");
  EXPECT_EQ(R(T({0.00015, 0.1})), "tensor([0.0002, 0.1000])");
  EXPECT_EQ(R(T({12.5, -0.001})), "tensor([ 1.2500e+01, -1.0000e-03])");
  EXPECT_EQ(R(T({999.99995, 1.5})), "tensor([999.9999,   1.5000])");
  EXPECT_EQ(R(T({1234.5678})), "tensor([1234.5677])");
  EXPECT_EQ(R(T({2.5e-4, 0.2})), "tensor([0.0003, 0.2000])");
  EXPECT_EQ(R(T({0.1, 10.25, -3.5, 0.0}, {2, 2})),
            "tensor([[ 0.1000, 10.2500],\n        [-3.5000,  0.0000]])");
  EXPECT_EQ(R(arange(0.0, 1.0, 0.1)),
            "tensor([0.0000, 0.1000, 0.2000, 0.3000, 0.4000, 0.5000, 0.6000, 0.7000, 0.8000,\n"
            "        0.9000])");
  EXPECT_EQ(R(linspace(-1, 1, 9)),
            "tensor([-1.0000, -0.7500, -0.5000, -0.2500,  0.0000,  0.2500,  0.5000,  0.7500,\n"
            "         1.0000])");
}

TEST(PrintPython, Scientific) {
  EXPECT_EQ(R(T({1e-5, 1.0})), "tensor([1.0000e-05, 1.0000e+00])");
  EXPECT_EQ(R(T({1e8 + 8.0})), "tensor([1.0000e+08])");
  EXPECT_EQ(R(T({123456.78, 0.5})), "tensor([1.2346e+05, 5.0000e-01])");
  EXPECT_EQ(R(T({1e-3, 1.0})), "tensor([0.0010, 1.0000])");
  EXPECT_EQ(R(T({-1e-6, 1e6})), "tensor([-1.0000e-06,  1.0000e+06])");
  EXPECT_EQ(R(T({1e30, 1e-30}, {}, ScalarType::Double)),
            "tensor([1.0000e+30, 1.0000e-30], dtype=torch.float64)");
  EXPECT_EQ(R(T({1e-45})), "tensor([1.4013e-45])");
  EXPECT_EQ(R(T({0.0, 12345.0, 0.5})), "tensor([0.0000e+00, 1.2345e+04, 5.0000e-01])");
}

TEST(PrintPython, Specials) {
  double nan = std::nan(""), inf = INFINITY;
  EXPECT_EQ(R(T({-0.0, -0.0, -2.0})), "tensor([-0., -0., -2.])");
  EXPECT_EQ(R(T({-0.0, 1.5})), "tensor([-0.0000, 1.5000])");
  EXPECT_EQ(R(T({nan, 1.0})), "tensor([nan, 1.])");
  EXPECT_EQ(R(T({nan, 1.5})), "tensor([   nan, 1.5000])");
  EXPECT_EQ(R(T({inf, -inf, 2.0})), "tensor([inf, -inf, 2.])");
  EXPECT_EQ(R(T({inf, -inf, 0.25})), "tensor([   inf,   -inf, 0.2500])");
  EXPECT_EQ(R(T({nan, 1e-6, 1.0})), "tensor([       nan, 1.0000e-06, 1.0000e+00])");
  EXPECT_EQ(R(T({-inf, 1000.0, 1.0})), "tensor([ -inf, 1000.,    1.])");
  EXPECT_EQ(R(T({nan, -1, inf, 10}, {2, 2})), "tensor([[nan, -1.],\n        [inf, 10.]])");
  EXPECT_EQ(R(S(nan)), "tensor(nan)");
  EXPECT_EQ(R(S(-inf)), "tensor(-inf)");
  EXPECT_EQ(R(S(-0.0)), "tensor(-0.)");
}

TEST(PrintPython, IntsAndBools) {
  EXPECT_EQ(R(L({-1, 10, -100})), "tensor([  -1,   10, -100])");
  EXPECT_EQ(R(L({INT64_MAX, -INT64_MAX})), "tensor([ 9223372036854775807, -9223372036854775807])");
  EXPECT_EQ(R(mul(arange(12).reshape({3, 4}), Scalar(111))),
            "tensor([[   0,  111,  222,  333],\n        [ 444,  555,  666,  777],\n"
            "        [ 888,  999, 1110, 1221]])");
  EXPECT_EQ(R(B({true, false})), "tensor([ True, False])");
  EXPECT_EQ(R(gt(arange(6).reshape({2, 3}), Scalar(2))),
            "tensor([[False, False, False],\n        [ True,  True,  True]])");
  EXPECT_EQ(R(scalar_tensor(Scalar(true))), "tensor(True)");
  EXPECT_EQ(R(scalar_tensor(Scalar(int64_t(-5)))), "tensor(-5)");
}

TEST(PrintPython, MultiDim) {
  Tensor base = arange(24.0);
  EXPECT_EQ(R(base.slice(0, 0, 24).reshape({2, 3, 4})),
            "tensor([[[ 0.,  1.,  2.,  3.],\n         [ 4.,  5.,  6.,  7.],\n"
            "         [ 8.,  9., 10., 11.]],\n\n        [[12., 13., 14., 15.],\n"
            "         [16., 17., 18., 19.],\n         [20., 21., 22., 23.]]])");
  EXPECT_EQ(R(base.slice(0, 0, 16).reshape({2, 2, 2, 2})),
            "tensor([[[[ 0.,  1.],\n          [ 2.,  3.]],\n\n         [[ 4.,  5.],\n"
            "          [ 6.,  7.]]],\n\n\n        [[[ 8.,  9.],\n          [10., 11.]],\n\n"
            "         [[12., 13.],\n          [14., 15.]]]])");
  EXPECT_EQ(R(base.slice(0, 0, 3).reshape({3, 1, 1})),
            "tensor([[[0.]],\n\n        [[1.]],\n\n        [[2.]]])");
  EXPECT_EQ(R(ones({1, 1, 1}, ScalarType::Double)), "tensor([[[1.]]], dtype=torch.float64)");
}

TEST(PrintPython, WideRows) {
  EXPECT_EQ(R(arange(30)),
            "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
            "        18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])");
  EXPECT_EQ(R(mul(arange(30).to(ScalarType::Double), Scalar(1e-5)).slice(0, 0, 7)),
            "tensor([0.0000e+00, 1.0000e-05, 2.0000e-05, 3.0000e-05, 4.0000e-05, 5.0000e-05,\n"
            "        6.0000e-05], dtype=torch.float64)");
  EXPECT_EQ(R(sub(arange(30).to(ScalarType::Int), Scalar(10))),
            "tensor([-10,  -9,  -8,  -7,  -6,  -5,  -4,  -3,  -2,  -1,   0,   1,   2,   3,\n"
            "          4,   5,   6,   7,   8,   9,  10,  11,  12,  13,  14,  15,  16,  17,\n"
            "         18,  19], dtype=torch.int32)");
  EXPECT_EQ(R(mul(arange(30).to(ScalarType::Double), Scalar(1e-5))),
            "tensor([0.0000e+00, 1.0000e-05, 2.0000e-05, 3.0000e-05, 4.0000e-05, 5.0000e-05,\n"
            "        6.0000e-05, 7.0000e-05, 8.0000e-05, 9.0000e-05, 1.0000e-04, 1.1000e-04,\n"
            "        1.2000e-04, 1.3000e-04, 1.4000e-04, 1.5000e-04, 1.6000e-04, 1.7000e-04,\n"
            "        1.8000e-04, 1.9000e-04, 2.0000e-04, 2.1000e-04, 2.2000e-04, 2.3000e-04,\n"
            "        2.4000e-04, 2.5000e-04, 2.6000e-04, 2.7000e-04, 2.8000e-04, 2.9000e-04],\n"
            "       dtype=torch.float64)");
}

TEST(PrintPython, Summarized) {
  EXPECT_EQ(R(arange(1001)), "tensor([   0,    1,    2,  ...,  998,  999, 1000])");
  EXPECT_EQ(R(div(arange(2000).to(ScalarType::Float), Scalar(4))),
            "tensor([0.0000e+00, 2.5000e-01, 5.0000e-01,  ..., 4.9925e+02, 4.9950e+02,\n"
            "        4.9975e+02])");
  EXPECT_EQ(R(arange(1200).reshape({40, 30})),
            "tensor([[   0,    1,    2,  ...,   27,   28,   29],\n"
            "        [  30,   31,   32,  ...,   57,   58,   59],\n"
            "        [  60,   61,   62,  ...,   87,   88,   89],\n"
            "        ...,\n"
            "        [1110, 1111, 1112,  ..., 1137, 1138, 1139],\n"
            "        [1140, 1141, 1142,  ..., 1167, 1168, 1169],\n"
            "        [1170, 1171, 1172,  ..., 1197, 1198, 1199]])");
  EXPECT_EQ(R(linspace(0, 1, 1001)), "tensor([0.0000, 0.0010, 0.0020,  ..., 0.9980, 0.9990, 1.0000])");
  EXPECT_EQ(R(arange(1004).reshape({2, 502}).to(ScalarType::Short)),
            "tensor([[   0,    1,    2,  ...,  499,  500,  501],\n"
            "        [ 502,  503,  504,  ..., 1001, 1002, 1003]], dtype=torch.int16)");
}

TEST(PrintPython, RequiresGrad) {
  Tensor w = T({0.5, -1.0, 2.0});
  w.set_requires_grad(true);
  EXPECT_EQ(R(w), "tensor([ 0.5000, -1.0000,  2.0000], requires_grad=True)");
  Tensor o = ones({2, 2});
  o.set_requires_grad(true);
  EXPECT_EQ(R(o), "tensor([[1., 1.],\n        [1., 1.]], requires_grad=True)");
  Tensor d = T({1, 2}, {}, ScalarType::Double);
  d.set_requires_grad(true);
  EXPECT_EQ(R(d), "tensor([1., 2.], dtype=torch.float64, requires_grad=True)");
}

}  // namespace
}  // namespace ts::test
