// ===--- tensor_convert_test.cpp - item, int(t), to(), size, tolist -------=== //
#include <gtest/gtest.h>

#include "ops/registry.h"
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
const IValue kNone;

TEST(TensorConvert, NumberConversions) {
  Tensor two = ones({2});
  Tensor x = full({}, Scalar(2.7));
  EXPECT_EQ(callT("aten::Int.Tensor", {x}).toInt(), 2);
  EXPECT_DOUBLE_EQ(callT("aten::Float.Tensor", {x}).toDouble(), static_cast<double>(2.7f));
  EXPECT_TRUE(callT("aten::item", {x}).isDouble());
  EXPECT_TRUE(callT("aten::item", {arange(Scalar(1))}).isInt());
  EXPECT_EQ(errorOf([&] { callT("aten::item", {two}); }), "a Tensor with 2 elements cannot be converted to Scalar");
  EXPECT_EQ(errorOf([&] { callT("aten::Bool.Tensor", {two}); }),
            "Boolean value of Tensor with more than one value is ambiguous");
  EXPECT_EQ(errorOf([&] { callT("aten::Bool.Tensor", {zeros({0})}); }), "Boolean value of Tensor with no values is ambiguous");
  EXPECT_TRUE(callT("aten::Bool.Tensor", {x}).toBool());
  EXPECT_EQ(errorOf([&] { callT("aten::IntImplicit", {x}); }), "Cannot input a tensor of type Float as an integral argument");
  EXPECT_EQ(errorOf([&] { callT("aten::ScalarImplicit", {two}); }),
            "Cannot input a tensor of dimension other than 0 as a scalar argument");
}

TEST(TensorConvert, ToAndCopies) {
  Tensor x = arange(Scalar(3));
  EXPECT_EQ(reprOf(callT("aten::to.dtype", {x, int64_t(6), false, false, kNone})), "tensor([0., 1., 2.])");
  EXPECT_TRUE(callT("aten::to.dtype", {x, int64_t(4), false, false, kNone}).toTensor().is_same(x));
  EXPECT_FALSE(callT("aten::to.dtype", {x, int64_t(4), false, true, kNone}).toTensor().is_same(x));
  EXPECT_EQ(reprOf(callT("aten::to.prim_dtype", {x, kNone, false, false})), "tensor([0, 1, 2])");
  EXPECT_EQ(reprOf(callT("aten::type_as", {x, ones({1})})), "tensor([0., 1., 2.])");
  Tensor y = zeros({3});
  callT("aten::copy_", {y, x, false});
  EXPECT_EQ(pythonRepr(y), "tensor([0., 1., 2.])");
  callT("aten::fill_.Scalar", {y, 5});
  EXPECT_EQ(pythonRepr(y), "tensor([5., 5., 5.])");
  EXPECT_TRUE(callT("aten::contiguous", {x, int64_t(0)}).toTensor().is_same(x));
}

TEST(TensorConvert, Metadata) {
  Tensor x = zeros({2, 3});
  EXPECT_EQ(callT("aten::dim", {x}).toInt(), 2);
  EXPECT_EQ(callT("aten::numel", {x}).toInt(), 6);
  EXPECT_EQ(callT("aten::size.int", {x, -1}).toInt(), 3);
  EXPECT_EQ(callT("aten::size", {x}).toList()->items.size(), 2u);
  EXPECT_EQ(callT("aten::stride.int", {x, 0}).toInt(), 3);
  EXPECT_EQ(callT("aten::len.Tensor", {x}).toInt(), 2);
  EXPECT_EQ(errorOf([] { callT("aten::len.Tensor", {zeros({})}); }), "len() of a 0-d tensor");
  EXPECT_EQ(callT("prim::dtype", {x}).toInt(), 6);
  EXPECT_EQ(callT("prim::device", {x}).toDevice().str(), "cpu");
  EXPECT_FALSE(callT("prim::requires_grad", {x}).toBool());
  EXPECT_TRUE(callT("aten::is_floating_point", {x}).toBool());
  EXPECT_EQ(callT("aten::result_type.Scalar", {arange(Scalar(2)), 1.5}).toInt(), 6);
  EXPECT_EQ(callT("aten::promote_types", {int64_t(4), int64_t(6)}).toInt(), 6);
}

TEST(TensorConvert, Tolist) {
  Tensor x = reshape(arange(Scalar(4)), {2, 2});
  Stack out = callTensorOp("prim::tolist", {x, 2, 0});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].toList()->items[1].toList()->items[0].toInt(), 2);
  EXPECT_EQ(runtimeType(out[0])->str(), "List[List[int]]");
  EXPECT_EQ(errorOf([&] { callTensorOp("prim::tolist", {x, 2, 1}); }),
            "Output annotation element type and runtime tensor element type must match for tolist()");
  EXPECT_EQ(errorOf([&] { callTensorOp("prim::tolist", {x, 1, 0}); }),
            "Output annotation list dimension and runtime tensor dimension must match for tolist()");
  Stack f = callTensorOp("prim::tolist", {t(ones({2, 1})), 2, 1});
  EXPECT_DOUBLE_EQ(f[0].toList()->items[0].toList()->items[1].toDouble(), 1.0);
}

}  // namespace
}  // namespace ts::test
