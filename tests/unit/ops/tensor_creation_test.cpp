// ===--- tensor_creation_test.cpp - torch.tensor, zeros, arange, random ---=== //
#include <gtest/gtest.h>

#include "ops/registry.h"
#include "ops/tensor_families.h"
#include "tensor/ops.h"

namespace ts::test {

IValue callT(const std::string& name, Stack args);
Stack callTensorOp(const std::string& name, Stack args);
std::string reprOf(const IValue& v);

namespace {

std::string errorOf(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e.message();
  }
  return "";
}

IValue ints(std::vector<int64_t> v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::int_(), std::move(items));
}
IValue floats(std::vector<double> v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::float_(), std::move(items));
}
const IValue kNone;

TEST(TensorCreation, TensorFromScalarsInfersDtype) {
  EXPECT_EQ(reprOf(callT("aten::tensor.int", {3, kNone, kNone, false})), "tensor(3)");
  EXPECT_EQ(reprOf(callT("aten::tensor.float", {2.5, kNone, kNone, false})), "tensor(2.5000)");
  EXPECT_EQ(reprOf(callT("aten::tensor.bool", {true, kNone, kNone, false})), "tensor(True)");
  EXPECT_EQ(reprOf(callT("aten::tensor.int", {3, int64_t(7), kNone, false})), "tensor(3., dtype=torch.float64)");
}

TEST(TensorCreation, TensorFromNestedLists) {
  IValue nested = makeList(Type::list(Type::int_()), {ints({1, 2}), ints({3, 4})});
  EXPECT_EQ(reprOf(callT("aten::tensor", {nested, kNone, kNone, false})), "tensor([[1, 2],\n        [3, 4]])");
  EXPECT_EQ(reprOf(callT("aten::tensor", {floats({}), kNone, kNone, false})), "tensor([])");
  IValue empty2 = makeList(Type::list(Type::float_()), {floats({}), floats({})});
  EXPECT_EQ(reprOf(callT("aten::tensor", {empty2, kNone, kNone, false})), "tensor([], size=(2, 0))");
  IValue ragged = makeList(Type::list(Type::int_()), {ints({1, 2}), ints({3})});
  EXPECT_EQ(errorOf([&] { callT("aten::tensor", {ragged, kNone, kNone, false}); }),
            "Expected sequence of length 2 at dim 1 (got 1)");
  EXPECT_EQ(errorOf([&] { callT("aten::tensor", {ints({1}), kNone, kNone, true}); }),
            "Only Tensors of floating point and complex dtype can require gradients");
  EXPECT_TRUE(callT("aten::tensor", {floats({1}), kNone, kNone, true}).toTensor().requires_grad());
}

TEST(TensorCreation, DeviceMustBeCpu) {
  IValue cuda(Device{Device::Type::CUDA, -1});
  EXPECT_EQ(errorOf([&] { callT("aten::zeros", {ints({2}), kNone, kNone, cuda, kNone}); }),
            "PyTorch is not linked with support for cuda devices");
  IValue cpu(Device{Device::Type::CPU, -1});
  EXPECT_EQ(reprOf(callT("aten::zeros", {ints({2}), kNone, kNone, cpu, kNone})), "tensor([0., 0.])");
}

TEST(TensorCreation, FillAndRangeFactories) {
  EXPECT_EQ(reprOf(callT("aten::ones", {ints({2}), int64_t(4), kNone, kNone, kNone})), "tensor([1, 1])");
  EXPECT_EQ(reprOf(callT("aten::full", {ints({2}), 7, kNone, kNone, kNone, kNone})), "tensor([7, 7])");
  EXPECT_EQ(reprOf(callT("aten::arange", {4, kNone, kNone, kNone, kNone})), "tensor([0, 1, 2, 3])");
  EXPECT_EQ(reprOf(callT("aten::arange.start_step", {1, 2.0, 0.5, kNone, kNone, kNone, kNone})), "tensor([1.0000, 1.5000])");
  EXPECT_EQ(reprOf(callT("aten::linspace", {0, 1, 3, kNone, kNone, kNone, kNone})), "tensor([0.0000, 0.5000, 1.0000])");
  EXPECT_EQ(reprOf(callT("aten::eye.m", {2, 3, kNone, kNone, kNone, kNone})), "tensor([[1., 0., 0.],\n        [0., 1., 0.]])");
  Tensor base = arange(Scalar(3));
  EXPECT_EQ(reprOf(callT("aten::zeros_like", {base, kNone, kNone, kNone, kNone, kNone})), "tensor([0, 0, 0])");
  EXPECT_EQ(reprOf(callT("aten::full_like", {base, 2.5, int64_t(6), kNone, kNone, kNone, kNone})), "tensor([2.5000, 2.5000, 2.5000])");
  EXPECT_EQ(reprOf(callT("aten::new_ones", {base, ints({1}), kNone, kNone, kNone, kNone})), "tensor([1])");
  EXPECT_EQ(reprOf(callT("aten::scalar_tensor", {3, kNone, kNone, kNone, kNone})), "tensor(3.)");
  EXPECT_EQ(reprOf(callT("prim::NumToTensor.Scalar", {2.5})), "tensor(2.5000, dtype=torch.float64)");
}

TEST(TensorCreation, RandomOpsFollowManualSeed) {
  auto seed = [] { EXPECT_TRUE(callTensorOp("aten::manual_seed", {0}).empty()); };
  seed();
  EXPECT_EQ(reprOf(callT("aten::rand", {ints({3}), kNone, kNone, kNone, kNone})), "tensor([0.4963, 0.7682, 0.0885])");
  seed();
  EXPECT_EQ(reprOf(callT("aten::randn", {ints({2}), kNone, kNone, kNone, kNone})), "tensor([ 1.5410, -0.2934])");
  seed();
  EXPECT_EQ(reprOf(callT("aten::randint", {10, ints({3}), int64_t(4), kNone, kNone, kNone})), "tensor([4, 9, 3])");
  seed();
  EXPECT_EQ(reprOf(callT("aten::normal.Tensor_float", {zeros({2}), 2.0, kNone})), "tensor([ 3.0820, -0.5869])");
  EXPECT_NE(errorOf([] { callT("aten::rand", {ints({-1}), kNone, kNone, kNone, kNone}); }), "");
}

}  // namespace
}  // namespace ts::test
